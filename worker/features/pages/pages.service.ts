import { listingQuerySchema, productIdSchema, searchQuerySchema } from "../../../shared/catalog-schemas";
import { categoryPath, LISTING_PAGES, type ListingPageDef, subcategoryPath } from "../../../shared/categories";
import { SEARCH_MIN_CHARS } from "../../../shared/constants";
import { copy } from "../../../shared/copy";
import type { InitialDataEntry } from "../../../shared/initial-data";
import { listingParams, searchParamsOf } from "../../../shared/listing-url";
import { paths } from "../../../shared/paths";
import { imageUrl, type ProductSummary, toProductCard } from "../../../shared/product-card";
import { ROUTES, type RouteKey } from "../../../shared/routes";
import { DomainError } from "../../lib/domain-error";
import type { catalogService } from "../catalog/catalog.service";
import type { PageModel } from "./page-head";
import { shortDescription } from "./page-head";
import { matchRoute, type RouteMatch } from "./route-match";
import { sitemapPaths } from "./sitemap";
import type { SitemapRepo } from "./sitemap.repo";
import { breadcrumbLd, itemListLd, organizationLd, priceAmount, productLd, webSiteLd } from "./structured-data";

type Catalog = ReturnType<typeof catalogService>;

/** The canonical address of a listing page: its category's own route (aliases point there), with the subcategory chosen. */
function listingCanonical(def: ListingPageDef, subcategory: string | undefined): string {
  const base = def.fixedSubcategory || def.category === null ? def.path : (categoryPath(def.category) ?? def.path);
  return subcategory && !def.fixedSubcategory ? subcategoryPath(base, subcategory) : base;
}

/**
 * What each page of the shop says before its JavaScript runs (docs/decisions/0019): its head tags, its structured
 * data and the first screen's catalogue data, read through the same catalogue service as the API routes, so the
 * inlined data is the API's answer for the same query.
 */
