import { env } from "cloudflare:workers";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { copies } from "../../shared/copy";
import { deliveryWindowText, isWorkingDay } from "../../shared/delivery-dates";
import { LANGUAGE_HEADER } from "../../shared/languages";
import { shopToday } from "../../shared/shop-day";
import { app } from "../../worker/index";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { api } from "./setup/request";
import { delay, HttpResponse, http, SUPPLIER_URL, supplier, supplierCalls } from "./setup/supplier-mock";

let ip = 0;
/** Each test is its own client, so the rate limit of one does not spill into the next. */
let client = "";
beforeEach(() => {
  client = `203.0.113.${++ip}`;
  supplierCalls.length = 0;
});
beforeAll(async () => {
  await seedCatalogFixture();
  supplier.listen({ onUnhandledRequest: "error" });
});
afterEach(() => supplier.resetHandlers());
afterAll(() => supplier.close());

const quote = (body: unknown, ip2 = client) =>
  api("/api/shipping/quotes", { method: "POST", headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip2 }, body: JSON.stringify(body) });
const ok = {
  country: "PT",
  postalCode: "1000-001",
  items: [
    { productId: 1, quantity: 2 },
    { productId: 4, quantity: 1 },
  ],
};

describe("supplier adapter (SPEC §7 wire format)", () => {
  it("posts the order with the bearer credential, postcode without dash and trimmed skus; sorts by cost", async () => {
    onTestFinished(async () => {
      await env.DB.prepare("UPDATE product_variants SET sku = 'SKU-4' WHERE product_id = 4").run();
    });
    // The supplier's reference is the variant's sku (here the default variant of a product without options).
    await env.DB.prepare("UPDATE product_variants SET sku = '  SKU-4  ' WHERE product_id = 4").run();
    const { status, body } = await quote(ok);
    expect(status).toBe(200);
    expect(supplierCalls).toHaveLength(1);
    expect(supplierCalls[0]!.auth).toBe("Bearer test-supplier-key");
    expect(supplierCalls[0]!.body).toEqual({
      order: {
        delivery: { isoCountry: "PT", postcode: "1000001" },
        products: [
          { reference: "SKU-1", quantity: 2 },
          { reference: "SKU-4", quantity: 1 },
        ],
      },
    });
    expect(body.options).toEqual([
      { id: "CTT-N", name: "CTT Normal", delay: "3-5 dias", carrierCode: "CTT", costCents: 450 },
      { id: "GLS-EXP", name: "GLS Express", delay: "24h", carrierCode: "GLS", costCents: 990 },
    ]);
  });

  it("reads the top-level shape and applies the fallbacks option-{index}, 'Entrega Padrão', 'N/A', 0", async () => {
    supplier.use(
      http.post(SUPPLIER_URL, () =>
        HttpResponse.json({
          shippingOptions: [{ id: "X1", name: "Seur", delay: "48h", cost: "6.25" }, {}, { shippingService: { name: "Só nome" }, cost: -3 }],
        }),
      ),
    );
    const { body } = await quote({ ...ok, postalCode: "4000-123" });
    expect(body.options).toEqual([
      { id: "option-1", name: "Entrega Padrão", delay: "N/A", carrierCode: null, costCents: 0 },
      { id: "option-2", name: "Só nome", delay: "N/A", carrierCode: null, costCents: 0 },
      { id: "X1", name: "Seur", delay: "48h", carrierCode: null, costCents: 625 },
    ]);
  });

  it("the unnamed option's name is in the shopper's language: 'Envío estándar' for the Spanish shop", async () => {
    supplier.use(http.post(SUPPLIER_URL, () => HttpResponse.json({ shippingOptions: [{ id: "S1", delay: "48h", cost: 5 }] })));
    const { body } = await api("/api/shipping/quotes", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": client, [LANGUAGE_HEADER]: "es" },
      body: JSON.stringify({ ...ok, country: "ES", postalCode: "28013" }),
    });
    expect(body.options).toEqual([{ id: "S1", name: copies.es.delivery.defaultOptionName, delay: "48h", carrierCode: null, costCents: 500 }]);
    expect(copies.es.delivery.defaultOptionName).toBe("Envío estándar");
  });

  it("answers an empty list when the supplier has no option", async () => {
    supplier.use(http.post(SUPPLIER_URL, () => HttpResponse.json({ shippingOptions: [] })));
    expect((await quote({ ...ok, postalCode: "4000-124" })).body).toMatchObject({ options: [] });
  });

  it.each([
    ["a non-OK answer", () => new HttpResponse("down", { status: 503 }), 502, "shipping_unavailable"],
    ["a network failure", () => HttpResponse.error(), 502, "shipping_network_error"],
    ["a body that is not JSON", () => new HttpResponse("<html>", { status: 200, headers: { "Content-Type": "text/html" } }), 502, "shipping_bad_response"],
    ["shippingOptions that is not a list", () => HttpResponse.json({ shippingOptions: "nada" }), 502, "shipping_bad_response"],
    [
      "a timeout",
      async () => {
        await delay(2000);
        return HttpResponse.json({ shippingOptions: [] });
      },
      504,
      "shipping_timeout",
    ],
  ])("maps %s to its own error code", async (_label, handler, status, code) => {
    supplier.use(http.post(SUPPLIER_URL, handler));
    const res = await quote({ ...ok, postalCode: "4000-125" });
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
    expect(JSON.stringify(res.body)).not.toContain("test-supplier-key");
  });

  it("caches identical quotes briefly in KV; a different cart asks again", async () => {
    await quote({ ...ok, postalCode: "3000-001" });
    await quote({ ...ok, postalCode: "3000-001", items: [...ok.items].reverse() });
    expect(supplierCalls).toHaveLength(1);
    await quote({ ...ok, postalCode: "3000-001", items: [{ productId: 1, quantity: 3 }] });
    expect(supplierCalls).toHaveLength(2);
    const keys = await env.KV.list({ prefix: "quote:" });
    expect(keys.keys.length).toBeGreaterThanOrEqual(2);
  });

  it("does not cache a failure", async () => {
    supplier.use(http.post(SUPPLIER_URL, () => new HttpResponse(null, { status: 500 })));
    expect((await quote({ ...ok, postalCode: "3100-001" })).status).toBe(502);
    supplier.resetHandlers();
    expect((await quote({ ...ok, postalCode: "3100-001" })).status).toBe(200);
  });
});

