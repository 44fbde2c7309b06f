import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { products, productVariants, users } from "./schema";

/** Orders, their lines, stored shipping quotes, payment events and discount codes (DESIGN §3); the rest of the model is in schema.ts. */

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

export const REFUND_REASONS = ["order_not_pending", "paid_twice", "shop"] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const ORDER_STATUSES = ["pending", "processing", "shipped", "delivered", "cancelled", "paid"] as const;

export const orders = sqliteTable(
  "orders",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("pending"),
    currency: text("currency").notNull().default("EUR"),
    subtotalCents: integer("subtotal_cents").notNull(),
    discountCents: integer("discount_cents").notNull().default(0),
    shippingCents: integer("shipping_cents").notNull().default(0),
    totalCents: integer("total_cents").notNull(),
    shippingCountry: text("shipping_country").notNull(),
    shippingPostalCode: text("shipping_postal_code").notNull(),
    shippingServiceName: text("shipping_service_name").notNull(),
    shippingDelay: text("shipping_delay").notNull(),
    recipientAddress: text("recipient_address", { mode: "json" }),
    paymentProvider: text("payment_provider"),
    paymentSessionId: text("payment_session_id"),
    /** When the current payment attempt ends: the card session's expiry, or a Multibanco/MB WAY deadline. */
    paymentExpiresAt: text("payment_expires_at"),
    /** Set once a payment that completes later was chosen: 'multibanco' or 'mb_way' (null while awaiting a choice). */
    paymentMethod: text("payment_method"),
    /** The Multibanco entity and reference the customer pays with ({ entity, reference }). */
    paymentReference: text("payment_reference", { mode: "json" }),
    /** The stored quote whose option this order's delivery is. */
    shippingQuoteId: text("shipping_quote_id"),
    /**
     * How long the stock is held for card payments: set by the first payment session and never moved later
     * (a new session gets what is left of it; decisions/0033).
     */
    holdExpiresAt: text("hold_expires_at"),
    /** The payment (session) that paid the order; any other payment that succeeds for it is refunded. */
    paidSessionId: text("paid_session_id"),
    paidAt: text("paid_at"),
    processingAt: text("processing_at"),
    shippedAt: text("shipped_at"),
    deliveredAt: text("delivered_at"),
    cancelledAt: text("cancelled_at"),
    /** When the customer withdrew from the contract (direito de livre resolução); set once (decisions/0014). */
    withdrawnAt: text("withdrawn_at"),
    /** Where they did it: 'account' (Meus Pedidos) or 'public' (/livre-resolucao with number and e-mail). */
    withdrawalChannel: text("withdrawal_channel", { enum: ["account", "public"] }),
    /** When the shop received the goods back after a withdrawal (the back-office's 'Mercadoria recebida', issue 32). */
    goodsReturnedAt: text("goods_returned_at"),
    /** The language the order was placed in ('pt' or 'es'; the migration checks it): its e-mails' language (decisions/0040). */
    language: text("language", { enum: ["pt", "es"] })
      .notNull()
      .default("pt"),
    /** ENVIADO: the carrier (shared/carriers.ts code) and its tracking number, set by the back-office (issue 32). */
    carrier: text("carrier"),
    /** The carrier's name the member typed when the carrier is 'other' (issue 44); null for a carrier of the list. */
    carrierName: text("carrier_name"),
    trackingNumber: text("tracking_number"),
    /**
     * Who makes the status change this UPDATE writes (a back-office member's e-mail): the status trigger of migration
     * 0024 copies it into the audit log and clears it, so a change written without it is the shop's own ('sistema').
     */
    changedBy: text("changed_by"),
    /** 'Pretende fatura com NIF?' (issue 33): the tax number the invoice names (null: consumidor final), and the name. */
    invoiceNif: text("invoice_nif"),
    invoiceName: text("invoice_name"),
    /** A gift from a birth list (issue 50): who it is from and their message, for the parents (never a price). */
    giftFrom: text("gift_from"),
    giftMessage: text("gift_message"),
    /**
     * A gift sent to the parents of its birth list (issue 50): their address as it was when ordered, the parcel's
     * destination (labels, packing slips, the back-office); `recipient_address` stays the buyer's (greetings, invoice),
     * and nothing the buyer reads shows more of it than the city.
     */
    giftDelivery: text("gift_delivery", { mode: "json" }),
    /**
     * The delivery promise (issue 49, shared/delivery-dates.ts): the chosen option's transit in working days, kept when
     * the order is placed (null: a supplier's option, which says its delay only in words), and the window it gave when
     * the order was paid: the day it must leave the shop and the days it arrives between (Lisbon days, 'YYYY-MM-DD').
     */
    transitDaysMin: integer("transit_days_min"),
    transitDaysMax: integer("transit_days_max"),
    dispatchBy: text("dispatch_by"),
    deliveryFrom: text("delivery_from"),
    deliveryTo: text("delivery_to"),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [
    check("orders_status", sql`${t.status} IN ('pending','processing','shipped','delivered','cancelled','paid')`),
    check("orders_amounts", sql`${t.subtotalCents} >= 0 AND ${t.discountCents} >= 0 AND ${t.shippingCents} >= 0 AND ${t.totalCents} >= 0`),
    index("orders_user_created_idx").on(t.userId, t.createdAt),
    index("orders_user_status_idx").on(t.userId, t.status, t.createdAt),
    uniqueIndex("orders_payment_session_idx").on(t.paymentSessionId),
    index("orders_status_payment_expires_idx").on(t.status, t.paymentExpiresAt),
    // The dashboard and reports read a period's sales by payment time (issue 48).
    index("orders_paid_idx").on(t.paidAt),
    /** The dashboard's withdrawals due (issue 48): the few orders withdrawn from, without reading the others. */
    index("orders_withdrawn_idx").on(t.withdrawnAt).where(sql`${t.withdrawnAt} IS NOT NULL`),
    /** The dashboard's One-Stop-Shop line (issue 48): a year's sales to Spain read from the index alone. */
    index("orders_spain_paid_idx").on(t.shippingCountry, t.paidAt, t.shippingPostalCode, t.totalCents),
    /** The dashboard's orders at risk of missing their promise (issue 49): paid or in preparation, by the day they must leave. */
    index("orders_dispatch_by_idx").on(t.dispatchBy).where(sql`${t.status} IN ('paid','processing') AND ${t.dispatchBy} IS NOT NULL`),
  ],
);

