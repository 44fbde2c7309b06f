import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copies } from "../../shared/copy";
import { shippingLabelsCopy } from "../../shared/copy/back-office/shipping-labels";
import { withdrawableUntil } from "../../shared/withdrawal";
import { DEV_CARRIER_WEBHOOK_SECRET } from "../../worker/config/app-config";
import { signCarrierBody } from "../../worker/integrations/carriers/easypost-webhook";
import { auditOf, paidOrder, person } from "./setup/admin";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { readPdf } from "./setup/pdf-reading";
import { Browser } from "./setup/session";
import { supplier } from "./setup/supplier-mock";

/**
 * Issue 49: the carrier's tracking webhook (EasyPost's `tracker.updated` events, X-Hmac-Signature): matched to the
 * order by its label's tracking code; in transit and out for delivery kept as the parcel's history (the customer
 * e-mailed once when it is out for delivery, in their language), delivered makes the order ENTREGUE on the carrier's
 * moment, a failed attempt or a return is flagged for the back-office; replays, older events, bad signatures, bodies
 * that are not events and unknown parcels change nothing.
 */
beforeAll(async () => {
  await seedCatalogFixture();
  supplier.listen({ onUnhandledRequest: "error" });
});
afterAll(() => supplier.close());

const WEBHOOK = "/api/shipping/carrier-webhook";
const pt = copies.pt.orders;

/** A paid order with a label bought (the simulator) and, unless `handedOver` is false, sent with it. */
async function orderWithLabel(handedOver = true) {
  const order = await paidOrder(4);
  const staff = await person("staff");
  const label = (await staff.b.json(`/api/admin/shipping-labels/${order.orderId}`, "POST", { box: "media", weightGrams: 900 })).body.label;
  expect((await staff.b.json(`/api/admin/orders/${order.orderId}/prepare`, "POST")).status).toBe(200);
  if (handedOver)
    expect((await staff.b.json(`/api/admin/orders/${order.orderId}/ship`, "POST", { carrier: label.carrier, trackingNumber: label.trackingCode })).status).toBe(
      200,
    );
  return { ...order, staff, trackingCode: label.trackingCode as string };
}

let n = 0;
/** An EasyPost-format tracker event: the tracker's status, when it changed, and its history (oldest first). */
function trackerEvent(trackingCode: string, status: string, updatedAt: string, details: [string, string, string?][] = [[status, updatedAt]]) {
  return JSON.stringify({
    id: `evt_test${++n}`,
    object: "Event",
    mode: "test",
    description: "tracker.updated",
    created_at: updatedAt,
    result: {
      id: "trk_test",
      object: "Tracker",
      tracking_code: trackingCode,
      status,
      carrier: "CTTExpress",
      updated_at: updatedAt,
      tracking_details: details.map(([s, at, city]) => ({
        object: "TrackingDetail",
        status: s,
        message: s,
        datetime: at,
        tracking_location: { object: "TrackingLocation", city: city ?? "Lisboa", country: "PT" },
      })),
    },
  });
}

/** The carrier's POST: no Origin of the shop, the signature is the guard. */
const post = async (body: string, signature?: string) =>
  new Browser("203.0.113.77").fetch(WEBHOOK, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Hmac-Signature": signature ?? (await signCarrierBody(body, DEV_CARRIER_WEBHOOK_SECRET)) },
    body,
  });
const outcomeOf = async (res: Response) => ((await res.json()) as { outcome: string }).outcome;
const mailsOf = async (orderId: string, kind: string) =>
  (
    await env.DB.prepare("SELECT subject, text FROM email_outbox WHERE event_key = ?1")
      .bind(`order:${orderId}:${kind}`)
      .all<{ subject: string; text: string }>()
  ).results;
const orderOf = async (o: { b: Browser; orderId: string }) => (await o.b.json(`/api/orders/${o.orderId}`)).body.order;
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

