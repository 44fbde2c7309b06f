import { reportRangeSchema, salesReportQuerySchema } from "../../../shared/reports";
import { deps } from "../../deps";
import { csvAttachment } from "../../lib/csv-attachment";
import { validate } from "../../lib/validate";
import { adminRouter, requireOwner } from "../staff/staff-access";

/** /api/admin/reports (issue 48): the sales reports, the refunds report and the VAT report, on screen and as CSV; owners only (money). */
export const adminReportsRoutes = adminRouter()
  .get("/sales", requireOwner, validate("query", salesReportQuerySchema), async (c) => c.json(await deps(c).admin.reports.report(c.req.valid("query"))))
  .get("/sales.csv", requireOwner, validate("query", salesReportQuerySchema), async (c) => {
    const q = c.req.valid("query");
    return c.body(await deps(c).admin.reports.csv(q), 200, csvAttachment(`vendas-${q.by}-${q.from}-${q.to}.csv`));
  })
  .get("/refunds", requireOwner, validate("query", reportRangeSchema), async (c) => c.json(await deps(c).admin.refundsReport.report(c.req.valid("query"))))
  .get("/refunds.csv", requireOwner, validate("query", reportRangeSchema), async (c) => {
    const q = c.req.valid("query");
    return c.body(await deps(c).admin.refundsReport.csv(q), 200, csvAttachment(`reembolsos-${q.from}-${q.to}.csv`));
  })
  .get("/vat", requireOwner, validate("query", reportRangeSchema), async (c) => c.json(await deps(c).admin.vatReport.report(c.req.valid("query"))))
  .get("/vat.csv", requireOwner, validate("query", reportRangeSchema), async (c) => {
    const q = c.req.valid("query");
    return c.body(await deps(c).admin.vatReport.csv(q), 200, csvAttachment(`iva-${q.from}-${q.to}.csv`));
  });
