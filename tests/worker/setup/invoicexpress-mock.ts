import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";

/**
 * InvoiceXpress's API v2 as msw serves it inside workerd, in its wire format (issue 33): documents created as drafts
 * under `{ invoice: … }` with a top-level `proprietary_uid` (a repeat is 409), finalised by change-state (numbered
 * with its ATCUD), the QR code and the PDF asked for afterwards (202 while the PDF is being made).
 */
export const IX_ACCOUNT = "maebebe";
export const IX_KEY = "ix_test_key";
export const IX_VARS = { INVOICEXPRESS_ACCOUNT: IX_ACCOUNT, INVOICEXPRESS_API_KEY: IX_KEY };
const BASE = `https://${IX_ACCOUNT}.app.invoicexpress.com`;

export interface IxCall {
  method: string;
  path: string;
  apiKey: string | null;
  body: Record<string, unknown> | null;
}
export const ixCalls: IxCall[] = [];
/** Documents the mock holds, by id. */
export const ixDocuments = new Map<
  number,
  { type: "invoice_receipts" | "credit_notes"; uid: string; reference: string; status: string; number?: number; body: Record<string, unknown> }
>();
/** Test switches: answer 503 to the next N calls (the provider is down), or fail only finalising. */
export const ixState = { downFor: 0, finaliseDownFor: 0, pdfPendingFor: 0 };
let nextId = 9_000_000;
const numbers = { invoice_receipts: 0, credit_notes: 0 };

export function resetInvoiceXpress() {
  ixCalls.length = 0;
  Object.assign(ixState, { downFor: 0, finaliseDownFor: 0, pdfPendingFor: 0 });
}

const record = async (request: { url: string; method: string; text(): Promise<string> }): Promise<IxCall> => {
  const url = new URL(request.url);
  const text = request.method === "GET" ? "" : await request.text();
  const call = {
    method: request.method,
    path: url.pathname,
    apiKey: url.searchParams.get("api_key"),
    body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
  };
  ixCalls.push(call);
  return call;
};
const down = () => {
  if (ixState.downFor > 0) {
    ixState.downFor--;
    return HttpResponse.json({ errors: [{ error: "Service Unavailable" }] }, { status: 503 });
  }
  return null;
};
const unauthorised = (call: IxCall) => (call.apiKey === IX_KEY ? null : HttpResponse.json({ errors: [{ error: "Unauthorized" }] }, { status: 401 }));
const singular = { invoice_receipts: "invoice_receipt", credit_notes: "credit_note" } as const;
const view = (id: number) => {
  const d = ixDocuments.get(id)!;
  const prefix = d.type === "invoice_receipts" ? "FR2026" : "NC2026";
  return {
    id,
    status: d.status,
    type: d.type === "invoice_receipts" ? "InvoiceReceipt" : "CreditNote",
    reference: d.reference,
    ...(d.number
      ? { sequence_number: `${d.number}/${prefix}`, inverted_sequence_number: `${prefix}/${d.number}`, atcud: `JJ37MZ3B-${d.number}` }
      : { sequence_number: "rascunho" }),
  };
};

const create = (type: "invoice_receipts" | "credit_notes") =>
  http.post(`${BASE}/${type}.json`, async ({ request }) => {
    const call = await record(request);
    const refused = unauthorised(call) ?? down();
    if (refused) return refused;
    const body = call.body as { invoice: { reference: string }; proprietary_uid: string };
    if ([...ixDocuments.values()].some((d) => d.uid === body.proprietary_uid)) {
      return HttpResponse.json({ errors: [{ error: "Proprietary uid has already been taken" }] }, { status: 409 });
    }
    const id = nextId++;
    ixDocuments.set(id, { type, uid: body.proprietary_uid, reference: body.invoice.reference, status: "draft", body: call.body! });
    return HttpResponse.json({ [singular[type]]: view(id) }, { status: 201 });
  });

const changeState = (type: "invoice_receipts" | "credit_notes") =>
  http.put(`${BASE}/${type}/:id/change-state.json`, async ({ request, params }) => {
    const call = await record(request);
    const refused = unauthorised(call) ?? down();
    if (refused) return refused;
    if (ixState.finaliseDownFor > 0) {
      ixState.finaliseDownFor--;
      return HttpResponse.json({ errors: [{ error: "Service Unavailable" }] }, { status: 503 });
    }
    const d = ixDocuments.get(Number(params.id));
    if (!d) return HttpResponse.json({ errors: [{ error: "Not found" }] }, { status: 404 });
    if (d.status !== "draft") return HttpResponse.json({ errors: [{ error: "Invalid state transition" }] }, { status: 422 });
    d.status = type === "invoice_receipts" ? "settled" : "final";
    d.number = ++numbers[type];
    return HttpResponse.json({ [singular[type]]: view(Number(params.id)) });
  });

const read = (type: "invoice_receipts" | "credit_notes") =>
  http.get(`${BASE}/${type}/:id.json`, async ({ request, params }) => {
    const call = await record(request);
    const refused = unauthorised(call) ?? down();
    if (refused) return refused;
    return ixDocuments.has(Number(params.id)) ? HttpResponse.json({ [singular[type]]: view(Number(params.id)) }) : new HttpResponse(null, { status: 404 });
  });

export const invoiceXpressServer = setupServer(
  create("invoice_receipts"),
  create("credit_notes"),
  changeState("invoice_receipts"),
  changeState("credit_notes"),
  read("invoice_receipts"),
  read("credit_notes"),
  http.get(`${BASE}/invoices.json`, async ({ request }) => {
    const call = await record(request);
    const refused = unauthorised(call) ?? down();
    if (refused) return refused;
    const reference = new URL(request.url).searchParams.get("reference");
    const found = [...ixDocuments.entries()].filter(([, d]) => d.reference === reference).map(([id]) => view(id));
    return HttpResponse.json({ invoices: found, pagination: { total_entries: found.length, current_page: 1, total_pages: 1, per_page: 10 } });
  }),
  http.get(`${BASE}/api/qr_codes/:id.json`, async ({ request, params }) => {
    await record(request);
    return HttpResponse.json({ qr_code: { url: `https://invoicexpress.example/qr/${params.id}.png` } });
  }),
  http.get(`${BASE}/api/pdf/:id.json`, async ({ request, params }) => {
    await record(request);
    if (ixState.pdfPendingFor > 0) {
      ixState.pdfPendingFor--;
      return new HttpResponse(null, { status: 202 });
    }
    return HttpResponse.json({ output: { pdfUrl: `https://invoicexpress.example/pdf/${params.id}.pdf` } });
  }),
);
