import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { api } from "./setup/request";

/** What listing_totals must hold (migrations/0018, decisions/0026): the active products of each scope, counted afresh. */
async function counted() {
  const rows = await env.DB.prepare(
    "SELECT 'all' AS scope, count(*) AS total FROM products WHERE active = 1 " +
      "UNION ALL SELECT 'c' || category_id, count(*) FROM products WHERE active = 1 AND category_id IS NOT NULL GROUP BY category_id " +
      "UNION ALL SELECT 's' || subcategory_id, count(*) FROM products WHERE active = 1 AND subcategory_id IS NOT NULL GROUP BY subcategory_id",
  ).all<{ scope: string; total: number }>();
  return Object.fromEntries(rows.results.map((r) => [r.scope, r.total]));
}
/** The kept totals, leaving out scopes at 0 (a scope whose last product went keeps its row at 0). */
async function kept() {
  const rows = await env.DB.prepare("SELECT scope, total FROM listing_totals WHERE total <> 0").all<{ scope: string; total: number }>();
  return Object.fromEntries(rows.results.map((r) => [r.scope, r.total]));
}
const insert = (id: number, active: number, category: number | null, subcategory: number | null) =>
  env.DB.prepare(
    "INSERT INTO products (id, name, price_cents, sku, stock_quantity, active, category_id, subcategory_id) VALUES (?, ?, 999, ?, 1, ?, ?, ?)",
  ).bind(id, `Produto ${id}`, `SKU-T${id}`, active, category, subcategory);
// Past the edge cache (decisions/0020), whose answers are keyed by the catalogue's version.
const PAST_THE_CACHE = { headers: { Cookie: "authjs.session-token=past-the-edge-cache" } };
const listingTotal = async (query: string) => (await api(`/api/products?${query}`, PAST_THE_CACHE)).body.total;

describe("listing totals kept by triggers (migrations/0018)", () => {
  beforeEach(seedCatalogFixture);

  it("hold each scope's active products after the catalogue is seeded", async () => {
    const fresh = await counted();
    expect(fresh.all).toBeGreaterThan(0);
    expect(await kept()).toEqual(fresh);
  });

  it("follow inserts, (de)activation, moves between categories and subcategories, and deletes", async () => {
    await insert(500, 1, 1, 1).run();
    await insert(501, 0, 1, 2).run();
    await insert(502, 1, null, null).run();
    expect(await kept()).toEqual(await counted());
    await env.DB.prepare("UPDATE products SET active = 1 WHERE id = 501").run();
    await env.DB.prepare("UPDATE products SET active = 0 WHERE id = 1").run();
    expect(await kept()).toEqual(await counted());
    await env.DB.prepare("UPDATE products SET category_id = 2, subcategory_id = 3 WHERE id = 500").run();
    await env.DB.prepare("UPDATE products SET subcategory_id = NULL WHERE id = 2").run();
    await env.DB.prepare("UPDATE products SET category_id = 1 WHERE id = 502").run();
    // Written again with the same values: nothing changes.
    await env.DB.prepare("UPDATE products SET active = active, category_id = category_id WHERE id IN (3, 4)").run();
    expect(await kept()).toEqual(await counted());
    await env.DB.prepare("DELETE FROM products WHERE id IN (500, 1, 502)").run();
    expect(await kept()).toEqual(await counted());
  });

  it("follow a batch of writes and writes sent side by side", async () => {
    await env.DB.batch([insert(600, 1, 2, 3), insert(601, 1, 2, 3), env.DB.prepare("UPDATE products SET active = 0 WHERE id = 600")]);
    await Promise.all(Array.from({ length: 12 }, (_, i) => insert(700 + i, i % 3 === 0 ? 0 : 1, 1 + (i % 2), i % 2 === 0 ? 1 : 3).run()));
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        env.DB.prepare("UPDATE products SET active = 1 - active WHERE id = ?")
          .bind(700 + i)
          .run(),
      ),
    );
    expect(await kept()).toEqual(await counted());
  });

  it("are what a listing without filters answers; a filtered listing still counts", async () => {
    await insert(800, 1, 1, 2).run();
    await env.DB.prepare("UPDATE products SET active = 0 WHERE id = 1").run();
    const fresh = await counted();
    expect(await listingTotal("")).toBe(fresh.all);
    expect(await listingTotal("category=sono-conforto")).toBe(fresh.c1);
    expect(await listingTotal("category=sono-conforto&subcategory=espreguicadeira-rede")).toBe(fresh.s2);
    // The category totals page reads the same kept totals.
    const sono = (await api("/api/categories/totals", PAST_THE_CACHE)).body.categories.find((c: { id: number }) => c.id === 1);
    expect([sono.total, ...sono.subcategories.map((s: { id: number; total: number }) => [s.id, s.total])]).toEqual([fresh.c1, [1, fresh.s1], [2, fresh.s2]]);
    const cheap = await env.DB.prepare(
      "SELECT count(*) AS n FROM products WHERE active = 1 AND category_id = 1 AND coalesce(sale_price_cents, price_cents) <= 1000",
    ).first<{ n: number }>();
    expect(await listingTotal("category=sono-conforto&max=10")).toBe(cheap!.n);
    // A category whose last product went keeps its row at 0; one with no row at all (never a product) answers 0 too.
    await env.DB.prepare("UPDATE products SET active = 0 WHERE category_id = 3").run();
    expect(await listingTotal("category=roupas-bebe")).toBe(0);
    await env.DB.prepare("DELETE FROM listing_totals WHERE scope = 'c3'").run();
    expect(await listingTotal("category=roupas-bebe")).toBe(0);
  });

  it("the migration's own fill counts a catalogue that already has rows", async () => {
    await insert(900, 1, 2, null).run();
    await insert(901, 1, null, null).run();
    const fill = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0018_"))!.queries.filter((q) => /^\s*(--.*\n)*\s*INSERT INTO `listing_totals`/.test(q));
    expect(fill).toHaveLength(3);
    await env.DB.prepare("DELETE FROM listing_totals").run();
    await env.DB.batch(fill.map((q) => env.DB.prepare(q)));
    expect(await kept()).toEqual(await counted());
  });
});
