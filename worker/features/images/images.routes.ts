import { Hono } from "hono";
import { deps } from "../../deps";
import type { AppEnv } from "../../env";
import { IMMUTABLE_CACHE } from "../../lib/cache-control";
import { DomainError } from "../../lib/domain-error";

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*\/[A-Za-z0-9][A-Za-z0-9._-]*$/;
const TYPES: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
};

const imageNotFound = () => new DomainError("image_not_found", (t) => t.errors.imageNotFound);

/** R2 refuses object names over 1,024 bytes; ours are far shorter. */
const MAX_KEY_BYTES = 1024;

/** The object name a path asks for, or null when it is malformed, too long or not a plain `<sku>/<file>`. */
function imageKey(path: string): string | null {
  let key: string;
  try {
    key = decodeURIComponent(path.replace(/^\/images\//, ""));
  } catch {
    return null; // a malformed escape such as %E0%A4%A
  }
  if (new TextEncoder().encode(key).length > MAX_KEY_BYTES) return null;
  return SAFE_KEY.test(key) && !key.includes("..") ? key : null;
}

/** GET /images/<sku>/<file>: streams the R2 object with long-lived cache headers and an ETag. */
export const imageRoutes = new Hono<AppEnv>().get("/*", async (c) => {
  const key = imageKey(c.req.path);
  if (!key) throw imageNotFound();
  const ifNoneMatch = c.req.header("If-None-Match");
  const obj = await deps(c).catalog.image(key, ifNoneMatch);
  if (!obj) throw imageNotFound();
  const headers = new Headers();
  headers.set("ETag", obj.httpEtag);
  headers.set("Cache-Control", IMMUTABLE_CACHE);
  const ext = key.split(".").pop()?.toLowerCase() ?? "";
  headers.set("Content-Type", obj.httpMetadata?.contentType ?? TYPES[ext] ?? "application/octet-stream");
  if (!("body" in obj) || (ifNoneMatch && ifNoneMatch.replace(/^W\//, "") === obj.httpEtag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(obj.body, { status: 200, headers });
});
