import { env } from "cloudflare:workers";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { copies, copy } from "../../shared/copy";
import { LANGUAGE_HEADER } from "../../shared/languages";
import { app } from "../../worker/index";
import { component, delay, geocodeResult, geocoder, geocoderCalls, HttpResponse, http } from "./setup/geocoder-mock";
import { api } from "./setup/request";

const GEOCODE = "https://maps.googleapis.com/maps/api/geocode/json";
let ip = 0;
let client = "";
beforeEach(async () => {
  client = `198.51.100.${++ip}`;
  geocoderCalls.length = 0;
  // Each test starts with an empty cache.
  const { keys } = await env.KV.list({ prefix: "postal:" });
  await Promise.all(keys.map((k) => env.KV.delete(k.name)));
});
beforeAll(() => geocoder.listen({ onUnhandledRequest: "error" }));
afterEach(() => geocoder.resetHandlers());
afterAll(() => geocoder.close());

const lookup = (country: string, postalCode: string, ip2 = client) =>
  api(`/api/postal-codes?country=${country}&postalCode=${encodeURIComponent(postalCode)}`, { headers: { "CF-Connecting-IP": ip2 } });

describe("postal-code lookup through the geocoder (SPEC §7 wire format)", () => {
  it("asks with the code without dashes, the region, the country filter and the server-side key; reads the components", async () => {
    const res = await lookup("PT", "1100148");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ city: "Lisboa", state: "Lisboa", locality: "Santa Maria Maior", cityFound: true, stateFound: true });
    expect(geocoderCalls).toHaveLength(1);
    const sent = geocoderCalls[0]!;
    expect(sent.origin + sent.pathname).toBe(GEOCODE);
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      address: "1100148",
      region: "pt",
      components: "country:PT|postal_code:1100148",
      key: "test-geocoding-key",
    });
    // The key never reaches the browser.
    expect(JSON.stringify(res.body)).not.toContain("test-geocoding-key");
  });

  it("a Spanish code takes the province (level 2), not the autonomous community", async () => {
    const res = await lookup("ES", "28013");
    expect(res.body).toMatchObject({ city: "Madrid", state: "Madrid", cityFound: true, stateFound: true });
    expect(geocoderCalls[0]!.searchParams.get("region")).toBe("es");
  });

  it("the city falls back to administrative_area_level_2 when there is no locality", async () => {
    geocoder.use(
      http.get(GEOCODE, () =>
        HttpResponse.json(
          geocodeResult("4700-001", [component("Braga", "administrative_area_level_2"), component("Braga", "administrative_area_level_1")], ["Portugal", "PT"]),
        ),
      ),
    );
    expect((await lookup("PT", "4700-001")).body).toEqual({ city: "Braga", state: "Braga", locality: null, cityFound: true, stateFound: true });
  });

  it("SPEC's fallbacks 'Cidade não encontrada' / 'Distrito não encontrado' for ZERO_RESULTS and for missing components", async () => {
    expect((await lookup("PT", "2999-999")).body).toEqual({
      city: copy.addresses.cityNotFound,
      state: copy.addresses.stateNotFound,
      locality: null,
      cityFound: false,
      stateFound: false,
    });
    expect(copy.addresses.cityNotFound).toBe("Cidade não encontrada");
    expect(copy.addresses.stateNotFound).toBe("Distrito não encontrado");
    geocoder.use(http.get(GEOCODE, () => HttpResponse.json(geocodeResult("3000-456", [component("Coimbra", "locality")], ["Portugal", "PT"]))));
    expect((await lookup("PT", "3000-456")).body).toEqual({
      city: "Coimbra",
      state: "Distrito não encontrado",
      locality: null,
      cityFound: true,
      stateFound: false,
    });
  });

  it("keeps answers in KV: the same code asks the geocoder once", async () => {
    await lookup("PT", "1100-148");
    await lookup("PT", "1100148");
    const third = await lookup("PT", "1100-148");
    expect(third.body.city).toBe("Lisboa");
    expect(geocoderCalls).toHaveLength(1);
    expect(await env.KV.get("postal:PT:1100-148", "json")).toMatchObject({ city: "Lisboa", state: "Lisboa" });
  });

  it.each([
    ["a 500", () => new HttpResponse("boom", { status: 500 })],
    ["REQUEST_DENIED", () => HttpResponse.json({ results: [], status: "REQUEST_DENIED", error_message: "The provided API key is invalid." })],
    ["OVER_QUERY_LIMIT", () => HttpResponse.json({ results: [], status: "OVER_QUERY_LIMIT" })],
    ["a body that is not JSON", () => new HttpResponse("<html>", { status: 200, headers: { "Content-Type": "text/html" } })],
    [
      "no answer within the timeout",
      async () => {
        await delay(1000);
        return HttpResponse.json({ results: [], status: "ZERO_RESULTS" });
      },
    ],
  ])("when the geocoder fails (%s) the embedded table answers, and nothing is cached", async (_, answer) => {
    geocoder.use(http.get(GEOCODE, answer));
    const res = await lookup("PT", "1100-148");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: "Lisboa", stateFound: true });
    expect(await env.KV.get("postal:PT:1100-148")).toBeNull();
  });

  it.each([
    ["PT", "1100", copy.shipping.postalCodeFormatPT],
    ["PT", "0999-001", copy.shipping.postalCodeUnknownPT],
    ["ES", "2801", copy.shipping.postalCodeFormatES],
    ["ES", "99001", copy.shipping.postalCodeUnknownES],
    ["PT", "", copy.shipping.postalCodeMissing],
  ])("%s %s is refused with a field error before any call", async (country, code, message) => {
    const res = await lookup(country, code);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: "invalid_input", message, field: "postalCode" });
    expect(geocoderCalls).toHaveLength(0);
  });

  it("a country the shop does not deliver to is refused", async () => {
    const res = await lookup("BR", "01001-000");
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe("country");
  });

  it("is rate-limited per client: of 40 parallel lookups exactly 30 pass", async () => {
    const results = await Promise.all(Array.from({ length: 40 }, () => lookup("PT", "1100-148")));
    expect(results.filter((r) => r.status === 200)).toHaveLength(30);
    const limited = results.filter((r) => r.status === 429);
    expect(limited).toHaveLength(10);
    expect(limited[0]!.body.error.code).toBe("rate_limited");
    expect(Number(limited[0]!.headers.get("Retry-After"))).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await lookup("PT", "1100-148", "198.51.100.250")).status).toBe(200);
  });
});

