import type { AsyncPaymentMethod, PaymentReference } from "../../../shared/order-payment";
import type { RefundReason } from "../../db/schema-orders";
import type { Mail } from "../../integrations/mailer";
import { when } from "../../lib/sql-condition";
import type { InvoiceDocumentsRepo } from "../invoicing/invoice-documents.repo";
import type { OutboxRepo } from "../outbox/outbox.repo";
import type { OwnerNotice } from "../owner-notifications/owner-notices";
import type { OwnerNoticesRepo } from "../owner-notifications/owner-notices.repo";
import { type OrderStatus, STATUS_TIME_COLUMN, transitionSql } from "./order-process";

/** An e-mail the batch writes to the outbox: its row id (for delivery after the batch) and its event key. */
export interface BatchMail {
  id: string;
  mail: Mail;
  key: string;
}

/** What a payment session knows of its order (the webhook's lookup). */
export interface AttemptRow {
  orderId: string;
  provider: string;
  status: OrderStatus;
  currentSessionId: string | null;
  paidSessionId: string | null;
  paymentMethod: AsyncPaymentMethod | null;
  totalCents: number;
  userId: string | null;
}

/** A back-office fulfilment step and what it records (issue 32). */
export type FulfilmentStep =
  | { to: "processing" }
  | { to: "shipped"; carrier: string; carrierName: string | null; trackingNumber: string }
  | { to: "delivered" };

export interface RefundRow {
  id: string;
  orderId: string;
  sessionId: string;
  provider: string;
  amountCents: number;
  reason: RefundReason;
}

/** The index of the move among cancelStatements' statements. */
const CANCEL_MOVE = 3;

const isUnique = (err: unknown, table: string) => err instanceof Error && err.message.includes(`UNIQUE constraint failed: ${table}`);

/**
 * Every write of the orders lifecycle (decisions/0033): each is ONE D1 batch of conditional statements, and the e-mail
 * it causes is a row of that same batch, written only when the change happened (`outbox.insertWhen`), so a replay or
 * a lost race writes neither the change nor the e-mail, and a change is never without its e-mail. The owners' notices
 * (issue 44: a paid order, a withdrawal) are rows of the same batch, on the same condition (`owners.insertWhen`).
 */
/** The cancellation's e-mail, written only by the batch that cancelled the order at this very time. */
const mailIfCancelled = (outbox: OutboxRepo, mail: BatchMail | null, orderId: string, atIso: string) =>
  mail
    ? [
        outbox.insertWhen(
          mail.id,
          mail.mail,
          mail.key,
          when("EXISTS (SELECT 1 FROM orders WHERE id = :order AND status = 'cancelled' AND cancelled_at = :at)", { order: orderId, at: atIso }),
        ),
      ]
    : [];

