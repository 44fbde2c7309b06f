/// <reference types="vite/client" />

import { env } from "cloudflare:workers";
import { describe, expect, it, onTestFinished } from "vitest";

/**
 * The hand-written parts of the schema (FTS5 tables, their views and triggers, expression indexes: migrations/0001, 0014) are
 * invisible to drizzle-kit. A generated table rebuild (DROP TABLE products + rename) would silently drop the
 * triggers and indexes on products (the FTS triggers, and the price_history triggers of migrations/0011 that record
 * every price change); this notices, and checks the search index and the price history still follow the table.
 */
const migrations = import.meta.glob<string>("../../migrations/*.sql", { query: "?raw", import: "default", eager: true });
const sql = Object.keys(migrations)
  .sort()
  .map((k) => migrations[k]!)
  .join("\n");

/** Indexes, triggers, views and virtual tables the migrations create and do not drop again, in the migrations' order. */
function expectedObjects() {
  const steps = /(CREATE|DROP)\s+(?:UNIQUE\s+)?(?:INDEX|TRIGGER|VIEW|VIRTUAL\s+TABLE|TABLE)\s+(?:IF\s+(?:NOT\s+)?EXISTS\s+)?`?(\w+)`?/gi;
  const exists = new Map<string, boolean>();
  for (const m of sql.matchAll(steps)) {
    const [, verb, name] = m;
    // Plain tables are drizzle's to check; only a drop of one (a table rebuild) removes what was on it.
    if (verb!.toUpperCase() === "CREATE" && /^CREATE\s+TABLE/i.test(m[0])) continue;
    exists.set(name!, verb!.toUpperCase() === "CREATE");
  }
  return [...exists].filter(([, alive]) => alive).map(([name]) => name);
}

const ftsIds = async (word: string) =>
  (
    await env.DB.prepare("SELECT rowid AS id FROM products_fts WHERE products_fts MATCH ?1 ORDER BY rowid").bind(`"${word}"*`).all<{ id: number }>()
  ).results.map((r) => r.id);

