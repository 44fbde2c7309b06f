import { env } from "cloudflare:workers";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { copies, copy } from "../../shared/copy";
import { LANGUAGE_HEADER } from "../../shared/languages";
import { fulfil, person } from "./setup/admin";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { customerWithAddress, placeOrder, variantOf } from "./setup/checkout";
import { dayFromToday } from "./setup/dates";
import { Browser } from "./setup/session";
import { supplier } from "./setup/supplier-mock";
import { SLOW_TEST_MS } from "./setup/timeouts";

// Real reviews (UCPD annex I 23b–23c, decisions/0017): only a customer with a delivered order containing the product
// (issue 44, decisions/0061: 'Compra verificada' after delivery), once per product; the product's average and count
// follow in the same statement.

beforeAll(async () => {
  await seedCatalogFixture();
  supplier.listen({ onUnhandledRequest: "error" });
});
afterEach(() => supplier.resetHandlers());
afterAll(() => supplier.close());

/** A customer's order of the product: paid and delivered through the back-office unless `pay` / `deliver` say otherwise. */
async function buyer(productId: number, pay = true, deliver = pay) {
  const c = await customerWithAddress();
  const res = await placeOrder(c.b, c.addressId, [{ productId, variantId: await variantOf(productId), quantity: 1 }]);
  expect(res.status).toBe(201);
  const page = new URL(res.body.url).pathname;
  if (pay) expect((await c.b.fetch(`${page}/pay`, { method: "POST" })).status).toBe(303);
  if (deliver) await fulfil(res.body.orderId as string);
  return { ...c, orderId: res.body.orderId as string, page };
}
const reviewsOf = (productId: number) => env.DB.prepare("SELECT COUNT(*) AS n FROM reviews WHERE product_id = ?1").bind(productId).first<{ n: number }>();
const aggregate = (productId: number) =>
  env.DB.prepare("SELECT rating_sum AS sum, rating_count AS count FROM products WHERE id = ?1").bind(productId).first<{ sum: number; count: number }>();
const post = (b: Browser, productId: number, body: unknown) => b.json(`/api/products/${productId}/reviews`, "POST", body);

