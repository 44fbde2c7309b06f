import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { toProductCard } from "../../shared/product-card";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { api } from "./setup/request";

/** EU Omnibus reference prices (docs/decisions/0015): history written by triggers, the reference answered by the API. */
beforeEach(seedCatalogFixture);

const history = async (productId: number, variantId: number | null = null) =>
  (
    await env.DB.prepare(
      "SELECT price_cents AS priceCents, sale_price_cents AS salePriceCents, effective_from AS effectiveFrom FROM price_history WHERE product_id = ?1 AND variant_id IS ?2 ORDER BY effective_from, id",
    )
      .bind(productId, variantId)
      .all<{ priceCents: number; salePriceCents: number | null; effectiveFrom: string }>()
  ).results;

/**
 * The 30-day minimum straight from the table, independently of shared/reference-price.ts: the lowest price paid among the
 * entries in effect during the 30 days before the entry that set the current sale price (given as its time).
 */
const thirtyDayMinimum = async (productId: number, saleStart: string) =>
  (
    await env.DB.prepare(
      `SELECT min(coalesce(sale_price_cents, price_cents)) AS m FROM price_history h
       WHERE product_id = ?1 AND variant_id IS NULL AND effective_from < ?2
         AND effective_from >= coalesce((SELECT max(effective_from) FROM price_history WHERE product_id = ?1 AND variant_id IS NULL AND effective_from <= strftime('%Y-%m-%dT%H:%M:%fZ', ?2, '-30 days')), '')`,
    )
      .bind(productId, saleStart)
      .first<{ m: number | null }>()
  )?.m ?? null;

describe("price history is written by the statement that changes a price (triggers)", () => {
  it("an UPDATE of the price or sale price records the new prices; an UPDATE that changes no price records nothing", async () => {
    const before = (await history(1)).length;
    await env.DB.prepare("UPDATE products SET sale_price_cents = 9999 WHERE id = 1").run();
    let rows = await history(1);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ priceCents: 12999, salePriceCents: 9999 });
    await env.DB.prepare("UPDATE products SET sold_quantity = sold_quantity + 1, sale_price_cents = 9999 WHERE id = 1").run();
    expect(await history(1)).toHaveLength(before + 1);
    await env.DB.prepare("UPDATE products SET price_cents = 13999 WHERE id = 1").run();
    rows = await history(1);
    expect(rows.at(-1)).toMatchObject({ priceCents: 13999, salePriceCents: 9999 });
  });

  it("a statement that fails writes no history: the record is part of the change", async () => {
    const before = (await env.DB.prepare("SELECT count(*) AS n FROM price_history").first<{ n: number }>())!.n;
    // Product 3 would get a new price, product 4 breaks the CHECK: the whole UPDATE, history included, is undone.
    await expect(env.DB.prepare("UPDATE products SET price_cents = CASE id WHEN 3 THEN 4999 ELSE -1 END WHERE id IN (3, 4)").run()).rejects.toThrow();
    expect((await env.DB.prepare("SELECT count(*) AS n FROM price_history").first<{ n: number }>())!.n).toBe(before);
    expect((await history(3)).at(-1)).toMatchObject({ priceCents: 5999 });
  });

  it("a variant with its own price has its own history; one following the product's price has none", async () => {
    const v = await env.DB.prepare(
      "INSERT INTO product_variants (product_id, sku, size, price_cents, sale_price_cents, stock_quantity, position) VALUES (3, 'SKU-3-G', 'G', 7999, NULL, 4, 1) RETURNING id",
    ).first<{ id: number }>();
    await env.DB.prepare("UPDATE product_variants SET sale_price_cents = 6499 WHERE id = ?1").bind(v!.id).run();
    expect((await history(3, v!.id)).map((r) => [r.priceCents, r.salePriceCents])).toEqual([
      [7999, null],
      [7999, 6499],
    ]);
    await env.DB.prepare("UPDATE product_variants SET stock_quantity = 2 WHERE product_id = 3").run();
    expect(await history(3, v!.id)).toHaveLength(2);
    const followers = await env.DB.prepare(
      "SELECT count(*) AS n FROM price_history h JOIN product_variants v ON v.id = h.variant_id WHERE v.price_cents IS NULL",
    ).first<{ n: number }>();
    expect(followers!.n).toBe(0);
  });
});

