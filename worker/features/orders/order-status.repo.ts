import type { AsyncPaymentMethod, PaymentReference } from "../../../shared/order-payment";
import type { Db } from "../../db/client";

/**
 * The two ways a pending order ends, each one D1 batch with conditional statements, so replays and races change
 * nothing twice (DESIGN §5):
 * - paid: the payment event is recorded (its id is the primary key: a replay aborts the batch) and the order moves
 *   pending → paid;
 * - cancelled: the reserved stock goes back only while the order is still pending, then pending → cancelled.
 */
export function orderStatusRepo(db: Db) {
  const d1 = db.$client;
  return {
    /** "paid" when this call paid the order, "already" for a replayed event, "not-pending" when the order had ended. */
    async markPaid(orderId: string, eventId: string, eventType: string, nowIso: string): Promise<"paid" | "already" | "not-pending"> {
      try {
        const [, update] = await d1.batch([
          d1.prepare("INSERT INTO payment_events (event_id, type) VALUES (?1, ?2)").bind(eventId, eventType),
          d1.prepare("UPDATE orders SET status = 'paid', paid_at = ?2 WHERE id = ?1 AND status = 'pending'").bind(orderId, nowIso),
        ]);
        return (update?.meta.changes ?? 0) > 0 ? "paid" : "not-pending";
      } catch (err) {
        if (err instanceof Error && /UNIQUE constraint failed: payment_events/.test(err.message)) return "already";
        throw err;
      }
    },

    /** true when this call cancelled the order (and gave its stock back). */
    async cancelPending(orderId: string, nowIso: string, userId?: string): Promise<boolean> {
      // ?1 order, ?2 time, ?3 owner (only when the customer cancels their own order).
      const owner = userId === undefined ? "" : " AND user_id = ?3";
      const restore = d1.prepare(
        `UPDATE product_variants
         SET stock_quantity = stock_quantity + (SELECT sum(quantity) FROM order_items WHERE order_id = ?1 AND variant_id = product_variants.id)
         WHERE id IN (SELECT variant_id FROM order_items WHERE order_id = ?1)
           AND EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND status = 'pending'${owner})`,
      );
      const close = d1.prepare(`UPDATE orders SET status = 'cancelled', cancelled_at = ?2 WHERE id = ?1 AND status = 'pending'${owner}`);
      const [, update] = await d1.batch(
        userId === undefined
          ? [restore.bind(orderId), close.bind(orderId, nowIso)]
          : [restore.bind(orderId, null, userId), close.bind(orderId, nowIso, userId)],
      );
      return (update?.meta.changes ?? 0) > 0;
    },

    /** A new payment attempt: its session, and when it ends; a choice of Multibanco/MB WAY made before is forgotten. */
    async setPaymentSession(orderId: string, provider: string, sessionId: string, expiresAtIso: string) {
      await d1
        .prepare(
          "UPDATE orders SET payment_provider = ?2, payment_session_id = ?3, payment_expires_at = ?4, payment_method = NULL, payment_reference = NULL WHERE id = ?1",
        )
        .bind(orderId, provider, sessionId, expiresAtIso)
        .run();
    },

    /**
     * The customer chose a payment that completes later (Multibanco reference, MB WAY confirmation): the order stays
     * pending, with its stock, until the deadline. true only for the call that recorded it (the e-mail goes once).
     */
    async markAwaitingPayment(orderId: string, method: AsyncPaymentMethod, reference: PaymentReference | null, deadlineIso: string) {
      const r = await d1
        .prepare(
          "UPDATE orders SET payment_method = ?2, payment_reference = ?3, payment_expires_at = ?4 WHERE id = ?1 AND status = 'pending' AND payment_method IS NULL",
        )
        .bind(orderId, method, reference ? JSON.stringify(reference) : null, deadlineIso)
        .run();
      return r.meta.changes > 0;
    },

    /** Pending orders whose payment attempt ended before `beforeIso`, oldest first (the expiry run's work list). */
    async stale(beforeIso: string, limit: number) {
      const { results } = await d1
        .prepare(
          "SELECT id, payment_provider, payment_session_id FROM orders WHERE status = 'pending' AND payment_expires_at < ?1 ORDER BY payment_expires_at LIMIT ?2",
        )
        .bind(beforeIso, limit)
        .all<{ id: string; payment_provider: string | null; payment_session_id: string | null }>();
      return results;
    },

    async bySession(sessionId: string) {
      return d1
        .prepare("SELECT id, user_id, status, payment_provider, payment_method FROM orders WHERE payment_session_id = ?1")
        .bind(sessionId)
        .first<{ id: string; user_id: string | null; status: string; payment_provider: string; payment_method: string | null }>();
    },
  };
}
export type OrderStatusRepo = ReturnType<typeof orderStatusRepo>;
