import { env } from "cloudflare:workers";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { copy } from "../../shared/copy";
import { appConfig } from "../../worker/config/app-config";
import { createDb } from "../../worker/db/client";
import { createDeps } from "../../worker/deps";
import { DomainError } from "../../worker/lib/domain-error";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { customerWithAddress, stockOf, variantOf } from "./setup/checkout";
import type { Browser } from "./setup/session";
import { supplier } from "./setup/supplier-mock";

// Orders priced and reserved on the server (DESIGN §5, issue 13). The supplier answers CTT-N 4,50 € and GLS-EXP 9,90 €.

beforeAll(async () => {
  await seedCatalogFixture();
  supplier.listen({ onUnhandledRequest: "error" });
});
afterEach(() => supplier.resetHandlers());
afterAll(() => supplier.close());

let stockBefore: Map<number, number>;
beforeEach(async () => {
  const { results } = await env.DB.prepare("SELECT id, stock_quantity FROM product_variants").all<{ id: number; stock_quantity: number }>();
  stockBefore = new Map(results.map((r) => [r.id, r.stock_quantity]));
});
afterEach(async () => {
  // Each test starts from the fixture's stock and with no orders.
  await env.DB.batch([
    env.DB.prepare("DELETE FROM order_items"),
    env.DB.prepare("DELETE FROM orders"),
    ...[...stockBefore].map(([id, n]) => env.DB.prepare("UPDATE product_variants SET stock_quantity = ?1 WHERE id = ?2").bind(n, id)),
  ]);
});

const deps = () => createDeps({ env, var: { db: createDb(env.DB), config: appConfig(env) } });
const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())!.n;

/** A signed-in customer with a saved address, through the real API. */
async function customer() {
  const c = await customerWithAddress();
  return { b: c.b, user: { id: c.userId, email: c.email }, addressId: c.addressId };
}

async function quoteFor(b: Browser, items: { productId: number; variantId: number; quantity: number }[], postalCode = "1100-148") {
  const res = await b.json("/api/shipping/quotes", "POST", { country: "PT", postalCode, items });
  expect(res.status).toBe(200);
  return res.body as { quoteId: string; expiresAt: string; options: { id: string; costCents: number }[] };
}

async function refusal(p: Promise<unknown>) {
  try {
    await p;
  } catch (err) {
    if (err instanceof DomainError) return { code: err.code, message: err.message, field: err.field };
    throw err;
  }
  throw new Error("expected a refusal");
}

