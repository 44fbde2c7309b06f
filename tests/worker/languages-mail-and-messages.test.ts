import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copies } from "../../shared/copy";
import { LANGUAGE_HEADER } from "../../shared/languages";
import { pathsFor } from "../../shared/page-tables";
import { orderRefundMail } from "../../worker/features/orders/order-change-mails";
import type { OrderView } from "../../worker/features/orders/order-reads.repo";
import { formatCentsIn, formatLisbonMomentIn } from "../../worker/lib/formats-in";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { ADDRESS, customerWithAddress, placeOrder, variantOf } from "./setup/checkout";
import { signed } from "./setup/mail";
import { Browser, STRONG } from "./setup/session";
import { supplier } from "./setup/supplier-mock";

// Issue 31, decisions/0040: the API answers in the request's language (X-Shop-Language, sent by the web's client), an
// order keeps the language it was placed in and every e-mail goes out in the customer's language, its links to the
// pages in that language.

beforeAll(async () => {
  await seedCatalogFixture();
  // The product every order here buys has a Spanish name (decisions/0041): the order keeps the name of its language.
  await env.DB.prepare("UPDATE products SET name_es = 'Biberón Anticólicos' WHERE id = 4").run();
  supplier.listen({ onUnhandledRequest: "error" });
});
afterAll(() => supplier.close());

const es = copies.es;
const pt = copies.pt;
let n = 0;
const spanish = () => {
  const b = new Browser(`192.0.2.${(++n % 200) + 30}`);
  b.headers[LANGUAGE_HEADER] = "es";
  return b;
};
const mailsTo = async (to: string) =>
  (await env.DB.prepare('SELECT subject, text FROM email_outbox WHERE "to" = ?1 ORDER BY created_at, rowid').bind(to).all<{ subject: string; text: string }>())
    .results;
const orderLanguage = async (id: string) =>
  (await env.DB.prepare("SELECT language FROM orders WHERE id = ?1").bind(id).first<{ language: string }>())?.language;
const totalOf = async (id: string) => (await env.DB.prepare("SELECT total_cents AS t FROM orders WHERE id = ?1").bind(id).first<{ t: number }>())!.t;

/** A guest's checkout from the Spanish shop: pre-registration, account (and its verification e-mail), sign-in. */
async function spanishGuest() {
  const b = spanish();
  const email = `invitada-${++n}-${crypto.randomUUID().slice(0, 6)}@ejemplo.es`;
  await b.json("/api/checkout/pre-registration", "POST", { email });
  const profile = { firstName: "Lucía", fullName: "Lucía García", birthDate: "1990-05-17", phone: "+351912345678", nif: "123456789" };
  expect((await b.json("/api/checkout/pre-registration/profile", "PUT", profile)).status).toBe(200);
  expect((await b.json("/api/checkout/pre-registration/address", "PUT", { ...ADDRESS, firstName: "Lucía", fullName: "Lucía García" })).status).toBe(200);
  const done = await b.json("/api/checkout/pre-registration/credentials", "POST", { password: STRONG, confirm: STRONG });
  expect(done.status).toBe(201);
  expect((await b.signIn(email, STRONG)).ok).toBe(true);
  return { b, email, addressId: done.body.addressId as string };
}

async function order(b: Browser, addressId: string) {
  const res = await placeOrder(b, addressId, [{ productId: 4, variantId: await variantOf(4), quantity: 1 }]);
  expect(res.status).toBe(201);
  return { orderId: res.body.orderId as string, page: new URL(res.body.url).pathname };
}

