import { env } from "cloudflare:workers";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { parseConfig } from "../../worker/config/app-config";
import { createDb } from "../../worker/db/client";
import { createDeps } from "../../worker/deps";
import { OWNER, person } from "./setup/admin";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { customerWithAddress, placeOrder, variantOf } from "./setup/checkout";
import { IX_KEY, IX_VARS, invoiceXpressServer, ixCalls, ixDocuments, ixState, resetInvoiceXpress } from "./setup/invoicexpress-mock";
import { supplierAnswer } from "./setup/stripe-orders";

/**
 * Issue 33, decisions/0044: invoices and credit notes through InvoiceXpress's REST API, in its wire format (msw at the
 * HTTP boundary): one document per order event however often the payment is replayed or the cron runs, retried while
 * the provider is down (and finished, not created again, when only finalising failed), never blocking the payment.
 */
beforeAll(async () => {
  await seedCatalogFixture();
  invoiceXpressServer.listen({ onUnhandledRequest: "error" });
});
beforeEach(() => {
  resetInvoiceXpress();
  invoiceXpressServer.resetHandlers();
  invoiceXpressServer.use(supplierAnswer);
});
afterAll(() => invoiceXpressServer.close());

const config = () => parseConfig({ ...env, ...IX_VARS });
const cron = () => createDeps({ env: { ...env, ...IX_VARS }, var: { db: createDb(env.DB), config: config() } });
const documents = async (orderId: string) =>
  (
    await env.DB.prepare(
      "SELECT id, kind, status, number, atcud, qr_code AS qr, total_cents AS total, provider_document_id AS providerId, attempts, last_error AS error FROM invoice_documents WHERE order_id = ?1 ORDER BY created_at, rowid",
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
        providerId: string | null;
        attempts: number;
        error: string | null;
      }>()
  ).results;
const dueNow = (orderId: string) =>
  env.DB.prepare("UPDATE invoice_documents SET next_attempt_at = '2000-01-01T00:00:00.000Z' WHERE order_id = ?1 AND status = 'pending'").bind(orderId).run();
const creates = (type = "invoice_receipts") => ixCalls.filter((c) => c.method === "POST" && c.path === `/${type}.json`);

/** A customer of the shop configured with InvoiceXpress, and their order paid on the test payment page. */
async function paidThroughIx() {
  const c = await customerWithAddress(IX_VARS);
  const res = await placeOrder(c.b, c.addressId, [{ productId: 4, variantId: await variantOf(4), quantity: 2 }], { invoice: { nif: "123456789" } });
  expect(res.status).toBe(201);
  const page = new URL(res.body.url).pathname;
  expect((await c.b.fetch(`${page}/pay`, { method: "POST" })).status).toBe(303);
  return { ...c, orderId: res.body.orderId as string, page };
}

