/**
 * Seeds the demo catalogue (products, their variants and pictures) into wrangler's local D1 and R2 (never through migrations).
 *   node scripts/seed.ts [--persist-to .wrangler/state] [--products 480] [--if-empty] [--no-images]
 */
import { parseArgs } from "node:util";
import { generateCategories, generateProducts } from "./lib/catalog-generator.ts";
import { productPng } from "./lib/images.ts";
import { openLocalState } from "./lib/local-state.ts";
import { generatePriceHistory, ownPriced, type PriceHistorySeed, variantPriceHistory } from "./lib/price-history-generator.ts";
import { productSvg } from "./lib/product-svg.ts";
import { generateReviews } from "./lib/review-generator.ts";
import { DEMO_MANUFACTURERS, demoSafety } from "./lib/safety-generator.ts";
import { OPTIMIZE_SEARCH_INDEXES } from "./lib/search-indexes.ts";
import { CAR_SEATS_REDUCED_VAT } from "./lib/tax-categories.ts";
import { generateVariants, LARGE_PACK_FACTOR, variantImages, withColorWording } from "./lib/variant-generator.ts";
import { COLORS_ES } from "./seed-vocabulary-es.ts";

const { values } = parseArgs({
  options: {
    "persist-to": { type: "string", default: ".wrangler/state" },
    products: { type: "string", default: "480" },
    "if-empty": { type: "boolean", default: false },
    "no-images": { type: "boolean", default: false },
  },
});

const total = Number(values.products);
if (!Number.isInteger(total) || total < 1) throw new Error("--products must be a positive integer");
const started = Date.now();
const { db, send, images, dispose } = await openLocalState(values["persist-to"]!);

