import type { Bindings } from "../../env";
import type { QuoteProvider } from "./quote-provider";
import { rateTableQuoteProvider } from "./rate-table";
import { supplierQuoteProvider } from "./supplier-adapter";

/** The supplier when its URL and key are configured as secrets, the embedded rate table otherwise. */
export function chooseQuoteProvider(env: Bindings): QuoteProvider {
  if (env.SHIPPING_SUPPLIER_URL && env.SHIPPING_SUPPLIER_KEY) {
    const timeoutMs = Number(env.SHIPPING_TIMEOUT_MS) > 0 ? Number(env.SHIPPING_TIMEOUT_MS) : 5000;
    return supplierQuoteProvider({ baseUrl: env.SHIPPING_SUPPLIER_URL, apiKey: env.SHIPPING_SUPPLIER_KEY, timeoutMs });
  }
  return rateTableQuoteProvider();
}
