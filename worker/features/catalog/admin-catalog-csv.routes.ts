import { catalogImportQuerySchema } from "../../../shared/catalog-csv";
import { catalogCsvCopy } from "../../../shared/copy/back-office/catalog-csv";
import { deps } from "../../deps";
import { csvAttachment } from "../../lib/csv-attachment";
import { ApiError } from "../../lib/errors";
import { validate } from "../../lib/validate";
import { adminRouter, requireOwner } from "../staff/staff-access";

const t = catalogCsvCopy;

/**
 * The catalogue as CSV (issue 34, decisions/0046), under /api/admin/catalog behind the back-office's door (session,
 * role read from D1, the shop's Origin for writes, a limit per member). Staff and the owner export; only the owner
 * imports. The import's body (the CSV text, at most 5 MB: lib/request-guards.ts) is read only after both checks.
 * 200: exported, imported or checked (a dry run); 422: nothing written, the report says why, line by line.
 */
export const adminCatalogCsvRoutes = adminRouter()
  .get("/export.csv", async (c) => {
    const csv = await deps(c).admin.catalogCsv.exportCsv(c.var.user.email);
    const day = new Date().toISOString().slice(0, 10);
    return c.body(csv, 200, csvAttachment(`catalogo-${day}.csv`));
  })
  .post("/import", requireOwner, validate("query", catalogImportQuerySchema), async (c) => {
    if (!/^text\/(csv|plain)\b/i.test(c.req.header("Content-Type") ?? "")) throw new ApiError(415, "invalid_input", () => t.errors.contentType);
    const { mode, dryRun } = c.req.valid("query");
    const report = await deps(c).admin.catalogCsv.importCsv(await c.req.arrayBuffer(), { mode, dryRun: dryRun === "1" }, c.var.user.email);
    if (report.applied || report.dryRun) return c.json(report, 200);
    return c.json({ error: { code: "invalid_input" as const, message: t.result.nothingImported(report.errorCount) }, ...report }, 422);
  });
