// The first screen drawn by the web's own React app (web/ssr/render-page.tsx, docs/decisions/0022), built into
// dist/server by `npm run build` and bundled under this name (wrangler.toml [alias], vitest.config.ts).
declare module "@ssr/render-page" {
  import type { InitialDataEntry } from "../../../shared/initial-data";
  /** The app's markup for `url` (path and query) with the first screen's data; rejects if it cannot be drawn. */
  export function renderPage(url: string, entries: InitialDataEntry[]): Promise<string>;
}

// The same app built in Spanish (SHOP_LANG=es, docs/decisions/0039) for the pages under /es/.
declare module "@ssr/render-page-es" {
  import type { InitialDataEntry } from "../../../shared/initial-data";
  export function renderPage(url: string, entries: InitialDataEntry[]): Promise<string>;
}
