import { describe, expect, it } from "vitest";
import { copy } from "../../shared/copy";
import { copyText } from "../../shared/copy-keys";
import { formatLisbonMoment } from "../../shared/order-display";
import {
  deliveredWithdrawalDeadline,
  goodsWereSent,
  latestDeliveryDays,
  publicWithdrawalSchema,
  withdrawableUntil,
  withdrawalDeadline,
} from "../../shared/withdrawal";
import { withdrawalFormText } from "../../shared/withdrawal-form";

const DAY = 86_400_000;
const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY;

describe("the withdrawal period (decisions/0014, W1)", () => {
  it("reads the latest delivery from the delay text as working days plus a margin; 16 days without a number", () => {
    expect(latestDeliveryDays("3 a 5 dias úteis")).toBe(7 + 4);
    expect(latestDeliveryDays("2 dias")).toBe(3 + 4);
    expect(latestDeliveryDays("10 a 15 dias úteis")).toBe(21 + 4);
    expect(latestDeliveryDays("N/A")).toBe(16);
  });

  it("ends at payment + max(30 days, latest delivery + 14 days): never less than 30 days", () => {
    const paid = "2026-07-01T10:00:00.000Z";
    expect(days(paid, withdrawalDeadline(paid, "3 a 5 dias úteis"))).toBe(30);
    expect(days(paid, withdrawalDeadline(paid, "N/A"))).toBe(30);
    expect(days(paid, withdrawalDeadline(paid, "10 a 15 dias úteis"))).toBe(25 + 14);
  });

  it("only paid (or later) orders that were not withdrawn have a deadline", () => {
    const base = { paidAt: "2026-07-01T10:00:00.000Z", shippingDelay: "3 a 5 dias úteis", withdrawnAt: null };
    for (const status of ["paid", "processing", "shipped", "delivered"]) expect(withdrawableUntil({ ...base, status })).not.toBeNull();
    for (const status of ["pending", "cancelled"]) expect(withdrawableUntil({ ...base, status })).toBeNull();
    expect(withdrawableUntil({ ...base, status: "paid", paidAt: null })).toBeNull();
    expect(withdrawableUntil({ ...base, status: "paid", withdrawnAt: "2026-07-02T10:00:00.000Z" })).toBeNull();
  });

  it("14 days from the delivery end at midnight in Lisbon, summer time too (issue 44: the day every page writes)", () => {
    expect(deliveredWithdrawalDeadline("2026-07-01T12:00:00.000Z")).toBe("2026-07-15T22:59:59.999Z");
    expect(formatLisbonMoment(deliveredWithdrawalDeadline("2026-07-01T12:00:00.000Z"))).toBe("15/07/2026 às 23:59 (hora de Lisboa)");
    expect(deliveredWithdrawalDeadline("2026-11-28T12:00:00.000Z")).toBe("2026-12-12T23:59:59.999Z");
    // The 14th day is 24/10/2026, the last of summer time (the clocks go back on the 25th).
    expect(deliveredWithdrawalDeadline("2026-10-10T12:00:00.000Z")).toBe("2026-10-24T22:59:59.999Z");
  });

  it("the goods left once the order was sent (a withdrawal before that has nothing to send back)", () => {
    for (const status of ["paid", "processing"]) expect(goodsWereSent({ status })).toBe(false);
    for (const status of ["shipped", "delivered"]) expect(goodsWereSent({ status })).toBe(true);
    expect(goodsWereSent({ status: "paid", shippedAt: "2026-07-02T10:00:00.000Z" })).toBe(true);
  });

  it("writes a moment in Lisbon's date and time (summer time in July)", () => {
    expect(formatLisbonMoment("2026-07-01T22:30:00.000Z")).toBe("01/07/2026 às 23:30 (hora de Lisboa)");
    expect(formatLisbonMoment("2026-12-01T22:30:00.000Z")).toBe("01/12/2026 às 22:30 (hora de Lisboa)");
  });
});

describe("the public withdrawal request", () => {
  it("takes the number in any case, with # and spaces; refuses anything but 8 hex characters, and a bad e-mail", () => {
    expect(publicWithdrawalSchema.parse({ orderNumber: " #a1b2c3d4 ", email: " Ana@Exemplo.PT " })).toEqual({
      orderNumber: "A1B2C3D4",
      email: "ana@exemplo.pt",
    });
    const bad = publicWithdrawalSchema.safeParse({ orderNumber: "A1B2C3", email: "ana@exemplo.pt" });
    expect(bad.success || { ...bad.error.issues[0], message: copyText(bad.error.issues[0]!.message) }).toMatchObject({
      path: ["orderNumber"],
      message: copy.withdrawal.orderNumberInvalid,
    });
    expect(publicWithdrawalSchema.safeParse({ orderNumber: "G1B2C3D4", email: "ana@exemplo.pt" }).success).toBe(false);
    const email = publicWithdrawalSchema.safeParse({ orderNumber: "A1B2C3D4", email: "ana" });
    expect(email.success || email.error.issues[0]?.path).toEqual(["email"]);
  });
});

describe("the model withdrawal form (annex I(B))", () => {
  it("names the trader and has every line of the model", () => {
    const text = withdrawalFormText("Mãe & Bebé <loja@maeebebe.pt>");
    expect(text).toContain("— Para: Mãe & Bebé <loja@maeebebe.pt>");
    for (const line of [
      "Solicitado em (*)/recebido em (*)",
      "Nome do(s) consumidor(es)",
      "Endereço do(s) consumidor(es)",
      "Assinatura do(s) consumidor(es)",
      "— Data",
    ]) {
      expect(text).toContain(line);
    }
  });
});
