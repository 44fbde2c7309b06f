import path from "node:path";
import { getPlatformProxy } from "wrangler";

// Workers runtime types (D1Database, R2Bucket) live in the worker program, not in this Node one.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LocalBindings = { DB: any; IMAGES: any };

/** Opens wrangler's local D1 and R2 state: the same files `wrangler dev --persist-to DIR` uses. */
export async function openLocalState(persistTo: string) {
  const proxy = await getPlatformProxy<LocalBindings>({
    configPath: path.join(import.meta.dirname, "../../wrangler.toml"),
    persist: { path: path.resolve(persistTo, "v3") },
    remoteBindings: false,
  });
  return { db: proxy.env.DB, images: proxy.env.IMAGES, dispose: () => proxy.dispose() };
}