describe("creating an order", () => {
  it("prices every line and the delivery from D1, stores a pending order with its lines, and reserves the stock", async () => {
    const { b, user, addressId } = await customer();
    const [v1, v5] = [await variantOf(1), await variantOf(5)];
    const items = [
      { productId: 1, variantId: v1, quantity: 2 },
      { productId: 5, variantId: v5, quantity: 1 },
    ];
    const quote = await quoteFor(b, items);
    expect(quote.quoteId).toMatch(/^[0-9a-f-]{36}$/);
    // Whatever else a request carries (prices, costs, totals) is not read.
    const tampered = {
      items: items.map((i) => ({ ...i, priceCents: 1 })),
      quoteId: quote.quoteId,
      optionId: "CTT-N",
      addressId,
      shippingCents: 0,
      totalCents: 1,
    };
    const order = await deps().orders.create(user, tampered as never);
    // 2 × 129,99 + 1 × 19,99 (sale) + 4,50 delivery.
    expect(order).toMatchObject({ status: "pending", subtotalCents: 27997, discountCents: 0, shippingCents: 450, totalCents: 28447 });
    const row = await env.DB.prepare("SELECT * FROM orders WHERE id = ?1").bind(order.id).first<Record<string, unknown>>();
    expect(row).toMatchObject({
      user_id: user.id,
      status: "pending",
      total_cents: 28447,
      shipping_country: "PT",
      shipping_postal_code: "1100-148",
      shipping_service_name: "CTT Normal",
      shipping_quote_id: quote.quoteId,
    });
    expect(JSON.parse(row!.recipient_address as string)).toMatchObject({ fullName: "Maria Silva", address: "Rua Augusta", zipCode: "1100-148" });
    const lines = await env.DB.prepare(
      "SELECT variant_id, quantity, unit_price_cents, product_name FROM order_items WHERE order_id = ?1 ORDER BY unit_price_cents DESC",
    )
      .bind(order.id)
      .all();
    expect(lines.results).toEqual([
      { variant_id: v1, quantity: 2, unit_price_cents: 12999, product_name: "Berço Portátil Dobrável" },
      { variant_id: v5, quantity: 1, unit_price_cents: 1999, product_name: "Cubo de Atividades" },
    ]);
    expect(await stockOf(v1)).toBe(stockBefore.get(v1)! - 2);
    expect(await stockOf(v5)).toBe(stockBefore.get(v5)! - 1);
    // The product's shown stock follows its variants.
    expect((await env.DB.prepare("SELECT stock_quantity AS n FROM products WHERE id = 1").first<{ n: number }>())!.n).toBe(stockBefore.get(v1)! - 2);
  });

  it("50 parallel orders for the last unit: exactly one is reserved, 49 clear refusals, stock never below zero", async () => {
    const v = await variantOf(3);
    await env.DB.prepare("UPDATE product_variants SET stock_quantity = 1 WHERE id = ?1").bind(v).run();
    const { b, user, addressId } = await customer();
    const items = [{ productId: 3, variantId: v, quantity: 1 }];
    const quote = await quoteFor(b, items);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => deps().orders.create(user, { items, quoteId: quote.quoteId, optionId: "CTT-N", addressId })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected").map((r) => r.reason as DomainError);
    expect(refused).toHaveLength(49);
    for (const err of refused) {
      expect(err).toBeInstanceOf(DomainError);
      expect(err.code).toBe("out_of_stock");
      expect(err.message).toBe(copy.orders.outOfStock("Espreguiçadeira Vibratória", 0));
    }
    expect(await stockOf(v)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM orders")).toBe(1);
    expect(await count("SELECT count(*) AS n FROM order_items")).toBe(1);
  });

  it("a shortfall on one line aborts the whole batch: no order, no line, no stock change on the other line", async () => {
    const { b, user, addressId } = await customer();
    const [v1, v4] = [await variantOf(1), await variantOf(4)];
    const items = [
      { productId: 4, variantId: v4, quantity: 3 },
      { productId: 1, variantId: v1, quantity: 5 },
    ];
    const quote = await quoteFor(b, items);
    // Two units of product 1 go elsewhere after the quote.
    await env.DB.prepare("UPDATE product_variants SET stock_quantity = stock_quantity - 2 WHERE id = ?1").bind(v1).run();
    const err = await refusal(deps().orders.create(user, { items, quoteId: quote.quoteId, optionId: "CTT-N", addressId }));
    expect(err).toEqual({ code: "out_of_stock", message: copy.orders.outOfStock("Berço Portátil Dobrável", 3), field: "items.1.quantity" });
    expect(await count("SELECT count(*) AS n FROM orders")).toBe(0);
    expect(await stockOf(v4)).toBe(stockBefore.get(v4));
  });

  it("the quote must be alive and be for this address and these lines; the option must be the quote's", async () => {
    const { b, user, addressId } = await customer();
    const v4 = await variantOf(4);
    const items = [{ productId: 4, variantId: v4, quantity: 2 }];
    const quote = await quoteFor(b, items);
    const create = (patch: Record<string, unknown>) =>
      refusal(deps().orders.create(user, { items, quoteId: quote.quoteId, optionId: "CTT-N", addressId, ...patch }));
    const expired = { code: "quote_expired", message: copy.orders.quoteExpired };
    expect(await create({ items: [{ ...items[0]!, quantity: 3 }] })).toMatchObject(expired);
    expect(await create({ quoteId: crypto.randomUUID() })).toMatchObject(expired);
    expect(await create({ optionId: "FREE" })).toMatchObject({ ...expired, field: "optionId" });
    const other = await quoteFor(b, items, "4000-322");
    expect(await create({ quoteId: other.quoteId })).toMatchObject(expired);
    await env.DB.prepare("UPDATE shipping_quotes SET expires_at = '2000-01-01T00:00:00.000Z' WHERE id = ?1").bind(quote.quoteId).run();
    expect(await create({})).toMatchObject(expired);
    expect(await count("SELECT count(*) AS n FROM orders")).toBe(0);
  });

  it("another customer's address cannot be used", async () => {
    const owner = await customer();
    const { b, user } = await customer();
    const v4 = await variantOf(4);
    const items = [{ productId: 4, variantId: v4, quantity: 1 }];
    const quote = await quoteFor(b, items);
    expect(await refusal(deps().orders.create(user, { items, quoteId: quote.quoteId, optionId: "CTT-N", addressId: owner.addressId }))).toMatchObject({
      code: "address_not_found",
    });
  });

  it("a withdrawn product or a variant of another product is refused", async () => {
    const { b, user, addressId } = await customer();
    const [v4, v5] = [await variantOf(4), await variantOf(5)];
    const quote = await quoteFor(b, [{ productId: 4, variantId: v4, quantity: 1 }]);
    expect(
      await refusal(
        deps().orders.create(user, { items: [{ productId: 4, variantId: v5, quantity: 1 }], quoteId: quote.quoteId, optionId: "CTT-N", addressId }),
      ),
    ).toMatchObject({
      code: "unknown_product",
    });
    const v6 = await variantOf(6);
    expect(
      await refusal(
        deps().orders.create(user, { items: [{ productId: 6, variantId: v6, quantity: 1 }], quoteId: quote.quoteId, optionId: "CTT-N", addressId }),
      ),
    ).toMatchObject({
      code: "unknown_product",
    });
  });

  it("the customer's welcome code takes 10% off the goods once; another customer's code, or a used one, is refused", async () => {
    const { b, user, addressId } = await customer();
    await env.DB.batch([
      env.DB.prepare("INSERT INTO discount_codes (code, email) VALUES ('BEMVINDO-TESTE00001', ?1)").bind(user.email),
      env.DB.prepare("INSERT INTO discount_codes (code, email) VALUES ('BEMVINDO-OUTRA00001', 'outra@exemplo.pt')"),
    ]);
    const v4 = await variantOf(4);
    const items = [{ productId: 4, variantId: v4, quantity: 3 }];
    const quote = await quoteFor(b, items);
    const base = { items, quoteId: quote.quoteId, optionId: "CTT-N", addressId };
    expect(await refusal(deps().orders.create(user, { ...base, discountCode: "BEMVINDO-OUTRA00001" }))).toMatchObject({
      code: "discount_invalid",
      field: "discountCode",
    });
    // 3 × 8,99 = 26,97; 10% = 2,697 → 2,70.
    const order = await deps().orders.create(user, { ...base, discountCode: " bemvindo-teste00001 " });
    expect(order).toMatchObject({ subtotalCents: 2697, discountCents: 270, shippingCents: 450, totalCents: 2877 });
    expect(await env.DB.prepare("SELECT order_id FROM discount_codes WHERE code = 'BEMVINDO-TESTE00001'").first()).toEqual({ order_id: order.id });
    expect(await env.DB.prepare("SELECT promotion_id, code, discount_cents FROM promotion_uses WHERE order_id = ?1").bind(order.id).first()).toEqual({
      promotion_id: "welcome",
      code: "BEMVINDO-TESTE00001",
      discount_cents: 270,
    });
    expect(await refusal(deps().orders.create(user, { ...base, discountCode: "BEMVINDO-TESTE00001" }))).toMatchObject({ code: "discount_invalid" });
  });

  it("two parallel orders with one single-use code: one gets the discount, the other is refused whole", async () => {
    const { b, user, addressId } = await customer();
    await env.DB.prepare("INSERT INTO discount_codes (code, email) VALUES ('BEMVINDO-CORRIDA0001', ?1)").bind(user.email).run();
    const v4 = await variantOf(4);
    const items = [{ productId: 4, variantId: v4, quantity: 1 }];
    const quote = await quoteFor(b, items);
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        deps().orders.create(user, { items, quoteId: quote.quoteId, optionId: "CTT-N", addressId, discountCode: "BEMVINDO-CORRIDA0001" }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results.filter((r): r is PromiseRejectedResult => r.status === "rejected")) expect((r.reason as DomainError).code).toBe("discount_invalid");
    expect(await count("SELECT count(*) AS n FROM orders")).toBe(1);
    expect(await stockOf(v4)).toBe(stockBefore.get(v4)! - 1);
  });
});
