import { env } from "cloudflare:workers";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { copies } from "../../shared/copy";
import { LANGUAGE_HEADER } from "../../shared/languages";
import { httpTransport } from "../../worker/integrations/mailer";
import { fulfil, paidOrder } from "./setup/admin";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { ADDRESS, customerWithAddress, placeOrder, variantOf } from "./setup/checkout";
import { guestAddress, guestProfile } from "./setup/guest";
import { Browser } from "./setup/session";
import { HttpResponse, http, supplier } from "./setup/supplier-mock";

// Issue 44, decisions/0059: every e-mail goes out with an HTML part beside its text, in the e-mail API's wire format
// (Resend's JSON: text and html), escaped, with links to the pages it names ('Meus Pedidos', a guest's order page, the
// withdrawal page) in the order's language; the invoice e-mail greets the customer; the delivery address names the
// freguesia and the city once.

const sent: { to: string[]; subject: string; text: string; html: string }[] = [];
beforeAll(async () => {
  await seedCatalogFixture();
  supplier.listen({ onUnhandledRequest: "error" });
});
afterEach(() => {
  sent.length = 0;
  supplier.resetHandlers();
});
afterAll(() => supplier.close());

const pt = copies.pt.orders;
const es = copies.es.orders;
const ORIGIN = "http://shop.test";

/** The outbox's row for this e-mail, then sent through the real HTTP transport to the e-mail API (msw): what the API got. */
async function delivered(to: string, subject: string) {
  const row = await env.DB.prepare('SELECT id, subject, text FROM email_outbox WHERE "to" = ?1 AND subject = ?2')
    .bind(to, subject)
    .first<{ id: string; subject: string; text: string }>();
  expect(row, subject).not.toBeNull();
  supplier.use(
    http.post("https://mail.test/emails", async ({ request }) => {
      sent.push((await request.json()) as (typeof sent)[number]);
      return HttpResponse.json({ id: "email_1" });
    }),
  );
  await httpTransport({ baseUrl: "https://mail.test", apiKey: "re_test_key", from: "Loja <loja@exemplo.pt>" }).deliver({ to, ...row! }, row!.id);
  expect(sent).toHaveLength(1);
  return sent.pop()!;
}

/** A link in the HTML part: its address (as written in the attribute) and its words. */
const links = (html: string) => [...html.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => ({ href: m[1]!, label: m[2]! }));

describe("the order confirmation's HTML part", () => {
  it("is sent beside the text, escapes what the customer typed, links to 'Meus Pedidos' and gives the address once, with its freguesia", async () => {
    const c = await customerWithAddress();
    // An apartment whose complement carries markup: it must reach the e-mail as text.
    const typed = '3.º Esq <b>B</b> & "C"';
    const flat = await c.b.json("/api/addresses", "POST", { ...ADDRESS, propertyType: "apartamento", complement: typed });
    expect(flat.status).toBe(201);
    const res = await placeOrder(c.b, flat.body.address.id, [{ productId: 4, variantId: await variantOf(4), quantity: 1 }]);
    expect(res.status).toBe(201);
    expect((await c.b.fetch(`${new URL(res.body.url).pathname}/pay`, { method: "POST" })).status).toBe(303);
    const mail = await delivered(c.email, pt.mail.subject(pt.number(res.body.orderId)));

    expect(mail.text).toContain(pt.mail.ordersLink(`${ORIGIN}/meus-pedidos`));
    expect(mail.html).toMatch(/^<!DOCTYPE html>/);
    expect(mail.html).toContain("Olá Maria,");
    expect(mail.html).not.toContain("<b>B</b>");
    expect(mail.html).toContain("3.º Esq &lt;b&gt;B&lt;/b&gt; &amp; &quot;C&quot;");
    expect(links(mail.html)).toContainEqual({ href: `${ORIGIN}/meus-pedidos`, label: "Veja a sua encomenda em Meus Pedidos" });
    expect(links(mail.html)).toContainEqual({ href: `${ORIGIN}/livre-resolucao`, label: "Página de livre resolução" });

    // The address: the street, the freguesia, the postal code with the city, the country; 'Lisboa' (the district) not again.
    const lines = mail.text.split("\n");
    const at = lines.indexOf(pt.mail.address);
    expect(lines.slice(at + 1, at + 6)).toEqual(["Maria Silva", `Rua Augusta 10, ${typed}`, "Santa Maria Maior", "1100-148 Lisboa", "Portugal"]);
    expect(mail.html).toContain("Santa Maria Maior<br>1100-148 Lisboa<br>Portugal");
  });

  it("a Spanish order's links are to the Spanish pages (/es/mis-pedidos)", async () => {
    const c = await customerWithAddress();
    c.b.headers[LANGUAGE_HEADER] = "es";
    const res = await placeOrder(c.b, c.addressId, [{ productId: 4, variantId: await variantOf(4), quantity: 1 }]);
    expect((await c.b.fetch(`${new URL(res.body.url).pathname}/pay`, { method: "POST" })).status).toBe(303);
    const mail = await delivered(c.email, es.mail.subject(es.number(res.body.orderId)));
    expect(links(mail.html)).toContainEqual({ href: `${ORIGIN}/es/mis-pedidos`, label: "Consulta tu pedido en Mis pedidos" });
    expect(mail.html).toContain("Hola, Maria:");
  });

  it("a guest's order links to its own page by its signed link (no 'Meus Pedidos')", async () => {
    const b = new Browser("192.0.2.231");
    const email = `convidada-html-${crypto.randomUUID().slice(0, 6)}@exemplo.pt`;
    expect((await b.json("/api/checkout/pre-registration", "POST", { email })).status).toBe(201);
    expect((await b.json("/api/checkout/pre-registration/profile", "PUT", guestProfile)).status).toBe(200);
    expect((await b.json("/api/checkout/pre-registration/address", "PUT", guestAddress)).status).toBe(200);
    const items = [{ productId: 4, variantId: await variantOf(4), quantity: 1 }];
    const quote = await b.json("/api/shipping/quotes", "POST", { country: "PT", postalCode: guestAddress.zipCode, items });
    const res = await b.json("/api/checkout/pre-registration/order", "POST", { items, quoteId: quote.body.quoteId, optionId: quote.body.options[0].id });
    expect(res.status).toBe(201);
    const { orderId, url, key } = res.body as { orderId: string; url: string; key: string };
    expect((await b.fetch(`${new URL(url).pathname}/pay`, { method: "POST" })).status).toBe(303);
    const mail = await delivered(email, pt.mail.subject(pt.number(orderId)));
    const own = `${ORIGIN}/order-success?pedido=${orderId}&amp;chave=${key}`;
    expect(links(mail.html)).toContainEqual({ href: own, label: "Veja a sua encomenda e o estado da entrega em qualquer altura" });
    expect(mail.html).not.toContain("/meus-pedidos");
  });
});

