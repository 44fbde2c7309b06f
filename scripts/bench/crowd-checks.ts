import { openLocalState } from "../lib/local-state.ts";
import type { PlacedOrder } from "./crowd-shopper";

export interface Check {
  target: string;
  ok: boolean;
}

type VariantStock = { id: number; stock: number };
type Units = { variant_id: number; units: number };

/** What the served state says after the crowd, with the numbers behind each check. */
export interface CrowdState {
  orders: Record<string, number>;
  paid: number;
  shipped: number;
  refunds: number;
  unitsSold: number;
  unitsRestocked: number;
  unitsGivenBackByCancellations: number;
  pendingLeft: number;
  problems: string[];
}

/**
 * The checks after the crowd, on the served state's D1 (the server stopped first): no variant below zero or sold
 * beyond what it had, every paid order's confirmation e-mail and invoice exactly once (and each shipped order's e-mail,
 * each confirmed refund's credit note), the stock adding up for every variant (initial − taken by orders + given back
 * by cancellations of unpaid orders + restocked by refunds and by the owner's cancellations + stock adjustments = now),
 * and the database's orders being exactly those the shoppers were told were placed. `since`: the crowd's start.
 */
export async function checkState(
  persistTo: string,
  initial: Map<number, number>,
  since: string,
  ledger: Map<string, PlacedOrder>,
  lost: { orders: number; payments: number },
) {
  const { db, dispose } = await openLocalState(persistTo);
  const all = async <T>(sql: string, ...binds: unknown[]) =>
    (
      (await db
        .prepare(sql)
        .bind(...binds)
        .all()) as { results: T[] }
    ).results;
  try {
    const problems: string[] = [];
    const checks: Check[] = [];
    const orders = await all<{ id: string; status: string; paid_at: string | null; shipped_at: string | null }>(
      "SELECT id, status, paid_at, shipped_at FROM orders WHERE created_at >= ?1",
      since,
    );
    const byStatus: Record<string, number> = {};
    for (const o of orders) byStatus[o.status] = (byStatus[o.status] ?? 0) + 1;
    const paid = orders.filter((o) => o.paid_at !== null);
    const shipped = orders.filter((o) => o.shipped_at !== null);

    // Stock: what each variant has now, and every movement the crowd caused.
    const now = new Map((await all<VariantStock>("SELECT id, stock_quantity AS stock FROM product_variants")).map((v) => [v.id, v.stock]));
    const sum = async (sql: string) => new Map((await all<Units>(sql, since)).map((u) => [u.variant_id, u.units]));
    const reserved = await sum(
      "SELECT i.variant_id, sum(i.quantity) AS units FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.created_at >= ?1 GROUP BY i.variant_id",
    );
    const givenBack = await sum(
      `SELECT i.variant_id, sum(i.quantity) AS units FROM order_items i JOIN orders o ON o.id = i.order_id
       WHERE o.created_at >= ?1 AND o.status = 'cancelled' AND o.paid_at IS NULL GROUP BY i.variant_id`,
    );
    const sold = await sum(
      `SELECT i.variant_id, sum(i.quantity) AS units FROM order_items i JOIN orders o ON o.id = i.order_id
       WHERE o.created_at >= ?1 AND o.paid_at IS NOT NULL GROUP BY i.variant_id`,
    );
    const restocked = await sum(
      `SELECT json_extract(detail, '$.variantId') AS variant_id, sum(json_extract(detail, '$.quantity')) AS units FROM audit_log
       WHERE action = 'order.restocked' AND at >= ?1 GROUP BY 1`,
    );
    const adjusted = await sum("SELECT variant_id, sum(delta) AS units FROM stock_adjustments WHERE created_at >= ?1 GROUP BY variant_id");

    const negative = [...now].filter(([, s]) => s < 0);
    checks.push({ target: `no variant's stock below 0 (${negative.length} of ${now.size} variants below)`, ok: negative.length === 0 });

    const touched = new Set([...reserved.keys(), ...restocked.keys(), ...adjusted.keys()]);
    const unknown = [...touched].filter((v) => !initial.has(v));
    if (unknown.length) problems.push(`variants moved by the crowd without an initial stock read: ${unknown.join(", ")}`);
    let oversold = 0;
    let unbalanced = 0;
    for (const v of touched) {
      const had = initial.get(v);
      if (had === undefined) continue;
      const taken = (reserved.get(v) ?? 0) - (givenBack.get(v) ?? 0);
      const back = restocked.get(v) ?? 0;
      const adj = adjusted.get(v) ?? 0;
      if (taken - back > had + adj) {
        oversold++;
        problems.push(`variant ${v} oversold: had ${had}, taken ${taken}, restocked ${back}`);
      }
      const expected = had - taken + back + adj;
      if (expected !== now.get(v)) {
        unbalanced++;
        problems.push(
          `variant ${v}: initial ${had} − reserved ${reserved.get(v) ?? 0} + given back ${givenBack.get(v) ?? 0} + restocked ${back} + adjusted ${adj} = ${expected}, now ${now.get(v)}`,
        );
      }
    }
    // Variants nobody touched must not have moved either.
    let moved = 0;
    for (const [v, had] of initial)
      if (!touched.has(v) && now.get(v) !== had) {
        moved++;
        problems.push(`variant ${v} untouched by any order moved from ${had} to ${now.get(v)}`);
      }
    const units = (m: Map<number, number>) => [...m.values()].reduce((s, n) => s + n, 0);
    checks.push({
      target: `no variant sold beyond what it had (${oversold} of ${touched.size} variants ordered; ${units(sold)} units paid)`,
      ok: oversold === 0 && unknown.length === 0,
    });
    checks.push({
      target: `stock adds up for every variant: initial − taken by orders + given back + restocked = now (${unbalanced + moved} of ${initial.size} differ; ${units(reserved)} reserved, ${units(givenBack)} given back by cancellations, ${units(restocked)} restocked)`,
      ok: unbalanced === 0 && moved === 0,
    });

    // Each paid order's confirmation: its event's row once, and no second e-mail with the same words to the same address.
    const paidMails = new Map(
      (
        await all<{ order_id: string; n: number; copies: number }>(
          `SELECT substr(m.event_key, 7, length(m.event_key) - 11) AS order_id, count(*) AS n,
             (SELECT count(*) FROM email_outbox d WHERE d."to" = m."to" AND d.subject = m.subject AND d.text = m.text) AS copies
           FROM email_outbox m WHERE m.event_key LIKE 'order:%:paid' AND m.created_at >= ?1 GROUP BY m.event_key`,
          since,
        )
      ).map((r) => [r.order_id, r]),
    );
    const mailWrong = paid.filter((o) => paidMails.get(o.id)?.n !== 1 || paidMails.get(o.id)?.copies !== 1);
    for (const o of mailWrong.slice(0, 20))
      problems.push(`order ${o.id}: confirmation e-mails ${paidMails.get(o.id)?.n ?? 0}, identical copies ${paidMails.get(o.id)?.copies ?? 0}`);
    const unpaidMailed = [...paidMails.keys()].filter((id) => !paid.some((o) => o.id === id));
    checks.push({
      target: `every paid order has its confirmation e-mail exactly once (${paid.length - mailWrong.length} of ${paid.length}; ${unpaidMailed.length} for orders not paid)`,
      ok: mailWrong.length === 0 && unpaidMailed.length === 0,
    });

    const invoices = new Map(
      (
        await all<{ order_id: string; n: number; issued: number }>(
          `SELECT order_id, count(*) AS n, sum(status = 'issued') AS issued FROM invoice_documents
           WHERE kind = 'invoice_receipt' AND order_id IN (SELECT id FROM orders WHERE created_at >= ?1) GROUP BY order_id`,
          since,
        )
      ).map((r) => [r.order_id, r]),
    );
    const invoiceWrong = paid.filter((o) => invoices.get(o.id)?.n !== 1);
    const notIssued = paid.filter((o) => invoices.get(o.id)?.issued !== 1);
    for (const o of invoiceWrong.slice(0, 20)) problems.push(`order ${o.id}: ${invoices.get(o.id)?.n ?? 0} invoices`);
    checks.push({
      target: `every paid order has exactly one invoice (${paid.length - invoiceWrong.length} of ${paid.length}; ${paid.length - notIssued.length} issued)`,
      ok: invoiceWrong.length === 0 && notIssued.length === 0 && invoices.size === paid.length,
    });

    const shippedMails = new Map(
      (
        await all<{ order_id: string; n: number }>(
          "SELECT substr(event_key, 7, length(event_key) - 14) AS order_id, count(*) AS n FROM email_outbox WHERE event_key LIKE 'order:%:shipped' AND created_at >= ?1 GROUP BY event_key",
          since,
        )
      ).map((r) => [r.order_id, r.n]),
    );
    const shippedWrong = shipped.filter((o) => shippedMails.get(o.id) !== 1);
    checks.push({
      target: `every shipped order has its shipping e-mail exactly once (${shipped.length - shippedWrong.length} of ${shipped.length})`,
      ok: shippedWrong.length === 0,
    });

    const refunds = await all<{ id: string; status: string; notes: number; issued: number; mails: number }>(
      `SELECT r.id, r.status, (SELECT count(*) FROM invoice_documents d WHERE d.refund_id = r.id AND d.kind = 'credit_note') AS notes,
         (SELECT count(*) FROM invoice_documents d WHERE d.refund_id = r.id AND d.kind = 'credit_note' AND d.status = 'issued') AS issued,
         (SELECT count(*) FROM email_outbox m WHERE m.event_key = 'refund:' || r.id) AS mails
       FROM order_refunds r WHERE r.created_at >= ?1`,
      since,
    );
    const done = refunds.filter((r) => r.status === "succeeded");
    const notesWrong = done.filter((r) => r.notes !== 1 || r.issued !== 1 || r.mails !== 1);
    for (const r of notesWrong.slice(0, 10)) problems.push(`refund ${r.id}: ${r.notes} credit notes (${r.issued} issued), ${r.mails} e-mails`);
    checks.push({
      target: `every confirmed refund has exactly one issued credit note and one e-mail (${done.length - notesWrong.length} of ${done.length}; ${refunds.length - done.length} refunds not confirmed)`,
      ok: notesWrong.length === 0 && done.length === refunds.length,
    });

    // The database's orders are those the shoppers were answered 201 for, and what they paid is paid.
    const inDb = new Set(orders.map((o) => o.id));
    const missing = [...ledger.keys()].filter((id) => !inDb.has(id));
    const unknownOrders = [...inDb].filter((id) => !ledger.has(id));
    const paidIds = new Set(paid.map((o) => o.id));
    const notPaid = [...ledger.values()].filter((o) => o.outcome === "paid" && !paidIds.has(o.id));
    const paidAnyway = [...ledger.values()].filter((o) => o.outcome !== "paid" && o.outcome !== "pay answer lost" && paidIds.has(o.id));
    // An order whose answer never reached the shopper may exist; at most one per such request.
    checks.push({
      target: `the orders in the database are the ${ledger.size} the shoppers placed (${missing.length} missing, ${unknownOrders.length} unknown; ${lost.orders} orders' answers lost)`,
      ok: missing.length === 0 && unknownOrders.length <= lost.orders,
    });
    checks.push({
      target: `every order a shopper paid is paid, and none other (${notPaid.length} paid but not so, ${paidAnyway.length} paid without paying; ${lost.payments} payments' answers lost)`,
      ok: notPaid.length === 0 && paidAnyway.length === 0,
    });
    for (const o of notPaid.slice(0, 10)) problems.push(`order ${o.id} paid on the test page but ${orders.find((x) => x.id === o.id)?.status ?? "absent"}`);

    const state: CrowdState = {
      orders: byStatus,
      paid: paid.length,
      shipped: shipped.length,
      refunds: refunds.length,
      unitsSold: units(sold),
      unitsRestocked: units(restocked),
      unitsGivenBackByCancellations: units(givenBack),
      pendingLeft: byStatus.pending ?? 0,
      problems,
    };
    return { checks, state };
  } finally {
    await dispose();
  }
}
