import { env } from "cloudflare:workers";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { copies, copy } from "../../shared/copy";
import { FAULT_KINDS, type Fault } from "../../worker/integrations/faults/fault-plan";
import { GOOGLE_GEOCODE_URL } from "../../worker/integrations/postal-lookup/google-geocoder";
import { auditOf, OWNER, person } from "./setup/admin";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { customerWithAddress, orderStatus, placeOrder, variantOf } from "./setup/checkout";
import { EASYPOST_VARS, easyPostServer, epCalls, epShipments, epState, resetEasyPost } from "./setup/easypost-mock";
import { component, geocodeResult, geocoder, geocoderCalls, HttpResponse, http } from "./setup/geocoder-mock";
import { Browser } from "./setup/session";
import { supplier, supplierCalls } from "./setup/supplier-mock";

/**
 * Issue 51 for the postal geocoder, the shipping supplier and the carrier's label API: under each fault (FAULTS) the
 * shopper or the owner gets the fallback or a clear message, nothing is half-written, and once the system is back the
 * next call asks it again and a label is bought exactly once.
 */

/** The geocoder's answer for a Spanish code the embedded table knows only the province of (it names no city off a capital). */
const COLLADO_VILLALBA_28400 = geocodeResult(
  "28400",
  [
    component("Collado Villalba", "locality"),
    component("Madrid", "administrative_area_level_2"),
    component("Comunidad de Madrid", "administrative_area_level_1"),
  ],
  ["Spain", "ES"],
);

// One msw server for the three systems (and the supplier's quote that placing an order asks for).
const server = setupServer(
  http.get(GOOGLE_GEOCODE_URL, ({ request }) => {
    const url = new URL(request.url);
    if (url.searchParams.get("address") !== "28400") return;
    geocoderCalls.push(url);
    return HttpResponse.json(COLLADO_VILLALBA_28400);
  }),
  ...supplier.listHandlers(),
  ...geocoder.listHandlers(),
  ...easyPostServer.listHandlers(),
);
beforeAll(async () => {
  await seedCatalogFixture();
  server.listen({ onUnhandledRequest: "error" });
});
afterAll(() => server.close());

/** The faults whose request reaches the system, which acts before its answer is lost. */
const REACHES: readonly Fault[] = ["slow", "drop"];

/** A 5xx answer's message: the words, then the request's reference (worker/lib/on-error.ts). */
const with5xxReference = (message: string, body: { error: { requestId: string } }) => `${message} ${copy.errors.reference(body.error.requestId)}`;

describe("postal lookup under a geocoder fault: the embedded table answers and nothing is cached", () => {
  beforeEach(async () => {
    geocoderCalls.length = 0;
    const { keys } = await env.KV.list({ prefix: "postal:" });
    await Promise.all(keys.map((k) => env.KV.delete(k.name)));
  });

  const lookup = (b: Browser, country: string, postalCode: string) => b.json(`/api/postal-codes?country=${country}&postalCode=${postalCode}`);

  it.each(FAULT_KINDS)("postal=%s: the shopper gets the table's place, or is left to type the city; once back the geocoder answers", async (fault) => {
    const faulty = new Browser(undefined, { FAULTS: `postal=${fault}` });
    const lisboa = await lookup(faulty, "PT", "1100-148");
    expect(lisboa.status).toBe(200);
    // The table's answer: the district and the municipality, no parish (only the geocoder names it).
    expect(lisboa.body).toEqual({ city: "Lisboa", state: "Lisboa", locality: null, cityFound: true, stateFound: true });
    // Off a capital the table names only the province: the form asks the shopper to type the city.
    const collado = await lookup(faulty, "ES", "28400");
    expect(collado.status).toBe(200);
    expect(collado.body).toEqual({ city: copy.addresses.cityNotFound, state: "Madrid", locality: null, cityFound: false, stateFound: true });
    expect(geocoderCalls).toHaveLength(REACHES.includes(fault) ? 2 : 0);
    expect((await env.KV.list({ prefix: "postal:" })).keys).toEqual([]);

    // Back: the next lookups ask the geocoder (the fallback was not kept as its answer) and keep its answers.
    const back = new Browser();
    geocoderCalls.length = 0;
    expect((await lookup(back, "PT", "1100-148")).body).toEqual({
      city: "Lisboa",
      state: "Lisboa",
      locality: "Santa Maria Maior",
      cityFound: true,
      stateFound: true,
    });
    expect((await lookup(back, "ES", "28400")).body).toEqual({ city: "Collado Villalba", state: "Madrid", locality: null, cityFound: true, stateFound: true });
    expect(geocoderCalls.map((u) => u.searchParams.get("address"))).toEqual(["1100148", "28400"]);
    expect(await env.KV.get("postal:PT:1100-148", "json")).toEqual({ city: "Lisboa", state: "Lisboa", locality: "Santa Maria Maior" });
  });
});

