import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { BRANDS, VARIANTS, VOCABULARY } from "../../scripts/seed-vocabulary";
import { FUZZY_FALLBACK_BELOW } from "../../worker/features/catalog/catalog.service";
import { fuzzyFoldSql, fuzzyKey, fuzzySoundSql } from "../../worker/features/catalog/fuzzy-key";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { api } from "./setup/request";

/** Issue 16 / decisions/0018: a typo or another inflection still finds the product; exact and prefix matches first. */
beforeAll(seedCatalogFixture);

type Body = { items: { id: number; name: string }[]; total: number };
const search = async (query: string) => (await api(`/api/products/search?${query}`)).body as Body;
const names = (body: Body) => body.items.map((p) => p.name);
const q = (words: string, rest = "") => `q=${encodeURIComponent(words)}${rest}`;

const insert = (id: number, name: string, priceCents = 1000, active = 1) =>
  env.DB.prepare("INSERT INTO products (id, name, price_cents, sku, stock_quantity, active) VALUES (?, ?, ?, ?, 5, ?)").bind(
    id,
    name,
    priceCents,
    `FZ-${id}`,
    active,
  );
async function withProducts(rows: [number, string, number?][]) {
  onTestFinished(async () => {
    await env.DB.prepare("DELETE FROM products WHERE sku LIKE 'FZ-%'").run();
  });
  await env.DB.batch(rows.map(([id, name, price]) => insert(id, name, price)));
}

describe("forgiving search: typos and inflections", () => {
  it("finds Carrinho for 'carinho', Berço for 'berso', Fralda for 'fraldas', Biberão for 'biberoes'", async () => {
    await withProducts([
      [400, "Carrinho de Passeio Compacto"],
      [401, "Fralda de Musselina"],
    ]);
    expect(names(await search(q("carinho")))).toEqual(["Carrinho de Passeio Compacto"]);
    expect(names(await search(q("carinho compacto")))).toEqual(["Carrinho de Passeio Compacto"]);
    const berso = await search(q("berso"));
    expect(new Set(names(berso))).toEqual(new Set(["Berço de Viagem Azul", "Berço Portátil Dobrável"]));
    expect(berso.total).toBe(2);
    expect(names(await search(q("fraldas")))).toEqual(["Fralda de Musselina"]);
    expect(names(await search(q("biberoes")))).toEqual(["Biberão Anticólicas"]);
    expect(names(await search(q("espreguisadeira")))).toEqual(["Espreguiçadeira Vibratória"]);
    // Words that sound like nothing in the catalogue still find nothing.
    expect(await search(q("zzzzqq"))).toMatchObject({ items: [], total: 0 });
    expect((await search(q("berso inexistente"))).total).toBe(0);
  });

  it("finds Cadeira for 'cadera' and Roupa for 'ropa' (a diphthong typed as one vowel)", async () => {
    await withProducts([
      [405, "Cadeira Auto Grupo 0+"],
      [406, "Roupa de Cama Estrelas"],
    ]);
    expect(names(await search(q("cadera")))).toEqual(["Cadeira Auto Grupo 0+"]);
    expect(names(await search(q("cadera auto")))).toEqual(["Cadeira Auto Grupo 0+"]);
    expect(names(await search(q("ropa de cama")))).toEqual(["Roupa de Cama Estrelas"]);
  });

  it("'chupeta' and 'chupetas' find the same products", async () => {
    await withProducts([
      [410, "Chupeta Ortodôntica"],
      [411, "Chupetas de Silicone (pack 2)"],
    ]);
    const singular = await search(q("chupeta"));
    const plural = await search(q("chupetas"));
    expect(new Set(names(plural))).toEqual(new Set(names(singular)));
    expect(new Set(names(singular))).toEqual(new Set(["Chupeta Ortodôntica", "Chupetas de Silicone (pack 2)"]));
    expect(plural.total).toBe(2);
  });

  it("the palette's request (limit 6) gets the same fallback", async () => {
    await withProducts([[400, "Carrinho de Passeio Compacto"]]);
    const body = await search(q("carinho", "&limit=6"));
    expect(names(body)).toEqual(["Carrinho de Passeio Compacto"]);
    expect(body.total).toBe(1);
  });
});

