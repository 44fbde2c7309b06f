import { imageUrl } from "./product-card";

/**
 * The widths a product photo is made in (decisions/0084), each as WebP and JPEG: a phone's card (158–184 CSS px at 2.6–3
 * device pixels per px: 474–552) takes 540, a desktop card (about 290 px) 320, the product carousel 768 on a desktop and
 * 1200 on a phone, the cart's, the palette's and the back-office's thumbnails 160 or 320. Never wider than the original.
 */
export const IMAGE_WIDTHS = [160, 320, 540, 768, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
/** The plain `/images/<sku>/<file>` address serves this width as JPEG (links shared elsewhere, Open Graph). */
export const LARGEST_IMAGE_WIDTH: ImageWidth = 1200;

/** WebP for the pictures (every browser the shop supports reads it), JPEG as the `<img>` fallback and the plain address. */
export const SIZED_IMAGE_TYPES = { webp: "image/webp", jpg: "image/jpeg" } as const;
export type SizedImageFormat = keyof typeof SIZED_IMAGE_TYPES;

/** The `sizes` of each layout's picture: the CSS width it is drawn at (web/styles.css `container-page`, the grids). */
export const IMAGE_SIZES = {
  /** The product grid: 2 columns on a phone, 3 from 640 px, 4 from 1024 px, inside `max-w-7xl` with its padding. */
  card: "(min-width: 1280px) 292px, (min-width: 1024px) calc(25vw - 1.75rem), (min-width: 640px) calc(33vw - 1.7rem), calc(50vw - 1.4rem)",
  /** The product page's carousel: the page's width on a phone, half of it from 1024 px. */
  carousel: "(min-width: 1280px) 592px, (min-width: 1024px) calc(50vw - 3rem), calc(100vw - 2rem)",
  /** The carousel's thumbnails: a quarter of the page on a phone, an eighth of the carousel's column from 640 px. */
  thumbnail: "(min-width: 640px) 80px, 25vw",
  /** The back-office's list of a product's photos: 2, 3 then 5 columns. */
  backOffice: "(min-width: 1024px) 180px, (min-width: 640px) 30vw, 45vw",
} as const;

/** Photos are sized; the demonstration's SVG illustrations are drawn at any size as they are. */
export const isSizedImage = (key: string | null | undefined): boolean => !!key && /\.(jpe?g|png|webp)$/i.test(key);

/** The address of one sized copy: `/images/<sku>/<file>?w=<width>&f=<format>`. */
export const sizedImageUrl = (key: string, width: ImageWidth, format: SizedImageFormat) => `${imageUrl(key)}?w=${width}&f=${format}`;

/** A `srcset` listing every width of one format. */
export const imageSrcSet = (key: string, format: SizedImageFormat) => IMAGE_WIDTHS.map((w) => `${sizedImageUrl(key, w, format)} ${w}w`).join(", ");

/** The `<img src>` for a picture drawn at `cssWidth` px: the smallest width covering two device pixels per px. */
export const fallbackImageUrl = (key: string, cssWidth: number) =>
  sizedImageUrl(key, IMAGE_WIDTHS.find((w) => w >= cssWidth * 2) ?? LARGEST_IMAGE_WIDTH, "jpg");
