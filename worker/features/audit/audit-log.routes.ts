import { auditFilterSchema, auditQuerySchema } from "../../../shared/admin";
import { deps } from "../../deps";
import { csvAttachment } from "../../lib/csv-attachment";
import { validate } from "../../lib/validate";
import { adminRouter, requireOwner } from "../staff/staff-access";

/** The audit log on screen and as CSV (owner only; issue 44, decisions/0060), under /api/admin. */
export const auditLogRoutes = adminRouter()
  .get("/audit", requireOwner, validate("query", auditQuerySchema), async (c) => c.json(await deps(c).admin.audit.page(c.req.valid("query"))))
  .get("/audit.csv", requireOwner, validate("query", auditFilterSchema), async (c) => {
    const csv = await deps(c).admin.audit.csv(c.req.valid("query"), c.var.user.email);
    return c.body(csv, 200, csvAttachment("auditoria.csv"));
  });
