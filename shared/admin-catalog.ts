import { z } from "zod";
import { ordersCopy } from "#copy/orders";
import { copyKeys } from "./copy-keys";
import { PARCEL_MAX_GRAMS } from "./parcel-boxes";
import { isValidGtin } from "./product-safety";

/** The back-office's catalogue (issue 34): what its routes take, checked the same way in the browser and the worker. */
const c = copyKeys(ordersCopy).orders.admin.catalog;

export const ADMIN_PRODUCTS_PAGE_SIZE = 50;
export const TAX_CATEGORIES = ["normal", "intermediate", "reduced"] as const;
export const STOCK_REASONS = ["received", "damaged", "count"] as const;

const intParam = (min: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .pipe(z.number().int().min(min));

/** GET /api/admin/catalog/products: a word, name or sku; a category; active or not; out of stock or low. */
export const adminProductsQuerySchema = z.object({
  q: z.string().trim().max(80).optional(),
  category: intParam(1).optional(),
  active: z.enum(["1", "0"]).optional(),
  stock: z.enum(["out", "low"]).optional(),
  /** Archived products (issue 44) are left out unless asked for: "1" only them, "all" with the others. */
  archived: z.enum(["1", "all"]).optional(),
  page: intParam(1).default(1),
});
export type AdminProductsQuery = z.infer<typeof adminProductsQuerySchema>;

export const adminProductIdSchema = z.object({ id: intParam(1) });
export const adminVariantIdSchema = z.object({ id: intParam(1) });

const text = (max: number) => z.string().trim().max(max, c.text);
const warnings = z.array(z.string().trim().min(1, c.warnings).max(300, c.warnings)).max(10, c.warnings);

/** A product's own fields as the editor writes them (prices in cents, VAT included). */
const productFields = z.object({
  name: z.string().trim().min(1, c.name).max(160, c.name),
  nameEs: text(160).nullable(),
  description: text(5000),
  descriptionEs: text(5000).nullable(),
  categoryId: z.number().int().positive(c.category),
  subcategoryId: z.number().int().positive(c.subcategory).nullable(),
  priceCents: z.number().int(c.price).min(1, c.price).max(10_000_000, c.price),
  salePriceCents: z.number().int(c.price).min(1, c.price).nullable(),
  active: z.boolean(),
  taxCategory: z.enum(TAX_CATEGORIES),
  manufacturerId: z.number().int().positive(c.manufacturer).nullable(),
  model: text(120).nullable(),
  gtin: z.string().trim().refine(isValidGtin, c.gtin).nullable(),
  safetyWarnings: warnings,
  safetyWarningsEs: warnings.nullable(),
});
const saleBelowPrice = (v: { priceCents: number; salePriceCents: number | null }) => v.salePriceCents === null || v.salePriceCents < v.priceCents;

/** PUT /api/admin/catalog/products/:id: the product as the editor saves it (prices in cents, VAT included). */
export const productUpdateSchema = productFields.refine(saleBelowPrice, { message: c.salePrice, path: ["salePriceCents"] });
export type ProductUpdate = z.infer<typeof productUpdateSchema>;

/** POST /api/admin/catalog/variants/:id/stock: units received or damaged, or the quantity counted. */
export const stockAdjustmentSchema = z.discriminatedUnion("reason", [
  z.object({ reason: z.enum(["received", "damaged"]), quantity: z.number().int(c.quantity).min(1, c.quantity).max(10_000, c.quantity) }),
  z.object({ reason: z.literal("count"), quantity: z.number().int(c.quantity).min(0, c.quantity).max(100_000, c.quantity) }),
]);
export type StockAdjustment = z.infer<typeof stockAdjustmentSchema>;

/** PUT /api/admin/catalog/variants/:id/threshold: the stock at or below which it is in the low-stock e-mail. */
export const thresholdSchema = z.object({ threshold: z.number().int(c.threshold).min(0, c.threshold).max(1000, c.threshold) });

const optionText = (max: number) => z.string().trim().min(1, c.option).max(max, c.option).nullable();
const variantPrice = z.number().int(c.price).min(1, c.price).max(10_000_000, c.price).nullable();

/** A variant's options and own price (null: the product's); its sku is its identity and its images' folder. */
const variantFields = z
  .object({
    size: optionText(40),
    color: optionText(40),
    /**
     * The colour's Spanish name (issue 44; decisions/0041: one per Portuguese colour, in color_names, shared by every
     * variant of that colour): a name writes it, empty or null leaves the colour untranslated (the Spanish shop shows
     * the Portuguese name), absent leaves it as it is.
     */
    colorEs: z.string().trim().max(40, c.option).nullable().optional(),
    packCount: z.number().int(c.option).min(1, c.option).max(1000, c.option).nullable(),
    /** One unit's weight packed, in grams (issue 49: a label's parcel weight); null clears it, absent leaves it as it is. */
    weightGrams: z.number(c.weight).int(c.weight).min(1, c.weight).max(PARCEL_MAX_GRAMS, c.weight).nullable().optional(),
    priceCents: variantPrice,
    salePriceCents: variantPrice,
    active: z.boolean(),
  })
  .refine((v) => v.salePriceCents === null || (v.priceCents !== null && v.salePriceCents < v.priceCents), {
    message: c.variantSalePrice,
    path: ["salePriceCents"],
  });

/** PUT /api/admin/catalog/variants/:id: its options, own price and whether it is on sale (the sku never changes). */
export const variantUpdateSchema = variantFields;
export type VariantUpdate = z.infer<typeof variantUpdateSchema>;

/** A sku: what the shop, its invoices and its images' folder (R2, one folder per sku) are keyed by. */
export const skuSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9-]{1,39}$/, c.sku);

