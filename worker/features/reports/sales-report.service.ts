import { copy } from "../../../shared/copy";
import { adminCopy } from "../../../shared/copy/back-office/admin";
import { reportsCopy } from "../../../shared/copy/back-office/reports";
import { BOM, csvRecord } from "../../../shared/csv";
import { decimalEuros } from "../../../shared/money";
import { ORDER_REPORTS, type SalesReportQuery, type SalesReportRow, type SalesReportTotal } from "../../../shared/reports";
import { addDays, lisbonMoment } from "../../../shared/shop-day";
import { variantLabel } from "../../../shared/variants";
import type { RawRow, SalesReportRepo } from "./sales-report.repo";

const t = reportsCopy;
const euros = (cents: number | null) => (cents === null ? "" : decimalEuros(cents));
const methods = adminCopy.orders.methods as Record<string, string>;

/** The days of a range of Lisbon dates (both included), as the day report reads them. */
function spans(from: string, to: string) {
  const out = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push({ day: d, from: lisbonMoment(`${d}T00:00`)!, to: lisbonMoment(`${addDays(d, 1)}T00:00`)! });
  return out;
}

/** Sales reports (issue 48, decisions/0077): a dimension over a range of Lisbon days, with labels, on screen and as CSV. */
export function salesReportService(repo: SalesReportRepo) {
  const label = (by: SalesReportQuery["by"], r: RawRow): string => {
    switch (by) {
      case "method":
        return methods[r.key] ?? r.key;
      case "country":
        return t.countries[r.key] ?? r.key;
      case "region":
        return t.regions[r.key] ?? r.key.toUpperCase();
      case "day":
        return `${r.key.slice(8, 10)}/${r.key.slice(5, 7)}/${r.key.slice(0, 4)}`;
      case "category":
        return r.label ?? t.noCategory;
      case "variant": {
        const options = variantLabel({ size: r.size, color: r.color, packCount: r.packCount }, copy.product.packOf);
        return [r.label, options, r.sku].filter(Boolean).join(" · ");
      }
      default:
        return r.label ?? r.key;
    }
  };

  async function report(
    q: SalesReportQuery,
  ): Promise<{ by: SalesReportQuery["by"]; from: string; to: string; rows: SalesReportRow[]; total: SalesReportTotal }> {
    const from = lisbonMoment(`${q.from}T00:00`)!;
    const to = lisbonMoment(`${addDays(q.to, 1)}T00:00`)!;
    const raw =
      q.by === "day"
        ? await repo.days(spans(q.from, q.to))
        : q.by === "method" || q.by === "country" || q.by === "region"
          ? await repo.orders(q.by, from, to)
          : await repo.lines(q.by, from, to);
    const ordersReport = ORDER_REPORTS.includes(q.by);
    const rows = raw.map((r) => ({
      key: r.key,
      label: label(q.by, r),
      orders: r.orders,
      units: r.units,
      salesCents: r.salesCents,
      refundsCents: ordersReport ? (r.refundsCents ?? 0) : null,
      netCents: r.salesCents - (ordersReport ? (r.refundsCents ?? 0) : 0),
    }));
    const sum = (f: (r: SalesReportRow) => number) => rows.reduce((s, r) => s + f(r), 0);
    const total: SalesReportTotal = {
      key: "total",
      label: t.total,
      // Lines' reports: an order with lines in two rows is one order, so their orders do not add up.
      orders: ordersReport ? sum((r) => r.orders) : null,
      units: sum((r) => r.units),
      salesCents: sum((r) => r.salesCents),
      refundsCents: ordersReport ? sum((r) => r.refundsCents ?? 0) : null,
      netCents: sum((r) => r.netCents),
    };
    return { by: q.by, from: q.from, to: q.to, rows, total };
  }

  return {
    report,
    /** The same rows as CSV (UTF-8 with BOM, ';', euros with a decimal comma), the total last. */
    async csv(q: SalesReportQuery) {
      const { rows, total } = await report(q);
      const h = t.csvHeaders;
      const line = (r: SalesReportTotal) =>
        csvRecord([r.key, r.label, r.orders ?? "", r.units, euros(r.salesCents), euros(r.refundsCents), euros(r.netCents)], ";");
      return `${BOM}${csvRecord([h.key, h.name, h.orders, h.units, h.sales, h.refunds, h.net], ";")}${[...rows, total].map(line).join("")}`;
    },
  };
}
export type SalesReportService = ReturnType<typeof salesReportService>;
