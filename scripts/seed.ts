/**
 * Seeds the demo catalogue into wrangler's local D1 and R2 (never through migrations).
 *   node scripts/seed.ts [--persist-to .wrangler/state] [--products 480] [--if-empty] [--no-images]
 */
import { parseArgs } from "node:util";
import { generateCategories, generateProducts } from "./lib/catalog-generator.ts";
import { productPng } from "./lib/images.ts";
import { openLocalState } from "./lib/local-state.ts";
import { productSvg } from "./lib/product-svg.ts";

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
const { db, images, dispose } = await openLocalState(values["persist-to"]!);

try {
  const existing = (await db.prepare("SELECT count(*) AS n FROM products").first()) as { n: number } | null;
  if (values["if-empty"] && existing && existing.n > 0) {
    console.log(`Catalogue already seeded (${existing.n} products); nothing to do.`);
  } else {
    const { categories, subcategories } = generateCategories();
    const products = generateProducts(total, { withFolderImages: !values["no-images"] });
    await db.batch([
      db.prepare("DELETE FROM order_items"),
      db.prepare("DELETE FROM favorites"),
      db.prepare("DELETE FROM products"),
      db.prepare("DELETE FROM subcategories"),
      db.prepare("DELETE FROM categories"),
      ...categories.map((c) => db.prepare("INSERT INTO categories (id, name, slug, position) VALUES (?, ?, ?, ?)").bind(c.id, c.name, c.slug, c.position)),
      ...subcategories.map((s) =>
        db.prepare("INSERT INTO subcategories (id, category_id, name, slug) VALUES (?, ?, ?, ?)").bind(s.id, s.categoryId, s.name, s.slug),
      ),
    ]);
    const insert = db.prepare(
      "INSERT INTO products (id, name, description, price_cents, sale_price_cents, image_key, extra_images, sku, stock_quantity, sold_quantity, active, category_id, subcategory_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    );
    for (let i = 0; i < products.length; i += 1000) {
      await db.batch(
        products
          .slice(i, i + 1000)
          .map((p) =>
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
            ),
          ),
      );
    }
    if (!values["no-images"]) {
      for (let i = 0; i < products.length; i += 25) {
        await Promise.all(
          products
            .slice(i, i + 25)
            .flatMap((p) => [
              images.put(p.imageKey, productSvg(p.name, p.hue, 0), { httpMetadata: { contentType: "image/svg+xml" } }),
              ...p.extraImages.map((k, n) => images.put(k, productSvg(p.name, p.hue, n + 1), { httpMetadata: { contentType: "image/svg+xml" } })),
              ...p.folderImages.map((k, n) => images.put(k, productPng(p.hue, n), { httpMetadata: { contentType: "image/png" } })),
            ]),
        );
      }
    }
    const active = products.filter((p) => p.active).length;
    console.log(
      `Seeded ${categories.length} categories, ${subcategories.length} subcategories, ${products.length} products (${active} active) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  }
} finally {
  await dispose();
}
