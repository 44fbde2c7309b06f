import { describe, expect, it } from "vitest";
import { generateProducts } from "../../scripts/lib/catalog-generator";
import { DEMO_MANUFACTURERS, demoGtin, demoSafety } from "../../scripts/lib/safety-generator";
import { WARNINGS } from "../../scripts/seed-vocabulary";
import { gtinCheckDigit, isEuCountry, isValidGtin } from "../../shared/product-safety";

describe("GTIN check digit (GS1)", () => {
  it("accepts real GTINs of each length and computes their check digit", () => {
    // EAN-13, UPC-A (GTIN-12), EAN-8 and GTIN-14 examples from GS1's documentation.
    for (const gtin of ["4006381333931", "5901234123457", "036000291452", "96385074", "10614141000415"]) {
      expect(isValidGtin(gtin), gtin).toBe(true);
      expect(gtinCheckDigit(gtin.slice(0, -1))).toBe(Number(gtin.at(-1)));
    }
  });

  it("refuses a wrong check digit, a wrong length or non-digits", () => {
    expect(isValidGtin("4006381333932")).toBe(false);
    expect(isValidGtin("400638133393")).toBe(false); // 12 digits, wrong check digit as a GTIN-12
    expect(isValidGtin("40063813339")).toBe(false);
    expect(isValidGtin("400638133393a")).toBe(false);
    expect(isValidGtin("")).toBe(false);
  });

  it("gives a check digit of 0 when the weighted sum is a multiple of ten", () => {
    expect(gtinCheckDigit("000000000000")).toBe(0);
  });
});

describe("demo catalogue safety data", () => {
  const catalogue = generateProducts(480, { withFolderImages: false });
  const safety = catalogue.map((p) => ({ p, s: demoSafety(p) }));

  it("gives every product a manufacturer, a model and a valid, unique GTIN-13 in the restricted range (prefix 20)", () => {
    const ids = new Set(DEMO_MANUFACTURERS.map((m) => m.id));
    for (const { p, s } of safety) {
      expect(ids.has(s.manufacturerId), p.name).toBe(true);
      expect(s.model, p.name).toMatch(/^[A-Z]{2}-[A-Z]{1,3}\d{3}$/);
      expect(s.gtin).toHaveLength(13);
      expect(s.gtin.startsWith("20")).toBe(true);
      expect(isValidGtin(s.gtin), s.gtin).toBe(true);
    }
    expect(new Set(safety.map(({ s }) => s.gtin)).size).toBe(catalogue.length);
    // The 100,000-product bench catalogue stays valid too.
    expect(isValidGtin(demoGtin(8, 100_000))).toBe(true);
  });

  it("is deterministic", () => {
    expect(generateProducts(480, { withFolderImages: false }).map(demoSafety)).toEqual(safety.map(({ s }) => s));
  });

  it("gives a manufacturer outside the EU an EU responsible person, and one inside none", () => {
    const outside = DEMO_MANUFACTURERS.filter((m) => !isEuCountry(m.country));
    expect(outside.map((m) => m.country).sort()).toEqual(["CN", "GB"]);
    for (const m of DEMO_MANUFACTURERS) {
      if (isEuCountry(m.country)) expect(m.euResponsible, m.name).toBeNull();
      else expect(m.euResponsible?.address, m.name).toMatch(/\n(Portugal|Espanha)$/);
    }
    // Every manufacturer has products in the demo catalogue.
    expect(new Set(safety.map(({ s }) => s.manufacturerId)).size).toBe(DEMO_MANUFACTURERS.length);
  });

  it("warns of small parts on small-parts toys only, and gives each family its warning", () => {
    const of = (key: string, item?: string) => safety.filter(({ p }) => p.vocabularyKey === key && (item === undefined || p.item === item));
    expect(of("brinquedos-educativos", "Blocos de Encaixe").length).toBeGreaterThan(0);
    for (const { s } of of("brinquedos-educativos", "Blocos de Encaixe")) expect(s.warnings).toEqual([WARNINGS.smallParts]);
    for (const { s } of of("brinquedos-educativos", "Cubo de Atividades")) expect(s.warnings).toEqual([]);
    for (const { s } of of("carrinhos-bebe")) expect(s.warnings).toContain("Conforme a EN 1888.");
    for (const { s } of of("cadeira-auto")) expect(s.warnings[0]).toMatch(/ECE R129/);
    for (const { s } of of("banheira")) expect(s.warnings).toContain("Utilizar sob a vigilância direta de um adulto.");
    for (const { s } of of("bodies-macacoes")) expect(s.warnings).toEqual(["Manter afastado do fogo."]);
    const withSmallParts = safety.filter(({ s }) => s.warnings.includes(WARNINGS.smallParts));
    expect(withSmallParts.every(({ p }) => p.vocabularyKey === "brinquedos-educativos")).toBe(true);
    // No filler: products without a specific warning have none.
    expect(safety.some(({ s }) => s.warnings.length === 0)).toBe(true);
    expect(safety.flatMap(({ s }) => s.warnings).some((w) => /sem avisos/i.test(w))).toBe(false);
  });
});
