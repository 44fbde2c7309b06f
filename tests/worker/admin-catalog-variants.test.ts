import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { copies } from "../../shared/copy";
import { OWNER, person } from "./setup/admin";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { Browser } from "./setup/session";

/**
 * Issue 34, decisions/0045: a product's variants in the owner's hands. Added with their first units (a 'received'
 * adjustment), edited, reordered and deactivated, each with its audit row; the shop's product page follows at once.
 * Every active variant of a product with more than one has options no other shares; the last one stays on sale.
 */
beforeAll(seedCatalogFixture);

const c = copies.pt.orders.admin.catalog;
const count = async (sql: string, ...binds: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>())!.n;
const auditCount = (action: string) => count("SELECT count(*) AS n FROM audit_log WHERE action = ?1", action);

/** A new product sold through its one default variant (the database's trigger makes it: no size, colour or pack). */
async function plainProduct(stock = 5) {
  const sku = `P-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
  const { id } = (await env.DB.prepare(
    "INSERT INTO products (name, price_cents, sku, stock_quantity, active, category_id) VALUES ('Fralda de Pano', 1500, ?1, ?2, 1, 1) RETURNING id",
  )
    .bind(sku, stock)
    .first<{ id: number }>())!;
  const { variantId } = (await env.DB.prepare("SELECT id AS variantId FROM product_variants WHERE product_id = ?1").bind(id).first<{ variantId: number }>())!;
  return { id, sku, variantId, stock };
}

const variant = (over: Record<string, unknown> = {}) => ({
  size: null,
  color: null,
  packCount: null,
  priceCents: null,
  salePriceCents: null,
  active: true,
  ...over,
});
const shopProduct = async (id: number) => (await new Browser().json(`/api/products/${id}`)).body.product;
const unique = () => crypto.randomUUID().slice(0, 8).toUpperCase();

describe("who may do what", () => {
  it("anonymous 401, a customer 403, staff 403 on every variant write; the owner may", async () => {
    const p = await plainProduct();
    const [customer, staff, owner] = [await person("customer"), await person("staff"), await person("owner", OWNER)];
    const routes: [string, string, () => unknown][] = [
      ["PUT", `/api/admin/catalog/products/${p.id}/variants/order`, () => ({ ids: [p.variantId] })],
      ["PUT", `/api/admin/catalog/variants/${p.variantId}`, () => variant({ size: "RN" })],
      ["POST", `/api/admin/catalog/products/${p.id}/variants`, () => variant({ sku: `T-${unique()}`, size: `X${unique()}`, stock: 0 })],
    ];
    for (const [method, path, body] of routes) {
      expect((await new Browser().json(path, method, body())).status, `anonymous ${method} ${path}`).toBe(401);
      expect((await customer.b.json(path, method, body())).status, `customer ${method} ${path}`).toBe(403);
      expect((await staff.b.json(path, method, body())).status, `staff ${method} ${path}`).toBe(403);
      expect((await owner.b.json(path, method, body())).status, `owner ${method} ${path}`).toBeLessThan(300);
    }
  });
});

describe("adding and editing variants", () => {
  it("a plain product gets sizes: the default variant named first, then a new one with its units and own price", async () => {
    const p = await plainProduct();
    const { b } = await person("owner", OWNER);
    const sku = `${p.sku}-36M`.slice(0, 40);
    // Beside a variant without options, a second one could not be told apart by the shopper.
    const refused = await b.json(`/api/admin/catalog/products/${p.id}/variants`, "POST", variant({ sku, size: "3-6 meses", stock: 4 }));
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(c.optionsNeeded);
    expect(await count("SELECT count(*) AS n FROM product_variants WHERE sku = ?1", sku)).toBe(0);

    expect((await b.json(`/api/admin/catalog/variants/${p.variantId}`, "PUT", variant({ size: "0-3 meses" }))).status).toBe(200);
    const created = await b.json(
      `/api/admin/catalog/products/${p.id}/variants`,
      "POST",
      variant({ sku: sku.toLowerCase(), size: "3-6 meses", priceCents: 2590, salePriceCents: 1990, stock: 4 }),
    );
    expect(created.status).toBe(201);
    const mine = created.body.variants.find((v: { sku: string }) => v.sku === sku);
    expect(mine).toMatchObject({ size: "3-6 meses", priceCents: 2590, salePriceCents: 1990, stockQuantity: 4, active: true });

    // The units arrived as a 'received' adjustment (its own audit row); the creation and the edit are audited too.
    const adj = await env.DB.prepare("SELECT reason, quantity, delta FROM stock_adjustments WHERE variant_id = ?1").bind(mine.id).all();
    expect(adj.results).toEqual([{ reason: "received", quantity: 4, delta: 4 }]);
    const created_ = await env.DB.prepare("SELECT actor, after, detail FROM audit_log WHERE action = 'variant.created' AND detail ->> 'productId' = ?1")
      .bind(p.id)
      .first<{ actor: string; after: string; detail: string }>();
    expect(created_?.actor).toBe(OWNER);
    expect(JSON.parse(created_!.after)).toMatchObject({ sku, size: "3-6 meses", priceCents: 2590 });
    expect(JSON.parse(created_!.detail)).toMatchObject({ productId: p.id, stock: 4 });
    const edited = await env.DB.prepare("SELECT before, after FROM audit_log WHERE action = 'variant.updated' AND detail ->> 'variantId' = ?1")
      .bind(p.variantId)
      .first<{ before: string; after: string }>();
    expect(JSON.parse(edited!.before).size).toBeNull();
    expect(JSON.parse(edited!.after).size).toBe("0-3 meses");
    // Its own price has its own history (migration 0011's trigger).
    expect(await count("SELECT count(*) AS n FROM price_history WHERE variant_id = ?1 AND price_cents = 2590", mine.id)).toBe(1);

    // The shop offers both sizes at once, the product's stock the sum of both.
    const shop = await shopProduct(p.id);
    expect(shop.options.sizes).toEqual(["0-3 meses", "3-6 meses"]);
    expect(shop.variants.find((v: { sku: string }) => v.sku === sku)).toMatchObject({ priceCents: 2590, salePriceCents: 1990, stockQuantity: 4 });
    expect(shop.stockQuantity).toBe(p.stock + 4);
  });

  it("refuses, naming the field and writing nothing: options in use, a sku in use, a bad sku, a sale without own price", async () => {
    const p = await plainProduct();
    const { b } = await person("owner", OWNER);
    await b.json(`/api/admin/catalog/variants/${p.variantId}`, "PUT", variant({ color: "Azul" }));
    const before = {
      variants: await count("SELECT count(*) AS n FROM product_variants WHERE product_id = ?1", p.id),
      audit: await auditCount("variant.created"),
    };
    const other = (await env.DB.prepare("SELECT sku FROM products WHERE id <> ?1 LIMIT 1").bind(p.id).first<{ sku: string }>())!.sku;
    const cases: [Record<string, unknown>, number, string, string][] = [
      [variant({ sku: `N-${unique()}`, color: "Azul", stock: 1 }), 400, "size", c.optionsTaken],
      [variant({ sku: other, color: "Verde", stock: 1 }), 409, "sku", c.skuTaken],
      [variant({ sku: "mau sku!", color: "Verde", stock: 1 }), 400, "sku", c.sku],
      [variant({ sku: `N-${unique()}`, color: "Verde", salePriceCents: 500, stock: 1 }), 400, "salePriceCents", c.variantSalePrice],
      [variant({ sku: `N-${unique()}`, color: "Verde", stock: -1 }), 400, "stock", c.quantity],
      [variant({ sku: `N-${unique()}`, color: "", stock: 1 }), 400, "color", c.option],
    ];
    for (const [body, status, field, message] of cases) {
      const res = await b.json(`/api/admin/catalog/products/${p.id}/variants`, "POST", body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error.field).toBe(field);
      expect(res.body.error.message).toBe(message);
    }
    expect(await count("SELECT count(*) AS n FROM product_variants WHERE product_id = ?1", p.id)).toBe(before.variants);
    expect(await auditCount("variant.created")).toBe(before.audit);
    expect((await b.json("/api/admin/catalog/products/999999/variants", "POST", variant({ sku: `N-${unique()}`, stock: 0 }))).status).toBe(404);
    expect((await b.json("/api/admin/catalog/variants/999999", "PUT", variant())).status).toBe(404);
  });

  it("deactivated: the shop no longer offers it and its stock leaves the product's; the last active one stays", async () => {
    const p = await plainProduct();
    const { b } = await person("owner", OWNER);
    expect((await b.json(`/api/admin/catalog/variants/${p.variantId}`, "PUT", variant({ active: false }))).body.error.message).toBe(c.lastVariant);
    await b.json(`/api/admin/catalog/variants/${p.variantId}`, "PUT", variant({ size: "RN" }));
    const sku = `D-${unique()}`;
    expect((await b.json(`/api/admin/catalog/products/${p.id}/variants`, "POST", variant({ sku, size: "18-24 meses", stock: 7 }))).status).toBe(201);
    expect((await shopProduct(p.id)).stockQuantity).toBe(p.stock + 7);
    const id = (await env.DB.prepare("SELECT id FROM product_variants WHERE sku = ?1").bind(sku).first<{ id: number }>())!.id;
    expect((await b.json(`/api/admin/catalog/variants/${id}`, "PUT", variant({ size: "18-24 meses", active: false }))).status).toBe(200);
    const shop = await shopProduct(p.id);
    expect(shop.variants.map((v: { sku: string }) => v.sku)).not.toContain(sku);
    expect(shop.stockQuantity).toBe(p.stock);
    // With it inactive, the first one is the only active one again: it may not be deactivated.
    expect((await b.json(`/api/admin/catalog/variants/${p.variantId}`, "PUT", variant({ size: "RN", active: false }))).status).toBe(400);
  });

  it("reordered: the shop lists them in the new order; a list that is not exactly the product's variants is refused", async () => {
    const p = await plainProduct();
    const { b } = await person("owner", OWNER);
    await b.json(`/api/admin/catalog/variants/${p.variantId}`, "PUT", variant({ color: "Branco" }));
    for (const color of ["Rosa", "Cinzento"])
      expect((await b.json(`/api/admin/catalog/products/${p.id}/variants`, "POST", variant({ sku: `R-${unique()}`, color, stock: 1 }))).status).toBe(201);
    const ids = (await b.json(`/api/admin/catalog/products/${p.id}`)).body.variants.map((v: { id: number }) => v.id) as number[];
    const reversed = [...ids].reverse();
    const res = await b.json(`/api/admin/catalog/products/${p.id}/variants/order`, "PUT", { ids: reversed });
    expect(res.status).toBe(200);
    expect(res.body.variants.map((v: { id: number }) => v.id)).toEqual(reversed);
    expect((await shopProduct(p.id)).variants.map((v: { id: number }) => v.id)).toEqual(reversed);
    expect(await auditCount("variant.reordered")).toBeGreaterThan(0);
    for (const bad of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), 999999]]) {
      const refused = await b.json(`/api/admin/catalog/products/${p.id}/variants/order`, "PUT", { ids: bad });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(c.variantOrder);
    }
    expect((await shopProduct(p.id)).variants.map((v: { id: number }) => v.id)).toEqual(reversed);
  });
});

describe("two owners at once", () => {
  it("five adds of the same size give one variant and one audit row; five adds of the same sku give one", async () => {
    const p = await plainProduct();
    const { b } = await person("owner", OWNER);
    await b.json(`/api/admin/catalog/variants/${p.variantId}`, "PUT", variant({ size: "RN" }));
    const sameSize = await Promise.all(
      Array.from({ length: 5 }, () =>
        b.json(`/api/admin/catalog/products/${p.id}/variants`, "POST", variant({ sku: `S-${unique()}`, size: "6-9 meses", stock: 2 })),
      ),
    );
    expect(sameSize.filter((r) => r.status === 201)).toHaveLength(1);
    expect(sameSize.filter((r) => r.status === 400)).toHaveLength(4);
    expect(await count("SELECT count(*) AS n FROM product_variants WHERE product_id = ?1 AND size = '6-9 meses'", p.id)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM audit_log WHERE action = 'variant.created' AND detail ->> 'productId' = ?1", p.id)).toBe(1);

    const sku = `K-${unique()}`;
    const sameSku = await Promise.all(
      ["9-12 meses", "12-18 meses", "18-24 meses", "16", "17"].map((size) =>
        b.json(`/api/admin/catalog/products/${p.id}/variants`, "POST", variant({ sku, size, stock: 3 })),
      ),
    );
    expect(sameSku.filter((r) => r.status === 201)).toHaveLength(1);
    expect(sameSku.filter((r) => r.status === 409)).toHaveLength(4);
    const v = (await env.DB.prepare("SELECT id, stock_quantity AS stock FROM product_variants WHERE sku = ?1")
      .bind(sku)
      .first<{ id: number; stock: number }>())!;
    expect(v.stock).toBe(3);
    expect(await count("SELECT count(*) AS n FROM stock_adjustments WHERE variant_id = ?1", v.id)).toBe(1);
  });
});

describe("a variant's weight (issue 49: a carrier label's parcel)", () => {
  it("set when added, changed, kept when an edit leaves it out, cleared with null; out of range refused; audited", async () => {
    const p = await plainProduct();
    const { b } = await person("owner", OWNER);
    expect((await b.json(`/api/admin/catalog/variants/${p.variantId}`, "PUT", variant({ size: "0-3 meses", weightGrams: 420 }))).status).toBe(200);
    const sku = `${p.sku}-W`.slice(0, 40);
    const created = await b.json(`/api/admin/catalog/products/${p.id}/variants`, "POST", variant({ sku, size: "3-6 meses", weightGrams: 480, stock: 0 }));
    expect(created.status).toBe(201);
    const weights = async () =>
      (await env.DB.prepare("SELECT sku, weight_grams AS g FROM product_variants WHERE product_id = ?1 ORDER BY position").bind(p.id).all()).results;
    expect(await weights()).toEqual([
      { sku: p.sku, g: 420 },
      { sku, g: 480 },
    ]);
    expect(created.body.variants.map((v: { weightGrams: number | null }) => v.weightGrams)).toEqual([420, 480]);

    // An edit without the field keeps it; null clears it.
    expect((await b.json(`/api/admin/catalog/variants/${p.variantId}`, "PUT", variant({ size: "0-3 meses" }))).status).toBe(200);
    expect((await weights())[0]).toEqual({ sku: p.sku, g: 420 });
    expect((await b.json(`/api/admin/catalog/variants/${p.variantId}`, "PUT", variant({ size: "0-3 meses", weightGrams: null }))).status).toBe(200);
    expect((await weights())[0]).toEqual({ sku: p.sku, g: null });

    for (const weightGrams of [0, 30_001, 2.5, "500"]) {
      const res = await b.json(`/api/admin/catalog/variants/${p.variantId}`, "PUT", variant({ size: "0-3 meses", weightGrams }));
      expect(res.status, String(weightGrams)).toBe(400);
      expect(res.body.error.message).toBe(c.weight);
    }
    expect((await weights())[0]).toEqual({ sku: p.sku, g: null });

    const audits = (
      await env.DB.prepare("SELECT before, after FROM audit_log WHERE action = 'variant.updated' AND detail ->> 'variantId' = ?1 ORDER BY id")
        .bind(p.variantId)
        .all<{ before: string; after: string }>()
    ).results.map((r) => [JSON.parse(r.before).weightGrams, JSON.parse(r.after).weightGrams]);
    expect(audits).toEqual([
      [null, 420],
      [420, 420],
      [420, null],
    ]);
  });
});
