import { describe, expect, it } from "vitest";
import { copies } from "../../shared/copy";
import { plural } from "../../shared/plural";

const unit = { pt: { one: "unidade", other: "unidades" }, es: { one: "unidad", other: "unidades" } };

describe("plural: the word for a count by the language's rules", () => {
  it("Portugal's Portuguese: 1 is singular, 0 and every other count plural (Brazil's rules would make 0 singular)", () => {
    expect([0, 1, 2, 5, 21, 1_000_000].map((n) => plural("pt", n, unit.pt))).toEqual(["unidades", "unidade", "unidades", "unidades", "unidades", "unidades"]);
    expect(new Intl.PluralRules("pt").select(0)).toBe("one");
  });

  it("Spanish: 1 is singular, 0 and every other count plural ('many', a million, takes the plural)", () => {
    expect([0, 1, 2, 5, 21, 1_000_000].map((n) => plural("es", n, unit.es))).toEqual(["unidades", "unidad", "unidades", "unidades", "unidades", "unidades"]);
  });

  it("the shop's sentences read as they did when each wrote its own `n === 1`", () => {
    const { pt, es } = copies;
    expect([0, 1, 2].map(pt.product.inStock)).toEqual(["Em estoque (0 unidades)", "Em estoque (1 unidade)", "Em estoque (2 unidades)"]);
    expect([0, 1, 2].map(es.product.inStock)).toEqual(["En stock (0 unidades)", "En stock (1 unidad)", "En stock (2 unidades)"]);
    expect([1, 3].map(pt.product.lowStock)).toEqual(["Última unidade", "Últimas 3 unidades"]);
    expect([0, 1, 2].map(pt.reviews.star)).toEqual(["0 estrelas", "1 estrela", "2 estrelas"]);
    expect([0, 1, 2].map(es.reviews.star)).toEqual(["0 estrellas", "1 estrella", "2 estrellas"]);
    expect([0, 1, 2].map(pt.common.cartWithCount)).toEqual(["Carrinho de compras, 0 itens", "Carrinho de compras, 1 item", "Carrinho de compras, 2 itens"]);
    expect([0, 1, 2].map(es.search.count)).toEqual(["0 productos encontrados", "1 producto encontrado", "2 productos encontrados"]);
    expect([1, 2].map((n) => es.cart.cappedText(n, "Body"))).toEqual([
      "Solo nos queda 1 unidad de Body en stock.",
      "Solo nos quedan 2 unidades de Body en stock.",
    ]);
    expect([1, 2].map(es.cart.maxHint)).toEqual([
      "Cantidad máxima disponible: solo nos queda 1 unidad en stock.",
      "Cantidad máxima disponible: solo nos quedan 2 unidades en stock.",
    ]);
    expect([1, 2].map((n) => pt.orders.admin.refundUnitsLeft("Body", n))).toEqual([
      "Só falta reembolsar 1 unidade de Body.",
      "Só faltam reembolsar 2 unidades de Body.",
    ]);
  });
});
