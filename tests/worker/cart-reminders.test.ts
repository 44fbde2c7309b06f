import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copies } from "../../shared/copy";
import { OWNER, person } from "./setup/admin";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { ADDRESS, placeOrder } from "./setup/checkout";
import { cronDeps, firstVariantOf } from "./setup/cron-deps";
import { Browser, STRONG } from "./setup/session";
import { supplier } from "./setup/supplier-mock";

// A cart that is not forgotten (issue 50): a customer who agreed (off by default) keeps their cart on the server; one
// reminder goes out the owner's hours after it last changed, none when they ordered meanwhile, the products sold out or
// they withdrew; its link puts the cart back, another stops the reminders; the back-office counts them.

const t = copies.pt.cartReminders;
const HOUR = 3_600_000;

beforeAll(async () => {
  await seedCatalogFixture();
  supplier.listen({ onUnhandledRequest: "error" });
});
afterAll(() => supplier.close());

let n = 0;
/** A signed-in customer, verified, with a saved address; `agree`: ticked the reminders at sign-up. */
async function customer({ agree = true, lang = "pt" as "pt" | "es" } = {}) {
  const b = new Browser(`198.19.${n % 250}.${++n % 250}`);
  b.headers["X-Shop-Language"] = lang;
  const email = `carrinho-${n}-${crypto.randomUUID().slice(0, 6)}@exemplo.pt`;
  const res = await b.json("/api/account/signup", "POST", {
    email,
    password: STRONG,
    firstName: "Rita",
    fullName: "Rita Sousa",
    ...(agree ? { cartReminders: true } : {}),
  });
  expect(res.status).toBe(201);
  await env.DB.prepare("UPDATE users SET email_verified_at = '2026-01-01T00:00:00.000Z' WHERE email = ?1").bind(email).run();
  await b.signIn(email, STRONG);
  return { b, email };
}

const line = async (productId: number, quantity = 1) => ({ productId, variantId: await firstVariantOf(productId), quantity });
const keep = (b: Browser, lines: unknown[]) => b.json("/api/cart-reminders/cart", "PUT", { lines });
const remindersTo = async (to: string) =>
  (
    await env.DB.prepare("SELECT subject, text FROM email_outbox WHERE \"to\" = ?1 AND event_key LIKE 'cart-reminder:%'")
      .bind(to)
      .all<{ subject: string; text: string }>()
  ).results;
/** The job as the Cron Trigger runs it, `hours` from now. */
const runAt = (hours: number) => cronDeps().cartReminders.sendDue(new Date(Date.now() + hours * HOUR));
const tokenIn = (text: string, stop = false) => {
  const m = (stop ? /carrinho-guardado\?c=([\w-]+)&parar=1/ : /carrinho-guardado\?c=([\w-]+)\n/).exec(text);
  expect(m, text).not.toBeNull();
  return m![1]!;
};

describe("the consent", () => {
  it("is off unless ticked at sign-up; without it nothing is kept; it can be given and withdrawn in 'Meus dados'", async () => {
    const { b } = await customer({ agree: false });
    expect((await b.json("/api/cart-reminders/consent")).body).toEqual({ enabled: false });
    expect((await keep(b, [await line(4)])).body).toEqual({ kept: false });
    const me = (await b.json("/api/account/me")).body.user.id as string;
    expect(await env.DB.prepare("SELECT 1 FROM saved_carts WHERE user_id = ?1").bind(me).first()).toBeNull();

    expect((await b.json("/api/cart-reminders/consent", "PUT", { enabled: true })).body).toEqual({ enabled: true });
    expect((await keep(b, [await line(4)])).body).toEqual({ kept: true });
    expect((await b.json("/api/cart-reminders/consent", "PUT", { enabled: false })).body).toEqual({ enabled: false });
    // Withdrawn: the kept cart is forgotten with it.
    expect(await env.DB.prepare("SELECT 1 FROM saved_carts WHERE user_id = ?1").bind(me).first()).toBeNull();
    expect((await new Browser().json("/api/cart-reminders/consent", "PUT", { enabled: true })).status).toBe(401);
  });

  it("refuses a cart of more than 50 lines or a quantity of 0, keeping nothing", async () => {
    const { b } = await customer();
    const tooMany = Array.from({ length: 51 }, (_, i) => ({ productId: i + 1, variantId: null, quantity: 1 }));
    expect((await keep(b, tooMany)).status).toBe(400);
    expect((await keep(b, [{ ...(await line(4)), quantity: 0 }])).status).toBe(400);
    const me = (await b.json("/api/account/me")).body.user.id as string;
    expect(await env.DB.prepare("SELECT 1 FROM saved_carts WHERE user_id = ?1").bind(me).first()).toBeNull();
  });
});

