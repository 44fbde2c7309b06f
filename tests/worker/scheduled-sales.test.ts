import { env } from "cloudflare:workers";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { promotionsCopy } from "../../shared/copy/back-office/promotions";
import type { ScheduledSaleForm } from "../../shared/promotion-rules";
import { lisbonLocal } from "../../shared/shop-day";
import { promotionsRepo } from "../../worker/features/promotions/promotions.repo";
import { scheduledSalesRepo } from "../../worker/features/promotions/scheduled-sales.repo";
import { scheduledSalesService } from "../../worker/features/promotions/scheduled-sales.service";
import { scheduled } from "../../worker/scheduled";
import { OWNER, person } from "./setup/admin";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { customerWithAddress, placeOrder } from "./setup/checkout";
import { api } from "./setup/request";
import { supplier } from "./setup/supplier-mock";

/**
 * Issue 47: scheduled sales. A percentage off categories or products between two moments, starting and ending by itself
 * (the every-minute job): the products' sale prices are set from the regular price (a manual sale price already lower
 * stays), the listings' price filter and the product page follow (the edge cache's token changes with the prices), the
 * Omnibus reference is the lowest price of the 30 days before, and the end puts back what was there. The owner sees what
 * a sale touches before saving, cannot put one product in two sales at once, and ends one early. Owners only, audited.
 */
const e = promotionsCopy.errors;

// An order's quote asks the supplier (tests/worker/setup/supplier-mock.ts).
beforeAll(async () => {
  await seedCatalogFixture();
  supplier.listen({ onUnhandledRequest: "error" });
});
afterEach(() => supplier.resetHandlers());
afterAll(() => supplier.close());
beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("UPDATE products SET sale_price_cents = NULL WHERE id IN (SELECT product_id FROM scheduled_sale_products)"),
    env.DB.prepare("DELETE FROM scheduled_sale_products"),
    env.DB.prepare("DELETE FROM scheduled_sale_variants"),
    env.DB.prepare("DELETE FROM scheduled_sales"),
  ]);
});

const minutes = (n: number) => new Date(Date.now() + n * 60_000);
/** A sale of 20 % on 'Sono e Conforto' (products 1, 2 and 3), from now for an hour. */
const FORM = (over: Partial<ScheduledSaleForm> = {}): ScheduledSaleForm => ({
  name: "Black Friday",
  percent: "20",
  startsAt: lisbonLocal(minutes(-1)),
  endsAt: lisbonLocal(minutes(60)),
  categoryIds: [1],
  products: "",
  ...over,
});

const salePrices = async () =>
  Object.fromEntries(
    (
      await env.DB.prepare("SELECT id, sale_price_cents AS s FROM products WHERE id IN (1, 2, 3, 4) ORDER BY id").all<{ id: number; s: number | null }>()
    ).results.map((r) => [r.id, r.s]),
  );

