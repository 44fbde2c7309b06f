import { listingQuerySchema, productIdSchema, searchQuerySchema } from "../../../shared/catalog-schemas";
import { type ListingPageDef, subcategoryPath } from "../../../shared/categories";
import { SEARCH_MIN_CHARS } from "../../../shared/constants";
import { copies } from "../../../shared/copy";
import { adminCopy } from "../../../shared/copy/back-office/admin";
import { IMAGE_SIZES } from "../../../shared/image-sizes";
import type { InitialDataEntry } from "../../../shared/initial-data";
import { LANGUAGES, type Lang, LOCALE, langOfPath } from "../../../shared/languages";
import { listingParams, searchParamsOf } from "../../../shared/listing-url";
import { categoryName, categoryPath, listingPages, pathsFor, routePatterns, subcategoryName } from "../../../shared/page-tables";
import { imageUrl, type ProductSummary, toProductCard } from "../../../shared/product-card";
import { ROUTES, type RouteKey } from "../../../shared/routes";
import type { ShopIdentity } from "../../../shared/shop-info";
import { DomainError } from "../../lib/domain-error";
import type { catalogService } from "../catalog/catalog.service";
import type { PageModel } from "./page-head";
import { imagePreload, shortDescription } from "./page-head";
import { matchRoute, type RouteMatch } from "./route-match";
import { listingCanonical, listingIn } from "./same-page";
import { sitemapPages } from "./sitemap";
import type { SitemapRepo } from "./sitemap.repo";
import { breadcrumbLd, itemListLd, organizationLd, priceAmount, productLd, webSiteLd } from "./structured-data";

type Catalog = ReturnType<typeof catalogService>;

/**
 * What each page of the shop says before its JavaScript runs (docs/decisions/0019): its head tags, its structured
 * data and the first screen's catalogue data, read through the same catalogue service as the API routes, so the
 * inlined data is the API's answer for the same query.
 */
