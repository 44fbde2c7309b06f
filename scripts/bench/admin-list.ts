import type { AdminProductsQuery } from "../../shared/admin-catalog";
import { toMatchQuery } from "../../worker/features/catalog/catalog.service";
import { catalogAdminRepo } from "../../worker/features/catalog/catalog-admin.repo";

/** The back-office's products list must answer within this, for every filter, at the bench's catalogue size (issue 34). */
export const ADMIN_LIST_TARGET_MS = 250;

/**
 * The back-office's products list (issue 34) at the bench's catalogue size: each filter the page offers, the first page
 * and a deep one, asked five times after a warm-up through the repo's own query on the bench's database; the median
 * and the slowest. The list is for the shop's team (a few people), so it is timed alone, not under load.
 */
export async function measureAdminList(d1: any, products: number) {
  const repo = catalogAdminRepo(d1);
  const words = (q: AdminProductsQuery) => (q.q ? (toMatchQuery(q.q)?.all ?? null) : null);
  const sku = (n: number) => `MB-${String(n).padStart(6, "0")}`;
  const queries: [string, AdminProductsQuery][] = [
    ["first page", { page: 1 }],
    ["deepest page", { page: Math.max(1, Math.ceil(products / 50)) }],
    ["category", { category: 2, page: 1 }],
    ["category, page 200", { category: 2, page: 200 }],
    ["inactive", { active: "0", page: 1 }],
    ["sold out", { stock: "out", page: 1 }],
    ["low stock", { stock: "low", page: 1 }],
    ["sku", { q: sku(Math.ceil(products / 2)), page: 1 }],
    ["name word", { q: "manta", page: 1 }],
    ["name, no match", { q: "zzzz", page: 1 }],
  ];
  const results: { name: string; medianMs: number; maxMs: number; total: number }[] = [];
  for (const [name, q] of queries) {
    await repo.list(q, words(q));
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      total = (await repo.list(q, words(q))).total;
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    results.push({ name, medianMs: Math.round(times[2]!), maxMs: Math.round(times[4]!), total });
  }
  return results;
}
