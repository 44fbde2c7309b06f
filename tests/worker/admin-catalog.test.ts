import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copies } from "../../shared/copy";
import { gtinCheckDigit } from "../../shared/product-safety";
import { OWNER, person } from "./setup/admin";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { customerWithAddress, placeOrder, stockOf } from "./setup/checkout";
import { Browser } from "./setup/session";
import { supplier } from "./setup/supplier-mock";

/**
 * Issue 34, decisions/0045: the catalogue in the back-office. Staff read it and adjust stock; the owner edits products.
 * Every write is audited; bad input is refused naming its field and writes nothing; a stock change racing orders never
 * loses a unit; the shop's own pages follow an edit at once (the catalogue version moves with the data).
 */
beforeAll(async () => {
  await seedCatalogFixture();
  supplier.listen({ onUnhandledRequest: "error" });
});
afterAll(() => supplier.close());

const c = copies.pt.orders.admin.catalog;
/** A GTIN-13 with its right check digit. */
const GTIN = `560123456789${gtinCheckDigit("560123456789")}`;
const productWithStock = async (min = 10) =>
  (await env.DB.prepare(
    "SELECT p.id, v.id AS variantId FROM products p JOIN product_variants v ON v.product_id = p.id WHERE p.active = 1 AND p.variant_count = 1 AND v.stock_quantity >= ?1 ORDER BY p.id LIMIT 1",
  )
    .bind(min)
    .first<{ id: number; variantId: number }>())!;
const adjustments = async (variantId: number) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM stock_adjustments WHERE variant_id = ?1").bind(variantId).first<{ n: number }>())!.n;
const audit = async (action: string) =>
  (await env.DB.prepare("SELECT actor, before, after, detail FROM audit_log WHERE action = ?1 ORDER BY id").bind(action).all<Record<string, string>>()).results;

async function editable(b: Browser, id: number) {
  const { product } = (await b.json(`/api/admin/catalog/products/${id}`)).body;
  const { id: _id, sku: _sku, stockQuantity: _stock, ...input } = product;
  return input;
}

describe("who may do what", () => {
  it("anonymous 401, a customer 403; staff read and adjust stock but may not edit products; the owner may", async () => {
    const p = await productWithStock();
    const [customer, staff, owner] = [await person("customer"), await person("staff"), await person("owner", OWNER)];
    const routes: [string, string, unknown?][] = [
      ["GET", "/api/admin/catalog/products"],
      ["GET", `/api/admin/catalog/products/${p.id}`],
      ["PUT", `/api/admin/catalog/products/${p.id}`, await editable(owner.b, p.id)],
      ["POST", `/api/admin/catalog/variants/${p.variantId}/stock`, { reason: "received", quantity: 1 }],
      ["PUT", `/api/admin/catalog/variants/${p.variantId}/threshold`, { threshold: 4 }],
    ];
    for (const [method, path, body] of routes) {
      expect((await new Browser().json(path, method, body)).status, `anonymous ${method} ${path}`).toBe(401);
      expect((await customer.b.json(path, method, body)).status, `customer ${method} ${path}`).toBe(403);
      const asStaff = await staff.b.json(path, method, body);
      expect(asStaff.status, `staff ${method} ${path}`).toBe(method === "PUT" ? 403 : 200);
      expect((await owner.b.json(path, method, body)).status, `owner ${method} ${path}`).toBe(200);
    }
  });
});

