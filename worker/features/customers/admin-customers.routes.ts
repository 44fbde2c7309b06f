import { z } from "zod";
import { customerNoteSchema, customersQuerySchema } from "../../../shared/customers-admin";
import { deps } from "../../deps";
import { validate } from "../../lib/validate";
import { adminRouter, requireOwner } from "../staff/staff-access";

const idSchema = z.object({ id: z.string().min(1).max(100) });

/**
 * /api/admin/customers (issue 48): owners and staff find customers, read a customer's page, write notes and download a
 * customer's data; only owners erase an account. Notes, downloads and erasures are audited.
 */
export const adminCustomersRoutes = adminRouter()
  .get("/", validate("query", customersQuerySchema), async (c) => {
    const { q, page } = c.req.valid("query");
    return c.json(await deps(c).admin.customers.list(q, page));
  })
  .get("/:id", validate("param", idSchema), async (c) => c.json(await deps(c).admin.customers.page(c.req.valid("param").id)))
  .post("/:id/notes", validate("param", idSchema), validate("json", customerNoteSchema), async (c) =>
    c.json(await deps(c).admin.customers.addNote(c.req.valid("param").id, c.var.user.email, c.req.valid("json").text), 201),
  )
  .get("/:id/export", validate("param", idSchema), async (c) => {
    const id = c.req.valid("param").id;
    const data = await deps(c).admin.customers.exportData(id, c.var.user.email);
    return c.json(data, 200, { "Content-Disposition": `attachment; filename="cliente-${id}.json"` });
  })
  .post("/:id/delete", requireOwner, validate("param", idSchema), async (c) => {
    await deps(c).admin.customers.erase(c.req.valid("param").id, c.var.user.email);
    return c.json({ deleted: true as const });
  });
