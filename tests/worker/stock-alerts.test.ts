import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copies } from "../../shared/copy";
import { outboxRepo } from "../../worker/features/outbox/outbox.repo";
import { stockAlertsRepo } from "../../worker/features/stock-alerts/stock-alerts.repo";
import { stockAlertsService } from "../../worker/features/stock-alerts/stock-alerts.service";
import { OWNER, person } from "./setup/admin";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { customerWithAddress, placeOrder } from "./setup/checkout";
import { Browser } from "./setup/session";
import { supplier } from "./setup/supplier-mock";

/**
 * Issue 34, decisions/0045: 'Avise-me quando voltar'. A shopper leaves an e-mail (with consent) on a sold-out variant;
 * the statement that takes its stock from 0 to more — a restock in the back-office, a cancelled order — writes each
 * waiting shopper's e-mail to the outbox, once, however many restocks race; the one-click link ends an alert; the
 * alerts go with the account and are in its data download. And the owners' daily low-stock e-mail.
 */
beforeAll(async () => {
  await seedCatalogFixture();
  supplier.listen({ onUnhandledRequest: "error" });
});
afterAll(() => supplier.close());

const pt = copies.pt.mail.stockAlert;
let n = 0;
/** A product of its own whose only variant is sold out (the database gives a new product its default variant). */
async function soldOutVariant() {
  const id = 700_000 + ++n;
  const name = `Produto Esgotado ${n}`;
  await env.DB.prepare(
    "INSERT INTO products (id, name, price_cents, sku, stock_quantity, active, category_id, subcategory_id) VALUES (?1, ?2, 1999, ?3, 0, 1, 2, 3)",
  )
    .bind(id, name, `ESG-${id}`)
    .run();
  const variantId = (await env.DB.prepare("SELECT id FROM product_variants WHERE product_id = ?1").bind(id).first<{ id: number }>())!.id;
  await env.DB.prepare("UPDATE product_variants SET stock_quantity = 0 WHERE id = ?1").bind(variantId).run();
  return { id, variantId, name };
}
const ask = (b: Browser, variantId: number, email: string, extra: Record<string, unknown> = {}) =>
  b.json("/api/stock-alerts", "POST", { variantId, email, consent: true, ...extra });
const mailsTo = async (to: string) =>
  (
    await env.DB.prepare('SELECT subject, text, event_key AS key, status FROM email_outbox WHERE "to" = ?1')
      .bind(to)
      .all<{ subject: string; text: string; key: string; status: string }>()
  ).results;
const restock = (staff: Awaited<ReturnType<typeof person>>, variantId: number, quantity = 3) =>
  staff.b.json(`/api/admin/catalog/variants/${variantId}/stock`, "POST", { reason: "received", quantity });

describe("asking to be told", () => {
  it("only for a sold-out variant, with consent and a real e-mail; asking twice is the same alert", async () => {
    const b = new Browser("203.0.113.41");
    const inStock = (await env.DB.prepare("SELECT id FROM product_variants WHERE stock_quantity > 0 AND active = 1 LIMIT 1").first<{ id: number }>())!.id;
    const refused = await ask(b, inStock, "ana@exemplo.pt");
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: "stock_alert_in_stock", message: copies.pt.errors.stockAlertInStock });
    const v = await soldOutVariant();
    expect((await ask(b, v.variantId, "ana@exemplo.pt", { consent: false })).body.error).toMatchObject({
      field: "consent",
      message: copies.pt.validation.stockAlertConsent,
    });
    expect((await ask(b, v.variantId, "não-é-email")).status).toBe(400);
    expect((await ask(b, 99_999_999, "ana@exemplo.pt")).status).toBe(404);
    expect((await ask(b, v.variantId, "Ana@Exemplo.pt")).status).toBe(201);
    expect((await ask(b, v.variantId, "ana@exemplo.pt")).body).toEqual({ alert: "exists" });
    expect((await env.DB.prepare("SELECT count(*) AS n FROM stock_alerts WHERE variant_id = ?1").bind(v.variantId).first<{ n: number }>())!.n).toBe(1);
  });

  it("one e-mail waits for at most 20 variants, also when asked in parallel", async () => {
    const email = `muitos-${crypto.randomUUID().slice(0, 6)}@exemplo.pt`;
    const variants = await Promise.all(Array.from({ length: 19 }, () => soldOutVariant()));
    for (const v of variants)
      await env.DB.prepare("INSERT INTO stock_alerts (id, variant_id, email, token, subject, text, consent_at) VALUES (?1, ?2, ?3, ?1, 's', 't', '2026-11-27')")
        .bind(crypto.randomUUID(), v.variantId, email)
        .run();
    const [a, b2] = [await soldOutVariant(), await soldOutVariant()];
    const answers = await Promise.all([ask(new Browser("203.0.113.42"), a.variantId, email), ask(new Browser("203.0.113.43"), b2.variantId, email)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.status === 409)!.body.error.code).toBe("stock_alert_limit");
  });
});