describe("shipping quotes under a supplier fault", { timeout: 20_000 }, () => {
  const items = [
    { productId: 1, quantity: 2 },
    { productId: 4, quantity: 1 },
  ];
  const SUPPLIER_OPTIONS = [
    { id: "CTT-N", name: "CTT Normal", delay: "3-5 dias", carrierCode: "CTT", costCents: 450 },
    { id: "GLS-EXP", name: "GLS Express", delay: "24h", carrierCode: "GLS", costCents: 990 },
  ];
  const quotesStored = async () => (await env.DB.prepare("SELECT count(*) AS n FROM shipping_quotes").first<number>("n"))!;
  beforeEach(async () => {
    supplierCalls.length = 0;
    const { keys } = await env.KV.list({ prefix: "quote:" });
    await Promise.all(keys.map((k) => env.KV.delete(k.name)));
  });

  // What the shop answers today: no fallback to the embedded rate table, an error naming what went wrong.
  const TOLD: Record<Fault, { status: number; code: string; message: string }> = {
    slow: { status: 504, code: "shipping_timeout", message: copy.errors.shippingTimeout },
    fail: { status: 502, code: "shipping_unavailable", message: copy.errors.shippingUnavailable },
    malformed: { status: 502, code: "shipping_bad_response", message: copy.errors.shippingBadResponse },
    drop: { status: 502, code: "shipping_network_error", message: copy.errors.shippingNetwork },
  };

  it.each(FAULT_KINDS)(
    "shipping=%s: the shopper is told the carrier did not answer, no quote is kept; once back the supplier's options are quoted",
    async (fault) => {
      const before = await quotesStored();
      const faulty = new Browser(undefined, { FAULTS: `shipping=${fault}` });
      const res = await faulty.json("/api/shipping/quotes", "POST", { country: "PT", postalCode: "1100-148", items });
      expect(res.status).toBe(TOLD[fault].status);
      expect(res.body.error).toEqual({ code: TOLD[fault].code, message: with5xxReference(TOLD[fault].message, res.body), requestId: expect.any(String) });
      expect(res.body.quoteId).toBeUndefined();
      expect(supplierCalls).toHaveLength(REACHES.includes(fault) ? 1 : 0);
      expect(await quotesStored()).toBe(before);
      expect((await env.KV.list({ prefix: "quote:" })).keys).toEqual([]);

      const back = await new Browser().json("/api/shipping/quotes", "POST", { country: "PT", postalCode: "1100-148", items });
      expect(back.status).toBe(200);
      expect(back.body.options).toEqual(SUPPLIER_OPTIONS);
      // Asked again, not answered from a cache of the failure.
      expect(supplierCalls).toHaveLength(REACHES.includes(fault) ? 2 : 1);
      expect(await quotesStored()).toBe(before + 1);
    },
  );

  it("a shopper quoted before the supplier went down still places the order with that quote (the order does not ask the supplier)", async () => {
    const c = await customerWithAddress();
    const v = await variantOf(4);
    const lines = [{ productId: 4, variantId: v, quantity: 1 }];
    const quote = await c.b.json("/api/shipping/quotes", "POST", { country: "PT", postalCode: "1100-148", items: lines });
    expect(quote.status).toBe(200);
    const down = new Browser(c.b.ip, { FAULTS: "shipping=fail" });
    down.cookies = c.b.cookies;
    // The supplier is down: a new quote is refused…
    expect((await down.json("/api/shipping/quotes", "POST", { country: "PT", postalCode: "1100-148", items: [{ productId: 4, quantity: 2 }] })).status).toBe(
      502,
    );
    // …and the quote already given still places the order, at its price.
    const calls = supplierCalls.length;
    const order = await down.json("/api/orders", "POST", { items: lines, quoteId: quote.body.quoteId, optionId: "CTT-N", addressId: c.addressId });
    expect(order.status).toBe(201);
    expect(supplierCalls).toHaveLength(calls);
    expect(await orderStatus(order.body.orderId)).toBe("pending");
    const row = await env.DB.prepare("SELECT shipping_quote_id AS quoteId, shipping_cents AS cost FROM orders WHERE id = ?1")
      .bind(order.body.orderId)
      .first<{ quoteId: string; cost: number }>();
    expect(row).toEqual({ quoteId: quote.body.quoteId, cost: 450 });
  });
});