export function pagesService({ catalog, origin, sitemap }: { catalog: Catalog; origin: string; sitemap: SitemapRepo }) {
  const abs = (path: string) => `${origin}${path}`;
  const base = (over: Partial<PageModel> & Pick<PageModel, "title" | "description">): PageModel => ({
    status: 200,
    audience: "public",
    jsonLd: [],
    preloadImages: [],
    initialData: [],
    ...over,
  });
  const notFound = (): PageModel => base({ status: 404, title: copy.seo.pageTitle(copy.notFound.title), description: copy.notFound.text, robots: "noindex" });

  async function home(): Promise<PageModel> {
    const [featured, categories] = await Promise.all([catalog.featured(), catalog.categories()]);
    const first = featured[0];
    return base({
      route: "home",
      title: copy.home.title,
      description: copy.seo.homeDescription,
      canonical: abs(paths.home),
      openGraph: { type: "website", url: abs(paths.home), image: first ? abs(imageUrl(first.imageKey)) : undefined },
      jsonLd: [organizationLd(origin), webSiteLd(origin)],
      initialData: [
        { kind: "featured", data: { items: featured } },
        { kind: "categories", data: { categories } },
      ],
    });
  }

  async function listing(def: ListingPageDef, params: URLSearchParams): Promise<PageModel> {
    const categories = await catalog.categories();
    const query = listingParams(def, params, categories, undefined);
    const canonical = abs(listingCanonical(def, query.subcategory));
    const initialData: InitialDataEntry[] = [{ kind: "categories", data: { categories } }];
    let items: ProductSummary[] = [];
    const parsed = listingQuerySchema.safeParse({ ...query, page: 1 });
    if (parsed.success) {
      try {
        const page = await catalog.list(parsed.data);
        items = page.items;
        initialData.push({ kind: "listing", params: query, data: page });
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
      }
    }
    const firstImage = items[0] ? imageUrl(toProductCard(items[0]).image) : undefined;
    return base({
      route: "listing",
      title: copy.seo.pageTitle(def.title),
      description: copy.seo.listingDescription(def.title),
      canonical,
      openGraph: { type: "website", url: canonical, image: firstImage ? abs(firstImage) : undefined },
      jsonLd: [
        breadcrumbLd(origin, [
          { name: copy.common.home, path: paths.home },
          { name: def.title, path: listingCanonical(def, undefined) },
        ]),
        itemListLd(origin, def.title, items),
      ],
      preloadImages: firstImage ? [firstImage] : [],
      initialData,
    });
  }

  async function search(params: URLSearchParams): Promise<PageModel> {
    const { q, sort } = searchParamsOf(params);
    if (q.length < SEARCH_MIN_CHARS) {
      return base({ title: copy.seo.pageTitle(copy.search.paletteTitle), description: copy.seo.homeDescription, robots: "noindex, follow" });
    }
    const parsed = searchQuerySchema.safeParse({ q, sort, page: "1" });
    const results = parsed.success ? await catalog.search(parsed.data) : null;
    // One URL per search, whatever its case or spacing: the canonical a search engine keeps.
    const url = abs(paths.search(q.toLocaleLowerCase("pt").replace(/\s+/g, " ")));
    const firstImage = results?.items[0] ? imageUrl(toProductCard(results.items[0]).image) : undefined;
    return base({
      route: "search",
      title: copy.seo.pageTitle(copy.search.title(q)),
      description: copy.seo.searchDescription(q),
      // A search that finds products is a page worth finding (H2); one that finds none is thin: followed, not indexed.
      robots: results && results.total > 0 ? "index, follow" : "noindex, follow",
      canonical: url,
      openGraph: { type: "website", url, image: firstImage ? abs(firstImage) : undefined },
      jsonLd: results ? [itemListLd(origin, copy.search.title(q), results.items)] : [],
      preloadImages: firstImage ? [firstImage] : [],
      initialData: results ? [{ kind: "search", q, sort, data: results }] : [],
    });
  }

  async function product(id: string): Promise<PageModel> {
    if (!productIdSchema.safeParse({ id }).success) return notFound();
    let detail: Awaited<ReturnType<Catalog["product"]>>;
    try {
      detail = await catalog.product(Number(id));
    } catch (err) {
      if (err instanceof DomainError) return notFound();
      throw err;
    }
    const url = abs(paths.product(detail.id));
    const mainImage = imageUrl(detail.images[0] ?? detail.imageKey);
    const crumbs: { name: string; path: string }[] = [{ name: copy.common.home, path: paths.home }];
    const catPath = detail.category ? categoryPath(detail.category.slug) : undefined;
    if (detail.category && catPath) {
      crumbs.push({ name: detail.category.name, path: catPath });
      if (detail.subcategory) crumbs.push({ name: detail.subcategory.name, path: subcategoryPath(catPath, detail.subcategory.slug) });
    }
    crumbs.push({ name: detail.name, path: paths.product(detail.id) });
    return base({
      route: "product",
      title: copy.seo.pageTitle(detail.name),
      description: shortDescription(detail.description) || copy.seo.homeDescription,
      canonical: url,
      openGraph: {
        type: "product",
        url,
        image: abs(mainImage),
        price: priceAmount(detail),
        availability: detail.stockQuantity > 0 ? "instock" : "oos",
      },
      jsonLd: [
        productLd(origin, {
          ...detail,
          brand: detail.safety.manufacturer?.name ?? null,
          gtin: detail.safety.gtin,
        }),
        breadcrumbLd(origin, crumbs),
      ],
      preloadImages: [mainImage],
      initialData: [{ kind: "product", id, data: { product: detail } }],
    });
  }

  /**
   * A page without data of its own: the shop's name; a public one is indexed under its address, a private one is not
   * (`noindex, nofollow`, and never cached: PageModel.audience).
   */
  function plain({ key, pattern }: RouteMatch): PageModel {
    if (ROUTES[key].audience === "private")
      return base({ audience: "private", title: copy.brand, description: copy.seo.homeDescription, robots: "noindex, nofollow" });
    return base({ title: copy.brand, description: copy.seo.homeDescription, canonical: abs(pattern), openGraph: { type: "website", url: abs(pattern) } });
  }

  /** Each page of the route table (shared/routes.ts): its head and first data. */
  const PAGES: Record<RouteKey, (match: RouteMatch, params: URLSearchParams) => PageModel | Promise<PageModel>> = {
    home: () => home(),
    listing: ({ pattern }, params) => {
      const def = LISTING_PAGES.find((p) => p.path === pattern);
      return def ? listing(def, params) : notFound();
    },
    product: ({ params }) => product(params.id ?? ""),
    search: (_, params) => search(params),
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
    /** Every path the sitemap lists (home, listings, active products, information pages). */
    sitemapPaths: () => sitemapPaths(catalog, sitemap),
    /** The page at this URL, or the not-found page (404, noindex) for an unknown path or product. */
    async page(url: URL): Promise<PageModel> {
      const match = matchRoute(url.pathname);
      return match ? PAGES[match.key](match, url.searchParams) : notFound();
    },
    /** The page when its data cannot be read: the SPA with the shop's name and nothing else. */
    bare: (): PageModel => base({ bare: true, title: copy.brand, description: copy.seo.homeDescription }),
  };
}
export type PagesService = ReturnType<typeof pagesService>;
