import { env } from "cloudflare:workers";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { priceWithoutVat } from "../../shared/vat-free-prices";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { ADDRESS, variantOf } from "./setup/checkout";
import { Browser, STRONG, signUp } from "./setup/session";
import { STRIPE_VARS, signedEvent, stripeCalls, stripeServer } from "./setup/stripe-mock";
import { supplierAnswer, webhook } from "./setup/stripe-orders";

/**
 * Issue 44 item 3, docs/decisions/0054: a delivery outside the EU's VAT territory (the Canaries, Ceuta, Melilla) is an
 * exempt export, so the goods are charged without Portugal's VAT: each unit's price / (1 + the PT rate of its tax
 * category), rounded half up per unit. The quote says so (the rates the browser shows the prices with), the order
 * charges it, Stripe is asked for exactly that amount, the confirmation e-mail says 'sem IVA', and the exempt
 * fatura-recibo (the simulator's) adds up to the order's total to the cent. Mainland Spain and Portugal are unchanged.
 */
beforeAll(async () => {
  await seedCatalogFixture();
  // Three tax categories among the lines: 1 and 7 normal (23 %), 4 reduced (6 %), 5 intermediate (13 %).
  await env.DB.batch([
    env.DB.prepare("UPDATE products SET tax_category = 'reduced' WHERE id = 4"),
    env.DB.prepare("UPDATE products SET tax_category = 'intermediate' WHERE id = 5"),
  ]);
  stripeServer.listen({ onUnhandledRequest: "error" });
});
beforeEach(() => {
  stripeCalls.length = 0;
  stripeServer.resetHandlers();
  // The supplier's one option: CTT Normal, 4,50 €.
  stripeServer.use(supplierAnswer);
});
afterAll(() => stripeServer.close());

const SPAIN = { phone: "+34612345678", country: "ES", address: "Calle Mayor", number: "5", neighborhood: "Centro" };
const PLACES = {
  lasPalmas: { ...SPAIN, zipCode: "35001", state: "Las Palmas", city: "Las Palmas de Gran Canaria" },
  tenerife: { ...SPAIN, zipCode: "38001", state: "Santa Cruz de Tenerife", city: "Santa Cruz de Tenerife" },
  ceuta: { ...SPAIN, zipCode: "51001", state: "Ceuta", city: "Ceuta" },
  madrid: { ...SPAIN, zipCode: "28001", state: "Madrid", city: "Madrid" },
  lisboa: { country: "PT", zipCode: "1100-148", state: "Lisboa", city: "Lisboa" },
} as const;

/** The catalogue's VAT-included unit prices of the fixture (sale price when on sale) and each one's PT rate. */
const GROSS: Record<number, { cents: number; rateBp: number }> = {
  1: { cents: 12999, rateBp: 2300 },
  4: { cents: 899, rateBp: 600 },
  5: { cents: 1999, rateBp: 1300 },
  7: { cents: 1299, rateBp: 2300 },
};

let n = 0;
/** A signed-in customer (Stripe configured) with an address at `place`. */
async function customerAt(place: keyof typeof PLACES) {
  const b = new Browser(`198.20.${++n}.${Math.floor(Math.random() * 250) + 1}`, STRIPE_VARS);
  const email = `fora-iva-${n}-${crypto.randomUUID().slice(0, 8)}@exemplo.pt`;
  await signUp(b, email);
  await b.signIn(email, STRONG);
  const address = await b.json("/api/addresses", "POST", { ...ADDRESS, ...PLACES[place] });
  expect(address.status, JSON.stringify(address.body)).toBe(201);
  return { b, email, addressId: address.body.address.id as string };
}

type Line = { productId: number; quantity: number };

