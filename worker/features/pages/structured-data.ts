import { copy } from "../../../shared/copy";
import { LANG_PREFIX, type Lang, LOCALE } from "../../../shared/languages";
import { pathsFor } from "../../../shared/page-tables";
import { imageUrl, type ProductSummary } from "../../../shared/product-card";
import type { CompanyInfo } from "../../../shared/shop-info";

/** schema.org JSON-LD for the shop's pages (docs/decisions/0019). URLs are absolute, from the configured origin. */

const euros = (cents: number) => (cents / 100).toFixed(2);

/** The price a shopper pays today: the lowest of the variants when they differ, otherwise the sale or regular price. */
export function currentPriceCents(p: Pick<ProductSummary, "priceCents" | "salePriceCents" | "priceVaries" | "minPriceCents">): number {
  if (p.priceVaries && p.minPriceCents !== null) return p.minPriceCents;
  return p.salePriceCents ?? p.priceCents;
}

export const priceAmount = (p: Parameters<typeof currentPriceCents>[0]) => euros(currentPriceCents(p));

export interface ProductForLd extends ProductSummary {
  description: string;
  images: string[];
  brand: string | null;
  gtin: string | null;
}

export function productLd(origin: string, p: ProductForLd, lang: Lang) {
  const url = `${origin}${pathsFor(lang).product(p.id)}`;
  const offer = {
    "@type": p.priceVaries && p.minPriceCents !== null ? "AggregateOffer" : "Offer",
    url,
    priceCurrency: "EUR",
    ...(p.priceVaries && p.minPriceCents !== null ? { lowPrice: euros(p.minPriceCents) } : { price: euros(currentPriceCents(p)) }),
    availability: p.stockQuantity > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    itemCondition: "https://schema.org/NewCondition",
  };
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    inLanguage: LOCALE[lang],
    name: p.name,
    description: p.description,
    sku: p.sku,
    ...(p.gtin ? { gtin: p.gtin } : {}),
    image: (p.images.length > 0 ? p.images : [p.imageKey]).map((k) => `${origin}${imageUrl(k)}`),
    url,
    ...(p.brand ? { brand: { "@type": "Brand", name: p.brand } } : {}),
    ...(p.reviewCount > 0 && p.ratingAverage !== null
      ? { aggregateRating: { "@type": "AggregateRating", ratingValue: p.ratingAverage, reviewCount: p.reviewCount } }
      : {}),
    offers: offer,
  };
}

export function breadcrumbLd(origin: string, items: { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((it, i) => ({ "@type": "ListItem", position: i + 1, name: it.name, item: `${origin}${it.path}` })),
  };
}

export function itemListLd(origin: string, name: string, items: { id: number; name: string }[], lang: Lang) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    numberOfItems: items.length,
    itemListElement: items.map((p, i) => ({ "@type": "ListItem", position: i + 1, url: `${origin}${pathsFor(lang).product(p.id)}`, name: p.name })),
  };
}

/** The shop and the company behind it (the owner's settings, issue 46): legal name, NIPC, seat, e-mail and phone. */
export function organizationLd(origin: string, seller: CompanyInfo) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: copy.brand,
    legalName: seller.name,
    taxID: seller.nipc,
    vatID: `PT${seller.nipc}`,
    address: seller.address,
    email: seller.email,
    telephone: seller.phone,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
  };
}

/** The shop's site in a language: its home, its language and its search (issue 31: the Spanish one under /es/). */
export function webSiteLd(origin: string, lang: Lang) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: copy.brand,
    url: `${origin}${LANG_PREFIX[lang]}/`,
    inLanguage: LOCALE[lang],
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${origin}${pathsFor(lang).search()}?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}