describe("InvoiceXpress: the fatura-recibo", () => {
  it("is created in the API's format, finalised, and kept with its number, ATCUD and QR code", async () => {
    const order = await paidThroughIx();
    await vi.waitFor(async () => expect((await documents(order.orderId))[0]?.status).toBe("issued"), { timeout: 5000 });
    const [doc] = await documents(order.orderId);
    const row = (await env.DB.prepare("SELECT total_cents AS t, shipping_cents AS s FROM orders WHERE id = ?1")
      .bind(order.orderId)
      .first<{ t: number; s: number }>())!;

    const [create] = creates();
    expect(create!.apiKey).toBe(IX_KEY);
    const body = create!.body as { invoice: Record<string, any>; proprietary_uid: string };
    expect(body.proprietary_uid).toBe(`invoice:${order.orderId}`);
    expect(body.invoice.reference).toBe(`invoice:${order.orderId}`);
    expect(body.invoice.date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(body.invoice.client).toMatchObject({ fiscal_id: "123456789", country: "Portugal", language: "pt", postal_code: "1100-148" });
    expect(body.invoice.tax_exemption).toBeUndefined();
    // Prices go without VAT, to six decimals, under the tax's name; with it they give back the order's total to the cent.
    const items = body.invoice.items as { unit_price: number; quantity: number; tax: { name: string } }[];
    expect(items.map((i) => i.tax.name)).toEqual(["IVA23", "IVA23"]);
    const gross = items.reduce((s, i) => s + Math.round(i.unit_price * i.quantity * 1.23 * 100), 0);
    expect(Math.abs(gross - row.t)).toBeLessThanOrEqual(1);
    expect(items[1]).toMatchObject({ quantity: 1, unit_price: Number((row.s / 100 / 1.23).toFixed(6)) });

    const finalise = ixCalls.filter((c) => c.method === "PUT");
    expect(finalise).toEqual([
      expect.objectContaining({ path: `/invoice_receipts/${doc!.providerId}/change-state.json`, body: { invoice: { state: "finalized" } } }),
    ]);
    expect(doc).toMatchObject({
      status: "issued",
      number: expect.stringMatching(/^FR FR2026\/\d+$/),
      atcud: expect.stringMatching(/^JJ37MZ3B-\d+$/),
      total: row.t,
    });
    expect(doc!.qr).toBe(`https://invoicexpress.example/qr/${doc!.providerId}.png`);
  });

  it("its PDF is asked of InvoiceXpress for the customer: 503 while it is being made, then the provider's link", async () => {
    const order = await paidThroughIx();
    await vi.waitFor(async () => expect((await documents(order.orderId))[0]?.status).toBe("issued"), { timeout: 5000 });
    const [doc] = await documents(order.orderId);
    ixState.pdfPendingFor = 1;
    const later = await order.b.fetch(`/api/invoices/${doc!.id}/pdf`);
    expect(later.status).toBe(503);
    expect(later.headers.get("Retry-After")).toBe("5");
    const res = await order.b.fetch(`/api/invoices/${doc!.id}/pdf`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`https://invoicexpress.example/pdf/${doc!.providerId}.pdf`);
  });

  it("ten replays of the payment and ten cron runs at once: one document created", async () => {
    const order = await paidThroughIx();
    const session = (await env.DB.prepare("SELECT paid_session_id AS s FROM orders WHERE id = ?1").bind(order.orderId).first<{ s: string }>())!.s;
    await Promise.all([
      ...Array.from({ length: 10 }, () => order.b.fetch(`${order.page}/pay`, { method: "POST" })),
      ...Array.from({ length: 10 }, () => cron().lifecycle.pay(order.orderId, session, { id: `test:${session}:paid`, type: "test.paid" })),
      ...Array.from({ length: 10 }, () => cron().invoicing.issueDue()),
    ]);
    await vi.waitFor(async () => expect((await documents(order.orderId))[0]?.status).toBe("issued"), { timeout: 5000 });
    expect(await documents(order.orderId)).toHaveLength(1);
    expect(creates().filter((c) => (c.body as { proprietary_uid: string }).proprietary_uid === `invoice:${order.orderId}`)).toHaveLength(1);
  });

  it("while InvoiceXpress is down the payment still goes through; the cron retries; one document in the end", async () => {
    ixState.downFor = 1_000;
    const order = await paidThroughIx();
    expect((await env.DB.prepare("SELECT status FROM orders WHERE id = ?1").bind(order.orderId).first<{ status: string }>())!.status).toBe("paid");
    await vi.waitFor(async () => expect((await documents(order.orderId))[0]?.error).toMatch(/503/), { timeout: 5000 });
    let [doc] = await documents(order.orderId);
    expect(doc).toMatchObject({ status: "pending", providerId: null, attempts: 1 });
    // Still down at the next run: counted, kept pending, nothing created.
    await dueNow(order.orderId);
    await cron().invoicing.issueDue();
    [doc] = await documents(order.orderId);
    expect(doc).toMatchObject({ status: "pending", attempts: 2 });
    // Back up: the next run issues it, once.
    ixState.downFor = 0;
    await dueNow(order.orderId);
    await cron().invoicing.issueDue();
    [doc] = await documents(order.orderId);
    expect(doc).toMatchObject({ status: "issued", error: null });
    expect([...ixDocuments.values()].filter((d) => d.uid === `invoice:${order.orderId}`)).toHaveLength(1);
  });

  it("created but not finalised (the answer lost): the retry finalises that draft, never a second one", async () => {
    ixState.finaliseDownFor = 1;
    const order = await paidThroughIx();
    await vi.waitFor(async () => expect((await documents(order.orderId))[0]?.providerId).not.toBeNull(), { timeout: 5000 });
    await vi.waitFor(async () => expect((await documents(order.orderId))[0]?.error).toMatch(/503/), { timeout: 5000 });
    await dueNow(order.orderId);
    await cron().invoicing.issueDue();
    const [doc] = await documents(order.orderId);
    expect(doc!.status).toBe("issued");
    expect(creates().filter((c) => (c.body as { proprietary_uid: string }).proprietary_uid === `invoice:${order.orderId}`)).toHaveLength(1);
  });

  it("a create refused as a duplicate (409: an earlier create whose answer was lost) is found by its reference and finished", async () => {
    const c = await customerWithAddress(IX_VARS);
    const res = await placeOrder(c.b, c.addressId, [{ productId: 4, variantId: await variantOf(4), quantity: 1 }]);
    const orderId = res.body.orderId as string;
    // InvoiceXpress already holds the draft of this event: created by a call whose answer never reached the shop.
    const draftId = 8_000_000 + Math.floor(Math.random() * 900_000);
    ixDocuments.set(draftId, { type: "invoice_receipts", uid: `invoice:${orderId}`, reference: `invoice:${orderId}`, status: "draft", body: {} });
    expect((await c.b.fetch(`${new URL(res.body.url).pathname}/pay`, { method: "POST" })).status).toBe(303);
    await vi.waitFor(async () => expect((await documents(orderId))[0]?.status).toBe("issued"), { timeout: 5000 });
    const [doc] = await documents(orderId);
    expect(doc!.providerId).toBe(String(draftId));
    expect(ixCalls.map((x) => `${x.method} ${x.path}`)).toEqual(
      expect.arrayContaining(["POST /invoice_receipts.json", "GET /invoices.json", `PUT /invoice_receipts/${draftId}/change-state.json`]),
    );
    expect([...ixDocuments.values()].filter((d) => d.uid === `invoice:${orderId}`)).toHaveLength(1);
  });
});

describe("InvoiceXpress: credit notes", () => {
  it("a partial refund's credit note names the invoice (owner_invoice_id), for exactly the refund", async () => {
    const order = await paidThroughIx();
    await vi.waitFor(async () => expect((await documents(order.orderId))[0]?.status).toBe("issued"), { timeout: 5000 });
    const owner = await person("owner", OWNER, IX_VARS);
    expect((await owner.b.json(`/api/admin/orders/${order.orderId}/refunds`, "POST", { amountCents: 500 })).status).toBe(201);
    await vi.waitFor(async () => expect((await documents(order.orderId))[1]?.status).toBe("issued"), { timeout: 5000 });
    const [invoice, credit] = await documents(order.orderId);
    const [create] = creates("credit_notes");
    const body = create!.body as { invoice: Record<string, any>; proprietary_uid: string };
    expect(body.invoice.owner_invoice_id).toBe(Number(invoice!.providerId));
    expect(body.proprietary_uid).toMatch(/^credit:/);
    const items = body.invoice.items as { unit_price: number; quantity: number; tax: { name: string } }[];
    expect(Math.abs(items.reduce((s, i) => s + Math.round(i.unit_price * i.quantity * 1.23 * 100), 0) - 500)).toBeLessThanOrEqual(1);
    expect(credit).toMatchObject({ kind: "credit_note", status: "issued", total: 500, number: expect.stringMatching(/^NC NC2026\/\d+$/) });
  });
});
