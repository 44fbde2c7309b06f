import type { Lang } from "../../../shared/languages";
import type { Db } from "../../db/client";
import type { Mail } from "../../integrations/mailer";
import { when } from "../../lib/sql-condition";
import type { OutboxRepo } from "../outbox/outbox.repo";

/** A line of a kept cart: the variant and how many. */
export interface SavedLine {
  productId: number;
  variantId: number | null;
  quantity: number;
}

/** A kept cart whose reminder is due: whose, in which language, to which address, its lines and when they changed. */
export interface DueCart {
  userId: string;
  email: string;
  language: Lang;
  firstName: string | null;
  lines: SavedLine[];
  updatedAt: string;
}

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ','now')";

/**
 * The carts kept for reminders and the reminders sent (issue 50). Nothing is kept for a customer who has not agreed:
 * every write names the consent in its own statement, so a cart sent just as consent is withdrawn is not kept.
 */
export function cartRemindersRepo(db: Db, outbox: OutboxRepo) {
  const d1 = db.$client;
  return {
    /** Whether the customer agreed to reminders (and since when). */
    consentOf: async (userId: string) =>
      (await d1.prepare("SELECT cart_reminders_at AS at FROM users WHERE id = ?1").bind(userId).first<{ at: string | null }>())?.at ?? null,

    /** Agrees (kept as the first moment) or withdraws: withdrawing forgets the kept cart in the same batch. */
    async setConsent(userId: string, agreed: boolean) {
      if (agreed) {
        await d1.prepare(`UPDATE users SET cart_reminders_at = coalesce(cart_reminders_at, ${NOW}) WHERE id = ?1`).bind(userId).run();
        return;
      }
      await d1.batch([
        d1.prepare("UPDATE users SET cart_reminders_at = NULL WHERE id = ?1").bind(userId),
        d1.prepare("DELETE FROM saved_carts WHERE user_id = ?1").bind(userId),
      ]);
    },

    /**
     * The browser's cart, kept only with consent: new lines restart its clock (and so its reminder); the same lines
     * again change nothing; no lines forget it. Whether it is kept.
     */
    async save(userId: string, lines: SavedLine[]) {
      if (lines.length === 0) {
        await d1.prepare("DELETE FROM saved_carts WHERE user_id = ?1").bind(userId).run();
        return false;
      }
      const json = JSON.stringify(lines);
      const res = await d1
        .prepare(
          `INSERT INTO saved_carts (user_id, lines, updated_at)
           SELECT ?1, ?2, ${NOW} WHERE EXISTS (SELECT 1 FROM users WHERE id = ?1 AND cart_reminders_at IS NOT NULL)
           ON CONFLICT (user_id) DO UPDATE SET lines = excluded.lines, updated_at = excluded.updated_at WHERE saved_carts.lines <> excluded.lines`,
        )
        .bind(userId, json)
        .run();
      return res.meta.changes === 1 || (await d1.prepare("SELECT 1 AS one FROM saved_carts WHERE user_id = ?1").bind(userId).first()) !== null;
    },

    /**
     * Carts whose last change is at least `before` old and that have had no reminder: their customer still agrees and has
     * placed no order since the cart changed.
     */
    async due(beforeIso: string, limit: number): Promise<DueCart[]> {
      const { results } = await d1
        .prepare(
          `SELECT s.user_id AS userId, u.email, u.language, c.first_name AS firstName, s.lines, s.updated_at AS updatedAt
           FROM saved_carts s JOIN users u ON u.id = s.user_id LEFT JOIN customers c ON c.user_id = s.user_id
           WHERE s.updated_at <= ?1 AND u.cart_reminders_at IS NOT NULL
             AND NOT EXISTS (SELECT 1 FROM cart_reminders r WHERE r.user_id = s.user_id AND r.cart_updated_at = s.updated_at)
             AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.user_id = s.user_id AND o.created_at >= s.updated_at)
           ORDER BY s.updated_at LIMIT ?2`,
        )
        .bind(beforeIso, limit)
        .all<Omit<DueCart, "lines"> & { lines: string }>();
      return results.map((r) => ({ ...r, lines: JSON.parse(r.lines) as SavedLine[] }));
    },

    /**
     * The reminder of this version of the cart, once: its row and its e-mail in one batch, both only while the cart is
     * still that version, the customer still agrees and has ordered nothing since (two runs at once: one row, one e-mail).
     * Whether this call wrote it.
     */
    async remind(cart: DueCart, token: string, mail: { id: string; mail: Mail; key: string }) {
      const id = crypto.randomUUID();
      const [inserted] = await d1.batch([
        d1
          .prepare(
            `INSERT INTO cart_reminders (id, user_id, token, cart_updated_at, lines)
             SELECT ?1, ?2, ?3, ?4, s.lines FROM saved_carts s
             WHERE s.user_id = ?2 AND s.updated_at = ?4
               AND EXISTS (SELECT 1 FROM users WHERE id = ?2 AND cart_reminders_at IS NOT NULL)
               AND NOT EXISTS (SELECT 1 FROM orders WHERE user_id = ?2 AND created_at >= ?4)
             ON CONFLICT DO NOTHING`,
          )
          .bind(id, cart.userId, token, cart.updatedAt),
        ...outbox.mailWhen(mail, when("EXISTS (SELECT 1 FROM cart_reminders WHERE id = :reminder)", { reminder: id })),
      ]);
      return (inserted?.meta.changes ?? 0) === 1;
    },

    /** A kept cart whose products are all sold out or gone: forgotten (the browser's next change keeps it again). */
    forget: async (userId: string, updatedAt: string) =>
      d1.prepare("DELETE FROM saved_carts WHERE user_id = ?1 AND updated_at = ?2").bind(userId, updatedAt).run(),

    /** The reminder a link names: whose, and the cart's lines its e-mail showed. */
    async byToken(token: string) {
      const r = await d1
        .prepare("SELECT id, user_id AS userId, lines FROM cart_reminders WHERE token = ?1")
        .bind(token)
        .first<{ id: string; userId: string; lines: string }>();
      return r ? { ...r, lines: JSON.parse(r.lines) as SavedLine[] } : null;
    },

    /** The cart was opened from its reminder (the first time counts). */
    markRestored: (id: string) => d1.prepare(`UPDATE cart_reminders SET restored_at = coalesce(restored_at, ${NOW}) WHERE id = ?1`).bind(id).run(),

    /**
     * The back-office's counts for reminders sent in [from, to): how many, how many carts were recovered (an order of the
     * customer, not cancelled, placed within `days` of the reminder), and what those orders were worth.
     */
    async counts(fromIso: string, toIso: string, days: number) {
      const row = await d1
        .prepare(
          `WITH sent AS (SELECT id, user_id, sent_at FROM cart_reminders WHERE sent_at >= ?1 AND sent_at < ?2),
                recovered AS (
                  SELECT s.id, (SELECT o.total_cents FROM orders o
                                WHERE o.user_id = s.user_id AND o.created_at >= s.sent_at
                                  AND o.created_at < strftime('%Y-%m-%dT%H:%M:%fZ', s.sent_at, '+' || ?3 || ' days')
                                  AND o.status IN ('paid', 'processing', 'shipped', 'delivered')
                                ORDER BY o.created_at LIMIT 1) AS cents
                  FROM sent s)
           SELECT (SELECT count(*) FROM sent) AS sent, (SELECT count(*) FROM recovered WHERE cents IS NOT NULL) AS recovered,
                  (SELECT coalesce(sum(cents), 0) FROM recovered) AS revenueCents`,
        )
        .bind(fromIso, toIso, days)
        .first<{ sent: number; recovered: number; revenueCents: number }>();
      return row ?? { sent: 0, recovered: 0, revenueCents: 0 };
    },
  };
}
export type CartRemindersRepo = ReturnType<typeof cartRemindersRepo>;
