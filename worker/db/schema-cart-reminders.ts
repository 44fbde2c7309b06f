import { sql } from "drizzle-orm";
import { check, index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./schema";

/** A cart that is not forgotten (issue 50): the cart kept for a customer who agreed to reminders, and the reminders sent. */

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

/**
 * The cart of a signed-in customer who agreed to reminders, as their browser last sent it: its lines (product, variant,
 * quantity: at most 50) and when they last changed. Emptied, ordered or consent withdrawn: the row goes.
 */
export const savedCarts = sqliteTable(
  "saved_carts",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    lines: text("lines", { mode: "json" }).notNull(),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [
    index("saved_carts_updated_idx").on(t.updatedAt),
    check("saved_carts_lines", sql`json_valid(${t.lines}) AND json_array_length(${t.lines}) BETWEEN 1 AND 50`),
  ],
);

/**
 * A reminder e-mail of one version of a saved cart (once: unique per customer and cart version). `token` opens its
 * lines again from the e-mail (`restored_at`, the first time) and stops the reminders in one click. The back-office
 * counts them: sent, carts recovered (an order placed within 7 days), and that revenue.
 */
export const cartReminders = sqliteTable(
  "cart_reminders",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token: text("token").notNull(),
    cartUpdatedAt: text("cart_updated_at").notNull(),
    /** The cart's lines the e-mail showed: what its link puts back in the cart. */
    lines: text("lines", { mode: "json" }).notNull(),
    sentAt: text("sent_at").notNull().default(now),
    restoredAt: text("restored_at"),
  },
  (t) => [
    uniqueIndex("cart_reminders_token_idx").on(t.token),
    uniqueIndex("cart_reminders_once_idx").on(t.userId, t.cartUpdatedAt),
    index("cart_reminders_sent_idx").on(t.sentAt),
  ],
);
