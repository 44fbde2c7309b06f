import { Hono } from "hono";
import { z } from "zod";
import { copies } from "../../../shared/copy";
import type { Lang } from "../../../shared/languages";
import { TEST_MB_WAY_MINUTES, TEST_MULTIBANCO_DAYS } from "../../../shared/order-payment";
import { deps } from "../../deps";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/errors";
import { log } from "../../lib/log";
import { devOnly } from "../../lib/request-guards";
import { validate } from "../../lib/validate";
import { returnUrls } from "./return-urls";
import { testPaymentPage } from "./test-payment-page";

const sessionParam = z.object({ session: z.string().regex(/^test_[0-9a-f]{32}$/) });
const actionParam = sessionParam.extend({ action: z.enum(["pay", "decline", "cancel", "multibanco", "mb_way", "simulate-paid", "simulate-failed"]) });

/**
 * Stripe's webhook (the one write without the shop's Origin: its signature is checked instead) and the embedded test
 * payment page (development and tests only; production answers 404).
 */
export const paymentsRoutes = new Hono<AppEnv>()
  .post("/stripe/webhook", async (c) => {
    const payments = deps(c).payments;
    if (!payments.acceptsWebhooks) throw new ApiError(404, "not_found", (t) => t.errors.resourceNotFound);
    const check = await payments.verifyWebhook(await c.req.text(), c.req.header("stripe-signature") ?? "");
    // The health page shows the last webhook received (issue 46); keeping it never fails the webhook.
    const received = (type: string | null, outcome: "handled" | "refused") =>
      deps(c)
        .health.recordWebhook("stripe", type, outcome)
        .catch((error) => log("error", "webhook receipt not kept", { error }));
    if ("refused" in check) await received(null, "refused");
    if ("refused" in check && check.refused === "signature") throw new ApiError(400, "invalid_input", (t) => t.errors.invalidSignature);
    // Signed, but not an event the shop can read (issue 43): refused, acting on nothing.
    if ("refused" in check) throw new ApiError(400, "invalid_input", (t) => t.errors.invalidInput);
    await payments.handle(check.event);
    await received(check.event.type, "handled");
    return c.json({ received: true as const });
  })
  .get("/test/:session", devOnly, validate("param", sessionParam), async (c) => {
    const { session } = c.req.valid("param");
    const order = await testOrder(c, session);
    const key = await deps(c).checkout.guestKeyOf(order);
    const methods = await deps(c).payments.asyncMethodsAllowed(order.id);
    return c.html(testPaymentPage(session, order, null, successUrl(c.var.config.publicOrigin, order, session, key), methods));
  })
  .post("/test/:session/:action", devOnly, validate("param", actionParam), async (c) => {
    const { session, action } = c.req.valid("param");
    const order = await testOrder(c, session);
    // A guest's order goes back to its page with its key (issue 44), as Stripe's return addresses do.
    const key = await deps(c).checkout.guestKeyOf(order);
    const urls = returnUrls(c.var.config.publicOrigin, order.id, order.language, key);
    const payments = deps(c).payments;
    const methods = await payments.asyncMethodsAllowed(order.id);
    const page = (message: string | null) => testPaymentPage(session, order, message, successUrl(c.var.config.publicOrigin, order, session, key), methods);
    if (order.status !== "pending") return c.html(page(null), 409);
    const now = Date.now();
    // The page's buttons are the provider's events, in the shop's terms, through the same code as Stripe's webhook.
    const event = (kind: "paid" | "failed", id: string) =>
      payments.handle({ id: `test:${session}:${id}`, type: `test.${id}`, kind, sessionId: session, amountCents: null });
    switch (action) {
      case "decline":
        return c.html(page(copies[order.language].testPayment.declined), 402);
      case "cancel":
        await payments.cancel(order.id, "customer", undefined, session);
        return c.redirect(urls.cancelUrl, 303);
      case "multibanco":
      case "mb_way": {
        const deadline = action === "multibanco" ? new Date(now + TEST_MULTIBANCO_DAYS * 86_400_000) : new Date(now + TEST_MB_WAY_MINUTES * 60_000);
        const outcome = await payments.awaitPayment(session, action, action === "multibanco" ? testReference(order.id) : null, deadline);
        // Multibanco only for a verified e-mail (decisions/0050), as Stripe's session leaves it out.
        if (outcome === "needs-verified-email") return c.html(page(copies[order.language].testPayment.multibancoNeedsVerifiedEmail), 409);
        // Multibanco and MB WAY only for a delivery in Portugal (issue 44), as Stripe's session leaves them out.
        if (outcome === "portugal-only") return c.html(page(copies[order.language].testPayment.portugalOnly), 409);
        return c.redirect(`/api/payments/test/${session}`, 303);
      }
      case "simulate-failed":
        // Stripe's async_payment_failed: the order is cancelled and its stock goes back.
        if (!order.paymentMethod) return c.html(page(null), 409);
        await event("failed", "async-failed");
        return c.redirect(successUrl(c.var.config.publicOrigin, order, session, key), 303);
      case "simulate-paid":
        if (!order.paymentMethod) return c.html(page(null), 409);
        await event("paid", "async-paid");
        return c.redirect(successUrl(c.var.config.publicOrigin, order, session, key), 303);
      default:
        await event("paid", "paid");
        return c.redirect(successUrl(c.var.config.publicOrigin, order, session, key), 303);
    }
  });

const successUrl = (origin: string, order: { id: string; language: Lang }, session: string, key?: string) =>
  returnUrls(origin, order.id, order.language, key).successUrl.replace("{CHECKOUT_SESSION_ID}", session);

/** A test Multibanco reference: entity 99999 (no real entity) and nine digits taken from the order id. */
const testReference = (orderId: string) => ({
  entity: "99999",
  reference: String(Number.parseInt(orderId.replaceAll("-", "").slice(0, 8), 16) % 1_000_000_000).padStart(9, "0"),
});

async function testOrder(c: Parameters<typeof deps>[0], session: string) {
  const order = await deps(c).payments.testOrder(session);
  if (!order) throw new ApiError(404, "not_found", (t) => t.errors.resourceNotFound);
  return order;
}
