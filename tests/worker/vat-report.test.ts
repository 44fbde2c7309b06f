import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { reportsCopy } from "../../shared/copy/back-office/reports";
import { invoiceDocumentsRepo } from "../../worker/features/invoicing/invoice-documents.repo";
import { invoicingService } from "../../worker/features/invoicing/invoicing.service";
import { outboxRepo } from "../../worker/features/outbox/outbox.repo";
import { ownerNoticesRepo } from "../../worker/features/owner-notifications/owner-notices.repo";
import { simulatedInvoicing } from "../../worker/integrations/invoicing/simulated-invoicing";
import { OWNER, person } from "./setup/admin";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { order, refund } from "./setup/written-orders";

/**
 * Issue 48: the VAT report for the accountant. Orders are written with the payment times chosen (a month boundary in
 * Lisbon time, summer time ending on 25 October), and their documents are issued by the shop's own invoicing (the
 * embedded simulator) at chosen moments, so each carries the Lisbon day it was issued. The report sums what the documents
 * say, by month, region (mainland, Madeira, Azores, Spain taxed in Portugal, the Canaries exempt) and rate, with the
 * credit notes; and reconciles them with the orders and refunds of the range, every difference on its own line, their
 * sum the gap between the two.
 */
beforeAll(seedCatalogFixture);

const t = reportsCopy.vat;
const e = reportsCopy.errors;
let nth = 0;

/** The shop's invoicing with its clock at `at`: issues the document now due (the one just written). */
async function issueAt(at: string) {
  const service = invoicingService({
    repo: invoiceDocumentsRepo(env.DB, outboxRepo(env.DB), ownerNoticesRepo(env.DB)),
    provider: simulatedInvoicing(env.DB, "509999999"),
    oss: false,
    origin: "http://localhost",
    defer: () => {},
    deliverSoon: () => {},
    owners: { make: () => null, deliver: () => {} },
    now: () => new Date(at),
  });
  expect(await service.issueDue()).toEqual({ due: 1, issued: 1 });
}

