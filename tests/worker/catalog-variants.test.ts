import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { api } from "./setup/request";
import { supplier, supplierCalls } from "./setup/supplier-mock";

/**
 * Products with variants through the API (issue 11): product 7 "Body de Recém-Nascido" (roupas-bebe, 12,99 €)
 * comes in three sizes and two colours; one size is sold out and one is withdrawn.
 */
const BODY = 7;
async function bodyInSizes() {
  const db = env.DB;
  const add = db.prepare(
    "INSERT INTO product_variants (id, product_id, sku, size, color, stock_quantity, price_cents, sale_price_cents, image_key, position, active) VALUES (?, 7, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  await db.batch([
    db.prepare("DELETE FROM product_variants WHERE product_id = 7"),
    add.bind(701, "BODY-03-BR", "0-3 meses", "Branco", 4, null, null, "BODY-03-BR/principal.svg", 1, 1),
    add.bind(702, "BODY-03-RS", "0-3 meses", "Rosa", 0, null, null, "BODY-03-RS/principal.svg", 2, 1),
    add.bind(703, "BODY-RN-BR", "RN", "Branco", 2, 1099, null, "BODY-03-BR/principal.svg", 0, 1),
    add.bind(704, "BODY-36-BR", "3-6 meses", "Branco", 6, null, null, null, 3, 1),
    add.bind(705, "BODY-69-BR", "6-9 meses", "Branco", 8, null, null, null, 4, 0),
  ]);
}

let ip = 0;
beforeEach(async () => {
  await seedCatalogFixture();
  await bodyInSizes();
  supplierCalls.length = 0;
});
beforeAll(() => supplier.listen({ onUnhandledRequest: "error" }));
afterEach(() => supplier.resetHandlers());
afterAll(() => supplier.close());

const post = (path: string, body: unknown) =>
  api(path, { method: "POST", headers: { "Content-Type": "application/json", "CF-Connecting-IP": `198.51.100.${++ip}` }, body: JSON.stringify(body) });

describe("product detail", () => {
  it("lists the active variants by position with their prices, stock and images, and the options in display order", async () => {
    const { status, body } = await api(`/api/products/${BODY}`);
    expect(status).toBe(200);
    const { variants, options, stockQuantity, variantCount, priceVaries, minPriceCents } = body.product;
    expect(variants.map((v: { sku: string }) => v.sku)).toEqual(["BODY-RN-BR", "BODY-03-BR", "BODY-03-RS", "BODY-36-BR"]);
    expect(variants[0]).toEqual({
      id: 703,
      sku: "BODY-RN-BR",
      size: "RN",
      color: "Branco",
      packCount: null,
      priceCents: 1099,
      salePriceCents: null,
      referencePriceCents: null,
      stockQuantity: 2,
      position: 0,
      images: ["BODY-03-BR/principal.svg"],
    });
    // A variant without its own price sells at the product's; without its own image, shows the product's.
    expect(variants[3]).toMatchObject({ priceCents: 1299, images: [] });
    expect(options).toEqual({ sizes: ["RN", "0-3 meses", "3-6 meses"], colors: ["Branco", "Rosa"], packCounts: [] });
    expect({ stockQuantity, variantCount, priceVaries, minPriceCents }).toEqual({ stockQuantity: 12, variantCount: 4, priceVaries: true, minPriceCents: 1099 });
  });

  it("a product without options has its one default variant", async () => {
    const { body } = await api("/api/products/1");
    expect(body.product.variants).toEqual([
      expect.objectContaining({ sku: "SKU-1", size: null, color: null, packCount: null, priceCents: 12999, stockQuantity: 5, images: [] }),
    ]);
    expect(body.product.options).toEqual({ sizes: [], colors: [], packCounts: [] });
  });
});

