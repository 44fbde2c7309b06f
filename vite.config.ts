import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// Vite builds the SPA into dist/client; wrangler serves it as static assets and bundles the worker itself.
// `npm run dev:web` gives hot reload and proxies the API to a running `wrangler dev`.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  publicDir: "web/public",
  build: { outDir: "dist/client", emptyOutDir: true, target: "es2022", chunkSizeWarningLimit: 300 },
  server: {
    port: 5173,
    // The API accepts writes only from its configured origin (PUBLIC_ORIGIN), so the proxy speaks as it.
    proxy: {
      "/api": { target: "http://127.0.0.1:8787", headers: { origin: "http://127.0.0.1:8787" } },
      "/images": "http://127.0.0.1:8787",
    },
  },
});
