import { Hono } from "hono";
import { IMAGE_WIDTHS, type ImageWidth, isSizedImage, LARGEST_IMAGE_WIDTH, SIZED_IMAGE_TYPES, type SizedImageFormat } from "../../../shared/image-sizes";
import { deps } from "../../deps";
import type { AppEnv } from "../../env";
import { IMMUTABLE_CACHE } from "../../lib/cache-control";
import { DomainError } from "../../lib/domain-error";

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*\/[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** What is served as stored: the demonstration's illustrations. */
const TYPES: Record<string, string> = { svg: "image/svg+xml" };

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

/** The copy a query asks for (`?w=480&f=webp`): the largest JPEG without one; null for a width or format not made. */
function sizeAsked(w: string | undefined, f: string | undefined): { width: ImageWidth; format: SizedImageFormat } | null {
  const width = w === undefined ? LARGEST_IMAGE_WIDTH : IMAGE_WIDTHS.find((x) => String(x) === w);
  const format = f === undefined ? "jpg" : f in SIZED_IMAGE_TYPES ? (f as SizedImageFormat) : undefined;
  return width && format ? { width, format } : null;
}

const notModified = (ifNoneMatch: string | undefined, etag: string) => !!ifNoneMatch && ifNoneMatch.replace(/^W\//, "") === etag;

/**
 * GET /images/<sku>/<file>[?w=<width>&f=webp|jpg]: a photo in one of the widths the pages use (decisions/0084), made
 * on its first request when it has none yet; without a query, the largest JPEG. Never the original as uploaded (it may
 * carry the phone's EXIF). The demonstration's SVG illustrations are served as stored. Long-lived, with an ETag.
 */
export const imageRoutes = new Hono<AppEnv>().get("/*", async (c) => {
  const key = imageKey(c.req.path);
  if (!key) throw imageNotFound();
  const ifNoneMatch = c.req.header("If-None-Match");
  const headers = new Headers({ "Cache-Control": IMMUTABLE_CACHE });
  if (isSizedImage(key)) {
    const asked = sizeAsked(c.req.query("w"), c.req.query("f"));
    if (!asked) throw imageNotFound();
    const copy = await deps(c).sizedImages.serve(key, asked.width, asked.format, ifNoneMatch);
    if (!copy) throw imageNotFound();
    headers.set("ETag", copy.etag);
    headers.set("Content-Type", copy.contentType);
    if (!copy.body || notModified(ifNoneMatch, copy.etag)) return new Response(null, { status: 304, headers });
    return new Response(copy.body, { status: 200, headers });
  }
  const obj = await deps(c).catalog.image(key, ifNoneMatch);
  if (!obj) throw imageNotFound();
  headers.set("ETag", obj.httpEtag);
  const ext = key.split(".").pop()?.toLowerCase() ?? "";
  headers.set("Content-Type", obj.httpMetadata?.contentType ?? TYPES[ext] ?? "application/octet-stream");
  if (!("body" in obj) || notModified(ifNoneMatch, obj.httpEtag)) return new Response(null, { status: 304, headers });
  return new Response(obj.body, { status: 200, headers });
});
