import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { EU_COUNTRIES } from "../../shared/product-safety";

/** The whole data model of DESIGN §3. Later features only add. Money in integer cents, timestamps ISO-8601 UTC. */

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

export const categories = sqliteTable("categories", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  position: integer("position").notNull().default(0),
});

export const subcategories = sqliteTable(
  "subcategories",
  {
    id: integer("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
  },
  (t) => [index("subcategories_category_idx").on(t.categoryId)],
);

/**
 * Who made a product (GPSR art. 19): name, postal and electronic address, ISO country. Outside the EU the
 * product's EU responsible person is required too (art. 4 market surveillance regulation 2019/1020; decisions/0016).
 */
export const manufacturers = sqliteTable(
  "manufacturers",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    address: text("address").notNull(),
    /** an e-mail address or a website */
    contact: text("contact").notNull(),
    country: text("country").notNull(),
    euResponsibleName: text("eu_responsible_name"),
    euResponsibleAddress: text("eu_responsible_address"),
    euResponsibleContact: text("eu_responsible_contact"),
  },
  (t) => [
    check(
      "manufacturers_eu_responsible",
      sql`${t.country} IN (${sql.raw(EU_COUNTRIES.map((c) => `'${c}'`).join(", "))}) OR (${t.euResponsibleName} IS NOT NULL AND ${t.euResponsibleAddress} IS NOT NULL AND ${t.euResponsibleContact} IS NOT NULL)`,
    ),
  ],
);

