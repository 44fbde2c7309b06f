import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { OWNER_NOTIFICATION_EVENTS } from "../../shared/owner-notifications";
import { withdrawalRefundDeadline } from "../../shared/withdrawal";
import { parseConfig } from "../../worker/config/app-config";
import { createDb } from "../../worker/db/client";
import { createDeps } from "../../worker/deps";
import { OWNER, person } from "./setup/admin";
import { customerWithAddress, orderStatus, placeOrder, variantOf } from "./setup/checkout";
import { dayFromToday } from "./setup/dates";
import { IX_VARS } from "./setup/invoicexpress-mock";
import { Browser } from "./setup/session";
import { STRIPE_VARS, signedEvent, stripeServer } from "./setup/stripe-mock";
import { stripeOrder, withStripeMock } from "./setup/stripe-orders";
import { HttpResponse, http } from "./setup/supplier-mock";
import { SLOW_TEST_MS } from "./setup/timeouts";

/**
 * Issue 44 item 5, decisions/0056: the owners are told by e-mail of a paid order, a withdrawal (with the refund's
 * deadline), an invoice refused for good and a review to moderate: one outbox row per owner per event, written in the
 * event's own batch (so exactly once, however often a webhook or a request arrives), none for an owner who turned the
 * event off; each owner chooses at /api/admin/notifications (owners only).
 */
withStripeMock();

const PARTNER = "socia@exemplo.pt";
/** Two owners, as a shop run by two people configures OWNER_EMAILS. */
const TWO_OWNERS = { OWNER_EMAILS: `${OWNER}, ${PARTNER}` };

/** The owners' rows of one event (its key up to the owner's address), by address. */
const ownerMails = async (event: string, key: string) =>
  (
    await env.DB.prepare(`SELECT "to", subject, text FROM email_outbox WHERE substr(event_key, 1, length(?1)) = ?1 ORDER BY "to"`)
      .bind(`owner:${event}:${key}:`)
      .all<{ to: string; subject: string; text: string }>()
  ).results;

const numberOf = (orderId: string) => orderId.slice(-8).toUpperCase();

/** A customer's order paid on the test payment page, the shop configured with `vars` (its owners). */
async function paidOrder(vars: Record<string, string>, productId = 4) {
  const c = await customerWithAddress(vars);
  const res = await placeOrder(c.b, c.addressId, [{ productId, variantId: await variantOf(productId), quantity: 2 }]);
  expect(res.status).toBe(201);
  expect((await c.b.fetch(`${new URL(res.body.url).pathname}/pay`, { method: "POST" })).status).toBe(303);
  return { ...c, orderId: res.body.orderId as string };
}

/** Stripe's webhook call to a shop with `owners`. */
const webhook = (event: { payload: string; header: string }, owners: Record<string, string> = TWO_OWNERS) =>
  new Browser("203.0.113.201", { ...STRIPE_VARS, ...owners }).fetch("/api/payments/stripe/webhook", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": event.header, Origin: "https://stripe.com" },
    body: event.payload,
  });

describe("a new paid order", () => {
  it(
    "the same Stripe event twice, then ten at once, then another event of the session: one e-mail per owner",
    async () => {
      const { orderId, sessionId } = await stripeOrder(2);
      const event = await signedEvent("checkout.session.completed", {
        id: sessionId,
        client_reference_id: orderId,
        payment_status: "paid",
        status: "complete",
      });
      expect((await webhook(event)).status).toBe(200);
      expect((await webhook(event)).status).toBe(200);
      await Promise.all(Array.from({ length: 10 }, () => webhook(event)));
      await webhook(await signedEvent("checkout.session.async_payment_succeeded", { id: sessionId, client_reference_id: orderId, payment_status: "paid" }));
      expect(await orderStatus(orderId)).toBe("paid");

      const mails = await ownerMails("order_paid", orderId);
      expect(mails.map((m) => m.to)).toEqual([OWNER, PARTNER]);
      const [mail] = mails;
      const order = (await env.DB.prepare("SELECT total_cents AS total FROM orders WHERE id = ?1").bind(orderId).first<{ total: number }>())!;
      const total = new Intl.NumberFormat("pt-PT", { style: "currency", currency: "EUR" }).format(order.total / 100);
      expect(mail!.subject).toContain(numberOf(orderId));
      expect(mail!.subject).toContain(total);
      expect(mail!.text).toContain("2 × Biberão Anticólicas");
      expect(mail!.text).toContain(`Total: ${total}`);
      expect(mail!.text).toContain(`http://shop.test/admin/encomendas/${orderId}`);
      expect(mail!.text).toContain("http://shop.test/admin/equipa#avisos");
    },
    SLOW_TEST_MS,
  );

  it(
    "an order not paid (a session still waiting) mails no owner",
    async () => {
      const { orderId, sessionId } = await stripeOrder();
      await webhook(
        await signedEvent("checkout.session.completed", { id: sessionId, client_reference_id: orderId, payment_status: "unpaid", status: "complete" }),
      );
      expect(await orderStatus(orderId)).toBe("pending");
      expect(await ownerMails("order_paid", orderId)).toEqual([]);
    },
    SLOW_TEST_MS,
  );
});

