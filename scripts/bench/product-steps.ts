import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import { createDb } from "../../worker/db/client";
import { catalogRepo } from "../../worker/features/catalog/catalog.repo";
import { catalogService } from "../../worker/features/catalog/catalog.service";
import { priceHistoryRepo } from "../../worker/features/catalog/price-history.repo";
import { variantsRepo } from "../../worker/features/catalog/variants.repo";
import type { ImageStore } from "../../worker/integrations/r2-images";

/** What one product answer costs in this process, step by step (issue 51: where the product page's gap goes). */
export interface ProductSteps {
  /** The engine running the page's statements (the product, its variants, their price history, the sale's history). */
  sqlMs: number;
  /** The service turning their rows into the answer (names, reference prices, options), without storage. */
  buildingMs: number;
  /** `JSON.stringify` of the answer, as the route sends it. */
  serialisingMs: number;
  /** The answer's size. */
  bytes: number;
  /** Storage calls the route makes per answer (D1 statements and the R2 folder listing). */
  storageCalls: number;
}

const value = (v: unknown): SQLInputValue => (typeof v === "boolean" ? (v ? 1 : 0) : (v as SQLInputValue));

/**
 * D1's statement API (prepare, bind, all, raw, first, run, batch) over node:sqlite, the engine D1 runs, in this
 * process: the statements cost the engine alone, with no runtime, no local storage service and no I/O between.
 */
function d1Over(db: DatabaseSync) {
  const statement = (sql: string, params: unknown[] = []) => ({
    bind: (...values: unknown[]) => statement(sql, values),
    all: async () => ({ results: db.prepare(sql).all(...params.map(value)), success: true, meta: {} }),
    raw: async () => {
      const s = db.prepare(sql);
      s.setReturnArrays(true);
      return s.all(...params.map(value));
    },
    first: async (column?: string) => {
      const row = db.prepare(sql).get(...params.map(value)) as Record<string, unknown> | undefined;
      return row ? (column ? row[column] : row) : null;
    },
    run: async () => ({ success: true, meta: { changes: Number(db.prepare(sql).run(...params.map(value)).changes) } }),
  });
  type Statement = ReturnType<typeof statement>;
  return { prepare: (sql: string) => statement(sql), batch: (statements: Statement[]) => Promise.all(statements.map((s) => s.all())) };
}

/** The local D1 database file of a `--persist-to` state (wrangler keeps one SQLite file per database). */
export function localD1File(persistTo: string) {
  const dir = join(persistTo, "v3", "d1", "miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((f) => f.endsWith(".sqlite"));
  if (!file) throw new Error(`no D1 database in ${dir}`);
  return join(dir, file);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * The product page's answer (GET /api/products/:id) taken apart in this process, on the bench's own database: the
 * statements through the shop's own repos, the service's building of the answer with the folder listing left out
 * (it is R2's), and its serialisation; each the median per answer over `ids`, five rounds after a warm-up. What the
 * served route costs beyond these is the runtime's: the storage calls through `wrangler dev`'s local D1 and R2.
 */
export async function measureProductSteps(persistTo: string, ids: number[]): Promise<ProductSteps> {
  const sqlite = new DatabaseSync(localD1File(persistTo), { readOnly: true });
  try {
    const client = d1Over(sqlite);
    const db = createDb(client as unknown as D1Database);
    const [repo, variants, history] = [catalogRepo(db), variantsRepo(db), priceHistoryRepo(db)];
    const noFolder = { listFolder: async () => [] } as unknown as ImageStore;
    const version = { current: async () => null };
    const synonyms = { forWords: async () => new Map<string, string>() };
    // Each product's rows, read once by the shop's repos, for the service to build from without storage.
    type Rows = {
      p: Awaited<ReturnType<typeof repo.productById>>;
      v: Awaited<ReturnType<typeof variants.activeOf>>;
      vh: Awaited<ReturnType<typeof history.ofVariants>>;
      ph: Awaited<ReturnType<typeof history.ofProducts>> | null;
    };
    const read = new Map<number, Rows>();
    const held = {
      repo: { ...repo, productById: async (id: number) => read.get(id)!.p },
      variants: { ...variants, activeOf: async ([id]: number[]) => read.get(id!)!.v },
      history: { ...history, ofVariants: async (id: number) => read.get(id)!.vh, ofProducts: async ([id]: number[]) => read.get(id!)!.ph ?? new Map() },
    };
    const service = catalogService(held.repo, held.variants, noFolder, held.history, version, synonyms);
    const sql: number[] = [];
    const building: number[] = [];
    const serialising: number[] = [];
    let bytes = 0;
    for (let round = 0; round < 6; round++) {
      for (const id of ids) {
        let t = performance.now();
        const p = await repo.productById(id, "pt");
        const [v, vh, ph] = await Promise.all([
          variants.activeOf([id], "pt"),
          history.ofVariants(id),
          p?.salePriceCents != null ? history.ofProducts([id]) : null,
        ]);
        const sqlMs = performance.now() - t;
        read.set(id, { p, v, vh, ph });
        t = performance.now();
        const answer = await service.product(id, "pt").catch(() => null);
        const buildingMs = performance.now() - t;
        t = performance.now();
        const body = JSON.stringify(answer);
        const serialisingMs = performance.now() - t;
        if (round === 0) continue; // the warm-up
        sql.push(sqlMs);
        building.push(buildingMs);
        serialising.push(serialisingMs);
        bytes = Math.max(bytes, body.length);
      }
    }
    return {
      sqlMs: median(sql),
      buildingMs: median(building),
      serialisingMs: median(serialising),
      bytes,
      // The product, its variants, their price history, the sale's history (on sale only), and the R2 folder listing.
      storageCalls: 5,
    };
  } finally {
    sqlite.close();
  }
}