try {
  const existing = (await db.prepare("SELECT count(*) AS n FROM products").first()) as { n: number } | null;
  if (values["if-empty"] && existing && existing.n > 0) {
    console.log(`Catalogue already seeded (${existing.n} products); nothing to do.`);
  } else {
    const { categories, subcategories } = generateCategories();
    const generated = generateProducts(total, { withFolderImages: !values["no-images"] });
    const variantsOf = new Map(generated.map((p) => [p.id, generateVariants(p)]));
    const products = generated.map((p) => withColorWording(p, variantsOf.get(p.id)!));
    await send([
      db.prepare("DELETE FROM order_items"),
      db.prepare("DELETE FROM orders WHERE id LIKE 'demo-order-%'"),
      db.prepare("DELETE FROM users WHERE id LIKE 'demo-user-%'"),
      db.prepare("DELETE FROM price_history"),
      db.prepare("DELETE FROM favorites"),
      db.prepare("DELETE FROM product_variants"),
      db.prepare("DELETE FROM products"),
      db.prepare("DELETE FROM manufacturers"),
      db.prepare("DELETE FROM subcategories"),
      db.prepare("DELETE FROM categories"),
      db.prepare("DELETE FROM color_names"),
      ...Object.entries(COLORS_ES).map(([color, es]) => db.prepare("INSERT INTO color_names (color, name_es) VALUES (?, ?)").bind(color, es)),
      ...categories.map((c) => db.prepare("INSERT INTO categories (id, name, slug, position) VALUES (?, ?, ?, ?)").bind(c.id, c.name, c.slug, c.position)),
      ...subcategories.map((s) =>
        db.prepare("INSERT INTO subcategories (id, category_id, name, slug) VALUES (?, ?, ?, ?)").bind(s.id, s.categoryId, s.name, s.slug),
      ),
      ...DEMO_MANUFACTURERS.map((m) =>
        db
          .prepare(
            "INSERT INTO manufacturers (id, name, address, contact, country, eu_responsible_name, eu_responsible_address, eu_responsible_contact) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
          )
          .bind(
            m.id,
            m.name,
            m.address,
            m.contact,
            m.country,
            m.euResponsible?.name ?? null,
            m.euResponsible?.address ?? null,
            m.euResponsible?.contact ?? null,
          ),
      ),
    ]);
    const insert = db.prepare(
      "INSERT INTO products (id, name, description, price_cents, sale_price_cents, image_key, extra_images, sku, stock_quantity, sold_quantity, active, category_id, subcategory_id, created_at, manufacturer_id, model, gtin, safety_warnings, name_es, description_es, safety_warnings_es) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    );
    // A product with options replaces the default variant the database gave it; its stock, lowest price and
    // price range then follow from its variants (triggers).
    const dropDefault = db.prepare("DELETE FROM product_variants WHERE product_id = ?");
    // Up to ten variants per INSERT (ten bound values each: D1 allows 100 per statement), one statement per row count.
    const VARIANT_ROWS = 10;
    const insertVariants = Array.from({ length: VARIANT_ROWS }, (_, n) =>
      db.prepare(
        `INSERT INTO product_variants (product_id, sku, size, color, pack_count, price_cents, sale_price_cents, image_key, stock_quantity, position, active) VALUES ${Array(
          n + 1,
        )
          .fill("(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)")
          .join(", ")}`,
      ),
    );
    const statementsOf = (p: (typeof products)[number]) => {
      const variants = variantsOf.get(p.id)!;
      const safety = demoSafety(p);
      return [
        insert.bind(
          p.id,
          p.name,
          p.description,
          p.priceCents,
          p.salePriceCents,
          p.imageKey,
          JSON.stringify(p.extraImages),
          p.sku,
          p.stockQuantity,
          p.soldQuantity,
          p.active ? 1 : 0,
          p.categoryId,
          p.subcategoryId,
          p.createdAt,
          safety.manufacturerId,
          safety.model,
          safety.gtin,
          JSON.stringify(safety.warnings),
          p.nameEs,
          p.descriptionEs,
          JSON.stringify(safety.warningsEs),
        ),
        ...(variants.length > 0 ? [dropDefault.bind(p.id)] : []),
        ...Array.from({ length: Math.ceil(variants.length / VARIANT_ROWS) }, (_, i) => {
          const rows = variants.slice(i * VARIANT_ROWS, (i + 1) * VARIANT_ROWS);
          return insertVariants[rows.length - 1]!.bind(
            ...rows.flatMap((v) => [p.id, v.sku, v.size, v.color, v.packCount, v.priceCents, v.salePriceCents, v.imageKey, v.stockQuantity, v.position]),
          );
        }),
      ];
    };
    // Statements are bound a batch at a time (each bound statement lives in the local runtime until sent),
    // at most 1000 per batch, a product's statements never split across two.
    let batch: ReturnType<typeof statementsOf> = [];
    for (const p of products) {
      const next = statementsOf(p);
      if (batch.length + next.length > 1000) {
        await send(batch);
        batch = [];
      }
      batch.push(...next);
    }
    if (batch.length > 0) await send(batch);
    // VAT (issue 33): child car seats are in the reduced category, as migration 0027 set them for existing catalogues.
    await send([db.prepare(CAR_SEATS_REDUCED_VAT)]);
    // Price history (EU Omnibus reference prices): the triggers recorded today's prices as of now; the demo
    // catalogue's plausible past replaces them. Rows go as JSON arrays, a thousand per statement.
    const historyStarted = Date.now();
    const historyRows: (string | number | null)[][] = [];
    const variantHistoryRows: (string | number | null)[][] = [];
    const row = (e: PriceHistorySeed) => [e.priceCents, e.salePriceCents, e.effectiveFrom];
    for (const p of products) {
      const history = generatePriceHistory(p);
      for (const e of history) historyRows.push([p.id, ...row(e)]);
      for (const v of ownPriced(variantsOf.get(p.id)!))
        for (const e of variantPriceHistory(history, LARGE_PACK_FACTOR)) variantHistoryRows.push([v.sku, ...row(e)]);
    }
    const insertHistory = db.prepare(
      "INSERT INTO price_history (product_id, price_cents, sale_price_cents, effective_from) SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3 FROM json_each(?1)",
    );
    const insertVariantHistory = db.prepare(
      "INSERT INTO price_history (product_id, variant_id, price_cents, sale_price_cents, effective_from) SELECT v.product_id, v.id, j.value ->> 1, j.value ->> 2, j.value ->> 3 FROM json_each(?1) j JOIN product_variants v ON v.sku = j.value ->> 0",
    );
    const chunks = (rows: unknown[][], stmt: typeof insertHistory) =>
      Array.from({ length: Math.ceil(rows.length / 1000) }, (_, i) => stmt.bind(JSON.stringify(rows.slice(i * 1000, (i + 1) * 1000))));
    const historyStatements = [
      db.prepare("DELETE FROM price_history"),
      ...chunks(historyRows, insertHistory),
      ...chunks(variantHistoryRows, insertVariantHistory),
    ];
    for (let i = 0; i < historyStatements.length; i += 50) await send(historyStatements.slice(i, i + 50));
    const historySeconds = (Date.now() - historyStarted) / 1000;
    const demo = generateReviews(products);
    await seedReviews(demo);
    // The triggers filled the search indexes a row at a time: one b-tree each, as migration 0019 left them.
    await send(OPTIMIZE_SEARCH_INDEXES.map((sql) => db.prepare(sql)));
    if (!values["no-images"]) {
      for (let i = 0; i < products.length; i += 25) {
        await Promise.all(
          products
            .slice(i, i + 25)
            .flatMap((p) => [
              images.put(p.imageKey, productSvg(p.name, p.hue, 0), { httpMetadata: { contentType: "image/svg+xml" } }),
              ...p.extraImages.map((k, n) => images.put(k, productSvg(p.name, p.hue, n + 1), { httpMetadata: { contentType: "image/svg+xml" } })),
              ...p.folderImages.map((k, n) => images.put(k, productPng(p.hue, n), { httpMetadata: { contentType: "image/png" } })),
              ...variantImages(p, variantsOf.get(p.id)!).map((v) =>
                images.put(v.key, productSvg(v.name, v.hue, 0), { httpMetadata: { contentType: "image/svg+xml" } }),
              ),
            ]),
        );
      }
    }
    const active = products.filter((p) => p.active).length;
    const withOptions = [...variantsOf.values()].filter((v) => v.length > 0);
    const variantRows = products.length - withOptions.length + withOptions.reduce((n, v) => n + v.length, 0);
    console.log(
      `Seeded ${categories.length} categories, ${subcategories.length} subcategories, ${products.length} products (${active} active), ${variantRows} variants (${withOptions.length} products with options), ${historyRows.length + variantHistoryRows.length} price history entries (${historySeconds.toFixed(1)} s), ${demo.reviews.length} reviews in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  }
} finally {
  await dispose();
}

/**
 * Demo customers (no password: they cannot sign in), one paid demo order each with the products they review, and the
 * reviews; the products' rating_sum/rating_count follow by the reviews triggers.
 */
async function seedReviews({ customers, reviews, bought }: ReturnType<typeof generateReviews>) {
  const insertUser = db.prepare("INSERT INTO users (id, email, email_verified_at, created_at) VALUES (?, ?, ?, ?)");
  const insertCustomer = db.prepare("INSERT INTO customers (user_id, email, first_name, full_name) VALUES (?, ?, ?, ?)");
  const insertOrder = db.prepare(
    "INSERT INTO orders (id, user_id, status, subtotal_cents, total_cents, shipping_country, shipping_postal_code, shipping_service_name, shipping_delay, paid_at, created_at) VALUES (?, ?, 'delivered', ?, ?, 'PT', '1100-148', 'Demonstração', '2 dias', ?, ?)",
  );
  const insertItem = db.prepare("INSERT INTO order_items (id, order_id, product_id, quantity, unit_price_cents, product_name) VALUES (?, ?, ?, 1, ?, ?)");
  const insertReview = db.prepare("INSERT INTO reviews (id, product_id, user_id, order_id, rating, title, body, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
  // Each statement is bound only when its batch is sent (see openLocalState's `send`).
  const statements = customers.flatMap((c) => {
    const lines = bought.get(c.id)!;
    const subtotal = lines.reduce((n, p) => n + (p.salePriceCents ?? p.priceCents), 0);
    return [
      () => insertUser.bind(c.id, c.email, "2026-01-01T00:00:00.000Z", "2026-01-01T00:00:00.000Z"),
      () => insertCustomer.bind(c.id, c.email, c.firstName, c.fullName),
      () => insertOrder.bind(c.orderId, c.id, subtotal, subtotal, "2026-01-02T00:00:00.000Z", "2026-01-02T00:00:00.000Z"),
      ...lines.map((p, i) => () => insertItem.bind(`${c.orderId}-${i + 1}`, c.orderId, p.id, p.salePriceCents ?? p.priceCents, p.name)),
    ];
  });
  statements.push(...reviews.map((r) => () => insertReview.bind(r.id, r.productId, r.userId, r.orderId, r.rating, r.title, r.body, r.createdAt)));
  for (let i = 0; i < statements.length; i += 1000) await send(statements.slice(i, i + 1000).map((bind) => bind()));
}
