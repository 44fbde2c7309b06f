import { env } from "cloudflare:workers";
import { onTestFinished } from "vitest";
import { DEMO_MANUFACTURERS, demoSafety } from "../../../scripts/lib/safety-generator";

/** A small known catalogue in the test file's isolated D1 and R2. */
export const FIXTURE = {
  categories: [
    { id: 1, name: "Sono e Conforto", slug: "sono-conforto" },
    { id: 2, name: "Brinquedos e Diversão", slug: "brinquedos-diversao" },
    { id: 3, name: "Roupas de Bebé", slug: "roupas-bebe" },
  ],
  subcategories: [
    { id: 1, categoryId: 1, name: "Berço Portátil", slug: "berco-portatil" },
    { id: 2, categoryId: 1, name: "Espreguiçadeira e Rede", slug: "espreguicadeira-rede" },
    { id: 3, categoryId: 2, name: "Brinquedos Educativos", slug: "brinquedos-educativos" },
  ],
  // id, name, price, sale, stock, sold, active, category, subcategory, created
  products: [
    [1, "Berço Portátil Dobrável", 12999, null, 5, 40, 1, 1, 1, "2026-01-01T00:00:00.000Z"],
    [2, "Berço de Viagem Azul", 8999, 6999, 0, 90, 1, 1, 1, "2026-02-01T00:00:00.000Z"],
    [3, "Espreguiçadeira Vibratória", 5999, null, 12, 10, 1, 1, 2, "2026-03-01T00:00:00.000Z"],
    [4, "Biberão Anticólicas", 899, null, 30, 300, 1, 2, 3, "2026-04-01T00:00:00.000Z"],
    [5, "Cubo de Atividades", 2499, 1999, 7, 5, 1, 2, 3, "2026-05-01T00:00:00.000Z"],
    [6, "Berço Antigo Retirado", 4999, null, 3, 0, 0, 1, 1, "2026-06-01T00:00:00.000Z"],
    [7, "Body de Recém-Nascido", 1299, null, 20, 60, 1, 3, null, "2026-07-01T00:00:00.000Z"],
  ] as const,
  /** Brands (hence manufacturers) of products 1–5, given their safety data by the demo generator; 6 and 7 have none. */
  brands: { 1: "Pequenito", 2: "Nuvem", 3: "Ninho", 4: "Bebé Feliz", 5: "Carinho" } as Record<number, string>,
  /**
   * Price history of the products on sale (the insert trigger's rows at "now" are replaced): product 2 sold at
   * 89,99 € for months before its sale, so its reference is 89,99 €; product 5 was at 18,99 € inside the 30 days
   * before its 19,99 € sale, so no reduction may be announced (docs/decisions/0015).
   */
  priceHistory: [
    [2, 8999, null, "2026-06-01T00:00:00.000Z"],
    [2, 8999, 6999, "2026-10-20T10:00:00.000Z"],
    [5, 2499, null, "2026-06-01T00:00:00.000Z"],
    [5, 1899, null, "2026-10-01T00:00:00.000Z"],
    [5, 2499, null, "2026-10-10T00:00:00.000Z"],
    [5, 2499, 1999, "2026-10-20T10:00:00.000Z"],
  ] as const,
};