describe("POST /api/products/:id/reviews", () => {
  it("a customer who bought and paid reviews once; the list, the card and the detail show the new average and count", async () => {
    const a = await buyer(3);
    const b = await buyer(3);
    expect((await a.b.json("/api/products/3/reviews/eligibility")).body).toEqual({ canReview: true, reason: null });
    expect((await post(a.b, 3, { rating: 5, title: "Ótima", body: "O bebé adormece logo." })).status).toBe(201);
    const second = await post(b.b, 3, { rating: 4 });
    expect(second.status).toBe(201);
    expect(second.body).toEqual({ ratingAverage: 4.5, reviewCount: 2 });

    const list = (await new Browser().json("/api/products/3/reviews")).body;
    expect(list).toMatchObject({ ratingAverage: 4.5, reviewCount: 2, page: 1, totalPages: 1 });
    expect(list.items.map((r: { rating: number }) => r.rating)).toEqual([4, 5]); // newest first
    expect(list.items[1]).toMatchObject({ title: "Ótima", body: "O bebé adormece logo.", reviewer: "Maria S." });
    expect(JSON.stringify(list)).not.toMatch(/compra-|@exemplo|userId|orderId/);
    expect((await new Browser().json("/api/products/3")).body.product).toMatchObject({ ratingAverage: 4.5, reviewCount: 2 });
    const card = (await new Browser().json("/api/products?category=sono-conforto")).body.items.find((p: { id: number }) => p.id === 3);
    expect(card).toMatchObject({ ratingAverage: 4.5, reviewCount: 2 });
    expect((await env.DB.prepare("SELECT order_id AS o FROM reviews WHERE user_id = ?1").bind(a.userId).first<{ o: string }>())!.o).toBe(a.orderId);

    // Once per product per customer.
    const again = await post(a.b, 3, { rating: 1 });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: "review_already_exists", message: copy.reviews.alreadyExists });
    expect((await a.b.json("/api/products/3/reviews/eligibility")).body).toEqual({ canReview: false, reason: "already_reviewed" });
    expect(await aggregate(3)).toEqual({ sum: 9, count: 2 });
  });

  it("two reviews sent at once: one 201, one 409, one row, the count moves by one", async () => {
    const c = await buyer(5);
    const before = (await aggregate(5))!;
    const answers = await Promise.all([post(c.b, 5, { rating: 2 }), post(c.b, 5, { rating: 3 }), post(c.b, 5, { rating: 4 })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect((await reviewsOf(5))!.n).toBe(before.count + 1);
    expect((await aggregate(5))!.count).toBe(before.count + 1);
  });

  it("not a buyer: 403 with the reason in Portuguese, nothing written", async () => {
    const c = await customerWithAddress();
    const before = (await reviewsOf(1))!.n;
    const res = await post(c.b, 1, { rating: 5 });
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({ code: "review_not_purchased", message: copy.reviews.notPurchased });
    expect((await c.b.json("/api/products/1/reviews/eligibility")).body).toEqual({ canReview: false, reason: "not_buyer" });
    expect((await reviewsOf(1))!.n).toBe(before);
  });

  it("another product's purchase does not count", async () => {
    const c = await buyer(4);
    expect((await post(c.b, 1, { rating: 5 })).status).toBe(403);
    expect((await post(c.b, 4, { rating: 5 })).status).toBe(201);
  });

  it(
    "paid, being prepared or sent: not yet, the eligibility and the API say it comes after delivery (in the request's language); delivered: reviewed",
    async () => {
      const c = await buyer(4, true, false);
      const before = (await reviewsOf(4))!.n;
      const staff = await person("staff");
      const base = `/api/admin/orders/${c.orderId}`;
      const notYet = async () => {
        expect((await c.b.json("/api/products/4/reviews/eligibility")).body).toEqual({ canReview: false, reason: "not_delivered" });
        const refused = await post(c.b, 4, { rating: 5 });
        expect(refused.status).toBe(403);
        expect(refused.body.error).toEqual({ code: "review_not_delivered", message: copy.reviews.notDeliveredYet });
      };
      await notYet(); // paid
      expect((await staff.b.json(`${base}/prepare`, "POST")).status).toBe(200);
      await notYet();
      expect((await staff.b.json(`${base}/ship`, "POST", { carrier: "ctt", trackingNumber: "RR123456785PT" })).status).toBe(200);
      await notYet();
      c.b.headers[LANGUAGE_HEADER] = "es";
      expect((await post(c.b, 4, { rating: 5 })).body.error).toEqual({ code: "review_not_delivered", message: copies.es.reviews.notDeliveredYet });
      delete c.b.headers[LANGUAGE_HEADER];
      expect((await reviewsOf(4))!.n).toBe(before);

      expect((await staff.b.json(`${base}/deliver`, "POST", { deliveredOn: dayFromToday() })).status).toBe(200);
      expect((await c.b.json("/api/products/4/reviews/eligibility")).body).toEqual({ canReview: true, reason: null });
      expect((await post(c.b, 4, { rating: 4 })).status).toBe(201);
      expect((await reviewsOf(4))!.n).toBe(before + 1);
    },
    SLOW_TEST_MS,
  );

  it("a pending, a cancelled or a withdrawn order does not count", async () => {
    const pending = await buyer(7, false);
    expect((await post(pending.b, 7, { rating: 5 })).status).toBe(403);
    expect((await pending.b.json(`/api/orders/${pending.orderId}/cancel`, "POST")).status).toBe(200);
    expect((await post(pending.b, 7, { rating: 5 })).status).toBe(403);
    const withdrawn = await buyer(7);
    await env.DB.prepare("UPDATE orders SET withdrawn_at = ?2 WHERE id = ?1").bind(withdrawn.orderId, new Date().toISOString()).run();
    expect((await post(withdrawn.b, 7, { rating: 5 })).status).toBe(403);
    expect((await reviewsOf(7))!.n).toBe(0);
  });

  it("bad input: 400 naming the field, nothing written", async () => {
    const c = await buyer(1);
    for (const [body, field] of [
      [{}, "rating"],
      [{ rating: 0 }, "rating"],
      [{ rating: 6 }, "rating"],
      [{ rating: 4.5 }, "rating"],
      [{ rating: "5" }, "rating"],
      [{ rating: 5, title: "x".repeat(121) }, "title"],
      [{ rating: 5, body: "x".repeat(2001) }, "body"],
      [{ rating: 5, body: "a\u202Eb" }, "body"],
    ] as const) {
      const res = await post(c.b, 1, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.field).toBe(field);
    }
    expect((await reviewsOf(1))!.n).toBe(0);
  });

  it("401 without a session; the eligibility of a visitor says to sign in; an unknown product is 404", async () => {
    const visitor = new Browser();
    const res = await post(visitor, 1, { rating: 5 });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("unauthenticated");
    expect((await visitor.json("/api/products/1/reviews/eligibility")).body).toEqual({ canReview: false, reason: "sign_in" });
    expect((await visitor.json("/api/products/999/reviews")).status).toBe(404);
    expect((await visitor.json("/api/products/6/reviews")).status).toBe(404); // withdrawn from sale
  });

  it("deleting the account removes its reviews and the product's aggregate follows", async () => {
    const c = await buyer(1);
    const before = (await aggregate(1))!;
    expect((await post(c.b, 1, { rating: 1 })).status).toBe(201);
    expect(await aggregate(1)).toEqual({ sum: before.sum + 1, count: before.count + 1 });
    await env.DB.prepare("DELETE FROM users WHERE id = ?1").bind(c.userId).run();
    expect(await aggregate(1)).toEqual(before);
    expect((await new Browser().json("/api/products/1/reviews")).body).toMatchObject({ reviewCount: before.count });
  });
});