describe("scheduled sales", () => {
  it("owners only; a bad percentage, an end before the start, no products: refused on the field, nothing saved", async () => {
    const staff = await person("staff");
    expect((await staff.b.json("/api/admin/sales", "POST", FORM())).status).toBe(403);
    const o = await person("owner", OWNER);
    for (const [bad, field, message] of [
      [{ percent: "0" }, "percent", e.salePercent],
      [{ percent: "95" }, "percent", e.salePercent],
      [{ percent: "12,5" }, "percent", e.salePercent],
      [{ startsAt: "2026-12-02T00:00", endsAt: "2026-12-01T00:00" }, "endsAt", e.endBeforeStart],
      [{ categoryIds: [] }, "categoryIds", e.saleScope],
    ] as const) {
      const res = await o.b.json("/api/admin/sales", "POST", FORM(bad as Partial<ScheduledSaleForm>));
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.error).toMatchObject({ field, message });
    }
    expect((await env.DB.prepare("SELECT count(*) AS n FROM scheduled_sales").first<{ n: number }>())!.n).toBe(0);
  });

  it("shows what it will touch before saving", async () => {
    const o = await person("owner", OWNER);
    const preview = await o.b.json("/api/admin/sales/preview", "POST", FORM());
    expect(preview.status).toBe(200);
    // Sono e Conforto: products 1, 2 and 3 are active (6 is withdrawn); one variant each.
    expect(preview.body).toEqual({ products: 3, variants: 3 });
  });

  it("starts on its own: sale prices from the regular price, a better manual sale kept, the price filter, the Omnibus line; then ends on its own", async () => {
    const o = await person("owner", OWNER);
    // The listing is edge-cached; the prices' change gives it a new token.
    expect((await api("/api/products?min=100&max=110")).body.total).toBe(0);
    const res = await o.b.json("/api/admin/sales", "POST", FORM());
    expect(res.status).toBe(201);
    // Due already: started at once. 129,99 → 103,99; 59,99 → 47,99; product 2's own 69,99 beats 71,99 and stays.
    expect(await salePrices()).toEqual({ 1: 10399, 2: 6999, 3: 4799, 4: null });
    expect((await api("/api/products?min=100&max=110")).body.total).toBe(1);
    const page = (await api("/api/products/1")).body.product;
    expect(page).toMatchObject({ priceCents: 12999, salePriceCents: 10399, referencePriceCents: 12999 });
    const audit = await env.DB.prepare("SELECT action, actor FROM audit_log WHERE action = 'sale.created'").all();
    expect(audit.results).toEqual([{ action: "sale.created", actor: OWNER }]);

    // Two sales on one product at overlapping times are refused.
    const clash = await o.b.json("/api/admin/sales", "POST", FORM({ name: "Natal", categoryIds: [], products: "SKU-1", startsAt: lisbonLocal(minutes(30)) }));
    expect(clash.status).toBe(400);
    expect(clash.body.error.message).toBe(e.saleOverlap("Black Friday"));

    // The every-minute job, an hour and a minute later: ended, prices back (product 2's own sale untouched).
    const later = scheduledSalesService(scheduledSalesRepo(env.DB), promotionsRepo(env.DB), () => minutes(61));
    expect(await later.tick()).toEqual({ started: 0, ended: 1 });
    expect(await later.tick()).toEqual({ started: 0, ended: 0 });
    expect(await salePrices()).toEqual({ 1: null, 2: 6999, 3: null, 4: null });
    expect((await api("/api/products?min=100&max=110")).body.total).toBe(0);
    const history = await env.DB.prepare(
      "SELECT sale_price_cents AS s FROM price_history WHERE product_id = 1 AND variant_id IS NULL ORDER BY id DESC LIMIT 2",
    ).all();
    expect(history.results).toEqual([{ s: null }, { s: 10399 }]);
  });

  it("a future sale waits for its start, which the Cron Trigger's every-minute run reaches; the owner may end it early", async () => {
    const o = await person("owner", OWNER);
    const res = await o.b.json("/api/admin/sales", "POST", FORM({ startsAt: lisbonLocal(minutes(5)), categoryIds: [2] }));
    expect(res.status).toBe(201);
    expect(await salePrices()).toMatchObject({ 4: null });
    const soon = scheduledSalesService(scheduledSalesRepo(env.DB), promotionsRepo(env.DB), () => minutes(6));
    expect(await soon.tick()).toEqual({ started: 1, ended: 0 });
    // 8,99 → 7,19.
    expect(await salePrices()).toMatchObject({ 4: 719 });
    const end = await o.b.json(`/api/admin/sales/${res.body.id}/end`, "POST");
    expect(end.status).toBe(200);
    expect(await salePrices()).toMatchObject({ 4: null });
    expect((await o.b.json(`/api/admin/sales/${res.body.id}/end`, "POST")).status).toBe(400);
    const list = await o.b.json("/api/admin/sales");
    expect(list.body.items[0]).toMatchObject({ status: "cancelled" });
  });

  it("the Cron Trigger's every-minute run starts a due sale", async () => {
    await scheduledSalesRepo(env.DB).create(
      crypto.randomUUID(),
      { name: "Cron", percent: 10, startsAt: minutes(-1).toISOString(), endsAt: minutes(30).toISOString(), categoryIds: [], productIds: [7], variantIds: [] },
      OWNER,
    );
    await scheduled(
      { cron: "* * * * *", scheduledTime: Date.now(), noRetry() {} } as ScheduledController,
      env as never,
      {
        waitUntil() {},
        passThroughOnException() {},
        props: {},
      } as unknown as ExecutionContext,
    );
    expect((await env.DB.prepare("SELECT sale_price_cents AS s FROM products WHERE id = 7").first<{ s: number }>())!.s).toBe(1169);
  });

  describe("on single variants (a size, a colour)", () => {
    const days = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    /** A product no other test puts on sale: 'Biberão de Vidro' (8,99 €, category 3) in three sizes. */
    let small: number;
    let large: number;
    let own: number;
    beforeAll(async () => {
      // 150 ml and 260 ml follow the product's price, 330 ml has its own (9,99 €). Its history: 7,99 € 25 days ago, 8,99 €
      // since 10 days ago (and the insert's entry, now).
      await env.DB.batch([
        env.DB.prepare(
          "INSERT INTO products (id, name, price_cents, sku, stock_quantity, active, category_id) VALUES (8, 'Biberão de Vidro', 899, 'SKU-8', 10, 1, 3)",
        ),
        env.DB.prepare("UPDATE product_variants SET size = '150 ml' WHERE sku = 'SKU-8'"),
        env.DB.prepare("INSERT INTO product_variants (product_id, sku, size, stock_quantity, position) VALUES (8, 'SKU-8-260', '260 ml', 10, 1)"),
        env.DB.prepare(
          "INSERT INTO product_variants (product_id, sku, size, price_cents, stock_quantity, position) VALUES (8, 'SKU-8-330', '330 ml', 999, 10, 2)",
        ),
        env.DB.prepare("INSERT INTO price_history (product_id, price_cents, effective_from) VALUES (8, 799, ?1), (8, 899, ?2)").bind(days(25), days(10)),
      ]);
      const id = async (sku: string) => (await env.DB.prepare("SELECT id FROM product_variants WHERE sku = ?1").bind(sku).first<{ id: number }>())!.id;
      [small, large, own] = [await id("SKU-8"), await id("SKU-8-260"), await id("SKU-8-330")];
    });
    const variant = async (id: number) =>
      env.DB.prepare("SELECT price_cents AS price, sale_price_cents AS sale FROM product_variants WHERE id = ?1")
        .bind(id)
        .first<{ price: number | null; sale: number | null }>();
    const product8 = async () =>
      env.DB.prepare("SELECT sale_price_cents AS sale, min_price_cents AS minPrice, price_varies AS varies FROM products WHERE id = 8").first();
    const historyOf = async (id: number) =>
      (
        await env.DB.prepare("SELECT price_cents AS p, sale_price_cents AS s FROM price_history WHERE variant_id = ?1 ORDER BY effective_from, id")
          .bind(id)
          .all()
      ).results;

    it("a variant's sku prices that variant alone: its own price for the sale, the Omnibus line from the 30 days it sold at, the order line's sale; then all back", async () => {
      const o = await person("owner", OWNER);
      const form = FORM({ name: "Tamanho 260", categoryIds: [], products: "SKU-8-260" });
      expect((await o.b.json("/api/admin/sales/preview", "POST", form)).body).toEqual({ products: 1, variants: 1 });
      expect(await product8()).toEqual({ sale: null, minPrice: 899, varies: 1 });
      const created = await o.b.json("/api/admin/sales", "POST", { ...form, startsAt: lisbonLocal(minutes(2)) });
      expect(created.status).toBe(201);
      expect(await variant(large)).toEqual({ price: null, sale: null });
      // Two every-minute runs at once: it starts once, and its history is copied once.
      const soon = scheduledSalesService(scheduledSalesRepo(env.DB), promotionsRepo(env.DB), () => minutes(3));
      const runs = await Promise.all([soon.tick(), soon.tick()]);
      expect(runs.map((r) => r.started).sort()).toEqual([0, 1]);

      // 8,99 → 7,19 on 260 ml only; the product and its other sizes keep their prices, the card's 'a partir de' follows.
      expect(await variant(large)).toEqual({ price: 899, sale: 719 });
      expect(await variant(small)).toEqual({ price: null, sale: null });
      expect(await variant(own)).toEqual({ price: 999, sale: null });
      expect(await product8()).toEqual({ sale: null, minPrice: 719, varies: 1 });
      // Its history is the product's (25 and 10 days ago, and at the fixture's seeding) and then the reduction: the reference is 7,99 €, the lowest of the 30 days before.
      expect(await historyOf(large)).toEqual([
        { p: 799, s: null },
        { p: 899, s: null },
        { p: 899, s: null },
        { p: 899, s: 719 },
      ]);
      const page = (await api("/api/products/8")).body.product;
      const sizes = Object.fromEntries(
        page.variants.map((v: { size: string; priceCents: number; salePriceCents: number | null; referencePriceCents: number | null }) => [
          v.size,
          [v.priceCents, v.salePriceCents, v.referencePriceCents],
        ]),
      );
      expect(sizes).toEqual({ "150 ml": [899, null, null], "260 ml": [899, 719, 799], "330 ml": [999, null, null] });

      // The order line records the sale and the regular price; the other size's line does not.
      const c = await customerWithAddress();
      const order = await placeOrder(c.b, c.addressId, [
        { productId: 8, variantId: large, quantity: 2 },
        { productId: 8, variantId: small, quantity: 1 },
      ]);
      expect(order.status).toBe(201);
      const lines = await env.DB.prepare(
        "SELECT variant_id AS v, unit_price_cents AS paid, regular_price_cents AS regular, sale_id AS sale FROM order_items WHERE order_id = ?1 ORDER BY variant_id",
      )
        .bind(order.body.orderId)
        .all();
      expect(lines.results).toEqual([
        { v: small, paid: 899, regular: 899, sale: null },
        { v: large, paid: 719, regular: 899, sale: created.body.id },
      ]);
      // Paid, it is in the sale's results for a range holding the payment (the reports page's 'Descontos'), not in another.
      expect((await c.b.fetch(`${new URL(order.body.url).pathname}/pay`, { method: "POST" })).status).toBe(303);
      const around = (ms: number) => new Date(Date.now() + ms).toISOString();
      const results = async (from: string, to: string) =>
        (await o.b.json(`/api/admin/sales/report?from=${from}&to=${to}`)).body.items.find((r: { id: string }) => r.id === created.body.id);
      expect(await results(around(-3_600_000), around(3_600_000))).toMatchObject({ orders: 1, revenueCents: 2 * 719, discountCents: 2 * (899 - 719) });
      expect(await results("2020-01-01T00:00:00.000Z", "2020-02-01T00:00:00.000Z")).toMatchObject({ orders: 0, discountCents: 0 });

      // The product whole, or that size, in another sale at the same time: refused; another size: allowed.
      for (const products of ["SKU-8", "SKU-8-260"]) {
        const clash = await o.b.json("/api/admin/sales", "POST", FORM({ name: "Natal", categoryIds: [], products, startsAt: lisbonLocal(minutes(30)) }));
        expect(clash.body.error?.message, products).toBe(e.saleOverlap("Tamanho 260"));
      }
      const category = await o.b.json("/api/admin/sales", "POST", FORM({ name: "Natal", categoryIds: [3], products: "" }));
      expect(category.body.error?.message).toBe(e.saleOverlap("Tamanho 260"));
      const other = await o.b.json("/api/admin/sales", "POST", FORM({ name: "330 ml", percent: "10", categoryIds: [], products: "SKU-8-330" }));
      expect(other.status).toBe(201);
      expect(await variant(own)).toEqual({ price: 999, sale: 899 });

      // Both end on their own: 260 ml follows the product again (its history says so), 330 ml keeps its own price.
      const later = scheduledSalesService(scheduledSalesRepo(env.DB), promotionsRepo(env.DB), () => minutes(61));
      expect(await later.tick()).toEqual({ started: 0, ended: 2 });
      expect(await variant(large)).toEqual({ price: null, sale: null });
      expect(await variant(own)).toEqual({ price: 999, sale: null });
      expect(await product8()).toEqual({ sale: null, minPrice: 899, varies: 1 });
      expect((await historyOf(large)).slice(-1)).toEqual([{ p: 899, s: null }]);
    });

    it("a second sale on the same size copies only what the product's history gained since; the owner's own price meanwhile is kept at the end", async () => {
      const o = await person("owner", OWNER);
      const before = (await historyOf(large)).length;
      await env.DB.prepare("UPDATE products SET price_cents = 949 WHERE id = 8").run();
      const sale = await o.b.json("/api/admin/sales", "POST", FORM({ name: "Outra vez", categoryIds: [], products: "SKU-8-260" }));
      expect(sale.status).toBe(201);
      // 9,49 → 7,59; one copied entry (the new price) and the reduction.
      expect(await variant(large)).toEqual({ price: 949, sale: 759 });
      expect((await historyOf(large)).slice(before)).toEqual([
        { p: 949, s: null },
        { p: 949, s: 759 },
      ]);
      // The owner gives the size a price of its own during the sale: ending leaves it as the owner set it.
      await env.DB.prepare("UPDATE product_variants SET price_cents = 1099 WHERE id = ?1").bind(large).run();
      expect((await o.b.json(`/api/admin/sales/${sale.body.id}/end`, "POST")).status).toBe(200);
      expect(await variant(large)).toEqual({ price: 1099, sale: 759 });
      await env.DB.batch([
        env.DB.prepare("UPDATE product_variants SET price_cents = NULL, sale_price_cents = NULL WHERE id = ?1").bind(large),
        env.DB.prepare("UPDATE products SET price_cents = 899 WHERE id = 8"),
      ]);
    });

    it("an unknown sku is named on the field; nothing saved", async () => {
      const o = await person("owner", OWNER);
      const res = await o.b.json("/api/admin/sales", "POST", FORM({ categoryIds: [], products: "SKU-8-260, SKU-NADA" }));
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ field: "products", message: e.products("SKU-NADA") });
      expect((await env.DB.prepare("SELECT count(*) AS n FROM scheduled_sales").first<{ n: number }>())!.n).toBe(0);
    });
  });
});
