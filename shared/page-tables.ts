import { type CatalogueText, categoryPathIn, type ListingPageDef } from "./categories";
import { catalogueCopy as esCatalogue } from "./copy/es/catalogue";
import { routePaths as esRoutes } from "./copy/es/routes";
import { catalogueCopy as ptCatalogue } from "./copy/pt/catalogue";
import { routePaths as ptRoutes } from "./copy/pt/routes";
import type { Lang } from "./languages";
import { pathsFrom } from "./paths";
import { type PageTables, patternsIn, ROUTE_KEYS, ROUTES, type RouteKey } from "./routes";

/**
 * Both languages' page addresses and catalogue words (issue 31, docs/decisions/0039), for what serves both: the worker,
 * the scripts and the tests. The web never imports this: it is built once per language and reads its own through
 * `#copy/routes` and `#copy/catalogue` (shared/paths.ts `paths`).
 */
export const PAGE_TABLES: Record<Lang, PageTables> = {
  pt: { routes: ptRoutes, catalogue: ptCatalogue },
  es: { routes: esRoutes, catalogue: esCatalogue },
};

const catalogue = (lang: Lang): CatalogueText => PAGE_TABLES[lang].catalogue;

/** A route's react-router patterns in a language (one, or the listing pages'). */
export const routePatterns = (key: RouteKey, lang: Lang = "pt") => patternsIn(PAGE_TABLES[lang], key);

/** The pages' addresses in a language (the Spanish ones under /es/). */
export const pathsFor = (lang: Lang) => pathsFrom(PAGE_TABLES[lang]);

/** A language's listing pages (path and title in that language). */
export const listingPages = (lang: Lang): readonly Readonly<ListingPageDef>[] => catalogue(lang).listingPages;

/** The Portuguese listing pages. */
export const LISTING_PAGES = listingPages("pt");

/** A category's page in a language. */
export const categoryPath = (slug: string, lang: Lang = "pt") => categoryPathIn(catalogue(lang), slug);

/** A category's and a subcategory's name in a language. */
export const categoryName = (slug: string, lang: Lang): string | undefined => catalogue(lang).categoryNames[slug];
export const subcategoryName = (slug: string, lang: Lang): string | undefined => catalogue(lang).subcategoryNames[slug];

/**
 * A category's or subcategory's name as the API gives it in `lang`: the database's (`stored`) in Portuguese, the
 * copy's in another language (they live with that language's paths), the stored one when the copy has none.
 */
export const taxonomyNameIn = (kind: "category" | "subcategory", slug: string, lang: Lang, stored: string): string =>
  lang === "pt" ? stored : ((kind === "category" ? categoryName : subcategoryName)(slug, lang) ?? stored);

/** The public information pages (footer, legal texts, withdrawal) in a language: indexed, in the sitemap, checked by axe-core. */
export const infoPagePaths = (lang: Lang): readonly string[] =>
  ROUTE_KEYS.filter((k) => ROUTES[k].group === "other" && ROUTES[k].audience === "public").flatMap((k) => routePatterns(k, lang));