export const products = sqliteTable(
  "products",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    priceCents: integer("price_cents").notNull(),
    salePriceCents: integer("sale_price_cents"),
    imageKey: text("image_key"),
    extraImages: text("extra_images", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    sku: text("sku").notNull().unique(),
    // Derived from the active variants by triggers (migration 0004): their stock, count, lowest price, whether prices differ.
    stockQuantity: integer("stock_quantity").notNull().default(0),
    variantCount: integer("variant_count").notNull().default(0),
    minPriceCents: integer("min_price_cents"),
    priceVaries: integer("price_varies", { mode: "boolean" }).notNull().default(false),
    soldQuantity: integer("sold_quantity").notNull().default(0),
    // Real reviews (decisions/0017): kept by the reviews triggers (migration product_reviews), read by every listing.
    ratingSum: integer("rating_sum").notNull().default(0),
    ratingCount: integer("rating_count").notNull().default(0),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    categoryId: integer("category_id").references(() => categories.id),
    subcategoryId: integer("subcategory_id").references(() => subcategories.id),
    createdAt: text("created_at").notNull().default(now),
    // Product safety (GPSR art. 19, decisions/0016): who made it, its model/type, GTIN and the warnings in Portuguese.
    manufacturerId: integer("manufacturer_id").references(() => manufacturers.id),
    model: text("model"),
    gtin: text("gtin"),
    safetyWarnings: text("safety_warnings", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    // The Spanish version (issue 31, decisions/0041): null where there is none, and the Portuguese text is shown.
    nameEs: text("name_es"),
    descriptionEs: text("description_es"),
    safetyWarningsEs: text("safety_warnings_es", { mode: "json" }).$type<string[]>(),
    /** The VAT category (issue 33, decisions/0044): its rate per region is data (vat_rates); child car seats are 'reduced'. */
    taxCategory: text("tax_category", { enum: ["normal", "intermediate", "reduced"] })
      .notNull()
      .default("normal"),
    /** Archived by the owner (issue 44): off the shop and the back-office's default list, never deleted (orders name it). */
    archivedAt: text("archived_at"),
  },
  (t) => [
    check("products_stock_nonnegative", sql`${t.stockQuantity} >= 0`),
    check("products_price_nonnegative", sql`${t.priceCents} >= 0 AND (${t.salePriceCents} IS NULL OR ${t.salePriceCents} >= 0)`),
    // Listing orders of SPEC §7, per scope (all, category, subcategory); each ends in id for a stable order.
    // The price-order indexes are on an expression and live in migrations/0001_catalog_search.sql.
    index("products_all_featured_idx").on(t.active, t.stockQuantity, t.createdAt, t.id),
    index("products_all_sold_idx").on(t.active, t.soldQuantity, t.id),
    index("products_all_newest_idx").on(t.active, t.createdAt, t.id),
    index("products_cat_featured_idx").on(t.categoryId, t.active, t.stockQuantity, t.createdAt, t.id),
    index("products_cat_sold_idx").on(t.categoryId, t.active, t.soldQuantity, t.id),
    index("products_cat_newest_idx").on(t.categoryId, t.active, t.createdAt, t.id),
    index("products_sub_featured_idx").on(t.subcategoryId, t.active, t.stockQuantity, t.createdAt, t.id),
    index("products_sub_sold_idx").on(t.subcategoryId, t.active, t.soldQuantity, t.id),
    index("products_sub_newest_idx").on(t.subcategoryId, t.active, t.createdAt, t.id),
  ],
);

/** What is sold: a size/colour/pack of a product; one default variant (trigger) when it has no options. Null price: the product's. */
export const productVariants = sqliteTable(
  "product_variants",
  {
    id: integer("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sku: text("sku").notNull().unique(),
    size: text("size"),
    color: text("color"),
    packCount: integer("pack_count"),
    priceCents: integer("price_cents"),
    salePriceCents: integer("sale_price_cents"),
    imageKey: text("image_key"),
    stockQuantity: integer("stock_quantity").notNull().default(0),
    position: integer("position").notNull().default(0),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    /** At or below this stock the variant is in the owner's daily low-stock e-mail (issue 34). */
    lowStockThreshold: integer("low_stock_threshold").notNull().default(3),
    /** One unit's weight in grams, packed (issue 49): a carrier label's parcel weight is its lines' sum; null: not weighed. */
    weightGrams: integer("weight_grams"),
  },
  (t) => [
    check("product_variants_stock_nonnegative", sql`${t.stockQuantity} >= 0`),
    check(
      "product_variants_price",
      sql`(${t.priceCents} IS NULL AND ${t.salePriceCents} IS NULL) OR (${t.priceCents} IS NOT NULL AND ${t.priceCents} >= 0 AND coalesce(${t.salePriceCents}, 0) >= 0)`,
    ),
    index("product_variants_product_idx").on(t.productId, t.active, t.position),
    index("product_variants_size_idx").on(t.size, t.active, t.productId),
    /** The dashboard's low stock (issue 48): the few variants at or below their threshold, without reading all of them. */
    index("product_variants_low_stock_idx").on(t.productId).where(sql`${t.active} = 1 AND ${t.stockQuantity} <= ${t.lowStockThreshold}`),
  ],
);

/**
 * Every price a product (or a variant with its own price) has had, from when it took effect (EU Omnibus: a
 * reduction is announced against the lowest price of the 30 days before it, docs/decisions/0015). Written only by
 * triggers on products (migrations/0011), in the statement that changes the price; null variant: the product's price.
 */
export const priceHistory = sqliteTable(
  "price_history",
  {
    id: integer("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variantId: integer("variant_id").references(() => productVariants.id, { onDelete: "cascade" }),
    priceCents: integer("price_cents").notNull(),
    salePriceCents: integer("sale_price_cents"),
    effectiveFrom: text("effective_from").notNull().default(now),
  },
  // The reference lookup: one product's (or variant's) prices in time order.
  (t) => [index("price_history_product_idx").on(t.productId, t.variantId, t.effectiveFrom)],
);

/**
 * A colour's Spanish name (issue 31, decisions/0041), by the Portuguese name its variants carry; a colour without a row
 * keeps its Portuguese name in Spanish. Sizes are not translated: the shop's sizes read the same in both languages.
 */
export const colorNames = sqliteTable("color_names", {
  color: text("color").primaryKey(),
  nameEs: text("name_es").notNull(),
});

/** One row: the catalogue's version token, redrawn by triggers with every catalogue change (migrations/0015, decisions/0020). */
export const catalogVersion = sqliteTable("catalog_version", { id: integer("id").primaryKey(), token: text("token").notNull() });
/** Active products per listing without filters ('all', 'c<category id>', 's<subcategory id>'), kept by triggers (migrations/0018, decisions/0026). */
export const listingTotals = sqliteTable("listing_totals", { scope: text("scope").primaryKey(), total: integer("total").notNull() });

/**
 * What shoppers searched for (issue 48, decisions/0078): a count per Lisbon day, language and search as typed (lower-case,
 * spaces folded), nothing about who searched. `zero_results`: the searches that found nothing; `opened`: results opened.
 */
export const searchCounts = sqliteTable(
  "search_counts",
  {
    day: text("day").notNull(),
    language: text("language").notNull(),
    query: text("query").notNull(),
    searches: integer("searches").notNull().default(0),
    zeroResults: integer("zero_results").notNull().default(0),
    opened: integer("opened").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.language, t.query] }),
    check("search_counts_language", sql`${t.language} IN ('pt','es')`),
    check("search_counts_query", sql`length(${t.query}) BETWEEN 1 AND 80`),
    check("search_counts_figures", sql`${t.searches} >= 0 AND ${t.zeroResults} BETWEEN 0 AND ${t.searches} AND ${t.opened} >= 0`),
  ],
);

