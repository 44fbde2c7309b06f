import { describe, expect, it } from "vitest";
import { stem } from "../../worker/features/catalog/catalog.service";
import { spellingSuggestion } from "../../worker/features/catalog/spelling-suggestion";

/** The names as the search statement hands them over (decisions/0027): each start (up to the first space) once, counted. */
const startsOf = (names: string[]) => {
  const counts = new Map<string, number>();
  for (const start of names.map((n) => n.split(" ")[0]!)) counts.set(start, (counts.get(start) ?? 0) + 1);
  return [...counts];
};
const suggest = (q: string, names: string[]) => spellingSuggestion(q, startsOf(names), stem, 3);

describe("spellingSuggestion (decisions/0018)", () => {
  it("replaces a word by the name word that sounds the same but is spelled otherwise", () => {
    expect(suggest("carinho", ["Manta Carinho", "Carrinho de Passeio"])).toBe("carrinho");
    expect(suggest("Carinho azul", ["Carrinho Azul", "Carrinho Gémeo"])).toBe("carrinho azul");
    expect(suggest("manta carinho", ["Manta para Carrinho", "Carrinho Leve"])).toBe("manta carrinho");
    expect(suggest("berso", ["Berço Portátil"])).toBe("berço");
  });

  it("prefers the most frequent spelling, the first seen on a tie", () => {
    expect(suggest("tijela", ["Tigela de Bambu", "Tigela Térmica", "Tijella Rara"])).toBe("tigela");
    expect(suggest("tijela", ["Tijella Rara", "Tigela de Bambu"])).toBe("tijella");
    expect(suggest("tijela", ["Tigela de Bambu", "Tijella Rara"])).toBe("tigela");
  });

  it("counts a start by its first word: 'Tigela-Prato' and '(Tigela)' start with 'Tigela'; a start with no word counts for none", () => {
    const starts: [string, number][] = [
      ["Tijella", 2],
      ["Tigela-Prato", 1],
      ["(Tigela)", 1],
      ["—", 5],
    ];
    expect(spellingSuggestion("tijela", starts, stem, 3)).toBe("tijella");
    expect(spellingSuggestion("tijela", [...starts, ["Tigela", 1]], stem, 3)).toBe("tigela");
  });

  it("offers only a name's first word (what the product is), not a brand further on", () => {
    expect(suggest("carrinho", ["Carrinho de Passeio", "Manta Carinho", "Livro Carinho"])).toBeNull();
  });

  it("suggests nothing the exact search finds already, nor an inflection, nor for short or unmatched words", () => {
    expect(suggest("fraldas", ["Fralda de Pano"])).toBeNull();
    expect(suggest("biberao", ["Biberão Anticólicas", "Biberões em Conjunto"])).toBeNull();
    expect(suggest("berço", ["Berço Portátil", "Berco Antigo"])).toBeNull();
    expect(suggest("de", ["Carrinho de Passeio"])).toBeNull();
    expect(suggest("mochila", ["Carrinho de Passeio"])).toBeNull();
    expect(suggest("", ["Carrinho"])).toBeNull();
  });
});