describe("the reminder", () => {
  it("goes out once, the owner's hours after the cart last changed, in the customer's language, with a link that puts it back", async () => {
    const { b, email } = await customer();
    expect((await keep(b, [await line(4, 2), await line(1)])).body).toEqual({ kept: true });
    expect(await runAt(3.9)).toBe(0);
    // Two runs at once past the delay: one e-mail.
    const [a, c] = await Promise.all([runAt(4.1), runAt(4.1)]);
    expect(a + c).toBe(1);
    expect(await runAt(10)).toBe(0);
    const mails = await remindersTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(t.mail.subject);
    expect(mails[0]!.text).toContain(t.mail.greeting("Rita"));
    expect(mails[0]!.text).toContain("2 × Biberão Anticólicas");

    // The link puts back the lines the e-mail showed, counted once as opened; an unknown token is not found.
    const token = tokenIn(mails[0]!.text);
    const restored = await new Browser().json("/api/cart-reminders/restore", "POST", { token });
    expect(restored.status).toBe(200);
    expect(restored.body.lines).toEqual([await line(4, 2), await line(1)]);
    expect((await new Browser().json("/api/cart-reminders/restore", "POST", { token: "x".repeat(43) })).status).toBe(404);
    expect(await env.DB.prepare("SELECT restored_at AS at FROM cart_reminders WHERE token = ?1").bind(token).first<{ at: string }>()).toMatchObject({
      at: expect.any(String),
    });

    // The same cart sent again changes nothing; a changed cart is a new one, reminded again later.
    await keep(b, [await line(4, 2), await line(1)]);
    expect(await runAt(10)).toBe(0);
    await keep(b, [await line(4, 1)]);
    expect(await runAt(4.1)).toBe(1);
    expect(await remindersTo(email)).toHaveLength(2);
  });

  it("is in Spanish for a Spanish customer, and the owner's delay is the one in the settings", async () => {
    const owner = await person("owner", OWNER);
    const current = (await owner.b.json("/api/admin/settings")).body.values;
    expect((await owner.b.json("/api/admin/settings", "PUT", { ...current, cartReminderHours: "12" })).status).toBe(200);
    try {
      const { b, email } = await customer({ lang: "es" });
      await keep(b, [await line(4)]);
      expect(await runAt(5)).toBe(0);
      expect(await runAt(12.1)).toBe(1);
      const [mail] = await remindersTo(email);
      expect(mail!.subject).toBe(copies.es.cartReminders.mail.subject);
      expect(mail!.text).toContain("/es/carrito-guardado?c=");
    } finally {
      await owner.b.json("/api/admin/settings", "PUT", { ...current, cartReminderHours: "4" });
    }
  });

  it("none when the customer ordered meanwhile, the products sold out, or the consent was withdrawn", async () => {
    const ordered = await customer();
    const saved = await ordered.b.json("/api/addresses", "POST", ADDRESS);
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const addressId = saved.body.address.id as string;
    await keep(ordered.b, [await line(4)]);
    expect((await placeOrder(ordered.b, addressId, [await line(4)])).status).toBe(201);

    // The fixture's product 2 is sold out.
    const soldOut = await customer();
    await keep(soldOut.b, [await line(2)]);

    const withdrew = await customer();
    await keep(withdrew.b, [await line(4)]);
    await withdrew.b.json("/api/cart-reminders/consent", "PUT", { enabled: false });
    await runAt(4.1);
    for (const c of [ordered, soldOut, withdrew]) expect(await remindersTo(c.email)).toHaveLength(0);
    // The sold-out cart is forgotten until the browser sends it again.
    const soldOutId = (await soldOut.b.json("/api/account/me")).body.user.id as string;
    expect(await env.DB.prepare("SELECT 1 FROM saved_carts WHERE user_id = ?1").bind(soldOutId).first()).toBeNull();
  });

  it("stops in one click from the e-mail; the back-office counts the reminders, the carts recovered and their revenue", async () => {
    const before = (await (await person("owner", OWNER)).b.json("/api/admin/dashboard?period=today")).body.cartReminders;
    const { b, email } = await customer();
    await keep(b, [await line(4)]);
    expect(await runAt(4.1)).toBe(1);
    const [mail] = await remindersTo(email);

    // Ordered and paid after the reminder: a cart recovered.
    const addressId = (await b.json("/api/addresses", "POST", ADDRESS)).body.address.id as string;
    const res = await placeOrder(b, addressId, [await line(4)]);
    expect((await b.fetch(`${new URL(res.body.url).pathname}/pay`, { method: "POST" })).status).toBe(303);
    const total = (await env.DB.prepare("SELECT total_cents AS t FROM orders WHERE id = ?1").bind(res.body.orderId).first<{ t: number }>())!.t;

    const owner = await person("owner", OWNER);
    const after = (await owner.b.json("/api/admin/dashboard?period=today")).body.cartReminders;
    expect(after).toEqual({ sent: before.sent + 1, recovered: before.recovered + 1, revenueCents: before.revenueCents + total });
    // Staff see the counts, not the money.
    const staff = await person("staff");
    expect((await staff.b.json("/api/admin/dashboard?period=today")).body.cartReminders.revenueCents).toBeNull();

    const stop = await new Browser().json("/api/cart-reminders/stop", "POST", { token: tokenIn(mail!.text, true) });
    expect(stop.status).toBe(200);
    expect((await b.json("/api/cart-reminders/consent")).body).toEqual({ enabled: false });
  });
});

describe("the development route", () => {
  it("runs the reminders' job at once by its name (what the Cron Trigger would do later); an unknown job is not found", async () => {
    const { b, email } = await customer();
    await keep(b, [await line(4)]);
    await env.DB.prepare(
      "UPDATE saved_carts SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-5 hours') WHERE user_id = (SELECT id FROM users WHERE email = ?1)",
    )
      .bind(email)
      .run();
    const dev = new Browser();
    const res = await dev.json(`/api/dev/scheduled/${encodeURIComponent("forgotten carts' reminders")}`, "POST", {});
    expect(res.status).toBe(200);
    expect(res.body.result).toBeGreaterThanOrEqual(1);
    expect(await remindersTo(email)).toHaveLength(1);
    expect((await dev.json("/api/dev/scheduled/nenhum", "POST", {})).status).toBe(404);
  });
});