export function orderLifecycleRepo(
  d1: D1Database,
  outbox: OutboxRepo,
  documents: Pick<InvoiceDocumentsRepo, "insertWhen">,
  owners: Pick<OwnerNoticesRepo, "insertWhen">,
) {
  const changed = (r: D1Result | undefined) => (r?.meta.changes ?? 0) > 0;

  /**
   * pending → cancelled as statements (the fourth, CANCEL_MOVE, is the move): the reserved stock goes back and a welcome code used by
   * the order is free again, both only while the order is still pending (the statements before the move), and the
   * cancellation e-mail is written. `userId`: only the customer's own order.
   */
  function cancelStatements(orderId: string, atIso: string, mail: BatchMail | null, userId?: string) {
    const owner = userId === undefined ? "" : " AND user_id = ?3";
    const stillPending = `EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND status = 'pending'${owner})`;
    const bind = (sql: string) => (userId === undefined ? d1.prepare(sql).bind(orderId, atIso) : d1.prepare(sql).bind(orderId, atIso, userId));
    return [
      bind(
        `UPDATE product_variants
         SET stock_quantity = stock_quantity + (SELECT sum(quantity) FROM order_items WHERE order_id = ?1 AND variant_id = product_variants.id)
         WHERE id IN (SELECT variant_id FROM order_items WHERE order_id = ?1) AND ?2 IS NOT NULL AND ${stillPending}`,
      ),
      bind(`UPDATE discount_codes SET redeemed_at = NULL, order_id = NULL WHERE order_id = ?1 AND ?2 IS NOT NULL AND ${stillPending}`),
      // Its code's use goes back (issue 47): the promotion's caps count one fewer.
      bind(`DELETE FROM promotion_uses WHERE order_id = ?1 AND ?2 IS NOT NULL AND ${stillPending}`),
      bind(transitionSql("pending", "cancelled", "", owner)),
      ...mailIfCancelled(outbox, mail, orderId, atIso),
    ];
  }

  return {
    ...shopRefundsRepo(d1, outbox),
    /** A plain move between two statuses of the table (fulfilment steps); true when this call moved it. */
    async move(orderId: string, from: OrderStatus, to: OrderStatus, atIso: string) {
      return changed(await d1.prepare(transitionSql(from, to)).bind(orderId, atIso).run());
    },

    /**
     * A back-office fulfilment step (issue 32): the conditional move, naming its member (`changed_by`: the status trigger
     * orders_audit_status writes the audit row and clears it, docs/database-rules.md), with the step's own values, and the
     * customer's e-mail written only when this call moved the order. `at` is the moment the status column records (the
     * delivery's day for 'delivered'). A withdrawn order is neither prepared nor sent. true when this call moved it: of
     * two members clicking at once, one.
     */
    /**
     * A carrier's tracker update for the order's parcel (issue 49): kept only when newer than the one kept (a replay or
     * an older event changes nothing); a failed attempt or a return flags the parcel; the first time it is out for
     * delivery `out_for_delivery_at` is set and the customer's e-mail written in this batch (once: that moment, and the
     * outbox's key). true when the update was kept.
     */
    async parcelTracked(
      orderId: string,
      u: { kind: "outbound" | "return"; status: string; updatedAt: string; history: string; problem: string | null; atIso: string },
      mail: BatchMail | null,
    ) {
      const results = await d1.batch([
        d1
          .prepare(
            `UPDATE shipping_labels SET tracking_status = ?2, tracking_updated_at = ?3, tracking_history = ?4,
               problem = coalesce(?5, CASE WHEN ?2 IN ('delivered', 'in_transit', 'out_for_delivery') THEN NULL ELSE problem END),
               problem_at = CASE WHEN ?5 IS NOT NULL THEN ?6 WHEN ?2 IN ('delivered', 'in_transit', 'out_for_delivery') THEN NULL ELSE problem_at END,
               out_for_delivery_at = CASE WHEN ?2 = 'out_for_delivery' AND out_for_delivery_at IS NULL THEN ?6 ELSE out_for_delivery_at END
             WHERE order_id = ?1 AND kind = ?7 AND status = 'bought' AND (tracking_updated_at IS NULL OR tracking_updated_at < ?3)`,
          )
          .bind(orderId, u.status, u.updatedAt, u.history, u.problem, u.atIso, u.kind),
        ...outbox.mailWhen(
          mail,
          when("EXISTS (SELECT 1 FROM shipping_labels WHERE order_id = :order AND kind = 'outbound' AND out_for_delivery_at = :at)", {
            order: orderId,
            at: u.atIso,
          }),
        ),
      ]);
      return changed(results[0]);
    },

    async fulfil(orderId: string, step: FulfilmentStep, atIso: string, actor: string, mail: BatchMail | null) {
      const notWithdrawn = step.to === "delivered" ? "" : " AND withdrawn_at IS NULL";
      const [from, set, values] =
        step.to === "processing"
          ? (["paid", "changed_by = ?3", [actor]] as const)
          : step.to === "shipped"
            ? ([
                "processing",
                "changed_by = ?3, carrier = ?4, tracking_number = ?5, carrier_name = ?6",
                [actor, step.carrier, step.trackingNumber, step.carrierName],
              ] as const)
            : (["shipped", "changed_by = ?3", [actor]] as const);
      const results = await d1.batch([
        d1.prepare(transitionSql(from, step.to, set, notWithdrawn)).bind(orderId, atIso, ...values),
        ...outbox.mailWhen(
          mail,
          when(`EXISTS (SELECT 1 FROM orders WHERE id = :order AND status = '${step.to}' AND ${STATUS_TIME_COLUMN[step.to]} = :at)`, {
            order: orderId,
            at: atIso,
          }),
        ),
      ]);
      return changed(results[0]);
    },

    /**
     * pending → paid by the payment `sessionId`, with the provider's event recorded (its id is the key: a replay aborts
     * the batch) and the confirmation written to the outbox. "paid", "already" (replayed event) or "not-pending".
     */
    async pay(
      orderId: string,
      sessionId: string,
      event: { id: string; type: string },
      atIso: string,
      mail: BatchMail | null,
      invoiceId: string,
      notice: OwnerNotice | null = null,
      promise: { dispatchBy: string; from: string; to: string } | null = null,
      giftMails: BatchMail[] = [],
    ) {
      const paidNow = when("EXISTS (SELECT 1 FROM orders WHERE id = :order AND status = 'paid' AND paid_session_id = :session)", {
        order: orderId,
        session: sessionId,
      });
      try {
        const results = await d1.batch([
          d1.prepare("INSERT INTO payment_events (event_id, type) VALUES (?1, ?2)").bind(event.id, event.type),
          // The delivery promised from this moment (issue 49), kept with the payment that makes it.
          d1
            .prepare(transitionSql("pending", "paid", "paid_session_id = ?3, dispatch_by = ?4, delivery_from = ?5, delivery_to = ?6"))
            .bind(orderId, atIso, sessionId, promise?.dispatchBy ?? null, promise?.from ?? null, promise?.to ?? null),
          // The fatura-recibo (issue 33): one per order, written only by the batch that paid it.
          documents.insertWhen({ id: invoiceId, orderId, eventKey: `invoice:${orderId}`, kind: "invoice_receipt", refundId: null }, paidNow),
          ...(mail ? [outbox.insertWhen(mail.id, mail.mail, mail.key, paidNow)] : []),
          // A birth list's parents hear of the gift (issue 50), by the same rule: once, only from the batch that paid it.
          ...giftMails.map((g) => outbox.insertWhen(g.id, g.mail, g.key, paidNow)),
          // The owners' 'nova encomenda paga' (issue 44): once per owner, by its key, like the customer's confirmation.
          ...(notice ? [owners.insertWhen(notice, paidNow)] : []),
        ]);
        return changed(results[1]) ? ("paid" as const) : ("not-pending" as const);
      } catch (err) {
        if (isUnique(err, "payment_events")) return "already" as const;
        throw err;
      }
    },

    /** pending → cancelled in one batch (`cancelStatements`); true when this call cancelled it. */
    async cancel(orderId: string, atIso: string, mail: BatchMail | null, userId?: string) {
      const results = await d1.batch(cancelStatements(orderId, atIso, mail, userId));
      return changed(results[CANCEL_MOVE]);
    },

    /** The same cancellation's statements, for another batch to run with its own (an account's erasure). */
    cancelStatements,

    /** The customer's pending orders and their current payment sessions (what an erasure cancels). */
    async pendingOf(userId: string) {
      const { results } = await d1
        .prepare("SELECT id, payment_provider AS provider, payment_session_id AS sessionId FROM orders WHERE user_id = ?1 AND status = 'pending'")
        .bind(userId)
        .all<{ id: string; provider: string | null; sessionId: string | null }>();
      return results;
    },

    /**
     * A new payment session for a pending order: recorded as one of the order's attempts and made current. The stock is
     * held until the first session's end and never longer (`hold_expires_at` is set once): a later session's clock
     * is what is left of it. The customer's earlier choice of Multibanco/MB WAY is forgotten. false when not pending.
     */
    async startAttempt(orderId: string, provider: string, sessionId: string, expiresAtIso: string) {
      const results = await d1.batch([
        d1.prepare("INSERT INTO payment_attempts (session_id, order_id, provider) VALUES (?1, ?2, ?3)").bind(sessionId, orderId, provider),
        d1
          .prepare(
            `UPDATE orders SET payment_provider = ?2, payment_session_id = ?3, hold_expires_at = coalesce(hold_expires_at, ?4),
               payment_expires_at = coalesce(hold_expires_at, ?4), payment_method = NULL, payment_reference = NULL
             WHERE id = ?1 AND status = 'pending'`,
          )
          .bind(orderId, provider, sessionId, expiresAtIso),
      ]);
      return changed(results[1]);
    },

    /**
     * The customer chose a payment that completes later (Multibanco reference, MB WAY request) in the order's current
     * session: the order stays pending, with its stock, until the bank's deadline; the payment details are e-mailed.
     * "needs-verified-email": Multibanco for a customer whose e-mail is not verified, which migrations/0032 refuses
     * (its days of hold are for verified customers only, decisions/0050); nothing is written.
     */
    async awaitPayment(
      orderId: string,
      sessionId: string,
      method: AsyncPaymentMethod,
      reference: PaymentReference | null,
      deadlineIso: string,
      mail: BatchMail,
    ): Promise<boolean | "needs-verified-email"> {
      const batch = [
        d1
          .prepare(
            `UPDATE orders SET payment_method = ?3, payment_reference = ?4, payment_expires_at = ?5
             WHERE id = ?1 AND payment_session_id = ?2 AND status = 'pending' AND payment_method IS NULL`,
          )
          .bind(orderId, sessionId, method, reference ? JSON.stringify(reference) : null, deadlineIso),
        outbox.insertWhen(
          mail.id,
          mail.mail,
          mail.key,
          when("EXISTS (SELECT 1 FROM orders WHERE id = :order AND payment_session_id = :session AND payment_method = :method)", {
            order: orderId,
            session: sessionId,
            method,
          }),
        ),
      ];
      try {
        return changed((await d1.batch(batch))[0]);
      } catch (err) {
        // Trigger orders_multibanco_verified (docs/database-rules.md): Multibanco only for a customer whose e-mail is verified.
        if (err instanceof Error && err.message.includes("multibanco_needs_verified_email")) return "needs-verified-email";
        throw err;
      }
    },

    /** 'Mercadoria recebida': once, on a withdrawn order, naming the member (its audit row: trigger orders_audit_goods_returned, docs/database-rules.md). */
    markGoodsReturned: async (orderId: string, actor: string, atIso: string) =>
      ((
        await d1
          .prepare("UPDATE orders SET goods_returned_at = ?2, changed_by = ?3 WHERE id = ?1 AND withdrawn_at IS NOT NULL AND goods_returned_at IS NULL")
          .bind(orderId, atIso, actor)
          .run()
      ).meta.changes ?? 0) > 0,

    /**
     * A withdrawal from a paid order, once, with its acknowledgement written to the outbox (its audit row: trigger
     * orders_audit_withdrawn, docs/database-rules.md).
     */
    async withdraw(orderId: string, atIso: string, channel: string, mail: BatchMail | null, notice: OwnerNotice | null = null) {
      const withdrawnNow = when("EXISTS (SELECT 1 FROM orders WHERE id = :order AND withdrawn_at = :at)", { order: orderId, at: atIso });
      const results = await d1.batch([
        d1
          .prepare(
            `UPDATE orders SET withdrawn_at = ?2, withdrawal_channel = ?3
             WHERE id = ?1 AND withdrawn_at IS NULL AND paid_at IS NOT NULL AND status IN ('paid','processing','shipped','delivered')`,
          )
          .bind(orderId, atIso, channel),
        ...(mail ? [outbox.insertWhen(mail.id, mail.mail, mail.key, withdrawnNow)] : []),
        // The owners told of it with the refund's deadline (issue 44), only by the batch that recorded it.
        ...(notice ? [owners.insertWhen(notice, withdrawnNow)] : []),
      ]);
      return changed(results[0]);
    },

    /**
     * Opens the refund of one payment (once per payment: a second call for it returns false). Its audit row: trigger
     * order_refunds_audit_opened (docs/database-rules.md).
     */
    async openRefund(r: Omit<RefundRow, "provider">) {
      const res = await d1
        .prepare(
          "INSERT INTO order_refunds (id, order_id, session_id, amount_cents, reason) VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (session_id) WHERE reason IN ('order_not_pending', 'paid_twice') DO NOTHING",
        )
        .bind(r.id, r.orderId, r.sessionId, r.amountCents, r.reason)
        .run();
      return changed(res);
    },

    /**
     * The provider confirmed the refund: recorded once, with the e-mail telling the customer. Its audit row: trigger
     * order_refunds_audit_done (docs/database-rules.md).
     */
    async completeRefund(refundId: string, orderId: string, providerRefundId: string, atIso: string, mail: BatchMail | null, creditId: string) {
      const results = await d1.batch([
        d1
          .prepare("UPDATE order_refunds SET status = 'succeeded', provider_refund_id = ?2, refunded_at = ?3 WHERE id = ?1 AND status = 'pending'")
          .bind(refundId, providerRefundId, atIso),
        // A refund of an invoiced order's own payment gets its credit note (issue 33), written by the batch that confirmed it.
        documents.insertWhen(
          { id: creditId, orderId, eventKey: `credit:${refundId}`, kind: "credit_note", refundId },
          when(
            "EXISTS (SELECT 1 FROM order_refunds WHERE id = :refund AND refunded_at = :at AND reason = 'shop') AND EXISTS (SELECT 1 FROM invoice_documents WHERE order_id = :order AND kind = 'invoice_receipt')",
            { refund: refundId, at: atIso, order: orderId },
          ),
        ),
        ...(mail
          ? [
              outbox.insertWhen(
                mail.id,
                mail.mail,
                mail.key,
                when("EXISTS (SELECT 1 FROM order_refunds WHERE id = :refund AND refunded_at = :at)", { refund: refundId, at: atIso }),
              ),
            ]
          : []),
      ]);
      return changed(results[0]);
    },

    /** Refunds the provider has not confirmed yet (the cron asks again, with the same idempotency key). */
    async pendingRefunds(limit: number) {
      const { results } = await d1
        .prepare(
          `SELECT r.id, r.order_id AS orderId, r.session_id AS sessionId, a.provider, r.amount_cents AS amountCents, r.reason
           FROM order_refunds r JOIN payment_attempts a ON a.session_id = r.session_id WHERE r.status = 'pending' ORDER BY r.created_at LIMIT ?1`,
        )
        .bind(limit)
        .all<RefundRow>();
      return results;
    },

    async refundsOf(orderId: string) {
      const { results } = await d1
        .prepare(
          "SELECT id, session_id AS sessionId, amount_cents AS amountCents, reason, status, refunded_at AS refundedAt FROM order_refunds WHERE order_id = ?1 ORDER BY created_at",
        )
        .bind(orderId)
        .all<{ id: string; sessionId: string; amountCents: number; reason: string; status: string; refundedAt: string | null }>();
      return results;
    },

    /** The order a payment session was opened for, as it is now; null for a session the shop never opened. */
    async attempt(sessionId: string): Promise<AttemptRow | null> {
      return d1
        .prepare(
          `SELECT a.order_id AS orderId, a.provider, o.status, o.payment_session_id AS currentSessionId, o.paid_session_id AS paidSessionId,
             o.payment_method AS paymentMethod, o.total_cents AS totalCents, o.user_id AS userId
           FROM payment_attempts a JOIN orders o ON o.id = a.order_id WHERE a.session_id = ?1`,
        )
        .bind(sessionId)
        .first<AttemptRow>();
    },

    /** Pending orders whose payment attempt ended before `beforeIso`, oldest first (the expiry run's work list). */
    async stale(beforeIso: string, limit: number) {
      const { results } = await d1
        .prepare(
          `SELECT id, payment_provider AS provider, payment_session_id AS sessionId, payment_method AS paymentMethod FROM orders
           WHERE status = 'pending' AND payment_expires_at < ?1 ORDER BY payment_expires_at LIMIT ?2`,
        )
        .bind(beforeIso, limit)
        .all<{ id: string; provider: string | null; sessionId: string | null; paymentMethod: AsyncPaymentMethod | null }>();
      return results;
    },

    /** The discount code an order used, if any (said to be free again when the order is cancelled). */
    async discountCodeOf(orderId: string) {
      return (await d1.prepare("SELECT code FROM discount_codes WHERE order_id = ?1").bind(orderId).first<{ code: string }>())?.code ?? null;
    },

    /** Whether this customer has an order that was paid (the welcome code is for the first purchase). */
    async hasPaidOrder(userId: string) {
      return (await d1.prepare("SELECT 1 AS x FROM orders WHERE user_id = ?1 AND paid_at IS NOT NULL LIMIT 1").bind(userId).first()) !== null;
    },
  };
}
export type OrderLifecycleRepo = ReturnType<typeof orderLifecycleRepo>;

