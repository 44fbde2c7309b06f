/**
 * The words of the shop's fiscal documents (issue 33, decisions/0044). Invoices and credit notes are written in
 * Portuguese, the seller's language before the AT, whatever the order's language; so this module has no Spanish twin.
 */
export const fiscalCopy = {
  testMark: "Documento de teste sem validade fiscal",
  titles: { invoice_receipt: "Fatura-recibo", credit_note: "Nota de crédito" },
  delivery: (service: string) => `Entrega: ${service}`,
  refundLine: (orderNumber: string) => `Reembolso da encomenda ${orderNumber}`,
  orderRef: (orderNumber: string) => `Encomenda ${orderNumber}`,
  reasons: { cancel: "Cancelamento da encomenda", withdrawal: "Livre resolução", refund: "Reembolso" },
  exportExemption: "Isento artigo 14.º do CIVA (exportação)",
  consumer: "Consumidor final",
  pdf: {
    header: (date: string, atcud: string, orderNumber: string) => `Data: ${date}    ATCUD: ${atcud}    Encomenda ${orderNumber}`,
    refersTo: (invoice: string, reason: string | null) => `Referente à fatura-recibo ${invoice}${reason ? ` — ${reason}` : ""}`,
    sellerLine: (nipc: string, address: string) => `NIF ${nipc} · ${address}`,
    customer: "Cliente",
    customerLine: (name: string, nif: string) => `${name} · NIF ${nif}`,
    countries: { PT: "Portugal", ES: "Espanha" },
    columns: "Descrição · Qtd. · IVA · Total (IVA incluído)",
    exempt: (code: string) => `Isento (${code})`,
    /** A line's discount (issue 47), before the line's total after it. */
    lineDiscount: (amount: string) => `desconto -${amount}`,
    vatSummary: "Resumo do IVA",
    rateLine: (rate: string, base: string, tax: string) => `Taxa ${rate}: base ${base} · IVA ${tax}`,
    exemptionReason: (reason: string) => `Motivo de isenção: ${reason}`,
    total: (amount: string) => `Total: ${amount}`,
    atcud: (code: string) => `ATCUD: ${code}`,
    qr: (content: string) => `Código QR: ${content}`,
  },
};
