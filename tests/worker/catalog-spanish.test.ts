import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { LANGUAGE_HEADER } from "../../shared/languages";
import { fuzzyFoldSql, fuzzySoundSql } from "../../worker/features/catalog/fuzzy-key";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { initialData, jsonLd, page, rendered } from "./setup/html";
import { api } from "./setup/request";
import { SLOW_TEST_MS } from "./setup/timeouts";

/**
 * Issue 31, decisions/0041: the catalogue's own words in Spanish. A product's name, description and safety warnings
 * and a colour's name have a Spanish version in the data, Portuguese where it has none; the search runs over the
 * Spanish names (products_fts_es, products_fuzzy_es: migrations/0023) with the same forgiveness; every answer and page
 * in Spanish shows them, and the edge cache keeps each language apart.
 */
const SPANISH: Record<number, { name: string; description: string; warnings?: string[] }> = {
  1: { name: "Cuna de Viaje Plegable", description: "Cuna de viaje de la marca Pequenito.\nSegunda línea.", warnings: ["Conforme a la EN 716."] },
  2: { name: "Cuna de Viaje Azul", description: "Cuna de viaje azul." },
  4: { name: "Biberón Anticólicos", description: "Biberón de la marca Bebé Feliz." },
  7: { name: "Body de Recién Nacido", description: "Body de algodón." },
  // 3 (Espreguiçadeira Vibratória) and 5 (Cubo de Atividades) have no Spanish: they show and are found in Portuguese.
};

beforeAll(async () => {
  await seedCatalogFixture();
  const db = env.DB;
  await db.batch([
    ...Object.entries(SPANISH).map(([id, s]) =>
      db
        .prepare("UPDATE products SET name_es = ?, description_es = ?, safety_warnings_es = ? WHERE id = ?")
        .bind(s.name, s.description, s.warnings ? JSON.stringify(s.warnings) : null, Number(id)),
    ),
    db.prepare("DELETE FROM color_names"),
    db.prepare("INSERT INTO color_names (color, name_es) VALUES ('Cinza', 'Gris'), ('Branco', 'Blanco')"),
    db.prepare("DELETE FROM product_variants WHERE product_id = 7"),
    db.prepare(
      "INSERT INTO product_variants (product_id, sku, size, color, stock_quantity, position) VALUES (7, 'SKU-7-RN-CZ', 'RN', 'Cinza', 5, 0), (7, 'SKU-7-RN-CO', 'RN', 'Coral', 4, 1)",
    ),
  ]);
});

const inSpanish = { headers: { [LANGUAGE_HEADER]: "es" } };
const searchIds = async (q: string, init?: RequestInit) => {
  const res = await api(`/api/products/search?q=${encodeURIComponent(q)}`, init);
  expect(res.status).toBe(200);
  return (res.body.items as { id: number; name: string }[]).map((p) => p.id).sort();
};