type Restock = { variantId: number; quantity: number }[];
/** What a refund put back in stock of each line asked (decisions/0049): `quantity` of the `asked` units. */
export type Restocked = { variantId: number; asked: number; quantity: number }[];
// The refund cap is the trigger order_refunds_within_paid's (docs/database-rules.md): it refuses with this message.
const isCapRefusal = (err: unknown) => err instanceof Error && err.message.includes("refund exceeds what was paid");

/** The shop's refunds (issue 32, decisions/0043): part of the orders lifecycle's writes, above. */
export function shopRefundsRepo(d1: D1Database, outbox: OutboxRepo) {
  /**
   * Up to `quantity` units of the order's variant back in stock (issue 43, decisions/0049): only what the order sold
   * less what earlier refunds put back, counted here in the batch itself (so parallel refunds and a form sent twice
   * each see the ones before them). It is written as an 'order.restocked' row of the order's audit log, which the
   * database caps the same way and applies to the stock (triggers audit_log_restock_within_sold and audit_log_restock_apply,
   * docs/database-rules.md): no row, no stock. Asking more than is left puts back what is left (the refund's money is
   * its own decision); nothing left writes nothing.
   */
  const restockStatement = (orderId: string, l: Restock[number], actor: string, refundId: string | null, when = "") =>
    d1
      .prepare(
        `INSERT INTO audit_log (actor, action, order_id, after, detail)
         SELECT ?4, 'order.restocked', ?3, q, json_object('variantId', CAST(?1 AS INTEGER), 'quantity', q, 'asked', CAST(?2 AS INTEGER), 'refund', ?5)
         FROM (SELECT min(CAST(?2 AS INTEGER),
                 (SELECT coalesce(sum(quantity), 0) FROM order_items WHERE order_id = ?3 AND variant_id = ?1)
                 - (SELECT coalesce(sum(json_extract(detail, '$.quantity')), 0) FROM audit_log
                    WHERE order_id = ?3 AND action = 'order.restocked' AND json_extract(detail, '$.variantId') = ?1)) AS q)
         WHERE q > 0 AND EXISTS (SELECT 1 FROM product_variants WHERE id = ?1)${when}
         RETURNING json_extract(detail, '$.quantity') AS quantity`,
      )
      // D1 binds a number as a real: the units and the variant are cast to whole numbers, as the ledger's trigger wants.
      .bind(l.variantId, l.quantity, orderId, actor, refundId);

  return {
    /**
     * The shop's refund of the order's own payment (issue 32): the row, and the chosen lines' stock back when asked, in
     * one batch. null when the database refused it: more than was paid in all (trigger order_refunds_within_paid), or no
     * payment of the order's to refund. Else what it put back in stock of each line asked (decisions/0049: at most
     * what the line sold less what is back already).
     */
    async openShopRefund(r: RefundRow & { actor: string; detail: string }, restock: Restock): Promise<Restocked | null> {
      try {
        const results = await d1.batch([
          d1
            .prepare("INSERT INTO order_refunds (id, order_id, session_id, amount_cents, reason, actor, detail) VALUES (?1, ?2, ?3, ?4, 'shop', ?5, ?6)")
            .bind(r.id, r.orderId, r.sessionId, r.amountCents, r.actor, r.detail),
          ...restock.map((l) => restockStatement(r.orderId, l, r.actor, r.id)),
        ]);
        // Each restock statement answers the units it put back (none: nothing was left of that line).
        return restock.map((l, n) => ({
          variantId: l.variantId,
          asked: l.quantity,
          quantity: ((results[n + 1]?.results?.[0] as { quantity: number } | undefined)?.quantity ?? 0) as number,
        }));
      } catch (err) {
        if (isCapRefusal(err)) return null;
        throw err;
      }
    },

    /**
     * The owner cancels a paid order not yet sent (issue 32): ONE batch in which, only while the order is still `from`
     * and not withdrawn (checked by each statement before the move, as the pending cancel does), the stock not yet put
     * back returns (every line may be asked: the restock statements put back only what earlier refunds did not), the
     * refund of what is left is opened, the order moves to cancelled naming the member (the status trigger's audit
     * row), and the customer's e-mail is written. A lost race (another member prepared, cancelled or
     * refunded first) writes nothing: "moved"; the refund cap refusing it: "exceeds".
     */
    async cancelPaid(
      c: { orderId: string; from: "paid" | "processing"; atIso: string; actor: string },
      refund: (RefundRow & { detail: string }) | null,
      restock: Restock,
      mail: BatchMail | null,
    ): Promise<"cancelled" | "moved" | "exceeds"> {
      // ?3 of the restock statement is the order.
      const still = ` AND EXISTS (SELECT 1 FROM orders WHERE id = ?3 AND status = '${c.from}' AND withdrawn_at IS NULL)`;
      try {
        const results = await d1.batch([
          ...restock.map((l) => restockStatement(c.orderId, l, c.actor, refund?.id ?? null, still)),
          ...(refund
            ? [
                d1
                  .prepare(
                    `INSERT INTO order_refunds (id, order_id, session_id, amount_cents, reason, actor, detail)
                     SELECT ?1, ?2, ?3, ?4, 'shop', ?5, ?6 WHERE EXISTS (SELECT 1 FROM orders WHERE id = ?2 AND status = ?7 AND withdrawn_at IS NULL)`,
                  )
                  .bind(refund.id, c.orderId, refund.sessionId, refund.amountCents, c.actor, refund.detail, c.from),
              ]
            : []),
          d1.prepare(transitionSql(c.from, "cancelled", "changed_by = ?3", " AND withdrawn_at IS NULL")).bind(c.orderId, c.atIso, c.actor),
          ...mailIfCancelled(outbox, mail, c.orderId, c.atIso),
        ]);
        return (results[restock.length + (refund ? 1 : 0)]?.meta.changes ?? 0) > 0 ? "cancelled" : "moved";
      } catch (err) {
        if (isCapRefusal(err)) return "exceeds";
        throw err;
      }
    },
  };
}
