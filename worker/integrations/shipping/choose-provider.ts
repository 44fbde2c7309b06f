import type { AppConfig } from "../../config/app-config";
import type { Fault } from "../faults/fault-plan";
import { faultyFetch } from "../faults/faulty-fetch";
import type { QuoteProvider } from "./quote-provider";
import { rateTableQuoteProvider } from "./rate-table";
import { supplierQuoteProvider } from "./supplier-adapter";

/**
 * The supplier when its URL and key are configured as secrets, the embedded rate table otherwise; `fault`: the
 * fault-injection mode's for the supplier (development and tests only; the rate table has no outside system to fault).
 */
export function chooseQuoteProvider(supplier: AppConfig["shippingSupplier"], fault?: Fault): QuoteProvider {
  return supplier ? supplierQuoteProvider(supplier, faultyFetch(fault)) : rateTableQuoteProvider();
}