describe("the search in Spanish (products_fts_es, products_fuzzy_es)", () => {
  it(
    "'cuna' and 'cunas' find the cunas; 'biberon' finds the Biberón",
    async () => {
      expect(await searchIds("cuna", inSpanish)).toEqual([1, 2]);
      expect(await searchIds("cunas", inSpanish)).toEqual([1, 2]);
      expect(await searchIds("Cuna de viaje", inSpanish)).toEqual([1, 2]);
      expect(await searchIds("biberon", inSpanish)).toEqual([4]);
      expect(await searchIds("BIBERÓN", inSpanish)).toEqual([4]);
    },
    SLOW_TEST_MS,
  );

  it("forgives typos as in Portuguese: doubled letters, a lost accent, a plural", async () => {
    expect(await searchIds("cunna", inSpanish)).toEqual([1, 2]);
    expect(await searchIds("biberones", inSpanish)).toEqual([4]);
    expect(await searchIds("recien nacidos", inSpanish)).toEqual([7]);
  });

  it("finds an untranslated product by its Portuguese name, and shows it so", async () => {
    const res = await api("/api/products/search?q=espreguicadeira", inSpanish);
    expect(res.body.items).toMatchObject([{ id: 3, name: "Espreguiçadeira Vibratória" }]);
  });

  it("answers in Spanish, and the Portuguese search is the Portuguese one", async () => {
    const es = await api("/api/products/search?q=cuna", inSpanish);
    expect(es.body.items.map((p: { name: string }) => p.name).sort()).toEqual(["Cuna de Viaje Azul", "Cuna de Viaje Plegable"]);
    // In Portuguese, 'cuna' is no word of any name; 'berco' still finds the berços, named in Portuguese.
    expect(await searchIds("cuna")).toEqual([]);
    const pt = await api("/api/products/search?q=berco");
    expect(pt.body.items.map((p: { name: string }) => p.name).sort()).toEqual(["Berço Portátil Dobrável", "Berço de Viagem Azul"]);
    // And the Spanish search does not find Portuguese words of translated names.
    expect(await searchIds("berco", inSpanish)).toEqual([]);
  });

  it("sorts by the Spanish name", async () => {
    const res = await api("/api/products/search?q=de&sort=name", inSpanish);
    // Sold-out products go last (as in Portuguese); those in stock by their Spanish name.
    const inStock = res.body.items.filter((p: { stockQuantity: number }) => p.stockQuantity > 0).map((p: { name: string }) => p.name);
    expect(inStock).toEqual(["Body de Recién Nacido", "Cubo de Atividades", "Cuna de Viaje Plegable"]);
  });

  it("offers a way on with Spanish category links, and 'Procurava …?' from Spanish names", async () => {
    const res = await api("/api/products/search?q=cunna%20zzzz", inSpanish);
    expect(res.status).toBe(200);
    const wayOn = await api("/api/products/search?q=sueno", inSpanish);
    expect(wayOn.body.categories).toEqual([{ name: "Sueño y Confort", path: "/es/sueno-confort" }]);
  });

  it("follows a change of a Spanish name, a deactivation and a deletion in the same write (triggers)", async () => {
    onTestFinished(async () => {
      await env.DB.prepare("DELETE FROM products WHERE id = 50").run();
    });
    await env.DB.prepare(
      "INSERT INTO products (id, name, name_es, price_cents, sku, stock_quantity, active) VALUES (50, 'Chupeta', 'Chupete', 399, 'SKU-50', 3, 1)",
    ).run();
    expect(await searchIds("chupete", inSpanish)).toEqual([50]);
    await env.DB.prepare("UPDATE products SET name_es = 'Chupete de Silicona' WHERE id = 50").run();
    expect(await searchIds("silicona", inSpanish)).toEqual([50]);
    await env.DB.prepare("UPDATE products SET name_es = NULL WHERE id = 50").run();
    expect(await searchIds("silicona", inSpanish)).toEqual([]);
    expect((await api("/api/products/search?q=chupeta", inSpanish)).body.items).toMatchObject([{ id: 50, name: "Chupeta" }]);
    await env.DB.prepare("UPDATE products SET active = 0 WHERE id = 50").run();
    expect(await searchIds("chupeta", inSpanish)).toEqual([]);
    await env.DB.prepare("UPDATE products SET active = 1 WHERE id = 50").run();
    expect(await searchIds("chupeta", inSpanish)).toEqual([50]);
    await env.DB.prepare("DELETE FROM products WHERE id = 50").run();
    expect(await searchIds("chupeta", inSpanish)).toEqual([]);
  });

  it("keys the Spanish names with the Worker's forgiving rules (the views hold fuzzyKeySql over the Spanish name)", async () => {
    const views = Object.fromEntries(
      (
        await env.DB.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'view' AND name LIKE 'products_es_fuzzy_%'").all<{ name: string; sql: string }>()
      ).results.map((v) => [v.name, v.sql]),
    );
    expect(views.products_es_fuzzy_folded).toContain(fuzzyFoldSql("coalesce(`name_es`, `name`)"));
    expect(views.products_es_fuzzy_keys).toContain(fuzzySoundSql("`folded`"));
  });
});

