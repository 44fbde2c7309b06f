import { UPLOAD_IMAGE_TYPES } from "../../shared/admin-catalog";

export type UploadImageType = keyof typeof UPLOAD_IMAGE_TYPES;

const startsWith = (b: Uint8Array, at: number, sig: number[]) => sig.every((v, i) => b[at + i] === v);
const ascii = (s: string) => [...s].map((ch) => ch.charCodeAt(0));

/**
 * The image type a file really is, read from its first bytes (its name and the browser's type are the sender's word
 * and are ignored): JPEG, PNG or WebP, or null for anything else (SVG, HTML, a renamed executable, an empty file).
 */
export function imageTypeOf(bytes: ArrayBuffer): UploadImageType | null {
  const b = new Uint8Array(bytes, 0, Math.min(bytes.byteLength, 16));
  if (b.length >= 4 && startsWith(b, 0, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (b.length >= 8 && startsWith(b, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (b.length >= 12 && startsWith(b, 0, ascii("RIFF")) && startsWith(b, 8, ascii("WEBP"))) return "image/webp";
  return null;
}

/** A file name safe in an R2 key and a URL: the sender's name in plain lowercase letters and digits, made unique. */
export function safeImageName(original: string, type: UploadImageType): string {
  const stem =
    original
      .replace(/\.[^.]*$/, "")
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40)
      .replace(/-+$/, "") || "imagem";
  const unique = crypto.randomUUID().replace(/-/g, "").slice(0, 8);
  return `${stem}-${unique}.${UPLOAD_IMAGE_TYPES[type]}`;
}
