import { z } from "zod";
import { bulkCodesSchema, promotionSchema, promotionStatusSchema, resultsRangeSchema } from "../../../shared/promotion-rules";
import { deps } from "../../deps";
import { csvAttachment } from "../../lib/csv-attachment";
import { validate } from "../../lib/validate";
import { adminRouter, requireOwner } from "../staff/staff-access";

const idSchema = z.object({ id: z.uuid() });

/**
 * /api/admin/promotions (issue 47): owners only (staff get 403), every write checked by shared/promotion-rules.ts
 * (400 naming the field, nothing saved) and audited in its batch.
 */
export const adminPromotionsRoutes = adminRouter()
  .get("/", requireOwner, async (c) => c.json({ items: await deps(c).admin.promotions.list() }))
  .get("/report", requireOwner, validate("query", resultsRangeSchema), async (c) => {
    const { from, to } = c.req.valid("query");
    return c.json({ items: await deps(c).admin.promotions.report(from ?? null, to ?? null) });
  })
  .get("/report.csv", requireOwner, validate("query", resultsRangeSchema), async (c) => {
    const { from, to } = c.req.valid("query");
    return c.body(await deps(c).admin.promotions.reportCsv(from ?? null, to ?? null), 200, csvAttachment("promocoes-resultados.csv"));
  })
  .post("/", requireOwner, validate("json", promotionSchema), async (c) =>
    c.json(await deps(c).admin.promotions.create(c.req.valid("json"), c.var.user.email), 201),
  )
  .get("/:id", requireOwner, validate("param", idSchema), async (c) => c.json(await deps(c).admin.promotions.get(c.req.valid("param").id)))
  .put("/:id", requireOwner, validate("param", idSchema), validate("json", promotionSchema), async (c) => {
    await deps(c).admin.promotions.update(c.req.valid("param").id, c.req.valid("json"), c.var.user.email);
    return c.json({ saved: true as const });
  })
  .put("/:id/status", requireOwner, validate("param", idSchema), validate("json", promotionStatusSchema), async (c) => {
    await deps(c).admin.promotions.setStatus(c.req.valid("param").id, c.req.valid("json").status, c.var.user.email);
    return c.json({ saved: true as const });
  })
  .post("/:id/codes", requireOwner, validate("param", idSchema), validate("json", bulkCodesSchema), async (c) => {
    const { count, prefix } = c.req.valid("json");
    return c.json(await deps(c).admin.promotions.generateCodes(c.req.valid("param").id, count, prefix, c.var.user.email), 201);
  })
  .get("/:id/codes.csv", requireOwner, validate("param", idSchema), async (c) => {
    const { csv } = await deps(c).admin.promotions.codesCsv(c.req.valid("param").id);
    return c.body(csv, 200, csvAttachment("codigos.csv"));
  });
