import { env } from "cloudflare:workers";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { copies } from "../../shared/copy";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { orderMailsTo, variantOf } from "./setup/checkout";
import { guestAddress, guestProfile } from "./setup/guest";
import { Browser, outbox, STRONG } from "./setup/session";
import { supplier } from "./setup/supplier-mock";

/**
 * Issue 44 item 10, decisions/0058: SPEC's credentials step is an offer, not a wall. 'Continuar sem criar conta' places a
 * guest order with the pre-registration's e-mail and address (no account: `user_id` null), pays it, and the order is
 * reached by its link (id + an unguessable key) from the success page and the confirmation e-mail. The account can be
 * made after paying; it shows the order once its e-mail is verified.
 */
beforeAll(async () => {
  await seedCatalogFixture();
  supplier.listen({ onUnhandledRequest: "error" });
});
afterEach(() => supplier.resetHandlers());
afterAll(() => supplier.close());

const pt = copies.pt;
const profile = guestProfile;
const address = guestAddress;
let n = 0;
const browser = () => new Browser(`192.0.2.${(++n % 200) + 20}`);

/** A guest up to the credentials step: e-mail, profile and address in the pre-registration. */
async function guestAtCredentials() {
  const b = browser();
  const email = `convidada-${++n}-${crypto.randomUUID().slice(0, 6)}@exemplo.pt`;
  expect((await b.json("/api/checkout/pre-registration", "POST", { email })).status).toBe(201);
  expect((await b.json("/api/checkout/pre-registration/profile", "PUT", profile)).status).toBe(200);
  expect((await b.json("/api/checkout/pre-registration/address", "PUT", address)).status).toBe(200);
  return { b, email };
}

/** 'Continuar sem criar conta' then 'Encomendar': the guest's order and its payment page. */
async function guestOrder(b: Browser) {
  const items = [{ productId: 4, variantId: await variantOf(4), quantity: 1 }];
  const quote = await b.json("/api/shipping/quotes", "POST", { country: "PT", postalCode: address.zipCode, items });
  expect(quote.status).toBe(200);
  return b.json("/api/checkout/pre-registration/order", "POST", {
    items,
    quoteId: quote.body.quoteId,
    optionId: quote.body.options[0].id,
    recipientName: "Rita Sousa",
  });
}

const row = (id: string) =>
  env.DB.prepare("SELECT user_id, status, json_extract(recipient_address, '$.guestEmail') AS guest_email FROM orders WHERE id = ?1")
    .bind(id)
    .first<{ user_id: string | null; status: string; guest_email: string | null }>();

