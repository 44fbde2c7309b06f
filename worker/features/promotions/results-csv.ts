import { promotionsCopy } from "../../../shared/copy/back-office/promotions";
import { BOM, csvRecord } from "../../../shared/csv";
import { decimalEuros } from "../../../shared/money";

/** One promotion's or sale's results (the reports' rows). */
export interface ResultsRow {
  name: string;
  orders: number;
  revenueCents: number;
  discountCents: number;
  averageCents: number;
}

/** The results as CSV (UTF-8 with BOM, ';' as spreadsheets in Portugal read it, euros with a decimal comma). */
export function resultsCsv(nameHeader: string, rows: ResultsRow[]) {
  const r = promotionsCopy.report;
  return `${BOM}${csvRecord([nameHeader, r.orders, r.revenue, r.discount, r.average], ";")}${rows
    .map((x) => csvRecord([x.name, x.orders, decimalEuros(x.revenueCents), decimalEuros(x.discountCents), decimalEuros(x.averageCents)], ";"))
    .join("")}`;
}
