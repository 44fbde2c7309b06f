import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copies } from "../../shared/copy";
import { LANGUAGE_HEADER } from "../../shared/languages";
import { gtinCheckDigit } from "../../shared/product-safety";
import { OWNER, paidOrder, person } from "./setup/admin";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { Browser, STRONG } from "./setup/session";
import { supplier } from "./setup/supplier-mock";

/**
 * Issue 44 item 1, decisions/0052: the owner creates a product (with its first variant, in both languages, category,
 * tax and safety fields), copies one, and archives one (never deleted: orders name it). Owner only; each write is one
 * batch with its audit row; bad input writes nothing; a sku is unique across products and variants, also when two
 * owners race for it.
 */
beforeAll(async () => {
  await seedCatalogFixture();
  supplier.listen({ onUnhandledRequest: "error" });
});
afterAll(() => supplier.close());

const c = copies.pt.orders.admin.catalog;
const GTIN = `560765432109${gtinCheckDigit("560765432109")}`;
let skuN = 0;
const newSku = () => `NOVO-${Date.now().toString(36).toUpperCase()}-${++skuN}`;

const input = (over: Record<string, unknown> = {}) => ({
  sku: newSku(),
  name: "Manta de Algodão Orgânico",
  nameEs: "Manta de Algodón Orgánico",
  description: "Manta macia para o berço.",
  descriptionEs: "Manta suave para la cuna.",
  categoryId: 1,
  subcategoryId: 1,
  priceCents: 2490,
  salePriceCents: null,
  active: true,
  taxCategory: "normal",
  manufacturerId: 1,
  model: "MA-100",
  gtin: GTIN,
  safetyWarnings: ["Manter afastado do fogo."],
  safetyWarningsEs: ["Mantener alejado del fuego."],
  size: null,
  color: null,
  packCount: null,
  stock: 6,
  ...over,
});

const count = async (sql: string, ...values: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...values)
    .first<{ n: number }>())!.n;
const audit = async (action: string, sku: string) =>
  (
    await env.DB.prepare("SELECT actor, after, detail FROM audit_log WHERE action = ?1 AND detail ->> 'sku' = ?2 ORDER BY id")
      .bind(action, sku)
      .all<{ actor: string; after: string; detail: string }>()
  ).results;

