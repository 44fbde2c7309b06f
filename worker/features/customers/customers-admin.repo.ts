/** A customer as the back-office's list shows them. */
export interface CustomerRow {
  id: string;
  email: string;
  name: string | null;
  phone: string | null;
  nif: string | null;
  createdAt: string;
  orders: number;
  lifetimeCents: number;
}

export const CUSTOMERS_PAGE_SIZE = 50;

/** Paid orders' totals less the shop's refunds of them: what the customer has spent with the shop. */
const LIFETIME = `(SELECT coalesce(sum(o.total_cents), 0) FROM orders o WHERE o.user_id = u.id AND o.paid_at IS NOT NULL)
  - (SELECT coalesce(sum(r.amount_cents), 0) FROM order_refunds r JOIN orders o ON o.id = r.order_id WHERE o.user_id = u.id AND r.reason = 'shop')`;
/** The accounts that are customers: not the back-office's own (owners by address, staff members). */
const CUSTOMER = "u.email NOT IN (SELECT value FROM json_each(?1)) AND NOT EXISTS (SELECT 1 FROM staff_members s WHERE s.email = u.email)";
const COLUMNS = `u.id, u.email, c.full_name AS name, c.phone, c.nif, u.created_at AS createdAt,
  (SELECT count(*) FROM orders o WHERE o.user_id = u.id AND o.paid_at IS NOT NULL) AS orders, ${LIFETIME} AS lifetimeCents`;

/**
 * The back-office's customers (issue 48): found by name, e-mail, phone or NIF; one customer's page (orders, what they
 * spent, addresses, consents, reviews, what the team did, the team's notes); notes written with their audit row.
 */
