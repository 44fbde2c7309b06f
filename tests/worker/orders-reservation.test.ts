import { env } from "cloudflare:workers";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { ordersRepo } from "../../worker/features/orders/orders.repo";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { customerWithAddress, stockOf, variantOf } from "./setup/checkout";

// The reservation batch on its own: the guard that the service's early checks cannot give under a race.

beforeAll(seedCatalogFixture);
let stockBefore: Map<number, number>;
beforeEach(async () => {
  const { results } = await env.DB.prepare("SELECT id, stock_quantity FROM product_variants").all<{ id: number; stock_quantity: number }>();
  stockBefore = new Map(results.map((r) => [r.id, r.stock_quantity]));
});
afterEach(async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM order_items"), env.DB.prepare("DELETE FROM orders")]);
});
const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())!.n;
const customer = async () => {
  const c = await customerWithAddress();
  return { user: { id: c.userId, email: c.email } };
};

describe("the reservation batch itself (the guard the early checks cannot give under a race)", () => {
  const newOrder = async (userId: string, items: { variantId: number; quantity: number; productId: number }[], discountCode: string | null = null) => ({
    id: crypto.randomUUID(),
    userId,
    subtotalCents: 100,
    discountCents: 0,
    shippingCents: 0,
    totalCents: 100,
    shippingCountry: "PT",
    shippingPostalCode: "1100-148",
    shippingServiceName: "CTT Normal",
    shippingDelay: "3-5 dias",
    transitDays: [3, 5] as [number, number],
    recipientAddress: {},
    shippingQuoteId: "q",
    items: items.map((i) => ({ ...i, unitPriceCents: 50, discountCents: 0, productName: "x", imageKey: null })),
    promotion: discountCode ? { id: "welcome", code: discountCode, singleUse: true, email: "x@exemplo.pt", discountCents: 10 } : null,
    language: "pt" as const,
    invoiceNif: null,
    invoiceName: null,
  });

  it("a line beyond the stock aborts everything: no order, no line, the other line's stock untouched", async () => {
    const { user } = await customer();
    const [v1, v4] = [await variantOf(1), await variantOf(4)];
    const repo = ordersRepo(createDb(env.DB));
    const result = await repo.reserve(
      await newOrder(user.id, [
        { productId: 4, variantId: v4, quantity: 2 },
        { productId: 1, variantId: v1, quantity: stockBefore.get(v1)! + 1 },
      ]),
      new Date().toISOString(),
    );
    expect(result).toEqual({ ok: false, refused: "stock" });
    expect(await count("SELECT count(*) AS n FROM orders")).toBe(0);
    expect(await count("SELECT count(*) AS n FROM order_items")).toBe(0);
    expect(await stockOf(v4)).toBe(stockBefore.get(v4));
    expect(await stockOf(v1)).toBe(stockBefore.get(v1));
  });

  it("a code redeemed in the meantime aborts everything, stock included", async () => {
    const { user } = await customer();
    await env.DB.prepare("INSERT INTO discount_codes (code, email, redeemed_at) VALUES ('BEMVINDO-USADO99999', ?1, '2026-01-01T00:00:00.000Z')")
      .bind(user.email)
      .run();
    const v4 = await variantOf(4);
    const repo = ordersRepo(createDb(env.DB));
    const result = await repo.reserve(await newOrder(user.id, [{ productId: 4, variantId: v4, quantity: 1 }], "BEMVINDO-USADO99999"), new Date().toISOString());
    expect(result).toEqual({ ok: false, refused: "discount" });
    expect(await count("SELECT count(*) AS n FROM orders")).toBe(0);
    expect(await stockOf(v4)).toBe(stockBefore.get(v4));
    expect(await env.DB.prepare("SELECT redeemed_at, order_id FROM discount_codes WHERE code = 'BEMVINDO-USADO99999'").first()).toEqual({
      redeemed_at: "2026-01-01T00:00:00.000Z",
      order_id: null,
    });
    expect(await count("SELECT count(*) AS n FROM promotion_uses")).toBe(0);
  });
});