describe("a Spanish guest checkout", () => {
  it("keeps the order's language 'es' and sends every e-mail in Spanish, its links under /es/", async () => {
    const g = await spanishGuest();
    const [verification] = await mailsTo(g.email);
    expect(verification!.subject).toBe(es.mail.verifyEmail("", "").subject);
    expect(verification!.text).toContain("Hola, Lucía");

    // Paid by card, then withdrawn from: the confirmation and the acknowledgement.
    const paid = await order(g.b, g.addressId);
    expect(await orderLanguage(paid.orderId)).toBe("es");
    expect((await g.b.fetch(`${paid.page}/pay`, { method: "POST" })).status).toBe(303);
    const number = es.orders.number(paid.orderId);
    const confirmation = (await mailsTo(g.email)).find((m) => m.subject === es.orders.mail.subject(number));
    expect(confirmation, "the Spanish confirmation").toBeDefined();
    expect(confirmation!.text).toContain(es.orders.mail.withdrawalTitle);
    expect(confirmation!.text).toContain("1 × Biberón Anticólicos");
    expect(confirmation!.text).toContain(`http://shop.test${pathsFor("es").withdrawal}`);
    expect(confirmation!.text).toContain(es.withdrawal.form.title);
    expect(confirmation!.text).toContain(`${es.orders.mail.total}: ${formatCentsIn("es", await totalOf(paid.orderId))}`);
    expect(confirmation!.text).toContain(es.shipping.countryNames.PT);
    expect(confirmation!.text).not.toContain(pt.orders.mail.withdrawalTitle);

    expect((await g.b.json(`/api/orders/${paid.orderId}/withdraw`, "POST")).status).toBe(201);
    const at = (await env.DB.prepare("SELECT withdrawn_at FROM orders WHERE id = ?1").bind(paid.orderId).first<{ withdrawn_at: string }>())!.withdrawn_at;
    const ack = (await mailsTo(g.email)).find((m) => m.subject === es.withdrawal.mail.subject(number));
    expect(ack!.text).toContain(es.withdrawal.mail.intro(number, formatLisbonMomentIn("es", at)));
    expect(ack!.text).toContain(es.orders.mail.signature);

    // Multibanco chosen, then cancelled: the payment details and the cancellation (Multibanco needs the e-mail verified,
    // decisions/0050: the guest has confirmed it).
    await env.DB.prepare("UPDATE users SET email_verified_at = '2026-01-01T00:00:00.000Z' WHERE email = ?1").bind(g.email).run();
    const awaited = await order(g.b, g.addressId);
    expect((await g.b.fetch(`${awaited.page}/multibanco`, { method: "POST" })).status).toBe(303);
    const second = es.orders.number(awaited.orderId);
    const details = (await mailsTo(g.email)).find((m) => m.subject === es.orders.awaitedMail.subject(second));
    expect(details!.text).toContain(es.orders.awaited.multibancoTitle);
    const deadline = (await env.DB.prepare("SELECT payment_expires_at AS d FROM orders WHERE id = ?1").bind(awaited.orderId).first<{ d: string }>())!.d;
    expect(details!.text).toContain(`${es.orders.awaited.deadline}: ${formatLisbonMomentIn("es", deadline)}`);
    expect((await g.b.json(`/api/orders/${awaited.orderId}/cancel`, "POST")).status).toBe(200);
    const cancelled = (await mailsTo(g.email)).find((m) => m.subject === es.orders.cancelledMail.subject(second));
    expect(cancelled!.text).toContain(es.orders.cancelledMail.byCustomer);

    // Nothing this customer received is Portuguese.
    for (const m of await mailsTo(g.email)) expect(m.text).not.toContain(pt.orders.mail.signature.split("\\n")[0]!);
  });

  it("a Portuguese checkout stays Portuguese: language 'pt', Portuguese e-mails, links at the root", async () => {
    const c = await customerWithAddress();
    const o = await order(c.b, c.addressId);
    expect(await orderLanguage(o.orderId)).toBe("pt");
    expect((await c.b.fetch(`${o.page}/pay`, { method: "POST" })).status).toBe(303);
    const confirmation = (await mailsTo(c.email)).find((m) => m.subject === pt.orders.mail.subject(pt.orders.number(o.orderId)));
    expect(confirmation!.text).toContain(`http://shop.test${pathsFor("pt").withdrawal}`);
    expect(confirmation!.text).not.toContain("/es/");
    expect(confirmation!.text).toContain(pt.withdrawal.form.title);
    expect(confirmation!.text).toContain("1 × Biberão Anticólicas");
  });

  it("the payment page returns the Spanish shopper to the Spanish pages", async () => {
    const g = await spanishGuest();
    const o = await order(g.b, g.addressId);
    // The development payment page itself speaks the order's language, with the order's Spanish product name.
    const testPage = await (await g.b.fetch(o.page)).text();
    expect(testPage).toContain('<html lang="es-ES">');
    expect(testPage).toContain(es.testPayment.banner);
    expect(testPage).toContain("1 × Biberón Anticólicos");
    expect(testPage).not.toContain(pt.testPayment.banner);
    const res = await g.b.fetch(`${o.page}/pay`, { method: "POST" });
    expect(res.headers.get("Location")).toContain(`http://shop.test${pathsFor("es").orderSuccess({ pedido: o.orderId })}`);
  });
});

