import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { reportsCopy } from "../../shared/copy/back-office/reports";
import { OWNER, person } from "./setup/admin";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { order, refund } from "./setup/written-orders";

/**
 * Issue 48: the sales reports, any range of Lisbon days. Each report is checked against orders written here: by day (a
 * refund on its own day), payment method, country and region (the Azores, Madeira, the Balearics and the Canaries told
 * apart by postal code), product, variant and category (lines after codes); the CSV says the same with the total last.
 * A range ending before it starts, over 5 years, or an unknown report: a clear error, never a 5xx. Owners only.
 */
beforeAll(seedCatalogFixture);
beforeEach(async () => {
  await env.DB.prepare("DELETE FROM orders WHERE id NOT IN (SELECT order_id FROM invoice_documents)").run();
});
const e = reportsCopy.errors;

describe("sales reports", () => {
  it("by day, method, country and region: orders' totals and the refunds made in the range; by product, variant and category: lines", async () => {
    // 1 and 2 October 2026 in Lisbon (UTC+1): 23:30 UTC on 30 September is 1 October.
    const a = await order({
      paidAt: "2026-09-30T23:30:00.000Z",
      postalCode: "9500-150",
      lines: [
        [1, 1, 12999],
        [4, 2, 899, 180],
      ],
    });
    const b = await order({ paidAt: "2026-10-02T10:00:00.000Z", country: "ES", postalCode: "07001", method: "mb_way", lines: [[4, 1, 899]] });
    const c = await order({ paidAt: "2026-10-02T11:00:00.000Z", country: "ES", postalCode: "35001", method: "multibanco", lines: [[3, 1, 5999]] });
    await order({ paidAt: "2026-10-03T11:00:00.000Z", lines: [[3, 1, 5999]] });
    await refund(a.id, 500, "2026-10-02T12:00:00.000Z");
    const owner = await person("owner", OWNER);
    const get = async (by: string) => (await owner.b.json(`/api/admin/reports/sales?by=${by}&from=2026-10-01&to=2026-10-02`)).body;

    const days = await get("day");
    expect(
      days.rows.map((r: { key: string; orders: number; salesCents: number; refundsCents: number }) => [r.key, r.orders, r.salesCents, r.refundsCents]),
    ).toEqual([
      ["2026-10-01", 1, a.total, 0],
      ["2026-10-02", 2, b.total + c.total, 500],
    ]);
    expect(days.rows[0].label).toBe("01/10/2026");
    expect(days.total).toMatchObject({
      orders: 3,
      units: 5,
      salesCents: a.total + b.total + c.total,
      refundsCents: 500,
      netCents: a.total + b.total + c.total - 500,
    });

    const regions = await get("region");
    expect(regions.rows.map((r: { label: string; salesCents: number; refundsCents: number }) => [r.label, r.salesCents, r.refundsCents])).toEqual([
      ["Açores", a.total, 500],
      ["Canárias", c.total, 0],
      ["Baleares", b.total, 0],
    ]);
    expect((await get("method")).rows.map((r: { label: string }) => r.label)).toEqual(["Cartão", "Multibanco", "MB WAY"]);
    expect((await get("country")).rows.map((r: { key: string; orders: number }) => [r.key, r.orders])).toEqual([
      ["PT", 1],
      ["ES", 2],
    ]);

    // Lines, after the code's discount, without delivery or refunds.
    const products = await get("product");
    expect(
      products.rows.map((r: { key: string; units: number; salesCents: number; refundsCents: null }) => [r.key, r.units, r.salesCents, r.refundsCents]),
    ).toEqual([
      ["1", 1, 12999, null],
      ["3", 1, 5999, null],
      ["4", 3, 3 * 899 - 180, null],
    ]);
    expect(products.total).toMatchObject({ orders: null, units: 5, salesCents: 12999 + 5999 + 3 * 899 - 180 });
    const variants = await get("variant");
    expect(variants.rows[0].label).toBe("Berço Portátil Dobrável · SKU-1");
    const categories = await get("category");
    expect(categories.rows.map((r: { label: string; orders: number }) => [r.label, r.orders])).toEqual([
      ["Sono e Conforto", 2],
      ["Brinquedos e Diversão", 2],
    ]);

    // The CSV: the same rows, euros with a decimal comma, the total last.
    const csv = await owner.b.fetch("/api/admin/reports/sales.csv?by=region&from=2026-10-01&to=2026-10-02");
    expect(csv.headers.get("Content-Type")).toContain("text/csv");
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n")
      .map((l) => l.replaceAll('"', ""));
    expect(lines[0]).toBe("chave;nome;encomendas;unidades;vendas;reembolsos;liquido");
    expect(lines[1]).toBe(`pt-acores;Açores;1;3;${(a.total / 100).toFixed(2).replace(".", ",")};5,00;${((a.total - 500) / 100).toFixed(2).replace(".", ",")}`);
    expect(lines.at(-1)).toMatch(/^total;Total;3;5;/);
  });

  it("bad input: a clear error on the field, never a 5xx; owners only", async () => {
    const owner = await person("owner", OWNER);
    for (const [query, field, message] of [
      ["by=day&from=2026-10-05&to=2026-10-01", "to", e.endBeforeStart],
      ["by=day&from=2020-01-01&to=2026-01-02", "to", e.tooLong],
      ["by=iva&from=2026-10-01&to=2026-10-02", "by", e.unknownReport],
      ["by=day&from=2026-02-30&to=2026-03-01", "from", e.date],
      ["by=day&from=ontem&to=2026-03-01", "from", e.date],
    ] as const) {
      const res = await owner.b.json(`/api/admin/reports/sales?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error, query).toMatchObject({ field, message });
    }
    // Five years are allowed.
    expect((await owner.b.json("/api/admin/reports/sales?by=day&from=2021-10-03&to=2026-10-02")).status).toBe(200);
    const staff = await person("staff");
    expect((await staff.b.json("/api/admin/reports/sales?by=day&from=2026-10-01&to=2026-10-02")).status).toBe(403);
    expect((await staff.b.fetch("/api/admin/reports/sales.csv?by=day&from=2026-10-01&to=2026-10-02")).status).toBe(403);
  });

  it("refunds by why, and the withdrawals received, in the range; the CSV lists every reason", async () => {
    const at = (d: string) => `2026-11-${d}T10:00:00.000Z`;
    const withdrawn = await order({ paidAt: at("01"), status: "delivered", withdrawnAt: at("05"), lines: [[1, 1, 12999]] });
    await order({ paidAt: at("01"), status: "delivered", withdrawnAt: at("06"), lines: [[3, 1, 5999]] });
    const cancelled = await order({ paidAt: at("02"), status: "cancelled", lines: [[4, 2, 899]] });
    const partial = await order({ paidAt: at("02"), lines: [[4, 3, 899]] });
    const twice = await order({ paidAt: at("02"), lines: [[4, 1, 899]] });
    await refund(withdrawn.id, withdrawn.total, at("07"), "shop", { withdrawal: true });
    await refund(cancelled.id, cancelled.total, at("03"), "shop", { cancel: true });
    await refund(partial.id, 899, at("04"), "shop", { lines: [{ variantId: 1, quantity: 1 }], shipping: false });
    await refund(partial.id, 450, at("08"), "shop", { lines: [], shipping: true });
    await refund(twice.id, twice.total, at("02"), "paid_twice");
    // Outside the range: not counted.
    await refund(partial.id, 100, at("20"), "shop", { amountCents: 100 });
    const owner = await person("owner", OWNER);
    const report = (await owner.b.json("/api/admin/reports/refunds?from=2026-11-01&to=2026-11-10")).body;
    expect(report.rows.map((r: { key: string; refunds: number; orders: number; amountCents: number }) => [r.key, r.refunds, r.orders, r.amountCents])).toEqual([
      ["withdrawal", 1, 1, withdrawn.total],
      ["cancellation", 1, 1, cancelled.total],
      ["shop", 2, 1, 899 + 450],
      ["order_not_pending", 0, 0, 0],
      ["paid_twice", 1, 1, twice.total],
    ]);
    expect(report.withdrawals).toEqual({ count: 2, refunded: 1 });
    const csv = (await (await owner.b.fetch("/api/admin/reports/refunds.csv?from=2026-11-01&to=2026-11-10")).text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(csv).toHaveLength(6);
    expect(csv[1]!.replaceAll('"', "")).toBe(`withdrawal;${reportsCopy.refunds.kinds.withdrawal};1;1;${(withdrawn.total / 100).toFixed(2).replace(".", ",")}`);
    const bad = await owner.b.json("/api/admin/reports/refunds?from=2026-11-10&to=2026-11-01");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ field: "to", message: e.endBeforeStart });
    expect((await (await person("staff")).b.json("/api/admin/reports/refunds?from=2026-11-01&to=2026-11-10")).status).toBe(403);
  });
});
