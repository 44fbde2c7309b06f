import type { OutboxRepo } from "../outbox/outbox.repo";
import type { BatchMail, RefundRow } from "./order-lifecycle.repo";
import { transitionSql } from "./order-transitions";

type Restock = { variantId: number; quantity: number }[];
/** What a refund put back in stock of each line asked (decisions/0049): `quantity` of the `asked` units. */
export type Restocked = { variantId: number; asked: number; quantity: number }[];
const isCapRefusal = (err: unknown) => err instanceof Error && err.message.includes("refund exceeds what was paid");

/** The shop's refunds (issue 32, decisions/0043): part of the orders lifecycle's writes (order-lifecycle.repo.ts). */
export function shopRefundsRepo(d1: D1Database, outbox: OutboxRepo) {
  /**
   * Up to `quantity` units of the order's variant back in stock (issue 43, decisions/0049): only what the order sold
   * less what earlier refunds put back, counted here in the batch itself (so parallel refunds and a form sent twice
   * each see the ones before them). It is written as an 'order.restocked' row of the order's audit log, which the
   * database caps the same way and applies to the stock (migration 0031): no row, no stock. Asking more than is left
   * puts back what is left (the refund's money is its own decision); nothing left writes nothing.
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
     * one batch. null when the database refused it: more than was paid in all (migration 0025's trigger), or no
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