describe("listings", () => {
  it("cards carry the variant count and the 'a partir de' price", async () => {
    const { body } = await api("/api/products?category=roupas-bebe");
    expect(body.items).toEqual([expect.objectContaining({ id: BODY, variantCount: 4, priceVaries: true, minPriceCents: 1099, stockQuantity: 12 })]);
  });

  it("filters by size: only products with an active variant in it", async () => {
    const ids = async (q: string) => (await api(`/api/products?${q}`)).body.items.map((p: { id: number }) => p.id);
    expect(await ids("category=roupas-bebe&size=0-3%20meses")).toEqual([BODY]);
    expect(await ids("size=RN")).toEqual([BODY]);
    // 6-9 meses exists only as a withdrawn variant.
    expect(await ids("category=roupas-bebe&size=6-9%20meses")).toEqual([]);
    expect((await api("/api/products?size=")).status).toBe(400);
  });

  it("GET /api/categories/:slug/sizes gives the sizes on sale there, in size order", async () => {
    expect((await api("/api/categories/roupas-bebe/sizes")).body).toEqual({ sizes: ["RN", "0-3 meses", "3-6 meses"] });
    expect((await api("/api/categories/sono-conforto/sizes")).body).toEqual({ sizes: [] });
    expect((await api("/api/categories/nao-existe/sizes")).status).toBe(404);
    expect((await api("/api/categories/sono-conforto/sizes?subcategory=brinquedos-educativos")).status).toBe(404);
  });
});

describe("the 'a partir de' price is one a shopper can pay (issue 44, decisions/0053)", () => {
  const setStock = (variantId: number, stock: number) =>
    env.DB.prepare("UPDATE product_variants SET stock_quantity = ?1 WHERE id = ?2").bind(stock, variantId).run();
  const card = async () => (await api("/api/products?category=roupas-bebe")).body.items[0];
  const detail = async () => (await api(`/api/products/${BODY}`)).body.product;

  it("is the lowest price of the variants in stock: a sold-out cheaper size (or its sale) is not quoted", async () => {
    // RN costs 10,99 (the lowest); sold out, the lowest in stock is 12,99.
    await setStock(703, 0);
    expect(await card()).toMatchObject({ id: BODY, priceVaries: true, minPriceCents: 1299 });
    expect(await detail()).toMatchObject({ priceVaries: true, minPriceCents: 1299 });
    // A sold-out size on sale below every other price: still not quoted.
    await env.DB.prepare("UPDATE product_variants SET price_cents = 1299, sale_price_cents = 799 WHERE id = 702").run();
    expect(await detail()).toMatchObject({ minPriceCents: 1299 });
    // Back in stock: quoted again.
    await setStock(703, 1);
    expect(await card()).toMatchObject({ minPriceCents: 1099 });
  });

  it("follows the product's own price for the sizes without one, in stock only", async () => {
    await setStock(703, 0);
    await env.DB.prepare("UPDATE products SET sale_price_cents = 1199 WHERE id = ?1").bind(BODY).run();
    expect(await detail()).toMatchObject({ minPriceCents: 1199 });
  });

  it("everything sold out: the lowest price of the active variants, beside 'Fora de Estoque'", async () => {
    for (const id of [701, 702, 703, 704]) await setStock(id, 0);
    expect(await card()).toMatchObject({ stockQuantity: 0, priceVaries: true, minPriceCents: 1099 });
  });

  it("migration 0034 redraws the lowest price of a shop's existing products", async () => {
    const db = env.MIGRATION_DB;
    const before = env.TEST_MIGRATIONS.filter((m) => m.name < "0034");
    await applyD1Migrations(db, before);
    await db.batch([
      db.prepare("INSERT INTO products (id, name, price_cents, sku, stock_quantity, active) VALUES (1, 'Body', 1299, 'MB-1', 0, 1)"),
      db.prepare("DELETE FROM product_variants WHERE product_id = 1"),
      db.prepare(
        "INSERT INTO product_variants (product_id, sku, size, price_cents, stock_quantity, position) VALUES (1, 'MB-1-RN', 'RN', 999, 0, 0), (1, 'MB-1-03', '0-3 meses', NULL, 4, 1)",
      ),
    ]);
    expect(await db.prepare("SELECT min_price_cents AS m FROM products WHERE id = 1").first("m")).toBe(999);
    await applyD1Migrations(
      db,
      env.TEST_MIGRATIONS.filter((m) => m.name >= "0034"),
    );
    expect(await db.prepare("SELECT min_price_cents AS m, price_varies AS v FROM products WHERE id = 1").first()).toEqual({ m: 1299, v: 1 });
  });
});

