import {
  adminProductIdSchema,
  adminProductsQuerySchema,
  adminVariantIdSchema,
  imageKeyParamSchema,
  imageOrderSchema,
  imageUploadSchema,
  productArchiveSchema,
  productCreateSchema,
  productDuplicateSchema,
  productUpdateSchema,
  stockAdjustmentSchema,
  thresholdSchema,
  variantCreateSchema,
  variantOrderSchema,
  variantUpdateSchema,
} from "../../../shared/admin-catalog";
import { deps } from "../../deps";
import { validate } from "../../lib/validate";
import { adminRouter, requireOwner } from "../staff/staff-access";

/**
 * /api/admin/catalog (issue 34, decisions/0045): behind requireStaff like every back-office route (session, role read
 * from D1, the shop's Origin for writes, a limit per member). Staff read the catalogue and adjust stock (goods arrive
 * and are counted by whoever is in the shop); prices and products are the owner's.
 */
export const adminCatalogRoutes = adminRouter()
  .get("/products", validate("query", adminProductsQuerySchema), async (c) => c.json(await deps(c).admin.catalog.list(c.req.valid("query"))))
  // Issue 44 (decisions/0052): the owner creates a product, copies one, archives one (never deletes: orders name it).
  .get("/choices", async (c) => c.json(await deps(c).admin.catalog.choices()))
  .post("/products", requireOwner, validate("json", productCreateSchema), async (c) => {
    const id = await deps(c).admin.catalogProducts.create(c.req.valid("json"), c.var.user.email);
    return c.json(await deps(c).admin.catalog.detail(id), 201);
  })
  .post("/products/:id/duplicate", requireOwner, validate("param", adminProductIdSchema), validate("json", productDuplicateSchema), async (c) => {
    const id = await deps(c).admin.catalogProducts.duplicate(c.req.valid("param").id, c.req.valid("json").sku, c.var.user.email);
    return c.json(await deps(c).admin.catalog.detail(id), 201);
  })
  .put("/products/:id/archived", requireOwner, validate("param", adminProductIdSchema), validate("json", productArchiveSchema), async (c) => {
    await deps(c).admin.catalogProducts.setArchived(c.req.valid("param").id, c.req.valid("json").archived, c.var.user.email);
    return c.json(await deps(c).admin.catalog.detail(c.req.valid("param").id));
  })
  .get("/products/:id", validate("param", adminProductIdSchema), async (c) => c.json(await deps(c).admin.catalog.detail(c.req.valid("param").id)))
  .put("/products/:id", requireOwner, validate("param", adminProductIdSchema), validate("json", productUpdateSchema), async (c) =>
    c.json(await deps(c).admin.catalog.update(c.req.valid("param").id, c.req.valid("json"), c.var.user.email)),
  )
  .post("/variants/:id/stock", validate("param", adminVariantIdSchema), validate("json", stockAdjustmentSchema), async (c) =>
    c.json(await deps(c).admin.catalog.adjustStock(c.req.valid("param").id, c.req.valid("json"), c.var.user.email)),
  )
  .put("/variants/:id/threshold", requireOwner, validate("param", adminVariantIdSchema), validate("json", thresholdSchema), async (c) => {
    await deps(c).admin.catalog.setThreshold(c.req.valid("param").id, c.req.valid("json").threshold, c.var.user.email);
    return c.json({ ok: true as const });
  })
  // A product's variants: the owner adds, edits, reorders and deactivates them (never deletes: orders point at them).
  .post("/products/:id/variants", requireOwner, validate("param", adminProductIdSchema), validate("json", variantCreateSchema), async (c) => {
    await deps(c).admin.catalogVariants.create(c.req.valid("param").id, c.req.valid("json"), c.var.user.email);
    return c.json(await deps(c).admin.catalog.detail(c.req.valid("param").id), 201);
  })
  .put("/products/:id/variants/order", requireOwner, validate("param", adminProductIdSchema), validate("json", variantOrderSchema), async (c) => {
    await deps(c).admin.catalogVariants.reorder(c.req.valid("param").id, c.req.valid("json").ids, c.var.user.email);
    return c.json(await deps(c).admin.catalog.detail(c.req.valid("param").id));
  })
  .put("/variants/:id", requireOwner, validate("param", adminVariantIdSchema), validate("json", variantUpdateSchema), async (c) => {
    await deps(c).admin.catalogVariants.update(c.req.valid("param").id, c.req.valid("json"), c.var.user.email);
    return c.json({ ok: true as const });
  })
  // A product's images in its sku's R2 folder: the list (first the main one), an upload, the order, a deletion.
  .get("/products/:id/images", validate("param", adminProductIdSchema), async (c) =>
    c.json({ images: await deps(c).admin.catalogImages.list(c.req.valid("param").id) }),
  )
  .post("/products/:id/images", requireOwner, validate("param", adminProductIdSchema), validate("form", imageUploadSchema), async (c) =>
    c.json({ images: await deps(c).admin.catalogImages.upload(c.req.valid("param").id, c.req.valid("form").file, c.var.user.email) }, 201),
  )
  .put("/products/:id/images", requireOwner, validate("param", adminProductIdSchema), validate("json", imageOrderSchema), async (c) =>
    c.json({ images: await deps(c).admin.catalogImages.reorder(c.req.valid("param").id, c.req.valid("json").keys, c.var.user.email) }),
  )
  // A variant's own image (a colour's photo), in its own sku's folder; deleting it shows the product's again.
  .put("/variants/:id/image", requireOwner, validate("param", adminVariantIdSchema), validate("form", imageUploadSchema), async (c) =>
    c.json(await deps(c).admin.catalogImages.setVariantImage(c.req.valid("param").id, c.req.valid("form").file, c.var.user.email)),
  )
  .delete("/variants/:id/image", requireOwner, validate("param", adminVariantIdSchema), async (c) =>
    c.json(await deps(c).admin.catalogImages.setVariantImage(c.req.valid("param").id, null, c.var.user.email)),
  )
  .delete("/products/:id/images/:file", requireOwner, validate("param", imageKeyParamSchema), async (c) =>
    c.json({ images: await deps(c).admin.catalogImages.remove(c.req.valid("param").id, c.req.valid("param").file, c.var.user.email) }),
  );
