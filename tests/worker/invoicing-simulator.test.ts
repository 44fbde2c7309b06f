import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { copies } from "../../shared/copy";
import { fiscalCopy } from "../../shared/copy/back-office/fiscal-documents";
import { parseConfig } from "../../worker/config/app-config";
import { createDb } from "../../worker/db/client";
import { createDeps } from "../../worker/deps";
import { TEST_DOCUMENT_MARK } from "../../worker/integrations/invoicing/simulated-invoicing";
import { OWNER, paidOrder, person } from "./setup/admin";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { customerWithAddress, placeOrder, variantOf } from "./setup/checkout";
import { cronDeps } from "./setup/cron-deps";
import { modulesOf, readPdf, scanQr } from "./setup/pdf-reading";
import { Browser } from "./setup/session";
import { supplier } from "./setup/supplier-mock";

/**
 * Issue 33, decisions/0044: a paid order gets one fatura-recibo from the embedded simulator (development and tests),
 * numbered, with an ATCUD, the QR code's content and a PDF marked 'Documento de teste sem validade fiscal'; a refund
 * adds a credit note that references it; the customer gets each by e-mail and in their orders; nobody else's PDF is
 * reachable; replays of the payment never make a second invoice.
 */
beforeAll(async () => {
  await seedCatalogFixture();
  supplier.listen({ onUnhandledRequest: "error" });
});
afterAll(() => supplier.close());

const pt = copies.pt.orders;
const documents = async (orderId: string) =>
  (
    await env.DB.prepare(
      "SELECT id, kind, status, number, atcud, qr_code AS qr, total_cents AS total, content, provider, last_error AS error FROM invoice_documents WHERE order_id = ?1 ORDER BY created_at, rowid",
    )
      .bind(orderId)
      .all<{
        id: string;
        kind: string;
        status: string;
        number: string | null;
        atcud: string | null;
        qr: string | null;
        total: number | null;
        content: string | null;
        provider: string | null;
        error: string | null;
      }>()
  ).results;
const issued = async (orderId: string, n = 1) => {
  await vi.waitFor(async () => expect((await documents(orderId)).filter((d) => d.status === "issued")).toHaveLength(n), { timeout: 5000 });
  return documents(orderId);
};
const cron = () => cronDeps();