describe("validation", () => {
  it.each([
    [{ ...ok, postalCode: "1000" }, "postalCode"],
    [{ ...ok, postalCode: "" }, "postalCode"],
    [{ ...ok, country: "ES", postalCode: "2800" }, "postalCode"],
    [{ ...ok, country: "ES", postalCode: "28-001" }, "postalCode"],
    [{ ...ok, country: "FR" }, "country"],
    // Only where the shop delivers (docs/spec-deviations.md S31): SPEC's other calculator countries are refused.
    [{ ...ok, country: "BR", postalCode: "01001-000" }, "country"],
    [{ ...ok, country: "US", postalCode: "10001" }, "country"],
    [{ ...ok, country: "CA", postalCode: "K1A 0B1" }, "country"],
    [{ ...ok, items: [] }, "items"],
    [{ ...ok, items: [{ productId: 1, quantity: 0 }] }, "items.0.quantity"],
    [{ ...ok, items: [{ productId: 1, quantity: -2 }] }, "items.0.quantity"],
    [{ ...ok, items: [{ productId: 1, quantity: 1.5 }] }, "items.0.quantity"],
    [{ ...ok, items: [{ productId: "1", quantity: 1 }] }, "items.0.productId"],
    [
      {
        ...ok,
        items: [
          { productId: 1, quantity: 1 },
          { productId: 1, quantity: 2 },
        ],
      },
      "items.1.productId",
    ],
    [{ ...ok, items: Array.from({ length: 51 }, (_, i) => ({ productId: i + 1, quantity: 1 })) }, "items"],
  ])("rejects %j with 400 naming %s, without asking the supplier", async (body, field) => {
    const res = await quote(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "invalid_input", field });
    expect(supplierCalls).toHaveLength(0);
  });

  it.each([
    ["PT", "1000-001"],
    ["PT", "1000001"],
    ["PT", "4715-401"],
    ["PT", "9999-999"],
    ["ES", "01001"],
    ["ES", "28001"],
    ["ES", "50001"],
    ["ES", "52006"],
  ])("quotes the existing postal code %s %s", async (country, postalCode) => {
    const res = await quote({ ...ok, country, postalCode });
    expect(res.status).toBe(200);
    expect(res.body.options.length).toBeGreaterThan(0);
  });

  it.each([
    ["PT", "0000-000", /^Código postal inexistente em Portugal/],
    ["PT", "0999-999", /^Código postal inexistente em Portugal/],
    ["PT", "0123456", /^Código postal inexistente em Portugal/],
    ["ES", "00000", /^Código postal inexistente em Espanha/],
    ["ES", "00999", /^Código postal inexistente em Espanha/],
    ["ES", "53001", /^Código postal inexistente em Espanha/],
    ["ES", "60000", /^Código postal inexistente em Espanha/],
    ["ES", "99999", /^Código postal inexistente em Espanha/],
  ])("answers 400 on the field postalCode for the nonexistent %s %s, without asking the supplier", async (country, postalCode, message) => {
    const res = await quote({ ...ok, country, postalCode });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "invalid_input", field: "postalCode" });
    expect(res.body.error.message).toMatch(message);
    expect(supplierCalls).toHaveLength(0);
  });

  it("rejects unknown and inactive products", async () => {
    for (const productId of [999, 6]) {
      const res = await quote({ ...ok, items: [{ productId, quantity: 1 }] });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: "unknown_product", field: "items.0.productId" });
    }
    expect(supplierCalls).toHaveLength(0);
  });
});

