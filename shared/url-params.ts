import type { Lang } from "./languages";

/**
 * The names of the shop's own query parameters in each language (issue 44): a Spanish address reads in Spanish
 * ('/es/sueno-confort?subcategoria=…&talla=…', '/es/producto/7?talla=RN&color=Gris'), a Portuguese one in Portuguese.
 * Only the names differ; the values are the same (a size reads the same in both languages, a subcategory is named by its
 * slug) except a colour's, which the language switch translates (decisions/0041). 'categoria', 'min', 'max', 'sort'
 * and 'q' are the same word in both.
 */
export const URL_PARAMS = {
  pt: { category: "categoria", subcategory: "sub", size: "tamanho", color: "cor", packCount: "embalagem" },
  es: { category: "categoria", subcategory: "subcategoria", size: "talla", color: "color", packCount: "pack" },
} as const satisfies Record<Lang, Record<string, string>>;
export type UrlParam = keyof (typeof URL_PARAMS)["pt"];

const KEYS = Object.keys(URL_PARAMS.pt) as UrlParam[];

/**
 * `params` with the shop's parameter names of `from` renamed to those of `to` (the language switch, and an old
 * Spanish link with Portuguese names); every other parameter kept as it is, in its place. A name already in `to`'s
 * spelling wins over its `from` twin.
 */
export function renameParams(params: URLSearchParams, from: Lang, to: Lang): URLSearchParams {
  const next = new URLSearchParams();
  const renamed = new Map<string, string>(KEYS.map((k) => [URL_PARAMS[from][k], URL_PARAMS[to][k]]));
  for (const [name, value] of params) {
    const target = renamed.get(name);
    if (target === undefined || target === name) next.append(name, value);
    else if (!params.has(target)) next.append(target, value);
  }
  return next;
}

/**
 * Whether `params` hold one of the shop's parameters under another language's name than `lang`'s (an old Spanish link
 * with '?tamanho=' or '?sub='): the page then redirects to its own names.
 */
export function hasForeignNames(params: URLSearchParams, lang: Lang): boolean {
  const own = new Set<string>(KEYS.map((k) => URL_PARAMS[lang][k]));
  return (Object.keys(URL_PARAMS) as Lang[]).some(
    (other) => other !== lang && KEYS.some((k) => !own.has(URL_PARAMS[other][k]) && params.has(URL_PARAMS[other][k])),
  );
}
