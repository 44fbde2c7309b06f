import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The first screen rendered by the worker (docs/decisions/0022): the same React app, built as one module for workerd.
export default defineConfig({
  plugins: [react()],
  publicDir: false,
  ssr: { noExternal: true, target: "webworker", resolve: { conditions: ["workerd", "worker", "browser"], externalConditions: ["workerd", "worker"] } },
  build: {
    ssr: "web/ssr/render-page.tsx",
    outDir: "dist/server",
    emptyOutDir: true,
    target: "es2022",
    minify: true,
    rollupOptions: { output: { entryFileNames: "render-page.js" } },
  },
});
