/** Public catalogue answers: browsers keep them a minute, an edge cache five, stale served while it refreshes. */
export const PUBLIC_CATALOG_CACHE = "public, max-age=60, s-maxage=300, stale-while-revalidate=600";
/** Images are addressed by sku and file name and never change in place. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
export const NO_STORE = "no-store";
/**
 * A catalogue answer to a signed-in request: the same data, but only the customer's own browser may keep it; it is
 * never stored in, nor served from, the shared edge cache (features/catalog/catalog-cache.ts).
 */
export const PRIVATE_CATALOG_CACHE = "private, max-age=60";
/**
 * Anonymous pages (docs/decisions/0019): an edge keeps them a minute, browsers ask again each time. They hold only
 * catalogue data; a signed-in customer's request is answered "private, no-store".
 */
export const PUBLIC_PAGE_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
/** The sitemap and robots.txt. */
export const PUBLIC_SITEMAP_CACHE = "public, max-age=3600";
