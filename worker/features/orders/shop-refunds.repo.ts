import type { RefundRow } from "./order-lifecycle.repo";

/** The shop's refunds (issue 32, decisions/0043): part of the orders lifecycle's writes (order-lifecycle.repo.ts). */
export function shopRefundsRepo(d1: D1Database) {
  return {
    /**
     * The shop's refund of the order's own payment (issue 32): the row, and the chosen lines' stock back when asked, in
     * one batch. false when the database refused it: more than was paid in all (migration 0025's trigger), or no
     * payment of the order's to refund.
     */
    async openShopRefund(r: RefundRow & { actor: string; detail: string }, restock: { variantId: number; quantity: number }[]) {
      try {
        await d1.batch([
          d1
            .prepare("INSERT INTO order_refunds (id, order_id, session_id, amount_cents, reason, actor, detail) VALUES (?1, ?2, ?3, ?4, 'shop', ?5, ?6)")
            .bind(r.id, r.orderId, r.sessionId, r.amountCents, r.actor, r.detail),
          ...restock.map((l) =>
            d1
              .prepare(
                "UPDATE product_variants SET stock_quantity = stock_quantity + ?2 WHERE id = ?1 AND EXISTS (SELECT 1 FROM order_items WHERE order_id = ?3 AND variant_id = ?1)",
              )
              .bind(l.variantId, l.quantity, r.orderId),
          ),
        ]);
        return true;
      } catch (err) {
        if (err instanceof Error && err.message.includes("refund exceeds what was paid")) return false;
        throw err;
      }
    },
  };
}
