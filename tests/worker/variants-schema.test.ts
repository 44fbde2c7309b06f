import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { seedCatalogFixture } from "./setup/catalog-fixture";

/** Products sell through variants (migrations/0004): the product's stock, count and prices follow its active variants. */
const product = (id: number) =>
  env.DB.prepare("SELECT stock_quantity AS stock, variant_count AS variants, min_price_cents AS minPrice, price_varies AS varies FROM products WHERE id = ?")
    .bind(id)
    .first<{ stock: number; variants: number; minPrice: number | null; varies: number }>();
const variants = (id: number) =>
  env.DB.prepare("SELECT sku, size, color, stock_quantity AS stock, active FROM product_variants WHERE product_id = ? ORDER BY position, id").bind(id).all();
const addVariant = (productId: number, sku: string, size: string, stock: number, price: number | null = null, sale: number | null = null, active = 1) =>
  env.DB.prepare(
    "INSERT INTO product_variants (product_id, sku, size, stock_quantity, price_cents, sale_price_cents, position, active) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
  )
    .bind(productId, sku, size, stock, price, sale, stock, active)
    .run();

describe("variants schema", () => {
  beforeEach(seedCatalogFixture);

  it("a new product gets one default variant with its sku and stock, and shows it", async () => {
    expect((await variants(1)).results).toEqual([{ sku: "SKU-1", size: null, color: null, stock: 5, active: 1 }]);
    expect(await product(1)).toEqual({ stock: 5, variants: 1, minPrice: 12999, varies: 0 });
    // On sale: the lowest price is the sale price.
    expect(await product(2)).toMatchObject({ stock: 0, minPrice: 6999, varies: 0 });
  });

  it("the product's stock is the sum of its active variants, and 0 only when every one is sold out", async () => {
    await env.DB.prepare("DELETE FROM product_variants WHERE product_id = 7").run();
    expect(await product(7)).toEqual({ stock: 0, variants: 0, minPrice: null, varies: 0 });
    await addVariant(7, "BODY-RN", "RN", 0);
    await addVariant(7, "BODY-03", "0-3 meses", 4);
    await addVariant(7, "BODY-36", "3-6 meses", 9, null, null, 0);
    expect(await product(7)).toMatchObject({ stock: 4, variants: 2 });
    await env.DB.prepare("UPDATE product_variants SET stock_quantity = 0 WHERE sku = 'BODY-03'").run();
    expect(await product(7)).toMatchObject({ stock: 0, variants: 2 });
    await env.DB.prepare("UPDATE product_variants SET active = 1 WHERE sku = 'BODY-36'").run();
    expect(await product(7)).toMatchObject({ stock: 9, variants: 3 });
  });

  it("a variant's own price makes prices differ; the lowest is the 'a partir de' price and follows the product's price", async () => {
    await env.DB.prepare("DELETE FROM product_variants WHERE product_id = 4").run();
    await addVariant(4, "FRALDA-T1-24", "T1", 5); // the product's 8,99 €
    await addVariant(4, "FRALDA-T1-48", "T1", 5, 1599, 1499);
    expect(await product(4)).toEqual({ stock: 10, variants: 2, minPrice: 899, varies: 1 });
    await env.DB.prepare("UPDATE products SET price_cents = 1999 WHERE id = 4").run();
    expect(await product(4)).toMatchObject({ minPrice: 1499, varies: 1 });
    await env.DB.prepare("UPDATE products SET price_cents = 1499 WHERE id = 4").run();
    expect(await product(4)).toMatchObject({ minPrice: 1499, varies: 0 });
  });

  it("refuses negative stock and a sale price without a price; a variant sku is unique", async () => {
    await expect(addVariant(1, "NEG", "RN", -1)).rejects.toThrow(/CHECK/);
    await expect(addVariant(1, "SALE-ONLY", "RN", 1, null, 500)).rejects.toThrow(/CHECK/);
    await expect(addVariant(1, "SKU-2", "RN", 1)).rejects.toThrow(/UNIQUE/);
  });

  it("removing a product removes its variants", async () => {
    await env.DB.prepare("DELETE FROM products WHERE id = 6").run();
    expect((await variants(6)).results).toEqual([]);
  });
});

describe("migration 0004 on a shop that already has products", () => {
  it("gives every product one default variant with its stock, and keeps products and favourites", async () => {
    const db = env.MIGRATION_DB;
    const before = env.TEST_MIGRATIONS.filter((m) => m.name < "0004");
    const rest = env.TEST_MIGRATIONS.filter((m) => m.name >= "0004");
    await applyD1Migrations(db, before);
    await db.batch([
      db.prepare(
        "INSERT INTO products (id, name, price_cents, sku, stock_quantity, active) VALUES (1, 'Body', 1299, 'MB-1', 7, 1), (2, 'Fralda', 899, 'MB-2', 0, 0)",
      ),
      db.prepare("INSERT INTO users (id, email) VALUES ('u1', 'ana@exemplo.pt')"),
      db.prepare("INSERT INTO favorites (id, user_id, product_id) VALUES ('f1', 'u1', 1)"),
    ]);
    await applyD1Migrations(db, rest);
    const rows = await db.prepare("SELECT product_id AS productId, sku, size, stock_quantity AS stock FROM product_variants ORDER BY product_id").all();
    expect(rows.results).toEqual([
      { productId: 1, sku: "MB-1", size: null, stock: 7 },
      { productId: 2, sku: "MB-2", size: null, stock: 0 },
    ]);
    const products = await db
      .prepare("SELECT id, stock_quantity AS stock, variant_count AS variants, min_price_cents AS minPrice FROM products ORDER BY id")
      .all();
    expect(products.results).toEqual([
      { id: 1, stock: 7, variants: 1, minPrice: 1299 },
      { id: 2, stock: 0, variants: 1, minPrice: 899 },
    ]);
    expect((await db.prepare("SELECT product_id AS productId FROM favorites").all()).results).toEqual([{ productId: 1 }]);
  });
});