export const orderItems = sqliteTable(
  "order_items",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    variantId: integer("variant_id").references(() => productVariants.id),
    quantity: integer("quantity").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    productName: text("product_name").notNull(),
    imageKey: text("image_key"),
    /** The product's VAT category when the order was placed (issue 33): the rate its price included. */
    taxCategory: text("tax_category").notNull().default("normal"),
    /** The code's discount on this line (issue 47): the invoice, the credit notes and the refunds read it. */
    discountCents: integer("discount_cents").notNull().default(0),
    /** The scheduled sale its price came from, and the regular price before it (issue 47: the sales' report). */
    saleId: text("sale_id"),
    regularPriceCents: integer("regular_price_cents"),
    /**
     * The birth list this line is a gift for (issue 50): its units are held on the list's product while the order is
     * pending, counted as offered once paid, and given back when cancelled or restocked (migrations/0049's triggers).
     * No foreign key: the list may be erased with its parents' account, the order stays.
     */
    birthListId: text("birth_list_id"),
  },
  (t) => [
    check("order_items_quantity", sql`${t.quantity} > 0`),
    index("order_items_order_idx").on(t.orderId),
    index("order_items_birth_list_idx").on(t.birthListId).where(sql`${t.birthListId} IS NOT NULL`),
  ],
);

/**
 * A shipping quote as the customer saw it (DESIGN §3): options with their costs, for one destination and one set of
 * cart lines, for a short time. An order names a quote and one of its options, never a cost sent by the browser.
 */
export const shippingQuotes = sqliteTable(
  "shipping_quotes",
  {
    id: text("id").primaryKey(),
    country: text("country").notNull(),
    postalCode: text("postal_code").notNull(),
    itemsHash: text("items_hash").notNull(),
    options: text("options", { mode: "json" }).notNull(),
    expiresAt: text("expires_at").notNull(),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("shipping_quotes_expires_idx").on(t.expiresAt)],
);

