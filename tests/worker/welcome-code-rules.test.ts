import { env } from "cloudflare:workers";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { copy } from "../../shared/copy";
import { sha256Hex } from "../../worker/lib/crypto";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { customerWithAddress, orderStatus, placeOrder, variantOf } from "./setup/checkout";
import { api } from "./setup/request";
import { Browser, STRONG, signUp } from "./setup/session";
import { supplier } from "./setup/supplier-mock";

/**
 * Issue 43 (low), decisions/0051: the welcome code's terms. (a) 'The first purchase' held only when the order was placed:
 * a shopper placed a discounted order, then placed and paid a plain one, then paid the discounted one. A discounted
 * order is now placed only when the customer has no other pending or paid order, and no other order is placed while a
 * discounted one is pending — both checked by the database in the order's own batch. (b) An erased account's e-mail,
 * subscribing again, got a second code: the shop now remembers, by a keyed hash only, that the address had one.
 */
beforeAll(async () => {
  await seedCatalogFixture();
  supplier.listen({ onUnhandledRequest: "error" });
});
afterEach(() => supplier.resetHandlers());
afterAll(() => supplier.close());

let n = 0;
const codeFor = async (email: string) => {
  const code = `BEMVINDO-REGRA${String(++n).padStart(5, "0")}`;
  await env.DB.prepare("INSERT INTO discount_codes (code, email) VALUES (?1, ?2)").bind(code, email).run();
  return code;
};
const order = async (c: Awaited<ReturnType<typeof customerWithAddress>>, discountCode?: string) =>
  placeOrder(c.b, c.addressId, [{ productId: 4, variantId: await variantOf(4), quantity: 1 }], discountCode ? { discountCode } : {});
const pay = async (c: Awaited<ReturnType<typeof customerWithAddress>>, url: string) =>
  expect((await c.b.fetch(`${new URL(url).pathname}/pay`, { method: "POST" })).status).toBe(303);
const ordersOf = async (userId: string) =>
  (
    await env.DB.prepare("SELECT status, discount_cents AS discount FROM orders WHERE user_id = ?1 AND status <> 'cancelled'")
      .bind(userId)
      .all<{ status: string; discount: number }>()
  ).results;

describe("the welcome code is for the first purchase, whatever the order of placing and paying", () => {
  it("the attack: a discounted order pending, then a plain order placed and paid, then the discounted one paid — the plain one is refused", async () => {
    const c = await customerWithAddress();
    const code = await codeFor(c.email);
    const discounted = await order(c, code);
    expect(discounted.status).toBe(201);
    const plain = await order(c);
    expect(plain.status).toBe(409);
    expect(plain.body.error).toEqual({ code: "too_many_pending_orders", message: copy.orders.welcomeOrderPending });
    await pay(c, discounted.body.url);
    expect(await orderStatus(discounted.body.orderId)).toBe("paid");
    // Once the discounted order is paid (it was the first purchase), the next order is an ordinary one.
    expect((await order(c)).status).toBe(201);
  });

  it("the other way round: a plain order pending (or paid) first, then a discounted one is refused, saying why", async () => {
    const c = await customerWithAddress();
    const code = await codeFor(c.email);
    const plain = await order(c);
    expect(plain.status).toBe(201);
    const discounted = await order(c, code);
    expect(discounted.status).toBe(400);
    expect(discounted.body.error).toEqual({ code: "discount_invalid", field: "discountCode", message: copy.orders.discountOtherOrder });
    await pay(c, plain.body.url);
    expect((await order(c, code)).body.error).toMatchObject({ code: "discount_invalid", message: copy.orders.discountFirstPurchase });
    expect(await env.DB.prepare("SELECT redeemed_at, order_id FROM discount_codes WHERE code = ?1").bind(code).first()).toEqual({
      redeemed_at: null,
      order_id: null,
    });
  });

  it("a discounted order cancelled frees the code and the customer: a plain order may follow", async () => {
    const c = await customerWithAddress();
    const code = await codeFor(c.email);
    const discounted = await order(c, code);
    expect((await c.b.json(`/api/orders/${discounted.body.orderId}/cancel`, "POST")).status).toBe(200);
    expect((await order(c)).status).toBe(201);
  });

  it("a discounted and a plain order placed at once, many times: never both, so never two first purchases", async () => {
    for (let round = 0; round < 4; round++) {
      const c = await customerWithAddress();
      const code = await codeFor(c.email);
      const answers = await Promise.all([order(c, code), order(c), order(c, code), order(c)]);
      const placed = await ordersOf(c.userId);
      expect(answers.filter((a) => a.status === 201)).toHaveLength(placed.length);
      // Either the discounted order alone, or plain orders only (up to the two pending orders a customer may hold).
      if (placed.some((o) => o.discount > 0)) expect(placed).toHaveLength(1);
      expect(placed.length).toBeGreaterThanOrEqual(1);
    }
    // With a discounted order pending, plain orders at once: every one refused.
    const c = await customerWithAddress();
    expect((await order(c, await codeFor(c.email))).status).toBe(201);
    const plain = await Promise.all(Array.from({ length: 4 }, () => order(c)));
    expect(plain.map((a) => a.status)).toEqual([409, 409, 409, 409]);
    expect(await ordersOf(c.userId)).toHaveLength(1);
  }, 60_000);
});

describe("an erased account's e-mail does not get a second welcome code", () => {
  const subscribe = (email: string) =>
    api("/api/newsletter", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": crypto.randomUUID() },
      body: JSON.stringify({ email, consent: true }),
    });
  const welcomeMails = async (email: string) =>
    (await env.DB.prepare('SELECT count(*) AS n FROM email_outbox WHERE "to" = ?1 AND text LIKE ?2').bind(email, "%BEMVINDO-%").first<{ n: number }>())!.n;

  for (const used of [false, true])
    it(`subscribe, sign up, ${used ? "use the code, " : ""}erase the account, sign up and subscribe again: no new code; the address is kept only as a keyed hash`, async () => {
      const c = await customerWithAddress();
      expect((await subscribe(c.email)).status).toBe(201);
      const { code } = (await env.DB.prepare("SELECT code FROM discount_codes WHERE email = ?1").bind(c.email).first<{ code: string }>())!;
      if (used) await pay(c, (await order(c, code)).body.url);
      expect((await c.b.json("/api/account", "DELETE", { password: STRONG })).status).toBe(200);

      // Nothing of the address in clear, nor its plain hash; the code row stays, unusable.
      const rows = (await env.DB.prepare("SELECT code, email FROM discount_codes WHERE code = ?1").bind(code).all<{ code: string; email: string }>()).results;
      expect(rows).toHaveLength(1);
      expect(rows[0]!.email).not.toContain(c.email);
      expect(rows[0]!.email).not.toContain(await sha256Hex(c.email));
      expect(rows[0]!.email).toMatch(/^erased:[0-9a-f]{64}$/);

      expect((await subscribe(c.email)).status).toBe(201);
      expect((await subscribe(c.email.toUpperCase())).status).toBe(201);
      const b = new Browser();
      await signUp(b, c.email);
      expect((await subscribe(c.email)).status).toBe(201);
      expect(await env.DB.prepare("SELECT count(*) AS n FROM discount_codes WHERE email = ?1").bind(c.email).first()).toEqual({ n: 0 });
      expect(await welcomeMails(c.email)).toBe(0);
      // Another address still gets its code.
      const other = `outra-${crypto.randomUUID().slice(0, 8)}@exemplo.pt`;
      expect((await subscribe(other)).status).toBe(201);
      expect(await welcomeMails(other)).toBe(1);
    });
});
