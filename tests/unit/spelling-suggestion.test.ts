import { describe, expect, it } from "vitest";
import { stem } from "../../worker/features/catalog/catalog.service";
import { spellingSuggestion } from "../../worker/features/catalog/spelling-suggestion";

const suggest = (q: string, names: string[]) => spellingSuggestion(q, names, stem, 3);

describe("spellingSuggestion (decisions/0018)", () => {
  it("replaces a word by the name word that sounds the same but is spelled otherwise", () => {
    expect(suggest("carinho", ["Manta Carinho", "Carrinho de Passeio"])).toBe("carrinho");
    expect(suggest("Carinho azul", ["Carrinho Azul", "Carrinho Gémeo"])).toBe("carrinho azul");
    expect(suggest("manta carinho", ["Manta para Carrinho", "Carrinho Leve"])).toBe("manta carrinho");
    expect(suggest("berso", ["Berço Portátil"])).toBe("berço");
  });

  it("prefers the most frequent spelling, the first seen on a tie", () => {
    expect(suggest("tijela", ["Tigela de Bambu", "Tigela Térmica", "Tijella Rara"])).toBe("tigela");
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
