import { ADMIN_PAGE_SIZE, type AdminOrdersQuery } from "../../../shared/admin";
import { LATE, PARCEL_PROBLEM_IDS, refundedIds, SET_ASIDE } from "../../db/orders-to-ship";

/** One order as the back-office's list shows it. */
export interface AdminOrderRow {
  id: string;
  status: string;
  createdAt: string;
  paidAt: string | null;
  totalCents: number;
  paymentMethod: string | null;
  paymentProvider: string | null;
  withdrawnAt: string | null;
  /** What the shop's confirmed refunds gave back of it (issue 44). */
  refundedCents: number;
  email: string | null;
  name: string | null;
}

/** An order's confirmed refunds, summed (the list's rows). */
const REFUNDED_CENTS =
  "(SELECT coalesce(sum(r.amount_cents), 0) FROM order_refunds r WHERE r.order_id = o.id AND r.reason = 'shop' AND r.status = 'succeeded')";

/** The back-office's reads of orders (issue 32): the filtered list with its counts, and what an order's page shows. */
export function adminOrdersRepo(d1: D1Database) {
  return {
    /** A page of orders, newest first, matching every filter given; `total` counts them all. */
    async list(q: AdminOrdersQuery, today: string) {
      const params: unknown[] = [];
      const param = (v: unknown) => `?${params.push(v)}`;
      const where: string[] = [];
      if (q.status) where.push(`o.status = ${param(q.status)}`);
      // To ship: a withdrawn or fully refunded order is not 'PAGO' nor 'EM PROCESSAMENTO' (issue 44).
      if (q.status === "paid" || q.status === "processing") where.push(`NOT ${SET_ASIDE}`);
      if (q.refund) where.push(`o.id IN (${refundedIds(q.refund === "full" ? ">=" : "<")})`);
      if (q.late) where.push(`${LATE} AND o.dispatch_by <= ${param(today)}`);
      if (q.parcel) where.push(`o.id IN (${PARCEL_PROBLEM_IDS})`);
      if (q.method === "card") where.push("o.payment_method IS NULL AND o.paid_at IS NOT NULL");
      else if (q.method) where.push(`o.payment_method = ${param(q.method)}`);
      if (q.from) where.push(`o.created_at >= ${param(`${q.from}T00:00:00.000Z`)}`);
      if (q.to) where.push(`o.created_at <= ${param(`${q.to}T23:59:59.999Z`)}`);
      if (q.q) {
        // A number (the last 8 characters of the id), an e-mail or a name; LIKE's own characters taken literally.
        const like = param(`%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
        where.push(
          `(upper(substr(o.id, -8)) = upper(${param(q.q.replace(/^#/, ""))}) OR coalesce(u.email, json_extract(o.recipient_address, '$.guestEmail')) LIKE ${like} ESCAPE '\\' OR c.full_name LIKE ${like} ESCAPE '\\' OR json_extract(o.recipient_address, '$.fullName') LIKE ${like} ESCAPE '\\')`,
        );
      }
      const from = "FROM orders o LEFT JOIN users u ON u.id = o.user_id LEFT JOIN customers c ON c.user_id = o.user_id";
      const filter = where.length ? `WHERE ${where.join(" AND ")}` : "";
      const offset = (q.page - 1) * ADMIN_PAGE_SIZE;
      const [rows, total, counts, refundCounts, late, problems] = await d1.batch([
        d1
          .prepare(
            `SELECT o.id, o.status, o.created_at AS createdAt, o.paid_at AS paidAt, o.total_cents AS totalCents, o.payment_method AS paymentMethod,
               o.payment_provider AS paymentProvider, o.withdrawn_at AS withdrawnAt, ${REFUNDED_CENTS} AS refundedCents, coalesce(u.email, json_extract(o.recipient_address, '$.guestEmail')) AS email,
               coalesce(c.full_name, json_extract(o.recipient_address, '$.fullName')) AS name
             ${from} ${filter} ORDER BY o.created_at DESC, o.rowid DESC LIMIT ${ADMIN_PAGE_SIZE} OFFSET ${offset}`,
          )
          .bind(...params),
        d1.prepare(`SELECT count(*) AS n ${from} ${filter}`).bind(...params),
        // The counts per status, the orders to ship without the set-aside ones, as the status filter counts them.
        d1.prepare(`SELECT status, count(*) AS n FROM orders o WHERE NOT (o.status IN ('paid', 'processing') AND ${SET_ASIDE}) GROUP BY status`),
        d1.prepare(
          `SELECT coalesce(sum(s.cents >= x.total_cents), 0) AS full, coalesce(sum(s.cents < x.total_cents), 0) AS partial
           FROM (SELECT order_id, sum(amount_cents) AS cents FROM order_refunds WHERE reason = 'shop' AND status = 'succeeded' GROUP BY order_id) s
           JOIN orders x ON x.id = s.order_id`,
        ),
        d1.prepare(`SELECT count(*) AS n FROM orders o WHERE ${LATE} AND o.dispatch_by <= ?1`).bind(today),
        d1.prepare(`SELECT count(*) AS n FROM (${PARCEL_PROBLEM_IDS})`),
      ]);
      const refunds = (refundCounts?.results?.[0] ?? { full: 0, partial: 0 }) as { full: number; partial: number };
      return {
        items: (rows?.results ?? []) as AdminOrderRow[],
        total: ((total?.results?.[0] as { n: number } | undefined)?.n ?? 0) as number,
        counts: Object.fromEntries(((counts?.results ?? []) as { status: string; n: number }[]).map((r) => [r.status, r.n])) as Record<string, number>,
        refundCounts: { full: refunds.full, partial: refunds.partial },
        lateCount: ((late?.results?.[0] as { n: number } | undefined)?.n ?? 0) as number,
        parcelProblemCount: ((problems?.results?.[0] as { n: number } | undefined)?.n ?? 0) as number,
      };
    },

    /** Withdrawn orders (issue 32): the ones not yet refunded in full first, the oldest withdrawal first. */
    withdrawals: async () =>
      (
        await d1
          .prepare(
            `SELECT o.id, o.status, o.shipped_at AS shippedAt, o.withdrawn_at AS withdrawnAt, o.goods_returned_at AS goodsReturnedAt, o.total_cents AS totalCents, coalesce(u.email, json_extract(o.recipient_address, '$.guestEmail')) AS email,
               coalesce(c.full_name, json_extract(o.recipient_address, '$.fullName')) AS name,
               (SELECT coalesce(sum(r.amount_cents), 0) FROM order_refunds r WHERE r.order_id = o.id AND r.reason = 'shop') AS refundedCents
             FROM orders o LEFT JOIN users u ON u.id = o.user_id LEFT JOIN customers c ON c.user_id = o.user_id
             WHERE o.withdrawn_at IS NOT NULL ORDER BY refundedCents >= o.total_cents, o.withdrawn_at LIMIT 200`,
          )
          .all<{
            id: string;
            status: string;
            shippedAt: string | null;
            withdrawnAt: string;
            goodsReturnedAt: string | null;
            totalCents: number;
            email: string | null;
            name: string | null;
            refundedCents: number;
          }>()
      ).results,

    goodsReturnedAt: async (orderId: string) =>
      (await d1.prepare("SELECT goods_returned_at AS g FROM orders WHERE id = ?1").bind(orderId).first<{ g: string | null }>())?.g ?? null,

    /** What the shop has refunded of the order's own payment so far. */
    refundedCents: async (orderId: string) =>
      (
        await d1
          .prepare("SELECT coalesce(sum(amount_cents), 0) AS n FROM order_refunds WHERE order_id = ?1 AND reason = 'shop'")
          .bind(orderId)
          .first<{ n: number }>()
      )?.n ?? 0,

    /**
     * The units of each variant the shop's refunds have priced as lines so far (their recorded detail, when no amount
     * was typed): a further line refund is priced from the units after these (decisions/0049).
     */
    async unitsRefundedOf(orderId: string) {
      const { results } = await d1
        .prepare("SELECT detail FROM order_refunds WHERE order_id = ?1 AND reason = 'shop' AND detail IS NOT NULL")
        .bind(orderId)
        .all<{ detail: string }>();
      const units = new Map<number, number>();
      for (const { detail } of results) {
        const d = JSON.parse(detail) as { lines?: { variantId: number; quantity: number }[]; amountCents?: number | null };
        if (d.amountCents == null) for (const l of d.lines ?? []) units.set(l.variantId, (units.get(l.variantId) ?? 0) + l.quantity);
      }
      return units;
    },

    /** The payment that paid the order (the one the shop's refunds give back), or null while unpaid. */
    paidPayment: (orderId: string) =>
      d1
        .prepare("SELECT o.paid_session_id AS sessionId, a.provider FROM orders o JOIN payment_attempts a ON a.session_id = o.paid_session_id WHERE o.id = ?1")
        .bind(orderId)
        .first<{ sessionId: string; provider: string }>(),

    /** What an order's page adds to the order itself: skus, the customer, payments, refunds, e-mails, the timeline and the discount's code. */
    async extras(orderId: string) {
      const [skus, customer, attempts, refunds, mails, timeline, discount] = await d1.batch([
        d1
          .prepare("SELECT i.variant_id AS variantId, v.sku FROM order_items i LEFT JOIN product_variants v ON v.id = i.variant_id WHERE i.order_id = ?1")
          .bind(orderId),
        d1
          .prepare(
            `SELECT coalesce(u.email, json_extract(o.recipient_address, '$.guestEmail')) AS email, c.first_name AS firstName, c.full_name AS fullName, c.phone, c.nif FROM orders o LEFT JOIN users u ON u.id = o.user_id LEFT JOIN customers c ON c.user_id = o.user_id WHERE o.id = ?1`,
          )
          .bind(orderId),
        d1
          .prepare("SELECT session_id AS sessionId, provider, created_at AS createdAt FROM payment_attempts WHERE order_id = ?1 ORDER BY created_at")
          .bind(orderId),
        d1
          .prepare(
            "SELECT id, amount_cents AS amountCents, reason, status, provider_refund_id AS providerRefundId, created_at AS createdAt, refunded_at AS refundedAt FROM order_refunds WHERE order_id = ?1 ORDER BY created_at",
          )
          .bind(orderId),
        d1
          .prepare(
            `SELECT "to", subject, status, created_at AS createdAt, sent_at AS sentAt FROM email_outbox
             WHERE event_key LIKE ?1 OR event_key IN (SELECT 'refund:' || id FROM order_refunds WHERE order_id = ?2)
               OR event_key IN (SELECT 'document:' || id FROM invoice_documents WHERE order_id = ?2) ORDER BY created_at, rowid`,
          )
          .bind(`order:${orderId}:%`, orderId),
        d1.prepare("SELECT id, at, actor, action, before, after, detail FROM audit_log WHERE order_id = ?1 ORDER BY id").bind(orderId),
        // The code its discount came from (issue 44): a cancelled unpaid order gave its code back, so none is named.
        d1.prepare("SELECT code FROM discount_codes WHERE order_id = ?1").bind(orderId),
      ]);
      type R<T> = { results?: T[] } | undefined;
      return {
        skus: new Map(((skus as R<{ variantId: number | null; sku: string | null }>)?.results ?? []).map((r) => [r.variantId, r.sku])),
        customer: ((customer as R<Record<string, string | null>>)?.results?.[0] ?? null) as {
          email: string | null;
          firstName: string | null;
          fullName: string | null;
          phone: string | null;
          nif: string | null;
        } | null,
        attempts: (attempts as R<{ sessionId: string; provider: string; createdAt: string }>)?.results ?? [],
        refunds: (refunds as R<Record<string, unknown>>)?.results ?? [],
        mails: (mails as R<{ to: string; subject: string; status: string; createdAt: string; sentAt: string | null }>)?.results ?? [],
        timeline: (timeline as R<AuditRow>)?.results ?? [],
        discountCode: (discount as R<{ code: string }>)?.results?.[0]?.code ?? null,
      };
    },
  };
}
export type AdminOrdersRepo = ReturnType<typeof adminOrdersRepo>;

/** A row of the audit log (migrations/0024). */
export interface AuditRow {
  id: number;
  at: string;
  actor: string;
  action: string;
  before: string | null;
  after: string | null;
  detail: string | null;
}