describe("nothing in stock comes last (issue 44, decisions/0053)", () => {
  const ids = async (q: string) => (await api(`/api/products?${q}`)).body.items.map((p: { id: number }) => p.id);

  it("a size chosen: the products with it in stock first, those where it is sold out after them, in each sort", async () => {
    // The activity cube (19,99 €) in RN too; the body's RN (10,99 €, otherwise cheaper and newer) sold out.
    await env.DB.prepare("INSERT INTO product_variants (product_id, sku, size, stock_quantity, position, active) VALUES (5, 'CUBO-RN', 'RN', 3, 1, 1)").run();
    expect(await ids("size=RN&sort=price-low")).toEqual([BODY, 5]);
    await env.DB.prepare("UPDATE product_variants SET stock_quantity = 0 WHERE id = 703").run();
    for (const sort of ["price-low", "price-high", "featured", "newest", "best-selling"]) expect(await ids(`size=RN&sort=${sort}`), sort).toEqual([5, BODY]);
    // The total and the second page agree.
    expect((await api("/api/products?size=RN&sort=price-low")).body.total).toBe(2);
  });
});

describe("cart refresh per variant", () => {
  it("answers each size on its own: price, stock, options; a withdrawn size and an unknown variant are left out", async () => {
    const lines = [703, 702, 705, 1].map((variantId) => ({ productId: BODY, variantId }));
    const { status, body } = await post("/api/cart/refresh", { lines });
    expect(status).toBe(200);
    expect(body.lines).toEqual([
      expect.objectContaining({ productId: BODY, variantId: 703, sku: "BODY-RN-BR", size: "RN", color: "Branco", priceCents: 1099, stockQuantity: 2 }),
      expect.objectContaining({ variantId: 702, sku: "BODY-03-RS", size: "0-3 meses", color: "Rosa", priceCents: 1299, stockQuantity: 0 }),
    ]);
    expect(body.lines[0].imageKey).toBe("BODY-03-BR/principal.svg");
  });

  it("a line saved without a variant: the only variant of a plain product; none chosen for a product with several", async () => {
    const { body } = await post("/api/cart/refresh", {
      lines: [
        { productId: 1, variantId: null },
        { productId: BODY, variantId: null },
      ],
    });
    const [plain, body7] = body.lines;
    expect(plain).toMatchObject({ productId: 1, sku: "SKU-1", stockQuantity: 5 });
    expect(plain.variantId).toEqual(expect.any(Number));
    expect(body7).toMatchObject({ productId: BODY, variantId: null, sku: "SKU-7", stockQuantity: 12 });
  });
});

describe("shipping quotes per variant", () => {
  const quote = (items: unknown[]) => post("/api/shipping/quotes", { country: "PT", postalCode: "1000-001", items });

  it("sends each variant's sku as the supplier's reference; two sizes of one product are two lines", async () => {
    const { status } = await quote([
      { productId: BODY, variantId: 703, quantity: 1 },
      { productId: BODY, variantId: 704, quantity: 2 },
      { productId: 1, quantity: 1 },
    ]);
    expect(status).toBe(200);
    expect(supplierCalls[0]!.body.order.products).toEqual([
      { reference: "BODY-RN-BR", quantity: 1 },
      { reference: "BODY-36-BR", quantity: 2 },
      { reference: "SKU-1", quantity: 1 },
    ]);
  });

  it("refuses a withdrawn size, a product whose options were not chosen, and the same variant twice", async () => {
    const withdrawn = await quote([{ productId: BODY, variantId: 705, quantity: 1 }]);
    expect(withdrawn.status).toBe(400);
    expect(withdrawn.body).toMatchObject({ error: { code: "unknown_product" } });
    const unchosen = await quote([{ productId: BODY, variantId: null, quantity: 1 }]);
    expect(unchosen.body).toMatchObject({ error: { code: "variant_required", field: "items.0.variantId" } });
    const twice = await quote([
      { productId: BODY, variantId: 703, quantity: 1 },
      { productId: BODY, variantId: 703, quantity: 1 },
    ]);
    expect(twice.status).toBe(400);
    expect(supplierCalls).toHaveLength(0);
  });
});
