import { describe, expect, it } from "vitest";
import { generateProducts } from "../../scripts/lib/catalog-generator";
import { productSvg } from "../../scripts/lib/product-svg";

/** The product name as the demo SVG prints it under the illustration: one string per line. */
function printedLines(svg: string): string[] {
  const nameText = [...svg.matchAll(/<text\b[^>]*>(.*?)<\/text>/g)].map((m) => m[1]!).at(-1)!;
  const spans = [...nameText.matchAll(/<tspan\b[^>]*>(.*?)<\/tspan>/g)].map((m) => m[1]!);
  const decodeEntities = (s: string) => s.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));
  return (spans.length ? spans : [nameText]).map(decodeEntities);
}

describe("demo product images", () => {
  it("print the whole name on word boundaries, never cut mid-word", () => {
    const names = generateProducts(480, { withFolderImages: false }).map((p) => p.name);
    expect(names.some((n) => n.length > 30)).toBe(true);
    for (const name of names) {
      const lines = printedLines(productSvg(name, 200, 0));
      expect(lines.join(" "), name).toBe(name);
      for (const line of lines) expect(line, name).toBe(line.trim());
      expect(lines.length, name).toBeLessThanOrEqual(3);
    }
  });

  it("shorten a name too long for three lines at a word boundary, with an ellipsis", () => {
    const name = "Conjunto Extraordinariamente Completo de Acessórios Multifuncionais para Passeios Prolongados com o Bebé";
    const lines = printedLines(productSvg(name, 10, 1));
    expect(lines.length).toBeLessThanOrEqual(3);
    const shown = lines.join(" ");
    expect(shown.endsWith("…")).toBe(true);
    expect(name.startsWith(`${shown.slice(0, -1).trimEnd()} `)).toBe(true);
  });

  it("keep a single very long word whole, in a smaller font", () => {
    const word = "Supercalifragilisticexpialidocious-Bebé";
    const svg = productSvg(word, 10, 0);
    expect(printedLines(svg)).toEqual([word]);
  });
});
