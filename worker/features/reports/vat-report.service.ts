import { copies } from "../../../shared/copy";
import { reportsCopy } from "../../../shared/copy/back-office/reports";
import { BOM, csvRecord } from "../../../shared/csv";
import { decimalEuros } from "../../../shared/money";
import {
  type ReportRange,
  VAT_REGIONS,
  type VatDifference,
  type VatDifferenceKind,
  type VatFigures,
  type VatReport,
  type VatReportRegion,
  type VatReportRow,
} from "../../../shared/reports";
import { addDays, lisbonMoment } from "../../../shared/shop-day";
import type { VatDifferenceRaw, VatReportRepo } from "./vat-report.repo";

const t = reportsCopy.vat;
const none = (): VatFigures => ({ documents: 0, baseCents: 0, vatCents: 0, totalCents: 0 });
const add = (a: VatFigures, b: VatFigures): VatFigures => ({
  documents: a.documents + b.documents,
  baseCents: a.baseCents + b.baseCents,
  vatCents: a.vatCents + b.vatCents,
  totalCents: a.totalCents + b.totalCents,
});
const net = (i: VatFigures, c: VatFigures) => ({
  baseCents: i.baseCents - c.baseCents,
  vatCents: i.vatCents - c.vatCents,
  totalCents: i.totalCents - c.totalCents,
});

/** What a difference adds to orders − documents: an order or a refund counted without its document, or a document without it. */
function differenceOf(kind: VatDifferenceKind, expected: number, document: number): number {
  switch (kind) {
    case "invoice_missing":
    case "invoice_other_period":
      return expected;
    case "invoice_total":
      return expected - document;
    case "invoice_of_other_period":
      return -document;
    case "credit_missing":
    case "credit_other_period":
      return -expected;
    case "credit_total":
      return document - expected;
    case "credit_of_other_period":
      return document;
  }
}

/**
 * The VAT report for the accountant (issue 48, decisions/0077): per month, region and rate, the base, VAT and total of
 * the documents issued (invoices and credit notes), and their reconciliation with the orders, line by line.
 */
export function vatReportService(repo: VatReportRepo) {
  async function report(q: ReportRange): Promise<VatReport> {
    const raw = await repo.report(lisbonMoment(`${q.from}T00:00`)!, lisbonMoment(`${addDays(q.to, 1)}T00:00`)!, q.from, q.to);
    const rows = new Map<string, VatReportRow>();
    for (const r of raw.rates) {
      const region = r.region as VatReportRegion;
      const key = `${r.month}|${region}|${r.rateBp}`;
      const row = rows.get(key) ?? {
        month: r.month,
        region,
        regionLabel: t.regions[region] ?? region,
        rateBp: r.rateBp,
        invoices: none(),
        credits: none(),
        net: net(none(), none()),
      };
      const figures = { documents: r.documents, baseCents: r.baseCents, vatCents: r.vatCents, totalCents: r.totalCents };
      if (r.kind === "credit_note") row.credits = add(row.credits, figures);
      else row.invoices = add(row.invoices, figures);
      row.net = net(row.invoices, row.credits);
      rows.set(key, row);
    }
    const order = (r: VatReportRow) => VAT_REGIONS.indexOf(r.region);
    const sorted = [...rows.values()].sort((a, b) => a.month.localeCompare(b.month) || order(a) - order(b) || b.rateBp - a.rateBp);
    // A document with two rates is one document in each of its rows, but one in the total: the totals' counts are the
    // documents of the range (their money is the rows' sum).
    const invoices = sorted.reduce((s, r) => add(s, r.invoices), none());
    const credits = sorted.reduce((s, r) => add(s, r.credits), none());
    const { paidCents, refundedCents, invoicedCents, creditedCents } = raw.totals;
    const differences = raw.differences.map((d) => differenceRow(d));
    return {
      from: q.from,
      to: q.to,
      rows: sorted,
      total: {
        invoices: { ...invoices, documents: raw.documents.invoices },
        credits: { ...credits, documents: raw.documents.credits },
        net: net(invoices, credits),
      },
      reconciliation: {
        paidCents,
        refundedCents,
        ordersNetCents: paidCents - refundedCents,
        invoicedCents,
        creditedCents,
        documentsNetCents: invoicedCents - creditedCents,
        differences,
      },
    };
  }

  function differenceRow(d: VatDifferenceRaw): VatDifference {
    return {
      ...d,
      label: t.reconciliation.kinds[d.kind],
      orderNumber: copies.pt.orders.number(d.orderId),
      differenceCents: differenceOf(d.kind, d.expectedCents ?? 0, d.documentCents ?? 0),
    };
  }

  return {
    report,
    /** The rows and their total as CSV (UTF-8 with BOM, ';', euros with a decimal comma), then the differences under their own header. */
    async csv(q: ReportRange) {
      const r = await report(q);
      const h = t.csvHeaders;
      const e = (cents: number | null) => (cents === null ? "" : decimalEuros(cents));
      const figures = (i: VatFigures, c: VatFigures, n: VatReportRow["net"]) => [
        i.documents,
        e(i.baseCents),
        e(i.vatCents),
        e(i.totalCents),
        c.documents,
        e(c.baseCents),
        e(c.vatCents),
        e(c.totalCents),
        e(n.baseCents),
        e(n.vatCents),
        e(n.totalCents),
      ];
      const head = [h.month, h.region, h.regionName, h.rate, h.invoices, h.base, h.vat, h.total, h.credits, h.creditBase, h.creditVat, h.creditTotal];
      const lines = [
        csvRecord([...head, h.netBase, h.netVat, h.netTotal], ";"),
        ...r.rows.map((x) =>
          csvRecord([x.month, x.region, x.regionLabel, (x.rateBp / 100).toFixed(2).replace(".", ","), ...figures(x.invoices, x.credits, x.net)], ";"),
        ),
        csvRecord([reportsCopy.total, "", "", "", ...figures(r.total.invoices, r.total.credits, r.total.net)], ";"),
      ];
      const d = t.csvDifferences;
      const differences = [
        "\r\n",
        csvRecord([d.kind, d.why, d.order, d.refund, d.document, d.date, d.status, d.expected, d.issued, d.difference], ";"),
        ...r.reconciliation.differences.map((x) =>
          csvRecord(
            [
              x.kind,
              x.label,
              x.orderNumber,
              x.refundId ?? "",
              x.documentNumber ?? "",
              x.documentDate ?? "",
              x.documentStatus ?? "",
              e(x.expectedCents),
              e(x.documentCents),
              e(x.differenceCents),
            ],
            ";",
          ),
        ),
      ];
      return `${BOM}${lines.join("")}${differences.join("")}`;
    },
  };
}
export type VatReportService = ReturnType<typeof vatReportService>;
