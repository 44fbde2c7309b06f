import type { AppConfig } from "../../config/app-config";
import { faultyFetch } from "../faults/faulty-fetch";
import { faultySimulator } from "../faults/faulty-simulator";
import { invoiceXpressProvider } from "./invoicexpress";
import { type InvoicingProvider, InvoicingUnavailable } from "./invoicing-provider";
import { simulatedInvoicing } from "./simulated-invoicing";

/**
 * The configured provider (decisions/0044): InvoiceXpress, the simulator (development and tests), or none (manual); under
 * the fault-injection mode's fault for invoicing, if any (development and tests only).
 */
export function chooseInvoicingProvider(config: Pick<AppConfig, "invoicing" | "company" | "faults">, d1: D1Database): InvoicingProvider | null {
  const fault = config.faults.invoicing;
  if (config.invoicing.kind === "invoicexpress") return invoiceXpressProvider(config.invoicing, faultyFetch(fault));
  if (config.invoicing.kind === "simulator")
    return faultySimulator(
      fault,
      simulatedInvoicing(d1, config.company.nipc),
      () => new InvoicingUnavailable(`simulated invoicing: ${fault} (fault injected)`),
    );
  return null;
}
