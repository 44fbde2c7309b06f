import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { listingSql } from "../../worker/features/catalog/catalog-page-sql";
import { seedCatalogFixture, withBulkToys } from "./setup/catalog-fixture";
import { api } from "./setup/request";

beforeAll(seedCatalogFixture);

const ids = (body: { items: { id: number }[] }) => body.items.map((p) => p.id);

describe("GET /api/categories", () => {
  it("lists categories with their subcategories, ordered by name (accents sorted as in Portuguese)", async () => {
    const { status, body, headers } = await api("/api/categories");
    expect(status).toBe(200);
    expect(body.categories.map((c: { slug: string }) => c.slug)).toEqual(["brinquedos-diversao", "roupas-bebe", "sono-conforto"]);
    const sono = body.categories.find((c: { slug: string }) => c.slug === "sono-conforto");
    expect(sono.subcategories).toEqual([
      { id: 1, name: "Berço Portátil", slug: "berco-portatil" },
      { id: 2, name: "Espreguiçadeira e Rede", slug: "espreguicadeira-rede" },
    ]);
    expect(headers.get("Cache-Control")).toMatch(/public.*s-maxage/);
  });

  it("gives every category and subcategory with active-product totals for /category-ids", async () => {
    const { body } = await api("/api/categories/totals");
    const sono = body.categories.find((c: { slug: string }) => c.slug === "sono-conforto");
    expect(sono.total).toBe(3); // the inactive berço is not counted
    expect(sono.subcategories).toEqual([
      { id: 1, name: "Berço Portátil", slug: "berco-portatil", total: 2 },
      { id: 2, name: "Espreguiçadeira e Rede", slug: "espreguicadeira-rede", total: 1 },
    ]);
    expect(body.categories.find((c: { slug: string }) => c.slug === "roupas-bebe")).toMatchObject({ total: 1, subcategories: [] });
  });
});

describe("GET /api/products/featured", () => {
  it("returns active products only, stock desc then newest, at most 8", async () => {
    const { status, body } = await api("/api/products/featured");
    expect(status).toBe(200);
    expect(ids(body)).toEqual([4, 7, 3, 5, 1, 2]);
    expect(body.items[0]).toEqual({
      id: 4,
      name: "Biberão Anticólicas",
      priceCents: 899,
      salePriceCents: null,
      imageKey: "SKU-4/principal.svg",
      stockQuantity: 30,
      sku: "SKU-4",
      variantCount: 1,
      priceVaries: false,
      minPriceCents: 899,
      ratingAverage: null,
      reviewCount: 0,
      referencePriceCents: null,
    });
  });
});

describe("GET /api/products (listing)", () => {
  it("lists the whole active catalogue featured-first with the exact total", async () => {
    const { body } = await api("/api/products");
    expect(body).toMatchObject({ page: 1, pageSize: 52, total: 6, totalPages: 1 });
    expect(ids(body)).not.toContain(6);
  });

  it("filters by category and by subcategory slug", async () => {
    expect(ids((await api("/api/products?category=sono-conforto")).body).sort()).toEqual([1, 2, 3]);
    expect(ids((await api("/api/products?subcategory=berco-portatil")).body).sort()).toEqual([1, 2]);
    expect(ids((await api("/api/products?category=sono-conforto&subcategory=berco-portatil")).body).sort()).toEqual([1, 2]);
  });

  it("filters by the price the shopper pays, in euro", async () => {
    // Berço de Viagem costs 89,99 but is on sale for 69,99.
    const { body } = await api("/api/products?min=60&max=70");
    expect(ids(body)).toEqual([2]);
    expect((await api("/api/products?min=129.99&max=129.99")).body.total).toBe(1);
  });

  it("orders by each sort", async () => {
    const order = async (sort: string) => ids((await api(`/api/products?sort=${sort}`)).body);
    expect(await order("featured")).toEqual([4, 7, 3, 5, 1, 2]);
    // By price, what has nothing in stock comes last (issue 44, decisions/0053): Berço de Viagem (2) is sold out.
    expect(await order("price-low")).toEqual([4, 7, 5, 3, 1, 2]);
    expect(await order("price-high")).toEqual([1, 3, 5, 7, 4, 2]);
    expect(await order("best-selling")).toEqual([4, 2, 7, 1, 3, 5]);
    expect(await order("newest")).toEqual([7, 5, 4, 3, 2, 1]);
  });

  it("sorted by price with the sold out last, reads a page in an index's order (migration 0034), without sorting the scope", async () => {
    for (const sort of ["price-low", "price-high"] as const) {
      for (const scope of [{}, { categoryId: 1 }, { subcategoryId: 1 }]) {
        const { sql, params } = listingSql({ ...scope, lang: "pt", sort, limit: 52, offset: 0 });
        const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
          .bind(...params)
          .all<{ detail: string }>();
        const plan = results.map((r) => r.detail).join("\n");
        expect(plan, `${sort} ${JSON.stringify(scope)}`).toMatch(/USING INDEX products_(all|cat|sub)_price(_high)?_idx/);
        expect(plan, `${sort} ${JSON.stringify(scope)}`).not.toContain("USE TEMP B-TREE FOR ORDER BY");
      }
    }
  });

  it.each([
    ["sort=cheapest", "sort"],
    ["min=-1", "min"],
    ["max=abc", "max"],
    ["min=50&max=10", "min"],
    ["page=0", "page"],
    ["page=1.5", "page"],
    ["category=Not%20A%20Slug", "category"],
  ])("rejects bad input %s with a 400 naming the field", async (query, field) => {
    const { status, body } = await api(`/api/products?${query}`);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: "invalid_input", field });
    expect(typeof body.error.message).toBe("string");
  });

  it("answers 404 for an unknown category or subcategory slug, or a subcategory of another category", async () => {
    expect((await api("/api/products?category=nao-existe")).body.error.code).toBe("category_not_found");
    expect((await api("/api/products?subcategory=nao-existe")).status).toBe(404);
    expect((await api("/api/products?category=brinquedos-diversao&subcategory=berco-portatil")).status).toBe(404);
  });

  it("pages by 52 with the exact total and refuses a page past the end", async () => {
    await withBulkToys(60);
    const first = await api("/api/products?subcategory=brinquedos-educativos&sort=price-low");
    expect(first.body).toMatchObject({ total: 62, totalPages: 2, page: 1 });
    expect(first.body.items).toHaveLength(52);
    const second = await api("/api/products?subcategory=brinquedos-educativos&sort=price-low&page=2");
    expect(second.body.items).toHaveLength(10);
    const all = [...ids(first.body), ...ids(second.body)];
    expect(new Set(all).size).toBe(62);
    const past = await api("/api/products?subcategory=brinquedos-educativos&page=3");
    expect(past.status).toBe(404);
    expect(past.body.error.code).toBe("page_out_of_range");
  });
});
