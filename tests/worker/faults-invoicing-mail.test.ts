import { env } from "cloudflare:workers";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { copies } from "../../shared/copy";
import { FAULT_KINDS, type Fault } from "../../worker/integrations/faults/fault-plan";
import { OWNER, person } from "./setup/admin";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { customerWithAddress, placeOrder, variantOf } from "./setup/checkout";
import { cronDeps } from "./setup/cron-deps";
import { MAIL_VARS, mailApiCalls, mailApiHandler, mailApiMessages, messagesFor, resetMailApi } from "./setup/faults-mail-mock";
import { IX_VARS, invoiceXpressServer, ixCalls, ixDocuments, resetInvoiceXpress } from "./setup/invoicexpress-mock";
import { Browser } from "./setup/session";
import { supplierAnswer } from "./setup/stripe-orders";

/**
 * The fault-injection mode (issue 51) on the invoicing program and the e-mail API: under each fault the payment goes
 * through and the invoice or the e-mail waits (the owner sees it waiting); when the system is back the waiting work
 * goes out exactly once, also when the system had already acted on the lost attempt (slow, drop), through
 * InvoiceXpress's proprietary_uid 409 and the mail API's Idempotency-Key.
 */
beforeAll(async () => {
  await seedCatalogFixture();
  invoiceXpressServer.listen({ onUnhandledRequest: "error" });
});
beforeEach(() => {
  resetInvoiceXpress();
  resetMailApi();
  invoiceXpressServer.resetHandlers();
  invoiceXpressServer.use(supplierAnswer, mailApiHandler);
});
afterAll(() => invoiceXpressServer.close());

const pt = copies.pt.orders;
/** The system acted before its answer was lost: the retry must find what it did rather than do it again. */
const acted = (fault: Fault) => fault === "slow" || fault === "drop";
const PAST = "2000-01-01T00:00:00.000Z";

/** A customer with an address and a pending order of product 4; `pay` pays it on the test payment page with `vars`. */
async function pendingOrder(vars: Record<string, string>, extra: Record<string, unknown> = {}) {
  const c = await customerWithAddress(vars);
  const res = await placeOrder(c.b, c.addressId, [{ productId: 4, variantId: await variantOf(4), quantity: 2 }], extra);
  expect(res.status).toBe(201);
  const orderId = res.body.orderId as string;
  const page = new URL(res.body.url).pathname;
  /** The same shopper (their session) while `faultVars` hold: the fault starts with this request. */
  const pay = (faultVars: Record<string, string>) => {
    const b = new Browser(c.b.ip, faultVars);
    b.cookies = c.b.cookies;
    return b.fetch(`${page}/pay`, { method: "POST" });
  };
  return { ...c, orderId, pay };
}
const orderRow = (orderId: string) =>
  env.DB.prepare("SELECT status, paid_at AS paidAt FROM orders WHERE id = ?1").bind(orderId).first<{ status: string; paidAt: string | null }>();

