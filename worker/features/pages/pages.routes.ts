import { renderPage } from "@ssr/render-page";
import { renderPage as renderPageEs } from "@ssr/render-page-es";
import { type Context, Hono } from "hono";
import { setCookie } from "hono/cookie";
import { ADMIN_PATH } from "../../../shared/admin-path";
import type { InitialDataEntry } from "../../../shared/initial-data";
import { isLang, LANG_COOKIE, LANG_PREFIX, type Lang, langOfPath } from "../../../shared/languages";
import { searchParamsOf } from "../../../shared/listing-url";
import { languageSwitchPath } from "../../../shared/paths";
import { hasForeignNames, renameParams } from "../../../shared/url-params";
import { variantParamsIn } from "../../../shared/variants";
import { deps } from "../../deps";
import type { AppEnv } from "../../env";
import { NO_STORE, PUBLIC_PAGE_CACHE, PUBLIC_SITEMAP_CACHE } from "../../lib/cache-control";
import { log } from "../../lib/log";
import { withDb } from "../../lib/request-guards";
import { sessionUser } from "../auth/require-user";
import { catalogCacheKey, fromEdgeCache, isPersonalRequest, keepInEdgeCache } from "../catalog/catalog-cache";
import { writeDocument } from "./html-document";
import { rootLanguage } from "./language-choice";
import { pageUrl } from "./page-query";
import { routeChunks } from "./route-chunks";
import { matchRoute, PRIVATE_PAGES } from "./route-match";
import { samePageIn } from "./same-page";
import { robotsTxt, sitemapXml } from "./sitemap";

async function adminPage(c: Context<AppEnv>) {
  const shell = await c.env.ASSETS.fetch(new Request(new URL("/", c.req.url), { headers: { Accept: "text/html" } }));
  if (!shell.ok) throw new Error(`index.html from the static assets answered ${shell.status}`);
  return writeDocument(shell, deps(c).pages.admin(), {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": NO_STORE,
    "X-Robots-Tag": "noindex, nofollow",
  });
}

/**
 * The edge-cache key of an anonymous page, from the URL it is read and drawn by (pageUrl), or none (nothing cached)
 * without a build tag or a catalogue version.
 */
async function pageCacheKey(origin: string, read: URL, build: string | null, version: () => Promise<string | null>): Promise<string | undefined> {
  const token = build ? await version().catch(() => null) : null;
  return build && token
    ? catalogCacheKey(origin, read.pathname, Object.fromEntries(read.searchParams), `page.${build}.${token}`, langOfPath(read.pathname))
    : undefined;
}

/**
 * The catalogue page's first screen drawn by the app itself (docs/decisions/0022): the same for every shopper, as it
 * reads only the inlined catalogue data. If it cannot be drawn, the page goes out without it and the browser draws it.
 */
const RENDERERS: Record<Lang, typeof renderPage> = { pt: renderPage, es: renderPageEs };

async function firstScreen(url: URL, data: InitialDataEntry[], lang: Lang): Promise<string | undefined> {
  try {
    return await RENDERERS[lang](url.pathname + url.search, data);
  } catch (err) {
    log("error", "page without its first screen", { path: url.pathname, error: err });
    return undefined;
  }
}

/** A file of the static assets rather than a page: its last segment has an extension. */
const ASSET_PATH = /\/[^/]+\.[a-z0-9]+$/i;

/**
 * The shop's pages (docs/decisions/0019): the SPA's index.html from the static assets, with each page's head, structured
 * data and first screen's data written in; 404 for unknown paths and products; the sitemap and robots.txt.
 */