describe("creating a product", () => {
  it("the owner creates it with its first variant; the shop sells it at once in both languages; one audit row", async () => {
    const owner = await person("owner", OWNER);
    const body = input({ color: "Cru" });
    const res = await owner.b.json("/api/admin/catalog/products", "POST", body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { product, variants } = res.body;
    expect(product).toMatchObject({
      sku: body.sku,
      name: body.name,
      nameEs: body.nameEs,
      categoryId: 1,
      subcategoryId: 1,
      priceCents: 2490,
      taxCategory: "normal",
      manufacturerId: 1,
      gtin: GTIN,
      safetyWarnings: body.safetyWarnings,
      safetyWarningsEs: body.safetyWarningsEs,
      active: true,
      stockQuantity: 6,
      archivedAt: null,
    });
    expect(variants).toEqual([expect.objectContaining({ sku: body.sku, color: "Cru", size: null, stockQuantity: 6, active: true })]);
    const rows = await audit("product.created", body.sku);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.actor).toBe(OWNER);
    expect(JSON.parse(rows[0]!.detail).productId).toBe(product.id);
    // The units already here are a 'received' stock entry, with its own audit row (migration 0028).
    expect(await count("SELECT count(*) AS n FROM stock_adjustments WHERE variant_id = ?1 AND reason = 'received' AND quantity = 6", variants[0].id)).toBe(1);
    // The shop: the product page in Portuguese and Spanish, the category listing, the search.
    const shop = await new Browser().json(`/api/products/${product.id}`);
    expect(shop.status).toBe(200);
    expect(shop.body.product.name).toBe(body.name);
    const spanish = new Browser();
    spanish.headers[LANGUAGE_HEADER] = "es";
    expect((await spanish.json(`/api/products/${product.id}`)).body.product.name).toBe(body.nameEs);
    const listing = (await new Browser().json("/api/products?category=sono-conforto&sort=newest")).body;
    expect(listing.items.map((i: { id: number }) => i.id)).toContain(product.id);
    // The price history starts with it (Omnibus): the database's trigger wrote it in the same batch.
    expect(await count("SELECT count(*) AS n FROM price_history WHERE product_id = ?1 AND variant_id IS NULL", product.id)).toBe(1);
  });

  it("bad input is refused naming its field, in Portuguese, and writes nothing", async () => {
    const owner = await person("owner", OWNER);
    const before = await count("SELECT count(*) AS n FROM products");
    const auditBefore = await count("SELECT count(*) AS n FROM audit_log");
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: "" }, "name", c.name],
      [{ sku: "é mau" }, "sku", c.sku],
      [{ priceCents: 0 }, "priceCents", c.price],
      [{ salePriceCents: 3000 }, "salePriceCents", c.salePrice],
      [{ gtin: "5601234567890" }, "gtin", c.gtin],
      [{ categoryId: 99 }, "categoryId", c.category],
      [{ subcategoryId: 3 }, "subcategoryId", c.subcategory],
      [{ manufacturerId: 9999 }, "manufacturerId", c.manufacturer],
      [{ stock: -1 }, "stock", c.quantity],
    ];
    for (const [over, field, message] of cases) {
      const res = await owner.b.json("/api/admin/catalog/products", "POST", input(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.error.field, JSON.stringify(over)).toBe(field);
      expect(res.body.error.message, JSON.stringify(over)).toBe(message);
    }
    // A sku in use: a product's, or a variant's of another product.
    const variantSku = (await env.DB.prepare("SELECT sku FROM product_variants WHERE product_id = 2 LIMIT 1").first<{ sku: string }>())!.sku;
    for (const sku of [(await env.DB.prepare("SELECT sku FROM products WHERE id = 1").first<{ sku: string }>())!.sku, variantSku]) {
      const res = await owner.b.json("/api/admin/catalog/products", "POST", input({ sku: sku.toLowerCase() }));
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({ code: "sku_taken", field: "sku", message: c.skuTaken });
    }
    expect(await count("SELECT count(*) AS n FROM products")).toBe(before);
    expect(await count("SELECT count(*) AS n FROM audit_log")).toBe(auditBefore);
  });

  it("two owners creating the same sku at once: one 201, one sku_taken, one product", async () => {
    const owner = await person("owner", OWNER);
    const second = new Browser();
    expect((await second.signIn(OWNER, STRONG)).ok).toBe(true);
    const body = input({ stock: 2 });
    const results = await Promise.all([owner.b.json("/api/admin/catalog/products", "POST", body), second.json("/api/admin/catalog/products", "POST", body)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.error.code).toBe("sku_taken");
    expect(await count("SELECT count(*) AS n FROM products WHERE sku = ?1", body.sku)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM product_variants WHERE sku = ?1", body.sku)).toBe(1);
    expect(await audit("product.created", body.sku)).toHaveLength(1);
    expect(await count("SELECT stock_quantity AS n FROM products WHERE sku = ?1", body.sku)).toBe(2);
  });

  it("staff and customers may not create, copy or archive (403); anonymous 401; nothing is written", async () => {
    const [staff, customer] = [await person("staff"), await person("customer")];
    const before = await count("SELECT count(*) AS n FROM products");
    const writes: [string, string, unknown][] = [
      ["POST", "/api/admin/catalog/products", input()],
      ["POST", "/api/admin/catalog/products/1/duplicate", { sku: newSku() }],
      ["PUT", "/api/admin/catalog/products/1/archived", { archived: true }],
    ];
    for (const [method, path, body] of writes) {
      expect((await staff.b.json(path, method, body)).status, `staff ${method} ${path}`).toBe(403);
      expect((await customer.b.json(path, method, body)).status, `customer ${method} ${path}`).toBe(403);
      expect((await new Browser().json(path, method, body)).status, `anonymous ${method} ${path}`).toBe(401);
    }
    for (const [who, b] of [
      ["staff", staff.b],
      ["customer", customer.b],
      ["anonymous", new Browser()],
    ] as const)
      expect((await b.json("/api/admin/catalog/choices")).status, `${who} GET choices`).toBe(who === "staff" ? 200 : who === "customer" ? 403 : 401);
    expect(await count("SELECT count(*) AS n FROM products")).toBe(before);
    expect(await count("SELECT count(*) AS n FROM products WHERE id = 1 AND archived_at IS NULL")).toBe(1);
  });
});

