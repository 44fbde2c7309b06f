import { copies } from "../../../shared/copy";
import { imageSrcSet, isSizedImage } from "../../../shared/image-sizes";
import type { InitialDataEntry } from "../../../shared/initial-data";
import { INITIAL_DATA_ELEMENT_ID } from "../../../shared/initial-data";
import { DEFAULT_LANG, LANGUAGES, type Lang, LOCALE } from "../../../shared/languages";
import { imageUrl } from "../../../shared/product-card";
import type { RouteKeyOf } from "../../../shared/routes";
import { escapeHtml, jsonForScript } from "./html-safety";

/** An image to fetch early: its address, or for a photo its WebP widths and the layout's `sizes`, as its picture chooses. */
export type ImagePreload = { href: string } | { srcset: string; sizes: string };

/** The preload of the picture `key` drawn at `sizes` (decisions/0084): the same width the page's `<picture>` will ask for. */
export const imagePreload = (key: string | null | undefined, sizes: string): ImagePreload =>
  key && isSizedImage(key) ? { srcset: imageSrcSet(key, "webp"), sizes } : { href: imageUrl(key) };

/** What the worker writes into one page's HTML (docs/decisions/0019). */
export interface PageModel {
  status: 200 | 404;
  /** The page's language: its path's (issue 31). */
  lang: Lang;
  /** "private": account and checkout pages, never cached nor indexed; "public": anyone's, cacheable when anonymous. */
  audience: "public" | "private";
  /** The SPA without this page's head or data (its data could not be read): never cached. */
  bare?: boolean;
  title: string;
  description: string;
  /** Absolute URL; none on pages that are not indexed. */
  canonical?: string;
  /** The same page's absolute URL in each language that has it: hreflang alternates beside the canonical. */
  alternates?: Partial<Record<Lang, string>>;
  robots?: string;
  openGraph?: {
    type: "website" | "product";
    url: string;
    image?: string;
    /** Euros with two decimals, for a product. */
    price?: string;
    availability?: "instock" | "oos";
  };
  jsonLd: object[];
  /**
   * The catalogue page drawn (a route of web/app/router.tsx, decisions/0022), whose chunks the browser may fetch before
   * the entry asks for them.
   */
  route?: RouteKeyOf<"catalogue">;
  /** Images to fetch early (the first screen's largest picture). */
  preloadImages: ImagePreload[];
  /** The route's JavaScript chunks (from the build's route-chunks.json). */
  preloadModules?: string[];
  initialData: InitialDataEntry[];
}

const meta = (attr: "name" | "property", key: string, content: string) => `<meta ${attr}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`;

/** The tags appended to <head>: description, canonical, robots, Open Graph and Twitter card, JSON-LD, preloads and the inlined data. */
export function headTags(m: PageModel): string {
  const tags: string[] = [meta("name", "description", m.description)];
  if (m.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(m.canonical)}" />`);
  if (m.canonical && m.alternates) tags.push(...hreflangLinks(m.alternates));
  if (m.robots) tags.push(meta("name", "robots", m.robots));
  const og = m.openGraph;
  if (og) {
    tags.push(
      meta("property", "og:site_name", copies[m.lang].brand),
      meta("property", "og:locale", copies[m.lang].seo.locale),
      ...LANGUAGES.filter((l) => l !== m.lang && m.alternates?.[l]).map((l) => meta("property", "og:locale:alternate", copies[l].seo.locale)),
      meta("property", "og:type", og.type),
      meta("property", "og:title", m.title),
      meta("property", "og:description", m.description),
      meta("property", "og:url", og.url),
    );
    if (og.image) tags.push(meta("property", "og:image", og.image));
    if (og.price) tags.push(meta("property", "product:price:amount", og.price), meta("property", "product:price:currency", "EUR"));
    if (og.availability) tags.push(meta("property", "product:availability", og.availability));
    tags.push(
      meta("name", "twitter:card", og.image ? "summary_large_image" : "summary"),
      meta("name", "twitter:title", m.title),
      meta("name", "twitter:description", m.description),
    );
    if (og.image) tags.push(meta("name", "twitter:image", og.image));
  }
  for (const href of m.preloadModules ?? []) tags.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`);
  for (const image of m.preloadImages) {
    const attrs =
      "href" in image
        ? `href="${escapeHtml(image.href)}"`
        : `imagesrcset="${escapeHtml(image.srcset)}" imagesizes="${escapeHtml(image.sizes)}" type="image/webp"`;
    tags.push(`<link rel="preload" as="image" ${attrs} fetchpriority="high" />`);
  }
  for (const ld of m.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(ld)}</script>`);
  if (m.initialData.length > 0) tags.push(`<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${jsonForScript(m.initialData)}</script>`);
  return tags.join("\n    ");
}

/** `<link rel="alternate" hreflang>` for each language of the page, and x-default: the Portuguese one, the shop's root. */
export function hreflangLinks(alternates: Partial<Record<Lang, string>>): string[] {
  const link = (hreflang: string, href: string) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`;
  const links = LANGUAGES.flatMap((l) => (alternates[l] ? [link(LOCALE[l], alternates[l])] : []));
  const fallback = alternates[DEFAULT_LANG];
  return links.length > 1 && fallback ? [...links, link("x-default", fallback)] : [];
}

/** Description text from a product's description: one line, at most about 160 characters. */
export function shortDescription(text: string, max = 160): string {
  const one = text.replace(/\s+/g, " ").trim();
  if (one.length <= max) return one;
  const cut = one.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
