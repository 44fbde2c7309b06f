import type { AsyncPaymentMethod, PaymentReference } from "../../../shared/order-payment";
import type { PaymentEvent, PaymentProvider } from "../../integrations/payments/payment-provider";
import type { WebhookCheck } from "../../integrations/payments/stripe-provider";
import { log } from "../../lib/log";
import type { OrderLifecycle } from "./order-lifecycle";

type Attempt = NonNullable<Awaited<ReturnType<OrderLifecycle["attempt"]>>>;
type Refund = Awaited<ReturnType<OrderLifecycle["pendingRefunds"]>>[number];

/** How long after a payment attempt's end the expiry run waits, so a provider's own late word arrives first. */
export const EXPIRY_GRACE_MS = 5 * 60_000;

interface Deps {
  lifecycle: OrderLifecycle;
  provider: PaymentProvider | null;
  /** The provider's webhook signature check (Stripe's), or null when no provider sends webhooks. */
  webhook: { verify(raw: string, signature: string): Promise<WebhookCheck> } | null;
  /** Keeps an event for a session the shop never opened, for the health page (issue 46). */
  recordUnmatched?: (e: { eventId: string; provider: string; eventType: string; sessionId: string }) => Promise<void>;
  now?: () => Date;
}

/**
 * The payment provider's word, applied to orders through their lifecycle (decisions/0033). An event acts only on the
 * payment session it names, and only through the order that session was opened for:
 * - paid: the order is paid by that session; if the order was no longer pending (cancelled, expired, paid by another
 *   session) the money is given back in full through the provider and the customer told, never kept;
 * - completed-unpaid: the Multibanco reference or MB WAY request is recorded, if that session is still the order's;
 * - failed / expired: the order is cancelled only if that session is still the order's current one (an old session
 *   ended by 'Finalizar Pagamento' changes nothing).
 */
