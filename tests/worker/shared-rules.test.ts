import { describe, expect, it } from "vitest";
import { greetingName, isProfileComplete } from "../../shared/account-rules";
import { copyText } from "../../shared/copy-keys";
import { discountPercent, formatCents } from "../../shared/money";
import { fullNameError, withFirstNamePrefix } from "../../shared/name-rules";
import { toProductCard } from "../../shared/product-card";

describe("shared catalogue rules", () => {
  it("a card shows the product's real reviews, and no rating at all without them (decisions/0017)", () => {
    const base = {
      id: 5,
      name: "z",
      priceCents: 500,
      salePriceCents: null,
      imageKey: null,
      stockQuantity: 1,
      sku: "r",
      variantCount: 1,
      priceVaries: false,
      minPriceCents: 500,
      referencePriceCents: null,
    };
    expect(toProductCard({ ...base, ratingAverage: 4.3, reviewCount: 12 })).toMatchObject({ rating: 4.3, reviews: 12 });
    expect(toProductCard({ ...base, ratingAverage: null, reviewCount: 0 })).toMatchObject({ rating: null, reviews: 0 });
  });

  it("rounds the discount percent as SPEC §9 says", () => {
    expect(discountPercent(8999, 6999)).toBe(22);
    expect(discountPercent(1000, 995)).toBe(1);
    expect(discountPercent(0, 0)).toBe(0);
  });

  it("formats euro for Portugal", () => {
    expect(formatCents(12999).replace(/\s/g, " ")).toBe("129,99 €");
    expect(formatCents(5).replace(/\s/g, " ")).toBe("0,05 €");
  });

  it("builds a card with the sale price, the struck 30-day reference price and the discount off it (EU Omnibus)", () => {
    const one = { variantCount: 1, priceVaries: false, ratingAverage: null, reviewCount: 0 };
    const card = toProductCard({
      id: 2,
      name: "x",
      priceCents: 8999,
      salePriceCents: 6999,
      imageKey: null,
      stockQuantity: 0,
      sku: "s",
      ...one,
      minPriceCents: 6999,
      referencePriceCents: 7999,
    });
    expect(card).toMatchObject({ priceCents: 6999, originalPriceCents: 7999, discountPercent: 13, rating: null, stockQuantity: 0, fromPrice: false });
    // A 30-day low at or below the sale price, or none known: the price alone, no reduction announced.
    for (const referencePriceCents of [6999, 5999, null]) {
      expect(
        toProductCard({
          id: 2,
          name: "x",
          priceCents: 8999,
          salePriceCents: 6999,
          imageKey: null,
          stockQuantity: 0,
          sku: "s",
          ...one,
          minPriceCents: 6999,
          referencePriceCents,
        }),
      ).toMatchObject({
        priceCents: 6999,
        originalPriceCents: null,
        discountPercent: null,
      });
    }
    const plain = {
      id: 3,
      name: "y",
      priceCents: 500,
      salePriceCents: null,
      imageKey: "k",
      stockQuantity: 1,
      sku: "t",
      ...one,
      minPriceCents: 500,
      referencePriceCents: null,
    };
    expect(toProductCard(plain).originalPriceCents).toBeNull();
  });

  it("variants with different prices: the lowest, as 'a partir de', without a struck price", () => {
    const packs = {
      id: 4,
      name: "Fraldas",
      priceCents: 899,
      salePriceCents: 799,
      imageKey: null,
      stockQuantity: 9,
      sku: "f",
      referencePriceCents: 899,
      ratingAverage: null,
      reviewCount: 0,
    };
    expect(toProductCard({ ...packs, variantCount: 2, priceVaries: true, minPriceCents: 799 })).toMatchObject({
      priceCents: 799,
      originalPriceCents: null,
      fromPrice: true,
      variantCount: 2,
    });
  });
});

describe("account rules", () => {
  it("greets by first name, else by the capitalised part of the e-mail before the at-sign", () => {
    expect(greetingName("Ana", "x@y.pt")).toBe("Ana");
    expect(greetingName(null, "maria.silva@exemplo.pt")).toBe("Maria.silva");
    expect(greetingName("  ", "joana@exemplo.pt")).toBe("Joana");
  });

  it("profile complete only with first name, full name, phone and NIF (SPEC §5)", () => {
    const full = { firstName: "Ana", fullName: "Ana Costa", phone: "+351912345678", nif: "123456789" };
    expect(isProfileComplete(full)).toBe(true);
    expect(isProfileComplete(null)).toBe(false);
    for (const k of Object.keys(full)) expect(isProfileComplete({ ...full, [k]: "  " })).toBe(false);
  });
});

describe("SPEC §5 name rules", () => {
  it("prefixes the full name with the first name, replacing the old prefix key by key", () => {
    // Typing "Beatriz" one key at a time over a selected "Maria" in "Maria Silva".
    let first = "Maria";
    let full = "Maria Silva";
    for (const next of ["B", "Be", "Bea", "Beat", "Beatr", "Beatri", "Beatriz"]) {
      full = withFirstNamePrefix(first, next, full);
      first = next;
    }
    expect(full).toBe("Beatriz Silva");
    expect(withFirstNamePrefix("Beatriz", "Beatriza", "Beatriz Costa")).toBe("Beatriza Costa");
    expect(withFirstNamePrefix("Beatriz", "Bea", "Beatriz Costa")).toBe("Bea Costa");
  });

  it("keeps the rest of the full name while the first name is cleared and retyped", () => {
    expect(withFirstNamePrefix("Ana", "", "Ana Costa")).toBe("Costa");
    expect(withFirstNamePrefix("", "B", "Costa")).toBe("B Costa");
    expect(withFirstNamePrefix("", "B", "")).toBe("B ");
    expect(withFirstNamePrefix("B", "Be", "B ")).toBe("Be ");
  });

  it("replaces a prefix only at a word boundary, never inside a longer name", () => {
    // "Ana" is not the prefix of "Anabela Costa": the new first name goes in front once.
    expect(withFirstNamePrefix("Ana", "Rita", "Anabela Costa")).toBe("Rita Anabela Costa");
    expect(withFirstNamePrefix("Ana", "Rita", "Ana")).toBe("Rita ");
  });

  it("the full name must differ from the first name", () => {
    expect(fullNameError("Ana", "Ana Costa")).toBeNull();
    expect(copyText(fullNameError("Ana", " ana ")!)).toBe("Nome completo é obrigatório e deve ser diferente do primeiro nome");
    expect(copyText(fullNameError("Ana", "")!)).toBe("Nome completo é obrigatório e deve ser diferente do primeiro nome");
  });
});
