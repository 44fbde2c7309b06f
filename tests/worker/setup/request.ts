import { exports } from "cloudflare:workers";

/** Calls the worker as a browser would. */
export async function api(path: string, init?: RequestInit) {
  const res = await exports.default.fetch(new Request(`http://shop.test${path}`, init));
  const isJson = res.headers.get("Content-Type")?.includes("json");
  const body: any = isJson ? await res.json() : res.body ? new Uint8Array(await res.arrayBuffer()) : null;
  return { status: res.status, headers: res.headers, body };
}
