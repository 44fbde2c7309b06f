import type { WithdrawalChannel } from "../../../shared/withdrawal";
import type { Db } from "../../db/client";

/**
 * Recording a withdrawal (decisions/0014): one conditional UPDATE, so of parallel requests exactly one records it and
 * the others find it recorded; and finding an order by its number and its customer's e-mail for the public form.
 */
export function withdrawalsRepo(db: Db) {
  const d1 = db.$client;
  return {
    /** true when this call recorded the withdrawal; false when it was recorded already or the order is not a paid one. */
    async record(orderId: string, nowIso: string, channel: WithdrawalChannel) {
      const r = await d1
        .prepare(
          `UPDATE orders SET withdrawn_at = ?2, withdrawal_channel = ?3
           WHERE id = ?1 AND withdrawn_at IS NULL AND paid_at IS NOT NULL AND status IN ('paid','processing','shipped','delivered')`,
        )
        .bind(orderId, nowIso, channel)
        .run();
      return r.meta.changes > 0;
    },

    /**
     * The order whose number (the id's last 8 characters, shared/order-display.ts) is `number` and whose customer's
     * e-mail is `email`, newest first when two numbers collide; null when either does not match.
     */
    async idByNumberAndEmail(number: string, email: string) {
      const row = await d1
        .prepare(
          `SELECT o.id FROM orders o JOIN users u ON u.id = o.user_id
           WHERE substr(o.id, -8) = lower(?1) AND u.email = lower(?2)
           ORDER BY o.created_at DESC, o.rowid DESC LIMIT 1`,
        )
        .bind(number, email)
        .first<{ id: string }>();
      return row?.id ?? null;
    },
  };
}
export type WithdrawalsRepo = ReturnType<typeof withdrawalsRepo>;
