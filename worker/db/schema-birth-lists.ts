import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { addresses, products, productVariants, users } from "./schema";

/** The birth list (lista de nascimento, issue 50): the parents' lists and the products on them. */

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

/**
 * A list of one account. `slug`: its public address (12 random characters, shared/birth-lists.ts); `access` 'code'
 * asks visitors for `access_code` as well. `surname` is only for finding it (when `searchable`), never shown. Dates are
 * calendar days 'YYYY-MM-DD'; `closed_at` set by the parents or the closing day's run; `revealed_at`: a surprise list's
 * parents chose to see what was offered.
 */
export const birthLists = sqliteTable(
  "birth_lists",
  {
    id: text("id").primaryKey(),
    slug: text("slug").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    babyName: text("baby_name").notNull().default(""),
    surname: text("surname").notNull().default(""),
    expectedDate: text("expected_date").notNull(),
    closesOn: text("closes_on").notNull(),
    message: text("message").notNull().default(""),
    coverProductId: integer("cover_product_id").references(() => products.id),
    access: text("access", { enum: ["link", "code"] })
      .notNull()
      .default("link"),
    accessCode: text("access_code"),
    searchable: integer("searchable", { mode: "boolean" }).notNull().default(false),
    surprise: integer("surprise", { mode: "boolean" }).notNull().default(false),
    giftMail: text("gift_mail", { enum: ["each", "daily"] })
      .notNull()
      .default("each"),
    /** The parents' language (the one the list was created in): their e-mails about it (issue 50). */
    language: text("language", { enum: ["pt", "es"] })
      .notNull()
      .default("pt"),
    /**
     * The parents' saved address gifts may be sent to (issue 50): visitors see its city only; none (or deleted): gifts go
     * to the buyer.
     */
    giftAddressId: text("gift_address_id").references(() => addresses.id, { onDelete: "set null" }),
    closedAt: text("closed_at"),
    /** The closing run's moment (issue 50): the parents' completion code and e-mail were written once, then. */
    completedAt: text("completed_at"),
    revealedAt: text("revealed_at"),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("birth_lists_slug_idx").on(t.slug),
    index("birth_lists_user_idx").on(t.userId, t.createdAt),
    index("birth_lists_search_idx").on(t.expectedDate, t.surname),
    check("birth_lists_access", sql`${t.access} IN ('link', 'code') AND (${t.access} = 'link' OR ${t.accessCode} IS NOT NULL)`),
    check("birth_lists_gift_mail", sql`${t.giftMail} IN ('each', 'daily')`),
    check("birth_lists_texts", sql`length(${t.babyName}) <= 60 AND length(${t.surname}) <= 60 AND length(${t.message}) <= 500`),
    check("birth_lists_closes_after_expected", sql`${t.closesOn} > ${t.expectedDate}`),
  ],
);

/**
 * A product (its variant) on a list: how many the parents want, how many were offered (paid gifts; a cancelled or
 * refunded gift gives it back), whether essential, and its place in the parents' order.
 */
export const birthListItems = sqliteTable(
  "birth_list_items",
  {
    listId: text("list_id")
      .notNull()
      .references(() => birthLists.id, { onDelete: "cascade" }),
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    wanted: integer("wanted").notNull(),
    offered: integer("offered").notNull().default(0),
    /** Units in gifts not paid yet: a visitor sees `wanted − offered − held` still wanted, and no gift takes it past. */
    held: integer("held").notNull().default(0),
    essential: integer("essential", { mode: "boolean" }).notNull().default(false),
    position: integer("position").notNull(),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.variantId] }),
    index("birth_list_items_variant_idx").on(t.variantId),
    check("birth_list_items_wanted", sql`${t.wanted} BETWEEN 1 AND 50`),
    check("birth_list_items_offered", sql`${t.offered} >= 0`),
    check("birth_list_items_held", sql`${t.held} >= 0`),
  ],
);
