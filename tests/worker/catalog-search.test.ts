import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { api } from "./setup/request";

beforeAll(seedCatalogFixture);

const search = async (query: string) => (await api(`/api/products/search?${query}`)).body;
const names = (body: { items: { name: string }[] }) => body.items.map((p) => p.name);

describe("GET /api/products/search", () => {
  it("is accent- and case-insensitive: berco finds Berço, BERÇO too", async () => {
    for (const q of ["berco", "BERÇO", "Berço"]) {
      const body = await search(`q=${encodeURIComponent(q)}`);
      expect(body.total).toBe(2);
      expect(new Set(names(body))).toEqual(new Set(["Berço de Viagem Azul", "Berço Portátil Dobrável"]));
    }
  });

  it("matches every word as a prefix", async () => {
    expect(names(await search("q=esp%20vib"))).toEqual(["Espreguiçadeira Vibratória"]);
    expect(names(await search("q=biber"))).toEqual(["Biberão Anticólicas"]);
    expect((await search("q=berco%20azul")).total).toBe(1);
    expect((await search("q=berco%20inexistente")).total).toBe(0);
  });

  it("never shows inactive products, and follows a product that is withdrawn or comes back", async () => {
    expect(names(await search("q=antigo"))).toEqual([]);
    onTestFinished(async () => {
      await env.DB.batch([env.DB.prepare("UPDATE products SET active = 1 WHERE id = 3"), env.DB.prepare("UPDATE products SET active = 0 WHERE id = 6")]);
    });
    await env.DB.prepare("UPDATE products SET active = 0 WHERE id = 3").run();
    expect(await search("q=espreguicadeira")).toMatchObject({ items: [], total: 0 });
    await env.DB.prepare("UPDATE products SET active = 1 WHERE id = 6").run();
    expect(names(await search("q=antigo"))).toEqual(["Berço Antigo Retirado"]);
    await env.DB.batch([env.DB.prepare("UPDATE products SET active = 1 WHERE id = 3"), env.DB.prepare("UPDATE products SET active = 0 WHERE id = 6")]);
    expect((await search("q=espreguicadeira")).total).toBe(1);
    expect((await search("q=antigo")).total).toBe(0);
  });

  it("ranks by relevance: names that start with the first word first, newest first within each group", async () => {
    onTestFinished(async () => {
      await env.DB.prepare("DELETE FROM products WHERE id = 300").run();
    });
    await env.DB.prepare(
      "INSERT INTO products (id, name, price_cents, sku, stock_quantity, active) VALUES (300, 'Lençol para Berço', 1500, 'LENCOL', 4, 1)",
    ).run();
    expect(names(await search("q=berco"))).toEqual(["Berço de Viagem Azul", "Berço Portátil Dobrável", "Lençol para Berço"]);
    const page2 = await search("q=berco&limit=2&page=2");
    expect(names(page2)).toEqual(["Lençol para Berço"]);
    expect(page2.total).toBe(3);
    expect(names(await search("q=lencol%20berco"))).toEqual(["Lençol para Berço"]);
  });

  it("orders by price and by name, out-of-stock products last", async () => {
    expect(names(await search("q=berco&sort=price-low"))).toEqual(["Berço Portátil Dobrável", "Berço de Viagem Azul"]);
    expect(names(await search("q=berco&sort=price-high"))).toEqual(["Berço Portátil Dobrável", "Berço de Viagem Azul"]);
    onTestFinished(async () => {
      await env.DB.prepare("UPDATE products SET stock_quantity = 0 WHERE id = 2").run();
    });
    await env.DB.prepare("UPDATE products SET stock_quantity = 4 WHERE id = 2").run();
    expect(names(await search("q=berco&sort=price-low"))).toEqual(["Berço de Viagem Azul", "Berço Portátil Dobrável"]);
    expect(names(await search("q=berco&sort=price-high"))).toEqual(["Berço Portátil Dobrável", "Berço de Viagem Azul"]);
    expect(names(await search("q=berco&sort=name"))).toEqual(["Berço de Viagem Azul", "Berço Portátil Dobrável"]);
  });

  it("keeps the index in step with renamed and deleted products", async () => {
    onTestFinished(async () => {
      await env.DB.prepare("UPDATE products SET name = 'Cubo de Atividades' WHERE id = 5").run();
    });
    await env.DB.prepare("UPDATE products SET name = 'Móbile Musical' WHERE id = 5").run();
    expect(names(await search("q=mobile"))).toEqual(["Móbile Musical"]);
    expect((await search("q=cubo")).total).toBe(0);
    await env.DB.prepare("UPDATE products SET name = 'Cubo de Atividades' WHERE id = 5").run();
    expect((await search("q=cubo")).total).toBe(1);
  });

  it("limits to 6 for the palette and still gives the total", async () => {
    const insert = env.DB.prepare("INSERT INTO products (id, name, price_cents, sku, stock_quantity, active) VALUES (?, ?, 500, ?, 3, 1)");
    onTestFinished(async () => {
      await env.DB.prepare("DELETE FROM products WHERE id >= 200").run();
    });
    await env.DB.batch(Array.from({ length: 9 }, (_, i) => insert.bind(200 + i, `Roca Chocalho ${i}`, `ROCA-${i}`)));
    const body = await search("q=roca&limit=6");
    expect(body.items).toHaveLength(6);
    expect(body.total).toBe(9);
  });

  it("answers an empty result for words that match nothing, and for punctuation only", async () => {
    expect(await search("q=zzzz")).toMatchObject({ items: [], total: 0 });
    expect(await search(`q=${encodeURIComponent('"*')}`)).toMatchObject({ items: [], total: 0 });
    expect((await search(`q=${encodeURIComponent('berco" OR "x')}`)).total).toBe(0);
  });

  it.each([
    ["q=b", "q"],
    ["q=%20b%20", "q"],
    ["", "q"],
    ["q=berco&sort=rating", "sort"],
    ["q=berco&limit=0", "limit"],
    [`q=${"a".repeat(101)}`, "q"],
  ])("rejects %s with a 400", async (query, field) => {
    const { status, body } = await api(`/api/products/search?${query}`);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: "invalid_input", field });
  });

  it("gives the SPEC message for a query under 2 characters", async () => {
    const { body } = await api("/api/products/search?q=a");
    expect(body.error.message).toBe("Digite pelo menos 2 caracteres para buscar produtos");
  });
});