describe("the other e-mails' HTML parts", () => {
  it("the invoice e-mail greets the customer and links to the PDF and to 'Meus Pedidos'", async () => {
    const order = await paidOrder();
    const number = pt.number(order.orderId);
    await vi.waitFor(
      async () =>
        expect(
          await env.DB.prepare('SELECT 1 FROM email_outbox WHERE "to" = ?1 AND subject = ?2').bind(order.email, pt.documentMail.invoiceSubject(number)).first(),
        ).not.toBeNull(),
      { timeout: 5000 },
    );
    const mail = await delivered(order.email, pt.documentMail.invoiceSubject(number));
    expect(mail.text.split("\n")[0]).toBe(pt.mail.greeting("Maria"));
    expect(mail.html).toContain("Olá Maria,");
    const hrefs = links(mail.html).map((l) => l.href);
    expect(hrefs.some((h) => /^http:\/\/shop\.test\/api\/invoices\/[0-9a-f-]+\/pdf$/.test(h))).toBe(true);
    expect(hrefs).toContain(`${ORIGIN}/meus-pedidos`);
  });

  it("the shipping and delivery e-mails link to the order, the carrier's page and the withdrawal page", async () => {
    const order = await paidOrder();
    const number = pt.number(order.orderId);
    await fulfil(order.orderId, "delivered");
    const shipped = await delivered(order.email, pt.fulfilmentMail.shippedSubject(number));
    const hrefs = links(shipped.html).map((l) => l.href);
    expect(hrefs).toContain(`${ORIGIN}/meus-pedidos`);
    expect(hrefs.some((h) => h.startsWith("https://appserver.ctt.pt/CustomerArea/PublicArea_Detail?ObjectCodeInput=RR123456785PT&amp;"))).toBe(true);
    const done = await delivered(order.email, pt.fulfilmentMail.deliveredSubject(number));
    expect(links(done.html).map((l) => l.href)).toEqual(expect.arrayContaining([`${ORIGIN}/meus-pedidos`, `${ORIGIN}/livre-resolucao`]));
  });

  it("an e-mail without an order (the password reset) has its HTML part too, its link a link", async () => {
    const c = await customerWithAddress();
    const asked = await new Browser("192.0.2.232").json("/api/account/reset-code", "POST", { email: c.email });
    expect(asked.status).toBeLessThan(300);
    const row = await env.DB.prepare('SELECT subject FROM email_outbox WHERE "to" = ?1 ORDER BY created_at DESC, rowid DESC')
      .bind(c.email)
      .first<{ subject: string }>();
    const mail = await delivered(c.email, row!.subject);
    expect(mail.html).toContain("<title>");
    expect(links(mail.html).length).toBeGreaterThan(0);
  });
});
