import { STOCK_ALERTS_PER_EMAIL } from "../../../shared/stock-alerts";
import type { VariantRecord } from "../../db/rows";

/** A variant as the alert names it: its product's name in the shopper's language, its size and colour, its stock. */
export type AlertVariant = Pick<VariantRecord, "productId" | "size" | "color" | "packCount"> & { name: string; stock: number };

/**
 * stock_alerts (issue 34, decisions/0045): written here when a shopper asks; sent by the trigger stock_alerts_back_in_stock
 * (docs/database-rules.md) in the statement that restocks the variant; deleted by its one-click link (in e-mails written
 * before decisions/0053), or with the shopper's account.
 */
export function stockAlertsRepo(d1: D1Database) {
  return {
    /** An active variant of an active product, with its name in `lang`; null when there is none to wait for. */
    async variant(variantId: number, lang: "pt" | "es"): Promise<AlertVariant | null> {
      return d1
        .prepare(
          `SELECT p.id AS productId, ${lang === "es" ? "coalesce(p.name_es, p.name)" : "p.name"} AS name, v.size,
             ${lang === "es" ? "coalesce(c.name_es, v.color)" : "v.color"} AS color, v.pack_count AS packCount, v.stock_quantity AS stock
           FROM product_variants v JOIN products p ON p.id = v.product_id LEFT JOIN color_names c ON c.color = v.color
           WHERE v.id = ?1 AND v.active = 1 AND p.active = 1`,
        )
        .bind(variantId)
        .first<AlertVariant>();
    },

    /**
     * The alert, unless this e-mail already waits for this variant ("exists") or waits for as many as it may
     * ("limit"): one conditional statement, so parallel requests cannot pass the limit together.
     */
    async create(a: { id: string; variantId: number; email: string; language: string; token: string; subject: string; text: string; atIso: string }) {
      try {
        const res = await d1
          .prepare(
            `INSERT INTO stock_alerts (id, variant_id, email, language, token, subject, text, consent_at)
             SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8
             WHERE (SELECT count(*) FROM stock_alerts WHERE email = ?3 AND notified_at IS NULL) < ${STOCK_ALERTS_PER_EMAIL}`,
          )
          .bind(a.id, a.variantId, a.email, a.language, a.token, a.subject, a.text, a.atIso)
          .run();
        return (res.meta.changes ?? 0) > 0 ? ("created" as const) : ("limit" as const);
      } catch (err) {
        if (err instanceof Error && err.message.includes("UNIQUE constraint failed: stock_alerts.variant_id")) return "exists" as const;
        throw err;
      }
    },

    /**
     * The one-click link: the alert is gone (true), or there was none for this token. Sent or not: the link of an e-mail
     * already delivered still works (issue 44, decisions/0053) and erases the shopper's request.
     */
    async removeByToken(token: string) {
      const res = await d1.prepare("DELETE FROM stock_alerts WHERE token = ?1").bind(token).run();
      return (res.meta.changes ?? 0) > 0;
    },

    /** Outbox rows the trigger wrote for these variants' alerts and not yet sent (to deliver them at once). */
    async pendingMailIds(variantIds: number[]) {
      if (variantIds.length === 0) return [];
      const { results } = await d1
        .prepare(
          `SELECT o.id FROM email_outbox o JOIN stock_alerts a ON o.event_key = 'stock-alert:' || a.id
           WHERE a.variant_id IN (${variantIds.map((_, n) => `?${n + 1}`).join(",")}) AND o.status = 'pending'`,
        )
        .bind(...variantIds)
        .all<{ id: string }>();
      return results.map((r) => r.id);
    },

    /** Whether the outbox already holds the e-mail of this event (the daily low-stock e-mail, before reading the stock). */
    async mailed(eventKey: string) {
      return (await d1.prepare("SELECT 1 AS x FROM email_outbox WHERE event_key = ?1").bind(eventKey).first()) !== null;
    },

    /** Variants at or below their low-stock threshold, of active products (the owners' daily e-mail). */
    async lowStock(limit = 500) {
      const { results } = await d1
        .prepare(
          `SELECT v.sku, p.name, v.size, v.color, v.stock_quantity AS stock, v.low_stock_threshold AS threshold
           FROM product_variants v JOIN products p ON p.id = v.product_id
           WHERE v.active = 1 AND p.active = 1 AND v.stock_quantity <= v.low_stock_threshold ORDER BY v.stock_quantity, v.sku LIMIT ?1`,
        )
        .bind(limit)
        .all<{ sku: string; name: string; size: string | null; color: string | null; stock: number; threshold: number }>();
      return results;
    },
  };
}
export type StockAlertsRepo = ReturnType<typeof stockAlertsRepo>;