describe("GET /api/reviews/latest (the home page's reviews)", () => {
  const latest = async () => {
    const res = await new Browser().fetch("/api/reviews/latest");
    return {
      res,
      items: ((await res.json()) as { items: { id: string; rating: number; body: string; reviewer: string; product: { id: number; name: string } }[] }).items,
    };
  };
  // Rows written as the seed writes them (a demo customer's paid order proves each); dates in the future sort them first.
  async function reviewAt(createdAt: string, productId: number, rating: number, body: string | null) {
    const c = await buyer(productId);
    await env.DB.prepare("INSERT INTO reviews (id, product_id, user_id, order_id, rating, body, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)")
      .bind(crypto.randomUUID(), productId, c.userId, c.orderId, rating, body, createdAt)
      .run();
  }

  it(
    "the newest reviews with a text, whatever their rating, newest first, at most nine, without ids of people or orders",
    async () => {
      for (let i = 0; i < 10; i++) await reviewAt(`2099-01-${String(10 + i).padStart(2, "0")} 10:00:00`, 7, (i % 5) + 1, `Texto ${i}`);
      await reviewAt("2099-02-01 10:00:00", 7, 5, null); // the newest, but without a text: not shown

      const { res, items } = await latest();
      expect(res.status).toBe(200);
      expect(res.headers.get("Cache-Control")).toMatch(/^public/);
      expect(items).toHaveLength(9);
      expect(items.map((r) => r.body)).toEqual(["Texto 9", "Texto 8", "Texto 7", "Texto 6", "Texto 5", "Texto 4", "Texto 3", "Texto 2", "Texto 1"]);
      expect(items.map((r) => r.rating)).toEqual([5, 4, 3, 2, 1, 5, 4, 3, 2]); // low ratings are shown too
      expect(items[0]).toMatchObject({ reviewer: "Maria S.", product: { id: 7 } });
      expect(items[0]!.product.name).toBe((await env.DB.prepare("SELECT name FROM products WHERE id = 7").first<{ name: string }>())!.name);
      expect(JSON.stringify(items)).not.toMatch(/userId|orderId|@exemplo|compra-/);
    },
    SLOW_TEST_MS,
  );

  it("a deactivated product's reviews are not shown", async () => {
    await reviewAt("2099-03-01 10:00:00", 4, 4, "Produto retirado.");
    expect((await latest()).items[0]!.body).toBe("Produto retirado.");
    await env.DB.prepare("UPDATE products SET active = 0 WHERE id = 4").run();
    expect((await latest()).items.map((r) => r.body)).not.toContain("Produto retirado.");
    await env.DB.prepare("UPDATE products SET active = 1 WHERE id = 4").run();
  });
});
