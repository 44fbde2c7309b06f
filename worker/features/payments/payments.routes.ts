import { Hono } from "hono";
import { z } from "zod";
import { copy } from "../../../shared/copy";
import { deps } from "../../deps";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/errors";
import { devOnly } from "../../lib/request-guards";
import { validate } from "../../lib/validate";
import { returnUrls } from "../orders/checkout.service";
import { testPaymentPage } from "./test-payment-page";

const sessionParam = z.object({ session: z.string().regex(/^test_[0-9a-f]{32}$/) });
const actionParam = sessionParam.extend({ action: z.enum(["pay", "decline", "cancel"]) });

/**
 * Stripe's webhook (the one write without the shop's Origin: its signature is checked instead) and the embedded test
 * payment page (development and tests only; production answers 404).
 */
export const paymentsRoutes = new Hono<AppEnv>()
  .post("/stripe/webhook", async (c) => {
    const verifier = deps(c).stripeWebhook;
    if (!verifier) throw new ApiError(404, "not_found", copy.errors.resourceNotFound);
    const event = await verifier.verify(await c.req.text(), c.req.header("stripe-signature") ?? "");
    if (!event) throw new ApiError(400, "invalid_input", copy.errors.invalidSignature);
    await deps(c).payments.handleCheckoutEvent(event);
    return c.json({ received: true as const });
  })
  .get("/test/:session", devOnly, validate("param", sessionParam), async (c) => {
    const order = await testOrder(c, c.req.valid("param").session);
    return c.html(testPaymentPage(c.req.valid("param").session, order, null));
  })
  .post("/test/:session/:action", devOnly, validate("param", actionParam), async (c) => {
    const { session, action } = c.req.valid("param");
    const order = await testOrder(c, session);
    const urls = returnUrls(c.var.config.publicOrigin, order.id);
    if (order.status !== "pending") return c.html(testPaymentPage(session, order, null), 409);
    if (action === "decline") return c.html(testPaymentPage(session, order, copy.testPayment.declined), 402);
    if (action === "cancel") {
      await deps(c).payments.cancel(order.id);
      return c.redirect(urls.cancelUrl, 303);
    }
    await deps(c).payments.fulfil(order.id, `test:${session}:paid`, "test.paid");
    return c.redirect(urls.successUrl.replace("{CHECKOUT_SESSION_ID}", session), 303);
  });

async function testOrder(c: Parameters<typeof deps>[0], session: string) {
  const row = await deps(c).orderStatusRows.bySession(session);
  const order = row?.payment_provider === "test" ? await deps(c).orderReads.byId(row.id) : null;
  if (!order) throw new ApiError(404, "not_found", copy.errors.resourceNotFound);
  return order;
}