/** POST /api/admin/catalog/products/:id/variants: a new size, colour or pack, with the units already in the shop. */
export const variantCreateSchema = z.intersection(
  variantFields,
  z.object({ sku: skuSchema, stock: z.number().int(c.quantity).min(0, c.quantity).max(10_000, c.quantity) }),
);
export type VariantCreate = z.infer<typeof variantCreateSchema>;

/**
 * POST /api/admin/catalog/products: a new product (issue 44) with its first variant — the product's sku, its options
 * (none for a product sold one way) and the units already in the shop (a 'received' stock entry).
 */
export const productCreateSchema = productFields
  .extend({
    sku: skuSchema,
    size: optionText(40),
    color: optionText(40),
    packCount: z.number().int(c.option).min(1, c.option).max(1000, c.option).nullable(),
    stock: z.number().int(c.quantity).min(0, c.quantity).max(10_000, c.quantity),
  })
  .refine(saleBelowPrice, { message: c.salePrice, path: ["salePriceCents"] });
export type ProductCreate = z.infer<typeof productCreateSchema>;

/** POST /api/admin/catalog/products/:id/duplicate: the copy's own sku (its variants' are made from it: `${sku}-${n}`). */
export const productDuplicateSchema = z.object({ sku: skuSchema });
export type ProductDuplicate = z.infer<typeof productDuplicateSchema>;

/** PUT /api/admin/catalog/products/:id/archived: off the shop and the list (never deleted: orders name it), or back. */
export const productArchiveSchema = z.object({ archived: z.boolean() });

/** PUT /api/admin/catalog/products/:id/variants/order: every variant of the product, in the order the shop shows them. */
export const variantOrderSchema = z.object({ ids: z.array(z.number().int().positive()).min(1).max(200) });

/** Uploaded images (issue 34): the kinds the shop serves, read from the file's bytes, and their size. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Pixels an upload may have (decisions/0084): a 48-megapixel phone photo passes; a file that unpacks to more is refused. */
export const MAX_IMAGE_PIXELS = 50_000_000;
export const MAX_IMAGE_SIDE = 12_000;
export const UPLOAD_IMAGE_TYPES = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" } as const;

/** PUT /api/admin/catalog/products/:id/images: the product's images in order, the first the main one. */
export const imageOrderSchema = z.object({ keys: z.array(z.string().min(3).max(200)).min(1).max(50) });
/** POST /api/admin/catalog/products/:id/images: one file, field `file` (its real type is read from its bytes). */
export const imageUploadSchema = z.object({ file: z.instanceof(File, { message: c.imageType }) });
export const imageKeyParamSchema = z.object({ id: intParam(1), file: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,150}$/) });