describe("the products list", () => {
  it("finds by sku, name and variant sku; filters category, active, out of stock and low stock; pages", async () => {
    const owner = await person("owner", OWNER);
    const all = (await owner.b.json("/api/admin/catalog/products")).body;
    const total = (await env.DB.prepare("SELECT count(*) AS n FROM products").first<{ n: number }>())!.n;
    expect(all.total).toBe(total);
    expect(all.items.length).toBe(Math.min(total, 50));
    const one = all.items[0];
    expect((await owner.b.json(`/api/admin/catalog/products?q=${one.sku}`)).body.items.map((i: { id: number }) => i.id)).toContain(one.id);
    const byName = (await owner.b.json(`/api/admin/catalog/products?q=${encodeURIComponent(one.name)}`)).body.items;
    expect(byName.map((i: { id: number }) => i.id)).toContain(one.id);
    expect(byName.every((i: { name: string }) => i.name.toLowerCase().includes(one.name.toLowerCase()))).toBe(true);
    const variantSku = (await env.DB.prepare("SELECT sku, product_id AS id FROM product_variants WHERE product_id = ?1")
      .bind(one.id)
      .first<{ sku: string; id: number }>())!;
    expect((await owner.b.json(`/api/admin/catalog/products?q=${variantSku.sku}`)).body.items.map((i: { id: number }) => i.id)).toContain(one.id);
    const page2 = (await owner.b.json("/api/admin/catalog/products?page=2")).body;
    expect(page2.page).toBe(2);
    expect(page2.items.length).toBe(Math.max(0, Math.min(50, total - 50)));
    const cat = (await env.DB.prepare("SELECT category_id AS c FROM products WHERE category_id IS NOT NULL LIMIT 1").first<{ c: number }>())!.c;
    const byCat = (await owner.b.json(`/api/admin/catalog/products?category=${cat}`)).body;
    expect(byCat.total).toBe((await env.DB.prepare("SELECT count(*) AS n FROM products WHERE category_id = ?1").bind(cat).first<{ n: number }>())!.n);
    const inactive = (await owner.b.json("/api/admin/catalog/products?active=0")).body;
    expect(inactive.items.every((i: { active: boolean }) => !i.active)).toBe(true);
    const out = (await owner.b.json("/api/admin/catalog/products?stock=out")).body;
    expect(out.items.every((i: { stockQuantity: number }) => i.stockQuantity === 0)).toBe(true);
    const low = (await owner.b.json("/api/admin/catalog/products?stock=low")).body;
    expect(low.items.every((i: { lowVariants: number }) => i.lowVariants > 0)).toBe(true);
    expect((await owner.b.json("/api/admin/catalog/products?page=0")).status).toBe(400);
    expect((await owner.b.json("/api/admin/catalog/products?stock=some")).status).toBe(400);
  });
});

describe("the product editor", () => {
  it("saves names, prices and safety fields; the price history and the audit log follow; the shop shows it at once", async () => {
    const p = await productWithStock();
    const owner = await person("owner", OWNER);
    const before = await editable(owner.b, p.id);
    const shopBefore = (await new Browser().json(`/api/products/${p.id}`)).body.product;
    expect(shopBefore.name).toBe(before.name);
    const input = {
      ...before,
      name: `${before.name} Nova`,
      nameEs: "Nombre nuevo",
      salePriceCents: before.priceCents - 100,
      gtin: GTIN,
      taxCategory: "reduced",
    };
    const res = await owner.b.json(`/api/admin/catalog/products/${p.id}`, "PUT", input);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.product).toMatchObject({
      name: input.name,
      nameEs: "Nombre nuevo",
      salePriceCents: input.salePriceCents,
      gtin: GTIN,
      taxCategory: "reduced",
    });
    // The database wrote the new sale price into the history (Omnibus), in the same statement.
    expect(res.body.history.at(-1)).toMatchObject({ priceCents: before.priceCents, salePriceCents: input.salePriceCents });
    // The shop's API shows it at once: the catalogue version moved, the edge cache follows.
    const shop = (await new Browser().json(`/api/products/${p.id}`)).body.product;
    expect(shop.name).toBe(input.name);
    expect(shop.salePriceCents).toBe(input.salePriceCents);
    const rows = (await audit("product.updated")).filter((a) => JSON.parse(a.detail!).productId === p.id);
    expect(rows.at(-1)).toMatchObject({ actor: OWNER });
    expect(JSON.parse(rows.at(-1)!.before!)).toMatchObject({ name: before.name, salePriceCents: before.salePriceCents });
    expect(JSON.parse(rows.at(-1)!.after!)).toMatchObject({ name: input.name, salePriceCents: input.salePriceCents });
  });

  it("bad input is refused naming its field, and nothing is written", async () => {
    const p = await productWithStock();
    const owner = await person("owner", OWNER);
    const before = await editable(owner.b, p.id);
    const auditBefore = (await audit("product.updated")).length;
    const otherCategory = (await env.DB.prepare("SELECT id FROM categories WHERE id <> ?1 LIMIT 1").bind(before.categoryId).first<{ id: number }>())!.id;
    const foreignSub = (await env.DB.prepare("SELECT id FROM subcategories WHERE category_id <> ?1 LIMIT 1").bind(before.categoryId).first<{ id: number }>())!
      .id;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ gtin: `${GTIN.slice(0, -1)}${(Number(GTIN.at(-1)) + 1) % 10}` }, "gtin", c.gtin],
      [{ salePriceCents: before.priceCents }, "salePriceCents", c.salePrice],
      [{ priceCents: 0 }, "priceCents", c.price],
      [{ name: "  " }, "name", c.name],
      [{ categoryId: otherCategory === before.categoryId ? 999 : before.categoryId, subcategoryId: foreignSub }, "subcategoryId", c.subcategory],
      [{ categoryId: 99_999, subcategoryId: null }, "categoryId", c.category],
      [{ safetyWarnings: Array.from({ length: 11 }, () => "Aviso") }, "safetyWarnings", c.warnings],
    ];
    for (const [change, field, message] of cases) {
      const res = await owner.b.json(`/api/admin/catalog/products/${p.id}`, "PUT", { ...before, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.error.field).toBe(field);
      expect(res.body.error.message).toBe(message);
    }
    expect(await editable(owner.b, p.id)).toEqual(before);
    expect((await audit("product.updated")).length).toBe(auditBefore);
  });
});