describe("postal-code lookup with no geocoding key: the embedded table (DESIGN §4)", () => {
  const offline = async (country: string, postalCode: string, headers: Record<string, string> = {}) => {
    const res = await app.fetch(
      new Request(`http://shop.test/api/postal-codes?country=${country}&postalCode=${postalCode}`, {
        headers: { "CF-Connecting-IP": `198.51.100.${++ip}`, ...headers },
      }),
      { ...env, GEOCODING_API_KEY: undefined },
    );
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it.each([
    ["PT", "1100-148", { city: "Lisboa", state: "Lisboa" }],
    ["PT", "4000-322", { city: "Porto", state: "Porto" }],
    ["PT", "9000-001", { city: "Funchal", state: "Região Autónoma da Madeira" }],
    ["PT", "9500-001", { city: "Ponta Delgada", state: "Região Autónoma dos Açores" }],
    ["ES", "28013", { city: "Madrid", state: "Madrid" }],
    ["ES", "08001", { city: "Barcelona", state: "Barcelona" }],
  ])("%s %s answers from the table without calling out", async (country, code, place) => {
    const res = await offline(country, code);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...place, cityFound: true, stateFound: true });
    expect(geocoderCalls).toHaveLength(0);
  });

  it("a Spanish code outside a capital gives the province and SPEC's city fallback", async () => {
    const res = await offline("ES", "28400");
    expect(res.body).toEqual({ city: copy.addresses.cityNotFound, state: "Madrid", locality: null, cityFound: false, stateFound: true });
  });

  it("the fallback is in the shopper's language: a lookup from the Spanish shop gets 'Ciudad no encontrada'", async () => {
    const res = await offline("ES", "28400", { [LANGUAGE_HEADER]: "es" });
    expect(res.body).toEqual({ city: copies.es.addresses.cityNotFound, state: "Madrid", locality: null, cityFound: false, stateFound: true });
    expect(copies.es.addresses.cityNotFound).toBe("Ciudad no encontrada");
  });
});
