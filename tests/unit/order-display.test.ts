import { describe, expect, it } from "vitest";
import {
  countryName,
  formatOrderDate,
  isPaidStatus,
  lineTotalCents,
  ORDER_STATUSES,
  orderLineOptions,
  orderNumber,
  orderStatusLabel,
  refundStateLabel,
} from "../../shared/order-display";
import { refundStateOf } from "../../shared/refunds";

describe("order status labels (SPEC §2)", () => {
  it.each([
    ["pending", "PENDENTE"],
    ["paid", "PAGO"],
    ["processing", "EM PROCESSAMENTO"],
    ["shipped", "ENVIADO"],
    ["delivered", "ENTREGUE"],
    ["cancelled", "CANCELADO"],
  ])("%s reads %s", (status, label) => {
    expect(orderStatusLabel(status)).toBe(label);
  });

  it("a paid order the customer withdrew from no longer reads PAGO (issue 30)", () => {
    for (const status of ["paid", "processing", "shipped", "delivered"])
      expect(orderStatusLabel(status, "2026-11-20T10:00:00.000Z")).toBe("DESISTÊNCIA REGISTADA");
    expect(orderStatusLabel("paid", null)).toBe("PAGO");
    expect(orderStatusLabel("cancelled", "2026-11-20T10:00:00.000Z")).toBe("CANCELADO");
  });

  it("shows an unknown status raw, in uppercase", () => {
    expect(orderStatusLabel("refunded")).toBe("REFUNDED");
    expect(orderStatusLabel("on_hold")).toBe("ON_HOLD");
    expect(orderStatusLabel("")).toBe("");
  });

  it("does not take an object's own properties for a status", () => {
    expect(orderStatusLabel("toString")).toBe("TOSTRING");
    expect(orderStatusLabel("constructor")).toBe("CONSTRUCTOR");
  });

  it("labels every status the shop knows", () => {
    for (const s of ORDER_STATUSES) expect(orderStatusLabel(s)).not.toBe(s.toUpperCase());
  });

  it("counts paid and every later step as paid, never pending or cancelled", () => {
    expect(["paid", "processing", "shipped", "delivered"].every(isPaidStatus)).toBe(true);
    expect(["pending", "cancelled", "refunded", ""].some(isPaidStatus)).toBe(false);
  });
});

describe("order number (SPEC §9)", () => {
  it("is the id's last 8 characters, uppercase", () => {
    expect(orderNumber("3f2b9c1e-7a4d-4e2b-9f1a-0c5d8e7fa1b2")).toBe("8E7FA1B2");
  });
  it("keeps a short id whole", () => {
    expect(orderNumber("ab12")).toBe("AB12");
  });
});

describe("order dates in pt-PT (DESIGN §6.1)", () => {
  it("writes day/month/year", () => {
    expect(formatOrderDate("2026-03-05T10:00:00.000Z")).toBe("05/03/2026");
  });
  it("uses the day in Lisbon (summer time moves a late-evening UTC order to the next day)", () => {
    expect(formatOrderDate("2026-07-31T23:30:00.000Z")).toBe("01/08/2026");
    expect(formatOrderDate("2026-01-31T23:30:00.000Z")).toBe("31/01/2026");
  });
  it("gives nothing for a date it cannot read", () => {
    expect(formatOrderDate("not a date")).toBe("");
  });
});

describe("order lines", () => {
  it("lists the chosen options, the pack by its label", () => {
    expect(orderLineOptions({ size: "0-3 meses", color: "Branco", packCount: null })).toBe("0-3 meses · Branco");
    expect(orderLineOptions({ size: null, color: null, packCount: 3 })).toBe("Embalagem de 3");
    expect(orderLineOptions({ size: null, color: null, packCount: null })).toBe("");
  });
  it("totals a line in cents", () => {
    expect(lineTotalCents({ unitPriceCents: 1999, quantity: 3 })).toBe(5997);
  });
  it("names the delivery country, or shows the code it does not know", () => {
    expect(countryName("PT")).toBe("Portugal");
    expect(countryName("ES")).toBe("Espanha");
    expect(countryName("FR")).toBe("FR");
  });
});

describe("refunds as the customer reads them (issue 44, decisions/0057)", () => {
  it("nothing, a part or everything of the total given back", () => {
    expect(refundStateOf(6977, 0)).toBeNull();
    expect(refundStateOf(6977, 399)).toBe("partial");
    expect(refundStateOf(6977, 6977)).toBe("full");
  });
  it("REEMBOLSADO replaces a paid status (and a withdrawal) when refunded in full; a cancelled order stays CANCELADO", () => {
    expect(orderStatusLabel("delivered", null, "full")).toBe("REEMBOLSADO");
    expect(orderStatusLabel("paid", "2026-11-20T10:00:00.000Z", "full")).toBe("REEMBOLSADO");
    expect(orderStatusLabel("delivered", null, "partial")).toBe("ENTREGUE");
    expect(orderStatusLabel("cancelled", null, "full")).toBe("CANCELADO");
    expect(refundStateLabel("partial")).toBe("REEMBOLSADO PARCIALMENTE");
    expect(refundStateLabel(null)).toBeNull();
  });
});