// An order paid, its label bought and sent before each story: seconds per test on a loaded machine.
describe("the carrier's tracking webhook", { timeout: 20_000 }, () => {
  it("in transit, out for delivery (one e-mail), delivered on the carrier's moment (one e-mail): the customer sees the history", async () => {
    const o = await orderWithLabel();
    const accepted = hoursAgo(30);
    const transit = hoursAgo(20);
    const out = hoursAgo(6);
    const delivered = hoursAgo(2);

    const one = await post(
      trackerEvent(o.trackingCode, "in_transit", transit, [
        ["pre_transit", accepted, "Lisboa"],
        ["in_transit", transit, "Porto"],
      ]),
    );
    expect(one.status).toBe(200);
    expect(await one.json()).toEqual({ received: true, outcome: "kept" });
    expect(await orderOf(o)).toMatchObject({
      status: "shipped",
      tracking: [
        { status: "pre_transit", at: accepted, place: "Lisboa" },
        { status: "in_transit", at: transit, place: "Porto" },
      ],
    });

    const outEvent = trackerEvent(o.trackingCode, "out_for_delivery", out, [
      ["pre_transit", accepted],
      ["in_transit", transit],
      ["out_for_delivery", out],
    ]);
    expect(await outcomeOf(await post(outEvent))).toBe("kept");
    // The same event again (the carrier retries): nothing new, still one e-mail.
    expect(await outcomeOf(await post(outEvent))).toBe("unchanged");
    const outMails = await mailsOf(o.orderId, "out_for_delivery");
    expect(outMails).toHaveLength(1);
    expect(outMails[0]!.subject).toBe(pt.fulfilmentMail.outForDeliverySubject(pt.number(o.orderId)));
    expect(outMails[0]!.text).toContain(pt.fulfilmentMail.outForDelivery(pt.number(o.orderId)));

    const deliveredEvent = trackerEvent(o.trackingCode, "delivered", delivered, [
      ["pre_transit", accepted],
      ["in_transit", transit],
      ["out_for_delivery", out],
      ["delivered", delivered, "Lisboa"],
    ]);
    expect((await post(deliveredEvent)).status).toBe(200);
    expect((await post(deliveredEvent)).status).toBe(200);
    const done = await orderOf(o);
    expect(done.status).toBe("delivered");
    expect(done.deliveredAt).toBe(delivered);
    // The withdrawal period runs from the carrier's moment.
    expect(done.withdrawableUntil).toBe(withdrawableUntil({ ...done, deliveredAt: delivered }));
    expect(done.tracking.map((s: { status: string }) => s.status)).toEqual(["pre_transit", "in_transit", "out_for_delivery", "delivered"]);
    expect(await mailsOf(o.orderId, "delivered")).toHaveLength(1);
    expect((await mailsOf(o.orderId, "delivered"))[0]!.text).toContain(pt.fulfilmentMail.delivered(pt.number(o.orderId), "").slice(0, 20));
    // The timeline names the carrier for the delivery.
    expect((await auditOf(o.orderId)).filter((r) => r.action === "order.status").at(-1)).toMatchObject({ actor: "transportadora", after: "delivered" });

    // An older event arriving late changes nothing: the parcel stays delivered, its history whole.
    expect(await outcomeOf(await post(trackerEvent(o.trackingCode, "in_transit", transit)))).toBe("unchanged");
    expect((await orderOf(o)).tracking).toHaveLength(4);
    expect((await mailsOf(o.orderId, "out_for_delivery")).length + (await mailsOf(o.orderId, "delivered")).length).toBe(2);
  });

  it("the same deliveries posted five times at once: the order delivered once, each e-mail written once", async () => {
    const o = await orderWithLabel();
    const out = trackerEvent(o.trackingCode, "out_for_delivery", hoursAgo(3));
    const delivered = trackerEvent(o.trackingCode, "delivered", hoursAgo(1), [
      ["out_for_delivery", hoursAgo(3)],
      ["delivered", hoursAgo(1)],
    ]);
    const answers = await Promise.all([...Array.from({ length: 5 }, () => post(out)), ...Array.from({ length: 5 }, () => post(delivered))]);
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect((await orderOf(o)).status).toBe("delivered");
    expect(await mailsOf(o.orderId, "delivered")).toHaveLength(1);
    expect((await mailsOf(o.orderId, "out_for_delivery")).length).toBeLessThanOrEqual(1);
    expect((await auditOf(o.orderId)).filter((r) => r.action === "order.status" && r.after === "delivered")).toHaveLength(1);
  });

  it("a failed attempt is flagged in the orders list and the dashboard until the parcel moves on; a return too", async () => {
    const o = await orderWithLabel();
    const owner = await person("owner", "dono@exemplo.pt");
    const flagged = async () => {
      const list = (await owner.b.json("/api/admin/orders?parcel=problem")).body;
      return { ids: list.items.map((i: { id: string }) => i.id), count: list.parcelProblemCount };
    };
    expect((await post(trackerEvent(o.trackingCode, "failure", hoursAgo(5)))).status).toBe(200);
    expect((await flagged()).ids).toContain(o.orderId);
    const detail = (await owner.b.json(`/api/admin/orders/${o.orderId}`)).body.order;
    expect(detail.parcelProblem).toBe("failure");
    const dashboard = (await owner.b.json("/api/admin/dashboard?period=today")).body;
    expect(dashboard.waiting.parcelProblems).toBe((await flagged()).count);
    expect(dashboard.waiting.parcelProblems).toBeGreaterThanOrEqual(1);

    expect((await post(trackerEvent(o.trackingCode, "out_for_delivery", hoursAgo(3)))).status).toBe(200);
    expect((await flagged()).ids).not.toContain(o.orderId);
    expect((await post(trackerEvent(o.trackingCode, "return_to_sender", hoursAgo(1)))).status).toBe(200);
    expect((await owner.b.json(`/api/admin/orders/${o.orderId}`)).body.order.parcelProblem).toBe("return_to_sender");
    expect((await orderOf(o)).status).toBe("shipped");
  });

  it("delivered while the hand-over was never confirmed: sent with the label, then delivered", async () => {
    const o = await orderWithLabel(false);
    expect((await orderOf(o)).status).toBe("processing");
    expect((await post(trackerEvent(o.trackingCode, "delivered", hoursAgo(1)))).status).toBe(200);
    const done = await orderOf(o);
    expect(done).toMatchObject({ status: "delivered", carrier: "ctt-expresso", trackingNumber: o.trackingCode });
  });

  it("out for delivery e-mails a Spanish order's customer in Spanish", async () => {
    const o = await orderWithLabel();
    await env.DB.prepare("UPDATE orders SET language = 'es' WHERE id = ?1").bind(o.orderId).run();
    expect((await post(trackerEvent(o.trackingCode, "out_for_delivery", hoursAgo(1)))).status).toBe(200);
    const es = copies.es.orders;
    expect((await mailsOf(o.orderId, "out_for_delivery"))[0]!.subject).toBe(es.fulfilmentMail.outForDeliverySubject(es.number(o.orderId)));
  });

  it("refuses a bad signature, a body that is not an event and an unknown parcel; ignores events of other kinds; nothing changes", async () => {
    const o = await orderWithLabel();
    const event = trackerEvent(o.trackingCode, "delivered", hoursAgo(1));
    for (const signature of [
      "",
      "hmac-sha256-hex=00",
      await signCarrierBody(event, "another-secret"),
      await signCarrierBody(`${event} `, DEV_CARRIER_WEBHOOK_SECRET),
    ]) {
      const res = await post(event, signature);
      expect(res.status, signature).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(copies.pt.errors.invalidSignature);
    }
    expect((await post("{not json")).status).toBe(400);
    expect((await post(JSON.stringify({ id: "evt_x", object: "Event" }))).status).toBe(400);
    const unknown = await post(trackerEvent("EA000000000PT", "delivered", hoursAgo(1)));
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toBe(pt.admin.parcelUnknown("EA000000000PT"));
    const other = JSON.stringify({ id: "evt_batch", object: "Event", description: "batch.created", result: { object: "Batch" } });
    expect(await (await post(other)).json()).toEqual({ received: true, outcome: "ignored" });
    const otherTracker = JSON.parse(event);
    otherTracker.result.status = "unknown";
    expect(await (await post(JSON.stringify(otherTracker))).json()).toEqual({ received: true, outcome: "ignored" });
    const order = await orderOf(o);
    expect(order).toMatchObject({ status: "shipped", tracking: [] });
  });

  it("the simulator's carrier (development): 'delivered' goes through the webhook's own checks and delivers the order", async () => {
    const o = await orderWithLabel();
    const dev = new Browser();
    expect((await dev.json("/api/dev/carrier-simulator/events", "POST", { trackingCode: o.trackingCode, status: "in_transit" })).body).toEqual({
      outcome: "kept",
    });
    expect((await dev.json("/api/dev/carrier-simulator/events", "POST", { trackingCode: o.trackingCode, status: "delivered" })).body).toEqual({
      outcome: "kept",
    });
    const done = await orderOf(o);
    expect(done.status).toBe("delivered");
    expect(done.tracking.map((s: { status: string; place: string }) => [s.status, s.place])).toEqual([
      ["in_transit", "Lisboa"],
      ["delivered", "Lisboa"],
    ]);
    expect((await dev.json("/api/dev/carrier-simulator/events", "POST", { trackingCode: "EA000000001PT", status: "delivered" })).status).toBe(404);
  });
});

