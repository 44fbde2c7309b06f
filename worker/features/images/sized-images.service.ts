import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from "../../../shared/admin-catalog";
import { IMAGE_WIDTHS, type ImageWidth, SIZED_IMAGE_TYPES, type SizedImageFormat } from "../../../shared/image-sizes";
import type { ImageDimensions, ImageTransforms } from "../../integrations/image-transforms";
import type { ImageStore } from "../../integrations/r2-images";
import { DomainError } from "../../lib/domain-error";

/** One sized copy of a photo, before it is stored. */
export interface SizedCopy {
  width: ImageWidth;
  format: SizedImageFormat;
  bytes: ArrayBuffer;
}

/** A copy to send: its ETag, and its bytes (null: the browser's copy is still good, 304). */
export interface ServedCopy {
  etag: string;
  contentType: string;
  body: ReadableStream | ArrayBuffer | null;
}

const FORMATS = Object.keys(SIZED_IMAGE_TYPES) as SizedImageFormat[];

const unreadable = () => new DomainError("image_unreadable", (t) => t.orders.admin.catalog.imageUnreadable, "file");
const tooManyPixels = () => new DomainError("image_too_many_pixels", (t) => t.orders.admin.catalog.imagePixels, "file");
const tooLarge = (d: ImageDimensions) => d.width * d.height > MAX_IMAGE_PIXELS || Math.max(d.width, d.height) > MAX_IMAGE_SIDE;

/**
 * The product photos in the widths the pages draw them at (decisions/0084): made when a photo is uploaded, or on the
 * first request for one stored before (the demonstration's seed, older uploads), then kept beside the original, which
 * is never changed. Each copy is made from the pixels alone, so a phone's EXIF (its GPS position) never reaches a shopper.
 */
export function sizedImagesService({ store, transforms }: { store: ImageStore; transforms: ImageTransforms }) {
  return {
    /**
     * Every width in both formats of an upload, made before anything is stored: a file whose pixels cannot be read, or
     * that would unpack to more pixels than a photo has, is refused here. A width above the original's is the original's.
     */
    async make(bytes: ArrayBuffer): Promise<SizedCopy[]> {
      const d = await transforms.dimensions(bytes);
      if (!d) throw unreadable();
      if (tooLarge(d)) throw tooManyPixels();
      // Widths at or above the longest side give the same picture (even turned upright): made once, kept under each.
      const longest = Math.max(d.width, d.height);
      const widthsOf = new Map<number, ImageWidth[]>();
      for (const w of IMAGE_WIDTHS) widthsOf.set(Math.min(w, longest), [...(widthsOf.get(Math.min(w, longest)) ?? []), w]);
      const copies: SizedCopy[] = [];
      // One width at a time: a photo decoded in parallel ten times over would hold ten of its bitmaps at once.
      for (const [made, widths] of widthsOf) {
        const outputs = await Promise.all(FORMATS.map((format) => transforms.resize(bytes, made, format)));
        for (const [i, out] of outputs.entries()) {
          if (!out) throw unreadable();
          for (const width of widths) copies.push({ width, format: FORMATS[i]!, bytes: out });
        }
      }
      return copies;
    },

    save: (key: string, copies: SizedCopy[]) => Promise.all(copies.map((c) => store.putSized(key, c.width, c.format, c.bytes))),

    remove: (key: string) => store.deleteSized(key),

    /** One copy of a stored photo, made and kept now when it has none yet; null when there is no such photo. */
    async serve(key: string, width: ImageWidth, format: SizedImageFormat, ifNoneMatch?: string | null): Promise<ServedCopy | null> {
      const contentType = SIZED_IMAGE_TYPES[format];
      const kept = await store.getSized(key, width, format, ifNoneMatch);
      if (kept) return { etag: kept.httpEtag, contentType, body: "body" in kept ? kept.body : null };
      const original = await store.get(key);
      if (!original || !("body" in original)) return null;
      const bytes = await original.arrayBuffer();
      const d = await transforms.dimensions(bytes);
      if (!d || tooLarge(d)) return null;
      const out = await transforms.resize(bytes, width, format);
      if (!out) return null;
      const stored = await store.putSized(key, width, format, out);
      return { etag: stored.httpEtag, contentType, body: out };
    },
  };
}
export type SizedImagesService = ReturnType<typeof sizedImagesService>;
