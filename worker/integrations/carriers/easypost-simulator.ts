import { CARRIERS } from "../../../shared/carriers";
import { shippingLabelsCopy } from "../../../shared/copy/back-office/shipping-labels";
import { easyPostLabels } from "./easypost";
import type { LabelAddress, LabelProvider } from "./label-provider";
import { simulatedLabelPdf } from "./simulated-label-pdf";

/** The simulator's address: never on the network, every call answered in the worker (development and tests). */
export const SIMULATOR_BASE = "https://carrier-simulator.invalid/v2";

const OUNCE_GRAMS = 28.349523125;
/** CTT Express takes parcels up to 30 kg and 120 cm on their longest side. */
const MAX_OUNCES = 30_000 / OUNCE_GRAMS;
const MAX_SIDE_INCHES = 120 / 2.54;
const ZIP: Record<string, RegExp> = { PT: /^\d{4}-\d{3}$/, ES: /^\d{5}$/ };

interface SimAddress {
  name: string;
  street1: string;
  street2?: string;
  city: string;
  zip: string;
  country: string;
}
interface SimDetail {
  object: "TrackingDetail";
  status: string;
  message: string;
  datetime: string;
  tracking_location: { object: "TrackingLocation"; city: string | null; country: string | null };
}
interface SimShipment {
  id: string;
  reference: string;
  to_address: SimAddress;
  from_address: SimAddress;
  parcel: { length: number; width: number; height: number; weight: number };
  rates: { id: string; carrier: string; service: string; rate: string; currency: string; shipment_id: string }[];
  selected_rate: SimShipment["rates"][number] | null;
  tracking_code: string | null;
  postage_label: { label_url: string; label_file_type: string; label_size: string } | null;
  tracking_details?: SimDetail[];
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const refuse = (code: string, message: string, errors: { field: string; message: string }[] = []) => json({ error: { code, message, errors } }, 422);
const digits = (n: number) => Array.from(crypto.getRandomValues(new Uint8Array(n)), (b) => b % 10).join("");
const plain = (a: SimAddress): LabelAddress => ({ name: a.name, street1: a.street1, street2: a.street2, city: a.city, zip: a.zip, country: a.country });

/**
 * The embedded carrier simulator (issue 49, decisions/0080): the multi-carrier API's wire format (easypost.ts) answered
 * inside the worker, shipments kept in KV. It checks what a carrier checks (a postal code of the country, a parcel of
 * some weight within 30 kg and 120 cm), offers CTT Express's rates, refuses to buy a shipment twice as the API does, and
 * draws a 10 × 15 cm label PDF with the tracking code's barcode. Never on in production (app-config.ts).
 */
const key = (id: string) => `carrier-simulator:${id}`;
const trackingKey = (code: string) => `carrier-simulator:tracking:${code}`;

export function easyPostSimulator(kv: KVNamespace): typeof fetch {
  const read = async (id: string) => kv.get<SimShipment>(key(id), "json");
  const write = (s: SimShipment) => kv.put(key(s.id), JSON.stringify(s), { expirationTtl: 60 * 60 * 24 * 90 });

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/v2/, "");
    const label = /^\/labels\/(shp_[a-z0-9]+)\.pdf$/.exec(path);
    if (label && request.method === "GET") {
      const s = await read(label[1]!);
      if (!s?.tracking_code || !s.selected_rate) return new Response("not found", { status: 404 });
      const pdf = await simulatedLabelPdf({
        trackingCode: s.tracking_code,
        carrierName: CARRIERS["ctt-expresso"].name,
        service: s.selected_rate.service,
        from: plain(s.from_address),
        to: plain(s.to_address),
        weightGrams: Math.round(s.parcel.weight * OUNCE_GRAMS),
        reference: s.reference,
        words: shippingLabelsCopy.label,
      });
      return new Response(pdf as Uint8Array<ArrayBuffer>, { headers: { "Content-Type": "application/pdf" } });
    }
    if (!request.headers.get("Authorization")?.startsWith("Basic ")) return json({ error: { code: "APIKEY.REQUIRED", message: "API key required" } }, 401);
    if (path === "/shipments" && request.method === "POST") {
      const body = (await request.json().catch(() => null)) as { shipment?: Omit<SimShipment, "id" | "rates"> } | null;
      const s = body?.shipment;
      if (!s?.to_address || !s.from_address || !s.parcel) return refuse("SHIPMENT.INVALID_PARAMS", "Missing required parameter.");
      for (const [field, a] of [
        ["to_address", s.to_address],
        ["from_address", s.from_address],
      ] as const) {
        const zip = ZIP[a.country];
        if (!zip)
          return refuse("ADDRESS.COUNTRY.INVALID", `The carrier does not deliver to ${a.country}.`, [{ field: `${field}.country`, message: "not served" }]);
        if (!zip.test(a.zip)) return refuse("ADDRESS.VERIFY.FAILURE", "Unable to verify address.", [{ field: `${field}.zip`, message: "Invalid postal code" }]);
      }
      const { weight, length, width, height } = s.parcel;
      if (!(weight > 0))
        return refuse("PARCEL.WEIGHT.INVALID", "Parcel weight must be greater than zero.", [{ field: "parcel.weight", message: "must be > 0" }]);
      if (weight > MAX_OUNCES)
        return refuse("PARCEL.WEIGHT.EXCEEDED", "Parcel weight exceeds the carrier's 30 kg limit.", [{ field: "parcel.weight", message: "too heavy" }]);
      if (Math.max(length, width, height) > MAX_SIDE_INCHES)
        return refuse("PARCEL.DIMENSIONS.EXCEEDED", "Parcel exceeds the carrier's 120 cm limit.", [{ field: "parcel.length", message: "too long" }]);
      const id = `shp_${digits(16)}`;
      const kilos = Math.max(1, Math.ceil((weight * OUNCE_GRAMS) / 1000));
      const domestic = s.to_address.country === "PT";
      const rates = [
        { service: domestic ? "Expresso 48h" : "Express 72h", base: domestic ? 490 : 790 },
        { service: domestic ? "Expresso 24h" : "Express 48h", base: domestic ? 690 : 1090 },
      ].map((r) => ({
        id: `rate_${digits(16)}`,
        carrier: "CTTExpress",
        service: r.service,
        rate: ((r.base + (kilos - 1) * 60) / 100).toFixed(2),
        currency: "EUR",
        shipment_id: id,
      }));
      const shipment: SimShipment = { ...s, id, reference: s.reference ?? "", rates, selected_rate: null, tracking_code: null, postage_label: null };
      await write(shipment);
      return json({ object: "Shipment", ...shipment }, 201);
    }
    const one = /^\/shipments\/(shp_[0-9]+)(\/buy)?$/.exec(path);
    if (one) {
      const s = await read(one[1]!);
      if (!s) return json({ error: { code: "NOT_FOUND", message: "The requested resource could not be found." } }, 404);
      if (!one[2] && request.method === "GET") return json({ object: "Shipment", ...s });
      if (one[2] && request.method === "POST") {
        if (s.postage_label) return refuse("SHIPMENT.POSTAGE.EXISTS", "This shipment already has postage.");
        const body = (await request.json().catch(() => null)) as { rate?: { id?: string } } | null;
        const rate = s.rates.find((r) => r.id === body?.rate?.id);
        if (!rate) return refuse("SHIPMENT.RATE.INVALID", "The rate is not one of this shipment's.", [{ field: "rate.id", message: "unknown" }]);
        const bought: SimShipment = {
          ...s,
          selected_rate: rate,
          tracking_code: `EA${digits(9)}PT`,
          postage_label: { label_url: `${SIMULATOR_BASE}/labels/${s.id}.pdf`, label_file_type: "application/pdf", label_size: "4x6" },
        };
        await write(bought);
        await kv.put(trackingKey(bought.tracking_code!), bought.id, { expirationTtl: 60 * 60 * 24 * 90 });
        return json({ object: "Shipment", ...bought });
      }
    }
    return json({ error: { code: "NOT_FOUND", message: "The requested resource could not be found." } }, 404);
  }

  return async (input, init) => handle(new Request(input, init));
}