describe("rate limit", () => {
  it("answers 429 with Retry-After past 20 quotes a minute, per client", async () => {
    for (let i = 0; i < 20; i++) expect((await quote({ ...ok, postalCode: "1100-001" })).status).toBe(200);
    const limited = await quote({ ...ok, postalCode: "1100-001" });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe("rate_limited");
    const retryAfter = Number(limited.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await quote({ ...ok, postalCode: "1100-001" }, "198.51.100.7")).status).toBe(200);
  });
});

describe("embedded rate table (no supplier configured)", () => {
  const offline = { ...env, SHIPPING_SUPPLIER_URL: undefined, SHIPPING_SUPPLIER_KEY: undefined };
  const local = async (country: string, postalCode: string) => {
    const res = await app.request(
      "/api/shipping/quotes",
      {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": `rt-${country}-${postalCode}`, Origin: "http://shop.test" },
        body: JSON.stringify({ ...ok, country, postalCode }),
      },
      offline,
    );
    expect(res.status).toBe(200);
    return ((await res.json()) as { options: { id: string; costCents: number }[] }).options;
  };

  it.each([
    ["PT", "1000-001", ["pt-normal", "pt-expresso"]],
    ["PT", "9000-100", ["pt-madeira"]],
    ["PT", "9500-150", ["pt-acores"]],
    ["ES", "28001", ["es-estandar", "es-express"]],
    ["ES", "07001", ["es-baleares"]],
    ["ES", "35001", ["es-canarias"]],
    ["ES", "51001", ["es-ceuta-melilla"]],
  ])("%s %s gets %j, cheapest first, without calling out", async (country, code, ids) => {
    const options = await local(country, code);
    expect(options.map((o) => o.id)).toEqual(ids);
    expect([...options].sort((a, b) => a.costCents - b.costCents)).toEqual(options);
    expect(supplierCalls).toHaveLength(0);
  });

  it("each option says when it would arrive if ordered now: working days of the destination, after today (issue 49)", async () => {
    for (const [country, code] of [
      ["PT", "1000-001"],
      ["ES", "28001"],
    ] as const) {
      const options = (await local(country, code)) as unknown as { transitDays: [number, number]; window: { from: string; to: string; text: string } }[];
      for (const o of options) {
        expect(isWorkingDay(country, o.window.from) && isWorkingDay(country, o.window.to), JSON.stringify(o)).toBe(true);
        expect(o.window.from > shopToday() && o.window.from <= o.window.to).toBe(true);
        expect(o.window.text).toBe(deliveryWindowText("pt", o.window));
        expect(o.window.text).toMatch(/^Receba /);
      }
    }
  });
});