describe("InvoiceXpress under a fault: the payment goes through, the invoice waits and is issued once when it is back", () => {
  const documents = async (orderId: string) =>
    (
      await env.DB.prepare(
        "SELECT id, status, number, provider_document_id AS providerId, attempts, last_error AS error FROM invoice_documents WHERE order_id = ?1",
      )
        .bind(orderId)
        .all<{ id: string; status: string; number: string | null; providerId: string | null; attempts: number; error: string | null }>()
    ).results;
  const dueNow = (orderId: string) =>
    env.DB.prepare("UPDATE invoice_documents SET next_attempt_at = ?2 WHERE order_id = ?1 AND status = 'pending'").bind(orderId, PAST).run();
  const atIx = (orderId: string) => [...ixDocuments.entries()].filter(([, d]) => d.uid === `invoice:${orderId}`);
  const creates = (orderId: string) =>
    ixCalls.filter(
      (c) => c.method === "POST" && c.path === "/invoice_receipts.json" && (c.body as { proprietary_uid: string }).proprietary_uid === `invoice:${orderId}`,
    );
  const invoiceMails = (orderId: string) =>
    env.DB.prepare("SELECT id FROM email_outbox WHERE event_key IN (SELECT 'document:' || id FROM invoice_documents WHERE order_id = ?1)")
      .bind(orderId)
      .all()
      .then((r) => r.results);
  /** What each fault leaves as the attempt's error: the deadline, the gateway's 503, the cut-off body, the dropped connection. */
  const ERROR: Record<Fault, RegExp> = {
    slow: /InvoiceXpress POST invoice_receipts: .*(timed? ?out|abort)/i,
    fail: /InvoiceXpress POST invoice_receipts: 503/,
    malformed: /JSON|Unexpected|Unterminated/i,
    drop: /InvoiceXpress POST invoice_receipts: Network connection lost/,
  };

  it.each(FAULT_KINDS)(
    "invoicing=%s: the order is paid, the owner sees its fatura-recibo waiting, then one is issued and e-mailed once",
    async (fault) => {
      const faultVars = { ...IX_VARS, FAULTS: `invoicing=${fault}`, INVOICING_TIMEOUT_MS: "300" };
      const order = await pendingOrder(IX_VARS, { invoice: { nif: "123456789" } });

      // The shopper pays while InvoiceXpress misbehaves: the payment is taken and the invoice is left for later.
      expect((await order.pay(faultVars)).status).toBe(303);
      await vi.waitFor(async () => expect((await documents(order.orderId))[0]?.error).toMatch(ERROR[fault]), { timeout: 5000 });
      // The Cron Trigger's retry while it still misbehaves: one more attempt counted, nothing issued.
      await dueNow(order.orderId);
      expect((await cronDeps(faultVars).invoicing.issueDue()).issued).toBe(0);

      expect(await orderRow(order.orderId)).toMatchObject({ status: "paid", paidAt: expect.any(String) });
      const [waiting, ...others] = await documents(order.orderId);
      expect(others).toEqual([]);
      // The answer of the create was never read: the shop does not know the draft's id (the retry finds it by its reference).
      expect(waiting).toMatchObject({ status: "pending", number: null, providerId: null, attempts: 2, error: expect.stringMatching(ERROR[fault]) });
      expect(atIx(order.orderId)).toHaveLength(acted(fault) ? 1 : 0);
      expect(atIx(order.orderId).every(([, d]) => d.status === "draft" && d.number === undefined)).toBe(true);
      expect(await invoiceMails(order.orderId)).toEqual([]);

      // The customer sees the order paid, with no invoice yet; the owner sees the document waiting, on the order and the health page.
      const mine = (await order.b.json(`/api/orders/${order.orderId}`)).body.order;
      expect(mine).toMatchObject({ status: "paid", documents: [] });
      const owner = await person("owner", OWNER, IX_VARS);
      const detail = (await owner.b.json(`/api/admin/orders/${order.orderId}`)).body;
      expect(detail.order.status).toBe("paid");
      expect(detail.documents).toEqual([expect.objectContaining({ id: waiting!.id, kind: "invoice_receipt", status: "pending", number: null, attempts: 2 })]);
      const health = (await owner.b.json("/api/admin/health")).body;
      expect(health.documents.items).toContainEqual(expect.objectContaining({ id: waiting!.id, orderId: order.orderId, status: "pending", attempts: 2 }));

      // InvoiceXpress is back: the cron's next run issues it, on the draft made the first time if there was one.
      const draftsBefore = atIx(order.orderId).map(([id]) => String(id));
      await dueNow(order.orderId);
      expect((await cronDeps(IX_VARS).invoicing.issueDue()).issued).toBeGreaterThanOrEqual(1);
      const [issued] = await documents(order.orderId);
      const held = atIx(order.orderId);
      expect(held).toHaveLength(1);
      const [ixId, ixDoc] = held[0]!;
      expect(ixDoc).toMatchObject({ type: "invoice_receipts", status: "settled", number: expect.any(Number) });
      expect(issued).toMatchObject({ status: "issued", providerId: String(ixId), number: `FR FR2026/${ixDoc.number}`, error: null });
      if (acted(fault)) {
        expect(draftsBefore).toEqual([String(ixId)]);
        // Refused as a duplicate (409) and found by its reference, never created again.
        expect(ixCalls.map((c) => `${c.method} ${c.path}`)).toContain("GET /invoices.json");
        expect(creates(order.orderId).length).toBeGreaterThanOrEqual(2);
      } else expect(creates(order.orderId)).toHaveLength(1);
      expect(ixCalls.filter((c) => c.method === "PUT" && c.path === `/invoice_receipts/${ixId}/change-state.json`)).toHaveLength(1);
      expect(await invoiceMails(order.orderId)).toHaveLength(1);

      // Another run changes nothing: still one document, numbered once, one e-mail.
      const callsBefore = ixCalls.length;
      await dueNow(order.orderId);
      await cronDeps(IX_VARS).invoicing.issueDue();
      expect(ixCalls.slice(callsBefore).filter((c) => c.path.includes(`invoice_receipts`))).toEqual([]);
      expect(await invoiceMails(order.orderId)).toHaveLength(1);
      expect((await order.b.json(`/api/orders/${order.orderId}`)).body.order.documents).toEqual([
        { id: issued!.id, kind: "invoice_receipt", number: issued!.number, url: `/api/invoices/${issued!.id}/pdf` },
      ]);
      expect(await orderRow(order.orderId)).toMatchObject({ status: "paid" });
    },
    15_000,
  );
});