describe("stock adjustments", () => {
  it("received, damaged and a count: applied, each an audit row; never below zero, and a refused one writes nothing", async () => {
    const p = await productWithStock();
    const staff = await person("staff");
    const url = `/api/admin/catalog/variants/${p.variantId}/stock`;
    const start = await stockOf(p.variantId);
    expect((await staff.b.json(url, "POST", { reason: "received", quantity: 5 })).body).toEqual({ stockQuantity: start + 5 });
    expect((await staff.b.json(url, "POST", { reason: "damaged", quantity: 2 })).body).toEqual({ stockQuantity: start + 3 });
    expect((await staff.b.json(url, "POST", { reason: "count", quantity: 7 })).body).toEqual({ stockQuantity: 7 });
    const rows = (await audit("stock.adjusted")).filter((a) => JSON.parse(a.detail!).variantId === p.variantId && a.actor === staff.email);
    expect(rows.map((r) => [r.actor, Number(r.before), Number(r.after), JSON.parse(r.detail!).reason])).toEqual([
      [staff.email, start, start + 5, "received"],
      [staff.email, start + 5, start + 3, "damaged"],
      [staff.email, start + 3, 7, "count"],
    ]);
    const n = await adjustments(p.variantId);
    const refused = await staff.b.json(url, "POST", { reason: "damaged", quantity: 8 });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: "stock_below_zero", message: c.belowZero(7), field: "quantity" });
    expect(await stockOf(p.variantId)).toBe(7);
    expect(await adjustments(p.variantId)).toBe(n);
    expect((await staff.b.json(url, "POST", { reason: "received", quantity: 0 })).status).toBe(400);
    expect((await staff.b.json("/api/admin/catalog/variants/99999999/stock", "POST", { reason: "received", quantity: 1 })).status).toBe(404);
    await expect(env.DB.prepare("DELETE FROM stock_adjustments WHERE variant_id = ?1").bind(p.variantId).run()).rejects.toThrow(/append-only/);
    // The owner's low-stock threshold: changed, and audited before → after.
    const owner = await person("owner", OWNER);
    expect((await owner.b.json(`/api/admin/catalog/variants/${p.variantId}/threshold`, "PUT", { threshold: 9 })).status).toBe(200);
    expect((await owner.b.json(`/api/admin/catalog/variants/${p.variantId}/threshold`, "PUT", { threshold: 1001 })).status).toBe(400);
    const thresholds = (await audit("stock.threshold")).filter((a) => JSON.parse(a.detail!).variantId === p.variantId && a.after === "9");
    expect(thresholds.map((a) => [a.actor, a.after])).toEqual([[OWNER, "9"]]);
  });

  it("a restock racing orders never loses a unit", async () => {
    const p = await productWithStock(10);
    const staff = await person("staff");
    await staff.b.json(`/api/admin/catalog/variants/${p.variantId}/stock`, "POST", { reason: "count", quantity: 6 });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => customerWithAddress()));
    const results = await Promise.all([
      ...buyers.map((b) => placeOrder(b.b, b.addressId, [{ productId: p.id, variantId: p.variantId, quantity: 1 }])),
      ...Array.from({ length: 5 }, () => staff.b.json(`/api/admin/catalog/variants/${p.variantId}/stock`, "POST", { reason: "received", quantity: 1 })),
    ]);
    const ordered = results.slice(0, 8).filter((r) => r.status === 201).length;
    const received = results.slice(8).filter((r) => r.status === 200).length;
    expect(received).toBe(5);
    expect(await stockOf(p.variantId)).toBe(6 + received - ordered);
    const reserved = (await env.DB.prepare(
      "SELECT coalesce(sum(quantity), 0) AS n FROM order_items i JOIN orders o ON o.id = i.order_id WHERE i.variant_id = ?1 AND o.status = 'pending'",
    )
      .bind(p.variantId)
      .first<{ n: number }>())!.n;
    expect(reserved).toBeGreaterThanOrEqual(ordered);
  });
});