export function pagesService({
  catalog,
  origin,
  sitemap,
  identity,
}: {
  catalog: Catalog;
  origin: string;
  sitemap: SitemapRepo;
  /** The seller (the owner's settings, issue 46): the home page's Organization names it. */
  identity: () => Promise<ShopIdentity>;
}) {
  const abs = (path: string) => `${origin}${path}`;
  const base = (lang: Lang, over: Partial<PageModel> & Pick<PageModel, "title" | "description">): PageModel => ({
    status: 200,
    audience: "public",
    lang,
    jsonLd: [],
    preloadImages: [],
    initialData: [],
    ...over,
  });
  /** The page's address in each language that has it (hreflang, issue 31). */
  const alternates = (pathIn: (lang: Lang) => string | undefined) =>
    Object.fromEntries(LANGUAGES.flatMap((l) => [pathIn(l)].filter((p) => p !== undefined).map((p) => [l, abs(p)]))) as PageModel["alternates"];
  const notFound = (lang: Lang): PageModel => {
    const t = copies[lang];
    return base(lang, { status: 404, title: t.seo.pageTitle(t.notFound.title), description: t.notFound.text, robots: "noindex" });
  };

  async function home(lang: Lang): Promise<PageModel> {
    const [featured, categories, seller] = await Promise.all([catalog.featured(lang), catalog.categories(lang), identity()]);
    const first = featured[0];
    const t = copies[lang];
    const url = abs(pathsFor(lang).home);
    return base(lang, {
      route: "home",
      title: t.home.title,
      description: t.seo.homeDescription,
      canonical: url,
      alternates: alternates((l) => pathsFor(l).home),
      openGraph: { type: "website", url, image: first ? abs(imageUrl(first.imageKey)) : undefined },
      jsonLd: [organizationLd(origin, seller.company), webSiteLd(origin, lang)],
      initialData: [
        { kind: "featured", data: { items: featured } },
        { kind: "categories", data: { categories } },
      ],
    });
  }

  async function listing(def: ListingPageDef, params: URLSearchParams, lang: Lang): Promise<PageModel> {
    const categories = await catalog.categories(lang);
    const query = listingParams(def, params, categories, undefined);
    const canonical = abs(listingCanonical(def, query.subcategory, lang));
    const t = copies[lang];
    const initialData: InitialDataEntry[] = [{ kind: "categories", data: { categories } }];
    let items: ProductSummary[] = [];
    const parsed = listingQuerySchema.safeParse({ ...query, page: 1 });
    if (parsed.success) {
      try {
        const page = await catalog.list(parsed.data, lang);
        items = page.items;
        initialData.push({ kind: "listing", params: query, data: page });
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
      }
    }
    const firstKey = items[0] ? toProductCard(items[0]).image : undefined;
    const firstImage = firstKey ? imageUrl(firstKey) : undefined;
    return base(lang, {
      route: "listing",
      title: t.seo.pageTitle(def.title),
      description: t.seo.listingDescription(def.title),
      canonical,
      alternates: alternates((l) => {
        const same = listingIn(def, l);
        return same && listingCanonical(same, query.subcategory, l);
      }),
      openGraph: { type: "website", url: canonical, image: firstImage ? abs(firstImage) : undefined },
      jsonLd: [
        breadcrumbLd(origin, [
          { name: t.common.home, path: pathsFor(lang).home },
          { name: def.title, path: listingCanonical(def, undefined, lang) },
        ]),
        itemListLd(origin, def.title, items, lang),
      ],
      preloadImages: firstKey ? [imagePreload(firstKey, IMAGE_SIZES.card)] : [],
      initialData,
    });
  }

  async function search(params: URLSearchParams, lang: Lang): Promise<PageModel> {
    const { q, sort } = searchParamsOf(params);
    const t = copies[lang];
    if (q.length < SEARCH_MIN_CHARS) {
      return base(lang, { title: t.seo.pageTitle(t.search.paletteTitle), description: t.seo.homeDescription, robots: "noindex, follow" });
    }
    const parsed = searchQuerySchema.safeParse({ q, sort, page: "1" });
    // The other languages' search pages are this one's alternates only where the term is a word of theirs too
    // ('body', a brand): 'biberones' is no search of the Portuguese shop (issue 44).
    const others = LANGUAGES.filter((l) => l !== lang);
    const [results, sameWord] = await Promise.all([
      parsed.success ? catalog.search(parsed.data, lang) : null,
      Promise.all(others.map((l) => (parsed.success ? catalog.findsIn(q, l) : false))),
    ]);
    const pairedIn = new Set<Lang>([lang, ...others.filter((_, i) => sameWord[i])]);
    // One URL per search, whatever its case or spacing: the canonical a search engine keeps.
    const term = q.toLocaleLowerCase(LOCALE[lang]).replace(/\s+/g, " ");
    const url = abs(pathsFor(lang).search(term));
    const firstKey = results?.items[0] ? toProductCard(results.items[0]).image : undefined;
    const firstImage = firstKey ? imageUrl(firstKey) : undefined;
    return base(lang, {
      route: "search",
      title: t.seo.pageTitle(t.search.title(q)),
      description: t.seo.searchDescription(q),
      // A search that finds products is a page worth finding (H2); one that finds none is thin: followed, not indexed.
      robots: results && results.total > 0 ? "index, follow" : "noindex, follow",
      canonical: url,
      alternates: alternates((l) => (pairedIn.has(l) ? pathsFor(l).search(term) : undefined)),
      openGraph: { type: "website", url, image: firstImage ? abs(firstImage) : undefined },
      jsonLd: results ? [itemListLd(origin, t.search.title(q), results.items, lang)] : [],
      preloadImages: firstKey ? [imagePreload(firstKey, IMAGE_SIZES.card)] : [],
      initialData: results ? [{ kind: "search", q, sort, data: results }] : [],
    });
  }

  async function product(id: string, lang: Lang): Promise<PageModel> {
    if (!productIdSchema.safeParse({ id }).success) return notFound(lang);
    let detail: Awaited<ReturnType<Catalog["product"]>>;
    try {
      detail = await catalog.product(Number(id), lang);
    } catch (err) {
      if (err instanceof DomainError) return notFound(lang);
      throw err;
    }
    const t = copies[lang];
    const p = pathsFor(lang);
    const url = abs(p.product(detail.id));
    const mainKey = detail.images[0] ?? detail.imageKey;
    const crumbs: { name: string; path: string }[] = [{ name: t.common.home, path: p.home }];
    const catPath = detail.category ? categoryPath(detail.category.slug, lang) : undefined;
    if (detail.category && catPath) {
      crumbs.push({ name: categoryName(detail.category.slug, lang) ?? detail.category.name, path: catPath });
      if (detail.subcategory)
        crumbs.push({
          name: subcategoryName(detail.subcategory.slug, lang) ?? detail.subcategory.name,
          path: subcategoryPath(catPath, detail.subcategory.slug),
        });
    }
    crumbs.push({ name: detail.name, path: p.product(detail.id) });
    return base(lang, {
      route: "product",
      title: t.seo.pageTitle(detail.name),
      description: shortDescription(detail.description) || t.seo.homeDescription,
      canonical: url,
      alternates: alternates((l) => pathsFor(l).product(detail.id)),
      openGraph: {
        type: "product",
        url,
        image: abs(imageUrl(mainKey)),
        price: priceAmount(detail),
        availability: detail.stockQuantity > 0 ? "instock" : "oos",
      },
      jsonLd: [
        productLd(
          origin,
          {
            ...detail,
            brand: detail.safety.manufacturer?.name ?? null,
            gtin: detail.safety.gtin,
          },
          lang,
        ),
        breadcrumbLd(origin, crumbs),
      ],
      preloadImages: [imagePreload(mainKey, IMAGE_SIZES.carousel)],
      initialData: [{ kind: "product", id, data: { product: detail } }],
    });
  }

  /**
   * A page without data of its own: the shop's name; a public one is indexed under its address, a private one is not
   * (`noindex, nofollow`, and never cached: PageModel.audience).
   */
  function plain({ key, pattern, lang }: RouteMatch): PageModel {
    const t = copies[lang];
    if (ROUTES[key].audience === "private")
      return base(lang, { audience: "private", title: t.brand, description: t.seo.homeDescription, robots: "noindex, nofollow" });
    return base(lang, {
      title: t.brand,
      description: t.seo.homeDescription,
      canonical: abs(pattern),
      alternates: alternates((l) => routePatterns(key, l)[0]),
      openGraph: { type: "website", url: abs(pattern) },
    });
  }

  /** Each page of the route table (shared/routes.ts): its head and first data. */
  const PAGES: Record<RouteKey, (match: RouteMatch, params: URLSearchParams) => PageModel | Promise<PageModel>> = {
    home: ({ lang }) => home(lang),
    listing: ({ pattern, lang }, params) => {
      const def = listingPages(lang).find((p) => p.path === pattern);
      return def ? listing(def, params, lang) : notFound(lang);
    },
    product: ({ params, lang }) => product(params.id ?? "", lang),
    search: ({ lang }, params) => search(params, lang),
    auth: plain,
    resetPassword: plain,
    checkout: plain,
    checkoutEmail: plain,
    checkoutProfile: plain,
    checkoutShipping: plain,
    checkoutCredentials: plain,
    checkoutPayment: plain,
    orderSuccess: plain,
    account: plain,
    myData: plain,
    favorites: plain,
    orders: plain,
    addresses: plain,
    birthLists: plain,
    birthList: plain,
    findBirthList: plain,
    savedCart: plain,
    categoryIds: plain,
    contact: plain,
    shippingInfo: plain,
    returns: plain,
    faq: plain,
    about: plain,
    terms: plain,
    privacy: plain,
    cookies: plain,
    accessibility: plain,
    withdrawal: plain,
  };

  return {
    /** Every page the sitemap lists (home, listings, active products, information pages), in each language. */
    sitemapPages: () => sitemapPages(catalog, sitemap),
    /** The page at this URL, or the not-found page (404, noindex) for an unknown path or product. */
    async page(url: URL): Promise<PageModel> {
      const match = matchRoute(url.pathname);
      return match ? PAGES[match.key](match, url.searchParams) : notFound(langOfPath(url.pathname));
    },
    /** The page when its data cannot be read: the SPA with the shop's name and nothing else. */
    bare: (lang: Lang): PageModel => base(lang, { bare: true, title: copies[lang].brand, description: copies[lang].seo.homeDescription }),
    /** The back-office's document (issue 32): Portuguese, private (never indexed, never cached), no data of its own. */
    admin: (): PageModel =>
      base("pt", { audience: "private", robots: "noindex, nofollow", title: copies.pt.seo.pageTitle(adminCopy.title), description: adminCopy.title }),
  };
}
export type PagesService = ReturnType<typeof pagesService>;