describe("duplicating a product", () => {
  it("copies its fields and variants (new skus, no stock, no images), inactive; one audit row", async () => {
    const owner = await person("owner", OWNER);
    // A product with options: two sizes besides its default variant's sku.
    const made = (await owner.b.json("/api/admin/catalog/products", "POST", input({ size: "0-3M", stock: 4 }))).body;
    const src = made.product;
    expect(
      (
        await owner.b.json(`/api/admin/catalog/products/${src.id}/variants`, "POST", {
          sku: `${src.sku}-G`,
          size: "3-6M",
          color: null,
          packCount: null,
          priceCents: 2990,
          salePriceCents: 2590,
          active: true,
          stock: 3,
          weightGrams: 950,
        })
      ).status,
    ).toBe(201);
    const sku = newSku();
    const res = await owner.b.json(`/api/admin/catalog/products/${src.id}/duplicate`, "POST", { sku: sku.toLowerCase() });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const copy = res.body;
    expect(copy.product.id).not.toBe(src.id);
    const { id: _a, sku: _b, stockQuantity: _c, active: _d, archivedAt: _e, ...fields } = src;
    expect(copy.product).toMatchObject({ ...fields, sku, active: false, stockQuantity: 0 });
    // The weight too (issue 49: a label's parcel is weighed from its variants).
    expect(copy.variants.map((v: Record<string, unknown>) => [v.sku, v.size, v.priceCents, v.salePriceCents, v.stockQuantity, v.weightGrams])).toEqual([
      [sku, "0-3M", null, null, 0, null],
      [`${sku}-1`, "3-6M", 2990, 2590, 0, 950],
    ]);
    // Images are not copied: the copy has none of its own.
    expect(await count("SELECT count(*) AS n FROM products WHERE id = ?1 AND image_key IS NULL AND extra_images = '[]'", copy.product.id)).toBe(1);
    const rows = await audit("product.duplicated", sku);
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.detail)).toMatchObject({ productId: copy.product.id, from: src.id });
    // Inactive: not in the shop until the owner activates it.
    expect((await new Browser().json(`/api/products/${copy.product.id}`)).status).toBe(404);
    // The source is untouched.
    expect((await owner.b.json(`/api/admin/catalog/products/${src.id}`)).body.product.stockQuantity).toBe(7);
  });

  it("refuses a sku in use (also one its variants would take) and a sku too long for them; writes nothing", async () => {
    const owner = await person("owner", OWNER);
    const src = (await owner.b.json("/api/admin/catalog/products", "POST", input({ size: "P" }))).body.product;
    await owner.b.json(`/api/admin/catalog/products/${src.id}/variants`, "POST", {
      sku: `${src.sku}-M`,
      size: "M",
      color: null,
      packCount: null,
      priceCents: null,
      salePriceCents: null,
      active: true,
      stock: 0,
    });
    const before = await count("SELECT count(*) AS n FROM products");
    const taken = newSku();
    await owner.b.json("/api/admin/catalog/products", "POST", input({ sku: `${taken}-1` }));
    const res = await owner.b.json(`/api/admin/catalog/products/${src.id}/duplicate`, "POST", { sku: taken });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("sku_taken");
    const long = await owner.b.json(`/api/admin/catalog/products/${src.id}/duplicate`, "POST", { sku: `L${"X".repeat(38)}` });
    expect(long.status).toBe(400);
    expect(long.body.error).toMatchObject({ field: "sku", message: c.duplicateSku(38) });
    expect((await owner.b.json("/api/admin/catalog/products/99999/duplicate", "POST", { sku: newSku() })).status).toBe(404);
    expect(await count("SELECT count(*) AS n FROM products")).toBe(before + 1);
  });
});

