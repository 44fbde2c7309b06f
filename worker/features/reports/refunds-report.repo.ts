/**
 * The refunds made in [from, to) by why (issue 48): the shop's own by what they were for (a withdrawal's refund, a paid
 * order cancelled, another), and the stray payments given back; and the withdrawals received then.
 */
export function refundsReportRepo(d1: D1Database) {
  return {
    async refunds(from: string, to: string) {
      const kind = `CASE r.reason WHEN 'shop' THEN CASE WHEN json_extract(r.detail, '$.withdrawal') THEN 'withdrawal'
        WHEN json_extract(r.detail, '$.cancel') THEN 'cancellation' ELSE 'shop' END ELSE r.reason END`;
      const [refunds, withdrawals] = await d1.batch([
        d1
          .prepare(
            `SELECT ${kind} AS key, count(*) AS refunds, count(DISTINCT r.order_id) AS orders, sum(r.amount_cents) AS amountCents
             FROM order_refunds r WHERE r.created_at >= ?1 AND r.created_at < ?2 GROUP BY 1`,
          )
          .bind(from, to),
        d1
          .prepare(
            `SELECT count(*) AS count, coalesce(sum((SELECT coalesce(sum(r.amount_cents), 0) FROM order_refunds r WHERE r.order_id = o.id AND r.reason = 'shop') >= o.total_cents), 0) AS refunded
             FROM orders o WHERE o.withdrawn_at >= ?1 AND o.withdrawn_at < ?2`,
          )
          .bind(from, to),
      ]);
      return {
        rows: (refunds?.results ?? []) as { key: string; refunds: number; orders: number; amountCents: number }[],
        withdrawals: ((withdrawals?.results ?? [])[0] ?? { count: 0, refunded: 0 }) as { count: number; refunded: number },
      };
    },
  };
}
export type RefundsReportRepo = ReturnType<typeof refundsReportRepo>;