/** A word shoppers use for what the catalogue calls otherwise ('chucha' → 'chupeta'), per language: search reads it at once. */
export const searchSynonyms = sqliteTable(
  "search_synonyms",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    language: text("language").notNull(),
    term: text("term").notNull(),
    synonym: text("synonym").notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("search_synonyms_term_idx").on(t.language, t.term),
    check("search_synonyms_language", sql`${t.language} IN ('pt','es')`),
    check("search_synonyms_term", sql`length(${t.term}) BETWEEN 2 AND 40 AND ${t.term} = lower(${t.term}) AND instr(${t.term}, ' ') = 0`),
    check("search_synonyms_synonym", sql`length(${t.synonym}) BETWEEN 2 AND 80`),
  ],
);

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull().unique(),
    emailVerifiedAt: text("email_verified_at"),
    passwordHash: text("password_hash"),
    sessionVersion: integer("session_version").notNull().default(1),
    createdAt: text("created_at").notNull().default(now),
    /** The language the customer last chose with the header's switch ('pt' or 'es'; issue 31): their e-mails' language. */
    language: text("language", { enum: ["pt", "es"] })
      .notNull()
      .default("pt"),
    /**
     * When the customer agreed to a reminder of a cart left behind (issue 50; a consent of its own, off by default: at
     * sign-up or in 'Meus dados'); null: no reminders, and no cart kept on the server.
     */
    cartRemindersAt: text("cart_reminders_at"),
  },
  // The dashboard counts the accounts opened in a period (issue 48).
  (t) => [index("users_created_idx").on(t.createdAt)],
);

export const accounts = sqliteTable(
  "accounts",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    providerAccountId: text("provider_account_id").notNull(),
  },
  (t) => [uniqueIndex("accounts_provider_idx").on(t.provider, t.providerAccountId), index("accounts_user_idx").on(t.userId)],
);

export const customers = sqliteTable("customers", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  email: text("email").notNull(),
  firstName: text("first_name"),
  fullName: text("full_name"),
  birthDate: text("birth_date"),
  phone: text("phone"),
  nif: text("nif"),
  updatedAt: text("updated_at").notNull().default(now),
});

export const addresses = sqliteTable(
  "addresses",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    fullName: text("full_name").notNull(),
    phone: text("phone").notNull(),
    country: text("country").notNull(),
    zipCode: text("zip_code").notNull(),
    address: text("address").notNull(),
    number: text("number").notNull(),
    complement: text("complement"),
    neighborhood: text("neighborhood").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    propertyType: text("property_type").notNull(),
    isDefault: integer("is_default"),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [
    check("addresses_default_flag", sql`${t.isDefault} IS NULL OR ${t.isDefault} = 1`),
    check("addresses_property_type", sql`${t.propertyType} IN ('casa','apartamento')`),
    index("addresses_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("addresses_one_default_idx").on(t.userId).where(sql`is_default = 1`),
  ],
);

export const favorites = sqliteTable(
  "favorites",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [uniqueIndex("favorites_user_product_idx").on(t.userId, t.productId), index("favorites_user_created_idx").on(t.userId, t.createdAt)],
);

export const preRegistrations = sqliteTable("pre_registrations", {
  sessionId: text("session_id").primaryKey(),
  email: text("email").notNull(),
  firstName: text("first_name"),
  fullName: text("full_name"),
  birthDate: text("birth_date"),
  nif: text("nif"),
  phone: text("phone"),
  country: text("country"),
  zipCode: text("zip_code"),
  address: text("address"),
  number: text("number"),
  complement: text("complement"),
  neighborhood: text("neighborhood"),
  city: text("city"),
  state: text("state"),
  propertyType: text("property_type"),
  createdAt: text("created_at").notNull().default(now),
  expiresAt: text("expires_at").notNull(),
});

export const newsletterSubscribers = sqliteTable("newsletter_subscribers", {
  email: text("email").primaryKey(),
  consentAt: text("consent_at").notNull().default(now),
});

/**
 * Atomic counters for the limits (DESIGN §3): one row per bucket and key, one `INSERT … ON CONFLICT DO UPDATE …
 * RETURNING`, so parallel requests never read a stale count. window_ends_at: epoch seconds.
 */
export const counters = sqliteTable(
  "counters",
  {
    key: text("key").primaryKey(),
    n: integer("n").notNull(),
    windowEndsAt: integer("window_ends_at").notNull(),
  },
  (t) => [index("counters_window_idx").on(t.windowEndsAt)],
);
