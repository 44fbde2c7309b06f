import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

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
 * Issue 43: a back-office role (an owner of OWNER_EMAILS or an invited member) is held only by the account whose holder
 * accepted it through the link sent to the address after the role was offered, setting the account's password there.
 * One row per address, naming the account that accepted; removing the member, or erasing the account, drops it.
 */
export const backOfficeAcceptances = sqliteTable("back_office_acceptances", {
  email: text("email").primaryKey(),
  userId: text("user_id").notNull(),
  acceptedAt: text("accepted_at").notNull().default(now),
});

/**
 * Which events an owner is told of by e-mail (issue 44): one row per owner address that chose; no row means every
 * event. `events` is a JSON array of OWNER_NOTIFICATION_EVENTS (shared/owner-notifications.ts).
 */
export const ownerNotificationChoices = sqliteTable("owner_notification_choices", {
  email: text("email").primaryKey(),
  events: text("events", { mode: "json" }).$type<string[]>().notNull(),
  updatedAt: text("updated_at").notNull().default(now),
});

/**
 * The links that offer a role (issue 43): the keyed hash of the link's token, never the token; for one address, until
 * `expires_at`; used once (the acceptance deletes it in its own batch). A newer link for the address voids the older.
 */
export const backOfficeInvitations = sqliteTable(
  "back_office_invitations",
  {
    tokenHash: text("token_hash").primaryKey(),
    email: text("email").notNull(),
    expiresAt: text("expires_at").notNull(),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("back_office_invitations_email_idx").on(t.email)],
);

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

export const STOCK_REASONS = ["received", "damaged", "count"] as const;

/**
 * The back-office's stock adjustments (issue 34): goods received, damaged, or a count. Each row is applied to its
 * variant by migration 0028's trigger in the same statement that writes it (stock + delta; a count's delta is the
 * counted quantity less the stock at that moment), with its audit row; a change that would leave the stock below zero
 * aborts the statement and leaves nothing written.
 */
export const stockAdjustments = sqliteTable(
  "stock_adjustments",
  {
    id: text("id").primaryKey(),
    variantId: integer("variant_id").notNull(),
    reason: text("reason", { enum: STOCK_REASONS }).notNull(),
    /** What the member typed: units received or damaged, or the quantity counted. */
    quantity: integer("quantity").notNull(),
    delta: integer("delta").notNull(),
    actor: text("actor").notNull(),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [
    check("stock_adjustments_reason", sql`${t.reason} IN ('received','damaged','count')`),
    index("stock_adjustments_variant_idx").on(t.variantId, t.createdAt),
  ],
);

/**
 * The shop's settings (issue 46): one row per setting the owner saved in the back-office (shared/shop-settings.ts
 * names them); a setting without a row is the environment's value. Every save writes its audit row in the same batch,
 * and changes the catalogue's version token (a trigger), so the cached pages and GET /api/shop-info show it at once.
 */
export const shopSettings = sqliteTable("shop_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: text("updated_at").notNull().default(now),
  updatedBy: text("updated_by").notNull(),
});

/**
 * The health page (issue 46): each scheduled job's last run and its result; `failing_since` is when the job's
 * current run of failures began (null while it succeeds), so "failing for an hour" is read, not guessed.
 */
export const jobRuns = sqliteTable("job_runs", {
  name: text("name").primaryKey(),
  startedAt: text("started_at").notNull(),
  finishedAt: text("finished_at").notNull(),
  ok: integer("ok", { mode: "boolean" }).notNull(),
  detail: text("detail"),
  failingSince: text("failing_since"),
});

/** The last webhook each payment provider sent (issue 46): when, which event, and what the shop made of it. */
export const webhookReceipts = sqliteTable("webhook_receipts", {
  provider: text("provider").primaryKey(),
  receivedAt: text("received_at").notNull(),
  eventType: text("event_type"),
  outcome: text("outcome").notNull(),
});

/** A provider's payment event for a session the shop never opened (issue 46): money or news that matched no order. */
export const unmatchedPaymentEvents = sqliteTable("unmatched_payment_events", {
  eventId: text("event_id").primaryKey(),
  provider: text("provider").notNull(),
  eventType: text("event_type").notNull(),
  sessionId: text("session_id").notNull(),
  receivedAt: text("received_at").notNull().default(now),
});

/** What the owners were e-mailed about (issue 46): a problem that stayed an hour is told once, by the run that noticed it. */
export const healthNotices = sqliteTable("health_notices", {
  key: text("key").primaryKey(),
  runId: text("run_id").notNull(),
  noticedAt: text("noticed_at").notNull().default(now),
});

/**
 * The team's internal notes on a customer (issue 48): written by staff or owners, never shown to the customer, handed
 * back in the customer's data download (GDPR art. 15) and erased with the account.
 */
export const customerNotes = sqliteTable(
  "customer_notes",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    author: text("author").notNull(),
    text: text("text").notNull(),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("customer_notes_user_idx").on(t.userId, t.createdAt), check("customer_notes_text", sql`length(${t.text}) BETWEEN 1 AND 2000`)],
);