describe("an owner's choice", () => {
  it(
    "an owner who turned an event off gets none of it; the others and the owner's other events still come",
    async () => {
      const quiet = `calado-${crypto.randomUUID().slice(0, 6)}@exemplo.pt`;
      const three = { OWNER_EMAILS: `${OWNER},${PARTNER},${quiet}` };
      const me = await person("owner", quiet, three);
      const events = OWNER_NOTIFICATION_EVENTS.filter((e) => e !== "order_paid");
      const saved = await me.b.json("/api/admin/notifications", "PUT", { events });
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({ email: quiet, events, changed: true });

      const o = await paidOrder(three);
      expect((await ownerMails("order_paid", o.orderId)).map((m) => m.to)).toEqual([OWNER, PARTNER]);
      expect((await o.b.json(`/api/orders/${o.orderId}/withdraw`, "POST")).status).toBe(201);
      expect((await ownerMails("withdrawal", o.orderId)).map((m) => m.to)).toEqual([quiet, OWNER, PARTNER].sort());

      // Everything off: nothing, for any event.
      expect((await me.b.json("/api/admin/notifications", "PUT", { events: [] })).body.events).toEqual([]);
      const p = await paidOrder(three);
      await p.b.json(`/api/orders/${p.orderId}/withdraw`, "POST");
      expect((await ownerMails("order_paid", p.orderId)).map((m) => m.to)).toEqual([OWNER, PARTNER]);
      expect((await ownerMails("withdrawal", p.orderId)).map((m) => m.to)).toEqual([OWNER, PARTNER]);
    },
    SLOW_TEST_MS,
  );
});

describe("a stored choice that is not a list", () => {
  it(
    "counts as no choice: the owner is told of every event rather than of none",
    async () => {
      const odd = `estranho-${crypto.randomUUID().slice(0, 6)}@exemplo.pt`;
      const vars = { OWNER_EMAILS: `${OWNER},${odd}` };
      await env.DB.prepare("INSERT INTO owner_notification_choices (email, events) VALUES (?1, 'não é JSON')").bind(odd).run();
      const o = await paidOrder(vars);
      expect((await ownerMails("order_paid", o.orderId)).map((m) => m.to)).toEqual([OWNER, odd]);
      const me = await person("owner", odd, vars);
      expect((await me.b.json("/api/admin/notifications")).body.events).toEqual([...OWNER_NOTIFICATION_EVENTS]);
    },
    SLOW_TEST_MS,
  );
});

