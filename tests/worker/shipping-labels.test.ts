import { env } from "cloudflare:workers";
import { BitArray, Code128Reader, DecodeHintType } from "@zxing/library";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { copies } from "../../shared/copy";
import { parseConfig } from "../../worker/config/app-config";
import { createDb } from "../../worker/db/client";
import { createDeps } from "../../worker/deps";
import { LABEL_HEIGHT, LABEL_WIDTH } from "../../worker/integrations/carriers/simulated-label-pdf";
import { auditOf, paidOrder, person } from "./setup/admin";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { customerWithAddress, placeOrder, variantOf } from "./setup/checkout";
import { EASYPOST_KEY, EASYPOST_VARS, easyPostServer, epCalls, epShipments, epState, resetEasyPost } from "./setup/easypost-mock";
import { type PageContent, readPdf } from "./setup/pdf-reading";

/**
 * Issue 49: 'Criar etiqueta' buys an order's carrier label once — through the multi-carrier API in EasyPost's wire
 * format (msw) or the embedded simulator (the test configuration's default) — keeps its PDF in R2 and its purchase in
 * the audit log; two clicks at once or a retry after a timeout never buy two; bad input buys nothing.
 */
beforeAll(async () => {
  await seedCatalogFixture();
  easyPostServer.listen({ onUnhandledRequest: "error" });
});
beforeEach(() => resetEasyPost());
afterAll(() => easyPostServer.close());

const a = copies.pt.orders.admin;
type Member = Awaited<ReturnType<typeof person>>["b"];
const createLabel = (b: Member, orderId: string, body: Record<string, unknown> = { box: "media", weightGrams: 1200 }) =>
  b.json(`/api/admin/shipping-labels/${orderId}`, "POST", body);
const labelsBought = async (orderId: string) =>
  (await auditOf(orderId)).filter((r) => r.action === "order.label_bought").map((r) => JSON.parse(r.after!) as { trackingCode: string });

/** The Code 128 symbol a scanner would read off the page: its bars (the page's only rectangles) as modules, decoded by ZXing. */
function scanBarcode(page: PageContent): string {
  const bars = page.rectangles.map(([x, , w]) => [x, w] as const).sort((p, q) => p[0] - q[0]);
  const module = Math.min(...bars.map(([, w]) => w));
  const left = bars[0]![0];
  const width = Math.round((bars.at(-1)![0] + bars.at(-1)![1] - left) / module);
  const quiet = 12;
  const row = new BitArray(width + 2 * quiet);
  for (const [x, w] of bars) {
    const from = Math.round((x - left) / module);
    for (let i = 0; i < Math.round(w / module); i++) row.set(quiet + from + i);
  }
  return new Code128Reader().decodeRow(0, row, new Map([[DecodeHintType.PURE_BARCODE, true]])).getText();
}

