import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** Built once per language as vite.config.ts (docs/decisions/0039): SHOP_LANG=es writes render-page-es.js beside the Portuguese one. */
const SPANISH = process.env.SHOP_LANG === "es";

// The first screen rendered by the worker (docs/decisions/0022): the same React app, built as one module for workerd.
export default defineConfig({
  plugins: [react()],
  publicDir: false,
  ssr: {
    noExternal: true,
    target: "webworker",
    resolve: { conditions: [...(SPANISH ? ["shop-es"] : []), "workerd", "worker", "browser"], externalConditions: ["workerd", "worker"] },
  },
  build: {
    ssr: "web/ssr/render-page.tsx",
    outDir: "dist/server",
    // The Portuguese build comes first and empties the folder; the Spanish one adds its file.
    emptyOutDir: !SPANISH,
    target: "es2022",
    minify: true,
    rollupOptions: { output: { entryFileNames: SPANISH ? "render-page-es.js" : "render-page.js" } },
  },
});
