import { documentIdSchema } from "../../../shared/admin";
import { deps } from "../../deps";
import { validate } from "../../lib/validate";
import { adminRouter, requireOwner } from "../staff/staff-access";

/** Certified invoicing in the back-office (issue 33), under /api/admin: what is not issued yet, and the owner's retries. */
export const adminDocumentsRoutes = adminRouter()
  .get("/documents", async (c) => {
    const documents = deps(c).admin.documents;
    return c.json({ manual: documents.manual, items: await documents.notIssued() });
  })
  .post("/documents/:id/retry", requireOwner, validate("param", documentIdSchema), async (c) => {
    await deps(c).admin.documents.retry(c.req.valid("param").id, c.var.user.email);
    return c.json({ ok: true as const });
  });
