import type { Db } from "../../db/client";

/**
 * Finding an order by its number and its customer's e-mail for the public withdrawal form (decisions/0014); the
 * withdrawal itself is recorded by the orders lifecycle.
 */
export function withdrawalsRepo(db: Db) {
  const d1 = db.$client;
  return {
    /**
     * The order whose number (the id's last 8 characters, shared/order-display.ts) is `number` and whose customer's
     * e-mail is `email` (the account's, or a guest order's own: issue 44), newest first when two numbers collide; null
     * when either does not match.
     */
    async idByNumberAndEmail(number: string, email: string) {
      const row = await d1
        .prepare(
          `SELECT o.id FROM orders o LEFT JOIN users u ON u.id = o.user_id
           WHERE substr(o.id, -8) = lower(?1)
             AND (u.email = lower(?2) OR (o.user_id IS NULL AND json_extract(o.recipient_address, '$.guestEmail') = lower(?2)))
           ORDER BY o.created_at DESC, o.rowid DESC LIMIT 1`,
        )
        .bind(number, email)
        .first<{ id: string }>();
      return row?.id ?? null;
    },
  };
}
export type WithdrawalsRepo = ReturnType<typeof withdrawalsRepo>;
