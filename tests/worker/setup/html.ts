import { exports } from "cloudflare:workers";
import { SHOP_ORIGIN } from "./request";

/** Reading a page's raw HTML as a crawler or a link preview does (no JavaScript; decisions/0019). */
export async function page(path: string, init?: RequestInit) {
  const res = await exports.default.fetch(new Request(`${SHOP_ORIGIN}${path}`, init));
  return { status: res.status, headers: res.headers, html: await res.text() };
}

const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
const decodeEntities = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The content of <meta property|name="key">. */
export function meta(html: string, key: string): string | undefined {
  const tag = [...html.matchAll(/<meta [^>]*>/g)].map((m) => m[0]).find((t) => attr(t, "property") === key || attr(t, "name") === key);
  const content = tag && attr(tag, "content");
  return content === undefined ? undefined : decodeEntities(content);
}
export const title = (html: string) => decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
export const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

/** The text of every <script type="..."> of that type, parsed. A `</script>` inside one would cut it and fail the parse. */
export function scripts(html: string, type: string): any[] {
  return [...html.matchAll(/<script type="([^"]+)"[^>]*>([\s\S]*?)<\/script>/g)].filter((m) => m[1] === type).map((m) => JSON.parse(m[2]!));
}
export const jsonLd = (html: string, type: string) => scripts(html, "application/ld+json").filter((ld) => ld["@type"] === type);
export const initialData = (html: string) => scripts(html, "application/json")[0] as any[];

/**
 * How the page starts the app: on a page the worker drew, start-app.js names the entry and every module to fetch
 * (decisions/0022); otherwise index.html's own module script and modulepreload links.
 */
export function appModules(html: string): { starter: boolean; entry: string | undefined; modules: string[] } {
  const starter = /<script defer src="\/start-app\.js"[^>]*>/.exec(html)?.[0];
  if (starter) return { starter: true, entry: attr(starter, "data-entry"), modules: (attr(starter, "data-modules") ?? "").split(" ").filter(Boolean) };
  return {
    starter: false,
    entry: /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)?.[1],
    modules: [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" ?\/?>/g)].map((m) => m[1]!),
  };
}

/** The markup the worker drew inside the root (decisions/0022), or undefined when it left the loading placeholder. */
export function rendered(html: string): string | undefined {
  const m = /<div id="root" data-rendered="">([\s\S]*)<\/div>\s*<\/body>/.exec(html);
  return m?.[1];
}
