import type { Mail } from "../../integrations/mailer";
import { when } from "../../lib/sql-condition";
import type { OutboxRepo } from "../outbox/outbox.repo";

/** The order's parcel to the customer, or the return a withdrawal's customer sends with the shop's label. */
export type LabelKind = "outbound" | "return";

/** An order's label as the shipping_labels table keeps it (migration 0047). */
export interface LabelRow {
  orderId: string;
  kind: LabelKind;
  status: "buying" | "bought";
  claimedAt: number;
  provider: string;
  box: string;
  weightGrams: number;
  shipmentId: string | null;
  carrier: string | null;
  service: string | null;
  trackingCode: string | null;
  costCents: number | null;
  labelKey: string | null;
  createdBy: string;
  boughtAt: string | null;
  /** The carrier's last tracking status (issue 49), or null before its first event. */
  trackingStatus: string | null;
}

const COLUMNS = `order_id AS orderId, kind, status, claimed_at AS claimedAt, provider, box, weight_grams AS weightGrams, shipment_id AS shipmentId,
  carrier, service, tracking_code AS trackingCode, cost_cents AS costCents, label_key AS labelKey, created_by AS createdBy, bought_at AS boughtAt,
  tracking_status AS trackingStatus`;

/**
 * The orders' carrier labels (issue 49, decisions/0080). One row per order: an attempt claims it (a new row, or one whose
 * attempt ended or went stale) with one conditional statement, so of two clicks at once one buys and the other is told.
 */
