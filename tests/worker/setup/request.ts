import { exports } from "cloudflare:workers";

export const SHOP_ORIGIN = "http://shop.test";

/** Headers a browser on the shop's own page sends: the Origin on every write (unless a test sets its own). */
export function browserHeaders(init?: RequestInit): Headers {
  const headers = new Headers(init?.headers);
  const method = (init?.method ?? "GET").toUpperCase();
  if (!["GET", "HEAD"].includes(method) && !headers.has("Origin")) headers.set("Origin", SHOP_ORIGIN);
  return headers;
}

/** Calls the worker as a browser would. */
export async function api(path: string, init?: RequestInit) {
  const res = await exports.default.fetch(new Request(`${SHOP_ORIGIN}${path}`, { ...init, headers: browserHeaders(init) }));
  const isJson = res.headers.get("Content-Type")?.includes("json");
  const body: any = isJson ? await res.json() : res.body ? new Uint8Array(await res.arrayBuffer()) : null;
  return { status: res.status, headers: res.headers, body };
}