export const pageRoutes = new Hono<AppEnv>()
  .get("/robots.txt", (c) => {
    c.header("Cache-Control", PUBLIC_SITEMAP_CACHE);
    return c.text(robotsTxt(c.var.config.publicOrigin, [...PRIVATE_PAGES, languageSwitchPath("")]));
  })
  .get("/:file{sitemap(-[1-9][0-9]*)?\\.xml}", withDb, async (c) => {
    const file = c.req.param("file");
    const part = file === "sitemap.xml" ? 0 : Number(file.slice("sitemap-".length, -".xml".length));
    const xml = sitemapXml(c.var.config.publicOrigin, await deps(c).pages.sitemapPages(), part);
    if (xml === null) return c.text("", 404);
    c.header("Cache-Control", PUBLIC_SITEMAP_CACHE);
    return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8" });
  })
  /**
   * The header's language switch (issue 31): the same page in the other language, remembered for the visitor (a cookie,
   * a year) and, when signed in, on the customer's record. `voltar` must be a path of this shop (never another site).
   */
  .get(languageSwitchPath(":lang"), withDb, async (c) => {
    const to = c.req.param("lang");
    if (!isLang(to)) return c.notFound();
    const origin = c.var.config.publicOrigin;
    const back = c.req.query("voltar") ?? "/";
    const from = /^\/(?![/\\])/.test(back) ? new URL(back, origin) : new URL("/", origin);
    const target = new URL(from.origin === origin ? samePageIn(from, to) : samePageIn(new URL("/", origin), to), origin);
    // A search keeps its term only where it is a word of `to` too (it finds products there): 'biberones' opens the
    // Portuguese search page empty, not one that finds nothing (issue 44).
    const term = searchParamsOf(target.searchParams).q;
    if (term !== "" && matchRoute(target.pathname)?.key === "search" && !(await deps(c).catalog.findsIn(term, to))) {
      target.search = "";
    }
    // A product page's chosen colour is named in its language ('?cor=Cinza' ↔ '?color=Gris', decisions/0041; the
    // parameter's own name was put in `to` by samePageIn, issue 44).
    const colorParam = variantParamsIn(to).color;
    const color = target.searchParams.get(colorParam);
    if (color !== null && matchRoute(target.pathname)?.key === "product") {
      target.searchParams.set(colorParam, await deps(c).catalog.colorIn(color, to));
    }
    setCookie(c, LANG_COOKIE, to, { path: "/", maxAge: 365 * 24 * 3600, sameSite: "Lax", secure: origin.startsWith("https:") });
    const user = await sessionUser(c).catch(() => null);
    if (user) await deps(c).account.setLanguage(user.id, to);
    c.header("Cache-Control", NO_STORE);
    return c.redirect(`${target.pathname}${target.search}`, 303);
  })
  /**
   * The back-office (issue 32, decisions/0042): the Portuguese build's page, which draws /admin itself once the API says
   * who the visitor is. Never indexed, never cached; the page holds nothing, every answer is checked by role.
   */
  .get(`${ADMIN_PATH}/*`, withDb, adminPage)
  .get(ADMIN_PATH, withDb, adminPage)
  .get("*", withDb, async (c) => {
    const url = new URL(c.req.url);
    // The root opens in the visitor's language (issue 31): the one they chose, or on a first visit their browser's.
    if (url.pathname === "/") {
      c.header("Vary", "Accept-Language, Cookie");
      if (rootLanguage(c) === "es") {
        c.header("Cache-Control", NO_STORE);
        return c.redirect(`${LANG_PREFIX.es}/${url.search}`, 302);
      }
    }
    // The API and the images have their own answers for what they do not know.
    if (/^\/(api|images)(\/|$)/.test(url.pathname)) return c.notFound();
    if (ASSET_PATH.test(url.pathname)) {
      // A file the assets may hold (they answer index.html for one they do not): passed on as it is.
      const asset = await c.env.ASSETS.fetch(c.req.raw);
      const spaFallback = asset.ok && asset.headers.get("Content-Type")?.startsWith("text/html");
      if (asset.status !== 404 && !spaFallback) return new Response(asset.body, asset);
      await asset.body?.cancel();
    }
    // The page's language is its path's (issue 31), and so is the build whose index.html it is: the Spanish one's under /es/.
    const lang = langOfPath(url.pathname);
    // A listing's or product's old link with the other language's parameter names ('/es/producto/7?tamanho=RN', from
    // before issue 44) moves for good to the page's own names, so the page, its cache and its canonical have one address.
    const routeKey = matchRoute(url.pathname)?.key;
    if ((routeKey === "listing" || routeKey === "product") && hasForeignNames(url.searchParams, lang)) {
      const other = lang === "es" ? "pt" : "es";
      const renamed = renameParams(url.searchParams, other, lang).toString();
      return c.redirect(`${url.pathname}${renamed ? `?${renamed}` : ""}`, 301);
    }
    const shell = await c.env.ASSETS.fetch(new Request(new URL(`${LANG_PREFIX[lang]}/`, url), { headers: { Accept: "text/html" } }));
    if (!shell.ok) throw new Error(`index.html from the static assets answered ${shell.status}`);
    const personal = isPersonalRequest(c.req.raw.headers);
    // The page is read and drawn from the parameters it reads alone, and cached under them (page-query.ts).
    const read = pageUrl(url);
    // An anonymous shopper's page may come from the edge cache (decisions/0022): under the build (index.html's ETag, so a
    // new deployment never serves pages naming the old one's scripts) and the catalogue's version token.
    const cacheKey = personal ? undefined : await pageCacheKey(c.var.config.publicOrigin, read, shell.headers.get("ETag"), deps(c).catalog.versionToken);
    const hit = cacheKey ? await fromEdgeCache(cacheKey) : undefined;
    if (hit) {
      await shell.body?.cancel();
      return hit;
    }
    const [model, chunks] = await Promise.all([
      // Without the catalogue (D1 unavailable) the bare SPA is still served, uncached: it shows its own error and retry.
      deps(c)
        .pages.page(read)
        .catch((err: unknown) => {
          log("error", "page without its data", { path: read.pathname, error: err });
          return deps(c).pages.bare(lang);
        }),
      routeChunks(c.env.ASSETS, url.origin, lang),
    ]);
    if (model.route && model.status === 200) model.preloadModules = chunks[model.route] ?? [];
    const cache = model.audience === "private" || model.bare ? NO_STORE : personal ? "private, no-store" : PUBLIC_PAGE_CACHE;
    const rendered = model.route && model.status === 200 ? await firstScreen(read, model.initialData, lang) : undefined;
    const res = writeDocument(shell, model, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": cache }, rendered);
    if (cacheKey) await keepInEdgeCache(cacheKey, res, PUBLIC_PAGE_CACHE);
    return res;
  });
