import { PDFDocument } from "pdf-lib";
import type { CarrierCode } from "../../../shared/carriers";
import type { Lang } from "../../../shared/languages";
import { orderNumber } from "../../../shared/order-display";
import { PARCEL_MAX_GRAMS, type ParcelBox } from "../../../shared/parcel-boxes";
import { PARCEL_PROBLEMS, type TrackingStatus, type TrackingStep } from "../../../shared/parcel-tracking";
import type { BulkLabelResult, CreateLabelInput, LabelStatus, LabelView } from "../../../shared/shipping-labels";
import { signCarrierBody, trackerUpdateOf, verifyCarrierSignature } from "../../integrations/carriers/easypost-webhook";
import {
  type BoughtLabel,
  CarrierRefused,
  CarrierUnavailable,
  type LabelAddress,
  type LabelProvider,
  type LabelRate,
} from "../../integrations/carriers/label-provider";
import { DomainError } from "../../lib/domain-error";
import { parcelAddress } from "../orders/parcel-address";
import { returnLabelMail } from "./return-label-mail";
import type { LabelKind, LabelRow, ShippingLabelsRepo } from "./shipping-labels.repo";

/** What the labels need of an order (the orders feature's view of it, given by worker/deps-admin.ts). */
export interface LabelOrder {
  id: string;
  status: string;
  withdrawnAt: string | null;
  refund: string | null;
  shippingCountry: string;
  recipientAddress: Record<string, unknown> | null;
  /** A gift sent to the parents (issue 50): the parcel's address instead. */
  giftDelivery?: Record<string, unknown> | null;
  items: { variantId: number | null; quantity: number }[];
}

/** The seller, as the owner's settings name it (the label's sender). */
export interface Seller {
  name: string;
  address: string;
  phone: string;
  email: string;
}

/** The API's carriers this shop ships with, by the API's name (CTT Express first, for Portugal and Spain). */
const CARRIER_OF_API: Record<string, CarrierCode> = { CTTExpress: "ctt-expresso" };

/** An attempt that has not ended after this long (the worker died mid-call) lets the next one start. */
export const LABEL_CLAIM_MS = 60_000;

/** Who the timeline names for what the carrier's tracking did. */
export const CARRIER_ACTOR = "transportadora";

/** Orders a label is bought for: paid or being prepared, not sent yet. */
const LABELLABLE = new Set(["paid", "processing"]);

/**
 * Carrier labels (issue 49, decisions/0080). 'Criar etiqueta' buys an order's label once: the order's row is claimed in
 * one conditional statement (two clicks at once: the second is told the label is being created), the provider's
 * shipment is kept as soon as it exists, and an attempt that follows a timeout reads that shipment before buying, so a
 * label bought while the answer was lost is the one kept — never a second. The PDF goes to the LABELS bucket, the
 * purchase to the audit log. The order becomes ENVIADO only when a member confirms the hand-over (the ship step).
 */