export function customersAdminRepo(d1: D1Database, ownerEmails: readonly string[]) {
  const owners = JSON.stringify(ownerEmails);
  return {
    /** Newest first, 50 a page; `q` matches a part of the name or e-mail, the phone's digits, or the whole NIF. */
    async list(q: string | undefined, page: number) {
      const like = q ? `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null;
      const digits = q?.replace(/\D/g, "") ?? "";
      const where = `${CUSTOMER} AND (?2 IS NULL OR u.email LIKE ?2 ESCAPE '\\' OR c.full_name LIKE ?2 ESCAPE '\\'
        OR (length(?3) >= 6 AND replace(replace(c.phone, ' ', ''), '+', '') LIKE '%' || ?3 || '%') OR c.nif = ?4)`;
      const [rows, count] = await d1.batch([
        d1
          .prepare(
            `SELECT ${COLUMNS} FROM users u LEFT JOIN customers c ON c.user_id = u.id WHERE ${where} ORDER BY u.created_at DESC, u.id LIMIT ${CUSTOMERS_PAGE_SIZE} OFFSET ?5`,
          )
          .bind(owners, like, digits, q ?? null, (page - 1) * CUSTOMERS_PAGE_SIZE),
        d1.prepare(`SELECT count(*) AS n FROM users u LEFT JOIN customers c ON c.user_id = u.id WHERE ${where}`).bind(owners, like, digits, q ?? null),
      ]);
      return { items: (rows?.results ?? []) as CustomerRow[], total: ((count?.results?.[0] as { n: number } | undefined)?.n ?? 0) as number };
    },

    /** One customer's page, or null when the account is not a customer's (or does not exist). */
    async byId(id: string) {
      const [head, profile, orders, addresses, newsletter, alerts, reviews, notes, audit] = await d1.batch([
        d1.prepare(`SELECT ${COLUMNS} FROM users u LEFT JOIN customers c ON c.user_id = u.id WHERE u.id = ?2 AND ${CUSTOMER}`).bind(owners, id),
        d1.prepare("SELECT first_name AS firstName, birth_date AS birthDate, updated_at AS updatedAt FROM customers WHERE user_id = ?1").bind(id),
        d1
          .prepare(
            `SELECT o.id, o.status, o.created_at AS createdAt, o.paid_at AS paidAt, o.total_cents AS totalCents, o.shipping_country AS country,
               (SELECT coalesce(sum(r.amount_cents), 0) FROM order_refunds r WHERE r.order_id = o.id AND r.reason = 'shop') AS refundedCents
             FROM orders o WHERE o.user_id = ?1 ORDER BY o.created_at DESC LIMIT 100`,
          )
          .bind(id),
        d1
          .prepare(
            "SELECT id, full_name AS fullName, address, number, zip_code AS zipCode, city, country, is_default AS isDefault FROM addresses WHERE user_id = ?1 ORDER BY is_default DESC, created_at",
          )
          .bind(id),
        d1.prepare("SELECT n.consent_at AS consentAt FROM newsletter_subscribers n JOIN users u ON u.email = n.email WHERE u.id = ?1").bind(id),
        d1
          .prepare(
            `SELECT a.created_at AS createdAt, a.notified_at AS notifiedAt, p.name AS productName, v.sku FROM stock_alerts a JOIN users u ON u.email = a.email
             LEFT JOIN product_variants v ON v.id = a.variant_id LEFT JOIN products p ON p.id = v.product_id WHERE u.id = ?1 ORDER BY a.created_at DESC`,
          )
          .bind(id),
        d1
          .prepare(
            `SELECT r.id, r.product_id AS productId, p.name AS productName, r.rating, r.title, r.created_at AS createdAt, r.hidden_at AS hiddenAt
             FROM reviews r LEFT JOIN products p ON p.id = r.product_id WHERE r.user_id = ?1 ORDER BY r.created_at DESC`,
          )
          .bind(id),
        d1.prepare("SELECT id, author, text, created_at AS createdAt FROM customer_notes WHERE user_id = ?1 ORDER BY created_at DESC").bind(id),
        // What the team did: on the customer's orders (audit_log_order_idx) and on the customer (their notes, downloads).
        d1
          .prepare(
            `SELECT id, at, actor, action, order_id AS orderId FROM audit_log
             WHERE order_id IN (SELECT id FROM orders WHERE user_id = ?1) AND actor <> 'sistema'
             UNION ALL SELECT id, at, actor, action, NULL FROM audit_log WHERE action LIKE 'customer.%' AND json_extract(after, '$.userId') = ?1
             ORDER BY id DESC LIMIT 100`,
          )
          .bind(id),
      ]);
      const customer = head?.results?.[0] as CustomerRow | undefined;
      if (!customer) return null;
      const rows = <T>(r: D1Result | undefined) => (r?.results ?? []) as T[];
      return {
        customer: { ...customer, ...(rows<Record<string, unknown>>(profile)[0] ?? {}) },
        orders: rows<{ id: string; status: string; createdAt: string; paidAt: string | null; totalCents: number; country: string; refundedCents: number }>(
          orders,
        ),
        addresses: rows<{ id: string; fullName: string; address: string; number: string; zipCode: string; city: string; country: string; isDefault: number }>(
          addresses,
        ).map((a) => ({ ...a, isDefault: a.isDefault === 1 })),
        consents: {
          newsletter: rows<{ consentAt: string }>(newsletter)[0]?.consentAt ?? null,
          stockAlerts: rows<{ createdAt: string; notifiedAt: string | null; productName: string | null; sku: string | null }>(alerts),
        },
        reviews: rows<{ id: string; productId: number; productName: string | null; rating: number; title: string; createdAt: string; hiddenAt: string | null }>(
          reviews,
        ),
        notes: rows<{ id: string; author: string; text: string; createdAt: string }>(notes),
        audit: rows<{ id: number; at: string; actor: string; action: string; orderId: string | null }>(audit),
      };
    },

    /** A note and its audit row, in one batch. */
    async addNote(userId: string, author: string, text: string) {
      const id = crypto.randomUUID();
      await d1.batch([
        d1.prepare("INSERT INTO customer_notes (id, user_id, author, text) VALUES (?1, ?2, ?3, ?4)").bind(id, userId, author, text),
        d1.prepare("INSERT INTO audit_log (actor, action, after) VALUES (?1, 'customer.note_added', ?2)").bind(author, JSON.stringify({ userId, noteId: id })),
      ]);
      return id;
    },

    /** The audit row of a customer's data download: who, and which account. */
    auditExport: (actor: string, userId: string) =>
      d1.prepare("INSERT INTO audit_log (actor, action, after) VALUES (?1, 'customer.exported', ?2)").bind(actor, JSON.stringify({ userId })).run(),

    /**
     * The audit row of an erasure, written once: only when the account is gone and no erasure of it is recorded yet (two
     * owners erasing at once both erase, idempotently; one of them records it). true when this call recorded it.
     */
    async auditErasure(actor: string, userId: string) {
      const r = await d1
        .prepare(
          `INSERT INTO audit_log (actor, action, after) SELECT ?1, 'customer.deleted', json_object('userId', ?2)
           WHERE NOT EXISTS (SELECT 1 FROM users WHERE id = ?2)
             AND NOT EXISTS (SELECT 1 FROM audit_log WHERE action = 'customer.deleted' AND json_extract(after, '$.userId') = ?2)`,
        )
        .bind(actor, userId)
        .run();
      return (r.meta.changes ?? 0) > 0;
    },
  };
}
export type CustomersAdminRepo = ReturnType<typeof customersAdminRepo>;
