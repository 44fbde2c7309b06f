import type { RouteKeyOf } from "../../../shared/routes";

/** route-chunks.json, written by the build (vite.config.ts): each catalogue route's JavaScript chunks beyond what index.html loads. */
export type RouteChunks = Partial<Record<RouteKeyOf<"catalogue">, string[]>>;

let cached: Promise<RouteChunks> | undefined;

/** Read once per isolate (a deployment's assets never change under it); a failed read is tried again next time. */
export function routeChunks(assets: Fetcher, origin: string): Promise<RouteChunks> {
  cached ??= assets
    .fetch(new Request(`${origin}/route-chunks.json`))
    .then(async (res) => {
      if (!res.ok || !res.headers.get("Content-Type")?.includes("json")) {
        await res.body?.cancel();
        throw new Error(`route-chunks.json answered ${res.status}`);
      }
      return (await res.json()) as RouteChunks;
    })
    .catch((err) => {
      console.warn("route chunks unavailable", err);
      cached = undefined;
      return {};
    });
  return cached;
}