export function shippingLabelsService({
  repo,
  boxes,
  provider,
  bucket,
  orderOf,
  seller,
  lifecycle,
  webhookSecret,
  simulatedEvent = null,
  goodsReturnedAt,
  contactOf,
  returnLink,
  now = () => new Date(),
}: {
  repo: ShippingLabelsRepo;
  /** The shop's boxes: one in use for a new label, and the names of those labels were bought with. */
  boxes: { inUse(id: string): Promise<ParcelBox | null>; names(ids: string[]): Promise<Map<string, string>> };
  /** Null: production without the carrier's key (the manual entry, said plainly). */
  provider: LabelProvider | null;
  bucket: R2Bucket;
  orderOf: (id: string) => Promise<LabelOrder | null>;
  seller: () => Promise<Seller>;
  /** The orders lifecycle's steps a tracking update takes: the parcel's state (and its e-mail), and a delivery. */
  lifecycle: {
    parcelTracked(
      orderId: string,
      update: { kind: LabelKind; status: string; updatedAt: string; history: TrackingStep[]; problem: string | null },
    ): Promise<boolean>;
    goodsReturned(orderId: string, actor: string): Promise<boolean>;
    fulfil(
      orderId: string,
      step: { to: "shipped"; carrier: CarrierCode; trackingNumber: string; carrierName: null } | { to: "delivered" },
      actor: string,
      at?: Date,
    ): Promise<boolean>;
  };
  /** The tracking webhook's secret; null: every event is refused. */
  webhookSecret: string | null;
  /** A withdrawn order's goods received back (null: not yet), and marking them so (the orders lifecycle). */
  goodsReturnedAt: (orderId: string) => Promise<string | null>;
  /** The order's customer for an e-mail: their address, the order's language and first name; null without one. */
  contactOf: (orderId: string) => Promise<{ to: string; language: Lang; firstName: string } | null>;
  /** A return label's link for its customer (no sign-in: the link carries its own key), and that key's check. */
  returnLink: { url: (orderId: string) => Promise<string>; verify: (orderId: string, key: string) => Promise<boolean> };
  /** The simulator's carrier (development and tests): the event its tracker posts after a new step, or null. */
  simulatedEvent?: ((trackingCode: string, status: TrackingStatus) => Promise<string | null>) | null;
  now?: () => Date;
}) {
  async function orderToLabel(id: string) {
    const order = await orderOf(id);
    if (!order) throw new DomainError("order_not_found", (t) => t.orders.orderNotFound);
    if (!LABELLABLE.has(order.status) || order.withdrawnAt || order.refund === "full")
      throw new DomainError("order_not_packable", (t) => t.orders.admin.labelNotToShip(t.orders.number(id)));
    return order;
  }

  /** A withdrawal whose goods were sent and are not back: the customer sends them with the shop's return label. */
  async function orderToReturn(id: string) {
    const order = await orderOf(id);
    if (!order) throw new DomainError("order_not_found", (t) => t.orders.orderNotFound);
    if (!order.withdrawnAt || !["shipped", "delivered"].includes(order.status) || (await goodsReturnedAt(id)))
      throw new DomainError("order_not_packable", (t) => t.orders.admin.returnLabelNotDue(t.orders.number(id)));
    return order;
  }

  /** The return label's e-mail to the customer, with the link to print it. */
  async function returnMail(orderId: string, trackingCode: string) {
    const contact = await contactOf(orderId);
    if (!contact) return null;
    return {
      id: crypto.randomUUID(),
      key: `order:${orderId}:return_label`,
      mail: returnLabelMail({ ...contact, orderId, trackingCode, url: await returnLink.url(orderId) }),
    };
  }

  /** The lines' weight in grams, or null when a line's variant is not weighed. */
  async function linesGrams(order: LabelOrder): Promise<number | null> {
    const ids = order.items.map((i) => i.variantId).filter((v): v is number => v !== null);
    if (ids.length < order.items.length) return null;
    const weights = await repo.weights(ids);
    let sum = 0;
    for (const i of order.items) {
      const grams = weights.get(i.variantId!);
      if (!grams) return null;
      sum += grams * i.quantity;
    }
    return sum;
  }

  const view = async (r: LabelRow): Promise<LabelView> => ({
    carrier: r.carrier!,
    service: r.service!,
    trackingCode: r.trackingCode!,
    costCents: r.costCents,
    box: r.box,
    boxName: (await boxes.names([r.box])).get(r.box) ?? r.box,
    weightGrams: r.weightGrams,
    boughtAt: r.boughtAt!,
  });

  /** The cheapest rate of a carrier the shop ships with. */
  const rateOf = (rates: LabelRate[]) =>
    rates.filter((r) => CARRIER_OF_API[r.carrier]).sort((x, y) => x.costCents - y.costCents || x.id.localeCompare(y.id))[0] ?? null;

  async function sender(): Promise<LabelAddress> {
    const s = await seller();
    // '…, 1000-001 Lisboa': the street before the last comma, the postal code and town after it.
    const at = s.address.lastIndexOf(",");
    const town = /^\s*(\d{4}-\d{3})\s+(.+)$/.exec(s.address.slice(at + 1));
    if (at < 0 || !town) throw new DomainError("label_refused", (t) => t.orders.admin.sellerAddress);
    return { name: s.name, street1: s.address.slice(0, at).trim(), city: town[2]!.trim(), zip: town[1]!, country: "PT", phone: s.phone, email: s.email };
  }

  function recipient(order: LabelOrder): LabelAddress {
    const a = parcelAddress(order);
    const street = `${a.address ?? ""} ${a.number ?? ""}`.trim();
    return {
      name: (a.recipientName || a.fullName || "").trim(),
      street1: street,
      street2: [a.complement, a.neighborhood].filter(Boolean).join(", ") || null,
      city: (a.city ?? "").trim(),
      zip: (a.zipCode ?? "").trim(),
      country: order.shippingCountry,
      phone: a.phone ?? null,
    };
  }

  /**
   * The carrier's tracking webhook (issue 49): the signature checked on the raw body, the event read, the parcel found
   * by its tracking code. The order's parcel keeps the update when it is newer than the one kept (replays and older
   * events change nothing); out for delivery e-mails the customer once; delivered makes the order ENTREGUE on the
   * carrier's moment (the withdrawal period runs from it), sending it first when the hand-over was never confirmed.
   */
  async function tracked(body: string, signature: string | undefined): Promise<"kept" | "unchanged" | "ignored" | "bad-signature" | "malformed"> {
    if (!webhookSecret || !(await verifyCarrierSignature(body, signature, webhookSecret))) return "bad-signature";
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      json = null;
    }
    const update = trackerUpdateOf(json);
    if (update === "malformed" || update === null) return update ?? "ignored";
    const label = await repo.byTracking(update.trackingCode);
    if (!label) throw new DomainError("parcel_unknown", (t) => t.orders.admin.parcelUnknown(update.trackingCode));
    const problem = (PARCEL_PROBLEMS as readonly string[]).includes(update.status) ? update.status : null;
    const kept = await lifecycle.parcelTracked(label.orderId, {
      kind: label.kind,
      status: update.status,
      updatedAt: update.updatedAt,
      history: update.history,
      problem: label.kind === "return" ? null : problem,
    });
    // The return reached the shop: the withdrawal's goods are received (its refund may follow).
    if (label.kind === "return") {
      if (update.status === "delivered") await lifecycle.goodsReturned(label.orderId, CARRIER_ACTOR);
      return kept ? "kept" : "unchanged";
    }
    if (update.status === "delivered") {
      const at = update.history.findLast((h) => h.status === "delivered")?.at ?? update.updatedAt;
      const order = await orderOf(label.orderId);
      if (order?.status === "processing")
        await lifecycle.fulfil(
          label.orderId,
          { to: "shipped", carrier: label.carrier as CarrierCode, trackingNumber: label.trackingCode!, carrierName: null },
          CARRIER_ACTOR,
        );
      // The carrier's moment, never later than now (a clock ahead would start the withdrawal period in the future).
      const deliveredAt = new Date(Math.min(Date.parse(at), now().getTime()));
      if (order?.status === "processing" || order?.status === "shipped") await lifecycle.fulfil(label.orderId, { to: "delivered" }, CARRIER_ACTOR, deliveredAt);
    }
    return kept ? "kept" : "unchanged";
  }

  async function pdf(orderId: string, kind: LabelKind = "outbound"): Promise<Uint8Array> {
    const row = await repo.of(orderId, kind);
    const object = row?.labelKey ? await bucket.get(row.labelKey) : null;
    if (!object) throw new DomainError("label_not_found", (t) => t.orders.admin.labelNotFound(t.orders.number(orderId)));
    return new Uint8Array(await object.arrayBuffer());
  }

  /** Buys the order's label of this kind once (see `create` and `createReturn`). */
  async function buy(orderId: string, actor: string, input: CreateLabelInput, kind: LabelKind): Promise<LabelView> {
    if (!provider) throw new DomainError("labels_unavailable", (t) => t.orders.admin.labelsUnavailable);
    const existing = await repo.of(orderId, kind);
    if (existing?.status === "bought") return await view(existing);
    const order = kind === "return" ? await orderToReturn(orderId) : await orderToLabel(orderId);
    const box = await boxes.inUse(input.box);
    if (!box) throw new DomainError("label_box_unknown", (t) => t.orders.admin.labelBox, "box");
    const lines = await linesGrams(order);
    const weightGrams = input.weightGrams ?? (lines === null ? null : lines + box.tareGrams);
    if (weightGrams === null) throw new DomainError("label_weight_required", (t) => t.orders.admin.labelWeightRequired, "weightGrams");
    if (weightGrams > PARCEL_MAX_GRAMS) throw new DomainError("label_refused", (t) => t.orders.admin.labelWeightRange, "weightGrams");
    const shop = await sender();
    const customer = recipient(order);
    const at = now().getTime();
    const row = await repo.claim({ orderId, kind, provider: provider.name, box: box.id, weightGrams, actor, now: at, staleBefore: at - LABEL_CLAIM_MS });
    if (!row) {
      const again = await repo.of(orderId, kind);
      if (again?.status === "bought") return await view(again);
      throw new DomainError("label_in_progress", (t) => t.orders.admin.labelInProgress);
    }
    try {
      let shipmentId = row.shipmentId;
      let bought: BoughtLabel | null = null;
      let rates: LabelRate[] = [];
      // The parcel of the shipment bought: an earlier attempt's when that one was bought, this attempt's otherwise.
      let parcel = { box: row.box, weightGrams: row.weightGrams };
      if (shipmentId) {
        // An earlier attempt made this shipment and did not hear back: bought meanwhile, it is the label, whatever
        // parcel this attempt asks for (never a second label). Not bought and for another parcel: a new shipment (an
        // unbought one costs nothing).
        const s = await provider.shipment(shipmentId);
        bought = s.bought;
        rates = s.rates;
        if (!bought && (row.box !== box.id || row.weightGrams !== weightGrams)) shipmentId = null;
      }
      if (!bought) {
        if (!shipmentId) {
          const s = await provider.createShipment({
            // The order's number, as the shop's e-mails and packing slip say it: printed on the label.
            reference: kind === "return" ? `${orderNumber(orderId)}-D` : orderNumber(orderId),
            from: kind === "return" ? customer : shop,
            to: kind === "return" ? shop : customer,
            parcel: { lengthCm: box.lengthCm, widthCm: box.widthCm, heightCm: box.heightCm, weightGrams },
          });
          shipmentId = s.id;
          rates = s.rates;
          parcel = { box: box.id, weightGrams };
          await repo.shipmentCreated(orderId, kind, at, s.id, parcel);
        }
        const rate = rateOf(rates);
        if (!rate) throw new DomainError("label_refused", (t) => t.orders.admin.labelNoRate);
        bought = await provider.buy(shipmentId, rate.id);
      }
      const pdf = await provider.labelPdf(bought.labelUrl);
      const labelKey = `orders/${orderId}/${kind === "return" ? "return-" : ""}${bought.trackingCode}.pdf`;
      await bucket.put(labelKey, pdf, { httpMetadata: { contentType: "application/pdf" } });
      const carrier = CARRIER_OF_API[bought.carrier] ?? "other";
      await repo.bought(
        {
          orderId,
          kind,
          shipmentId,
          carrier,
          service: bought.service,
          trackingCode: bought.trackingCode,
          costCents: bought.costCents,
          labelKey,
          box: parcel.box,
          weightGrams: parcel.weightGrams,
        },
        actor,
        kind === "return" ? await returnMail(orderId, bought.trackingCode) : null,
      );
      return await view((await repo.of(orderId, kind))!);
    } catch (e) {
      await repo.release(orderId, kind, at);
      if (e instanceof CarrierRefused) {
        const reason = e.message;
        throw new DomainError("label_refused", (t) => t.orders.admin.labelRefused(reason));
      }
      if (e instanceof CarrierUnavailable) throw new DomainError("carrier_unavailable", (t) => t.orders.admin.carrierUnavailable);
      throw e;
    }
  }

  return {
    async status(orderId: string): Promise<LabelStatus> {
      const order = await orderOf(orderId);
      if (!order) throw new DomainError("order_not_found", (t) => t.orders.orderNotFound);
      const [row, returned] = await Promise.all([repo.of(orderId), repo.of(orderId, "return")]);
      return {
        mode: provider?.name ?? "manual",
        label: row?.status === "bought" ? await view(row) : null,
        returnLabel: returned?.status === "bought" ? { ...(await view(returned)), tracking: returned.trackingStatus } : null,
        linesGrams: await linesGrams(order),
      };
    },

    /** 'Criar etiqueta': the order's parcel to its customer. */
    create: (orderId: string, actor: string, input: CreateLabelInput) => buy(orderId, actor, input, "outbound"),

    /**
     * 'Criar etiquetas' on the orders list (issue 49): each chosen order's label in turn, in one box, its parcel weighed
     * from its lines — each bought once exactly as 'Criar etiqueta' buys it (the same claim, the same audit row). An order
     * that cannot be labelled so (not to ship, a line not weighed, refused by the carrier) is said and the others go on;
     * once the carrier does not answer, the rest are not tried (said so) rather than each waiting its own timeout.
     */
    async createMany(orderIds: string[], actor: string, boxId: string): Promise<BulkLabelResult[]> {
      if (!provider) throw new DomainError("labels_unavailable", (t) => t.orders.admin.labelsUnavailable);
      if (!(await boxes.inUse(boxId))) throw new DomainError("label_box_unknown", (t) => t.orders.admin.labelBox, "box");
      const results: BulkLabelResult[] = [];
      let down: DomainError | null = null;
      for (const id of orderIds) {
        if (down) {
          results.push({ id, label: null, already: false, error: { code: down.code, message: down.message } });
          continue;
        }
        const before = await repo.of(id, "outbound");
        try {
          const label = await buy(id, actor, { box: boxId }, "outbound");
          results.push({ id, label, already: before?.status === "bought", error: null });
        } catch (e) {
          if (!(e instanceof DomainError)) throw e;
          if (e.code === "carrier_unavailable") down = e;
          results.push({ id, label: null, already: false, error: { code: e.code, message: e.message } });
        }
      }
      return results;
    },

    /**
     * 'Criar etiqueta de devolução' (issue 49): for a withdrawal whose goods were sent and are not back yet, the shop
     * buys the return (from the customer's address to the shop's; the shop pays it, as the information pages say) and
     * the customer is e-mailed a link to print it, in the same batch; its tracking marks the goods received.
     */
    createReturn: (orderId: string, actor: string, input: CreateLabelInput) => buy(orderId, actor, input, "return"),

    tracked,

    /**
     * The simulator's carrier moves a parcel (development and tests): its tracker gets the step and the event it would
     * post goes through `tracked`, signed with the webhook's secret. Null without the simulator or for a parcel it never
     * sold.
     */
    async simulateTracking(trackingCode: string, status: TrackingStatus) {
      if (!simulatedEvent || !webhookSecret) return null;
      const body = await simulatedEvent(trackingCode, status);
      return body ? tracked(body, await signCarrierBody(body, webhookSecret)) : null;
    },

    /** The order's label PDF as bought. */
    pdf,

    /** A return label as its customer opens it from the e-mail: its link's key checked, else not found. */
    async returnPdfFor(orderId: string, key: string): Promise<Uint8Array> {
      if (!(await returnLink.verify(orderId, key))) throw new DomainError("label_not_found", (t) => t.orders.admin.labelNotFound(t.orders.number(orderId)));
      return pdf(orderId, "return");
    },

    /** The labels of the orders given, in that order, in one PDF to print at once; an order without one is named. */
    async pdfs(orderIds: string[]): Promise<Uint8Array<ArrayBuffer>> {
      const rows = new Map((await repo.ofOrders(orderIds)).map((r) => [r.orderId, r]));
      const out = await PDFDocument.create();
      for (const id of orderIds) {
        const key = rows.get(id)?.labelKey;
        const object = key ? await bucket.get(key) : null;
        if (!object) throw new DomainError("label_not_found", (t) => t.orders.admin.labelNotFound(t.orders.number(id)), "ids");
        const label = await PDFDocument.load(await object.arrayBuffer());
        for (const page of await out.copyPages(label, label.getPageIndices())) out.addPage(page);
      }
      return out.save() as Promise<Uint8Array<ArrayBuffer>>;
    },
  };
}

export type ShippingLabelsService = ReturnType<typeof shippingLabelsService>;
