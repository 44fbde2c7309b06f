import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";

/** Reads the real catalogue through the API, so tests state expectations from data, not guesses. */
export async function apiJson<T = any>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  if (!res.ok()) throw new Error(`${path} → ${res.status()}`);
  return res.json() as Promise<T>;
}

export interface Summary {
  id: number;
  name: string;
  priceCents: number;
  salePriceCents: number | null;
  stockQuantity: number;
  sku: string;
  variantCount: number;
  priceVaries: boolean;
  minPriceCents: number | null;
  ratingAverage: number | null;
  reviewCount: number;
  /** EU Omnibus: the lowest price of the 30 days before the sale started (null: not on sale or none known). */
  referencePriceCents: number | null;
}

/** A reduction may be announced: on sale below its 30-day reference price (shared/reference-price.ts). */
export const announcesReduction = (p: Summary) => p.salePriceCents !== null && p.referencePriceCents !== null && p.referencePriceCents > p.salePriceCents;

/**
 * Finds active products matching a predicate by walking the catalogue listing. Products sold in sizes, colours
 * or packs are left out unless `withOptions`: a card or product page adds them only once the options are chosen.
 */
export async function findProducts(
  request: APIRequestContext,
  pred: (p: Summary) => boolean,
  want = 1,
  { withOptions = false }: { withOptions?: boolean } = {},
): Promise<Summary[]> {
  const found: Summary[] = [];
  for (let page = 1; found.length < want; page++) {
    const body = await apiJson<{ items: Summary[]; totalPages: number }>(request, `/api/products?page=${page}`);
    found.push(...body.items.filter((p) => (withOptions || p.variantCount === 1) && pred(p)));
    if (page >= body.totalPages) break;
  }
  return found.slice(0, want);
}

export const euro = (cents: number) => new Intl.NumberFormat("pt-PT", { style: "currency", currency: "EUR" }).format(cents / 100);

export const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Scrolls down until the locator is visible (below-the-fold sections load as they come near). */
export async function scrollUntilVisible(page: import("@playwright/test").Page, locator: import("@playwright/test").Locator) {
  await expect
    .poll(
      async () => {
        if (await locator.isVisible()) return true;
        await page.mouse.wheel(0, 700);
        return false;
      },
      { intervals: [100], timeout: 10_000 },
    )
    .toBe(true);
  await locator.scrollIntoViewIfNeeded();
}

/** The product cards of the page's main content. */
export const productCards = (page: Page) => page.getByRole("main").getByRole("article");

/**
 * A product's link, told apart by its address: the demo catalogue gives some products the same name (seen in CI,
 * a search for one product's name listed a namesake first).
 */
export const productLink = (scope: Page | Locator, p: { id: number; name: string }) =>
  scope.getByRole("link", { name: p.name, exact: true }).and(scope.locator(`:is([href$="/${p.id}"], [href*="/${p.id}?"])`));

/** That product's card among the page's cards. */
export const cardOf = (page: Page, p: { id: number; name: string }) => productCards(page).filter({ has: productLink(page, p) });
