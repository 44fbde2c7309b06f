import { accountCopy } from "#copy/account";
import { type CopyKey, copyKeys } from "./copy-keys";

/**
 * DESIGN §6.11 tax numbers: a Portuguese NIF (9 digits, mod-11 check digit, first digits allowed by the AT) or,
 * for customers in Spain, a Spanish DNI/NIF (8 digits + letter) or NIE (X/Y/Z + 7 digits + letter), mod-23 letter.
 */

const ES_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";
/** First digits the AT assigns: 1-3 individuals, 45 non-residents, 5 companies, 6 public bodies, 7x, 8, 9x. */
const PT_FIRST_DIGITS = /^(?:[123568]|45|7[0-2457-9]|9[0189])/;
const PT_NINE_DIGITS = /^\d{9}$/;
const ES_SHAPE = /^(?:\d{8}|[XYZ]\d{7})[A-Z]$/;

/** Spaces, dots and hyphens removed, letters upper-case: the form the number is checked and stored in. */
export const normaliseTaxNumber = (value: string) => value.replace(/[\s.-]/g, "").toUpperCase();

export function isValidPtNif(nif: string): boolean {
  if (!PT_NINE_DIGITS.test(nif) || !PT_FIRST_DIGITS.test(nif)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(nif[i]) * (9 - i);
  const check = 11 - (sum % 11);
  return (check >= 10 ? 0 : check) === Number(nif[8]);
}

export function isValidEsNifNie(value: string): boolean {
  if (!ES_SHAPE.test(value)) return false;
  const digits = value.slice(0, -1).replace(/^[XYZ]/, (l) => String("XYZ".indexOf(l)));
  return ES_LETTERS[Number(digits) % 23] === value.slice(-1);
}

/**
 * The tax number an invoice may name (issue 33), by the delivery's country: a Portuguese NIF for Portugal; a Portuguese
 * NIF or a Spanish NIF/NIE for Spain. The normalised number, or null when it is not valid.
 */
export function invoiceTaxNumber(value: string, country: string): string | null {
  const v = normaliseTaxNumber(value);
  if (isValidPtNif(v)) return v;
  return country === "ES" && isValidEsNifNie(v) ? v : null;
}

const t = copyKeys(accountCopy).taxNumber;

/**
 * Why a (non-empty) tax number is refused (a copy key), or null. Spanish numbers only with a Spanish (+34) phone; a Portuguese NIF
 * with any phone. `notNineDigits` is the caller's SPEC message for a number that is not 9 digits.
 */
export function taxNumberProblem(value: string, spanishPhone: boolean, notNineDigits: CopyKey): CopyKey | null {
  const v = normaliseTaxNumber(value);
  if (ES_SHAPE.test(v)) {
    if (!spanishPhone) return t.esNeedsSpanishPhone;
    return isValidEsNifNie(v) ? null : t.esCheckLetter;
  }
  if (!PT_NINE_DIGITS.test(v)) return spanishPhone ? t.esFormat : notNineDigits;
  return isValidPtNif(v) ? null : t.ptCheckDigit;
}