describe("the catalogue's answers in Spanish", () => {
  it("a product: its name, description, safety warnings and colours in Spanish; Portuguese where there is none", async () => {
    const one = (await api("/api/products/1", inSpanish)).body.product;
    expect(one).toMatchObject({
      name: "Cuna de Viaje Plegable",
      description: SPANISH[1]!.description,
      category: { slug: "sono-conforto", name: "Sueño y Confort" },
      subcategory: { slug: "berco-portatil", name: "Cuna de Viaje" },
    });
    expect(one.safety.warnings).toEqual(["Conforme a la EN 716."]);
    // Product 4 has no Spanish warnings: its Portuguese ones show.
    const four = (await api("/api/products/4", inSpanish)).body.product;
    const fourPt = (await api("/api/products/4")).body.product;
    expect(four.safety.warnings).toEqual(fourPt.safety.warnings);
    expect(fourPt.name).toBe("Biberão Anticólicas");
    const body = (await api("/api/products/7", inSpanish)).body.product;
    expect(body.variants.map((v: { color: string }) => v.color)).toEqual(["Gris", "Coral"]);
    expect(body.options.colors).toEqual(["Gris", "Coral"]);
    expect((await api("/api/products/7")).body.product.options.colors).toEqual(["Cinza", "Coral"]);
    const three = (await api("/api/products/3", inSpanish)).body.product;
    expect(three.name).toBe("Espreguiçadeira Vibratória");
  });

  it("a listing, the featured products and the categories, named and sorted in Spanish", async () => {
    const listing = await api("/api/products?category=sono-conforto&sort=price-low", inSpanish);
    // By price, the sold-out Cuna de Viaje Azul comes last (decisions/0053).
    expect(listing.body.items.map((p: { name: string }) => p.name)).toEqual(["Espreguiçadeira Vibratória", "Cuna de Viaje Plegable", "Cuna de Viaje Azul"]);
    const featured = await api("/api/products/featured", inSpanish);
    expect(featured.body.items.map((p: { name: string }) => p.name)).toContain("Biberón Anticólicos");
    const cats = (await api("/api/categories", inSpanish)).body.categories as { name: string }[];
    const names = cats.map((c) => c.name);
    expect(names).toContain("Sueño y Confort");
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "es")));
  });

  it("the cart's lines: names and colours in Spanish", async () => {
    const variant = await env.DB.prepare("SELECT id FROM product_variants WHERE sku = 'SKU-7-RN-CZ'").first<{ id: number }>();
    const refresh = (lang?: string) =>
      api("/api/cart/refresh", {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(lang ? { [LANGUAGE_HEADER]: lang } : {}) },
        body: JSON.stringify({ lines: [{ productId: 7, variantId: variant!.id }] }),
      });
    expect((await refresh("es")).body.lines).toMatchObject([{ name: "Body de Recién Nacido", color: "Gris", size: "RN" }]);
    expect((await refresh()).body.lines).toMatchObject([{ name: "Body de Recém-Nascido", color: "Cinza" }]);
  });

  it("the home's latest reviews name their products in Spanish, and say so in Vary", async () => {
    onTestFinished(async () => {
      await env.DB.prepare("DELETE FROM users WHERE id = 'es-reviewer'").run();
    });
    await env.DB.batch([
      env.DB.prepare("INSERT INTO users (id, email) VALUES ('es-reviewer', 'opina@ejemplo.es')"),
      env.DB.prepare(
        "INSERT INTO reviews (id, product_id, user_id, rating, title, body) VALUES ('es-review', 1, 'es-reviewer', 5, 'Muy buena', 'Se monta en un minuto.')",
      ),
    ]);
    const es = await api("/api/reviews/latest", inSpanish);
    expect(es.body.items).toMatchObject([{ id: "es-review", product: { id: 1, name: "Cuna de Viaje Plegable" } }]);
    expect(es.headers.get("Vary")).toMatch(/X-Shop-Language/i);
    expect((await api("/api/reviews/latest")).body.items).toMatchObject([{ product: { name: "Berço Portátil Dobrável" } }]);
  });

  it("the edge cache keeps one answer per language for the same URL, and says it varies by language", async () => {
    const first = await api("/api/products/2", inSpanish);
    const pt = await api("/api/products/2");
    const again = await api("/api/products/2", inSpanish);
    expect(first.body.product.name).toBe("Cuna de Viaje Azul");
    expect(pt.body.product.name).toBe("Berço de Viagem Azul");
    expect(again.body.product.name).toBe("Cuna de Viaje Azul");
    expect(again.headers.get("x-catalog-cache")).toBe("hit");
    expect(pt.headers.get("Vary")).toMatch(/X-Shop-Language/i);
  });

  it("a change to a colour's Spanish name draws a new catalogue version (no stale cached answer)", async () => {
    onTestFinished(async () => {
      await env.DB.prepare("UPDATE color_names SET name_es = 'Gris' WHERE color = 'Cinza'").run();
    });
    expect((await api("/api/products/7", inSpanish)).body.product.options.colors).toEqual(["Gris", "Coral"]);
    await env.DB.prepare("UPDATE color_names SET name_es = 'Gris Perla' WHERE color = 'Cinza'").run();
    expect((await api("/api/products/7", inSpanish)).body.product.options.colors).toEqual(["Gris Perla", "Coral"]);
  });
});