/** Quote, order and Stripe session for `lines` delivered to `place` (with a 10 % welcome code when `code`). */
async function orderTo(place: keyof typeof PLACES, lines: Line[], { code = false } = {}) {
  const c = await customerAt(place);
  const items = await Promise.all(lines.map(async (l) => ({ ...l, variantId: await variantOf(l.productId) })));
  let discountCode: string | undefined;
  if (code) {
    discountCode = `BEMVINDO-IVA${String(n).padStart(8, "0")}`;
    await env.DB.prepare("INSERT INTO discount_codes (code, email) VALUES (?1, ?2)").bind(discountCode, c.email).run();
  }
  const { country, zipCode } = PLACES[place];
  const quote = await c.b.json("/api/shipping/quotes", "POST", { country, postalCode: zipCode, items });
  expect(quote.status, JSON.stringify(quote.body)).toBe(200);
  const res = await c.b.json("/api/orders", "POST", {
    items,
    quoteId: quote.body.quoteId,
    optionId: quote.body.options[0].id,
    addressId: c.addressId,
    ...(discountCode ? { discountCode } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const orderId = res.body.orderId as string;
  const order = (await env.DB.prepare(
    "SELECT subtotal_cents AS subtotal, discount_cents AS discount, shipping_cents AS shipping, total_cents AS total FROM orders WHERE id = ?1",
  )
    .bind(orderId)
    .first<{ subtotal: number; discount: number; shipping: number; total: number }>())!;
  const { results: orderLines } = await env.DB.prepare(
    "SELECT product_id AS productId, quantity, unit_price_cents AS unit FROM order_items WHERE order_id = ?1 ORDER BY product_id",
  )
    .bind(orderId)
    .all<{ productId: number; quantity: number; unit: number }>();
  return {
    ...c,
    orderId,
    quote: quote.body as { withoutVat: Record<string, number> | null },
    order,
    orderLines,
    sessionId: new URL(res.body.url).pathname.split("/").at(-1)!,
  };
}

/** What the Stripe Checkout session asks the customer to pay: its lines, the delivery, less the coupon. */
function stripeAmount() {
  const session = stripeCalls.find((c) => c.path === "/v1/checkout/sessions")!.form;
  let goods = 0;
  for (let i = 0; session.has(`line_items[${i}][quantity]`); i++)
    goods += Number(session.get(`line_items[${i}][price_data][unit_amount]`)) * Number(session.get(`line_items[${i}][quantity]`));
  const shipping = Number(session.get("shipping_options[0][shipping_rate_data][fixed_amount][amount]"));
  const coupon = stripeCalls.find((c) => c.path === "/v1/coupons");
  return goods + shipping - (coupon ? Number(coupon.form.get("amount_off")) : 0);
}

/** Stripe says the session is paid (for `amount`); the simulator's fatura-recibo once issued. */
async function payAndInvoice(o: Awaited<ReturnType<typeof orderTo>>, amount: number) {
  const paid = await webhook(
    await signedEvent("checkout.session.completed", { id: o.sessionId, client_reference_id: o.orderId, payment_status: "paid", amount_total: amount }),
  );
  expect(paid.status).toBe(200);
  let doc: { content: string } | null = null;
  await vi.waitFor(
    async () => {
      doc = await env.DB.prepare("SELECT content FROM invoice_documents WHERE order_id = ?1 AND status = 'issued'")
        .bind(o.orderId)
        .first<{ content: string }>();
      expect(doc).not.toBeNull();
    },
    { timeout: 5000 },
  );
  return JSON.parse(doc!.content) as {
    taxRegion: string;
    totalCents: number;
    rates: { rateBp: number; grossCents: number; baseCents: number; taxCents: number }[];
    lines: { rateBp: number; grossCents: number; quantity: number; variantId: number | null; exemption: { code: string } | null }[];
  };
}

const confirmationTo = async (email: string) =>
  (await env.DB.prepare("SELECT text FROM email_outbox WHERE \"to\" = ?1 AND subject LIKE 'Encomenda %'").bind(email).first<{ text: string }>())?.text ?? "";

const LINES: Line[] = [
  { productId: 1, quantity: 1 },
  { productId: 4, quantity: 3 },
  { productId: 5, quantity: 2 },
  { productId: 7, quantity: 1 },
];

describe("the rule", () => {
  it("a unit's price without VAT: price × 10000 / (10000 + rate), rounded half up to the cent", () => {
    expect(priceWithoutVat(12999, 2300)).toBe(10568); // 10568,29
    expect(priceWithoutVat(899, 600)).toBe(848); // 848,11
    expect(priceWithoutVat(1999, 1300)).toBe(1769); // 1769,03
    expect(priceWithoutVat(1299, 2300)).toBe(1056); // 1056,10
    expect(priceWithoutVat(123, 2300)).toBe(100); // exactly 100
    expect(priceWithoutVat(1845, 2300)).toBe(1500); // exactly 1500
    // Half a cent goes up: 6,15 € at 23 % is 5,00 €; 1,06 € at 6 % is 1,00 €; 0,53 € at 6 % is 0,5 → 0,50 €.
    expect(priceWithoutVat(615, 2300)).toBe(500);
    expect(priceWithoutVat(53, 600)).toBe(50);
    expect(priceWithoutVat(1, 2300)).toBe(1); // 0,81 of a cent
    expect(priceWithoutVat(0, 2300)).toBe(0);
  });
});

describe("a delivery outside the EU's VAT territory is charged without Portugal's VAT", () => {
  it("Las Palmas (35001): four lines at three rates, quantities and a 10 % code — quote, order, Stripe, e-mail and exempt invoice agree to the cent", async () => {
    const o = await orderTo("lasPalmas", LINES, { code: true });
    // The quote gives the browser the rate to take out of each product's price.
    expect(o.quote.withoutVat).toEqual({ 1: 2300, 4: 600, 5: 1300, 7: 2300 });
    // Each line is charged its unit price without VAT.
    const expected = LINES.map((l) => ({
      productId: l.productId,
      quantity: l.quantity,
      unit: priceWithoutVat(GROSS[l.productId]!.cents, GROSS[l.productId]!.rateBp),
    }));
    expect(o.orderLines).toEqual(expected);
    expect(expected.map((l) => l.unit)).toEqual([10568, 848, 1769, 1056]);
    // 10568 + 3 × 848 + 2 × 1769 + 1056 = 17706; 10 % = 1770,6 → 1771; delivery 4,50 €.
    expect(o.order).toEqual({ subtotal: 17706, discount: 1771, shipping: 450, total: 16385 });
    // With VAT it would have been 12999 + 3 × 899 + 2 × 1999 + 1299 = 20993 before the code.
    // Stripe is asked for the order's total exactly.
    expect(stripeAmount()).toBe(o.order.total);
    const invoice = await payAndInvoice(o, o.order.total);
    expect(invoice.taxRegion).toBe("export");
    expect(invoice.lines.every((l) => l.rateBp === 0 && l.exemption?.code === "M05")).toBe(true);
    expect(invoice.lines.reduce((s, l) => s + l.grossCents, 0)).toBe(o.order.total);
    expect(invoice.totalCents).toBe(o.order.total);
    expect(invoice.rates).toEqual([{ rateBp: 0, grossCents: o.order.total, baseCents: o.order.total, taxCents: 0 }]);
    // The goods' lines are the order's lines less their share of the code; the delivery its own line.
    expect(invoice.lines.filter((l) => l.variantId !== null).reduce((s, l) => s + l.grossCents, 0)).toBe(o.order.subtotal - o.order.discount);
    expect(invoice.lines.filter((l) => l.variantId === null).reduce((s, l) => s + l.grossCents, 0)).toBe(o.order.shipping);
    // The confirmation e-mail says the total is without VAT, and what may be charged on delivery.
    const mail = await confirmationTo(o.email);
    expect(mail).toContain("Total (sem IVA): 163,85");
    expect(mail).toContain("Preço sem IVA: entrega fora do território de IVA da UE. Podem ser cobrados impostos locais (IGIC)");
    expect(mail).not.toContain("IVA incluído");
  });

  it("Santa Cruz de Tenerife (38001): the other Canary province, one line", async () => {
    const o = await orderTo("tenerife", [{ productId: 7, quantity: 2 }]);
    expect(o.orderLines).toEqual([{ productId: 7, quantity: 2, unit: 1056 }]);
    expect(o.order).toEqual({ subtotal: 2112, discount: 0, shipping: 450, total: 2562 });
    expect(stripeAmount()).toBe(2562);
  });

  it("Ceuta (51001): lines without VAT, the payment and the exempt invoice to the cent; the note names IPSI", async () => {
    const o = await orderTo("ceuta", [
      { productId: 4, quantity: 5 },
      { productId: 5, quantity: 1 },
    ]);
    expect(o.quote.withoutVat).toEqual({ 4: 600, 5: 1300 });
    expect(o.orderLines).toEqual([
      { productId: 4, quantity: 5, unit: 848 },
      { productId: 5, quantity: 1, unit: 1769 },
    ]);
    expect(o.order).toEqual({ subtotal: 6009, discount: 0, shipping: 450, total: 6459 });
    expect(stripeAmount()).toBe(6459);
    const invoice = await payAndInvoice(o, 6459);
    expect(invoice.taxRegion).toBe("export");
    expect(invoice.lines.every((l) => l.rateBp === 0 && l.exemption?.code === "M05")).toBe(true);
    expect(invoice.lines.reduce((s, l) => s + l.grossCents, 0)).toBe(6459);
    expect(invoice.totalCents).toBe(6459);
    expect(await confirmationTo(o.email)).toContain("impostos locais (IPSI)");
  });
});

describe("inside the EU's VAT territory nothing changes", () => {
  for (const place of ["madrid", "lisboa"] as const) {
    it(`${place}: the quote has no rates to take out, each line at its VAT-included price, Stripe asked for it, 'IVA incluído'`, async () => {
      const o = await orderTo(place, LINES, { code: true });
      expect(o.quote.withoutVat).toBeNull();
      expect(o.orderLines).toEqual(LINES.map((l) => ({ ...l, unit: GROSS[l.productId]!.cents })));
      // 20993; 10 % = 2099,3 → 2099.
      expect(o.order).toEqual({ subtotal: 20993, discount: 2099, shipping: 450, total: 19344 });
      expect(stripeAmount()).toBe(19344);
      const invoice = await payAndInvoice(o, 19344);
      expect(invoice.taxRegion).toBe("PT");
      expect(invoice.totalCents).toBe(19344);
      expect(invoice.rates.map((r) => r.rateBp)).toEqual([2300, 1300, 600]);
      const mail = await confirmationTo(o.email);
      expect(mail).toContain("Total (IVA incluído): 193,44");
      expect(mail).not.toContain("sem IVA");
    });
  }
});
