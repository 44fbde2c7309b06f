import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { customerWithAddress, placeOrder, variantOf } from "./setup/checkout";
import { api } from "./setup/request";
import { supplier } from "./setup/supplier-mock";

// What the customer reads in the shop's e-mails (issue 30, item 6): country names, deadlines with the year and the
// time zone, and a newsletter e-mail that can be left with one click.

beforeAll(async () => {
  await seedCatalogFixture();
  supplier.listen({ onUnhandledRequest: "error" });
});
afterAll(() => supplier.close());

const mailsTo = async (email: string, like = "%") =>
  (
    await env.DB.prepare('SELECT subject, text FROM email_outbox WHERE "to" = ?1 AND subject LIKE ?2 ORDER BY created_at')
      .bind(email, like)
      .all<{ subject: string; text: string }>()
  ).results;

async function testPageOrder() {
  const c = await customerWithAddress();
  const res = await placeOrder(c.b, c.addressId, [{ productId: 4, variantId: await variantOf(4), quantity: 1 }]);
  expect(res.status).toBe(201);
  return { ...c, page: new URL(res.body.url).pathname };
}

describe("order e-mails", () => {
  it("the confirmation names the country ('Portugal', not 'PT')", async () => {
    const o = await testPageOrder();
    expect((await o.b.fetch(`${o.page}/pay`, { method: "POST" })).status).toBe(303);
    const [mail] = await mailsTo(o.email, "Encomenda % confirmada%");
    const lines = mail!.text.split("\n");
    expect(lines).toContain("Portugal");
    expect(lines).not.toContain("PT");
  });

  it("the payment details give the deadline with a four-digit year and '(hora de Lisboa)'", async () => {
    const o = await testPageOrder();
    expect((await o.b.fetch(`${o.page}/multibanco`, { method: "POST" })).status).toBe(303);
    const [mail] = await mailsTo(o.email, "Encomenda %: dados para pagamento%");
    expect(mail!.text).toMatch(/Pagar até: \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} \(hora de Lisboa\)/);
  });
});

describe("the newsletter's one-click unsubscribe link", () => {
  const subscribe = (email: string) =>
    api("/api/newsletter", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": crypto.randomUUID() },
      body: JSON.stringify({ email, consent: true }),
    });
  const subscribed = async (email: string) =>
    (await env.DB.prepare("SELECT count(*) AS n FROM newsletter_subscribers WHERE email = ?1").bind(email).first<{ n: number }>())!.n;

  it("every newsletter e-mail carries it, and one click ends the subscription", async () => {
    const email = `sair.${crypto.randomUUID().slice(0, 8)}@exemplo.pt`;
    expect((await subscribe(email)).status).toBe(201);
    const [mail] = await mailsTo(email);
    const link = /Para deixar de receber a newsletter, basta um clique: (\S+)/.exec(mail!.text)?.[1];
    expect(link).toMatch(/^http:\/\/shop\.test\/api\/newsletter\/unsubscribe\?e=/);
    expect(await subscribed(email)).toBe(1);
    const url = new URL(link!);
    // A tampered token, or another e-mail with this token, changes nothing.
    const forged = await api(`${url.pathname}?e=${encodeURIComponent(email)}&t=${"0".repeat(64)}`);
    expect(forged.status).toBe(400);
    const other = await api(`${url.pathname}?e=${encodeURIComponent(`x${email}`)}&t=${url.searchParams.get("t")}`);
    expect(other.status).toBe(400);
    expect(await subscribed(email)).toBe(1);
    const res = await api(url.pathname + url.search);
    expect(res.status).toBe(200);
    const page = new TextDecoder().decode(res.body as Uint8Array);
    expect(page).toContain("A sua subscrição da newsletter foi cancelada.");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await subscribed(email)).toBe(0);
    // Clicking again is harmless.
    expect((await api(url.pathname + url.search)).status).toBe(200);
  });
});
