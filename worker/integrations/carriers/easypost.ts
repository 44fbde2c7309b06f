import { z } from "zod";
import { type BoughtLabel, CarrierRefused, CarrierUnavailable, type LabelAddress, type LabelProvider, type LabelShipment } from "./label-provider";

/**
 * The multi-carrier label API in EasyPost's wire format (issue 49, decisions/0080): `POST /shipments` with the two
 * addresses and the parcel (inches and ounces, as the API counts), `POST /shipments/{id}/buy` with the chosen rate,
 * `GET /shipments/{id}`; HTTP Basic with the key as the user. A 4xx is the API's refusal, in its words; a timeout, a 5xx
 * or an answer that cannot be read leaves the outcome unknown (CarrierUnavailable), which the caller resolves by reading
 * the shipment again before buying.
 */
export function easyPostLabels(p: { baseUrl: string; apiKey: string; timeoutMs: number; fetch?: typeof fetch; name?: "api" | "simulator" }): LabelProvider {
  const call = p.fetch ?? fetch;
  const auth = `Basic ${btoa(`${p.apiKey}:`)}`;

  async function request(method: "GET" | "POST", path: string, body?: unknown): Promise<unknown> {
    let res: Response;
    try {
      res = await call(`${p.baseUrl}${path}`, {
        method,
        headers: { Authorization: auth, Accept: "application/json", ...(body ? { "Content-Type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(p.timeoutMs),
      });
    } catch (e) {
      throw new CarrierUnavailable(`carrier API ${method} ${path}: ${(e as Error).name}`);
    }
    const json = await res.json().catch(() => null);
    if (res.status >= 400 && res.status < 500) {
      const error = errorSchema.safeParse(json);
      const details = error.success ? [error.data.error.message, ...(error.data.error.errors ?? []).map((d) => `${d.field}: ${d.message}`)] : [];
      throw new CarrierRefused(details.join(" — ") || `HTTP ${res.status}`);
    }
    if (!res.ok || json === null) throw new CarrierUnavailable(`carrier API ${method} ${path}: HTTP ${res.status}`);
    return json;
  }

  const shipmentOf = (json: unknown): LabelShipment => {
    const s = shipmentSchema.safeParse(json);
    if (!s.success) throw new CarrierUnavailable("carrier API: a shipment that cannot be read");
    const rates = s.data.rates.map((r) => ({ id: r.id, carrier: r.carrier, service: r.service, costCents: cents(r.rate), currency: r.currency }));
    const label = s.data.postage_label;
    const chosen = s.data.selected_rate;
    const bought: BoughtLabel | null =
      label && s.data.tracking_code && chosen
        ? {
            trackingCode: s.data.tracking_code,
            carrier: chosen.carrier,
            service: chosen.service,
            costCents: cents(chosen.rate),
            labelUrl: label.label_pdf_url ?? label.label_url,
          }
        : null;
    return { id: s.data.id, rates, bought };
  };

  return {
    name: p.name ?? "api",
    async createShipment({ reference, from, to, parcel }) {
      return shipmentOf(
        await request("POST", "/shipments", {
          shipment: {
            reference,
            to_address: addressOf(to),
            from_address: addressOf(from),
            parcel: {
              length: inches(parcel.lengthCm),
              width: inches(parcel.widthCm),
              height: inches(parcel.heightCm),
              weight: Math.round((parcel.weightGrams / GRAMS_PER_OUNCE) * 10) / 10,
            },
            options: { label_format: "PDF", label_size: "4x6" },
          },
        }),
      );
    },
    async shipment(id) {
      return shipmentOf(await request("GET", `/shipments/${encodeURIComponent(id)}`));
    },
    async buy(shipmentId, rateId) {
      const bought = shipmentOf(await request("POST", `/shipments/${encodeURIComponent(shipmentId)}/buy`, { rate: { id: rateId } })).bought;
      if (!bought) throw new CarrierUnavailable("carrier API: a bought shipment without its label");
      return bought;
    },
    async labelPdf(url) {
      if (!/^https?:\/\//.test(url)) throw new CarrierUnavailable("carrier API: a label address that is not http(s)");
      let res: Response;
      try {
        res = await call(url, { signal: AbortSignal.timeout(p.timeoutMs) });
      } catch (e) {
        throw new CarrierUnavailable(`carrier label: ${(e as Error).name}`);
      }
      const bytes = new Uint8Array(await res.arrayBuffer());
      // A PDF starts with '%PDF-': anything else (an error page) is not stored as a label.
      if (!res.ok || String.fromCharCode(...bytes.slice(0, 5)) !== "%PDF-") throw new CarrierUnavailable(`carrier label: HTTP ${res.status}, not a PDF`);
      return bytes;
    },
  };
}

const GRAMS_PER_OUNCE = 28.349523125;
const inches = (cm: number) => Math.round((cm / 2.54) * 10) / 10;
const cents = (amount: string) => Math.round(Number(amount) * 100);

const addressOf = (a: LabelAddress) => ({
  name: a.name,
  street1: a.street1,
  street2: a.street2 ?? undefined,
  city: a.city,
  zip: a.zip,
  country: a.country,
  phone: a.phone ?? undefined,
  email: a.email ?? undefined,
});

const rateSchema = z.object({ id: z.string(), carrier: z.string(), service: z.string(), rate: z.string(), currency: z.string() });
const shipmentSchema = z.object({
  id: z.string(),
  rates: z.array(rateSchema).default([]),
  selected_rate: rateSchema.nullish(),
  tracking_code: z.string().nullish(),
  postage_label: z.object({ label_url: z.string(), label_pdf_url: z.string().nullish() }).nullish(),
});
const errorSchema = z.object({
  error: z.object({ code: z.string().optional(), message: z.string(), errors: z.array(z.object({ field: z.string(), message: z.string() })).optional() }),
});
