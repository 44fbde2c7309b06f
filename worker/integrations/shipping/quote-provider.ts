import type { Lang } from "../../../shared/languages";
import type { ShippingOption } from "../../../shared/shipping";

/** What a quote provider is asked (SPEC §7 supplier body, without the envelope). */
export interface QuoteRequest {
  isoCountry: string;
  /** Without dashes or spaces. */
  postcode: string;
  products: { reference: string; quantity: number }[];
  /** The shopper's language: the embedded rates name their options in it (a supplier names its own). */
  lang?: Lang;
}

export interface QuoteProvider {
  /** A stable name, part of the quote cache key. */
  readonly name: string;
  /** Options sorted by cost ascending. Throws DomainError (timeout, non-OK answer, network failure). */
  quote(req: QuoteRequest): Promise<ShippingOption[]>;
}