export function paymentsService({ lifecycle, provider, webhook, recordUnmatched, now = () => new Date() }: Deps) {
  /** Gives one refund's money back through the provider and records it; left pending for the cron when the provider fails. */
  async function carryOut(r: Refund) {
    if (!provider || provider.name !== r.provider) {
      log("error", "refund waiting: the payment's provider is not configured", { refundId: r.id, provider: r.provider });
      return false;
    }
    try {
      const { refundId } = await provider.refund({ sessionId: r.sessionId, amountCents: r.amountCents, idempotencyKey: `refund:${r.id}` });
      await lifecycle.refundCompleted(r, refundId);
      return true;
    } catch (err) {
      log("error", "refund not made yet; the cron tries again", { refundId: r.id, error: err });
      return false;
    }
  }

  /** A payment that succeeded for a session of this order. */
  async function settle(attempt: Attempt, sessionId: string, event: { id: string; type: string }, amountCents: number | null) {
    const outcome = await lifecycle.pay(attempt.orderId, sessionId, event);
    if (outcome === "paid") {
      // Paid through an earlier session while a newer one was open: the newer one must not be paid too.
      if (provider && attempt.currentSessionId && attempt.currentSessionId !== sessionId && attempt.provider === provider.name) {
        await provider.expire(attempt.currentSessionId);
      }
      return outcome;
    }
    if (outcome === "already") return outcome;
    // Not pending: the money is the customer's unless this very session is what paid the order.
    const now = await lifecycle.attempt(sessionId);
    if (!now || now.paidSessionId === sessionId) return outcome;
    const opened = await lifecycle.openRefund({
      orderId: attempt.orderId,
      sessionId,
      provider: attempt.provider,
      amountCents: amountCents ?? now.totalCents,
      reason: now.status === "cancelled" ? "order_not_pending" : "paid_twice",
    });
    if (opened) await carryOut(opened);
    return outcome;
  }

  return {
    /** Whether a provider's webhook is configured (the route answers 404 otherwise). */
    acceptsWebhooks: webhook !== null,

    /** The webhook's raw body and signature: the event when the signature is the provider's and the body an event. */
    verifyWebhook: (raw: string, signature: string): Promise<WebhookCheck> => webhook?.verify(raw, signature) ?? Promise.resolve({ refused: "signature" }),

    /** A provider event (the webhook, the test page): see above. */
    async handle(event: PaymentEvent) {
      if (!event.sessionId || event.kind === "other") return;
      const attempt = await lifecycle.attempt(event.sessionId);
      if (!attempt) {
        log("warn", "payment event for a session the shop did not open", { type: event.type, sessionId: event.sessionId });
        // Only money the shop may hold is the owner's to look at: a session that ended or failed unpaid took nothing (a
        // session made while the shop stopped waiting for Stripe's answer expires so, issue 51).
        if (event.kind !== "paid" && event.kind !== "completed-unpaid") return;
        await recordUnmatched?.({ eventId: event.id, provider: provider?.name ?? "test", eventType: event.type, sessionId: event.sessionId });
        return;
      }
      const current = attempt.currentSessionId === event.sessionId;
      switch (event.kind) {
        case "paid":
          await settle(attempt, event.sessionId, event, event.amountCents);
          return;
        case "completed-unpaid": {
          if (!current || !provider || attempt.provider !== provider.name) return;
          const awaited = await provider.awaitedPayment(event.sessionId);
          if (!awaited) return;
          const outcome = await lifecycle.awaitPayment(attempt.orderId, event.sessionId, awaited.method, awaited.reference, awaited.deadline);
          // A Multibanco reference or MB WAY request the session should not have offered (decisions/0050; outside
          // Portugal, issue 44): its hold is refused, the order cancelled (stock back) and that payment cancelled;
          // money paid anyway is refunded.
          if (outcome === "needs-verified-email" || outcome === "portugal-only") await this.cancel(attempt.orderId, "failed", undefined, event.sessionId);
          return;
        }
        case "failed":
        case "expired":
          if (current) await this.cancel(attempt.orderId, event.kind);
          return;
      }
    },

    /** Cancels a pending order (stock back, customer told) and ends its open session; true when this call cancelled it. */
    async cancel(orderId: string, reason: "customer" | "expired" | "failed" | "not_started", userId?: string, sessionId?: string | null) {
      const cancelled = await lifecycle.cancel(orderId, reason, userId);
      if (cancelled && sessionId && provider) await provider.expire(sessionId);
      return cancelled;
    },

    /** Ends payment sessions of orders cancelled elsewhere (an account's erasure), so their pages take no money. */
    async endSessions(sessions: { provider: string; sessionId: string }[]) {
      for (const s of sessions) if (provider && s.provider === provider.name) await provider.expire(s.sessionId);
    },

    /**
     * The expiry run (Cron Trigger): pending orders whose payment attempt ended more than EXPIRY_GRACE_MS ago. The
     * provider is asked first: paid at the last moment is settled, a complete session still processing (a voucher or
     * request the bank has not answered) is left alone, and only an open or ended one is cancelled.
     */
    async expireStale(limit = 100) {
      const stale = await lifecycle.stale(new Date(now().getTime() - EXPIRY_GRACE_MS).toISOString(), limit);
      let cancelled = 0;
      let paid = 0;
      for (const o of stale) {
        if (o.sessionId && provider && o.provider === provider.name) {
          const state = await provider.sessionState(o.sessionId).catch(() => null);
          if (state === null || state === "processing") continue; // unreachable, or the bank has not answered yet
          if (state === "paid") {
            const attempt = await lifecycle.attempt(o.sessionId);
            if (attempt && (await settle(attempt, o.sessionId, { id: `confirm:${o.sessionId}`, type: "session.confirmed" }, null)) === "paid") paid++;
            continue;
          }
        }
        if (await this.cancel(o.id, "expired", undefined, o.sessionId)) cancelled++;
      }
      return { examined: stale.length, cancelled, paid };
    },

    /** A refund just opened (the back-office's): given back now; true when the provider confirmed it, else the cron goes on. */
    refundNow: (r: Refund) => carryOut(r),

    /** The cron: refunds the provider has not confirmed yet, asked again with the same idempotency key. */
    async retryRefunds() {
      let done = 0;
      for (const r of await lifecycle.pendingRefunds()) if (await carryOut(r)) done++;
      return done;
    },

    /** The test page's choice of Multibanco or MB WAY in its session (Stripe's completed-unpaid, with its details). */
    async awaitPayment(sessionId: string, method: AsyncPaymentMethod, reference: PaymentReference | null, deadline: Date) {
      const attempt = await lifecycle.attempt(sessionId);
      if (!attempt || attempt.currentSessionId !== sessionId) return "unchanged" as const;
      return lifecycle.awaitPayment(attempt.orderId, sessionId, method, reference, deadline);
    },

    /** What the test page offers besides card for this order (issue 44; decisions/0050), as Stripe's session does. */
    asyncMethodsAllowed: (orderId: string) => lifecycle.asyncMethodsAllowed(orderId),

    /**
     * Development only: the order behind a test page session, while it is the order's current one (null for any
     * other session: an ended test page can no longer be paid, as Stripe ends an old session).
     */
    async testOrder(sessionId: string) {
      const attempt = await lifecycle.attempt(sessionId);
      return attempt?.provider === "test" && attempt.currentSessionId === sessionId ? lifecycle.order(attempt.orderId) : null;
    },

    /** The success page's check of a pending order's session: true when the provider says it is paid and it was settled now. */
    async confirm(sessionId: string) {
      if (!provider) return false;
      const attempt = await lifecycle.attempt(sessionId);
      if (!attempt || attempt.provider !== provider.name || attempt.status !== "pending") return false;
      if ((await provider.sessionState(sessionId)) !== "paid") return false;
      await settle(attempt, sessionId, { id: `confirm:${sessionId}`, type: "session.confirmed" }, null);
      return true;
    },
  };
}
export type PaymentsService = ReturnType<typeof paymentsService>;
