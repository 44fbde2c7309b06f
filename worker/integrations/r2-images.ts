import { IMAGE_EXTENSIONS, MAX_FOLDER_IMAGES } from "../../shared/constants";

/** Product images in R2, one folder per sku (DESIGN §3). */
export interface ImageStore {
  /** Image keys in the sku's folder with an image extension, sorted by name, at most 50. */
  listFolder(sku: string): Promise<string[]>;
  get(key: string, ifNoneMatch?: string | null): Promise<R2ObjectBody | R2Object | null>;
  /** Stores an uploaded image under its (already safe) key, with the type read from its bytes. */
  put(key: string, bytes: ArrayBuffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
}

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
      return bucket.get(key, ifNoneMatch ? { onlyIf: { etagDoesNotMatch: ifNoneMatch.replace(/^W\//, "").replace(/"/g, "") } } : undefined);
    },
  };
}