/**
 * Every payment session ever opened for an order (decisions/0033): a provider event names a session, and acts only
 * on the order that session was opened for, and only as that session's word (an old session's expiry is not the order's).
 */
export const paymentAttempts = sqliteTable(
  "payment_attempts",
  {
    sessionId: text("session_id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("payment_attempts_order_idx").on(t.orderId)],
);

/**
 * Money given back for an order (decisions/0033): one row per payment refunded in full, e.g. a payment that arrived
 * for an order already cancelled or already paid. pending until the provider confirms the refund (the cron retries).
 */
export const orderRefunds = sqliteTable(
  "order_refunds",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The payment (session) refunded: one refund per payment. */
    sessionId: text("session_id").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** A stray payment given back whole ('order_not_pending', 'paid_twice'), or the shop's own refund ('shop', issue 32). */
    reason: text("reason", { enum: REFUND_REASONS }).notNull(),
    status: text("status", { enum: ["pending", "succeeded"] })
      .notNull()
      .default("pending"),
    providerRefundId: text("provider_refund_id"),
    /** The shop's refunds: who made it (a member's e-mail) and what it gives back ({lines, shipping, restock} JSON). */
    actor: text("actor"),
    detail: text("detail"),
    createdAt: text("created_at").notNull().default(now),
    refundedAt: text("refunded_at"),
  },
  (t) => [
    check("order_refunds_amount", sql`${t.amountCents} >= 0`),
    // One full refund per stray payment; the shop may refund the order's own payment in parts (capped by migration 0025).
    uniqueIndex("order_refunds_session_idx").on(t.sessionId).where(sql`${t.reason} IN ('order_not_pending', 'paid_twice')`),
    index("order_refunds_order_idx").on(t.orderId),
    index("order_refunds_status_idx").on(t.status),
    index("order_refunds_created_idx").on(t.createdAt),
    /** The VAT report (issue 48): a period's confirmed refunds, each with its credit note. */
    index("order_refunds_refunded_idx").on(t.refundedAt),
  ],
);

export const paymentEvents = sqliteTable("payment_events", {
  eventId: text("event_id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: text("received_at").notNull().default(now),
});

export const PROMOTION_KINDS = ["percent", "amount", "free_delivery"] as const;
/** How a code treats a line already on sale (decisions/0076): not covered, the better of the two prices, or both. */
export const PROMOTION_SALE_RULES = ["excluded", "better", "stacked"] as const;
export const PROMOTION_STATUSES = ["active", "paused", "ended"] as const;

/**
 * A promotion the owner runs (issue 47, decisions/0076): the terms its codes give. 'welcome' is the newsletter's (its
 * codes bound to an e-mail, single use, for the first purchase). Amounts in cents, times in UTC (entered in Lisbon time);
 * `categoryIds`/`productIds` null: every product.
 */
export const promotions = sqliteTable(
  "promotions",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    kind: text("kind", { enum: PROMOTION_KINDS }).notNull(),
    percent: integer("percent"),
    amountCents: integer("amount_cents"),
    minOrderCents: integer("min_order_cents").notNull().default(0),
    startsAt: text("starts_at"),
    endsAt: text("ends_at"),
    maxUses: integer("max_uses"),
    maxUsesPerCustomer: integer("max_uses_per_customer"),
    firstPurchaseOnly: integer("first_purchase_only", { mode: "boolean" }).notNull().default(false),
    saleItems: text("sale_items", { enum: PROMOTION_SALE_RULES }).notNull().default("better"),
    categoryIds: text("category_ids", { mode: "json" }).$type<number[]>(),
    productIds: text("product_ids", { mode: "json" }).$type<number[]>(),
    status: text("status", { enum: PROMOTION_STATUSES }).notNull().default("active"),
    /** The shop's own promotion (the welcome code): not edited from the back-office. */
    system: integer("system", { mode: "boolean" }).notNull().default(false),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [
    check(
      "promotions_terms",
      sql`(${t.kind} = 'percent' AND ${t.percent} BETWEEN 1 AND 100 AND ${t.amountCents} IS NULL)
        OR (${t.kind} = 'amount' AND ${t.amountCents} > 0 AND ${t.percent} IS NULL)
        OR (${t.kind} = 'free_delivery' AND ${t.percent} IS NULL AND ${t.amountCents} IS NULL)`,
    ),
    check("promotions_limits", sql`${t.minOrderCents} >= 0 AND coalesce(${t.maxUses}, 1) > 0 AND coalesce(${t.maxUsesPerCustomer}, 1) > 0`),
    check("promotions_dates", sql`${t.startsAt} IS NULL OR ${t.endsAt} IS NULL OR ${t.startsAt} < ${t.endsAt}`),
  ],
);

/**
 * The codes shoppers type (upper case, the alphabet without look-alikes): one shared code of a promotion, or its
 * single-use codes (a bulk campaign's; the welcome code, bound to `email`). A single-use code records its order.
 */
export const discountCodes = sqliteTable(
  "discount_codes",
  {
    code: text("code").primaryKey(),
    /**
     * The code as compared: upper case, O read as 0 and I as 1 (what a shopper may mistake); unique, so no two codes read
     * alike. Computed by the database from `code` (discount-codes.repo.ts compares what is typed the same way).
     */
    lookup: text("lookup").generatedAlwaysAs(sql`replace(replace(upper(code), 'O', '0'), 'I', '1')`, { mode: "stored" }),
    promotionId: text("promotion_id").notNull().default("welcome"),
    /** Only this e-mail may use it (the welcome code's subscriber); null: anyone. */
    email: text("email"),
    singleUse: integer("single_use", { mode: "boolean" }).notNull().default(true),
    createdAt: text("created_at").notNull().default(now),
    expiresAt: text("expires_at"),
    redeemedAt: text("redeemed_at"),
    orderId: text("order_id").references(() => orders.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("discount_codes_lookup_idx").on(t.lookup),
    index("discount_codes_email_idx").on(t.email),
    index("discount_codes_promotion_idx").on(t.promotionId),
  ],
);

/**
 * Each order placed with a code (issue 47): what the caps count (a cancelled or expired unpaid order's row is deleted in
 * the batch that cancels it, giving its use back) and what the reports sum. `discountCents` includes a waived delivery.
 */
export const promotionUses = sqliteTable(
  "promotion_uses",
  {
    orderId: text("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    promotionId: text("promotion_id").notNull(),
    code: text("code").notNull(),
    userId: text("user_id"),
    email: text("email").notNull(),
    discountCents: integer("discount_cents").notNull(),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("promotion_uses_promotion_idx").on(t.promotionId, t.email), index("promotion_uses_user_idx").on(t.promotionId, t.userId)],
);

export const SCHEDULED_SALE_STATUSES = ["scheduled", "running", "ended", "cancelled"] as const;

/**
 * A scheduled sale (issue 47, decisions/0076): a percentage off chosen categories or products between two moments. It
 * starts and ends by itself (the sales job, every minute): starting sets the products' sale prices (the price history
 * records them, so the Omnibus reference follows) and ending puts back what was there.
 */
export const scheduledSales = sqliteTable(
  "scheduled_sales",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    percent: integer("percent").notNull(),
    startsAt: text("starts_at").notNull(),
    endsAt: text("ends_at").notNull(),
    categoryIds: text("category_ids", { mode: "json" }).$type<number[]>(),
    productIds: text("product_ids", { mode: "json" }).$type<number[]>(),
    /** Single variants (a size or a colour), beside the products covered whole. */
    variantIds: text("variant_ids", { mode: "json" }).$type<number[]>(),
    status: text("status", { enum: SCHEDULED_SALE_STATUSES }).notNull().default("scheduled"),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [
    check("scheduled_sales_percent", sql`${t.percent} BETWEEN 1 AND 90`),
    check("scheduled_sales_dates", sql`${t.startsAt} < ${t.endsAt}`),
    index("scheduled_sales_status_idx").on(t.status, t.startsAt),
  ],
);

/**
 * What a running sale changed on each product (and each variant with its own price, or named alone): the sale price it
 * set and the one it replaced. One row per product or variant: two sales never run on one product or variant at once.
 */
export const scheduledSaleProducts = sqliteTable("scheduled_sale_products", {
  productId: integer("product_id").primaryKey(),
  saleId: text("sale_id").notNull(),
  previousSalePriceCents: integer("previous_sale_price_cents"),
  appliedSalePriceCents: integer("applied_sale_price_cents").notNull(),
});
export const scheduledSaleVariants = sqliteTable("scheduled_sale_variants", {
  variantId: integer("variant_id").primaryKey(),
  saleId: text("sale_id").notNull(),
  previousSalePriceCents: integer("previous_sale_price_cents"),
  appliedSalePriceCents: integer("applied_sale_price_cents").notNull(),
  /** The own price the sale gave a variant that followed its product's (null: it kept its own); ending takes it back. */
  appliedPriceCents: integer("applied_price_cents"),
});

/** Why the owner hid a review (decisions/0047): the review policy's list, the same in shared/admin-reviews.ts. */
export const REVIEW_HIDE_REASONS = ["offensive", "personal_data", "off_topic", "spam", "other"] as const;

/**
 * A customer's review of a product they bought (decisions/0017): once per product per customer, proven by a paid
 * order of theirs. The product's rating_sum/rating_count count its visible reviews: triggers follow inserts, deletes
 * and a hide or unhide (migrations product_reviews, review_moderation). The owner may hide a review (why, by whom,
 * when) and reply as the shop (decisions/0047); nothing changes the customer's own rating, title or text.
 */
export const reviews = sqliteTable(
  "reviews",
  {
    id: text("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The order that proves the purchase. */
    orderId: text("order_id").references(() => orders.id, { onDelete: "set null" }),
    rating: integer("rating").notNull(),
    title: text("title"),
    body: text("body"),
    createdAt: text("created_at").notNull().default(now),
    /** Hidden by the owner: not listed, not counted in the product's rating; the reason stays while it is hidden. */
    hiddenAt: text("hidden_at"),
    hiddenReason: text("hidden_reason", { enum: REVIEW_HIDE_REASONS }),
    hiddenNote: text("hidden_note"),
    /** The member's e-mail. */
    hiddenBy: text("hidden_by"),
    /** The shop's public reply; a new one replaces it (the audit log keeps both). */
    replyText: text("reply_text"),
    replyAt: text("reply_at"),
    replyBy: text("reply_by"),
  },
  (t) => [
    check("reviews_rating", sql`${t.rating} BETWEEN 1 AND 5`),
    check("reviews_lengths", sql`(${t.title} IS NULL OR length(${t.title}) <= 120) AND (${t.body} IS NULL OR length(${t.body}) <= 2000)`),
    check(
      "reviews_hidden",
      sql`(${t.hiddenAt} IS NULL AND ${t.hiddenReason} IS NULL AND ${t.hiddenNote} IS NULL AND ${t.hiddenBy} IS NULL) OR (${t.hiddenAt} IS NOT NULL AND ${t.hiddenReason} IN ('offensive','personal_data','off_topic','spam','other') AND ${t.hiddenBy} IS NOT NULL AND (${t.hiddenNote} IS NULL OR length(${t.hiddenNote}) <= 500))`,
    ),
    check(
      "reviews_reply",
      sql`(${t.replyText} IS NULL AND ${t.replyAt} IS NULL AND ${t.replyBy} IS NULL) OR (length(${t.replyText}) BETWEEN 1 AND 1000 AND ${t.replyAt} IS NOT NULL AND ${t.replyBy} IS NOT NULL)`,
    ),
    uniqueIndex("reviews_product_user_idx").on(t.productId, t.userId),
    index("reviews_product_created_idx").on(t.productId, t.createdAt, t.id),
    index("reviews_user_idx").on(t.userId),
    /** The home page's latest reviews, newest first (GET /api/reviews/latest). */
    index("reviews_created_idx").on(t.createdAt, t.id),
    /** The back-office's hidden reviews, most recently hidden first. */
    index("reviews_hidden_idx").on(t.hiddenAt).where(sql`${t.hiddenAt} IS NOT NULL`),
  ],
);

/**
 * The shop's boxes (issue 49): a carrier label's parcel is one of them, its size as the carrier measures it and its own
 * weight, which the parcel's weight adds to its lines'. The owner keeps the list on 'Definições'; a box taken out of use
 * is kept (retired) so the labels bought with it still name it. Names are unique among the boxes in use.
 */
export const parcelBoxes = sqliteTable(
  "parcel_boxes",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    lengthCm: integer("length_cm").notNull(),
    widthCm: integer("width_cm").notNull(),
    heightCm: integer("height_cm").notNull(),
    tareGrams: integer("tare_grams").notNull(),
    position: integer("position").notNull(),
    createdAt: text("created_at").notNull().default(now),
    retiredAt: text("retired_at"),
  },
  (t) => [
    check("parcel_boxes_sides", sql`${t.lengthCm} BETWEEN 1 AND 120 AND ${t.widthCm} BETWEEN 1 AND 120 AND ${t.heightCm} BETWEEN 1 AND 120`),
    check("parcel_boxes_tare", sql`${t.tareGrams} BETWEEN 0 AND 5000`),
    check("parcel_boxes_name", sql`length(${t.name}) BETWEEN 1 AND 40`),
    uniqueIndex("parcel_boxes_name_idx").on(sql`lower(${t.name})`).where(sql`${t.retiredAt} IS NULL`),
  ],
);

export const SHIPPING_LABEL_STATUSES = ["buying", "bought"] as const;
/** An order's parcel to the customer, and the one a withdrawal's customer sends back with the shop's label. */
export const SHIPPING_LABEL_KINDS = ["outbound", "return"] as const;

/**
 * An order's carrier labels (issue 49, decisions/0080): its parcel's and a withdrawal's return, each bought once. The row is claimed before the
 * carrier is called ('buying', `claimed_at`), keeps the provider's shipment as soon as it exists, and is 'bought' with
 * the tracking code and the PDF's key in the LABELS bucket; a second click while an attempt runs is told so, and a retry
 * after a timeout reads the provider's shipment before buying (it may have been bought).
 */
export const shippingLabels = sqliteTable(
  "shipping_labels",
  {
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: SHIPPING_LABEL_KINDS }).notNull().default("outbound"),
    status: text("status", { enum: SHIPPING_LABEL_STATUSES }).notNull().default("buying"),
    /** ms since the epoch the running attempt began; 0 once it ended without buying (a retry may start at once). */
    claimedAt: integer("claimed_at").notNull(),
    provider: text("provider").notNull(),
    /** The parcel: one of the shop's boxes (`parcel_boxes.id`) and its weight in grams. */
    box: text("box").notNull(),
    weightGrams: integer("weight_grams").notNull(),
    shipmentId: text("shipment_id"),
    /** shared/carriers.ts code, the carrier's service, the tracking code and what the label cost. */
    carrier: text("carrier"),
    service: text("service"),
    trackingCode: text("tracking_code"),
    costCents: integer("cost_cents"),
    labelKey: text("label_key"),
    createdBy: text("created_by").notNull(),
    boughtAt: text("bought_at"),
    /**
     * The carrier's tracking (issue 49): its last status, the moment of the tracker that said it (an older or replayed
     * event changes nothing), the history as shared/parcel-tracking.ts keeps it (JSON), a failed attempt or a return
     * flagged, and when the parcel first went out for delivery (its e-mail is written once, then).
     */
    trackingStatus: text("tracking_status"),
    trackingUpdatedAt: text("tracking_updated_at"),
    trackingHistory: text("tracking_history"),
    problem: text("problem"),
    problemAt: text("problem_at"),
    outForDeliveryAt: text("out_for_delivery_at"),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.kind] }),
    check("shipping_labels_kind", sql`${t.kind} IN ('outbound', 'return')`),
    check("shipping_labels_weight", sql`${t.weightGrams} > 0`),
    check(
      "shipping_labels_bought",
      sql`${t.status} = 'buying' OR (${t.shipmentId} IS NOT NULL AND ${t.trackingCode} IS NOT NULL AND ${t.labelKey} IS NOT NULL AND ${t.boughtAt} IS NOT NULL)`,
    ),
    uniqueIndex("shipping_labels_tracking_idx").on(t.trackingCode),
  ],
);
