import type { AppConfig } from "../../config/app-config";
import type { QuoteProvider } from "./quote-provider";
import { rateTableQuoteProvider } from "./rate-table";
import { supplierQuoteProvider } from "./supplier-adapter";

/** The supplier when its URL and key are configured as secrets, the embedded rate table otherwise. */
export function chooseQuoteProvider(supplier: AppConfig["shippingSupplier"]): QuoteProvider {
  return supplier ? supplierQuoteProvider(supplier) : rateTableQuoteProvider();
}
