/**
 * Product safety information of the product page (General Product Safety Regulation (EU) 2023/988, art. 19;
 * decisions/0016): who made the product, who answers for it in the EU, what identifies it and its warnings.
 */

/** ISO 3166-1 alpha-2 codes of the EU member states: a manufacturer elsewhere needs an EU responsible person. */
export const EU_COUNTRIES: readonly string[] = "AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK".split(" ");

export const isEuCountry = (country: string) => EU_COUNTRIES.includes(country);

export interface SafetyParty {
  name: string;
  /** postal address, lines separated by "\n" */
  address: string;
  /** an e-mail address or a website */
  contact: string;
}

export interface ProductSafety {
  manufacturer: (SafetyParty & { country: string }) | null;
  euResponsible: SafetyParty | null;
  model: string | null;
  gtin: string | null;
  /** in Portuguese, in display order; empty when the product needs no specific warning */
  warnings: string[];
}

/** The GS1 check digit of the digits before it (GTIN-8, -12, -13, -14): weights 3 and 1 from the right. */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** A GTIN-8, -12, -13 or -14 whose last digit is its check digit. */
export function isValidGtin(gtin: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(gtin)) return false;
  return gtinCheckDigit(gtin.slice(0, -1)) === Number(gtin.at(-1));
}

/** A contact that is a website rather than an e-mail address. */
export const isWebsite = (contact: string) => !contact.includes("@");
