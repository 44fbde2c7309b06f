import { z } from "zod";
import { resultsRangeSchema, scheduledSaleSchema } from "../../../shared/promotion-rules";
import { deps } from "../../deps";
import { csvAttachment } from "../../lib/csv-attachment";
import { validate } from "../../lib/validate";
import { adminRouter, requireOwner } from "../staff/staff-access";

const idSchema = z.object({ id: z.uuid() });

/** /api/admin/sales (issue 47): scheduled sales, owners only, every write checked and audited. */
export const adminSalesRoutes = adminRouter()
  .get("/", requireOwner, async (c) => c.json({ items: await deps(c).admin.sales.list() }))
  .get("/report", requireOwner, validate("query", resultsRangeSchema), async (c) => {
    const { from, to } = c.req.valid("query");
    return c.json({ items: await deps(c).admin.sales.report(from ?? null, to ?? null) });
  })
  .get("/report.csv", requireOwner, validate("query", resultsRangeSchema), async (c) => {
    const { from, to } = c.req.valid("query");
    return c.body(await deps(c).admin.sales.reportCsv(from ?? null, to ?? null), 200, csvAttachment("saldos-resultados.csv"));
  })
  .post("/preview", requireOwner, validate("json", scheduledSaleSchema), async (c) => c.json(await deps(c).admin.sales.preview(c.req.valid("json"))))
  .post("/", requireOwner, validate("json", scheduledSaleSchema), async (c) =>
    c.json(await deps(c).admin.sales.create(c.req.valid("json"), c.var.user.email), 201),
  )
  .post("/:id/end", requireOwner, validate("param", idSchema), async (c) => {
    await deps(c).admin.sales.end(c.req.valid("param").id, c.var.user.email);
    return c.json({ ended: true as const });
  });