describe("carrier labels under a carrier fault", { timeout: 20_000 }, () => {
  let signedIn: Browser;
  let customer: Awaited<ReturnType<typeof customerWithAddress>>;
  beforeAll(async () => {
    signedIn = (await person("owner", OWNER)).b;
    customer = await customerWithAddress();
  });
  beforeEach(() => resetEasyPost());
  const a = copies.pt.orders.admin;
  const box = { box: "media", weightGrams: 1200 };

  /** The owner's session with the carrier faulted, and with it back. */
  function owner(vars: Record<string, string>) {
    const faulty = new Browser(signedIn.ip, vars);
    const back = new Browser(signedIn.ip, Object.fromEntries(Object.entries(vars).filter(([k]) => k !== "FAULTS")));
    faulty.cookies = signedIn.cookies;
    back.cookies = signedIn.cookies;
    return { faulty, back };
  }

  /** A paid order of product 4 (paid on the test payment page), one customer's for every test. */
  async function paidOrder(buyer = customer) {
    const res = await placeOrder(buyer.b, buyer.addressId, [{ productId: 4, variantId: await variantOf(4), quantity: 1 }]);
    expect(res.status).toBe(201);
    expect((await buyer.b.fetch(`${new URL(res.body.url).pathname}/pay`, { method: "POST" })).status).toBe(303);
    return { orderId: res.body.orderId as string };
  }
  const shipmentsOf = (orderId: string) => [...epShipments.values()].filter((s) => s.reference === copies.pt.orders.number(orderId));
  const labelsBought = async (orderId: string) => (await auditOf(orderId)).filter((r) => r.action === "order.label_bought");
  const storedLabels = async (orderId: string) => (await env.LABELS.list({ prefix: `orders/${orderId}/` })).objects.map((o) => o.key);
  const labelRow = (orderId: string) =>
    env.DB.prepare(
      `SELECT status, claimed_at AS claimedAt, shipment_id AS shipmentId, tracking_code AS trackingCode
         FROM shipping_labels WHERE order_id = ?1 AND kind = 'outbound'`,
    )
      .bind(orderId)
      .first();
  const sent = (orderId: string) => env.DB.prepare("SELECT status, carrier, tracking_number AS tracking FROM orders WHERE id = ?1").bind(orderId).first();

  /** The order as the fault left it: still paid, not sent, no label, the attempt ended so the next may start at once. */
  async function expectUnchanged(orderId: string, shipmentId: string | null = null) {
    expect(await sent(orderId)).toEqual({ status: "paid", carrier: null, tracking: null });
    expect(await labelRow(orderId)).toEqual({ status: "buying", claimedAt: 0, shipmentId, trackingCode: null });
    expect(await labelsBought(orderId)).toEqual([]);
    expect(await storedLabels(orderId)).toEqual([]);
  }

  async function expectToldToRetry(res: { status: number; body: any }) {
    expect(res.status).toBe(503);
    expect(res.body.error).toEqual({
      code: "carrier_unavailable",
      message: with5xxReference(a.carrierUnavailable, res.body),
      requestId: expect.any(String),
    });
  }

  it.each(FAULT_KINDS)("carrier=%s: 'Criar etiqueta' says the carrier did not answer, nothing changes; once back one label is bought", async (fault) => {
    const { orderId } = await paidOrder();
    const { faulty, back } = owner({ ...EASYPOST_VARS, FAULTS: `carrier=${fault}` });
    await expectToldToRetry(await faulty.json(`/api/admin/shipping-labels/${orderId}`, "POST", box));
    await expectUnchanged(orderId);
    // Slow and drop: the API made the shipment and the shop never heard its id; nothing was bought.
    expect(shipmentsOf(orderId)).toHaveLength(REACHES.includes(fault) ? 1 : 0);
    expect(epCalls.map((c) => `${c.method} ${c.path}`)).toEqual(REACHES.includes(fault) ? ["POST /shipments"] : []);
    expect((await back.json(`/api/admin/shipping-labels/${orderId}`)).body.label).toBeNull();

    const res = await back.json(`/api/admin/shipping-labels/${orderId}`, "POST", box);
    expect(res.status).toBe(200);
    const bought = shipmentsOf(orderId).filter((s) => s.postage_label);
    expect(bought).toHaveLength(1);
    expect(res.body.label).toMatchObject({ carrier: "ctt-expresso", service: "Expresso 48h", costCents: 490, trackingCode: bought[0].tracking_code });
    expect(epCalls.filter((c) => c.path.endsWith("/buy"))).toEqual([expect.objectContaining({ path: `/shipments/${bought[0].id}/buy` })]);
    expect(await labelsBought(orderId)).toHaveLength(1);
    expect(await storedLabels(orderId)).toEqual([`orders/${orderId}/${bought[0].tracking_code}.pdf`]);
    // The label does not send the order: ENVIADO waits for the hand-over.
    expect(await sent(orderId)).toEqual({ status: "paid", carrier: null, tracking: null });

    // Asked again: the same label, nothing bought a second time.
    expect((await back.json(`/api/admin/shipping-labels/${orderId}`, "POST", box)).body.label).toEqual(res.body.label);
    expect(epCalls.filter((c) => c.path.endsWith("/buy"))).toHaveLength(1);
  });

  it.each(FAULT_KINDS)(
    "carrier=%s after a purchase whose answer was lost: told to retry, never bought again; once back the label bought first is kept",
    async (fault) => {
      const { orderId } = await paidOrder();
      const { faulty, back } = owner({ ...EASYPOST_VARS, FAULTS: `carrier=${fault}` });
      // The API buys the label and its answer arrives after the shop stopped waiting.
      epState.buyAnswersLate = 1;
      await expectToldToRetry(await back.json(`/api/admin/shipping-labels/${orderId}`, "POST", box));
      const [shipment] = shipmentsOf(orderId);
      expect(shipment.tracking_code).toMatch(/^EZ\d{9}PT$/);
      await expectUnchanged(orderId, shipment.id);

      // The retry under the fault reads the shipment back (slow, drop: the API answers, the shop does not hear it).
      await expectToldToRetry(await faulty.json(`/api/admin/shipping-labels/${orderId}`, "POST", box));
      await expectUnchanged(orderId, shipment.id);
      expect(epCalls.map((c) => `${c.method} ${c.path}`)).toEqual([
        "POST /shipments",
        `POST /shipments/${shipment.id}/buy`,
        ...(REACHES.includes(fault) ? [`GET /shipments/${shipment.id}`] : []),
      ]);

      const res = await back.json(`/api/admin/shipping-labels/${orderId}`, "POST", box);
      expect(res.status).toBe(200);
      expect(res.body.label.trackingCode).toBe(shipment.tracking_code);
      expect(shipmentsOf(orderId)).toHaveLength(1);
      expect(epCalls.filter((c) => c.path.endsWith("/buy"))).toHaveLength(1);
      expect(await labelsBought(orderId)).toHaveLength(1);
      expect(await storedLabels(orderId)).toEqual([`orders/${orderId}/${shipment.tracking_code}.pdf`]);
    },
  );

  it("a label bought without the shop hearing it is kept when the owner retries with another weight or box: never a second one", async () => {
    // Another customer: the first one has placed as many orders as one client may in a while.
    const { orderId } = await paidOrder(await customerWithAddress());
    const { back } = owner(EASYPOST_VARS);
    epState.buyAnswersLate = 1;
    await expectToldToRetry(await back.json(`/api/admin/shipping-labels/${orderId}`, "POST", box));
    const [shipment] = shipmentsOf(orderId);
    const res = await back.json(`/api/admin/shipping-labels/${orderId}`, "POST", { box: "grande", weightGrams: 1300 });
    expect(res.status).toBe(200);
    expect(res.body.label.trackingCode).toBe(shipment.tracking_code);
    expect(shipmentsOf(orderId)).toHaveLength(1);
    expect(epCalls.filter((c) => c.path.endsWith("/buy"))).toHaveLength(1);
    // The label is the parcel it was bought for, not the one asked the second time.
    expect(await env.DB.prepare("SELECT box, weight_grams AS w FROM shipping_labels WHERE order_id = ?1").bind(orderId).first()).toEqual({
      box: "media",
      w: 1200,
    });
    expect(await labelsBought(orderId)).toHaveLength(1);
  });

  it("a shipment made but not bought is replaced when the owner changes the parcel: one label, for the new parcel", async () => {
    // Another customer: the first one has placed as many orders as one client may in a while.
    const { orderId } = await paidOrder(await customerWithAddress());
    const { back } = owner(EASYPOST_VARS);
    // The shipment is made and kept; its purchase fails (the API down a moment): nothing bought.
    epState.buyDownFor = 1;
    await expectToldToRetry(await back.json(`/api/admin/shipping-labels/${orderId}`, "POST", box));
    const [first] = shipmentsOf(orderId);
    await expectUnchanged(orderId, first.id);
    const res = await back.json(`/api/admin/shipping-labels/${orderId}`, "POST", { box: "grande", weightGrams: 1300 });
    expect(res.status).toBe(200);
    const made = shipmentsOf(orderId);
    expect(made).toHaveLength(2);
    expect(made.filter((s) => s.postage_label).map((s) => s.id)).toEqual([made[1].id]);
    expect(res.body.label.trackingCode).toBe(made[1].tracking_code);
    expect(await env.DB.prepare("SELECT box, weight_grams AS w FROM shipping_labels WHERE order_id = ?1").bind(orderId).first()).toEqual({
      box: "grande",
      w: 1300,
    });
  });

  it("carrier=fail with the simulator (development): the same clear message, nothing made at the simulator; once back one label", async () => {
    const { orderId } = await paidOrder();
    const { faulty, back } = owner({ FAULTS: "carrier=fail" });
    expect((await back.json(`/api/admin/shipping-labels/${orderId}`)).body.mode).toBe("simulator");
    await expectToldToRetry(await faulty.json(`/api/admin/shipping-labels/${orderId}`, "POST", box));
    await expectUnchanged(orderId);
    const simulated = async () => {
      const { keys } = await env.KV.list({ prefix: "carrier-simulator:shp_" });
      const all = await Promise.all(keys.map((k) => env.KV.get<{ reference: string; tracking_code: string | null }>(k.name, "json")));
      return all.filter((s) => s?.reference === copies.pt.orders.number(orderId));
    };
    expect(await simulated()).toEqual([]);

    const res = await back.json(`/api/admin/shipping-labels/${orderId}`, "POST", box);
    expect(res.status).toBe(200);
    expect((await simulated()).map((s) => s!.tracking_code)).toEqual([res.body.label.trackingCode]);
    expect(await labelsBought(orderId)).toHaveLength(1);
  });
});