describe("a withdrawal's return label", { timeout: 20_000 }, () => {
  /** A delivered order its customer withdrew from (the goods are with the customer). */
  async function withdrawn() {
    const o = await orderWithLabel();
    expect((await o.staff.b.json(`/api/admin/orders/${o.orderId}/deliver`, "POST", { deliveredOn: new Date().toISOString().slice(0, 10) })).status).toBe(200);
    expect((await o.b.json(`/api/orders/${o.orderId}/withdraw`, "POST")).status).toBe(201);
    return o;
  }

  it("bought from the customer to the shop and e-mailed with a link that opens without signing in; its delivery marks the goods received", async () => {
    const o = await withdrawn();
    const res = await o.staff.b.json(`/api/admin/shipping-labels/${o.orderId}/return`, "POST", { box: "media", weightGrams: 1200 });
    expect(res.status).toBe(200);
    const code = res.body.label.trackingCode as string;
    expect(code).not.toBe(o.trackingCode);
    expect((await o.staff.b.json(`/api/admin/shipping-labels/${o.orderId}`)).body.returnLabel).toMatchObject({ trackingCode: code, tracking: null });

    const [mail] = await mailsOf(o.orderId, "return_label");
    expect(mail!.subject).toBe(pt.fulfilmentMail.returnLabelSubject(pt.number(o.orderId)));
    expect(mail!.text).toContain(pt.fulfilmentMail.returnLabelTracking(code));
    const link = /https?:\/\/\S+\/api\/return-labels\/\S+/.exec(mail!.text)![0];
    const pdf = await new Browser().fetch(new URL(link).pathname + new URL(link).search);
    expect(pdf.status).toBe(200);
    const text = (await readPdf(new Uint8Array(await pdf.arrayBuffer()))).pages[0]!.text;
    // From the customer (De) to the shop (Para): the customer's street before 'Para', the shop's name after it.
    const [from, to] = [text.indexOf(shippingLabelsCopy.label.from), text.indexOf(shippingLabelsCopy.label.to)];
    expect(text.indexOf("Rua Augusta 10")).toBeGreaterThan(from);
    expect(text.indexOf("Rua Augusta 10")).toBeLessThan(to);
    expect(text.slice(to)).toContain("Loja de Teste, Lda.");
    // Another order's id with this key, or a made-up key: not found.
    const other = await paidOrder(4);
    expect((await new Browser().fetch(`/api/return-labels/${other.orderId}/label.pdf${new URL(link).search}`)).status).toBe(404);
    expect((await new Browser().fetch(`/api/return-labels/${o.orderId}/label.pdf?chave=${"0".repeat(64)}`)).status).toBe(404);

    // Bought once: asked again, the same label, one e-mail.
    expect((await o.staff.b.json(`/api/admin/shipping-labels/${o.orderId}/return`, "POST", { box: "grande", weightGrams: 900 })).body.label.trackingCode).toBe(
      code,
    );
    expect(await mailsOf(o.orderId, "return_label")).toHaveLength(1);

    // The return's tracking: delivered at the shop marks the goods received; the customer's parcel history is untouched.
    const before = (await orderOf(o)).tracking;
    expect((await post(trackerEvent(code, "in_transit", hoursAgo(3)))).status).toBe(200);
    expect((await post(trackerEvent(code, "delivered", hoursAgo(1)))).status).toBe(200);
    const detail = (await o.staff.b.json(`/api/admin/orders/${o.orderId}`)).body;
    expect(detail.withdrawal.goodsReturnedAt).not.toBeNull();
    expect((await orderOf(o)).tracking).toEqual(before);
    expect((await auditOf(o.orderId)).filter((r) => r.action === "order.return_label_bought")).toHaveLength(1);
    // An order its customer did not withdraw from has no return label due.
    const again = await (await person("staff")).b.json(`/api/admin/shipping-labels/${other.orderId}/return`, "POST", { box: "media", weightGrams: 900 });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(pt.admin.returnLabelNotDue(pt.number(other.orderId)));
  });
});
