import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

/**
 * The durable outbox (decisions/0034): every e-mail the shop sends is a row first, written in the same D1 batch as the
 * change that causes it, then delivered (at once, and by the cron with backoff until it is). `event_key` makes one
 * e-mail per event (a replayed change writes nothing); `secrets` are the parts of the text removed once delivered.
 */
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: text("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    /** One e-mail per event, e.g. 'order:<id>:paid'; null for e-mails that are not tied to one. */
    eventKey: text("event_key"),
    /** pending → sent, or failed after the last attempt (flagged for the owner). */
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** When the next delivery may start; a claim moves it forward (a lease), so two deliverers never send it together. */
    nextAttemptAt: text("next_attempt_at").notNull().default(now),
    lastError: text("last_error"),
    sentAt: text("sent_at"),
    /** JSON array of strings (reset codes, sign-in links) blanked out of `text` once delivered. */
    secrets: text("secrets", { mode: "json" }).$type<string[]>(),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [
    check("email_outbox_status", sql`${t.status} IN ('pending','sent','failed')`),
    index("email_outbox_created_idx").on(t.createdAt),
    uniqueIndex("email_outbox_event_key_idx").on(t.eventKey),
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
  ],
);

/** Messages sent through the contact form (/contacto); the shop is e-mailed each one. Kept 2 years (privacy policy). */
export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);

/**
 * 'Avise-me quando voltar' (issue 34): a shopper waiting for a sold-out variant. The e-mail is rendered when the alert
 * is made (in the shopper's language, with its one-click unsubscribe link) and written to the outbox by migration
 * 0028's trigger in the very statement that takes the variant's stock from 0 to more, whatever made it (a restock,
 * a cancelled order, a refund's restock); `notified_at` is set in the same statement, so it is sent once.
 */
export const stockAlerts = sqliteTable(
  "stock_alerts",
  {
    id: text("id").primaryKey(),
    variantId: integer("variant_id").notNull(),
    email: text("email").notNull(),
    language: text("language").notNull().default("pt"),
    /** The one-click unsubscribe link's secret. */
    token: text("token").notNull().unique(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    consentAt: text("consent_at").notNull(),
    createdAt: text("created_at").notNull().default(now),
    notifiedAt: text("notified_at"),
  },
  (t) => [
    index("stock_alerts_variant_idx").on(t.variantId, t.notifiedAt),
    index("stock_alerts_email_idx").on(t.email),
    uniqueIndex("stock_alerts_waiting_idx").on(t.variantId, t.email).where(sql`${t.notifiedAt} IS NULL`),
  ],
);
