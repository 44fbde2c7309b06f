import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { getPlatformProxy } from "wrangler";

// Workers runtime types (D1Database, R2Bucket) live in the worker program, not in this Node one.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LocalBindings = { DB: any; IMAGES: any; KV: any };

/** Opens wrangler's local D1, R2 and KV state: the same files `wrangler dev --persist-to DIR` uses. */
export async function openLocalState(persistTo: string) {
  const proxy = await getPlatformProxy<LocalBindings>({
    configPath: path.join(import.meta.dirname, "../../wrangler.toml"),
    persist: { path: path.resolve(persistTo, "v3") },
    remoteBindings: false,
  });
  const db = proxy.env.DB;
  /**
   * `db.batch(statements)`, sent safely after a long run of `prepare`/`bind` calls. Through the platform proxy each
   * of those is a synchronous request that blocks Node's main thread until the runtime answers. Binding a thousand
   * statements can take longer (5–30 s on a busy machine) than the runtime keeps an idle connection open (5 s), and
   * the main thread, blocked, neither closes its idle keep-alive socket in time nor sees the runtime close it. The
   * batch then went out on that dead socket: `fetch failed … other side closed` (the bench's seed died so at 100,000
   * products, in `seedReviews`, which bound about 4,500 statements before its first batch). Letting the event loop turn
   * once first lets Node see the close, so the batch opens a new connection.
   */
  const send = async (statements: unknown[]) => {
    await sleep(10);
    return db.batch(statements);
  };
  return { db, send, images: proxy.env.IMAGES, kv: proxy.env.KV, dispose: () => proxy.dispose() };
}
