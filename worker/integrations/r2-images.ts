import { IMAGE_EXTENSIONS, MAX_FOLDER_IMAGES } from "../../shared/constants";
import { SIZED_IMAGE_TYPES, type SizedImageFormat } from "../../shared/image-sizes";

/** Product images in R2, one folder per sku (DESIGN §3). */
export interface ImageStore {
  /** Image keys in the sku's folder with an image extension, sorted by name, at most 50. */
  listFolder(sku: string): Promise<string[]>;
  get(key: string, ifNoneMatch?: string | null): Promise<R2ObjectBody | R2Object | null>;
  /** Stores an uploaded image under its (already safe) key, with the type read from its bytes. */
  put(key: string, bytes: ArrayBuffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** A sized copy of the original `key` (decisions/0084), or null; only the headers when the ETag still matches. */
  getSized(key: string, width: number, format: SizedImageFormat, ifNoneMatch?: string | null): Promise<R2ObjectBody | R2Object | null>;
  putSized(key: string, width: number, format: SizedImageFormat, bytes: ArrayBuffer): Promise<R2Object>;
  /** Every sized copy of the original `key`. */
  deleteSized(key: string): Promise<void>;
}

/**
 * Sized copies live outside the sku's folder (`sized/<sku>/<file>/<width>.<format>`): the folder's listing is the
 * product's photos, and a copy must never be shown as one more.
 */
const sizedPrefix = (key: string) => `sized/${key}/`;
const sizedKey = (key: string, width: number, format: SizedImageFormat) => `${sizedPrefix(key)}${width}.${format}`;
const etagCondition = (ifNoneMatch?: string | null) =>
  ifNoneMatch ? { onlyIf: { etagDoesNotMatch: ifNoneMatch.replace(/^W\//, "").replace(/"/g, "") } } : undefined;

const IMAGE_RE = new RegExp(`\\.(${IMAGE_EXTENSIONS.join("|")})$`, "i");

export function r2ImageStore(bucket: R2Bucket): ImageStore {
  return {
    async listFolder(sku) {
      const prefix = `${sku}/`;
      const keys: string[] = [];
      let cursor: string | undefined;
      // A folder rarely holds more than a page; keep going until it is read whole (bounded).
      for (let i = 0; i < 10; i++) {
        const page = await bucket.list({ prefix, cursor, limit: 1000 });
        for (const o of page.objects) if (IMAGE_RE.test(o.key)) keys.push(o.key);
        if (!page.truncated) break;
        cursor = page.cursor;
      }
      return keys.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).slice(0, MAX_FOLDER_IMAGES);
    },
    async put(key, bytes, contentType) {
      await bucket.put(key, bytes, { httpMetadata: { contentType } });
    },
    async delete(key) {
      await bucket.delete(key);
    },
    get(key, ifNoneMatch) {
      return bucket.get(key, etagCondition(ifNoneMatch));
    },
    getSized(key, width, format, ifNoneMatch) {
      return bucket.get(sizedKey(key, width, format), etagCondition(ifNoneMatch));
    },
    putSized(key, width, format, bytes) {
      return bucket.put(sizedKey(key, width, format), bytes, { httpMetadata: { contentType: SIZED_IMAGE_TYPES[format] } });
    },
    async deleteSized(key) {
      const { objects } = await bucket.list({ prefix: sizedPrefix(key), limit: 1000 });
      if (objects.length > 0) await bucket.delete(objects.map((o: R2Object) => o.key));
    },
  };
}
