import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig, minifySync, type Plugin } from "vite";
import { commonCopy as esCommon } from "./shared/copy/es/common.ts";
import { seoCopy as esSeo } from "./shared/copy/es/seo.ts";
import { commonCopy as ptCommon } from "./shared/copy/pt/common.ts";
import { seoCopy as ptSeo } from "./shared/copy/pt/seo.ts";
import { LOCALE } from "./shared/languages.ts";
import type { RouteKeyOf } from "./shared/routes";

/**
 * The pages whose code the worker asks the browser to fetch early (docs/decisions/0019): each route's lazy chunk
 * and the chunks it imports, written to route-chunks.json for the worker to read from the assets. One for each
 * catalogue route of the route table (shared/routes.ts), the pages the worker draws.
 */
const ROUTE_MODULES: Record<RouteKeyOf<"catalogue">, string> = {
  home: "web/features/home/home-page.tsx",
  listing: "web/features/catalog/components/listing-page.tsx",
  product: "web/features/product/product-page.tsx",
  search: "web/features/search/search-page.tsx",
};

function routeChunks(): Plugin {
  return {
    name: "route-chunks",
    apply: "build",
    generateBundle(_options, bundle) {
      const closure = (file: string, files = new Set<string>()) => {
        const chunk = bundle[file];
        if (files.has(file) || chunk?.type !== "chunk") return files;
        files.add(file);
        for (const imported of chunk.imports) closure(imported, files);
        return files;
      };
      // What index.html already loads (the entry and its imports, modulepreloaded by Vite) is left out.
      const entry = Object.values(bundle).find((c) => c.type === "chunk" && c.isEntry);
      const loaded = entry ? closure(entry.fileName) : new Set<string>();
      const out: Record<string, string[]> = {};
      for (const [route, source] of Object.entries(ROUTE_MODULES)) {
        const chunk = Object.values(bundle).find((c) => c.type === "chunk" && c.facadeModuleId?.endsWith(source));
        if (!chunk) this.error(`route-chunks: no chunk for ${source}`);
        out[route] = [...closure(chunk.fileName)].filter((f) => !loaded.has(f)).map((f) => `/${f}`);
      }
      this.emitFile({ type: "asset", fileName: "route-chunks.json", source: JSON.stringify(out) });
    },
  };
}

/**
 * React DOM is its own chunk, imported by the entry once the entry's own code has run (web/main.tsx), so that the two
 * are evaluated in two tasks (docs/decisions/0022). index.html preloads it, and the chunks it imports, with the entry.
 */
function preloadReactDom(): Plugin {
  return {
    name: "preload-react-dom",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === "chunk");
        const client = chunks.find((c) => c.moduleIds.some((id) => id.includes("/react-dom/cjs/react-dom-client.")));
        if (!client) throw new Error("preload-react-dom: no chunk holds react-dom/client");
        const entry = chunks.find((c) => c.isEntry);
        const files = [client.fileName, ...client.imports.filter((f) => f !== entry?.fileName)];
        return files.map((f) => ({ tag: "link", attrs: { rel: "modulepreload", crossorigin: true, href: `/${f}` }, injectTo: "head" as const }));
      },
    },
  };
}

type ChunkingContext = { getModuleInfo(id: string): { importedIds: string[] } | null };

/**
 * The chunk of what the home page's code imports beyond the entry (docs/decisions/0024). Left to itself, Rolldown
 * splits these modules by which lazy routes share each one, into some thirty small files that gzip worse apart and
 * each cost an import and an export; the listing, product and search pages import most of them too.
 */
