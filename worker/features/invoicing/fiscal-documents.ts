import { apportion } from "../../../shared/apportion";
import { fiscalCopy } from "../../../shared/copy/back-office/fiscal-documents";
import { storedLineDiscounts } from "../../../shared/promotions";
import type { DocumentLine, FiscalDocument } from "../../integrations/invoicing/invoicing-provider";
import { type RateTable, type SupplyPlace, summariseByRate, type TaxCategory } from "./vat";

export type { DocumentLine, FiscalDocument };

/**
 * The documents the shop issues (issue 33, decisions/0044), as computed from an order before any provider sees them:
 * every line VAT-included with its rate, the delivery as its own line(s), and a summary per rate whose amounts add up
 * to the order's total to the cent. The provider adapters turn this into their wire format; the simulator prints it.
 * Fiscal documents are written in Portuguese (the seller's language before the AT), whatever the order's language.
 */
/** What an invoice needs from its order. */
export interface InvoiceOrder {
  id: string;
  orderNumber: string;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
  shippingServiceName: string;
  /** `discountCents`: the code's discount on the line (issue 47; absent or 0 on orders placed before). */
  items: { variantId: number | null; description: string; quantity: number; unitPriceCents: number; taxCategory: TaxCategory; discountCents?: number }[];
}

/**
 * The fatura-recibo of a paid order: each product line at its category's rate in the place of supply (its own discount
 * taken off, shown beside it: issue 47), the delivery as its own line at the goods' rates in proportion (an accessory expense
 * follows its goods, CIVA art. 16 n.º 6), or every line exempt for an export.
 */
export function invoiceLines(order: InvoiceOrder, place: SupplyPlace, rates: RateTable | null): DocumentLine[] {
  const rateOf = (c: TaxCategory) => {
    if (place.exemption) return 0;
    if (!rates) throw new Error(`no VAT rates for region ${place.region}`);
    return rates[c];
  };
  const grosses = order.items.map((i) => i.unitPriceCents * i.quantity);
  const discounts = storedLineDiscounts(order);
  const goods: DocumentLine[] = order.items.map((i, n) => ({
    description: i.description,
    quantity: i.quantity,
    grossCents: grosses[n]! - discounts[n]!,
    discountCents: discounts[n]!,
    rateBp: rateOf(i.taxCategory),
    exemption: place.exemption,
    variantId: i.variantId,
  }));
  if (order.shippingCents <= 0) return goods;
  const goodsByRate = summariseByRate(goods);
  const shares = apportion(
    order.shippingCents,
    goodsByRate.map((r) => r.grossCents),
  );
  const delivery = goodsByRate
    .map((r, n) => ({
      description: fiscalCopy.delivery(order.shippingServiceName),
      quantity: 1,
      grossCents: shares[n]!,
      discountCents: 0,
      rateBp: r.rateBp,
      exemption: place.exemption,
      variantId: null,
    }))
    .filter((l) => l.grossCents > 0);
  return [...goods, ...delivery];
}

/**
 * A credit note's lines for a refund of `amountCents`: the refunded order lines (their share of the invoice's lines)
 * and the delivery when it was refunded, or, for an amount (a cancellation, a withdrawal, an amount typed by the
 * owner), the amount over the invoice's rates in proportion. Always exactly `amountCents` in all.
 */
export function creditLines(
  invoice: Pick<FiscalDocument, "lines" | "orderNumber">,
  refund: { amountCents: number; lines?: { variantId: number; quantity: number }[]; shipping?: boolean; byAmount: boolean },
): DocumentLine[] {
  let lines: DocumentLine[];
  if (!refund.byAmount && (refund.lines?.length || refund.shipping)) {
    lines = [];
    for (const r of refund.lines ?? []) {
      const line = invoice.lines.find((l) => l.variantId === r.variantId);
      if (line)
        lines.push({
          ...line,
          quantity: r.quantity,
          grossCents: Math.round((line.grossCents * r.quantity) / line.quantity),
          discountCents: Math.round(((line.discountCents ?? 0) * r.quantity) / line.quantity),
        });
    }
    if (refund.shipping) lines.push(...invoice.lines.filter((l) => l.variantId === null));
    const diff = refund.amountCents - lines.reduce((s, l) => s + l.grossCents, 0);
    // The refund's own rounding of the discount may differ by a cent from the lines': the largest line takes it.
    const largest = lines.reduce((a, l, i) => (l.grossCents > (lines[a]?.grossCents ?? -1) ? i : a), 0);
    if (lines.length && Math.abs(diff) <= lines.length) lines[largest] = { ...lines[largest]!, grossCents: lines[largest]!.grossCents + diff };
    else lines = [];
  } else lines = [];
  if (lines.length) return lines;
  const byRate = summariseByRate(invoice.lines);
  const shares = apportion(
    refund.amountCents,
    byRate.map((r) => r.grossCents),
  );
  const exemption = invoice.lines[0]?.exemption ?? null;
  return byRate
    .map((r, n) => ({
      description: fiscalCopy.refundLine(invoice.orderNumber),
      quantity: 1,
      grossCents: shares[n]!,
      discountCents: 0,
      rateBp: r.rateBp,
      exemption,
      variantId: null,
    }))
    .filter((l) => l.grossCents > 0);
}

/** The document with its per-rate summary and total. */
export function withTotals(doc: Omit<FiscalDocument, "rates" | "totalCents">): FiscalDocument {
  return { ...doc, rates: summariseByRate(doc.lines), totalCents: doc.lines.reduce((s, l) => s + l.grossCents, 0) };
}
