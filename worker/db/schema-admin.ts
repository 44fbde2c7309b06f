import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** The back-office's tables (issue 32, decisions/0042): its team and the audit log. */

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

/**
 * The back-office's staff (issue 32, decisions/0042), by e-mail (an invitation holds before the account exists): a
 * member acts as staff once signed in with that e-mail verified. Owners are not stored: they are OWNER_EMAILS.
 */
export const staffMembers = sqliteTable("staff_members", {
  email: text("email").primaryKey(),
  invitedBy: text("invited_by").notNull(),
  createdAt: text("created_at").notNull().default(now),
});

/**
 * The audit log (issue 32, decisions/0042): one row per back-office action and per order status change, whoever made
 * it; append-only (migration 0024's triggers refuse UPDATE and DELETE). `actor` is a member's e-mail, or 'sistema' for
 * the shop itself (payments, the customer's own cancellation, the cron). `before`/`after` are the states or values.
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: text("at").notNull().default(now),
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    orderId: text("order_id"),
    before: text("before"),
    after: text("after"),
    detail: text("detail"),
  },
  (t) => [index("audit_log_order_idx").on(t.orderId, t.id)],
);