describe("the language switch on a product page", () => {
  it("names the chosen colour, and the parameters, in the other language ('?cor=Cinza' ↔ '?color=Gris'); a colour without a Spanish name stays", async () => {
    const to = async (lang: string, back: string) => {
      const res = await api(`/idioma/${lang}?voltar=${encodeURIComponent(back)}`, { redirect: "manual" });
      expect(res.status).toBe(303);
      return decodeURIComponent(res.headers.get("Location")!);
    };
    expect(await to("es", "/produto/7?tamanho=RN&cor=Cinza")).toBe("/es/producto/7?talla=RN&color=Gris");
    expect(await to("pt", "/es/producto/7?color=Gris&pack=2")).toBe("/produto/7?cor=Cinza&embalagem=2");
    expect(await to("es", "/produto/7?cor=Coral")).toBe("/es/producto/7?color=Coral");
    // Not a product page: the query goes as it is (a search whose term is a word of both languages: issue 44).
    expect(await to("es", "/pesquisa?q=body&cor=Cinza")).toBe("/es/buscar?q=body&cor=Cinza");
  });
});

describe("a search in the other language (issue 44)", () => {
  const to = async (lang: string, back: string) => {
    const res = await api(`/idioma/${lang}?voltar=${encodeURIComponent(back)}`, { redirect: "manual" });
    expect(res.status).toBe(303);
    return decodeURIComponent(res.headers.get("Location")!);
  };
  /** Every `<link rel="alternate" hreflang>`: hreflang → href. */
  const hreflang = (html: string) =>
    Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [m[1]!, decodeURIComponent(m[2]!)]));

  it("the switch keeps the term where it is a word of both languages, and opens the search page empty where it is not", async () => {
    expect(await to("es", "/pesquisa?q=body")).toBe("/es/buscar?q=body");
    expect(await to("pt", "/es/buscar?q=body&sort=price-low")).toBe("/pesquisa?q=body&sort=price-low");
    // 'biberones' finds nothing in Portuguese, 'biberão' nothing in Spanish (their bottle is 'Biberón').
    expect(await to("pt", "/es/buscar?q=biberones")).toBe("/pesquisa");
    expect(await to("pt", "/es/buscar?q=cuna&sort=price-low")).toBe("/pesquisa");
    expect(await to("es", "/pesquisa?q=biber%C3%A3o")).toBe("/es/buscar");
    // An empty search stays one.
    expect(await to("es", "/pesquisa")).toBe("/es/buscar");
  });

  it("hreflang pairs a search with the other language's only where the term is a word of both", async () => {
    expect(hreflang((await page("/es/buscar?q=body")).html)).toEqual({
      "pt-PT": "http://shop.test/pesquisa?q=body",
      "es-ES": "http://shop.test/es/buscar?q=body",
      "x-default": "http://shop.test/pesquisa?q=body",
    });
    // A page in one language only has no alternates (page-head.ts: hreflang pairs two or more).
    expect(hreflang((await page("/es/buscar?q=cuna")).html)).toEqual({});
    expect(hreflang((await page("/pesquisa?q=berço")).html)).toEqual({});
  });
});

describe("the Spanish pages' first data", () => {
  it("/es/producto/1 is drawn and inlined with the Spanish name, description and warnings; /produto/1 with the Portuguese", async () => {
    const es = await page("/es/producto/1");
    expect(rendered(es.html)).toContain("Cuna de Viaje Plegable");
    expect(rendered(es.html)).toContain("Conforme a la EN 716.");
    const product = initialData(es.html).find((e) => e.kind === "product");
    expect(product.data.product.name).toBe("Cuna de Viaje Plegable");
    expect(jsonLd(es.html, "Product")[0]).toMatchObject({ name: "Cuna de Viaje Plegable", description: expect.stringContaining("Cuna de viaje") });
    const pt = await page("/produto/1");
    expect(rendered(pt.html)).toContain("Berço Portátil Dobrável");
    expect(rendered(pt.html)).not.toContain("Cuna de Viaje");
  });

  it("/es/buscar?q=cuna lists the cunas", async () => {
    const html = rendered((await page("/es/buscar?q=cuna")).html)!;
    expect(html).toContain("Cuna de Viaje Azul");
    expect(html).toContain("Cuna de Viaje Plegable");
  });
});