describe("archiving a product", () => {
  it("takes it off the shop and the list, keeps it for the orders that name it, and unarchives it inactive", async () => {
    const owner = await person("owner", OWNER);
    const { product } = (await owner.b.json("/api/admin/catalog/products", "POST", input({ stock: 5 }))).body;
    const order = await paidOrder(product.id);
    const res = await owner.b.json(`/api/admin/catalog/products/${product.id}/archived`, "PUT", { archived: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.product).toMatchObject({ active: false, archivedAt: expect.any(String) });
    expect(await audit("product.archived", product.sku)).toHaveLength(1);
    // Archiving twice changes nothing and writes no second row.
    expect((await owner.b.json(`/api/admin/catalog/products/${product.id}/archived`, "PUT", { archived: true })).status).toBe(200);
    expect(await audit("product.archived", product.sku)).toHaveLength(1);

    // The shop: no page, not in the listing nor the search.
    const shopper = new Browser();
    expect((await shopper.json(`/api/products/${product.id}`)).status).toBe(404);
    expect((await shopper.json("/api/products?category=sono-conforto&sort=newest")).body.items.map((i: { id: number }) => i.id)).not.toContain(product.id);
    expect((await shopper.json(`/api/products/search?q=${encodeURIComponent(product.name)}`)).body.items?.map((i: { id: number }) => i.id) ?? []).not.toContain(
      product.id,
    );
    // The back-office list: left out by default, shown with the filter.
    const ids = async (q: string) => (await owner.b.json(`/api/admin/catalog/products?${q}`)).body.items.map((i: { id: number }) => i.id);
    expect(await ids(`q=${product.sku}`)).not.toContain(product.id);
    expect(await ids(`q=${product.sku}&archived=1`)).toContain(product.id);
    expect(await ids(`q=${product.sku}&archived=all`)).toContain(product.id);
    expect((await owner.b.json("/api/admin/catalog/products?archived=1")).body.items.every((i: { archived: boolean }) => i.archived)).toBe(true);
    // Never deleted: the customer's order page and the back-office's order still name it.
    expect(await count("SELECT count(*) AS n FROM products WHERE id = ?1", product.id)).toBe(1);
    const mine = await order.b.json(`/api/orders/${order.orderId}`);
    expect(mine.status).toBe(200);
    expect(JSON.stringify(mine.body.order)).toContain(product.name);
    const theirs = await owner.b.json(`/api/admin/orders/${order.orderId}`);
    expect(theirs.status).toBe(200);
    expect(JSON.stringify(theirs.body)).toContain(product.name);
    // The editor opens it, and will not put it on sale while archived (the database refuses it too).
    const { id: _i, sku: _s, stockQuantity: _q, archivedAt: _a, ...editable } = (await owner.b.json(`/api/admin/catalog/products/${product.id}`)).body.product;
    const activate = await owner.b.json(`/api/admin/catalog/products/${product.id}`, "PUT", { ...editable, active: true });
    expect(activate.status).toBe(400);
    expect(activate.body.error).toMatchObject({ field: "active", message: c.archived });
    await expect(env.DB.prepare("UPDATE products SET active = 1 WHERE id = ?1").bind(product.id).run()).rejects.toThrow(/product_archived/);

    // Unarchived: back in the list, still inactive until the owner activates it.
    const back = await owner.b.json(`/api/admin/catalog/products/${product.id}/archived`, "PUT", { archived: false });
    expect(back.body.product).toMatchObject({ active: false, archivedAt: null });
    expect(await audit("product.unarchived", product.sku)).toHaveLength(1);
    expect(await ids(`q=${product.sku}`)).toContain(product.id);
    expect((await shopper.json(`/api/products/${product.id}`)).status).toBe(404);
    expect((await owner.b.json(`/api/admin/catalog/products/${product.id}`, "PUT", { ...editable, active: true })).status).toBe(200);
    expect((await new Browser().json(`/api/products/${product.id}`)).status).toBe(200);
    expect((await owner.b.json("/api/admin/catalog/products/99999/archived", "PUT", { archived: true })).status).toBe(404);
  });
});
