import type { OutboxRepo } from "../outbox/outbox.repo";
import type { BatchMail, RefundRow } from "./order-lifecycle.repo";
import { transitionSql } from "./order-transitions";

type Restock = { variantId: number; quantity: number }[];
const isCapRefusal = (err: unknown) => err instanceof Error && err.message.includes("refund exceeds what was paid");

/** The shop's refunds (issue 32, decisions/0043): part of the orders lifecycle's writes (order-lifecycle.repo.ts). */
export function shopRefundsRepo(d1: D1Database, outbox: OutboxRepo) {
  const restockStatement = (orderId: string, l: Restock[number], when = "") =>
    d1
      .prepare(
        `UPDATE product_variants SET stock_quantity = stock_quantity + ?2 WHERE id = ?1 AND EXISTS (SELECT 1 FROM order_items WHERE order_id = ?3 AND variant_id = ?1)${when}`,
      )
      .bind(l.variantId, l.quantity, orderId);

  return {
    /**
     * The shop's refund of the order's own payment (issue 32): the row, and the chosen lines' stock back when asked, in
     * one batch. false when the database refused it: more than was paid in all (migration 0025's trigger), or no
     * payment of the order's to refund.
     */
    async openShopRefund(r: RefundRow & { actor: string; detail: string }, restock: Restock) {
      try {
        await d1.batch([
          d1
            .prepare("INSERT INTO order_refunds (id, order_id, session_id, amount_cents, reason, actor, detail) VALUES (?1, ?2, ?3, ?4, 'shop', ?5, ?6)")
            .bind(r.id, r.orderId, r.sessionId, r.amountCents, r.actor, r.detail),
          ...restock.map((l) => restockStatement(r.orderId, l)),
        ]);
        return true;
      } catch (err) {
        if (isCapRefusal(err)) return false;
        throw err;
      }
    },

    /**
     * The owner cancels a paid order not yet sent (issue 32): ONE batch in which, only while the order is still `from`
     * and not withdrawn (checked by each statement before the move, as the pending cancel does), the stock not yet put
     * back returns, the refund of what is left is opened, the order moves to cancelled naming the member (the status
     * trigger's audit row), and the customer's e-mail is written. A lost race (another member prepared, cancelled or
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
          ...restock.map((l) => restockStatement(c.orderId, l, still)),
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
          ...(mail
            ? [
                outbox.insertWhen(mail.id, mail.mail, mail.key, "EXISTS (SELECT 1 FROM orders WHERE id = ?7 AND status = 'cancelled' AND cancelled_at = ?8)", [
                  c.orderId,
                  c.atIso,
                ]),
              ]
            : []),
        ]);
        return (results[restock.length + (refund ? 1 : 0)]?.meta.changes ?? 0) > 0 ? "cancelled" : "moved";
      } catch (err) {
        if (isCapRefusal(err)) return "exceeds";
        throw err;
      }
    },
  };
}
