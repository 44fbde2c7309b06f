import { describe, expect, it } from "vitest";
import { toMatchQuery } from "../../worker/features/catalog/catalog.service";
import { fuzzyKey } from "../../worker/features/catalog/fuzzy-key";

const words = (s: string) => fuzzyKey(s).trim().split(/ +/);

describe("fuzzyKey (decisions/0018)", () => {
  it.each([
    ["Carrinho", "carinho"],
    ["Berço", "berso"],
    ["Berço", "BERÇO"],
    ["Fralda", "fraldas"],
    ["Chupeta", "chupetas"],
    ["Biberão", "biberões"],
    ["Tigela", "tijela"],
    ["Espreguiçadeira", "espreguisadeira"],
    ["Pijama", "pijamma"],
    ["Toalha", "toalia"],
    ["Bebé", "bebê"],
    ["Cadeira", "cadera"],
    ["Roupa", "ropa"],
    ["Mamadeira", "mamadera"],
  ])("gives %s and %s the same key", (a, b) => {
    expect(fuzzyKey(a)).toBe(fuzzyKey(b));
  });

  it.each([
    ["Berço", "Bolsa"],
    ["Carrinho", "Cadeira"],
    ["Fralda", "Fronha"],
  ])("keeps %s and %s apart", (a, b) => {
    expect(fuzzyKey(a)).not.toBe(fuzzyKey(b));
  });

  it("keys every word of a name, splitting at punctuation", () => {
    expect(words("Fraldas de Pano (pack 5)")).toEqual(["frald", "d", "pan", "pak", "5"]);
    expect(words("Muda-Fraldas Portátil")).toEqual(["mud", "frald", "portatil"]);
  });
});

describe("toMatchQuery", () => {
  it("drops a plural s from words of 5 letters or more, so the plural finds the singular", () => {
    expect(toMatchQuery("fraldas")?.all).toBe('"fralda"*');
    expect(toMatchQuery("chupetas")?.all).toBe(toMatchQuery("chupeta")?.all);
    expect(toMatchQuery("mais pés")?.all).toBe('"mais"* "pés"*');
    expect(toMatchQuery("stress")?.all).toBe('"stress"*');
  });

  it("gives the fuzzy keys of the words long enough to narrow the search, or none", () => {
    // 'passeio' → 'paseo' (the diphthong) → 'pas', as Spanish 'paseo'.
    expect(toMatchQuery("carinho de passeio")?.fuzzy).toBe('"karin"* "pas"*');
    expect(toMatchQuery("carrito de paseo")?.fuzzy).toBe('"karit"* "pas"*');
    expect(toMatchQuery("berso")?.fuzzy).toBe('"bers"*');
    expect(toMatchQuery("de ao")?.fuzzy).toBeNull();
  });

  it("reads the names for 'Procurava …?' with one word's key whole and the others as prefixes", () => {
    expect(toMatchQuery("carinho")?.similar).toBe('("karin")');
    expect(toMatchQuery("carinho de passeio")?.similar).toBe('("karin" "pas"*) OR ("karin"* "pas")');
    expect(toMatchQuery("de ao")?.similar).toBeNull();
  });
});