describe("a withdrawal", () => {
  it(
    "five at once: recorded once, one e-mail per owner with the date received and the refund's deadline (the shop's one rule)",
    async () => {
      const o = await paidOrder(TWO_OWNERS);
      const answers = await Promise.all(Array.from({ length: 5 }, () => o.b.json(`/api/orders/${o.orderId}/withdraw`, "POST")));
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
      const { at } = (await env.DB.prepare("SELECT withdrawn_at AS at FROM orders WHERE id = ?1").bind(o.orderId).first<{ at: string }>())!;

      const mails = await ownerMails("withdrawal", o.orderId);
      expect(mails.map((m) => m.to)).toEqual([OWNER, PARTNER]);
      const deadline = new Intl.DateTimeFormat("pt-PT", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Europe/Lisbon" }).format(
        new Date(withdrawalRefundDeadline(at)),
      );
      const received = new Intl.DateTimeFormat("pt-PT", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Europe/Lisbon" }).format(new Date(at));
      expect(mails[0]!.subject).toBe(`Desistência da encomenda ${numberOf(o.orderId)}: reembolsar até ${deadline} — Mãe & Bebé`);
      expect(mails[0]!.text).toContain(`Prazo do reembolso: ${deadline}`);
      // Not sent yet: nothing to send, nothing to receive back.
      expect(mails[0]!.text).toContain("ainda não foi enviada: não a envie");
      expect(mails[0]!.text).toContain(`Desistência recebida a ${received}`);
      expect(mails[0]!.text).toContain(`http://shop.test/admin/encomendas/${o.orderId}`);
      // The back-office's withdrawal list says the same deadline.
      const owner = await person("owner", OWNER);
      const listed = (await owner.b.json("/api/admin/withdrawals")).body.items.find((w: { id: string }) => w.id === o.orderId);
      expect(listed.refundBy).toBe(withdrawalRefundDeadline(at));
    },
    SLOW_TEST_MS,
  );
});

describe("an invoice refused for good", () => {
  it(
    "flagged failed after the last attempt: one e-mail per owner with the error and the order's page, also when two crons race",
    async () => {
      // The invoicing program answers 503 to everything.
      stripeServer.use(http.all("https://maebebe.app.invoicexpress.com/*", () => HttpResponse.json({ errors: ["Serviço indisponível"] }, { status: 503 })));
      const vars = { ...IX_VARS, ...TWO_OWNERS };
      const o = await paidOrder(vars);
      const doc = async () =>
        (await env.DB.prepare("SELECT id, status, attempts, last_error AS error FROM invoice_documents WHERE order_id = ?1").bind(o.orderId).first<{
          id: string;
          status: string;
          attempts: number;
          error: string | null;
        }>())!;
      await vi.waitFor(async () => expect((await doc()).error).toMatch(/503/), { timeout: 5000 });
      const { id } = await doc();
      expect(await ownerMails("invoice_failed", id)).toEqual([]);
      // The last attempt is due: two crons at once, one flags it failed and tells the owners.
      await env.DB.prepare("UPDATE invoice_documents SET attempts = 9, next_attempt_at = '2000-01-01T00:00:00.000Z' WHERE id = ?1").bind(id).run();
      const cron = () => createDeps({ env: { ...env, ...vars }, var: { db: createDb(env.DB), config: parseConfig({ ...env, ...vars }) } });
      await Promise.all([cron().invoicing.issueDue(), cron().invoicing.issueDue()]);
      expect(await doc()).toMatchObject({ status: "failed", attempts: 10 });
      const mails = await ownerMails("invoice_failed", id);
      expect(mails.map((m) => m.to)).toEqual([OWNER, PARTNER]);
      expect(mails[0]!.subject).toBe(`Fatura-recibo da encomenda ${numberOf(o.orderId)} não foi emitida — Mãe & Bebé`);
      expect(mails[0]!.text).toMatch(/Erro: .*503/);
      expect(mails[0]!.text).toContain(`http://shop.test/admin/encomendas/${o.orderId}`);
      // Nothing more while it stays failed.
      await cron().invoicing.issueDue();
      expect(await ownerMails("invoice_failed", id)).toHaveLength(2);
    },
    SLOW_TEST_MS,
  );
});

describe("a review to moderate", () => {
  it(
    "three sent at once: one review, one e-mail per owner with the product, the stars, the words and the moderation page",
    async () => {
      const o = await paidOrder(TWO_OWNERS, 5);
      // Delivered first, so the review counts under any rule of when a buyer may review.
      const staff = await person("staff");
      const base = `/api/admin/orders/${o.orderId}`;
      expect((await staff.b.json(`${base}/prepare`, "POST")).status).toBe(200);
      expect((await staff.b.json(`${base}/ship`, "POST", { carrier: "ctt", trackingNumber: "RR123456789PT" })).status).toBe(200);
      expect((await staff.b.json(`${base}/deliver`, "POST", { deliveredOn: dayFromToday() })).status).toBe(200);

      const post = (rating: number) => o.b.json("/api/products/5/reviews", "POST", { rating, title: "Não gostei", body: "Chegou partido." });
      const answers = await Promise.all([post(2), post(2), post(2)]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
      const { id, name } = (await env.DB.prepare(
        "SELECT r.id, p.name FROM reviews r JOIN products p ON p.id = r.product_id WHERE r.user_id = ?1 AND r.product_id = 5",
      )
        .bind(o.userId)
        .first<{ id: string; name: string }>())!;
      const mails = await ownerMails("review_pending", id);
      expect(mails.map((m) => m.to)).toEqual([OWNER, PARTNER]);
      expect(mails[0]!.subject).toBe(`Nova avaliação (2/5) de ${name} — Mãe & Bebé`);
      expect(mails[0]!.text).toContain("Título: Não gostei");
      expect(mails[0]!.text).toContain("Texto: Chegou partido.");
      expect(mails[0]!.text).toContain("http://shop.test/admin/avaliacoes");
    },
    SLOW_TEST_MS,
  );

  it(
    "a review refused (not a buyer) mails no owner",
    async () => {
      const c = await customerWithAddress(TWO_OWNERS);
      const before = (await env.DB.prepare("SELECT count(*) AS n FROM email_outbox WHERE event_key LIKE 'owner:review_pending:%'").first<{ n: number }>())!.n;
      expect((await c.b.json("/api/products/1/reviews", "POST", { rating: 5 })).status).toBe(403);
      expect((await env.DB.prepare("SELECT count(*) AS n FROM email_outbox WHERE event_key LIKE 'owner:review_pending:%'").first<{ n: number }>())!.n).toBe(
        before,
      );
    },
    SLOW_TEST_MS,
  );
});

describe("GET/PUT /api/admin/notifications", () => {
  const audit = async (actor: string) =>
    (
      await env.DB.prepare("SELECT before, after FROM audit_log WHERE action = 'notifications.changed' AND actor = ?1 ORDER BY id")
        .bind(actor)
        .all<{ before: string; after: string }>()
    ).results;

  it(
    "the owner reads every event on until choosing; a change is audited once (before → after), a repeat changes nothing",
    async () => {
      const email = `dona-${crypto.randomUUID().slice(0, 6)}@exemplo.pt`;
      const vars = { OWNER_EMAILS: `${OWNER},${email}` };
      const owner = await person("owner", email, vars);
      expect((await owner.b.json("/api/admin/notifications")).body).toEqual({ email, events: [...OWNER_NOTIFICATION_EVENTS] });
      // Any order and repeats are kept in the list's order, once.
      const put = (events: string[]) => owner.b.json("/api/admin/notifications", "PUT", { events });
      const [a, b] = await Promise.all([put(["review_pending", "order_paid", "order_paid"]), put(["order_paid", "review_pending"])]);
      expect([a.body.changed, b.body.changed].sort()).toEqual([false, true]);
      expect((await owner.b.json("/api/admin/notifications")).body.events).toEqual(["order_paid", "review_pending"]);
      expect(await audit(email)).toEqual([{ before: JSON.stringify(OWNER_NOTIFICATION_EVENTS), after: '["order_paid","review_pending"]' }]);
      expect((await put(["order_paid", "review_pending"])).body.changed).toBe(false);
      expect(await audit(email)).toHaveLength(1);
      // An event that is not one, or no list: 400, nothing written.
      expect((await put(["everything"])).status).toBe(400);
      expect((await owner.b.json("/api/admin/notifications", "PUT", {})).status).toBe(400);
      // A write without the shop's Origin is refused.
      const foreign = await owner.b.fetch("/api/admin/notifications", {
        method: "PUT",
        headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
        body: JSON.stringify({ events: [] }),
      });
      expect(foreign.status).toBe(403);
      expect((await owner.b.json("/api/admin/notifications")).body.events).toEqual(["order_paid", "review_pending"]);
    },
    SLOW_TEST_MS,
  );

  it(
    "staff get 403, a customer 403, no session 401: no choice is written",
    async () => {
      const staff = await person("staff");
      expect((await staff.b.json("/api/admin/notifications")).status).toBe(403);
      expect((await staff.b.json("/api/admin/notifications", "PUT", { events: [] })).status).toBe(403);
      const customer = await person("customer");
      expect((await customer.b.json("/api/admin/notifications", "PUT", { events: [] })).status).toBe(403);
      expect((await new Browser().json("/api/admin/notifications")).status).toBe(401);
      const rows = await env.DB.prepare("SELECT email FROM owner_notification_choices WHERE email IN (?1, ?2)").bind(staff.email, customer.email).all();
      expect(rows.results).toEqual([]);
    },
    SLOW_TEST_MS,
  );
});
