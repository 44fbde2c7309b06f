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