describe("the e-mail API under a fault: the payment goes through, its e-mails wait and each is delivered once when it is back", () => {
  /** The payment's e-mails: the customer's confirmation and invoice, the owner's 'nova encomenda paga'. */
  const orderMails = async (orderId: string) =>
    (
      await env.DB.prepare(
        `SELECT id, "to", subject, status, attempts, last_error AS error, sent_at AS sentAt FROM email_outbox
         WHERE substr(event_key, 1, length(?1)) = ?1 OR substr(event_key, 1, length(?3)) = ?3
           OR event_key IN (SELECT 'document:' || id FROM invoice_documents WHERE order_id = ?2)
         ORDER BY "to", subject`,
      )
        // Prefixes compared, not LIKE: D1 refuses a LIKE pattern over 50 bytes.
        .bind(`order:${orderId}:`, orderId, `owner:order_paid:${orderId}:`)
        .all<{ id: string; to: string; subject: string; status: string; attempts: number; error: string | null; sentAt: string | null }>()
    ).results;
  const dueNow = (ids: string[]) =>
    env.DB.batch(ids.map((id) => env.DB.prepare("UPDATE email_outbox SET next_attempt_at = ?2 WHERE id = ?1 AND status = 'pending'").bind(id, PAST)));

  it.each(FAULT_KINDS)(
    "mail=%s: the order is paid, its e-mails wait (the owner sees them), then each reaches the customer once",
    async (fault) => {
      const faultVars = { ...MAIL_VARS, FAULTS: `mail=${fault}`, MAIL_TIMEOUT_MS: "300" };
      const order = await pendingOrder({});
      const customerMails = [pt.mail.subject(pt.number(order.orderId)), pt.documentMail.invoiceSubject(pt.number(order.orderId))].sort();

      // The shopper pays while the e-mail API misbehaves: the payment is taken, its e-mails are written and tried once.
      expect((await order.pay(faultVars)).status).toBe(303);
      await vi.waitFor(
        async () => {
          const mails = await orderMails(order.orderId);
          expect(mails.filter((m) => m.to === order.email).map((m) => m.subject)).toEqual(customerMails);
          expect(mails.filter((m) => m.to === OWNER)).toHaveLength(1);
          // Each attempt over (its error kept, or sent).
          for (const m of mails) expect(m.error !== null || m.status !== "pending").toBe(true);
        },
        { timeout: 5000 },
      );
      const ids = (await orderMails(order.orderId)).map((m) => m.id);
      // The Cron Trigger's delivery while it still misbehaves: nothing leaves.
      await dueNow(ids);
      expect((await cronDeps(faultVars).outbox.deliverDue()).sent).toBe(0);

      expect(await orderRow(order.orderId)).toMatchObject({ status: "paid", paidAt: expect.any(String) });
      for (const m of await orderMails(order.orderId)) {
        expect(m, m.subject).toMatchObject({ status: "pending", attempts: 2, sentAt: null, error: expect.any(String) });
      }
      // What reached the API: nothing under fail and malformed; under slow and drop each e-mail once, its answer lost.
      for (const id of ids) expect(messagesFor(id), id).toHaveLength(acted(fault) ? 1 : 0);

      // The customer sees the order paid; the owner sees its e-mails waiting, on the order and the health page.
      expect((await order.b.json(`/api/orders/${order.orderId}`)).body.order.status).toBe("paid");
      const owner = await person("owner", OWNER);
      const detail = (await owner.b.json(`/api/admin/orders/${order.orderId}`)).body;
      expect(detail.mails.map((m: { status: string; sentAt: string | null }) => [m.status, m.sentAt])).toEqual([
        ["pending", null],
        ["pending", null],
      ]);
      const health = (await owner.b.json("/api/admin/health")).body;
      for (const id of ids) expect(health.emails.waiting).toContainEqual(expect.objectContaining({ id, status: "pending", attempts: 2 }));

      // The API is back: the next run delivers each, with its row's id as Idempotency-Key; the API sends each once.
      await dueNow(ids);
      expect((await cronDeps(MAIL_VARS).outbox.deliverDue()).sent).toBeGreaterThanOrEqual(3);
      for (const m of await orderMails(order.orderId)) expect(m, m.subject).toMatchObject({ status: "sent", attempts: 3, error: null });
      for (const m of await orderMails(order.orderId)) {
        const [message, ...again] = messagesFor(m.id);
        expect(again, m.subject).toEqual([]);
        expect(message).toMatchObject({ to: [m.to], subject: m.subject, from: MAIL_VARS.MAIL_FROM });
        // Every attempt that reached the API carried the row's id: a repeat is recognised, never a second message.
        expect(mailApiCalls.filter((c) => c.key === m.id)).toHaveLength(acted(fault) ? 3 : 1);
      }
      expect(
        mailApiMessages
          .filter((m) => m.to[0] === order.email)
          .map((m) => m.subject)
          .sort(),
      ).toEqual(customerMails);

      // Another run sends nothing more.
      const callsBefore = mailApiCalls.length;
      await dueNow(ids);
      await cronDeps(MAIL_VARS).outbox.deliverDue();
      expect(mailApiCalls.length).toBe(callsBefore);
      expect((await owner.b.json(`/api/admin/orders/${order.orderId}`)).body.mails.map((m: { status: string }) => m.status)).toEqual(["sent", "sent"]);
    },
    15_000,
  );
});