function shellChunk() {
  const root = `${process.cwd()}/`;
  const closure = (id: string, ctx: ChunkingContext, seen = new Set<string>()) => {
    if (seen.has(id)) return seen;
    seen.add(id);
    for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) closure(imported, ctx, seen);
    return seen;
  };
  let shell: Set<string> | undefined;
  return (id: string, ctx: ChunkingContext) => {
    if (!shell) {
      const initial = closure(`${root}web/main.tsx`, ctx);
      const home = closure(`${root}${ROUTE_MODULES.home}`, ctx);
      shell = new Set([...home].filter((m) => !initial.has(m) && !m.startsWith(`${root}web/features/home/`)));
    }
    // lucide-react's index imports every icon: each icon stays with the code that draws it.
    if (id.includes("/lucide-react/dist/esm/icons/")) return null;
    return shell.has(id) ? "shell" : null;
  };
}

/**
 * The web is built once per language (docs/decisions/0039): SHOP_LANG=es resolves package.json's `#copy/*` imports to
 * shared/copy/es/ (the "shop-es" condition) and builds into dist/client-es, which scripts/merge-language-builds.ts puts
 * beside the Portuguese build (its index.html and route-chunks.json under es/, its chunks with the others).
 */
const SPANISH = process.env.SHOP_LANG === "es";

/** index.html in the build's language: `<html lang>`, the description and the placeholder's 'A carregar...'. */
function languageHtml(): Plugin {
  const [from, to] = [
    { lang: LOCALE.pt, description: ptSeo.seo.homeDescription, loading: ptCommon.common.loading },
    { lang: LOCALE.es, description: esSeo.seo.homeDescription, loading: esCommon.common.loading },
  ];
  return {
    name: "language-html",
    transformIndexHtml(html) {
      if (!SPANISH) return html;
      const out = html.replace(`lang="${from.lang}"`, `lang="${to.lang}"`).replace(from.description, to.description).replace(from.loading, to.loading);
      if (out.includes(from.description) || out.includes(from.loading) || !out.includes(`lang="${to.lang}"`))
        throw new Error("language-html: index.html is not all Spanish");
      return out;
    },
  };
}

/** web/public/start-app.js (decisions/0022), minified in the build: every drawn page loads it first. */
function minifyStartApp(): Plugin {
  let outDir = "";
  return {
    name: "minify-start-app",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const file = join(outDir, "start-app.js");
      const { code, errors } = minifySync("start-app.js", readFileSync(file, "utf8"));
      if (errors.length > 0) throw new Error(`minify-start-app: ${errors.map((e) => e.message).join("; ")}`);
      writeFileSync(file, code);
    },
  };
}

// Vite builds the SPA into dist/client; wrangler serves it as static assets and bundles the worker itself.
// `npm run dev:web` gives hot reload and proxies the API to a running `wrangler dev` (SHOP_LANG=es for the Spanish shop).
export default defineConfig({
  plugins: [react(), tailwindcss(), routeChunks(), preloadReactDom(), languageHtml(), minifyStartApp()],
  publicDir: "web/public",
  resolve: { conditions: SPANISH ? ["shop-es", ...defaultClientConditions] : [...defaultClientConditions] },
  build: {
    outDir: SPANISH ? "dist/client-es" : "dist/client",
    emptyOutDir: true,
    target: "es2022",
    chunkSizeWarningLimit: 300,
    rolldownOptions: {
      output: {
        // What the entry imports is one chunk with it, and the home page's shared code another (docs/decisions/0024).
        codeSplitting: {
          groups: [
            // React DOM and its scheduler: one chunk, evaluated after the entry's own code (web/main.tsx).
            { name: "react-dom", test: /\/node_modules\/(react-dom|scheduler)\//, priority: 3, includeDependenciesRecursively: false },
            { name: "app", tags: ["$initial"], priority: 2 },
            { name: shellChunk(), priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // The API accepts writes only from its configured origin (PUBLIC_ORIGIN), so the proxy speaks as it.
    proxy: {
      "/api": { target: "http://127.0.0.1:8787", headers: { origin: "http://127.0.0.1:8787" } },
      "/images": "http://127.0.0.1:8787",
    },
  },
});
