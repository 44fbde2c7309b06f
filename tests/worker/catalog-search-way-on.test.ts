import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { api } from "./setup/request";

/** Issue 30 item 15 / decisions/0035: a search that finds few products offers a way on. */

type Item = { id: number; name: string; referencePriceCents: number | null };
type Body = { items: Item[]; total: number; suggestion: string | null; partial: Item[]; categories: { name: string; path: string }[] };
const search = async (words: string, rest = "") => (await api(`/api/products/search?q=${encodeURIComponent(words)}${rest}`)).body as Body;
const names = (items: Item[]) => items.map((p) => p.name);

beforeAll(async () => {
  await seedCatalogFixture();
  // Before any request, so the isolate's taxonomy cache holds these too.
  const product = env.DB.prepare(
    "INSERT INTO products (id, name, price_cents, sku, stock_quantity, active, category_id, subcategory_id) VALUES (?, ?, 1500, ?, 4, ?, ?, ?)",
  );
  await env.DB.batch([
    env.DB.prepare("INSERT INTO categories (id, name, slug, position) VALUES (4, 'Banho e Cuidados', 'banho-cuidados', 3)"),
    env.DB.prepare("INSERT INTO subcategories (id, category_id, name, slug) VALUES (4, 4, 'Banheira', 'banheira')"),
    product.bind(500, "Banheira Ergonómica Bebé Feliz", "WO-500", 1, 4, 4),
    product.bind(501, "Banheira Dobrável Azul", "WO-501", 1, 4, 4),
    product.bind(502, "Banheira com Termómetro", "WO-502", 1, 4, 4),
    product.bind(503, "Kit Cuidados do Bebé", "WO-503", 1, 4, null),
    product.bind(504, "Carrinho de Bebé Leve", "WO-504", 1, null, null),
    product.bind(505, "Rede de Descanso para Bebé", "WO-505", 1, 1, 2),
    product.bind(506, "Álbum do Bebé", "WO-506", 1, null, null),
    product.bind(507, "Banheira Antiga Retirada", "WO-507", 0, 4, 4),
  ]);
});

describe("a search that finds few offers a way on", () => {
  it("'banheira bebe' (1 found) answers the other banheiras first, then the Bebé products, and the Banheira subcategory", async () => {
    const body = await search("banheira bebe");
    expect(names(body.items)).toEqual(["Banheira Ergonómica Bebé Feliz"]);
    expect(body.total).toBe(1);
    // 'banheira' matches 3 products, 'bebe' 5: the rarer word's products first; newest first within; not the one listed.
    expect(names(body.partial)).toEqual([
      "Banheira com Termómetro",
      "Banheira Dobrável Azul",
      "Álbum do Bebé",
      "Rede de Descanso para Bebé",
      "Carrinho de Bebé Leve",
      "Kit Cuidados do Bebé",
    ]);
    expect(body.partial.every((p) => p.referencePriceCents === null)).toBe(true);
    expect(body.categories).toEqual([
      { name: "Banheira", path: "/banho-cuidados?sub=banheira" },
      { name: "Roupas de Bebé", path: "/baby-clothes" },
    ]);
    expect(body.suggestion).toBeNull();
  });

  it("ranks groups by how many words they match, then by how rare: 'banheira azul dobravel kzwx'", async () => {
    const body = await search("banheira azul dobravel kzwx");
    expect(body.items).toEqual([]);
    // Three words, then one: 'azul' and 'dobravel' match 2 products each, 'banheira' 3.
    expect(names(body.partial)).toEqual([
      "Banheira Dobrável Azul",
      "Berço de Viagem Azul",
      "Berço Portátil Dobrável",
      "Banheira com Termómetro",
      "Banheira Ergonómica Bebé Feliz",
    ]);
  });

  it("gives the palette (limit 6) three products at most", async () => {
    const body = await search("banheira bebe", "&limit=6");
    expect(names(body.partial)).toEqual(["Banheira com Termómetro", "Banheira Dobrável Azul", "Álbum do Bebé"]);
    expect(body.categories[0]).toEqual({ name: "Banheira", path: "/banho-cuidados?sub=banheira" });
  });

  it("one word it does not know: 'berso' lists the Berço products, offers 'Procurava berço?' and the Berço Portátil subcategory", async () => {
    const body = await search("berso");
    expect(new Set(names(body.items))).toEqual(new Set(["Berço de Viagem Azul", "Berço Portátil Dobrável"]));
    expect(body.suggestion).toBe("berço");
    expect(body.categories).toEqual([{ name: "Berço Portátil", path: "/sono-conforto?sub=berco-portatil" }]);
    expect(body.partial).toEqual([]);
  });

  it("a misspelt word is corrected word by word: 'banhera bebe' → 'Procurava banheira bebe?'", async () => {
    const body = await search("banhera bebe");
    expect(names(body.items)).toEqual(["Banheira Ergonómica Bebé Feliz"]);
    expect(body.suggestion).toBe("banheira bebe");
    expect(body.categories[0]).toEqual({ name: "Banheira", path: "/banho-cuidados?sub=banheira" });
    // Word by word: no name holds both words, and the one it knows is still corrected.
    const apart = await search("banhera kzwx");
    expect(apart).toMatchObject({ items: [], suggestion: "banheira kzwx" });
  });

  it("words that sound like nothing in the catalogue get nothing", async () => {
    expect(await search("zzzzqq")).toMatchObject({ items: [], total: 0, suggestion: null, partial: [], categories: [] });
  });

  it("a search that finds enough adds nothing, and later pages neither", async () => {
    const insert = env.DB.prepare("INSERT INTO products (id, name, price_cents, sku, stock_quantity, active) VALUES (?, ?, 900, ?, 3, 1)");
    await env.DB.batch(Array.from({ length: 6 }, (_, i) => insert.bind(520 + i, `Manta Polar ${i}`, `WO-M${i}`)));
    try {
      const body = await search("manta");
      expect(body.total).toBe(6);
      expect(body).toMatchObject({ suggestion: null, partial: [], categories: [] });
      expect(await search("manta", "&limit=2&page=2")).toMatchObject({ partial: [], categories: [] });
    } finally {
      await env.DB.prepare("DELETE FROM products WHERE id BETWEEN 520 AND 525").run();
    }
  });

  it("keeps the input rules: under 2 characters or over 100 is a 400 without a way on", async () => {
    for (const q of ["b", "a".repeat(101)]) {
      const { status, body } = await api(`/api/products/search?q=${q}`);
      expect(status).toBe(400);
      expect(body.error).toMatchObject({ code: "invalid_input", field: "q" });
      expect(body.partial).toBeUndefined();
    }
  });
});
