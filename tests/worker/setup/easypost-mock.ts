import { delay, HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { PDFDocument } from "pdf-lib";
import { supplierAnswer } from "./stripe-orders";

/**
 * The multi-carrier API in EasyPost's wire format as msw serves it inside workerd (issue 49): shipments created under
 * `{ shipment: … }` with rates, bought once (`SHIPMENT.POSTAGE.EXISTS` for a second buy), read back, and the label's
 * PDF at its own address. Switches make the next buy answer too late (the purchase happens, its answer is lost) or
 * refuse the address.
 */
export const EASYPOST_KEY = "EZTK_test_key";
export const EASYPOST_BASE = "https://easypost.test/v2";
export const EASYPOST_VARS = { CARRIER_API_KEY: EASYPOST_KEY, CARRIER_API_URL: EASYPOST_BASE, CARRIER_TIMEOUT_MS: "300" };
const LABEL_BASE = "https://easypost-files.test/labels";

export interface EpCall {
  method: string;
  path: string;
  auth: string | null;
  body: any;
}
export const epCalls: EpCall[] = [];
export const epShipments = new Map<string, any>();
export const epState: { buyAnswersLate: number; buyDownFor: number; refuseAddress: boolean; createFault: "5xx" | "malformed" | "reset" | null } = {
  buyAnswersLate: 0,
  /** The next N buys answer 503 without buying (the API down between the shipment and its purchase). */
  buyDownFor: 0,
  refuseAddress: false,
  createFault: null,
};
/** A one-page 10 × 15 cm PDF standing for the carrier's label of this shipment. */
async function labelPdf(shipmentId: string) {
  const pdf = await PDFDocument.create();
  pdf.addPage([283.46, 425.2]).drawText(`label ${shipmentId}`, { x: 20, y: 400, size: 10 });
  return pdf.save();
}
let next = 1;

export function resetEasyPost() {
  epCalls.length = 0;
  Object.assign(epState, { buyAnswersLate: 0, buyDownFor: 0, refuseAddress: false, createFault: null });
}

const record = async (request: { method: string; headers: Headers; json(): Promise<unknown> }, path: string) => {
  const body = (request.method === "POST" ? await request.json() : null) as any;
  epCalls.push({ method: request.method, path, auth: request.headers.get("Authorization"), body });
  return body;
};

export const easyPostServer = setupServer(
  supplierAnswer,
  http.post(`${EASYPOST_BASE}/shipments`, async ({ request }) => {
    const body = (await record(request, "/shipments")) as { shipment: any };
    // The API failing: a 5xx, a 200 that is not a shipment, or the connection dropped.
    if (epState.createFault === "5xx") return HttpResponse.json({ error: { code: "INTERNAL_SERVER_ERROR", message: "Internal error" } }, { status: 502 });
    if (epState.createFault === "malformed") return HttpResponse.text("<html>maintenance</html>", { status: 200 });
    if (epState.createFault === "reset") return HttpResponse.error();
    if (epState.refuseAddress)
      return HttpResponse.json(
        {
          error: {
            code: "ADDRESS.VERIFY.FAILURE",
            message: "Unable to verify address.",
            errors: [{ field: "to_address.street1", message: "Address not found" }],
          },
        },
        { status: 422 },
      );
    const id = `shp_ep${next++}`;
    const shipment = {
      id,
      object: "Shipment",
      mode: "test",
      reference: body.shipment.reference,
      to_address: body.shipment.to_address,
      from_address: body.shipment.from_address,
      parcel: { object: "Parcel", ...body.shipment.parcel },
      rates: [
        { id: `rate_${id}_a`, object: "Rate", carrier: "CTTExpress", service: "Expresso 24h", rate: "6.90", currency: "EUR", shipment_id: id },
        { id: `rate_${id}_b`, object: "Rate", carrier: "CTTExpress", service: "Expresso 48h", rate: "4.90", currency: "EUR", shipment_id: id },
        { id: `rate_${id}_c`, object: "Rate", carrier: "UPS", service: "Standard", rate: "3.10", currency: "EUR", shipment_id: id },
      ],
      selected_rate: null,
      postage_label: null,
      tracking_code: null,
      messages: [],
    };
    epShipments.set(id, shipment);
    return HttpResponse.json(shipment, { status: 201 });
  }),
  http.get(`${EASYPOST_BASE}/shipments/:id`, async ({ request, params }) => {
    await record(request, `/shipments/${params.id}`);
    const s = epShipments.get(String(params.id));
    return s ? HttpResponse.json(s) : HttpResponse.json({ error: { code: "NOT_FOUND", message: "Not found" } }, { status: 404 });
  }),
  http.post(`${EASYPOST_BASE}/shipments/:id/buy`, async ({ request, params }) => {
    const body = await record(request, `/shipments/${params.id}/buy`);
    const s = epShipments.get(String(params.id));
    if (!s) return HttpResponse.json({ error: { code: "NOT_FOUND", message: "Not found" } }, { status: 404 });
    if (epState.buyDownFor > 0) {
      epState.buyDownFor--;
      return HttpResponse.json({ error: { code: "INTERNAL_SERVER_ERROR", message: "Internal error" } }, { status: 503 });
    }
    if (s.postage_label)
      return HttpResponse.json({ error: { code: "SHIPMENT.POSTAGE.EXISTS", message: "This shipment already has postage." } }, { status: 422 });
    const rate = s.rates.find((r: { id: string }) => r.id === body?.rate?.id);
    if (!rate) return HttpResponse.json({ error: { code: "SHIPMENT.RATE.INVALID", message: "Invalid rate." } }, { status: 422 });
    Object.assign(s, {
      selected_rate: rate,
      tracking_code: `EZ${String(next++).padStart(9, "0")}PT`,
      postage_label: { object: "PostageLabel", label_url: `${LABEL_BASE}/${s.id}.pdf`, label_file_type: "application/pdf", label_size: "4x6" },
    });
    // Bought, but the answer arrives after the shop stopped waiting (its timeout is 300 ms).
    if (epState.buyAnswersLate > 0) {
      epState.buyAnswersLate--;
      await delay(1500);
    }
    return HttpResponse.json(s);
  }),
  http.get(`${LABEL_BASE}/:file`, async ({ request, params }) => {
    await record(request, `/labels/${params.file}`);
    return new HttpResponse(await labelPdf(String(params.file).replace(/\.pdf$/, "")), { headers: { "Content-Type": "application/pdf" } });
  }),
);