describe("buying as a guest ('Continuar sem criar conta')", () => {
  it("places the order without an account, pays it, and reaches it by its link from the success page and the e-mail", async () => {
    const { b, email } = await guestAtCredentials();
    const res = await guestOrder(b);
    expect(res.status).toBe(201);
    const { orderId, url, key } = res.body as { orderId: string; url: string; key: string };
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(await row(orderId)).toEqual({ user_id: null, status: "pending", guest_email: email });
    // No account was made for the e-mail.
    expect(await env.DB.prepare("SELECT 1 FROM users WHERE email = ?1").bind(email).first()).toBeNull();

    // The test payment page returns to the order's page with its key.
    const paid = await b.fetch(`${new URL(url).pathname}/pay`, { method: "POST" });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("Location")).toContain(`pedido=${orderId}&chave=${key}`);
    expect((await row(orderId))!.status).toBe("paid");

    // The order by its link, from any browser; a wrong or missing key is an unknown order.
    const stranger = browser();
    const view = await stranger.json(`/api/guest-orders/${orderId}?chave=${key}`);
    expect(view.status).toBe(200);
    expect(view.body.order).toMatchObject({ id: orderId, status: "paid", userId: null });
    expect((await stranger.json(`/api/guest-orders/${orderId}?chave=${"0".repeat(64)}`)).status).toBe(404);
    expect((await stranger.json(`/api/guest-orders/${orderId}`)).status).toBe(404);
    // Not a customer's order either.
    expect((await stranger.json(`/api/orders/${orderId}`)).status).toBe(401);

    // The confirmation e-mail goes to the guest and carries the link.
    const mails = await orderMailsTo(email);
    const confirmation = mails.find((m) => m.subject === pt.orders.mail.subject(pt.orders.number(orderId)))!;
    expect(confirmation).toBeDefined();
    expect(confirmation.text).toContain(pt.orders.mail.guestOrderLink(`http://shop.test/order-success?pedido=${orderId}&chave=${key}`));
  });

  it("the guest's invoice opens by the order's key (from the e-mail and the order page), never without it or with another's", async () => {
    const { b, email } = await guestAtCredentials();
    const { orderId, url, key } = (await guestOrder(b)).body as { orderId: string; url: string; key: string };
    expect((await b.fetch(`${new URL(url).pathname}/pay`, { method: "POST" })).status).toBe(303);
    const doc = await vi.waitFor(
      async () => {
        const d = await env.DB.prepare("SELECT id FROM invoice_documents WHERE order_id = ?1 AND status = 'issued'").bind(orderId).first<{ id: string }>();
        expect(d).not.toBeNull();
        return d!;
      },
      { timeout: 5000 },
    );
    const pdfPath = `/api/invoices/${doc.id}/pdf?chave=${key}`;
    // The invoice e-mail links to it with the key; the order page lists it with the key.
    const mailsTo = async () => (await env.DB.prepare('SELECT text FROM email_outbox WHERE "to" = ?1').bind(email).all<{ text: string }>()).results;
    await vi.waitFor(async () => expect((await mailsTo()).some((m) => m.text.includes(`http://shop.test${pdfPath}`))).toBe(true), { timeout: 5000 });
    const stranger = browser();
    const view = await stranger.json(`/api/guest-orders/${orderId}?chave=${key}`);
    expect(view.body.order.documents).toEqual([expect.objectContaining({ id: doc.id, url: pdfPath })]);
    // Any browser with the key opens it; without the key it needs a session; a wrong key, or another order's, is unknown.
    const pdf = await stranger.fetch(pdfPath);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect((await stranger.fetch(`/api/invoices/${doc.id}/pdf`)).status).toBe(401);
    expect((await stranger.fetch(`/api/invoices/${doc.id}/pdf?chave=${"0".repeat(64)}`)).status).toBe(404);
    const other = await guestAtCredentials();
    const otherKey = ((await guestOrder(other.b)).body as { key: string }).key;
    expect((await stranger.fetch(`/api/invoices/${doc.id}/pdf?chave=${otherKey}`)).status).toBe(404);
  }, 20_000);

  it("the account made after paying sees the order once its e-mail is verified (not before)", async () => {
    const { b, email } = await guestAtCredentials();
    const { orderId, url } = (await guestOrder(b)).body as { orderId: string; url: string };
    expect((await b.fetch(`${new URL(url).pathname}/pay`, { method: "POST" })).status).toBe(303);

    // 'Criar conta' on the success page: the pre-registration becomes the account (profile and address).
    expect((await b.json("/api/checkout/pre-registration/credentials", "POST", { password: STRONG, confirm: STRONG })).status).toBe(201);
    expect((await b.signIn(email, STRONG)).ok).toBe(true);
    expect((await b.json("/api/orders")).body.items).toEqual([]);
    expect((await row(orderId))!.user_id).toBeNull();

    const verification = (await outbox(email)).find((m) => m.text.includes("/api/account/verify-email?token="))!;
    const link = /http:\/\/shop\.test(\/api\/account\/verify-email\?token=[\w-]+)/.exec(verification.text)![1]!;
    expect((await b.fetch(link)).status).toBe(302);
    const userId = (await env.DB.prepare("SELECT id FROM users WHERE email = ?1").bind(email).first<{ id: string }>())!.id;
    expect((await row(orderId))!.user_id).toBe(userId);
    // Verifying ends the sessions opened before it (issue 43): signed in again, the order is in 'Meus Pedidos'.
    expect((await b.signIn(email, STRONG)).ok).toBe(true);
    expect((await b.json("/api/orders")).body.items.map((o: { id: string }) => o.id)).toEqual([orderId]);
  });

  it("back from the payment page without paying, the guest's order is cancelled by its key (stock back)", async () => {
    const { b } = await guestAtCredentials();
    const { orderId, key } = (await guestOrder(b)).body as { orderId: string; key: string };
    expect((await browser().json(`/api/guest-orders/${orderId}/cancel?chave=${"1".repeat(64)}`, "POST")).status).toBe(404);
    expect((await b.json(`/api/guest-orders/${orderId}/cancel?chave=${key}`, "POST")).status).toBe(200);
    expect((await row(orderId))!.status).toBe("cancelled");
  });

  it("withdrawing without signing in works with the guest's order number and e-mail", async () => {
    const { b, email } = await guestAtCredentials();
    const { orderId, url } = (await guestOrder(b)).body as { orderId: string; url: string };
    expect((await b.fetch(`${new URL(url).pathname}/pay`, { method: "POST" })).status).toBe(303);
    const res = await browser().json("/api/withdrawals", "POST", { orderNumber: orderId.slice(-8).toUpperCase(), email });
    expect(res.status).toBe(201);
    const ack = (await orderMailsTo(email)).find((m) => m.subject === pt.withdrawal.mail.subject(pt.orders.number(orderId)));
    expect(ack).toBeDefined();
  });

  it("needs the profile and the address; an e-mail that became an account's meanwhile signs in instead", async () => {
    const b = browser();
    const email = `convidada-${++n}-${crypto.randomUUID().slice(0, 6)}@exemplo.pt`;
    await b.json("/api/checkout/pre-registration", "POST", { email });
    expect((await guestOrder(b)).body.error.code).toBe("pre_registration_incomplete");

    const late = await guestAtCredentials();
    const other = browser();
    expect((await other.json("/api/account/signup", "POST", { email: late.email, password: STRONG, firstName: "Rita", fullName: "Rita Sousa" })).status).toBe(
      201,
    );
    const refused = await guestOrder(late.b);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("user_already_registered");
    expect((await browser().json("/api/checkout/pre-registration/order", "POST", {})).status).toBe(400);
  });
});