describe("POST /api/cart/refresh", () => {
  const refresh = (body: unknown) => api("/api/cart/refresh", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

  it("gives current price and stock for active products; unknown and inactive ones are missing", async () => {
    onTestFinished(async () => {
      await env.DB.prepare("UPDATE products SET price_cents = 12999 WHERE id = 1").run();
    });
    await env.DB.prepare("UPDATE products SET price_cents = 13999 WHERE id = 1").run();
    const lines = [1, 2, 6, 999].map((productId) => ({ productId, variantId: null }));
    const { status, body, headers } = await refresh({ lines });
    expect(status).toBe(200);
    expect(headers.get("Cache-Control")).toBe("no-store");
    const byId = Object.fromEntries(body.lines.map((p: { productId: number }) => [p.productId, p]));
    expect(Object.keys(byId).sort()).toEqual(["1", "2"]);
    expect(byId[1]).toMatchObject({ priceCents: 13999, stockQuantity: 5, sku: "SKU-1", size: null });
    expect(byId[2]).toMatchObject({ salePriceCents: 6999, stockQuantity: 0 });
  });

  it.each([
    [{}],
    [{ ids: [1] }],
    [{ lines: [{ productId: 1 }] }],
    [{ lines: [{ productId: 0, variantId: null }] }],
    [{ lines: [{ productId: 1, variantId: "2" }] }],
    [{ lines: Array.from({ length: 51 }, (_, i) => ({ productId: i + 1, variantId: null })) }],
  ])("rejects %j with 400", async (body) => {
    expect((await refresh(body)).status).toBe(400);
  });
});

describe("stored quotes (DESIGN §3): what an order refers to", () => {
  it("each answer is stored with an id, the destination, the lines' hash, the options and a 30-minute lifetime", async () => {
    const before = Date.now();
    const { status, body } = await quote(ok);
    expect(status).toBe(200);
    const row = await env.DB.prepare("SELECT country, postal_code, items_hash, options, expires_at FROM shipping_quotes WHERE id = ?1")
      .bind(body.quoteId)
      .first<{ country: string; postal_code: string; items_hash: string; options: string; expires_at: string }>();
    expect(row).toMatchObject({ country: "PT", postal_code: "1000-001" });
    expect(JSON.parse(row!.options)).toEqual(body.options);
    expect(row!.items_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(body.expiresAt).toBe(row!.expires_at);
    const lifetime = Date.parse(row!.expires_at) - before;
    expect(lifetime).toBeGreaterThan(29 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(30 * 60_000 + 5000);
    // A second calculation of the same cart is a new quote (the supplier's answer comes from the cache).
    const calls = supplierCalls.length;
    const again = await quote(ok);
    expect(again.body.quoteId).not.toBe(body.quoteId);
    expect(supplierCalls).toHaveLength(calls);
  });

  it("expired quotes are cleared as new ones are stored", async () => {
    await env.DB.prepare(
      "INSERT INTO shipping_quotes (id, country, postal_code, items_hash, options, expires_at) VALUES ('velha-1', 'PT', '1000-001', 'x', '[]', '2000-01-01T00:00:00.000Z')",
    ).run();
    await quote(ok);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM shipping_quotes WHERE id = 'velha-1'").first<{ n: number }>()).toEqual({ n: 0 });
  });
});
