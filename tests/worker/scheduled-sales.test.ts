import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { promotionsCopy } from "../../shared/copy/back-office/promotions";
import type { ScheduledSaleForm } from "../../shared/promotion-rules";
import { lisbonLocal } from "../../shared/shop-day";
import { promotionsRepo } from "../../worker/features/promotions/promotions.repo";
import { scheduledSalesRepo } from "../../worker/features/promotions/scheduled-sales.repo";
import { scheduledSalesService } from "../../worker/features/promotions/scheduled-sales.service";
import { scheduled } from "../../worker/scheduled";
import { OWNER, person } from "./setup/admin";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { api } from "./setup/request";

/**
 * Issue 47: scheduled sales. A percentage off categories or products between two moments, starting and ending by itself
 * (the every-minute job): the products' sale prices are set from the regular price (a manual sale price already lower
 * stays), the listings' price filter and the product page follow (the edge cache's token changes with the prices), the
 * Omnibus reference is the lowest price of the 30 days before, and the end puts back what was there. The owner sees what
 * a sale touches before saving, cannot put one product in two sales at once, and ends one early. Owners only, audited.
 */
const e = promotionsCopy.errors;

beforeAll(seedCatalogFixture);
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
      { name: "Cron", percent: 10, startsAt: minutes(-1).toISOString(), endsAt: minutes(30).toISOString(), categoryIds: [], productIds: [7] },
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
});
