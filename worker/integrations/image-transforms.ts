import { SIZED_IMAGE_TYPES, type SizedImageFormat } from "../../shared/image-sizes";
import { log } from "../lib/log";

/** A bitmap image's dimensions, as its header states them. */
export interface ImageDimensions {
  width: number;
  height: number;
}

/**
 * Product photos resized and encoded again (decisions/0084): Cloudflare Images' binding in production, the same binding
 * run by Sharp under wrangler dev and the tests. A copy is made from the pixels alone: the original's metadata (a
 * phone's EXIF with its GPS position) is not carried over.
 */
export interface ImageTransforms {
  /** The dimensions read from the file's header, or null when it is no bitmap image the binding reads. */
  dimensions(bytes: ArrayBuffer): Promise<ImageDimensions | null>;
  /** The image at most `width` px wide (never enlarged, turned upright), or null when its pixels cannot be decoded. */
  resize(bytes: ArrayBuffer, width: number, format: SizedImageFormat): Promise<ArrayBuffer | null>;
}

/** Quality for product photos: visibly the same as the original at the size drawn, about a third of the bytes of 90. */
const QUALITY: Record<SizedImageFormat, number> = { webp: 78, jpg: 82 };

const streamOf = (bytes: ArrayBuffer) => new Blob([bytes]).stream();

export function imagesBindingTransforms(binding: ImagesBinding): ImageTransforms {
  return {
    async dimensions(bytes) {
      try {
        const info = await binding.info(streamOf(bytes));
        return "width" in info && info.width > 0 && info.height > 0 ? { width: info.width, height: info.height } : null;
      } catch (err) {
        log("warn", "image unreadable", { step: "info", error: String(err).split("\n")[0] });
        return null;
      }
    },
    async resize(bytes, width, format) {
      try {
        const result = await binding
          .input(streamOf(bytes))
          .transform({ width, fit: "scale-down" })
          .output({ format: SIZED_IMAGE_TYPES[format], quality: QUALITY[format] });
        return await new Response(result.image()).arrayBuffer();
      } catch (err) {
        log("warn", "image unreadable", { step: "resize", width, format, error: String(err).split("\n")[0] });
        return null;
      }
    },
  };
}