describe("the invoice of a paid order (simulator)", () => {
  it("is issued once: number, ATCUD, QR, the order's total; e-mailed with its link; shown in the customer's orders", async () => {
    const order = await paidOrder();
    const [doc] = await issued(order.orderId);
    const total = (await env.DB.prepare("SELECT total_cents AS t FROM orders WHERE id = ?1").bind(order.orderId).first<{ t: number }>())!.t;
    expect(doc).toMatchObject({ kind: "invoice_receipt", provider: "simulator", total, number: expect.stringMatching(/^FR TESTE\d{4}\/\d+$/) });
    expect(doc!.atcud).toMatch(/^TESTE000-\d+$/);
    expect(doc!.qr).toContain(`*O:${(total / 100).toFixed(2)}*`);
    expect(doc!.qr).toContain(`S:${TEST_DOCUMENT_MARK}`);
    const content = JSON.parse(doc!.content!);
    expect(content.customer.nif).toBeNull();
    expect(content.rates.reduce((s: number, r: { baseCents: number; taxCents: number }) => s + r.baseCents + r.taxCents, 0)).toBe(total);

    const mails = (await env.DB.prepare('SELECT subject, text FROM email_outbox WHERE "to" = ?1').bind(order.email).all<{ subject: string; text: string }>())
      .results;
    const mail = mails.filter((m) => m.subject === pt.documentMail.invoiceSubject(pt.number(order.orderId)));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain(pt.documentMail.invoice(doc!.number!, pt.number(order.orderId)));
    expect(mail[0]!.text).toContain(`/api/invoices/${doc!.id}/pdf`);

    const mine = await order.b.json(`/api/orders/${order.orderId}`);
    expect(mine.body.order.documents).toEqual([{ id: doc!.id, kind: "invoice_receipt", number: doc!.number, url: `/api/invoices/${doc!.id}/pdf` }]);
    // The data download carries it too (GDPR art. 15).
    const exported = await order.b.json("/api/account/export");
    expect(exported.body.orders.find((o: { id: string }) => o.id === order.orderId).documents).toEqual([
      { kind: "invoice_receipt", number: doc!.number, atcud: doc!.atcud, totalCents: total, issuedAt: expect.any(String), pdf: `/api/invoices/${doc!.id}/pdf` },
    ]);
  });

  it("its PDF opens for the customer and the shop's team, marked as a test document; for anyone else it does not exist", async () => {
    const order = await paidOrder();
    const [doc] = await issued(order.orderId);
    const res = await order.b.fetch(`/api/invoices/${doc!.id}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    // A PDF a reader opens (pdf-lib parses it), one page, saying what the document is, with a QR code that scans as
    // the document's QR content (decisions/0067).
    const { pdf, pages } = await readPdf(new Uint8Array(await res.arrayBuffer()));
    expect(pdf.getPageCount()).toBe(1);
    const text = pages[0]!.text;
    expect(text[0]).toBe(TEST_DOCUMENT_MARK.toUpperCase());
    expect(text).toContain(`Fatura-recibo ${doc!.number}`);
    expect(text).toContain(fiscalCopy.pdf.atcud(doc!.atcud!));
    expect(text.at(-1)).toBe(TEST_DOCUMENT_MARK.toUpperCase());
    expect(scanQr(modulesOf(pages[0]!.rectangles))).toBe(doc!.qr);

    const staff = await person("staff");
    expect((await staff.b.fetch(`/api/invoices/${doc!.id}/pdf`)).status).toBe(200);
    const other = await customerWithAddress();
    expect((await other.b.fetch(`/api/invoices/${doc!.id}/pdf`)).status).toBe(404);
    expect((await new Browser().fetch(`/api/invoices/${doc!.id}/pdf`)).status).toBe(401);
  });

  it("its PDF names the seller as the owner's settings say today (issue 46)", async () => {
    const owner = await person("owner", OWNER);
    const { values } = (await owner.b.json("/api/admin/settings")).body;
    const seller = { ...values, companyName: "Bebés do Tejo, Lda.", companyAddress: "Avenida da Liberdade, 100, 1250-146 Lisboa" };
    expect((await owner.b.json("/api/admin/settings", "PUT", seller)).status).toBe(200);
    try {
      const order = await paidOrder();
      const [doc] = await issued(order.orderId);
      const { pages } = await readPdf(new Uint8Array(await (await order.b.fetch(`/api/invoices/${doc!.id}/pdf`)).arrayBuffer()));
      expect(pages[0]!.text.join("\n")).toContain(seller.companyName);
      expect(pages[0]!.text.join("\n")).toContain(seller.companyAddress);
    } finally {
      await env.DB.prepare("DELETE FROM shop_settings").run();
    }
  });

  it("names the NIF the customer asked for, checked against the delivery's country; a bad one is refused and nothing is written", async () => {
    const c = await customerWithAddress();
    const v = await variantOf(4);
    const before = (await env.DB.prepare("SELECT count(*) AS n FROM orders").first<{ n: number }>())!.n;
    const bad = await placeOrder(c.b, c.addressId, [{ productId: 4, variantId: v, quantity: 1 }], { invoice: { nif: "123456780" } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: "invoice_nif_invalid", field: "invoice.nif", message: pt.invoiceNifInvalid(false) });
    // A Spanish NIF is for deliveries to Spain.
    const spanish = await placeOrder(c.b, c.addressId, [{ productId: 4, variantId: v, quantity: 1 }], { invoice: { nif: "12345678Z" } });
    expect(spanish.status).toBe(400);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM orders").first<{ n: number }>())!.n).toBe(before);

    const res = await placeOrder(c.b, c.addressId, [{ productId: 4, variantId: v, quantity: 1 }], { invoice: { nif: "123 456 789", name: "Empresa Lda." } });
    expect(res.status).toBe(201);
    expect((await c.b.fetch(`${new URL(res.body.url).pathname}/pay`, { method: "POST" })).status).toBe(303);
    const [doc] = await issued(res.body.orderId);
    expect(JSON.parse(doc!.content!).customer).toMatchObject({ nif: "123456789", name: "Empresa Lda." });
    expect(doc!.qr).toContain("*B:123456789*");
  });

  it("a payment replayed ten times, and ten deliverers at once, still make one invoice", async () => {
    const c = await customerWithAddress();
    const res = await placeOrder(c.b, c.addressId, [{ productId: 4, variantId: await variantOf(4), quantity: 1 }]);
    const page = new URL(res.body.url).pathname;
    const answers = await Promise.all(Array.from({ length: 10 }, () => c.b.fetch(`${page}/pay`, { method: "POST" })));
    expect(answers.every((a) => a.status === 303)).toBe(true);
    const session = (await env.DB.prepare("SELECT paid_session_id AS s FROM orders WHERE id = ?1").bind(res.body.orderId).first<{ s: string }>())!.s;
    const lifecycle = cron().lifecycle;
    const replays = await Promise.all(
      Array.from({ length: 10 }, () => lifecycle.pay(res.body.orderId, session, { id: `test:${session}:paid`, type: "test.paid" })),
    );
    expect(replays.every((r) => r === "already")).toBe(true);
    await Promise.all(Array.from({ length: 10 }, () => cron().invoicing.issueDue()));
    const docs = await issued(res.body.orderId);
    expect(docs).toHaveLength(1);
    const numbers = await env.DB.prepare("SELECT count(*) AS n FROM invoice_documents WHERE number = ?1").bind(docs[0]!.number).first<{ n: number }>();
    expect(numbers!.n).toBe(1);
  });

  it("an issued document never changes and is never deleted (the database refuses)", async () => {
    const order = await paidOrder();
    const [doc] = await issued(order.orderId);
    await expect(env.DB.prepare("UPDATE invoice_documents SET total_cents = 1 WHERE id = ?1").bind(doc!.id).run()).rejects.toThrow(/does not change/);
    await expect(env.DB.prepare("DELETE FROM invoice_documents WHERE id = ?1").bind(doc!.id).run()).rejects.toThrow(/are kept/);
  });
});

describe("credit notes (simulator)", () => {
  it("a partial refund adds a credit note referencing the invoice, for exactly the refund; e-mailed and listed", async () => {
    const order = await paidOrder();
    const [invoice] = await issued(order.orderId);
    const owner = await person("owner", OWNER);
    const shipping = (await env.DB.prepare("SELECT shipping_cents AS s FROM orders WHERE id = ?1").bind(order.orderId).first<{ s: number }>())!.s;
    expect((await owner.b.json(`/api/admin/orders/${order.orderId}/refunds`, "POST", { shipping: true })).status).toBe(201);
    const docs = await issued(order.orderId, 2);
    const credit = docs[1]!;
    expect(credit).toMatchObject({ kind: "credit_note", total: shipping, number: expect.stringMatching(/^NC TESTE\d{4}\/\d+$/) });
    const content = JSON.parse(credit.content!);
    expect(content.invoice).toEqual({ number: invoice!.number, providerDocumentId: invoice!.number });
    expect(content.lines.every((l: { variantId: number | null }) => l.variantId === null)).toBe(true);

    const mails = (await env.DB.prepare('SELECT subject FROM email_outbox WHERE "to" = ?1').bind(order.email).all<{ subject: string }>()).results;
    expect(mails.filter((m) => m.subject === pt.documentMail.creditSubject(pt.number(order.orderId)))).toHaveLength(1);
    const mine = await order.b.json(`/api/orders/${order.orderId}`);
    expect(mine.body.order.documents.map((d: { kind: string }) => d.kind)).toEqual(["invoice_receipt", "credit_note"]);
  });

  it("a code on one line (issue 47): the invoice shows that line's discount and its VAT on the discounted price; refunding the line credits what was paid for it", async () => {
    // 15 % off 'Brinquedos e Diversão' (category 2) only: product 4 (8,99 €) is covered, product 7 (12,99 €) is not.
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO promotions (id, name, kind, percent, category_ids, sale_items) VALUES ('fatura-linha', 'Brinquedos', 'percent', 15, '[2]', 'better')",
      ),
      env.DB.prepare("INSERT INTO discount_codes (code, promotion_id, single_use) VALUES ('BRINCAR15', 'fatura-linha', 0)"),
    ]);
    const c = await customerWithAddress();
    const [v4, v7] = [await variantOf(4), await variantOf(7)];
    const items = [
      { productId: 4, variantId: v4, quantity: 2 },
      { productId: 7, variantId: v7, quantity: 1 },
    ];
    const res = await placeOrder(c.b, c.addressId, items, { discountCode: "brincar15" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await c.b.fetch(`${new URL(res.body.url).pathname}/pay`, { method: "POST" })).status).toBe(303);
    const [invoice] = await issued(res.body.orderId);
    // 2 × 8,99 = 17,98 → 15 % = 2,697 → 2,70, all on that line; 12,99 untouched.
    const lines = JSON.parse(invoice!.content!).lines as { variantId: number | null; grossCents: number; discountCents?: number; rateBp: number }[];
    expect(lines.filter((l) => l.variantId !== null).map((l) => [l.variantId, l.grossCents, l.discountCents])).toEqual([
      [v4, 1528, 270],
      [v7, 1299, 0],
    ]);
    const { pages } = await readPdf(new Uint8Array(await (await c.b.fetch(`/api/invoices/${invoice!.id}/pdf`)).arrayBuffer()));
    expect(pages[0]!.text.join("\n")).toContain(fiscalCopy.pdf.lineDiscount("2,70 €"));

    const owner = await person("owner", OWNER);
    const refund = await owner.b.json(`/api/admin/orders/${res.body.orderId}/refunds`, "POST", { lines: [{ variantId: v4, quantity: 1 }] });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    const [, credit] = await issued(res.body.orderId, 2);
    // Half of what was paid for that line: 15,28 / 2.
    expect(credit).toMatchObject({ kind: "credit_note", total: 764 });
    expect(JSON.parse(credit!.content!).lines).toEqual([expect.objectContaining({ variantId: v4, quantity: 1, grossCents: 764, discountCents: 135 })]);
  });

  it("a withdrawal's refund credits everything paid, with the reason 'Livre resolução'", async () => {
    const order = await paidOrder();
    await issued(order.orderId);
    expect((await order.b.json(`/api/orders/${order.orderId}/withdraw`, "POST")).status).toBe(201);
    const owner = await person("owner", OWNER);
    expect((await owner.b.json(`/api/admin/orders/${order.orderId}/refund-withdrawal`, "POST")).status).toBe(201);
    const docs = await issued(order.orderId, 2);
    expect(docs[1]).toMatchObject({ kind: "credit_note", total: docs[0]!.total });
    expect(JSON.parse(docs[1]!.content!).reason).toBe("Livre resolução");
  });

  it("cancelling a paid order credits all of it", async () => {
    const order = await paidOrder();
    await issued(order.orderId);
    const owner = await person("owner", OWNER);
    expect((await owner.b.json(`/api/admin/orders/${order.orderId}/cancel`, "POST")).status).toBe(200);
    const docs = await issued(order.orderId, 2);
    expect(docs[1]!.total).toBe(docs[0]!.total);
    expect(JSON.parse(docs[1]!.content!).reason).toBe("Cancelamento da encomenda");
  });
});

describe("invoicing in the back-office", () => {
  it("lists what is not issued; the owner retries a failed document and it is issued once", async () => {
    const order = await paidOrder();
    const [doc] = await issued(order.orderId);
    // A document the provider kept refusing: flagged failed (its number and content never written).
    const failedId = crypto.randomUUID();
    await env.DB.prepare(
      "INSERT INTO invoice_documents (id, order_id, event_key, kind, status, attempts, last_error) VALUES (?1, ?2, ?3, 'credit_note', 'failed', 10, 'HTTP 422')",
    )
      .bind(failedId, order.orderId, `credit:test-${failedId}`)
      .run();
    const refundId = crypto.randomUUID();
    const session = (await env.DB.prepare("SELECT paid_session_id AS s FROM orders WHERE id = ?1").bind(order.orderId).first<{ s: string }>())!.s;
    await env.DB.prepare(
      "INSERT INTO order_refunds (id, order_id, session_id, amount_cents, reason, status, detail) VALUES (?1, ?2, ?3, 100, 'shop', 'succeeded', '{}')",
    )
      .bind(refundId, order.orderId, session)
      .run();
    await env.DB.prepare("UPDATE invoice_documents SET refund_id = ?2 WHERE id = ?1").bind(failedId, refundId).run();

    const staff = await person("staff");
    const list = await staff.b.json("/api/admin/documents");
    expect(list.body.manual).toBe(false);
    expect(list.body.items).toContainEqual(expect.objectContaining({ id: failedId, status: "failed", lastError: "HTTP 422", orderId: order.orderId }));
    expect((await staff.b.json(`/api/admin/documents/${failedId}/retry`, "POST")).status).toBe(403);
    const detail = await staff.b.json(`/api/admin/orders/${order.orderId}`);
    expect(detail.body.documents.map((d: { id: string }) => d.id)).toEqual([doc!.id, failedId]);

    const owner = await person("owner", OWNER);
    expect((await owner.b.json(`/api/admin/documents/${failedId}/retry`, "POST")).status).toBe(200);
    expect((await owner.b.json(`/api/admin/documents/${doc!.id}/retry`, "POST")).body.error.code).toBe("document_not_failed");
    const docs = await issued(order.orderId, 2);
    expect(docs[1]).toMatchObject({ id: failedId, total: 100, kind: "credit_note" });
    const retried = await env.DB.prepare("SELECT actor, before, after FROM audit_log WHERE action = 'document.retried' AND order_id = ?1")
      .bind(order.orderId)
      .all();
    expect(retried.results).toEqual([{ actor: OWNER, before: "failed", after: "pending" }]);
  });

  it("manual invoicing: nothing is sent anywhere; the back-office lists the orders awaiting an invoice", async () => {
    const c = await customerWithAddress({ INVOICING: "manual" });
    const res = await placeOrder(c.b, c.addressId, [{ productId: 4, variantId: await variantOf(4), quantity: 1 }]);
    expect((await c.b.fetch(`${new URL(res.body.url).pathname}/pay`, { method: "POST" })).status).toBe(303);
    const manual = createDeps({
      env,
      var: { db: createDb(env.DB), config: parseConfig({ ...(env as unknown as Record<string, unknown>), INVOICING: "manual" }) },
    });
    expect(await manual.invoicing.issueDue()).toEqual({ due: 0, issued: 0 });
    expect(await documents(res.body.orderId)).toEqual([expect.objectContaining({ kind: "invoice_receipt", status: "pending", number: null, provider: null })]);
    const owner = await person("owner", OWNER, { INVOICING: "manual" });
    const list = await owner.b.json("/api/admin/documents");
    expect(list.body.manual).toBe(true);
    expect(list.body.items).toContainEqual(expect.objectContaining({ orderId: res.body.orderId, kind: "invoice_receipt", status: "pending" }));
  });
});
