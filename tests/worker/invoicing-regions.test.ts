import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { ADDRESS, variantOf } from "./setup/checkout";
import { Browser, STRONG, signUp } from "./setup/session";
import { supplier } from "./setup/supplier-mock";

/**
 * Issue 33, decisions/0044: the rates migration 0027 stores, applied end to end — an order of a normal-rate product and a
 * child car seat (reduced in Portugal) delivered to the mainland, Madeira, the Açores, Spain with OSS off and on, and
 * the Canaries, paid, and its fatura-recibo read back: the rates, each rate's base and tax, the total to the cent.
 */
let normal: number;
let seat: number;
beforeAll(async () => {
  await seedCatalogFixture();
  supplier.listen({ onUnhandledRequest: "error" });
  const ids = (
    await env.DB.prepare("SELECT id FROM products WHERE active = 1 AND stock_quantity >= 20 AND variant_count = 1 ORDER BY id LIMIT 2").all<{ id: number }>()
  ).results.map((r) => r.id);
  [normal, seat] = [ids[0]!, ids[1]!];
  await env.DB.prepare("UPDATE products SET tax_category = 'reduced' WHERE id = ?1").bind(seat).run();
});
afterAll(() => supplier.close());

const PLACES = {
  mainland: { country: "PT", zipCode: "1100-148", state: "Lisboa", city: "Lisboa" },
  madeira: { country: "PT", zipCode: "9000-018", state: "Madeira", city: "Funchal" },
  azores: { country: "PT", zipCode: "9500-150", state: "Açores", city: "Ponta Delgada" },
  madrid: { country: "ES", zipCode: "28001", state: "Madrid", city: "Madrid", phone: "+34612345678" },
  canarias: { country: "ES", zipCode: "35001", state: "Las Palmas", city: "Las Palmas de Gran Canaria", phone: "+34612345678" },
} as const;

let n = 0;
/** An order of one of each product delivered to `place`, paid; its fatura-recibo once the simulator issued it. */
async function invoiceFor(place: keyof typeof PLACES, vars: Record<string, string> = {}) {
  const b = new Browser(`198.19.${++n}.${Math.floor(Math.random() * 250) + 1}`, vars);
  const email = `regiao-${n}-${crypto.randomUUID().slice(0, 8)}@exemplo.pt`;
  await signUp(b, email);
  await b.signIn(email, STRONG);
  const address = await b.json("/api/addresses", "POST", { ...ADDRESS, ...PLACES[place] });
  expect(address.status, JSON.stringify(address.body)).toBe(201);
  const items = [
    { productId: normal, variantId: await variantOf(normal), quantity: 2 },
    { productId: seat, variantId: await variantOf(seat), quantity: 1 },
  ];
  const quote = await b.json("/api/shipping/quotes", "POST", { country: PLACES[place].country, postalCode: PLACES[place].zipCode, items });
  expect(quote.status, JSON.stringify(quote.body)).toBe(200);
  const res = await b.json("/api/orders", "POST", {
    items,
    quoteId: quote.body.quoteId,
    optionId: quote.body.options[0].id,
    addressId: address.body.address.id,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect((await b.fetch(`${new URL(res.body.url).pathname}/pay`, { method: "POST" })).status).toBe(303);
  const orderId = res.body.orderId as string;
  let doc: { content: string } | null = null;
  await vi.waitFor(
    async () => {
      doc = await env.DB.prepare("SELECT content FROM invoice_documents WHERE order_id = ?1 AND status = 'issued'").bind(orderId).first<{ content: string }>();
      expect(doc).not.toBeNull();
    },
    { timeout: 5000 },
  );
  const order = (await env.DB.prepare("SELECT total_cents AS total, shipping_cents AS shipping FROM orders WHERE id = ?1").bind(orderId).first<{
    total: number;
    shipping: number;
  }>())!;
  return {
    order,
    content: JSON.parse(doc!.content) as {
      taxRegion: string;
      rates: { rateBp: number; grossCents: number; baseCents: number; taxCents: number }[];
      lines: { rateBp: number; grossCents: number; variantId: number | null; exemption: { code: string } | null }[];
      totalCents: number;
    },
  };
}

function expectBalanced({ order, content }: Awaited<ReturnType<typeof invoiceFor>>) {
  expect(content.totalCents).toBe(order.total);
  expect(content.rates.reduce((s, r) => s + r.baseCents + r.taxCents, 0)).toBe(order.total);
  for (const r of content.rates) {
    expect(r.baseCents + r.taxCents).toBe(r.grossCents);
    // The tax is the rate of the base, to the cent.
    expect(Math.abs(r.taxCents - (r.baseCents * r.rateBp) / 10000)).toBeLessThanOrEqual(0.5 + r.rateBp / 10000);
  }
  expect(content.lines.filter((l) => l.variantId === null).reduce((s, l) => s + l.grossCents, 0)).toBe(order.shipping);
}

describe("the rates the database holds, on real orders", () => {
  it("mainland Portugal: 23 % and the car seat's 6 %", async () => {
    const inv = await invoiceFor("mainland");
    expect(inv.content.taxRegion).toBe("PT");
    expect(inv.content.rates.map((r) => r.rateBp)).toEqual([2300, 600]);
    expectBalanced(inv);
  });
  it("Madeira: 22 % and 5 %", async () => {
    const inv = await invoiceFor("madeira");
    expect(inv.content.taxRegion).toBe("PT-30");
    expect(inv.content.rates.map((r) => r.rateBp)).toEqual([2200, 500]);
    expectBalanced(inv);
  });
  it("the Açores: 16 % and 4 %", async () => {
    const inv = await invoiceFor("azores");
    expect(inv.content.taxRegion).toBe("PT-20");
    expect(inv.content.rates.map((r) => r.rateBp)).toEqual([1600, 400]);
    expectBalanced(inv);
  });
  it("Spain with OSS off: Portugal's mainland rates", async () => {
    const inv = await invoiceFor("madrid");
    expect(inv.content.taxRegion).toBe("PT");
    expect(inv.content.rates.map((r) => r.rateBp)).toEqual([2300, 600]);
    expectBalanced(inv);
  });
  it("Spain with OSS on: Spain's 21 % for both (no reduced rate for car seats there)", async () => {
    const inv = await invoiceFor("madrid", { VAT_OSS: "true" });
    expect(inv.content.taxRegion).toBe("ES");
    expect(inv.content.rates.map((r) => r.rateBp)).toEqual([2100]);
    expectBalanced(inv);
  });
  it("the Canaries: an exempt export, every line at 0 % with reason M05", async () => {
    const inv = await invoiceFor("canarias", { VAT_OSS: "true" });
    expect(inv.content.taxRegion).toBe("export");
    expect(inv.content.rates).toEqual([{ rateBp: 0, grossCents: inv.order.total, baseCents: inv.order.total, taxCents: 0 }]);
    expect(inv.content.lines.every((l) => l.exemption?.code === "M05")).toBe(true);
    expectBalanced(inv);
  });
});