export function shippingLabelsRepo(d1: D1Database, outbox: Pick<OutboxRepo, "mailWhen">) {
  return {
    async of(orderId: string, kind: LabelKind = "outbound"): Promise<LabelRow | null> {
      return d1.prepare(`SELECT ${COLUMNS} FROM shipping_labels WHERE order_id = ?1 AND kind = ?2`).bind(orderId, kind).first<LabelRow>();
    },

    /** The label a tracking code belongs to (bought), or null. */
    async byTracking(code: string): Promise<LabelRow | null> {
      return d1.prepare(`SELECT ${COLUMNS} FROM shipping_labels WHERE tracking_code = ?1 AND status = 'bought'`).bind(code).first<LabelRow>();
    },

    async ofOrders(orderIds: string[]): Promise<LabelRow[]> {
      if (orderIds.length === 0) return [];
      const { results } = await d1
        .prepare(`SELECT ${COLUMNS} FROM shipping_labels WHERE kind = 'outbound' AND order_id IN (SELECT value FROM json_each(?1))`)
        .bind(JSON.stringify(orderIds))
        .all<LabelRow>();
      return results;
    },

    /**
     * Claims the order's label for an attempt at `now`: a first attempt inserts the row; a later one takes a row not
     * bought whose attempt ended (claimed_at 0) or began before `staleBefore`. The row as claimed, or null (another
     * attempt runs, or it is bought: the caller reads it). A shipment an earlier attempt made with this provider is kept
     * with its parcel (box, weight), even when this attempt asks for another parcel: it may have been bought without the
     * shop hearing of it, and the caller reads it before anything else is bought.
     */
    async claim(p: { orderId: string; kind: LabelKind; provider: string; box: string; weightGrams: number; actor: string; now: number; staleBefore: number }) {
      return d1
        .prepare(
          `INSERT INTO shipping_labels (order_id, status, claimed_at, provider, box, weight_grams, created_by, kind) VALUES (?1, 'buying', ?2, ?3, ?4, ?5, ?6, ?8)
           ON CONFLICT (order_id, kind) DO UPDATE SET claimed_at = excluded.claimed_at, created_by = excluded.created_by,
             provider = excluded.provider,
             shipment_id = CASE WHEN shipping_labels.provider = excluded.provider THEN shipping_labels.shipment_id END,
             box = CASE WHEN shipping_labels.provider = excluded.provider AND shipping_labels.shipment_id IS NOT NULL
               THEN shipping_labels.box ELSE excluded.box END,
             weight_grams = CASE WHEN shipping_labels.provider = excluded.provider AND shipping_labels.shipment_id IS NOT NULL
               THEN shipping_labels.weight_grams ELSE excluded.weight_grams END
           WHERE shipping_labels.status = 'buying' AND shipping_labels.claimed_at < ?7
           RETURNING ${COLUMNS}`,
        )
        .bind(p.orderId, p.now, p.provider, p.box, p.weightGrams, p.actor, p.staleBefore, p.kind)
        .first<LabelRow>();
    },

    /** The provider's shipment and its parcel, kept as soon as it exists (a retry reads it before buying). */
    async shipmentCreated(orderId: string, kind: LabelKind, claimedAt: number, shipmentId: string, parcel: { box: string; weightGrams: number }) {
      await d1
        .prepare(
          "UPDATE shipping_labels SET shipment_id = ?3, box = ?5, weight_grams = ?6 WHERE order_id = ?1 AND claimed_at = ?2 AND status = 'buying' AND kind = ?4",
        )
        .bind(orderId, claimedAt, shipmentId, kind, parcel.box, parcel.weightGrams)
        .run();
    },

    /** The attempt ended without a label: the next may start at once (the shipment, if any, is kept for it). */
    async release(orderId: string, kind: LabelKind, claimedAt: number) {
      await d1
        .prepare("UPDATE shipping_labels SET claimed_at = 0 WHERE order_id = ?1 AND claimed_at = ?2 AND status = 'buying' AND kind = ?3")
        .bind(orderId, claimedAt, kind)
        .run();
    },

    /**
     * The label bought, with the audit row naming the member and, for a return, the customer's e-mail with it (the
     * outbox, written only where this batch bought it), in one batch.
     */
    async bought(
      row: Pick<LabelRow, "orderId" | "kind" | "shipmentId" | "carrier" | "service" | "trackingCode" | "costCents" | "labelKey" | "box" | "weightGrams">,
      actor: string,
      mail: { id: string; mail: Mail; key: string } | null = null,
    ) {
      await d1.batch([
        d1
          .prepare(
            `UPDATE shipping_labels SET status = 'bought', shipment_id = ?2, carrier = ?3, service = ?4, tracking_code = ?5, cost_cents = ?6,
               label_key = ?7, bought_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE order_id = ?1 AND status = 'buying' AND kind = ?8`,
          )
          .bind(row.orderId, row.shipmentId, row.carrier, row.service, row.trackingCode, row.costCents, row.labelKey, row.kind),
        d1
          .prepare(
            `INSERT INTO audit_log (actor, action, order_id, after) VALUES (?1, ?9, ?2,
               json_object('carrier', ?3, 'service', ?4, 'trackingCode', ?5, 'costCents', ?6, 'box', ?7, 'weightGrams', ?8))`,
          )
          .bind(
            actor,
            row.orderId,
            row.carrier,
            row.service,
            row.trackingCode,
            row.costCents,
            row.box,
            row.weightGrams,
            row.kind === "return" ? "order.return_label_bought" : "order.label_bought",
          ),
        ...outbox.mailWhen(
          mail,
          when("EXISTS (SELECT 1 FROM shipping_labels WHERE order_id = :order AND kind = 'return' AND tracking_code = :code)", {
            order: row.orderId,
            code: row.trackingCode,
          }),
        ),
      ]);
    },

    /** Each variant's weight in grams (null: not weighed). */
    async weights(variantIds: number[]): Promise<Map<number, number | null>> {
      const { results } = await d1
        .prepare("SELECT id, weight_grams AS grams FROM product_variants WHERE id IN (SELECT value FROM json_each(?1))")
        .bind(JSON.stringify(variantIds))
        .all<{ id: number; grams: number | null }>();
      return new Map(results.map((r) => [r.id, r.grams]));
    },
  };
}

export type ShippingLabelsRepo = ReturnType<typeof shippingLabelsRepo>;