describe("account and newsletter e-mails in the language of the shop they are asked from", () => {
  it("a sign-up from the Spanish shop: the Spanish verification e-mail, the account kept Spanish, the link back to /es/", async () => {
    const b = spanish();
    const email = `registro-${crypto.randomUUID().slice(0, 8)}@ejemplo.es`;
    expect((await b.json("/api/account/signup", "POST", { email, password: STRONG, firstName: "Lucía", fullName: "Lucía García" })).status).toBe(201);
    const [mail] = await mailsTo(email);
    const link = mail!.text.match(/http:\/\/shop\.test(\/api\/account\/verify-email\?token=\S+)/)![1]!;
    const written = es.mail.verifyEmail("Lucía", `http://shop.test${link}`);
    expect(mail).toEqual({ ...written, text: signed(written.text) });
    const user = await env.DB.prepare("SELECT language FROM users WHERE email = ?1").bind(email).first<{ language: string }>();
    expect(user!.language).toBe("es");
    const res = await b.fetch(link);
    expect(res.headers.get("Location")).toMatch(new RegExp(`^${pathsFor("es").auth({ verificado: true }).replace("?", "\\?")}&redefinir=[\\w-]+$`));
  });

  it("a sign-up without the header is Portuguese, as before", async () => {
    const b = new Browser();
    const email = `registo-${crypto.randomUUID().slice(0, 8)}@exemplo.pt`;
    expect((await b.json("/api/account/signup", "POST", { email, password: STRONG, firstName: "Maria", fullName: "Maria Silva" })).status).toBe(201);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe(pt.mail.verifyEmail("", "").subject);
    const link = mail!.text.match(/http:\/\/shop\.test(\/api\/account\/verify-email\?token=\S+)/)![1]!;
    expect((await b.fetch(link)).headers.get("Location")).toMatch(
      new RegExp(`^${pathsFor("pt").auth({ verificado: true }).replace("?", "\\?")}&redefinir=[\\w-]+$`),
    );
  });

  it("a reset code asked from the Spanish shop comes in Spanish with the Spanish reset page's link", async () => {
    const email = `olvido-${crypto.randomUUID().slice(0, 8)}@ejemplo.pt`;
    await new Browser().json("/api/account/signup", "POST", { email, password: STRONG, firstName: "Maria", fullName: "Maria Silva" });
    expect((await spanish().json("/api/account/reset-code", "POST", { email })).status).toBe(200);
    const [reset] = await mailsTo(email).then((ms) => ms.filter((m) => m.subject === es.mail.resetCode("", "").subject));
    expect(reset!.text).toContain(`http://shop.test${pathsFor("es").resetPassword}?access_token=`);
  });

  it("a newsletter subscription from the Spanish shop: the Spanish welcome e-mail, its unsubscribe page in Spanish", async () => {
    const email = `boletin-${crypto.randomUUID().slice(0, 8)}@ejemplo.es`;
    const b = spanish();
    expect((await b.json("/api/newsletter", "POST", { email, consent: true })).status).toBe(201);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe(es.mail.welcomeDiscount(10, "", "").subject);
    const link = mail!.text.match(/http:\/\/shop\.test(\/api\/newsletter\/unsubscribe\?\S+)/)![1]!;
    expect(new URL(link, "http://shop.test").searchParams.get("l")).toBe("es");
    const page = await (await b.fetch(link)).text();
    expect(page).toContain('<html lang="es-ES">');
    expect(page).toContain(es.mail.unsubscribed.done);
    expect(page).toContain(`href="${pathsFor("es").home}"`);
  });
});

describe("API messages in the request's language", () => {
  const signup = (headers: Record<string, string>) =>
    new Browser().fetch("/api/account/signup", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify({ email: "no-es-un-correo", password: STRONG, firstName: "Ana", fullName: "Ana Ruiz" }),
    });
  const product = (headers: Record<string, string>) => new Browser().fetch("/api/products/987654", { headers });
  const message = async (res: Promise<Response>) => ((await (await res).json()) as { error: { code: string; message: string } }).error;

  it("a validation error: Spanish with X-Shop-Language: es, Portuguese without it", async () => {
    expect(await message(signup({ [LANGUAGE_HEADER]: "es" }))).toMatchObject({ code: "invalid_input", message: es.validation.email });
    expect(await message(signup({}))).toMatchObject({ code: "invalid_input", message: pt.validation.email });
  });

  it("a DomainError: Spanish with the header, Portuguese without it", async () => {
    expect(await message(product({ [LANGUAGE_HEADER]: "es" }))).toEqual({ code: "product_not_found", message: es.errors.productNotFound });
    expect(await message(product({}))).toEqual({ code: "product_not_found", message: pt.errors.productNotFound });
  });

  it("an ApiError from a guard (signed out) and an unknown API path answer in the request's language too", async () => {
    expect(await message(new Browser().fetch("/api/orders", { headers: { [LANGUAGE_HEADER]: "es" } }))).toEqual({
      code: "unauthenticated",
      message: es.errors.unauthenticated,
    });
    expect((await message(new Browser().fetch("/api/no-existe", { headers: { [LANGUAGE_HEADER]: "es" } }))).message).toBe(es.errors.resourceNotFound);
  });

  it("a header that is not exactly 'pt' or 'es' is Portuguese", async () => {
    // (Surrounding spaces are not part of a header's value: fetch trims them.)
    for (const value of ["en", "ES", "es-ES", "es,pt", "es es", ""])
      expect(await message(product({ [LANGUAGE_HEADER]: value })), value).toEqual({ code: "product_not_found", message: pt.errors.productNotFound });
  });
});

describe("the refund e-mail", () => {
  it("is in the order's language, the amount formatted for it", () => {
    const base = {
      id: "0a1b2c3d-0000-4000-8000-00000000abcd",
      recipientAddress: { firstName: "Lucía" },
      items: [],
    } as unknown as OrderView;
    const mail = orderRefundMail({ ...base, language: "es" }, "x@ejemplo.es", 1999, "paid_twice");
    const number = es.orders.number(base.id);
    expect(mail.subject).toBe(es.orders.refundMail.subject(number));
    expect(mail.text).toContain(es.orders.refundMail.intro(number, formatCentsIn("es", 1999)));
    expect(mail.text).toContain(es.orders.refundMail.paidTwice);
    expect(orderRefundMail({ ...base, language: "pt" }, "x@exemplo.pt", 1999, "paid_twice").subject).toBe(pt.orders.refundMail.subject(number));
  });
});
