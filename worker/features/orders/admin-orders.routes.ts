import {
  adminOrderIdSchema,
  adminOrdersQuerySchema,
  deliverOrderSchema,
  packingSlipsQuerySchema,
  refundOrderSchema,
  shipOrderSchema,
} from "../../../shared/admin";
import { deps } from "../../deps";
import { pdfHeaders } from "../../lib/pdf-headers";
import { validate } from "../../lib/validate";
import { adminRouter, requireOwner } from "../staff/staff-access";

/**
 * The back-office's orders (issue 32, decisions/0042), under /api/admin: the list and an order's page, its fulfilment
 * steps (staff), refunds and cancellation (owner), the withdrawals. Each step is audited by the orders' status trigger.
 */
export const adminOrdersRoutes = adminRouter()
  .get("/orders", validate("query", adminOrdersQuerySchema), async (c) => c.json(await deps(c).admin.orders.list(c.req.valid("query"))))
  // The packing slips of the orders being packed (issue 49): one PDF, a page each. Declared before /orders/:id.
  .get("/orders/packing-slips.pdf", validate("query", packingSlipsQuerySchema), async (c) => {
    const pdf = await deps(c).admin.orders.packingSlips(c.req.valid("query").ids);
    return c.body(pdf, 200, pdfHeaders("guias-de-remessa.pdf"));
  })
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
  );