describe("forgiving search: ranking and when the fallback is used", () => {
  it("an exact or prefix match ranks before a fuzzy one, in every order, and the total counts both", async () => {
    // The fuzzy match is newer (higher id) and cheaper, so only the tier can put the exact one first.
    await withProducts([
      [420, "Manta Carinho", 9000],
      [421, "Carrinho de Passeio Compacto", 100],
    ]);
    for (const sort of ["", "&sort=price-low", "&sort=price-high", "&sort=name"]) {
      const body = await search(q("carinho", sort));
      expect(names(body)).toEqual(["Manta Carinho", "Carrinho de Passeio Compacto"]);
      expect(body.total).toBe(2);
    }
    // Pages run on from the exact matches into the fuzzy ones.
    expect(names(await search(q("carinho", "&limit=1&page=2")))).toEqual(["Carrinho de Passeio Compacto"]);
    const { status } = await api(`/api/products/search?${q("carinho", "&limit=1&page=3")}`);
    expect(status).toBe(404);
  });

  it(`is not used when exact and prefix matches are ${FUZZY_FALLBACK_BELOW} or more; is used below that`, async () => {
    const exact = Array.from({ length: FUZZY_FALLBACK_BELOW }, (_, i): [number, string] => [430 + i, `Manta Carinho ${i + 1}`]);
    await withProducts([...exact, [450, "Carrinho de Passeio Compacto"]]);
    const enough = await search(q("carinho"));
    expect(enough.total).toBe(FUZZY_FALLBACK_BELOW);
    expect(names(enough)).not.toContain("Carrinho de Passeio Compacto");
    expect(names(enough).every((n) => n.startsWith("Manta Carinho"))).toBe(true);

    await env.DB.prepare("UPDATE products SET active = 0 WHERE id = 430").run();
    const few = await search(q("carinho"));
    expect(few.total).toBe(FUZZY_FALLBACK_BELOW);
    expect(names(few).at(-1)).toBe("Carrinho de Passeio Compacto");
  });
});

describe("products_fuzzy (migrations/0014)", () => {
  const fuzzyIds = async (key: string) =>
    (
      await env.DB.prepare("SELECT rowid AS id FROM products_fuzzy WHERE products_fuzzy MATCH ?1 ORDER BY rowid").bind(`"${key}"*`).all<{ id: number }>()
    ).results.map((r) => r.id);

  it("follows an insert, a rename, a deactivation, a reactivation and a delete, and never holds inactive products", async () => {
    onTestFinished(async () => {
      await env.DB.prepare("DELETE FROM products WHERE id IN (9101, 9102)").run();
    });
    await insert(9101, "Trocador Zebrado").run();
    expect(await fuzzyIds("sebrad")).toEqual([9101]);
    await env.DB.prepare("UPDATE products SET name = 'Trocador Listrado' WHERE id = 9101").run();
    expect(await fuzzyIds("sebrad")).toEqual([]);
    expect(await fuzzyIds("listrad")).toEqual([9101]);
    await env.DB.prepare("UPDATE products SET active = 0 WHERE id = 9101").run();
    expect(await fuzzyIds("listrad")).toEqual([]);
    await env.DB.prepare("UPDATE products SET active = 1 WHERE id = 9101").run();
    expect(await fuzzyIds("listrad")).toEqual([9101]);
    await env.DB.prepare("DELETE FROM products WHERE id = 9101").run();
    expect(await fuzzyIds("listrad")).toEqual([]);
    await insert(9102, "Trocador Oculto", 1000, 0).run();
    expect(await fuzzyIds("okult")).toEqual([]);
  });

  it("the triggers' key is the Worker's key for every name of the demo catalogue", async () => {
    const items = Object.values(VOCABULARY).flatMap((v) => v.items);
    const samples = [
      ...items,
      ...items.map((item, i) => `${item} ${BRANDS[i % BRANDS.length]} ${VARIANTS[i % VARIANTS.length]}`),
      "ÁLBUM ÇÃO Ñandu Über-Bebê, 3+ (1/2)",
    ];
    const base = 20_000;
    onTestFinished(async () => {
      await env.DB.prepare("DELETE FROM products WHERE sku LIKE 'FZ-%'").run();
    });
    await env.DB.batch(samples.map((name, i) => insert(base + i, name)));
    const stored = (
      await env.DB.prepare("SELECT rowid AS id, key FROM products_fuzzy WHERE rowid >= ?1 ORDER BY rowid").bind(base).all<{ id: number; key: string }>()
    ).results;
    expect(stored.map((r) => r.key)).toEqual(samples.map(fuzzyKey));
  });

  it("the views hold the rules fuzzy-key.ts gives today", async () => {
    const views = Object.fromEntries(
      (
        await env.DB.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'view' AND name LIKE 'products_fuzzy_%'").all<{ name: string; sql: string }>()
      ).results.map((r) => [r.name, r.sql]),
    );
    expect(views.products_fuzzy_folded).toContain(fuzzyFoldSql("`name`"));
    expect(views.products_fuzzy_keys).toContain(fuzzySoundSql("`folded`"));
  });
});