/** The manufacturers of the demo catalogue, as the seed writes them. */
export const manufacturerStatements = (db: D1Database) =>
  DEMO_MANUFACTURERS.map((m) =>
    db
      .prepare(
        "INSERT INTO manufacturers (id, name, address, contact, country, eu_responsible_name, eu_responsible_address, eu_responsible_contact) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      )
      .bind(m.id, m.name, m.address, m.contact, m.country, m.euResponsible?.name ?? null, m.euResponsible?.address ?? null, m.euResponsible?.contact ?? null),
  );

/** Sets a product's safety columns from the demo generator (its subcategory slug as the vocabulary key, its name as the item). */
export function safetyStatement(db: D1Database, p: { id: number; brand: string; vocabularyKey: string; item: string }) {
  const s = demoSafety(p);
  return db
    .prepare("UPDATE products SET manufacturer_id = ?, model = ?, gtin = ?, safety_warnings = ? WHERE id = ?")
    .bind(s.manufacturerId, s.model, s.gtin, JSON.stringify(s.warnings), p.id);
}

export async function seedCatalogFixture() {
  const db = env.DB;
  await db.batch([
    db.prepare("DELETE FROM products"),
    db.prepare("DELETE FROM manufacturers"),
    db.prepare("DELETE FROM subcategories"),
    db.prepare("DELETE FROM categories"),
    ...FIXTURE.categories.map((c, i) => db.prepare("INSERT INTO categories (id, name, slug, position) VALUES (?, ?, ?, ?)").bind(c.id, c.name, c.slug, i)),
    ...FIXTURE.subcategories.map((s) =>
      db.prepare("INSERT INTO subcategories (id, category_id, name, slug) VALUES (?, ?, ?, ?)").bind(s.id, s.categoryId, s.name, s.slug),
    ),
    ...FIXTURE.products.map(([id, name, price, sale, stock, sold, active, cat, sub, created]) =>
      db
        .prepare(
          "INSERT INTO products (id, name, description, price_cents, sale_price_cents, image_key, extra_images, sku, stock_quantity, sold_quantity, active, category_id, subcategory_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        )
        .bind(
          id,
          name,
          `Descrição de ${name}.\nSegunda linha.`,
          price,
          sale,
          `SKU-${id}/principal.svg`,
          id === 1 ? JSON.stringify(["SKU-1/extra-1.svg"]) : "[]",
          `SKU-${id}`,
          stock,
          sold,
          active,
          cat,
          sub,
          created,
        ),
    ),
    ...manufacturerStatements(db),
    ...FIXTURE.products
      .filter(([id]) => FIXTURE.brands[id])
      .map(([id, name, , , , , , , sub]) =>
        safetyStatement(db, { id, brand: FIXTURE.brands[id]!, vocabularyKey: FIXTURE.subcategories.find((s) => s.id === sub)?.slug ?? "", item: name }),
      ),
    db.prepare("DELETE FROM price_history WHERE product_id IN (2, 5)"),
    ...FIXTURE.priceHistory.map(([id, price, sale, from]) =>
      db.prepare("INSERT INTO price_history (product_id, price_cents, sale_price_cents, effective_from) VALUES (?, ?, ?, ?)").bind(id, price, sale, from),
    ),
  ]);
  await env.IMAGES.put("SKU-1/principal.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>", { httpMetadata: { contentType: "image/svg+xml" } });
  await env.IMAGES.put("SKU-1/extra-1.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>");
  // Folder images: listed by name after main and extra; only jpg/jpeg/png/webp count.
  // A real 1×1 PNG: a photo is served in its sizes, made from its pixels (decisions/0084).
  await env.IMAGES.put(
    "SKU-1/b-foto.png",
    Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="), (ch) => ch.charCodeAt(0)),
  );
  await env.IMAGES.put("SKU-1/a-foto.JPG", new Uint8Array([255, 216]));
  await env.IMAGES.put("SKU-1/notas.txt", "não é imagem");
  await env.IMAGES.put("SKU-10/outra.png", new Uint8Array([1]));
}

/**
 * `count` more in-stock products in category 2 › subcategory 3 (Brinquedos Educativos), ids from 100, named
 * 'Blocos de Encaixe N' and priced 10.00 € + N cents; removed when the test ends.
 */
export async function withBulkToys(count: number) {
  const insert = env.DB.prepare(
    "INSERT INTO products (id, name, price_cents, sku, stock_quantity, active, category_id, subcategory_id) VALUES (?, ?, ?, ?, 1, 1, 2, 3)",
  );
  onTestFinished(async () => {
    await env.DB.prepare("DELETE FROM products WHERE id >= 100").run();
  });
  await env.DB.batch(Array.from({ length: count }, (_, i) => insert.bind(100 + i, `Blocos de Encaixe ${i}`, 1000 + i, `BULK-${i}`)));
}