/**
 * The simulator's carrier moves a parcel (development's 'Simular entrega', and the end-to-end tests): the status is
 * added to its tracker's history and the `tracker.updated` event the API would post is answered, as its raw body.
 * Null for a tracking code the simulator never sold.
 */
export async function simulatedTrackerEvent(kv: KVNamespace, trackingCode: string, status: string, at: Date): Promise<string | null> {
  const id = await kv.get(trackingKey(trackingCode));
  const s = id ? await kv.get<SimShipment>(key(id), "json") : null;
  if (!s) return null;
  const city = status === "delivered" || status === "out_for_delivery" || status === "failure" ? s.to_address.city : s.from_address.city;
  const details = [
    ...(s.tracking_details ?? []),
    {
      object: "TrackingDetail" as const,
      status,
      message: status,
      datetime: at.toISOString(),
      tracking_location: { object: "TrackingLocation" as const, city, country: status === "pre_transit" ? s.from_address.country : s.to_address.country },
    },
  ];
  await kv.put(key(s.id), JSON.stringify({ ...s, tracking_details: details }), { expirationTtl: 60 * 60 * 24 * 90 });
  return JSON.stringify({
    id: `evt_${digits(16)}`,
    object: "Event",
    mode: "test",
    description: "tracker.updated",
    created_at: at.toISOString(),
    result: {
      id: `trk_${s.id.slice(4)}`,
      object: "Tracker",
      mode: "test",
      tracking_code: trackingCode,
      status,
      carrier: "CTTExpress",
      shipment_id: s.id,
      updated_at: at.toISOString(),
      tracking_details: details,
    },
  });
}

/** The label provider over the simulator: the same adapter as production, its calls answered here. */
export const simulatedLabels = (kv: KVNamespace, around: (simulator: typeof fetch) => typeof fetch = (f) => f): LabelProvider =>
  easyPostLabels({ baseUrl: SIMULATOR_BASE, apiKey: "simulator", timeoutMs: 10_000, fetch: around(easyPostSimulator(kv)), name: "simulator" });
