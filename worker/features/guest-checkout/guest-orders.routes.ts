import { Hono } from "hono";
import { z } from "zod";
import { copy } from "../../../shared/copy";
import { deps } from "../../deps";
import type { AppEnv } from "../../env";
import { limitPerClient } from "../../lib/rate-limit";
import { validate } from "../../lib/validate";

const orderIdSchema = z.object({ id: z.uuid(copy.orders.orderNotFound) });
/** The order's key (guest-order-key.ts): a wrong or missing one is answered like an unknown order (404). */
const keySchema = z.object({ chave: z.string().max(128).optional() });

/**
 * A guest's order by its link (issue 44, decisions/0058): `GET /api/guest-orders/:id?chave=<key>` (the success page
 * and the e-mails' link, without an account) and, back from the payment page without paying, its cancellation.
 */
export const guestOrdersRoutes = new Hono<AppEnv>()
  .get("/:id", limitPerClient("guest-orders", 60, 60), validate("param", orderIdSchema), validate("query", keySchema), async (c) =>
    c.json({ order: await deps(c).checkout.guestOrder(c.req.valid("param").id, c.req.valid("query").chave) }),
  )
  .post("/:id/cancel", limitPerClient("guest-orders", 60, 60), validate("param", orderIdSchema), validate("query", keySchema), async (c) => {
    await deps(c).checkout.cancelGuest(c.req.valid("param").id, c.req.valid("query").chave);
    return c.json({ cancelled: true as const });
  });
