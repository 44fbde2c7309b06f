import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { OPTIMIZE_SEARCH_INDEXES } from "../../scripts/lib/search-indexes";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { api } from "./setup/request";

beforeAll(seedCatalogFixture);

/** A word as typed, a prefix, two words, typos and inflections (decisions/0018), a withdrawn product's name. */
const QUERIES = ["berco", "biber", "esp vib", "berso", "carinho", "fraldas", "chupetas", "antigo", "body"];
// Past the edge cache (decisions/0020): its answers would not change with the indexes.
const PAST_THE_CACHE = { headers: { Cookie: "authjs.session-token=past-the-edge-cache" } };
const answers = () =>
  Promise.all(
    QUERIES.flatMap((q) => [`q=${encodeURIComponent(q)}`, `q=${encodeURIComponent(q)}&limit=6`, `q=${encodeURIComponent(q)}&sort=price-low`]).map(
      async (query) => (await api(`/api/products/search?${query}`, PAST_THE_CACHE)).body,
    ),
  );
const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())!.n;
/**
 * How many segments (b-trees) an FTS5 index holds: the count in its structure record (row 10 of its _data table: a
 * 4-byte cookie, then varints for the number of levels and of segments).
 */
async function segments(table: "products_fts" | "products_fuzzy"): Promise<number> {
  const row = await env.DB.prepare(`SELECT block FROM ${table}_data WHERE id = 10`).first<{ block: ArrayBuffer }>();
  const bytes = new Uint8Array(row!.block);
  let at = 4;
  const varint = () => {
    let value = 0;
    for (;;) {
      const byte = bytes[at++]!;
      value = value * 128 + (byte & 0x7f);
      if (byte < 0x80) return value;
    }
  };
  varint(); // levels
  return varint();
}
const definition = async (table: string) => (await env.DB.prepare("SELECT sql FROM sqlite_master WHERE name = ?").bind(table).first<{ sql: string }>())!.sql;

describe("the search indexes (migrations/0017, decisions/0025)", () => {
  it("have a prefix index for each length a search word is asked at", async () => {
    expect(await definition("products_fts")).toContain("prefix='2 3 4 5 6 7 8'");
    expect(await definition("products_fuzzy")).toContain("prefix='3 4 5 6 7'");
  });

  it("made again over a catalogue with rows, give the same answers and hold the active products only", async () => {
    const before = await answers();
    expect(before.some((b) => b.total > 0)).toBe(true);
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0017_"));
    expect(migration).toBeDefined();
    await env.DB.batch(migration!.queries.map((q) => env.DB.prepare(q)));

    // A withdrawn product in the index would be found by the relevance order and counted in every total.
    expect(await answers()).toEqual(before);
    const active = await count("SELECT count(*) AS n FROM products WHERE active = 1");
    expect(active).toBeLessThan(await count("SELECT count(*) AS n FROM products"));
    expect(await count("SELECT count(*) AS n FROM products_fuzzy")).toBe(active);
    // The triggers of 0001 and 0014 write to the tables made again: a new product is found, a withdrawn one is not.
    await env.DB.prepare(
      "INSERT INTO products (id, name, price_cents, sku, stock_quantity, active, category_id, subcategory_id) VALUES (900, 'Chocalho Girafa', 599, 'SKU-900', 3, 1, 2, 3)",
    ).run();
    expect((await api("/api/products/search?q=chocalho")).body.total).toBe(1);
    expect((await api("/api/products/search?q=xocalo")).body.total).toBe(1);
    await env.DB.prepare("UPDATE products SET active = 0 WHERE id = 900").run();
    expect((await api("/api/products/search?q=chocalho")).body.total).toBe(0);
    await env.DB.prepare("DELETE FROM products WHERE id = 900").run();
  });

  it("made one b-tree each by migration 0019 and by the seed (decisions/0030), give the same answers", async () => {
    onTestFinished(async () => {
      await env.DB.prepare("DELETE FROM products WHERE id BETWEEN 910 AND 913").run();
    });
    // Each write on its own, as a catalogue edited product by product: FTS5 adds a segment per write.
    for (const [id, name] of [
      [910, "Chocalho Girafa"],
      [911, "Berço Nuvem Branco"],
      [912, "Manta Carinho Lua"],
      [913, "Body Xocalho Azul"],
    ] as const) {
      await env.DB.prepare("INSERT INTO products (id, name, price_cents, sku, stock_quantity, active) VALUES (?, ?, 999, ?, 3, 1)")
        .bind(id, name, `SKU-${id}`)
        .run();
    }
    expect(await segments("products_fts")).toBeGreaterThan(1);
    expect(await segments("products_fuzzy")).toBeGreaterThan(1);
    const before = await answers();

    const optimizeIn = (prefix: string) => {
      const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith(prefix));
      expect(migration).toBeDefined();
      return migration!.queries
        .map((q) =>
          q
            .replace(/^\s*--.*$/gm, "")
            .replace(/;\s*$/, "")
            .trim(),
        )
        .filter((q) => q.endsWith("VALUES('optimize')"));
    };
    // The seed runs the migrations' own statements: 0019's for the Portuguese indexes, 0023's for the Spanish ones.
    const statements = [...optimizeIn("0019_"), ...optimizeIn("0023_")];
    expect(statements).toEqual([...OPTIMIZE_SEARCH_INDEXES]);
    await env.DB.batch(statements.map((q) => env.DB.prepare(q)));

    expect(await segments("products_fts")).toBe(1);
    expect(await segments("products_fuzzy")).toBe(1);
    expect(await answers()).toEqual(before);
  });
});
