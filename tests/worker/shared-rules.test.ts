import { describe, expect, it } from "vitest";
import { discountPercent, formatCents } from "../../shared/money";
import { reviewCount, toProductCard } from "../../shared/product-card";
import { greetingName, isProfileComplete } from "../../shared/account-rules";

describe("shared catalogue rules", () => {
  it("derives review counts deterministically between 10 and 109 (DESIGN §6.4)", () => {
    const counts = Array.from({ length: 5000 }, (_, i) => reviewCount(i + 1));
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(10);
    expect(Math.max(...counts)).toBeLessThanOrEqual(109);
    expect(new Set(counts).size).toBeGreaterThan(90);
    expect(reviewCount(42)).toBe(reviewCount(42));
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

  it("builds a card with the sale price and the struck regular price", () => {
    const card = toProductCard({ id: 2, name: "x", price_cents: 8999, sale_price_cents: 6999, image_key: null, stock_quantity: 0, sku: "s" });
    expect(card).toMatchObject({ priceCents: 6999, originalPriceCents: 8999, rating: 4.5, stockQuantity: 0 });
    expect(toProductCard({ id: 3, name: "y", price_cents: 500, sale_price_cents: null, image_key: "k", stock_quantity: 1, sku: "t" }).originalPriceCents).toBeNull();
  });
});

describe("account rules", () => {
  it("greets by first name, else by the capitalised part of the e-mail before the at-sign", () => {
    expect(greetingName("Ana", "x@y.pt")).toBe("Ana");
    expect(greetingName(null, "maria.silva@exemplo.pt")).toBe("Maria.silva");
    expect(greetingName("  ", "joana@exemplo.pt")).toBe("Joana");
  });

  it("profile complete only with first name, full name, phone and NIF (SPEC §5)", () => {
    const full = { first_name: "Ana", full_name: "Ana Costa", phone: "+351912345678", nif: "123456789" };
    expect(isProfileComplete(full)).toBe(true);
    expect(isProfileComplete(null)).toBe(false);
    for (const k of Object.keys(full)) expect(isProfileComplete({ ...full, [k]: "  " })).toBe(false);
  });
});
