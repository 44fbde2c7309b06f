import { shopCopy } from "#copy/shop";
import { type CopyKey, copyKeys } from "./copy-keys";

/**
 * The countries the shop delivers to, and so the only ones the calculator offers and a quote is given for: Portugal and
 * Espanha (DESIGN §6.5). SPEC §2 lists BR, PT, US, CA; quoting where no order can go misled (docs/spec-deviations.md S31).
 * Default PT.
 */
export const SHIPPING_COUNTRIES = [
  { code: "PT", name: shopCopy.shipping.countryNames.PT, placeholder: "1000-001" },
  { code: "ES", name: shopCopy.shipping.countryNames.ES, placeholder: "28001" },
] as const;
export type ShippingCountry = (typeof SHIPPING_COUNTRIES)[number]["code"];
export const DEFAULT_SHIPPING_COUNTRY: ShippingCountry = "PT";
export const MAX_CART_LINES = 50;
export const MAX_LINE_QUANTITY = 99;
/**
 * Units of one variant an order line may have unless the owner sets otherwise (ORDER_LINE_MAX_UNITS, worker/config;
 * decisions/0050): what a household buys. The cart caps a line at it as well as at the stock.
 */
export const DEFAULT_ORDER_LINE_MAX_UNITS = 10;

const countryCodes = SHIPPING_COUNTRIES.map((c) => c.code) as [ShippingCountry, ...ShippingCountry[]];

const postalCodeKeys = copyKeys(shopCopy).shipping;

/**
 * Postal-code rules: PT NNNN-NNN with the first group 1000–9999; ES 5 digits with a province prefix 01–52;
 * others non-empty. Dashes and spaces may be typed. Returns the field error's copy key, or null.
 */
export function postalCodeError(country: string, raw: string): CopyKey | null {
  const code = raw.trim();
  const t = postalCodeKeys;
  if (!code) return t.postalCodeMissing;
  if (country === "PT") {
    const m = /^(\d{4})-?\d{3}$/.exec(code);
    if (!m) return t.postalCodeFormatPT;
    if (Number(m[1]) < 1000) return t.postalCodeUnknownPT;
    return null;
  }
  if (country === "ES") {
    if (!/^\d{5}$/.test(code)) return t.postalCodeFormatES;
    const province = Number(code.slice(0, 2));
    if (province < 1 || province > 52) return t.postalCodeUnknownES;
    return null;
  }
  if (code.length > 12 || !/^[A-Za-z0-9 -]+$/.test(code)) return t.postalCodeInvalid;
  return null;
}

/** SPEC §5: dashes (and spaces) are removed before the code is sent to the quote provider. */
export function normalizePostalCode(raw: string): string {
  return raw.trim().replace(/[-\s]/g, "").toUpperCase();
}

/** SPEC §3 shipping option (cost in cents below the UI). */
export interface ShippingOption {
  id: string;
  name: string;
  costCents: number;
  delay: string;
  carrierCode: string | null;
  /** The working days in transit, when the rates say them (the embedded table; a supplier's delay is only words). */
  transitDays?: [number, number];
  /**
   * When a quote's option would arrive if ordered now (issue 49, shared/delivery-dates.ts): Lisbon days, and the line the
   * shopper reads in the quote's language ('Receba entre qui., 3 dez. e sex., 4 dez.').
   */
  window?: { from: string; to: string; text: string };
}

/** SPEC §3 shipping selection, kept in browser storage. Cost in cents. */
export interface ShippingSelection {
  selectedCountry: string;
  postalCode: string;
  selectedShippingCost: number;
  selectedShippingName: string;
  selectedShippingDelay: string;
}

/** Options together with the destination they were calculated for. */
export interface ShippingQuote {
  country: ShippingCountry;
  postalCode: string;
  options: ShippingOption[];
}

/** Whether a quote was calculated for this destination (typed dashes and spaces do not matter). */
export function quoteIsFor(quote: ShippingQuote | null, country: string, postalCode: string): quote is ShippingQuote {
  return !!quote && quote.country === country && normalizePostalCode(quote.postalCode) === normalizePostalCode(postalCode);
}

/** The selection for one of a quote's options: country and postal code always come from that quote. */
export function selectionFor(quote: ShippingQuote, option: ShippingOption): ShippingSelection {
  if (!quote.options.some((o) => o.id === option.id && o.name === option.name && o.costCents === option.costCents)) {
    throw new Error("shipping option not in this quote");
  }
  return {
    selectedCountry: quote.country,
    postalCode: quote.postalCode,
    selectedShippingCost: option.costCents,
    selectedShippingName: option.name,
    selectedShippingDelay: option.delay,
  };
}

/** Reads a stored selection; anything malformed, or a postal code that does not exist in its country, is dropped. */
export function readShippingSelection(raw: string | null): ShippingSelection | null {
  try {
    const v = JSON.parse(raw ?? "null") as Partial<ShippingSelection> | null;
    if (!v || typeof v !== "object") return null;
    const { selectedCountry, postalCode, selectedShippingCost, selectedShippingName, selectedShippingDelay } = v;
    if (typeof selectedCountry !== "string" || typeof postalCode !== "string" || !Number.isInteger(selectedShippingCost)) return null;
    if (typeof selectedShippingName !== "string" || typeof selectedShippingDelay !== "string") return null;
    if (!countryCodes.includes(selectedCountry as ShippingCountry) || postalCodeError(selectedCountry, postalCode)) return null;
    return { selectedCountry, postalCode, selectedShippingCost: selectedShippingCost!, selectedShippingName, selectedShippingDelay };
  } catch {
    return null;
  }
}

/**
 * Spanish territories outside the EU VAT area (Canarias 35/38, Ceuta 51, Melilla 52): a delivery there is an export, and
 * the customer may pay customs and IGIC/IPSI on arrival. Which one (its wording is copy.checkout.vatAreaLead), or null
 * for a destination inside the VAT area.
 */
export type OutsideEuVatArea = "canarias" | "ceuta" | "melilla";
export function outsideEuVatArea(country: string, postalCode: string): OutsideEuVatArea | null {
  if (country !== "ES") return null;
  const prefix = postalCode.trim().slice(0, 2);
  if (prefix === "35" || prefix === "38") return "canarias";
  if (prefix === "51") return "ceuta";
  if (prefix === "52") return "melilla";
  return null;
}
