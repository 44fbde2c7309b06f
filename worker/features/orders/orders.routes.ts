import { z } from "zod";
import { copy } from "../../../shared/copy";
import { createOrderSchema, discountCheckSchema } from "../../../shared/orders";
import { deps } from "../../deps";
import { limitPerClient } from "../../lib/rate-limit";
import { requestLanguage } from "../../lib/request-language";
import { validate } from "../../lib/validate";
import { protectedRouter } from "../auth/require-user";

const orderIdSchema = z.object({ id: z.uuid(copy.orders.orderNotFound) });

/** The signed-in customer's orders (payment needs a signed-in user, SPEC §6); another customer's id is 404. */
export const ordersRoutes = protectedRouter()
  .get("/", async (c) => c.json({ items: await deps(c).checkout.list(c.var.user.id) }))
  .post("/", limitPerClient("orders", 10, 60), validate("json", createOrderSchema), async (c) =>
    c.json(await deps(c).checkout.placeOrder(c.var.user, c.req.valid("json"), requestLanguage(c)), 201),
  )
  .get("/pending", async (c) => c.json({ order: await deps(c).checkout.pending(c.var.user.id) }))
  // 'Aplicar' on the payment step: the code checked as the order will check it, so the total shown is the one charged.
  .post("/discount", limitPerClient("discount-check", 20, 60), validate("json", discountCheckSchema), async (c) => {
    const { code, items, destination } = c.req.valid("json");
    return c.json({ discount: await deps(c).orders.checkDiscount(c.var.user, code, items, destination, requestLanguage(c)) });
  })
  .post("/:id/pay", limitPerClient("orders", 10, 60), validate("param", orderIdSchema), async (c) =>
    c.json(await deps(c).checkout.payExisting(c.var.user, c.req.valid("param").id)),
  )
  .get("/:id", validate("param", orderIdSchema), async (c) => c.json({ order: await deps(c).checkout.get(c.var.user.id, c.req.valid("param").id) }))
  .post("/:id/withdraw", limitPerClient("orders", 10, 60), validate("param", orderIdSchema), async (c) =>
    c.json({ withdrawal: await deps(c).withdrawals.forCustomer(c.var.user.id, c.req.valid("param").id) }, 201),
  )
  .post("/:id/cancel", validate("param", orderIdSchema), async (c) => {
    await deps(c).checkout.cancel(c.var.user.id, c.req.valid("param").id);
    return c.json({ cancelled: true as const });
  });