// Orders paid, labels bought and PDFs drawn and read back: seconds per test on a loaded machine.
describe("labels through the simulator (development and tests)", { timeout: 20_000 }, () => {
  it("a paid order's label: bought once, 10 × 15 cm with the tracking code's barcode, kept in R2, audited; the page says so", async () => {
    const { orderId } = await paidOrder(4);
    const staff = await person("staff");
    const status = await staff.b.json(`/api/admin/shipping-labels/${orderId}`);
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ mode: "simulator", label: null, linesGrams: null });

    const res = await createLabel(staff.b, orderId);
    expect(res.status).toBe(200);
    const label = res.body.label;
    expect(label).toMatchObject({ carrier: "ctt-expresso", service: "Expresso 48h", box: "media", weightGrams: 1200 });
    expect(label.trackingCode).toMatch(/^EA\d{9}PT$/);
    expect(label.costCents).toBe(550);

    const pdf = await staff.b.fetch(`/api/admin/shipping-labels/${orderId}/label.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    const { pdf: doc, pages } = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([width, height].map((v) => Math.round((v / 72) * 25.4))).toEqual([100, 150]);
    expect([width, height]).toEqual([LABEL_WIDTH, LABEL_HEIGHT]);
    expect(pages[0]!.text).toEqual(expect.arrayContaining(["Maria Silva", "Rua Augusta 10", "1100-148 Lisboa", label.trackingCode]));
    expect(scanBarcode(pages[0]!)).toBe(label.trackingCode);
    expect(await env.LABELS.head(`orders/${orderId}/${label.trackingCode}.pdf`)).not.toBeNull();

    // Asked again, the same label: nothing bought a second time.
    const again = await createLabel(staff.b, orderId, { box: "grande", weightGrams: 5000 });
    expect(again.status).toBe(200);
    expect(again.body.label).toEqual(label);
    expect(await labelsBought(orderId)).toEqual([expect.objectContaining({ trackingCode: label.trackingCode })]);
    expect((await staff.b.json(`/api/admin/shipping-labels/${orderId}`)).body.label).toEqual(label);
  });

  it("five clicks at once buy one label: the others get it or are told it is being created", async () => {
    const { orderId } = await paidOrder(4);
    const staff = await person("staff");
    const answers = await Promise.all(Array.from({ length: 5 }, () => createLabel(staff.b, orderId)));
    const ok = answers.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((r) => r.body.label.trackingCode)).size).toBe(1);
    for (const r of answers.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409);
      expect(r.body.error).toMatchObject({ code: "label_in_progress", message: a.labelInProgress });
    }
    expect(await labelsBought(orderId)).toHaveLength(1);
    const bought = await env.KV.list({ prefix: "carrier-simulator:" });
    const withLabel = (
      await Promise.all(
        bought.keys.filter((k) => !k.name.includes(":tracking:")).map((k) => env.KV.get<{ reference: string; tracking_code: string | null }>(k.name, "json")),
      )
    ).filter((s) => s?.reference === copies.pt.orders.number(orderId) && s.tracking_code);
    expect(withLabel).toHaveLength(1);
  });

  it("the weight comes from the variants' weights and the box's; without them the member is asked for it, nothing bought", async () => {
    const { orderId } = await paidOrder(4);
    const staff = await person("staff");
    const missing = await createLabel(staff.b, orderId, { box: "pequena" });
    expect(missing.status).toBe(422);
    expect(missing.body.error).toMatchObject({ code: "label_weight_required", field: "weightGrams", message: a.labelWeightRequired });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM shipping_labels WHERE order_id = ?1").bind(orderId).first("n")).toBe(0);

    const variantId = await variantOf(4);
    await env.DB.prepare("UPDATE product_variants SET weight_grams = 850 WHERE id = ?1").bind(variantId).run();
    try {
      expect((await staff.b.json(`/api/admin/shipping-labels/${orderId}`)).body.linesGrams).toBe(850);
      const res = await createLabel(staff.b, orderId, { box: "pequena" });
      expect(res.status).toBe(200);
      expect(res.body.label.weightGrams).toBe(850 + 150);
    } finally {
      await env.DB.prepare("UPDATE product_variants SET weight_grams = NULL WHERE id = ?1").bind(variantId).run();
    }
  });

  it("bad input buys nothing: no weight, too heavy, an unknown box, an unpaid or unknown order; the database keeps weights sane", async () => {
    const { orderId } = await paidOrder(4);
    const staff = await person("staff");
    for (const body of [
      { box: "media", weightGrams: 0 },
      { box: "media", weightGrams: 30_001 },
      { box: "caixote", weightGrams: 500 },
      { box: "media", weightGrams: "x" },
    ]) {
      const res = await createLabel(staff.b, orderId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    // Above the carriers' 30 kg once the box is counted: refused before the carrier is called; the next attempt may start at once.
    await env.DB.prepare("UPDATE product_variants SET weight_grams = 29900 WHERE id = ?1")
      .bind(await variantOf(4))
      .run();
    try {
      const heavy = await createLabel(staff.b, orderId, { box: "volumosa" });
      expect(heavy.status).toBe(422);
      expect(heavy.body.error.code).toBe("label_refused");
    } finally {
      await env.DB.prepare("UPDATE product_variants SET weight_grams = NULL WHERE id = ?1")
        .bind(await variantOf(4))
        .run();
    }
    expect(await labelsBought(orderId)).toEqual([]);
    expect((await createLabel(staff.b, orderId)).status).toBe(200);

    const c = await customerWithAddress();
    const pending = (await placeOrder(c.b, c.addressId, [{ productId: 4, variantId: await variantOf(4), quantity: 1 }])).body.orderId as string;
    const unpaid = await createLabel(staff.b, pending);
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.error).toMatchObject({ code: "order_not_packable", message: a.labelNotToShip(copies.pt.orders.number(pending)) });
    expect((await createLabel(staff.b, "no-such-order")).status).toBe(404);

    await expect(
      env.DB.prepare("UPDATE product_variants SET weight_grams = 0 WHERE id = ?1")
        .bind(await variantOf(4))
        .run(),
    ).rejects.toThrow(/weight/);
  });

  it("several orders' labels in one PDF, in the order given; an order without a label is named and nothing is printed", async () => {
    const staff = await person("staff");
    const [one, two, three] = [await paidOrder(4), await paidOrder(1), await paidOrder(4)];
    const codes = [];
    for (const o of [one, two]) codes.push((await createLabel(staff.b, o.orderId)).body.label.trackingCode);
    const res = await staff.b.fetch(`/api/admin/shipping-labels.pdf?ids=${two.orderId},${one.orderId}`);
    expect(res.status).toBe(200);
    const { pages } = await readPdf(new Uint8Array(await res.arrayBuffer()));
    expect(pages.map(scanBarcode)).toEqual([codes[1], codes[0]]);

    const without = await staff.b.json(`/api/admin/shipping-labels.pdf?ids=${one.orderId},${three.orderId}`);
    expect(without.status).toBe(404);
    expect(without.body.error).toMatchObject({ code: "label_not_found", message: a.labelNotFound(copies.pt.orders.number(three.orderId)) });
  });
});

describe("labels through the multi-carrier API (EasyPost's wire format)", { timeout: 20_000 }, () => {
  it("creates the shipment in inches and ounces with both addresses, buys the cheapest CTT Express rate, stores the carrier's PDF", async () => {
    const { orderId } = await paidOrder(4);
    const staff = await person("staff", undefined, EASYPOST_VARS);
    expect((await staff.b.json(`/api/admin/shipping-labels/${orderId}`)).body.mode).toBe("api");
    const res = await createLabel(staff.b, orderId, { box: "grande", weightGrams: 2500 });
    expect(res.status).toBe(200);
    expect(res.body.label).toMatchObject({ carrier: "ctt-expresso", service: "Expresso 48h", costCents: 490 });

    const [create, buy, pdf] = epCalls;
    expect(create).toMatchObject({ method: "POST", path: "/shipments", auth: `Basic ${btoa(`${EASYPOST_KEY}:`)}` });
    expect(create!.body.shipment).toMatchObject({
      reference: copies.pt.orders.number(orderId),
      parcel: { length: 23.6, width: 15.7, height: 15.7, weight: 88.2 },
      to_address: { name: "Maria Silva", street1: "Rua Augusta 10", zip: "1100-148", city: "Lisboa", country: "PT" },
      from_address: { country: "PT" },
      options: { label_format: "PDF", label_size: "4x6" },
    });
    const shipmentId = [...epShipments.values()].find((s) => s.reference === copies.pt.orders.number(orderId)).id;
    // The cheapest of the shop's carriers: UPS is cheaper, but not a carrier the shop ships with.
    expect(buy).toMatchObject({ method: "POST", path: `/shipments/${shipmentId}/buy`, body: { rate: { id: `rate_${shipmentId}_b` } } });
    expect(pdf).toMatchObject({ method: "GET", path: `/labels/${shipmentId}.pdf` });
    const stored = await staff.b.fetch(`/api/admin/shipping-labels/${orderId}/label.pdf`);
    expect((await readPdf(new Uint8Array(await stored.arrayBuffer()))).pages[0]!.text).toEqual([`label ${shipmentId}`]);
  });

  it("a buy whose answer is lost to a timeout: told to try again; the retry reads the shipment and keeps that label, bought once", async () => {
    const { orderId } = await paidOrder(4);
    const staff = await person("staff", undefined, EASYPOST_VARS);
    epState.buyAnswersLate = 1;
    const lost = await createLabel(staff.b, orderId);
    expect(lost.status).toBe(503);
    expect(lost.body.error).toMatchObject({ code: "carrier_unavailable", message: expect.stringContaining(a.carrierUnavailable) });
    expect(await labelsBought(orderId)).toEqual([]);

    const retry = await createLabel(staff.b, orderId);
    expect(retry.status).toBe(200);
    const shipment = [...epShipments.values()].find((s) => s.reference === copies.pt.orders.number(orderId));
    expect(retry.body.label.trackingCode).toBe(shipment.tracking_code);
    expect(epCalls.filter((c) => c.path.endsWith("/buy"))).toHaveLength(1);
    expect(epCalls.filter((c) => c.path === "/shipments")).toHaveLength(1);
    expect(epCalls.map((c) => `${c.method} ${c.path.replace(shipment.id, "{id}")}`)).toEqual([
      "POST /shipments",
      "POST /shipments/{id}/buy",
      "GET /shipments/{id}",
      "GET /labels/{id}.pdf",
    ]);
    expect(await labelsBought(orderId)).toHaveLength(1);
  });

  it("the API down (5xx), answering what is not a shipment, or dropping the connection: told to try again, nothing bought, the next attempt buys", async () => {
    const { orderId } = await paidOrder(4);
    const staff = await person("staff", undefined, EASYPOST_VARS);
    for (const fault of ["5xx", "malformed", "reset"] as const) {
      epState.createFault = fault;
      const res = await createLabel(staff.b, orderId);
      expect(res.status, fault).toBe(503);
      expect(res.body.error.code).toBe("carrier_unavailable");
    }
    expect(epCalls.filter((c) => c.path.endsWith("/buy"))).toEqual([]);
    expect(await labelsBought(orderId)).toEqual([]);
    epState.createFault = null;
    expect((await createLabel(staff.b, orderId)).status).toBe(200);
    expect(await labelsBought(orderId)).toHaveLength(1);
  });

  it("an address the carrier refuses: its words, nothing bought, nothing kept", async () => {
    const { orderId } = await paidOrder(4);
    const staff = await person("staff", undefined, EASYPOST_VARS);
    epState.refuseAddress = true;
    const res = await createLabel(staff.b, orderId);
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({
      code: "label_refused",
      message: a.labelRefused("Unable to verify address. — to_address.street1: Address not found"),
    });
    expect(epCalls.filter((c) => c.path.endsWith("/buy"))).toEqual([]);
    expect(await labelsBought(orderId)).toEqual([]);
    expect((await staff.b.json(`/api/admin/shipping-labels/${orderId}`)).body.label).toBeNull();
  });
});

describe("production without the carrier's key", () => {
  it("production's configuration has no label provider without CARRIER_API_KEY, with it the API; the simulator never", () => {
    const production = {
      APP_ENV: "production",
      AUTH_SECRET: "a-production-secret-of-at-least-32-characters",
      PUBLIC_ORIGIN: "https://loja.example.pt",
      OWNER_EMAILS: "dona@loja.example.pt",
      MAIL_API_URL: "https://mail.example.pt",
      MAIL_API_KEY: "re_live_key",
      INVOICING: "manual",
      COMPANY_NAME: "Mãe & Bebé, Lda.",
      COMPANY_NIPC: "509999990",
      COMPANY_ADDRESS: "Rua da Loja, 1, 1000-001 Lisboa",
      COMPANY_EMAIL: "apoio@loja.example.pt",
      COMPANY_PHONE: "+351 210 000 000",
    };
    expect(parseConfig(production).carrierLabels).toBeNull();
    // Labels without the tracking webhook's secret would never hear of a delivery: refused, named.
    expect(() => parseConfig({ ...production, CARRIER_API_KEY: "EZAK_live" })).toThrow(/CARRIER_WEBHOOK_SECRET/);
    expect(parseConfig(production).carrierWebhookSecret).toBeNull();
    const withKey = { ...production, CARRIER_WEBHOOK_SECRET: "whsec_carrier" };
    expect(parseConfig({ ...withKey, CARRIER_API_KEY: "EZAK_live" }).carrierLabels).toEqual({
      kind: "api",
      baseUrl: "https://api.easypost.com/v2",
      apiKey: "EZAK_live",
      timeoutMs: 15_000,
    });
    expect(() => parseConfig({ ...withKey, CARRIER_API_KEY: "EZAK_live", CARRIER_API_URL: "http://api.example" })).toThrow(/CARRIER_API_URL/);
  });

  it("the order page is told labels are bought by hand, and 'Criar etiqueta' buys nothing", async () => {
    const { orderId } = await paidOrder(4);
    const config = { ...parseConfig(env as unknown as Record<string, unknown>), carrierLabels: null };
    const labels = createDeps({ env, var: { db: createDb(env.DB), config } }).admin.shippingLabels;
    expect(await labels.status(orderId)).toEqual({ mode: "manual", label: null, returnLabel: null, linesGrams: null });
    await expect(labels.create(orderId, "staff@exemplo.pt", { box: "media", weightGrams: 900 })).rejects.toMatchObject({
      code: "labels_unavailable",
      message: a.labelsUnavailable,
    });
    expect(await labelsBought(orderId)).toEqual([]);
  });
});

describe("several orders' labels in one go ('Criar etiquetas' on the orders list)", { timeout: 30_000 }, () => {
  const bulk = (b: Member, body: Record<string, unknown>) => b.json("/api/admin/shipping-labels/bulk", "POST", body);

  it("each order bought once in the chosen box, weighed from its lines; one already bought, one not weighed, one unpaid: said, the others go on", async () => {
    const variantId = await variantOf(4);
    await env.DB.prepare("UPDATE product_variants SET weight_grams = 800 WHERE id = ?1").bind(variantId).run();
    try {
      const [first, second, unweighed] = [await paidOrder(4), await paidOrder(4), await paidOrder(5)];
      const c = await customerWithAddress();
      const pending = await placeOrder(c.b, c.addressId, [{ productId: 4, variantId, quantity: 1 }]);
      const staff = await person("staff");
      expect((await createLabel(staff.b, second.orderId, { box: "pequena" })).status).toBe(200);

      const ids = [first.orderId, second.orderId, unweighed.orderId, pending.body.orderId];
      const res = await bulk(staff.b, { ids, box: "grande" });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const results = res.body.results as {
        id: string;
        label: { box: string; weightGrams: number } | null;
        already: boolean;
        error: { code: string } | null;
      }[];
      expect(results.map((r) => r.id)).toEqual(ids);
      expect(results[0]).toMatchObject({ already: false, error: null, label: { box: "grande", boxName: "Grande", weightGrams: 800 + 650 } });
      // Bought before in another box: kept as it was.
      expect(results[1]).toMatchObject({ already: true, error: null, label: { box: "pequena", weightGrams: 800 + 150 } });
      expect(results[2]).toMatchObject({ label: null, error: { code: "label_weight_required", message: a.labelWeightRequired } });
      expect(results[3]).toMatchObject({ label: null, error: { code: "order_not_packable" } });
      expect(await labelsBought(first.orderId)).toHaveLength(1);
      expect(await labelsBought(second.orderId)).toHaveLength(1);
      expect(await labelsBought(unweighed.orderId)).toEqual([]);
      // The ones bought print together.
      const pdf = await staff.b.fetch(`/api/admin/shipping-labels.pdf?ids=${first.orderId},${second.orderId}`);
      expect((await readPdf(new Uint8Array(await pdf.arrayBuffer()))).pdf.getPageCount()).toBe(2);
    } finally {
      await env.DB.prepare("UPDATE product_variants SET weight_grams = NULL WHERE id = ?1").bind(variantId).run();
    }
  });

  it("two members buying the same orders' labels at once: each order's label bought once", async () => {
    const variantId = await variantOf(4);
    await env.DB.prepare("UPDATE product_variants SET weight_grams = 800 WHERE id = ?1").bind(variantId).run();
    try {
      const orders = [await paidOrder(4), await paidOrder(4), await paidOrder(4)].map((o) => o.orderId);
      const [staff, owner] = [await person("staff"), await person("staff")];
      const answers = await Promise.all([bulk(staff.b, { ids: orders, box: "media" }), bulk(owner.b, { ids: [...orders].reverse(), box: "media" })]);
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      for (const id of orders) {
        expect(await labelsBought(id), id).toHaveLength(1);
        const outcomes = answers.map((r) => (r.body.results as { id: string; label: unknown; error: { code: string } | null }[]).find((x) => x.id === id)!);
        // One bought it; the other found it bought or being bought (told so, nothing bought twice).
        expect(outcomes.filter((o) => o.label !== null).length).toBeGreaterThanOrEqual(1);
        for (const o of outcomes.filter((x) => x.error)) expect(o.error!.code).toBe("label_in_progress");
      }
    } finally {
      await env.DB.prepare("UPDATE product_variants SET weight_grams = NULL WHERE id = ?1").bind(variantId).run();
    }
  });

  it("the carrier down: the first order is told so and the rest are not tried; nothing bought", async () => {
    const orders = [await paidOrder(4), await paidOrder(4), await paidOrder(4)].map((o) => o.orderId);
    const staff = await person("staff", undefined, EASYPOST_VARS);
    epState.createFault = "5xx";
    const res = await bulk(staff.b, { ids: orders, box: "media" });
    // Unweighed variants: no weight, no call. Weighed, the carrier is called once and the others wait.
    expect(res.body.results.map((r: { error: { code: string } }) => r.error.code)).toEqual([
      "label_weight_required",
      "label_weight_required",
      "label_weight_required",
    ]);
    const variantId = await variantOf(4);
    await env.DB.prepare("UPDATE product_variants SET weight_grams = 800 WHERE id = ?1").bind(variantId).run();
    try {
      const again = await bulk(staff.b, { ids: orders, box: "media" });
      expect(again.body.results.map((r: { error: { code: string } }) => r.error.code)).toEqual([
        "carrier_unavailable",
        "carrier_unavailable",
        "carrier_unavailable",
      ]);
      expect(epCalls.filter((c) => c.path === "/shipments")).toHaveLength(1);
      for (const id of orders) expect(await labelsBought(id)).toEqual([]);
    } finally {
      await env.DB.prepare("UPDATE product_variants SET weight_grams = NULL WHERE id = ?1").bind(variantId).run();
    }
  });

  it("bad input buys nothing: no orders, more than 20, the same order twice, a malformed id, a box not in use", async () => {
    const { orderId } = await paidOrder(4);
    const staff = await person("staff");
    for (const ids of [[], Array.from({ length: 21 }, () => crypto.randomUUID()), [orderId, orderId], ["../x"], "x"]) {
      const res = await bulk(staff.b, { ids, box: "media" });
      expect(res.status, JSON.stringify(ids)).toBe(400);
      expect(res.body.error, JSON.stringify(ids)).toMatchObject({ field: expect.stringMatching(/^ids/), message: expect.stringContaining(a.labelIds) });
    }
    const box = await bulk(staff.b, { ids: [orderId], box: "caixote" });
    expect(box.status).toBe(400);
    expect(box.body.error).toMatchObject({ code: "label_box_unknown", field: "box" });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM shipping_labels WHERE order_id = ?1").bind(orderId).first("n")).toBe(0);
  });
});
