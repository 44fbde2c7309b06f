import { categoryPath, LISTING_PAGES, subcategoryPath } from "../../../shared/categories";
import { paths } from "../../../shared/paths";
import { ROUTE_KEYS, ROUTES, type RouteDef, type RouteKey, routePatterns } from "../../../shared/routes";
import type { catalogService } from "../catalog/catalog.service";
import { escapeHtml } from "./html-safety";
import type { SitemapRepo } from "./sitemap.repo";

/** The sitemap protocol's limit of URLs in one file; beyond it /sitemap.xml is an index of /sitemap-N.xml files. */
export const SITEMAP_MAX_URLS = 50_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export const sitemapPartPath = (n: number) => `/sitemap-${n}.xml`;

/**
 * Every address worth indexing, relative, for each page of the route table in the sitemap (shared/routes.ts), in its
 * order: home, listings (canonical ones, and each subcategory), every active product, information pages.
 */
export async function sitemapPaths(catalog: Pick<ReturnType<typeof catalogService>, "categories">, repo: SitemapRepo): Promise<string[]> {
  const [categories, ids] = await Promise.all([catalog.categories(), repo.activeProductIds()]);
  const listings = new Set<string>();
  for (const def of LISTING_PAGES) {
    // Aliases of a category's page are left out: their canonical address is the category's own route.
    if (def.fixedSubcategory || def.category === null || categoryPath(def.category) === def.path) listings.add(def.path);
  }
  for (const c of categories) {
    const page = categoryPath(c.slug);
    if (page) for (const s of c.subcategories) listings.add(subcategoryPath(page, s.slug));
  }
  // The routes whose pages are not their patterns as written.
  const pages: Partial<Record<RouteKey, readonly string[]>> = { listing: [...listings], product: ids.map((id) => paths.product(id)) };
  return ROUTE_KEYS.filter((key) => (ROUTES[key] as RouteDef).sitemap).flatMap((key) => pages[key] ?? routePatterns(key));
}

const urlset = (origin: string, list: string[]) =>
  `${XML_HEAD}<urlset ${NS}>\n${list.map((p) => `  <url><loc>${escapeHtml(`${origin}${p}`)}</loc></url>`).join("\n")}\n</urlset>\n`;

/**
 * The XML at /sitemap.xml (part 0) or /sitemap-N.xml: one urlset while everything fits in one file, otherwise an
 * index of parts of at most `max` URLs each. Null for a part that does not exist.
 */
export function sitemapXml(origin: string, all: string[], part: number, max = SITEMAP_MAX_URLS): string | null {
  const parts = Math.ceil(all.length / max);
  if (part === 0) {
    if (parts <= 1) return urlset(origin, all);
    const entries = Array.from({ length: parts }, (_, i) => `  <sitemap><loc>${escapeHtml(`${origin}${sitemapPartPath(i + 1)}`)}</loc></sitemap>`);
    return `${XML_HEAD}<sitemapindex ${NS}>\n${entries.join("\n")}\n</sitemapindex>\n`;
  }
  if (parts <= 1 || part > parts) return null;
  return urlset(origin, all.slice((part - 1) * max, part * max));
}

/** robots.txt: the catalogue open, the customer's pages, checkout and the API closed, and where the sitemap is. */
export function robotsTxt(origin: string, privatePages: readonly string[]): string {
  const closed = ["/api/", ...new Set(privatePages)];
  return `User-agent: *\n${closed.map((p) => `Disallow: ${p}`).join("\n")}\n\nSitemap: ${origin}/sitemap.xml\n`;
}
