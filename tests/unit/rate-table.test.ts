import { describe, expect, it } from "vitest";
import { copies } from "../../shared/copy";
import { SHIPPING_COUNTRIES } from "../../shared/shipping";
import { ZONES_BY_COUNTRY, type Zone, zoneFor } from "../../shared/shipping-zones";
import { RATE_TABLE, rateTableQuoteProvider } from "../../worker/integrations/shipping/rate-table";

describe("rate-table zones (DESIGN §4)", () => {
  it.each<[string, string, Zone | null]>([
    ["PT", "1000001", "pt-continente"],
    ["PT", "8000123", "pt-continente"],
    ["PT", "9000001", "pt-madeira"],
    ["PT", "9499999", "pt-madeira"],
    ["PT", "9500123", "pt-acores"],
    ["PT", "9980-024", "pt-acores"],
    ["ES", "28001", "es-peninsula"],
    ["ES", "01001", "es-peninsula"],
    ["ES", "07001", "es-baleares"],
    ["ES", "35001", "es-canarias"],
    ["ES", "38001", "es-canarias"],
    ["ES", "51001", "es-ceuta-melilla"],
    ["ES", "52001", "es-ceuta-melilla"],
    ["ES", "70001", "es-peninsula"],
    // Countries the shop does not deliver to have no zone (issue 44: no 'Outros países' that checkout never offers).
    ["BR", "01001000", null],
    ["US", "10001", null],
    ["CA", "K1A0B1", null],
  ])("%s %s is %s", (country, postcode, zone) => {
    expect(zoneFor(country, postcode)).toBe(zone);
  });

  it("every zone has at least one option, in whole cents, with unique ids", () => {
    const all = Object.values(RATE_TABLE).flat();
    expect(Object.keys(RATE_TABLE)).toHaveLength(7);
    for (const options of Object.values(RATE_TABLE)) expect(options.length).toBeGreaterThan(0);
    for (const o of all) expect(Number.isInteger(o.costCents) && o.costCents > 0, o.id).toBe(true);
    expect(new Set(all.map((o) => o.id)).size).toBe(all.length);
  });

  it("quotes the zone's options cheapest first, without reordering the table itself", async () => {
    const table = { ...RATE_TABLE, "pt-continente": [RATE_TABLE["pt-continente"][1]!, RATE_TABLE["pt-continente"][0]!] };
    const provider = rateTableQuoteProvider(table);
    const quote = await provider.quote({ isoCountry: "PT", postcode: "1000001", products: [{ reference: "SKU-1", quantity: 1 }] });
    expect(quote.map((o) => [o.name, o.costCents])).toEqual([
      ["CTT Correio Normal", 399],
      ["CTT Expresso", 699],
    ]);
    expect(table["pt-continente"][0]!.name).toBe("CTT Expresso");
    expect((await provider.quote({ isoCountry: "ES", postcode: "35001", products: [] })).map((o) => o.id)).toEqual(["es-canarias"]);
    expect(await provider.quote({ isoCountry: "US", postcode: "10001", products: [] })).toEqual([]);
  });

  it("has a row for each zone of the countries the checkout delivers to, and none other (issue 44)", () => {
    expect(Object.keys(ZONES_BY_COUNTRY).sort()).toEqual(SHIPPING_COUNTRIES.map((c) => c.code).sort());
    const zones = SHIPPING_COUNTRIES.flatMap((c) => ZONES_BY_COUNTRY[c.code]);
    expect(Object.keys(RATE_TABLE).sort()).toEqual([...zones].sort());
    // Each zone is one a delivery address of its country falls in.
    const sample: Record<Zone, [string, string]> = {
      "pt-continente": ["PT", "1000001"],
      "pt-madeira": ["PT", "9000001"],
      "pt-acores": ["PT", "9500001"],
      "es-peninsula": ["ES", "28001"],
      "es-baleares": ["ES", "07001"],
      "es-canarias": ["ES", "35001"],
      "es-ceuta-melilla": ["ES", "51001"],
    };
    for (const zone of zones) expect(zoneFor(...sample[zone])).toBe(zone);
  });

  it("names the options and says their delay in the request's language (an order keeps them so)", async () => {
    const provider = rateTableQuoteProvider();
    const req = { isoCountry: "ES", postcode: "28013", products: [{ reference: "SKU-1", quantity: 1 }] };
    const es = await provider.quote({ ...req, lang: "es" });
    const pt = await provider.quote(req);
    expect(es.map((o) => [o.id, o.name, o.delay])).toEqual([
      ["es-estandar", copies.es.delivery.options["es-estandar"], "3 a 5 días laborables"],
      ["es-express", copies.es.delivery.options["es-express"], "2 a 3 días laborables"],
    ]);
    expect(pt.map((o) => o.delay)).toEqual(["3 a 5 dias úteis", "2 a 3 dias úteis"]);
    expect(es.map((o) => [o.id, o.costCents])).toEqual(pt.map((o) => [o.id, o.costCents]));
  });
});
