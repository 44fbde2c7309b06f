import { test as base, type Page } from "@playwright/test";
import { closeMainShopDb, MAIN_SHOP_URL, queryMainShop, sql } from "./servers";

/** What a test may change on a product of the main e2e shop. */
export interface ProductChange {
  id: number;
  stock?: number;
  /** Stock of single variants of the product, by variant id. */
  variantStock?: Record<number, number>;
  priceCents?: number;
  active?: boolean;
}

interface ProductRow {
  id: number;
  price_cents: number;
  active: number;
}
interface VariantRow {
  id: number;
  stock_quantity: number;
}

export interface ShopData {
  /** Applies the changes in one go; each product's state before the test's first change is kept. */
  change(changes: ProductChange[]): Promise<void>;
  setStock(productId: number, stock: number): Promise<void>;
  setVariantStock(productId: number, variantId: number, stock: number): Promise<void>;
  /** Puts every changed product back as it was before the test (teardown does this too). */
  restore(): Promise<void>;
}

/** A product's stock is its variants' (migration 0004): a stock change sets it on every variant of the product. */
function updateStatements({ id, stock, variantStock = {}, priceCents, active }: ProductChange): string[] {
  const sets = [priceCents !== undefined ? sql`price_cents = ${priceCents}` : null, active !== undefined ? sql`active = ${active}` : null].filter(Boolean);
  const variants = Object.entries(variantStock).map(
    ([variantId, n]) => sql`UPDATE product_variants SET stock_quantity = ${n} WHERE id = ${Number(variantId)} AND product_id = ${id};`,
  );
  if (sets.length === 0 && stock === undefined && variants.length === 0) throw new Error(`nothing to change on product ${id}`);
  return [
    sets.length > 0 ? `UPDATE products SET ${sets.join(", ")} WHERE ${sql`id = ${id}`};` : "",
    stock !== undefined ? sql`UPDATE product_variants SET stock_quantity = ${stock} WHERE product_id = ${id};` : "",
    ...variants,
  ].filter(Boolean);
}

/**
 * A catalogue page arrives drawn by the worker (docs/decisions/0022) and works once the app has taken it over (the
 * root loses data-rendered). A real finger that taps before then is too early; a test must not be: every navigation
 * of a test's pages waits for the takeover.
 */
function waitForTakeover(page: Page) {
  const after =
    <A extends unknown[], R>(navigate: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const res = await navigate(...args);
      await page.waitForFunction(() => !document.querySelector("#root[data-rendered]"));
      return res;
    };
  page.goto = after(page.goto.bind(page));
  page.reload = after(page.reload.bind(page));
}

export const test = base.extend<{ shopData: ShopData }, { closesShopDb: undefined }>({
  // The worker's own shop (servers.ts): pages, page.request and request all go there.
  baseURL: MAIN_SHOP_URL,
  context: async ({ context }, use) => {
    for (const page of context.pages()) waitForTakeover(page);
    context.on("page", waitForTakeover);
    await use(context);
  },
  /**
   * Tests that change the shop's data get it back in teardown, which runs even when an assertion fails or the
   * test times out (a worker's tests run one at a time on the worker's own shop, so nothing else sees the change). Usage:
   *   test("…", async ({ page, shopData }) => { await shopData.setStock(p.id, 0); … })
   */
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; shopData has none
  shopData: async ({}, use) => {
    const originals = new Map<number, { product: ProductRow; variants: VariantRow[] }>();

    async function change(changes: ProductChange[]) {
      const unseen = [...new Set(changes.map((c) => c.id))].filter((id) => !originals.has(id));
      const reads = unseen.flatMap((id) => [
        sql`SELECT id, price_cents, active FROM products WHERE id = ${id};`,
        sql`SELECT id, stock_quantity FROM product_variants WHERE product_id = ${id};`,
      ]);
      const results = await queryMainShop([...reads, ...changes.flatMap(updateStatements)]);
      unseen.forEach((id, i) => {
        const product = results[2 * i]?.[0] as unknown as ProductRow | undefined;
        if (!product) throw new Error(`no product ${id} in the e2e shop`);
        originals.set(id, { product, variants: (results[2 * i + 1] ?? []) as unknown as VariantRow[] });
      });
    }

    async function restore() {
      if (originals.size === 0) return;
      const back = [...originals.values()].flatMap(({ product: p, variants }) => [
        ...updateStatements({ id: p.id, priceCents: p.price_cents, active: p.active === 1 }),
        ...variants.map((v) => sql`UPDATE product_variants SET stock_quantity = ${v.stock_quantity} WHERE id = ${v.id};`),
      ]);
      await queryMainShop(back);
    }

    await use({
      change,
      setStock: (id, stock) => change([{ id, stock }]),
      setVariantStock: (id, variantId, stock) => change([{ id, variantStock: { [variantId]: stock } }]),
      restore,
    });
    await restore();
  },
  // The main shop's local D1 (servers.ts), opened by a test that reads or changes the data, is closed when the worker ends.
  closesShopDb: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none
    async ({}, use) => {
      await use(undefined);
      await closeMainShopDb();
    },
    { scope: "worker", auto: true },
  ],
});
