import {
  adminOrderIdSchema,
  adminOrdersQuerySchema,
  auditFilterSchema,
  auditQuerySchema,
  deliverOrderSchema,
  documentIdSchema,
  inviteStaffSchema,
  refundOrderSchema,
  shipOrderSchema,
  staffEmailParamSchema,
} from "../../../shared/admin";
import { deps } from "../../deps";
import { validate } from "../../lib/validate";
import { adminRouter, requireOwner } from "./admin-access";

/**
 * /api/admin (issue 32, decisions/0042): every route behind requireStaff (session, role read from D1, limit; writes need
 * the shop's Origin like every write), owner-only ones also behind requireOwner. Every action is audited: the order's
 * steps by the status trigger, the team's changes in their own batch.
 */
export const adminRoutes = adminRouter()
  .get("/me", (c) => c.json({ email: c.var.user.email, role: c.var.role }))
  .get("/orders", validate("query", adminOrdersQuerySchema), async (c) => c.json(await deps(c).admin.orders.list(c.req.valid("query"))))
  .get("/orders/:id", validate("param", adminOrderIdSchema), async (c) => c.json(await deps(c).admin.orders.detail(c.req.valid("param").id)))
  .post("/orders/:id/prepare", validate("param", adminOrderIdSchema), async (c) => {
    await deps(c).admin.orders.prepare(c.req.valid("param").id, c.var.user.email);
    return c.json({ ok: true as const });
  })
  .post("/orders/:id/ship", validate("param", adminOrderIdSchema), validate("json", shipOrderSchema), async (c) => {
    await deps(c).admin.orders.ship(c.req.valid("param").id, c.var.user.email, c.req.valid("json"));
    return c.json({ ok: true as const });
  })
  .post("/orders/:id/deliver", validate("param", adminOrderIdSchema), validate("json", deliverOrderSchema), async (c) => {
    await deps(c).admin.orders.deliver(c.req.valid("param").id, c.var.user.email, c.req.valid("json"));
    return c.json({ ok: true as const });
  })
  .post("/orders/:id/refunds", requireOwner, validate("param", adminOrderIdSchema), validate("json", refundOrderSchema), async (c) =>
    c.json(await deps(c).admin.orders.refund(c.req.valid("param").id, c.var.user, c.req.valid("json")), 201),
  )
  .post("/orders/:id/cancel", requireOwner, validate("param", adminOrderIdSchema), async (c) =>
    c.json(await deps(c).admin.orders.cancel(c.req.valid("param").id, c.var.user)),
  )
  .get("/withdrawals", async (c) => c.json(await deps(c).admin.orders.withdrawals()))
  .post("/orders/:id/goods-received", validate("param", adminOrderIdSchema), async (c) => {
    await deps(c).admin.orders.goodsReceived(c.req.valid("param").id, c.var.user.email);
    return c.json({ ok: true as const });
  })
  .post("/orders/:id/refund-withdrawal", requireOwner, validate("param", adminOrderIdSchema), async (c) =>
    c.json(await deps(c).admin.orders.refundWithdrawal(c.req.valid("param").id, c.var.user), 201),
  )
  .get("/documents", async (c) => {
    const documents = deps(c).admin.documents;
    return c.json({ manual: documents.manual, items: await documents.notIssued() });
  })
  .post("/documents/:id/retry", requireOwner, validate("param", documentIdSchema), async (c) => {
    await deps(c).admin.documents.retry(c.req.valid("param").id, c.var.user.email);
    return c.json({ ok: true as const });
  })
  .get("/staff", requireOwner, async (c) => c.json(await deps(c).admin.staff.list()))
  .post("/staff", requireOwner, validate("json", inviteStaffSchema), async (c) => {
    await deps(c).admin.staff.invite(c.req.valid("json").email, c.var.user);
    return c.json({ ok: true as const }, 201);
  })
  .delete("/staff/:email", requireOwner, validate("param", staffEmailParamSchema), async (c) => {
    await deps(c).admin.staff.remove(c.req.valid("param").email, c.var.user);
    return c.json({ ok: true as const });
  })
  .get("/audit", requireOwner, validate("query", auditQuerySchema), async (c) => c.json(await deps(c).admin.audit.page(c.req.valid("query"))))
  .get("/audit.csv", requireOwner, validate("query", auditFilterSchema), async (c) => {
    const csv = await deps(c).admin.audit.csv(c.req.valid("query"), c.var.user.email);
    return c.body(csv, 200, { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": 'attachment; filename="auditoria.csv"' });
  });
