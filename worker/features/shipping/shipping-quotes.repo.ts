import type { ShippingOption } from "../../../shared/shipping";
import type { Db } from "../../db/client";

/** How long a calculated quote can be ordered with. */
export const QUOTE_LIFETIME_MS = 30 * 60_000;

export interface StoredQuote {
  id: string;
  country: string;
  postalCode: string;
  itemsHash: string;
  options: ShippingOption[];
  expiresAt: string;
}

/** Quotes kept server-side (DESIGN §3), so an order's delivery cost is the one the customer was shown. */
export function shippingQuotesRepo(db: Db) {
  const d1 = db.$client;
  return {
    /** Stores a quote and, in the same batch, clears up to 50 expired ones (no scheduled job needed for that). */
    async save(q: Omit<StoredQuote, "id">, now: Date): Promise<StoredQuote> {
      const id = crypto.randomUUID();
      await d1.batch([
        d1
          .prepare("INSERT INTO shipping_quotes (id, country, postal_code, items_hash, options, expires_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
          .bind(id, q.country, q.postalCode, q.itemsHash, JSON.stringify(q.options), q.expiresAt),
        d1.prepare("DELETE FROM shipping_quotes WHERE id IN (SELECT id FROM shipping_quotes WHERE expires_at < ?1 LIMIT 50)").bind(now.toISOString()),
      ]);
      return { id, ...q };
    },

    async byId(id: string): Promise<StoredQuote | null> {
      const row = await d1
        .prepare("SELECT id, country, postal_code, items_hash, options, expires_at FROM shipping_quotes WHERE id = ?1")
        .bind(id)
        .first<{ id: string; country: string; postal_code: string; items_hash: string; options: string; expires_at: string }>();
      if (!row) return null;
      return {
        id: row.id,
        country: row.country,
        postalCode: row.postal_code,
        itemsHash: row.items_hash,
        options: JSON.parse(row.options) as ShippingOption[],
        expiresAt: row.expires_at,
      };
    },
  };
}
export type ShippingQuotesRepo = ReturnType<typeof shippingQuotesRepo>;
