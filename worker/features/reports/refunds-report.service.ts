import { reportsCopy } from "../../../shared/copy/back-office/reports";
import { BOM, csvRecord } from "../../../shared/csv";
import { decimalEuros } from "../../../shared/money";
import { REFUND_KINDS, type RefundsReport, type ReportRange } from "../../../shared/reports";
import { addDays, lisbonMoment } from "../../../shared/shop-day";
import type { RefundsReportRepo } from "./refunds-report.repo";

const t = reportsCopy.refunds;

/** Refunds by why and the withdrawals received, over a range of Lisbon days (issue 48): on screen and as CSV. */
export function refundsReportService(repo: RefundsReportRepo) {
  async function report(q: ReportRange): Promise<RefundsReport> {
    const { rows, withdrawals } = await repo.refunds(lisbonMoment(`${q.from}T00:00`)!, lisbonMoment(`${addDays(q.to, 1)}T00:00`)!);
    return {
      from: q.from,
      to: q.to,
      // Every reason in a fixed order, with what it had (a zero row says there was none).
      rows: REFUND_KINDS.map((key) => {
        const r = rows.find((x) => x.key === key);
        return { key, label: t.kinds[key], refunds: r?.refunds ?? 0, orders: r?.orders ?? 0, amountCents: r?.amountCents ?? 0 };
      }),
      withdrawals,
    };
  }
  return {
    report,
    async csv(q: ReportRange) {
      const { rows } = await report(q);
      const h = t.csvHeaders;
      return `${BOM}${csvRecord([h.key, h.name, h.refunds, h.orders, h.amount], ";")}${rows
        .map((r) => csvRecord([r.key, r.label, r.refunds, r.orders, decimalEuros(r.amountCents)], ";"))
        .join("")}`;
    },
  };
}
export type RefundsReportService = ReturnType<typeof refundsReportService>;