describe("schema integrity", () => {
  it("every index, trigger and FTS table the migrations create exists in the database", async () => {
    const expected = expectedObjects();
    // The hand-written ones from 0001_catalog_search.sql must be among them.
    expect(expected).toEqual(
      expect.arrayContaining([
        "products_all_price_idx",
        "products_cat_price_idx",
        "products_sub_price_idx",
        "products_fts",
        "products_fts_after_insert",
        "products_fts_after_delete",
        "products_fts_after_update",
        // migrations/0011_price_history.sql: price changes are recorded by triggers (EU Omnibus reference price)
        "price_history_product_idx",
        "price_history_product_insert",
        "price_history_product_update",
        "price_history_variant_insert",
        "price_history_variant_update",
        // migrations/0012_product_reviews.sql: products.rating_sum/rating_count follow the reviews by triggers
        "reviews_aggregate_after_insert",
        "reviews_aggregate_after_delete",
        // migrations/0014_forgiving_search.sql: the fuzzy search index follows products by triggers (decisions/0018)
        "products_fuzzy",
        "products_fuzzy_folded",
        "products_fuzzy_keys",
        "products_fuzzy_after_insert",
        "products_fuzzy_after_delete",
        "products_fuzzy_after_update",
        // migrations/0015_catalog_version.sql: every catalogue change redraws the edge cache's version token
        ...["products", "product_variants", "categories", "subcategories", "manufacturers", "price_history"].flatMap((t) =>
          ["insert", "update", "delete"].map((e) => `catalog_version_${t}_${e}`),
        ),
      ]),
    );
    const present = new Set((await env.DB.prepare("SELECT name FROM sqlite_master").all<{ name: string }>()).results.map((r) => r.name));
    expect(expected.filter((n) => !present.has(n))).toEqual([]);
  });

  it("the price history triggers fire on products and own-priced variants (a rebuild that dropped them writes no history)", async () => {
    const triggers = (
      await env.DB.prepare("SELECT name, tbl_name AS tbl FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'price_history_%' ORDER BY name").all<{
        name: string;
        tbl: string;
      }>()
    ).results;
    expect(triggers).toEqual([
      { name: "price_history_product_insert", tbl: "products" },
      { name: "price_history_product_update", tbl: "products" },
      { name: "price_history_variant_follows", tbl: "product_variants" },
      { name: "price_history_variant_insert", tbl: "product_variants" },
      { name: "price_history_variant_update", tbl: "product_variants" },
    ]);
    onTestFinished(async () => {
      await env.DB.prepare("DELETE FROM products WHERE id = 9003").run();
    });
    await env.DB.prepare(
      "INSERT INTO products (id, name, price_cents, sku, stock_quantity, active) VALUES (9003, 'Sonda de Preço', 1000, 'PH-PROBE', 1, 1)",
    ).run();
    await env.DB.prepare("UPDATE products SET sale_price_cents = 800 WHERE id = 9003").run();
    const rows = (await env.DB.prepare("SELECT price_cents AS p, sale_price_cents AS s FROM price_history WHERE product_id = 9003 ORDER BY id").all()).results;
    expect(rows).toEqual([
      { p: 1000, s: null },
      { p: 1000, s: 800 },
    ]);
  });

  it("the catalogue version token changes with a product, a variant's stock and a category (a rebuild that dropped the triggers would serve stale cache)", async () => {
    const token = async () => (await env.DB.prepare("SELECT token FROM catalog_version WHERE id = 1").first<string>("token"))!;
    onTestFinished(async () => {
      await env.DB.prepare("DELETE FROM products WHERE id = 9004").run();
    });
    let before = await token();
    for (const sql of [
      "INSERT INTO products (id, name, price_cents, sku, stock_quantity, active) VALUES (9004, 'Sonda de Versão', 1000, 'CV-PROBE', 1, 1)",
      "UPDATE product_variants SET stock_quantity = stock_quantity + 1 WHERE product_id = 9004",
      "INSERT INTO categories (id, name, slug, position) VALUES (9004, 'Sonda de Versão', 'sonda-versao', 99)",
      "DELETE FROM categories WHERE id = 9004",
    ]) {
      await env.DB.prepare(sql).run();
      const after = await token();
      expect(after, sql).toMatch(/^[0-9a-f]{16}$/);
      expect(after, sql).not.toBe(before);
      before = after;
    }
  });

  it("the price indexes are expression indexes on the price a shopper pays", async () => {
    const rows = (
      await env.DB.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND name LIKE 'products_%_price_idx'").all<{ name: string; sql: string }>()
    ).results;
    expect(rows).toHaveLength(3);
    for (const r of rows) expect(r.sql).toMatch(/coalesce\(`sale_price_cents`, `price_cents`\)/);
  });

  it("the FTS index follows an insert, a rename, a deactivation, a reactivation and a delete", async () => {
    onTestFinished(async () => {
      await env.DB.prepare("DELETE FROM products WHERE id IN (9001, 9002)").run();
    });
    await env.DB.prepare(
      "INSERT INTO products (id, name, price_cents, sku, stock_quantity, active) VALUES (9001, 'Trocador Zebrado', 1000, 'FTS-PROBE', 1, 1)",
    ).run();
    expect(await ftsIds("zebrado")).toEqual([9001]);
    await env.DB.prepare("UPDATE products SET name = 'Trocador Listrado' WHERE id = 9001").run();
    expect(await ftsIds("zebrado")).toEqual([]);
    expect(await ftsIds("listrado")).toEqual([9001]);
    await env.DB.prepare("UPDATE products SET active = 0 WHERE id = 9001").run();
    expect(await ftsIds("listrado")).toEqual([]);
    await env.DB.prepare("UPDATE products SET active = 1 WHERE id = 9001").run();
    expect(await ftsIds("listrado")).toEqual([9001]);
    await env.DB.prepare("DELETE FROM products WHERE id = 9001").run();
    expect(await ftsIds("listrado")).toEqual([]);
    // An inactive product never enters the index.
    await env.DB.prepare(
      "INSERT INTO products (id, name, price_cents, sku, stock_quantity, active) VALUES (9002, 'Trocador Oculto', 1000, 'FTS-PROBE-2', 1, 0)",
    ).run();
    expect(await ftsIds("oculto")).toEqual([]);
  });
});