describe("'Procurava …?': a word spelled otherwise when the exact words find plenty", () => {
  it("suggests 'carrinho' for 'carinho' when the brand Carinho fills the results, on the results page only", async () => {
    await withProducts([
      ...Array.from({ length: FUZZY_FALLBACK_BELOW + 2 }, (_, i): [number, string] => [420 + i, `Manta Carinho ${i + 1}`]),
      [440, "Carrinho de Passeio Compacto"],
      [441, "Carrinho Gémeo Leve"],
      [442, "Carrinho com Manta"],
    ]);
    const page = (await api(`/api/products/search?${q("Carinho")}`)).body;
    expect(page.total).toBe(FUZZY_FALLBACK_BELOW + 2);
    expect(names(page).every((n: string) => n.startsWith("Manta Carinho"))).toBe(true);
    expect(page.suggestion).toBe("carrinho");
    expect((await api(`/api/products/search?${q("carinho manta")}`)).body.suggestion).toBe("carrinho manta");
    // In every order: the names ride on the page's first row, whichever that is.
    for (const sort of ["price-low", "price-high", "name"]) {
      expect((await api(`/api/products/search?${q("carinho", `&sort=${sort}`)}`)).body.suggestion).toBe("carrinho");
    }
    // The palette (it asks with a limit) does not ask.
    expect((await api(`/api/products/search?${q("carinho", "&limit=6")}`)).body.suggestion).toBeNull();
  });

  // decisions/0027: the statement hands over how the names start (up to the first space), each start once and counted.
  const brandFills = () => Array.from({ length: FUZZY_FALLBACK_BELOW + 2 }, (_, i): [number, string] => [470 + i, `Manta Carinho ${i + 1}`]);
  it("counts names by their first word whatever clings to it ('Carrinho-Berço', '(Carrinho)'); the first seen wins a tie", async () => {
    await withProducts([...brandFills(), [490, "Karrinho Especial"], [491, "Karrinho Duplo"], [492, "Carrinho-Berço Leve"], [493, "(Carrinho) Gémeo"]]);
    expect((await api(`/api/products/search?${q("carinho")}`)).body.suggestion).toBe("karrinho");
  });

  it("adds up the names of one first word across their starts: three Carrinho names outnumber two Karrinho ones", async () => {
    await withProducts([
      ...brandFills(),
      [490, "Karrinho Especial"],
      [491, "Karrinho Duplo"],
      [492, "Carrinho-Berço Leve"],
      [493, "  (Carrinho) Gémeo"],
      [494, "Carrinho Azul"],
      [495, "— Carrinho Antigo"],
    ]);
    expect((await api(`/api/products/search?${q("carinho")}`)).body.suggestion).toBe("carrinho");
  });

  it("suggests nothing for words the exact search already finds; with few results, the listed fuzzy matches' word", async () => {
    await withProducts([
      ...Array.from({ length: FUZZY_FALLBACK_BELOW }, (_, i): [number, string] => [450 + i, `Fralda Ecológica ${i + 1}`]),
      [460, "Carrinho de Passeio Compacto"],
    ]);
    expect((await search(q("fraldas"))) as unknown as { suggestion: string | null }).toMatchObject({ suggestion: null });
    expect((await search(q("fralda"))) as unknown as { suggestion: string | null }).toMatchObject({ suggestion: null });
    // Few results: the fuzzy ones are listed, and "Procurava carrinho?" says what they are (decisions/0035; before, null).
    const few = (await api(`/api/products/search?${q("carinho")}`)).body;
    expect(names(few)).toContain("Carrinho de Passeio Compacto");
    expect(few.suggestion).toBe("carrinho");
  });
});
