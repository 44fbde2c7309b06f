import type { AppConfig } from "../../config/app-config";
import { invoiceXpressProvider } from "./invoicexpress";
import type { InvoicingProvider } from "./invoicing-provider";
import { simulatedInvoicing } from "./simulated-invoicing";

/** The configured provider (decisions/0044): InvoiceXpress, the simulator (development and tests), or none (manual). */
export function chooseInvoicingProvider(config: Pick<AppConfig, "invoicing" | "company">, d1: D1Database): InvoicingProvider | null {
  if (config.invoicing.kind === "invoicexpress") return invoiceXpressProvider(config.invoicing);
  if (config.invoicing.kind === "simulator") return simulatedInvoicing(d1, config.company.nipc);
  return null;
}
