import { describe, expect, it } from "vitest";
import { VARIANT_COLORS } from "../../scripts/lib/variant-generator";
import { DESCRIPTION_LINES, VARIANTS, VOCABULARY, WARNINGS } from "../../scripts/seed-vocabulary";
import { COLORS_ES, DESCRIPTION_LINES_ES, describeItemEs, ITEMS_ES, WARNINGS_ES } from "../../scripts/seed-vocabulary-es";

const items = [...new Set(Object.values(VOCABULARY).flatMap((v) => v.items))];

describe("Spanish demo vocabulary (seed-vocabulary-es.ts)", () => {
  it("has a non-empty Spanish name for every VOCABULARY item", () => {
    const missing = items.filter((item) => !ITEMS_ES[item]?.trim());
    expect(missing).toEqual([]);
  });

  it("has no key that is not a VOCABULARY item", () => {
    const known = new Set(items);
    expect(Object.keys(ITEMS_ES).filter((key) => !known.has(key))).toEqual([]);
  });

  it("keeps 'Cuna' in every Berço item, so a Spanish search for 'cuna' finds them", () => {
    const wrong = items.filter((item) => item.includes("Berço") && !ITEMS_ES[item]?.includes("Cuna"));
    expect(wrong).toEqual([]);
  });

  it("keeps 'Biberón'/'Biberones' in every Biberão/Biberões item", () => {
    const wrong = items.filter((item) => /Biber(ão|ões)/.test(item) && !/Biber(ón|ones)/.test(ITEMS_ES[item] ?? ""));
    expect(wrong).toEqual([]);
  });

  it("has a Spanish name for every colour of VARIANTS and VARIANT_COLORS", () => {
    const colors = [...new Set([...VARIANTS, ...Object.keys(VARIANT_COLORS)])];
    expect(colors.filter((c) => !COLORS_ES[c]?.trim())).toEqual([]);
  });

  it("translates every description line, none empty", () => {
    expect(DESCRIPTION_LINES_ES).toHaveLength(DESCRIPTION_LINES.length);
    expect(DESCRIPTION_LINES_ES.filter((line) => !line.trim())).toEqual([]);
  });

  it("describes an item in Spanish", () => {
    expect(describeItemEs("Manta Polar", "Ninho", null)).toBe("Manta Polar de la marca Ninho.");
    expect(describeItemEs("Manta Polar", "Ninho", "Verde Menta")).toBe("Manta Polar de la marca Ninho, en color verde menta.");
  });

  it("has a non-empty Spanish warning for every key of WARNINGS", () => {
    const es: Record<string, string | undefined> = WARNINGS_ES;
    expect(Object.keys(WARNINGS).filter((key) => !es[key]?.trim())).toEqual([]);
  });
});
