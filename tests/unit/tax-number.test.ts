import { describe, expect, it } from "vitest";
import { taxNumberError } from "../../shared/account-rules";
import { copy } from "../../shared/copy";
import { copyText } from "../../shared/copy-keys";
import { isValidEsNifNie, isValidPtNif, normaliseTaxNumber } from "../../shared/tax-number";

/** What the shopper reads: the copy key's text (Portuguese here). */
const shown = (key: string | null) => key && copyText(key);

describe("tax numbers (DESIGN §6.11)", () => {
  it("validates the Portuguese NIF's check digit and first digits", () => {
    for (const ok of ["123456789", "501964843", "245719202", "999999990", "100000002"]) expect(isValidPtNif(ok), ok).toBe(true);
    for (const bad of ["123456780", "111111111", "222222222", "987654321", "400000008", "12345678", "12345678a"]) expect(isValidPtNif(bad), bad).toBe(false);
  });

  it("validates the Spanish DNI/NIF and NIE check letter (mod 23)", () => {
    for (const ok of ["12345678Z", "00000000T", "X1234567L", "Y1234567X", "Z1234567R"]) expect(isValidEsNifNie(ok), ok).toBe(true);
    for (const bad of ["12345678A", "X1234567A", "W1234567L", "1234567Z", "123456789"]) expect(isValidEsNifNie(bad), bad).toBe(false);
  });

  it("accepts a Spanish number only with a Spanish phone; a Portuguese NIF with any phone", () => {
    expect(taxNumberError("12345678Z", "+34612345678")).toBeNull();
    expect(taxNumberError(" x1234567-l ", "+34612345678")).toBeNull();
    expect(taxNumberError("123456789", "+34612345678")).toBeNull();
    expect(taxNumberError("123456789", "+351912345678")).toBeNull();
    expect(shown(taxNumberError("12345678A", "+34612345678"))).toBe(copy.taxNumber.esCheckLetter);
    expect(shown(taxNumberError("12345678Z", "+351912345678"))).toBe(copy.taxNumber.esNeedsSpanishPhone);
    expect(shown(taxNumberError("123456780", "+351912345678"))).toBe(copy.taxNumber.ptCheckDigit);
    expect(shown(taxNumberError("1234", "+351912345678"))).toBe("NIF deve ter exatamente 9 dígitos");
    expect(shown(taxNumberError("1234", "+34612345678"))).toBe(copy.taxNumber.esFormat);
    expect(normaliseTaxNumber(" x1234567-l ")).toBe("X1234567L");
  });
});
