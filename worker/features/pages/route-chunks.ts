import { LANG_PREFIX, type Lang } from "../../../shared/languages";
import type { RouteKeyOf } from "../../../shared/routes";
import { log } from "../../lib/log";

/** route-chunks.json, written by the build (vite.config.ts): each catalogue route's JavaScript chunks beyond what index.html loads. */
export type RouteChunks = Partial<Record<RouteKeyOf<"catalogue">, string[]>>;

const cached: Partial<Record<Lang, Promise<RouteChunks>>> = {};

/**
 * Read once per isolate and language (each language's build has its own, the Spanish one under /es/; a deployment's
 * assets never change under it); a failed read is tried again next time.
 */
export function routeChunks(assets: Fetcher, origin: string, lang: Lang): Promise<RouteChunks> {
  cached[lang] ??= assets
    .fetch(new Request(`${origin}${LANG_PREFIX[lang]}/route-chunks.json`))
    .then(async (res) => {
      if (!res.ok || !res.headers.get("Content-Type")?.includes("json")) {
        await res.body?.cancel();
        throw new Error(`route-chunks.json answered ${res.status}`);
      }
      return (await res.json()) as RouteChunks;
    })
    .catch((err) => {
      log("warn", "route chunks unavailable", { error: err });
      delete cached[lang];
      return {};
    });
  return cached[lang];
}