describe("the API answers the reference price: the lowest price of the 30 days before the sale", () => {
  it("product detail: the reference equals the history's 30-day minimum, and the card announces the reduction against it", async () => {
    const rows = await history(2);
    const saleStart = rows.find((r) => r.salePriceCents === 6999)!.effectiveFrom;
    const expected = await thirtyDayMinimum(2, saleStart);
    expect(expected).toBe(8999);
    const { status, body } = await api("/api/products/2");
    expect(status).toBe(200);
    expect(body.product).toMatchObject({ priceCents: 8999, salePriceCents: 6999, referencePriceCents: expected });
    // Its default variant follows the product's price, and so its reference.
    expect(body.product.variants.map((v: { referencePriceCents: number | null }) => v.referencePriceCents)).toEqual([expected]);
    expect(toProductCard(body.product)).toMatchObject({ priceCents: 6999, originalPriceCents: 8999, discountPercent: 22 });
  });

  it("a 30-day low at or below the sale price: the reference is answered and no reduction is announced", async () => {
    const rows = await history(5);
    const saleStart = rows.find((r) => r.salePriceCents === 1999)!.effectiveFrom;
    expect(await thirtyDayMinimum(5, saleStart)).toBe(1899);
    const { body } = await api("/api/products/5");
    expect(body.product.referencePriceCents).toBe(1899);
    expect(toProductCard(body.product)).toMatchObject({ priceCents: 1999, originalPriceCents: null, discountPercent: null });

    // Equal to the sale price: still nothing announced.
    await env.DB.prepare("UPDATE price_history SET price_cents = 1999 WHERE product_id = 5 AND price_cents = 1899").run();
    const again = (await api("/api/products/5")).body.product;
    expect(again.referencePriceCents).toBe(1999);
    expect(toProductCard(again)).toMatchObject({ originalPriceCents: null, discountPercent: null });
  });

  it("listings, search and featured carry the reference of the page's products; products not on sale have none", async () => {
    const listing = (await api("/api/products?category=sono-conforto")).body;
    const byId = new Map(listing.items.map((p: { id: number; referencePriceCents: number | null }) => [p.id, p.referencePriceCents]));
    expect(byId.get(2)).toBe(8999);
    expect(byId.get(1)).toBeNull();
    const search = (await api("/api/products/search?q=cubo")).body;
    expect(search.items[0]).toMatchObject({ id: 5, referencePriceCents: 1899 });
    const featured = (await api("/api/products/featured")).body;
    expect(featured.items.find((p: { id: number }) => p.id === 2)).toMatchObject({ referencePriceCents: 8999 });
  });

  it("a sale set today through SQL: the reference is the price before it; without earlier history there is none", async () => {
    await env.DB.prepare("UPDATE products SET sale_price_cents = 9999 WHERE id = 1").run();
    expect((await api("/api/products/1")).body.product.referencePriceCents).toBe(12999);
    // A product created on sale has no earlier price: no reference, no reduction.
    await env.DB.prepare(
      "INSERT INTO products (id, name, price_cents, sale_price_cents, sku, stock_quantity, active, category_id) VALUES (8, 'Novo em Promoção', 3000, 2000, 'SKU-8', 3, 1, 1)",
    ).run();
    const fresh = (await api("/api/products/8")).body.product;
    expect(fresh.referencePriceCents).toBeNull();
    expect(toProductCard(fresh).originalPriceCents).toBeNull();
  });

  it("a price rise shortly before a sale does not raise the reference", async () => {
    // 49,99 € for months, raised to 59,99 € fifteen days ago, then a 'sale' at 44,99 € today.
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    await env.DB.batch([
      env.DB.prepare("DELETE FROM price_history WHERE product_id = 3"),
      env.DB.prepare("INSERT INTO price_history (product_id, price_cents, effective_from) VALUES (3, 4999, ?1), (3, 5999, ?2)").bind(daysAgo(120), daysAgo(15)),
    ]);
    await env.DB.prepare("UPDATE products SET sale_price_cents = 4499 WHERE id = 3").run();
    const p = (await api("/api/products/3")).body.product;
    expect(p.referencePriceCents).toBe(4999);
    expect(toProductCard(p)).toMatchObject({ priceCents: 4499, originalPriceCents: 4999, discountPercent: 10 });
  });

  it("a variant with its own sale price answers its own reference", async () => {
    const v = await env.DB.prepare(
      "INSERT INTO product_variants (product_id, sku, size, price_cents, stock_quantity, position) VALUES (2, 'SKU-2-G', 'G', 9999, 4, 1) RETURNING id",
    ).first<{ id: number }>();
    await env.DB.prepare("UPDATE price_history SET effective_from = '2026-09-01T00:00:00.000Z' WHERE variant_id = ?1").bind(v!.id).run();
    await env.DB.prepare("UPDATE product_variants SET sale_price_cents = 7999 WHERE id = ?1").bind(v!.id).run();
    const { body } = await api("/api/products/2");
    const variants = body.product.variants as { id: number; referencePriceCents: number | null }[];
    expect(variants.find((x) => x.id === v!.id)?.referencePriceCents).toBe(9999);
    expect(variants.find((x) => x.id !== v!.id)?.referencePriceCents).toBe(8999);
  });
});
