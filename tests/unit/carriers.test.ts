import { describe, expect, it } from "vitest";
import { CARRIER_CODES, isCarrierCode, trackingUrl } from "../../shared/carriers";
import { deliveredWithdrawalDeadline, withdrawableUntil } from "../../shared/withdrawal";

describe("carriers' tracking links (issue 32)", () => {
  it("builds each carrier's page for a number, escaped; none for 'other', an unknown carrier or no number", () => {
    for (const c of CARRIER_CODES.filter((c) => c !== "other")) {
      const url = trackingUrl(c, "RR123456785PT");
      expect(url, c).toMatch(/^https:\/\//);
      expect(url, c).toContain("RR123456785PT");
    }
    expect(trackingUrl("correos", "PQ 1/2")).toContain("PQ%201%2F2");
    expect(trackingUrl("other", "ABC-1")).toBeNull();
    expect(trackingUrl("ups", "ABC-1")).toBeNull();
    expect(trackingUrl("ctt", null)).toBeNull();
    expect(isCarrierCode("seur")).toBe(true);
    expect(isCarrierCode("toString")).toBe(false);
  });
});

describe("the withdrawal period once delivered (issue 32)", () => {
  const paid = { status: "delivered", paidAt: "2026-11-01T10:00:00.000Z", shippingDelay: "3 a 5 dias úteis", withdrawnAt: null };
  it("ends with the 14th day after the delivery", () => {
    expect(deliveredWithdrawalDeadline("2026-12-20T12:00:00.000Z")).toBe("2027-01-03T23:59:59.999Z");
  });
  it("runs from the delivery when that ends later than the deadline counted from payment, never earlier", () => {
    const fromPayment = withdrawableUntil(paid)!;
    expect(withdrawableUntil({ ...paid, deliveredAt: "2026-12-20T12:00:00.000Z" })).toBe("2027-01-03T23:59:59.999Z");
    expect(withdrawableUntil({ ...paid, deliveredAt: "2026-11-03T12:00:00.000Z" })).toBe(fromPayment);
    expect(withdrawableUntil({ ...paid, withdrawnAt: "2026-11-05T00:00:00.000Z", deliveredAt: "2026-11-03T12:00:00.000Z" })).toBeNull();
  });
});
