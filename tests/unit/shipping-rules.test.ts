import { describe, expect, it } from "vitest";
import { copyText } from "../../shared/copy-keys";
import {
  normalizePostalCode,
  outsideEuVatArea,
  postalCodeError,
  quoteIsFor,
  readShippingSelection,
  type ShippingQuote,
  selectionFor,
} from "../../shared/shipping";

/** What the shopper reads: the copy key's text (Portuguese here). */
const shown = (key: string | null) => key && copyText(key);

const ctt = { id: "pt-normal", name: "CTT Correio Normal", costCents: 399, delay: "3 a 5 dias úteis", carrierCode: "CTT" };
const ptQuote: ShippingQuote = { country: "PT", postalCode: "1000-001", options: [ctt] };

describe("postal-code rules (shared by the calculator and the worker)", () => {
  it.each([
    ["PT", "1000-001"],
    ["PT", "1000001"],
    ["PT", " 9999-999 "],
    ["ES", "01001"],
    ["ES", "28001"],
    ["ES", "52080"],
    ["BR", "01001-000"],
  ])("accepts %s %s", (country, code) => {
    expect(postalCodeError(country, code)).toBeNull();
  });

  it.each([
    ["PT", "0000-000", "Código postal inexistente em Portugal"],
    ["PT", "0999-999", "Código postal inexistente em Portugal"],
    ["PT", "1000", "Código postal inválido para Portugal"],
    ["ES", "00000", "Código postal inexistente em Espanha"],
    ["ES", "00001", "Código postal inexistente em Espanha"],
    ["ES", "53001", "Código postal inexistente em Espanha"],
    ["ES", "99999", "Código postal inexistente em Espanha"],
    ["ES", "2800", "Código postal inválido para Espanha"],
  ])("refuses %s %s", (country, code, start) => {
    expect(shown(postalCodeError(country, code))).toMatch(new RegExp(`^${start}`));
  });
});

describe("postal codes for other countries and as sent to the quote provider", () => {
  it("other countries need a short code of letters, digits, spaces and dashes", () => {
    expect(postalCodeError("US", "10001")).toBeNull();
    expect(postalCodeError("CA", "K1A 0B1")).toBeNull();
    expect(shown(postalCodeError("BR", "   "))).toBe("Indique o código postal.");
    expect(shown(postalCodeError("CA", "K1A_0B1"))).toBe("Código postal inválido.");
    expect(shown(postalCodeError("US", "1234567890123"))).toBe("Código postal inválido.");
  });

  it("drops dashes and spaces and upper-cases (SPEC §5)", () => {
    expect(normalizePostalCode(" 1000-001 ")).toBe("1000001");
    expect(normalizePostalCode("k1a 0b1")).toBe("K1A0B1");
  });
});

describe("shipping selection never mixes destinations", () => {
  it("takes the country and postal code from the quote the option came from", () => {
    expect(selectionFor(ptQuote, ctt)).toEqual({
      selectedCountry: "PT",
      postalCode: "1000-001",
      selectedShippingCost: 399,
      selectedShippingName: "CTT Correio Normal",
      selectedShippingDelay: "3 a 5 dias úteis",
    });
  });

  it("refuses an option that is not in the quote", () => {
    expect(() => selectionFor(ptQuote, { ...ctt, id: "es-estandar", name: "Correos Estándar" })).toThrow();
  });

  it("knows whether a quote is for the destination being edited (dashes and spaces do not matter)", () => {
    expect(quoteIsFor(ptQuote, "PT", "1000-001")).toBe(true);
    expect(quoteIsFor(ptQuote, "PT", " 1000001")).toBe(true);
    expect(quoteIsFor(ptQuote, "ES", "1000-001")).toBe(false);
    expect(quoteIsFor(ptQuote, "PT", "4000-123")).toBe(false);
    expect(quoteIsFor(null, "PT", "1000-001")).toBe(false);
  });

  it("drops a stored selection whose postal code does not exist in its country", () => {
    const stored = {
      selectedCountry: "PT",
      postalCode: "1000-001",
      selectedShippingCost: 399,
      selectedShippingName: "CTT Correio Normal",
      selectedShippingDelay: "3 a 5 dias úteis",
    };
    expect(readShippingSelection(JSON.stringify(stored))).toEqual(stored);
    expect(readShippingSelection(JSON.stringify({ ...stored, selectedCountry: "ES" }))).toBeNull();
    expect(readShippingSelection(JSON.stringify({ ...stored, selectedCountry: "FR" }))).toBeNull();
    expect(readShippingSelection(JSON.stringify({ ...stored, selectedShippingName: 3 }))).toBeNull();
    expect(readShippingSelection("{")).toBeNull();
    expect(readShippingSelection(null)).toBeNull();
  });
});

describe("outsideEuVatArea", () => {
  it("names the Canaries, Ceuta and Melilla, and nothing else", () => {
    expect(outsideEuVatArea("ES", "35001")).toBe("canarias");
    expect(outsideEuVatArea("ES", "38001")).toBe("canarias");
    expect(outsideEuVatArea("ES", "51001")).toBe("ceuta");
    expect(outsideEuVatArea("ES", "52001")).toBe("melilla");
    for (const [country, code] of [
      ["ES", "28001"],
      ["ES", "07001"],
      ["PT", "9000-001"],
      ["PT", "3500-001"],
    ] as const) {
      expect(outsideEuVatArea(country, code)).toBeNull();
    }
  });
});