describe("when the variant is back", () => {
  it("a restock in the back-office e-mails each waiting shopper once, in their language, with the product, saying it was one-off", async () => {
    const v = await soldOutVariant();
    const [pa, es] = [`pt-${crypto.randomUUID().slice(0, 6)}@exemplo.pt`, `es-${crypto.randomUUID().slice(0, 6)}@exemplo.pt`];
    expect((await ask(new Browser("203.0.113.44"), v.variantId, pa)).status).toBe(201);
    const spanish = new Browser("203.0.113.45");
    const res = await spanish.fetch("/api/stock-alerts", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Shop-Language": "es" },
      body: JSON.stringify({ variantId: v.variantId, email: es, consent: true }),
    });
    expect(res.status).toBe(201);
    const staff = await person("staff");
    // Five restocks at once: only the one that ends the sell-out writes the e-mails.
    const answers = await Promise.all(Array.from({ length: 5 }, () => restock(staff, v.variantId, 2)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const [ptMails, esMails] = [await mailsTo(pa), await mailsTo(es)];
    expect(ptMails).toHaveLength(1);
    expect(ptMails[0]!.subject).toBe(pt.subject(v.name));
    expect(ptMails[0]!.text).toContain(`/produto/${v.id}`);
    // One-off (issue 44, decisions/0053): no unsubscribe link, which would be dead on arrival; the e-mail says so.
    expect(ptMails[0]!.text).not.toContain("/api/stock-alerts/unsubscribe");
    expect(ptMails[0]!.text).toContain("Era um aviso único: não voltamos a escrever-lhe sobre este produto.");
    expect(esMails).toHaveLength(1);
    expect(esMails[0]!.subject.startsWith("Vuelve a estar disponible")).toBe(true);
    expect(esMails[0]!.text).toContain(`/es/`);
    // Sold out and back again: nobody is told twice.
    await env.DB.prepare(
      "INSERT INTO stock_adjustments (id, variant_id, reason, quantity, delta, actor) SELECT ?1, id, 'count', 0, -stock_quantity, 'teste' FROM product_variants WHERE id = ?2",
    )
      .bind(crypto.randomUUID(), v.variantId)
      .run();
    await restock(staff, v.variantId);
    expect(await mailsTo(pa)).toHaveLength(1);
  });

  it("a cancelled order that gives the last unit back tells the waiting shopper too", async () => {
    const v = await soldOutVariant();
    const staff = await person("staff");
    await restock(staff, v.variantId, 1);
    const buyer = await customerWithAddress();
    const order = await placeOrder(buyer.b, buyer.addressId, [{ productId: v.id, variantId: v.variantId, quantity: 1 }]);
    expect(order.status).toBe(201);
    const waiting = `espera-${crypto.randomUUID().slice(0, 6)}@exemplo.pt`;
    expect((await ask(new Browser("203.0.113.46"), v.variantId, waiting)).status).toBe(201);
    expect((await buyer.b.json(`/api/orders/${order.body.orderId}/cancel`, "POST")).status).toBe(200);
    expect(await mailsTo(waiting)).toHaveLength(1);
  });

  it("the one-click link ends the alert (a page says so); then nothing is sent", async () => {
    const v = await soldOutVariant();
    const email = `sai-${crypto.randomUUID().slice(0, 6)}@exemplo.pt`;
    await ask(new Browser("203.0.113.47"), v.variantId, email);
    const token = (await env.DB.prepare("SELECT token FROM stock_alerts WHERE email = ?1").bind(email).first<{ token: string }>())!.token;
    const page = await new Browser().fetch(`/api/stock-alerts/unsubscribe?t=${token}&l=pt`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(pt.unsubscribed.done);
    expect((await new Browser().fetch(`/api/stock-alerts/unsubscribe?t=${token}&l=pt`)).status).toBe(400);
    await restock(await person("staff"), v.variantId);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it("the e-mail opens the product with the size and colour asked for chosen, in the shopper's language (issue 44)", async () => {
    const v = await soldOutVariant();
    await env.DB.prepare("UPDATE product_variants SET size = '0-3 meses', color = 'Verde Menta' WHERE id = ?1").bind(v.variantId).run();
    await env.DB.prepare("INSERT OR REPLACE INTO color_names (color, name_es) VALUES ('Verde Menta', 'Verde menta')").run();
    const [pa, es] = [`cor-${crypto.randomUUID().slice(0, 6)}@exemplo.pt`, `color-${crypto.randomUUID().slice(0, 6)}@exemplo.pt`];
    expect((await ask(new Browser("203.0.113.48"), v.variantId, pa)).status).toBe(201);
    const spanish = await new Browser("203.0.113.49").fetch("/api/stock-alerts", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Shop-Language": "es" },
      body: JSON.stringify({ variantId: v.variantId, email: es, consent: true }),
    });
    expect(spanish.status).toBe(201);
    await restock(await person("staff"), v.variantId);
    const [ptMail] = await mailsTo(pa);
    const [esMail] = await mailsTo(es);
    expect(ptMail!.text).toContain(`/produto/${v.id}?tamanho=0-3+meses&cor=Verde+Menta\n`);
    expect(esMail!.text).toMatch(new RegExp(`/es/[^/\\s]+/${v.id}\\?talla=0-3\\+meses&color=Verde\\+menta\\n`));
  });

  it("the one-click link of an e-mail already delivered still works: the request is erased (issue 44)", async () => {
    const v = await soldOutVariant();
    const email = `depois-${crypto.randomUUID().slice(0, 6)}@exemplo.pt`;
    await ask(new Browser("203.0.113.50"), v.variantId, email);
    await restock(await person("staff"), v.variantId);
    expect(await mailsTo(email)).toHaveLength(1);
    const token = (await env.DB.prepare("SELECT token FROM stock_alerts WHERE email = ?1").bind(email).first<{ token: string }>())!.token;
    const page = await new Browser().fetch(`/api/stock-alerts/unsubscribe?t=${token}&l=pt`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(pt.unsubscribed.done);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM stock_alerts WHERE email = ?1").bind(email).first<{ n: number }>())!.n).toBe(0);
  });

  it("goes with the account, and is in the data download", async () => {
    const c = await customerWithAddress();
    const v = await soldOutVariant();
    expect((await ask(c.b, v.variantId, c.email)).status).toBe(201);
    const exported = (await c.b.json("/api/account/export")).body;
    expect(exported.stockAlerts).toEqual([expect.objectContaining({ variantId: v.variantId, consentAt: expect.any(String), notifiedAt: null })]);
    expect((await c.b.json("/api/account", "DELETE", { password: "Segura#2026" })).status).toBeLessThan(300);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM stock_alerts WHERE email = ?1").bind(c.email).first<{ n: number }>())!.n).toBe(0);
  });
});

describe("the owners' low-stock e-mail", () => {
  it("once a day from 08:00 Lisbon time, listing the variants at or below their threshold", async () => {
    const v = await soldOutVariant();
    const service = (iso: string) =>
      stockAlertsService({
        repo: stockAlertsRepo(env.DB),
        outboxRows: outboxRepo(env.DB),
        deliverSoon: () => {},
        origin: "https://loja.test",
        ownerEmails: [OWNER],
        adminUrl: "https://loja.test/admin/catalogo?stock=low",
        now: () => new Date(iso),
      });
    const day = "2027-03-10";
    expect(await service(`${day}T06:30:00.000Z`).dailyLowStock()).toBe(0);
    expect(await service(`${day}T08:10:00.000Z`).dailyLowStock()).toBe(1);
    expect(await service(`${day}T08:20:00.000Z`).dailyLowStock()).toBe(0);
    const mail = (await env.DB.prepare("SELECT subject, text FROM email_outbox WHERE event_key = ?1")
      .bind(`low-stock:${day}:${OWNER}`)
      .first<{ subject: string; text: string }>())!;
    const sku = (await env.DB.prepare("SELECT sku FROM product_variants WHERE id = ?1").bind(v.variantId).first<{ sku: string }>())!.sku;
    expect(mail.subject).toMatch(/^Stock baixo: \d+ variante/);
    expect(mail.text).toContain(`- ${sku} · `);
    expect(mail.text).toContain(": 0 (limite 3)");
    expect(mail.text).toContain("https://loja.test/admin/catalogo?stock=low");
  });
});
