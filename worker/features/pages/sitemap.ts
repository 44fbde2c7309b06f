import { subcategoryPath } from "../../../shared/categories";
import { DEFAULT_LANG, LANGUAGES, type Lang, LOCALE } from "../../../shared/languages";
import { categoryPath, listingPages, pathsFor, routePatterns } from "../../../shared/page-tables";

import { ROUTE_KEYS, ROUTES, type RouteDef, type RouteKey } from "../../../shared/routes";
import type { catalogService } from "../catalog/catalog.service";
import { escapeHtml } from "./html-safety";
import type { SitemapRepo } from "./sitemap.repo";

/** The sitemap protocol's limit of URLs in one file; beyond it /sitemap.xml is an index of /sitemap-N.xml files. */
export const SITEMAP_MAX_URLS = 50_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const XHTML_NS = 'xmlns:xhtml="http://www.w3.org/1999/xhtml"';

export const sitemapPartPath = (n: number) => `/sitemap-${n}.xml`;

/** A page of the sitemap: its relative address in each language (every page the sitemap lists has both). */
export type SitemapPage = Record<Lang, string>;

/** The canonical listing pages of a language: aliases of a category's page are left out, their canonical is the category's own route. */
function canonicalListings(lang: Lang, categories: { slug: string; subcategories: { slug: string }[] }[]): string[] {
  const listings = new Set<string>();
  for (const def of listingPages(lang)) {
    if (def.fixedSubcategory || def.category === null || categoryPath(def.category, lang) === def.path) listings.add(def.path);
  }
  for (const c of categories) {
    const page = categoryPath(c.slug, lang);
    if (page) for (const s of c.subcategories) listings.add(subcategoryPath(page, s.slug));
  }
  return [...listings];
}

/**
 * Every page worth indexing, for each page of the route table in the sitemap (shared/routes.ts), in its order: home,
 * listings (canonical ones, and each subcategory), every active product, information pages; each in both languages.
 */
export async function sitemapPages(catalog: Pick<ReturnType<typeof catalogService>, "categories">, repo: SitemapRepo): Promise<SitemapPage[]> {
  const [categories, ids] = await Promise.all([catalog.categories(), repo.activeProductIds()]);
  // The routes whose pages are not their patterns as written; the listings of both languages are listed in the same order.
  const pagesIn = (lang: Lang): Partial<Record<RouteKey, readonly string[]>> => ({
    listing: canonicalListings(lang, categories),
    product: ids.map((id) => pathsFor(lang).product(id)),
  });
  const [pt, es] = [pagesIn("pt"), pagesIn("es")];
  return ROUTE_KEYS.filter((key) => (ROUTES[key] as RouteDef).sitemap).flatMap((key) => {
    const ptPaths = pt[key] ?? routePatterns(key, "pt");
    const esPaths = es[key] ?? routePatterns(key, "es");
    if (ptPaths.length !== esPaths.length) throw new Error(`sitemap: ${key} has ${ptPaths.length} Portuguese and ${esPaths.length} Spanish pages`);
    return ptPaths.map((path, i) => ({ pt: path, es: esPaths[i]! }));
  });
}

/** One `<url>` per page and language, each naming the page in every language and x-default (the Portuguese). */
const urlEntries = (origin: string, pages: SitemapPage[]) =>
  pages.flatMap((page) => {
    const links = [
      ...LANGUAGES.map((l) => `<xhtml:link rel="alternate" hreflang="${LOCALE[l]}" href="${escapeHtml(`${origin}${page[l]}`)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(`${origin}${page[DEFAULT_LANG]}`)}"/>`,
    ].join("");
    return LANGUAGES.map((l) => `  <url><loc>${escapeHtml(`${origin}${page[l]}`)}</loc>${links}</url>`);
  });

const urlset = (origin: string, pages: SitemapPage[]) => `${XML_HEAD}<urlset ${NS} ${XHTML_NS}>\n${urlEntries(origin, pages).join("\n")}\n</urlset>\n`;

/**
 * The XML at /sitemap.xml (part 0) or /sitemap-N.xml: one urlset while everything fits in one file, otherwise an
 * index of parts of at most `max` URLs each (a page's languages stay in one part). Null for a part that does not exist.
 */
export function sitemapXml(origin: string, all: SitemapPage[], part: number, max = SITEMAP_MAX_URLS): string | null {
  const perPart = Math.floor(max / LANGUAGES.length);
  const parts = Math.ceil(all.length / perPart);
  if (part === 0) {
    if (parts <= 1) return urlset(origin, all);
    const entries = Array.from({ length: parts }, (_, i) => `  <sitemap><loc>${escapeHtml(`${origin}${sitemapPartPath(i + 1)}`)}</loc></sitemap>`);
    return `${XML_HEAD}<sitemapindex ${NS}>\n${entries.join("\n")}\n</sitemapindex>\n`;
  }
  if (parts <= 1 || part > parts) return null;
  return urlset(origin, all.slice((part - 1) * perPart, part * perPart));
}

/** robots.txt: the catalogue open, the customer's pages, checkout and the API closed, and where the sitemap is. */
export function robotsTxt(origin: string, privatePages: readonly string[]): string {
  const closed = ["/api/", ...new Set(privatePages)];
  return `User-agent: *\n${closed.map((p) => `Disallow: ${p}`).join("\n")}\n\nSitemap: ${origin}/sitemap.xml\n`;
}
