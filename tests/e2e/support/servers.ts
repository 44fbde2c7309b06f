import { execFileSync } from "node:child_process";

/** The main e2e shop; the API takes writes only with this Origin, as a browser on its pages sends. */
export const MAIN_SHOP_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 8788}`;

/** A second shop configured with the fake supplier (scripts/e2e-servers.sh). */
export const SUPPLIER_SHOP_URL = `http://127.0.0.1:${process.env.E2E_SUPPLIER_SHOP_PORT ?? 8789}`;

/** Changes the main e2e shop's data as an operator would (wrangler d1 execute on its local database). */
export function sqlOnMainShop(sql: string) {
  execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", ".wrangler/e2e-state", "--command", sql], {
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_HIDE_BANNER: "true" },
    stdio: "ignore",
  });
}
