import {
  adminProductIdSchema,
  adminProductsQuerySchema,
  adminVariantIdSchema,
  productUpdateSchema,
  stockAdjustmentSchema,
  thresholdSchema,
} from "../../../shared/admin-catalog";
import { deps } from "../../deps";
import { validate } from "../../lib/validate";
import { adminRouter, requireOwner } from "./admin-access";

/**
 * /api/admin/catalog (issue 34, decisions/0045): behind requireStaff like every back-office route (session, role read
 * from D1, the shop's Origin for writes, a limit per member). Staff read the catalogue and adjust stock (goods arrive
 * and are counted by whoever is in the shop); prices and products are the owner's.
 */
export const adminCatalogRoutes = adminRouter()
  .get("/products", validate("query", adminProductsQuerySchema), async (c) => c.json(await deps(c).admin.catalog.list(c.req.valid("query"))))
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
  });