/** The document the order process writes with the payment (or a confirmed refund), issued at `issuedAt` (null: left pending). */
async function document(orderId: string, issuedAt: string | null, refundId: string | null = null) {
  await env.DB.prepare("INSERT INTO invoice_documents (id, order_id, event_key, kind, refund_id, next_attempt_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
    .bind(
      `doc-${++nth}`,
      orderId,
      refundId ? `credit:${refundId}` : `invoice:${orderId}`,
      refundId ? "credit_note" : "invoice_receipt",
      refundId,
      issuedAt ? "2000-01-01T00:00:00.000Z" : "2999-01-01T00:00:00.000Z",
    )
    .run();
  if (issuedAt) await issueAt(issuedAt);
}

/** A VAT-included amount's base and VAT at a rate, as a document rounds them (half up on the base). */
const split = (gross: number, bp: number) => {
  const base = Math.round((gross * 10000) / (10000 + bp));
  return { baseCents: base, vatCents: gross - base, totalCents: gross };
};

describe("VAT report", () => {
  it("sums the issued documents by month, region and rate, with credit notes, and lists every difference with the orders", async () => {
    // 1 October in Lisbon (UTC+1 in summer): 23:30 UTC on 30 September. Mainland: a normal-rate and a reduced-rate line.
    const mainland = await order({
      paidAt: "2026-09-30T23:30:00.000Z",
      lines: [
        [1, 1, 12999],
        [4, 2, 899],
      ],
    });
    await env.DB.prepare("UPDATE order_items SET tax_category = 'reduced' WHERE order_id = ?1 AND product_id = 4").bind(mainland.id).run();
    await document(mainland.id, "2026-09-30T23:31:00.000Z");
    const madeira = await order({ paidAt: "2026-10-05T10:00:00.000Z", postalCode: "9000-018", shipping: 0, lines: [[3, 1, 5999]] });
    await document(madeira.id, "2026-10-05T10:01:00.000Z");
    const azores = await order({ paidAt: "2026-10-06T10:00:00.000Z", postalCode: "9500-150", shipping: 0, lines: [[3, 1, 5999]] });
    await document(azores.id, "2026-10-06T10:01:00.000Z");
    // Spain with VAT_OSS off: taxed in Portugal, told apart; the Canaries: exempt.
    const madrid = await order({ paidAt: "2026-10-07T10:00:00.000Z", country: "ES", postalCode: "28001", lines: [[4, 1, 899]] });
    await document(madrid.id, "2026-10-07T10:01:00.000Z");
    const canarias = await order({ paidAt: "2026-10-08T10:00:00.000Z", country: "ES", postalCode: "35001", lines: [[3, 1, 5999]] });
    await document(canarias.id, "2026-10-08T10:01:00.000Z");
    // A refund of 20 € of the mainland order, its credit note issued the same day.
    const refundId = await refund(mainland.id, 2000, "2026-10-10T09:00:00.000Z", "shop", { amountCents: 2000 });
    await document(mainland.id, "2026-10-10T09:01:00.000Z", refundId);
    // Paid on 31 October at 23:50 in Lisbon (UTC+0 since the 25th), its invoice issued after midnight: dated 1 November.
    const late = await order({ paidAt: "2026-10-31T23:50:00.000Z", lines: [[4, 1, 899]] });
    await document(late.id, "2026-11-01T00:10:00.000Z");
    // Paid in October, its invoice not issued (the provider still failing).
    const waiting = await order({ paidAt: "2026-10-20T10:00:00.000Z", lines: [[3, 1, 5999]] });
    await document(waiting.id, null);
    // Paid on 1 November in Lisbon: November's.
    const november = await order({ paidAt: "2026-11-01T00:10:00.000Z", lines: [[1, 1, 12999]] });
    await document(november.id, "2026-11-01T00:11:00.000Z");

    const owner = await person("owner", OWNER);
    const res = await owner.b.json("/api/admin/reports/vat?from=2026-10-01&to=2026-10-31");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body;
    const rows = r.rows.map((x: { month: string; region: string; rateBp: number; invoices: { documents: number }; credits: { documents: number } }) => [
      x.month,
      x.region,
      x.rateBp,
      x.invoices.documents,
      x.credits.documents,
    ]);
    expect(rows).toEqual([
      ["2026-10", "PT", 2300, 1, 1],
      ["2026-10", "PT", 600, 1, 1],
      ["2026-10", "PT-20", 1600, 1, 0],
      ["2026-10", "PT-30", 2200, 1, 0],
      ["2026-10", "PT-ES", 2300, 1, 0],
      ["2026-10", "export", 0, 1, 0],
    ]);
    const row = (region: string, rateBp: number) => r.rows.find((x: { region: string; rateBp: number }) => x.region === region && x.rateBp === rateBp);
    // Each region at its own rate, to the cent: Madeira 22 %, the Azores 16 %, Spain (OSS off) at the mainland's 23 %.
    expect(row("PT-30", 2200).invoices).toEqual({ documents: 1, ...split(5999, 2200) });
    expect(row("PT-20", 1600).invoices).toEqual({ documents: 1, ...split(5999, 1600) });
    expect(row("PT-ES", 2300).invoices).toEqual({ documents: 1, ...split(899 + 450, 2300) });
    expect(row("PT-ES", 2300).regionLabel).toBe(t.regions["PT-ES"]);
    // The Canaries: no VAT, the whole amount as base.
    expect(row("export", 0).invoices).toEqual({ documents: 1, baseCents: canarias.total, vatCents: 0, totalCents: canarias.total });
    // The mainland order: its two rates (the delivery shared between them) add up to its total; the credit note's 20 €
    // over the same rates in proportion; what remains is the difference.
    const [normal, reduced] = [row("PT", 2300), row("PT", 600)];
    expect(normal.invoices.totalCents + reduced.invoices.totalCents).toBe(mainland.total);
    expect(normal.invoices.totalCents).toBeGreaterThan(12999);
    expect(reduced.invoices.totalCents).toBeGreaterThan(2 * 899);
    expect(normal.invoices).toMatchObject(split(normal.invoices.totalCents, 2300));
    expect(reduced.invoices).toMatchObject(split(reduced.invoices.totalCents, 600));
    expect(normal.credits.totalCents + reduced.credits.totalCents).toBe(2000);
    expect(normal.net).toEqual({
      baseCents: normal.invoices.baseCents - normal.credits.baseCents,
      vatCents: normal.invoices.vatCents - normal.credits.vatCents,
      totalCents: normal.invoices.totalCents - normal.credits.totalCents,
    });
    // The total: six invoices and one credit note (the mainland's are one document each, though in two rows).
    const invoiced = mainland.total + madeira.total + azores.total + madrid.total + canarias.total;
    expect(r.total.invoices).toMatchObject({ documents: 5, totalCents: invoiced });
    expect(r.total.credits).toMatchObject({ documents: 1, totalCents: 2000 });

    // Reconciled: the late order's invoice is November's, the waiting one has none; nothing else differs.
    const paid = invoiced + late.total + waiting.total;
    expect(r.reconciliation).toMatchObject({
      paidCents: paid,
      refundedCents: 2000,
      ordersNetCents: paid - 2000,
      invoicedCents: invoiced,
      creditedCents: 2000,
      documentsNetCents: invoiced - 2000,
    });
    const differences = r.reconciliation.differences.map(
      (d: { kind: string; orderId: string; documentDate: string | null; documentStatus: string | null; differenceCents: number }) => [
        d.kind,
        d.orderId,
        d.documentDate,
        d.documentStatus,
        d.differenceCents,
      ],
    );
    expect(differences).toEqual(
      [
        ["invoice_other_period", late.id, "2026-11-01", "issued", late.total],
        ["invoice_missing", waiting.id, null, "pending", waiting.total],
      ].sort((a, b) => String(a[1]).localeCompare(String(b[1]))),
    );
    const sum = r.reconciliation.differences.reduce((s: number, d: { differenceCents: number }) => s + d.differenceCents, 0);
    expect(sum).toBe(r.reconciliation.ordersNetCents - r.reconciliation.documentsNetCents);
    expect(r.reconciliation.differences[0].label).toMatch(/fatura/);

    // November: the late order's invoice, of an order paid in October; the November order matches its own.
    const nov = (await owner.b.json("/api/admin/reports/vat?from=2026-11-01&to=2026-11-30")).body;
    expect(
      nov.reconciliation.differences.map((d: { kind: string; orderId: string; differenceCents: number }) => [d.kind, d.orderId, d.differenceCents]),
    ).toEqual([["invoice_of_other_period", late.id, -late.total]]);
    expect(nov.reconciliation.ordersNetCents - nov.reconciliation.documentsNetCents).toBe(-late.total);
    // Both months at once: everything matches but the waiting order.
    const both = (await owner.b.json("/api/admin/reports/vat?from=2026-10-01&to=2026-11-30")).body;
    expect(both.rows.map((x: { month: string }) => x.month)).toContain("2026-11");
    expect(both.reconciliation.differences.map((d: { kind: string }) => d.kind)).toEqual(["invoice_missing"]);

    // A document whose total is not the order's (an order changed after its invoice): the difference, line by line.
    await env.DB.prepare("UPDATE orders SET total_cents = total_cents + 1 WHERE id = ?1").bind(madeira.id).run();
    const changed = (await owner.b.json("/api/admin/reports/vat?from=2026-10-01&to=2026-10-31")).body;
    expect(changed.reconciliation.differences.find((d: { orderId: string }) => d.orderId === madeira.id)).toMatchObject({
      kind: "invoice_total",
      expectedCents: madeira.total + 1,
      documentCents: madeira.total,
      differenceCents: 1,
    });

    // The CSV: a row per month, region and rate with euros as decimal commas, the total, then the differences.
    const csv = await owner.b.fetch("/api/admin/reports/vat.csv?from=2026-10-01&to=2026-10-31");
    expect(csv.headers.get("Content-Type")).toContain("text/csv");
    expect(csv.headers.get("Content-Disposition")).toContain("iva-2026-10-01-2026-10-31.csv");
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .map((l) => l.replaceAll('"', ""));
    const h = t.csvHeaders;
    expect(lines[0]!.split(";").slice(0, 8)).toEqual([h.month, h.region, h.regionName, h.rate, h.invoices, h.base, h.vat, h.total]);
    const madeiraVat = split(5999, 2200);
    const c = (cents: number) => (cents / 100).toFixed(2).replace(".", ",");
    expect(lines).toContain(
      `2026-10;PT-30;Madeira;22,00;1;${c(madeiraVat.baseCents)};${c(madeiraVat.vatCents)};59,99;0;0,00;0,00;0,00;${c(madeiraVat.baseCents)};${c(madeiraVat.vatCents)};59,99`,
    );
    expect(lines.find((l) => l.startsWith("Total;"))).toContain(`;5;`);
    expect(lines.find((l) => l.startsWith("invoice_missing;"))).toContain(c(waiting.total));
  });

  it("bad input: a clear error, never a 5xx; owners only", async () => {
    const owner = await person("owner", OWNER);
    for (const [query, message] of [
      ["from=2026-10-05&to=2026-10-01", e.endBeforeStart],
      ["from=2020-01-01&to=2026-01-02", e.tooLong],
      ["from=2026-02-30&to=2026-03-01", e.date],
    ] as const) {
      const res = await owner.b.json(`/api/admin/reports/vat?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.message, query).toBe(message);
    }
    const empty = (await owner.b.json("/api/admin/reports/vat?from=2025-01-01&to=2025-01-31")).body;
    expect(empty).toMatchObject({ rows: [], reconciliation: { ordersNetCents: 0, documentsNetCents: 0, differences: [] } });
    const staff = await person("staff");
    expect((await staff.b.json("/api/admin/reports/vat?from=2026-10-01&to=2026-10-31")).status).toBe(403);
    expect((await staff.b.fetch("/api/admin/reports/vat.csv?from=2026-10-01&to=2026-10-31")).status).toBe(403);
  });
});
