import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import Stripe from "stripe";

/** Stripe's API as msw serves it inside workerd, in its own wire format (form-encoded requests, JSON objects back). */
export const STRIPE_VARS = { STRIPE_SECRET_KEY: "sk_test_loja", STRIPE_WEBHOOK_SECRET: "whsec_loja_test" };
export const stripeCalls: { method: string; path: string; form: URLSearchParams; auth: string | null; idempotencyKey?: string | null }[] = [];
/** The refunds the mock made, by idempotency key. */
export const stripeRefunds = new Map<string, Record<string, unknown>>();
/** Every refund the mock made, in order: a replayed key makes none, so two here for one payment is a double refund. */
export const stripeRefundsMade: Record<string, unknown>[] = [];

/** The sessions the mock knows, by id: tests set their payment_status/status. */
export const stripeSessions = new Map<string, Record<string, unknown>>();
/** The payment intent behind a session (by session id), e.g. one waiting for a Multibanco voucher to be paid. */
export const stripeIntents = new Map<string, { id: string } & Record<string, unknown>>();

/**
 * Stripe's idempotency for every POST: a key it has seen answers what it answered the first time (marked
 * Idempotent-Replayed), and the same key with other parameters is refused with an idempotency_error, so a retry of a
 * call whose answer was lost (stripe-node keys each POST and retries it once) never makes a second object.
 */
const answered = new Map<string, { path: string; body: string; answer: string }>();
function replayed(key: string | null, path: string, body: string) {
  const earlier = key ? answered.get(key) : undefined;
  if (!earlier) return null;
  if (earlier.path !== path || earlier.body !== body) {
    const message =
      "Keys for idempotent requests can only be used with the same parameters they were first used with. " +
      `Try using a key other than '${key}' if you meant to execute a different request.`;
    return HttpResponse.json({ error: { type: "idempotency_error", message } }, { status: 400 });
  }
  return new HttpResponse(earlier.answer, { headers: { "Content-Type": "application/json", "Idempotent-Replayed": "true" } });
}
function remember(key: string | null, path: string, body: string, answer: Record<string, unknown>) {
  // The answer as it was then: a later change to the object (a test paying a session) is not replayed.
  if (key) answered.set(key, { path, body, answer: JSON.stringify(answer) });
  return HttpResponse.json(answer);
}

/** A payment intent waiting for its Multibanco voucher (next_action.multibanco_display_details, Stripe's shape). */
export const multibancoIntent = (expiresAt: number) => ({
  id: `pi_${crypto.randomUUID().replaceAll("-", "").slice(0, 24)}`,
  object: "payment_intent",
  status: "requires_action",
  payment_method_types: ["multibanco"],
  next_action: {
    type: "multibanco_display_details",
    multibanco_display_details: {
      entity: "12345",
      reference: "123456789",
      expires_at: expiresAt,
      hosted_voucher_url: "https://payments.stripe.com/multibanco/voucher/test",
    },
  },
});

/**
 * Stripe's POST /v1/refunds: the refund made (like Stripe, a repeated Idempotency-Key answers the refund it made the
 * first time) and its answer. A test that loses the answer on its way back calls it from its own handler.
 */
export async function refundAtStripe(request: { text(): Promise<string>; headers: { get(name: string): string | null } }) {
  const body = await request.text();
  const form = new URLSearchParams(body);
  const key = request.headers.get("Idempotency-Key");
  stripeCalls.push({ method: "POST", path: "/v1/refunds", form, auth: request.headers.get("Authorization"), idempotencyKey: key });
  const again = replayed(key, "/v1/refunds", body);
  if (again) return again;
  const refund = {
    id: `re_${crypto.randomUUID().replaceAll("-", "").slice(0, 24)}`,
    object: "refund",
    amount: Number(form.get("amount")),
    currency: "eur",
    payment_intent: form.get("payment_intent"),
    status: "succeeded",
  };
  if (key) stripeRefunds.set(key, refund);
  stripeRefundsMade.push(refund);
  return remember(key, "/v1/refunds", body, refund);
}

export const stripeServer = setupServer(
  http.post("https://api.stripe.com/v1/coupons", async ({ request }) => {
    const body = await request.text();
    const form = new URLSearchParams(body);
    const key = request.headers.get("Idempotency-Key");
    stripeCalls.push({ method: "POST", path: "/v1/coupons", form, auth: request.headers.get("Authorization"), idempotencyKey: key });
    const again = replayed(key, "/v1/coupons", body);
    if (again) return again;
    return remember(key, "/v1/coupons", body, {
      id: `coupon_${stripeCalls.length}`,
      object: "coupon",
      amount_off: Number(form.get("amount_off")),
      currency: "eur",
      duration: "once",
    });
  }),
  http.post("https://api.stripe.com/v1/checkout/sessions", async ({ request }) => {
    const body = await request.text();
    const form = new URLSearchParams(body);
    const key = request.headers.get("Idempotency-Key");
    stripeCalls.push({ method: "POST", path: "/v1/checkout/sessions", form, auth: request.headers.get("Authorization"), idempotencyKey: key });
    const again = replayed(key, "/v1/checkout/sessions", body);
    if (again) return again;
    const id = `cs_test_${crypto.randomUUID().replaceAll("-", "")}`;
    const session = {
      id,
      object: "checkout.session",
      client_reference_id: form.get("client_reference_id"),
      metadata: { orderId: form.get("metadata[orderId]") },
      payment_status: "unpaid",
      status: "open",
      url: `https://checkout.stripe.com/c/pay/${id}`,
    };
    stripeSessions.set(id, session);
    return remember(key, "/v1/checkout/sessions", body, session);
  }),
  http.get("https://api.stripe.com/v1/checkout/sessions/:id", ({ params, request }) => {
    const session = stripeSessions.get(String(params.id));
    if (!session) return HttpResponse.json({ error: { type: "invalid_request_error", message: "No such checkout.session" } }, { status: 404 });
    // Like Stripe: the payment intent is an id unless the request expands it (expand[0]=payment_intent).
    const intent = stripeIntents.get(String(params.id));
    const query = new URL(request.url).searchParams;
    const expanded = [...query].some(([k, value]) => /^expand\[\d*\]$/.test(k) && value === "payment_intent");
    return HttpResponse.json({ ...session, payment_intent: intent ? (expanded ? intent : intent.id) : null });
  }),
  http.post("https://api.stripe.com/v1/checkout/sessions/:id/expire", ({ params }) => {
    const session = stripeSessions.get(String(params.id));
    stripeCalls.push({ method: "POST", path: `/v1/checkout/sessions/${params.id}/expire`, form: new URLSearchParams(), auth: null });
    if (!session) return HttpResponse.json({ error: { type: "invalid_request_error" } }, { status: 404 });
    if (session.status !== "open") {
      return HttpResponse.json(
        { error: { type: "invalid_request_error", message: `Only Checkout Sessions with a status in ["open"] can be expired.` } },
        { status: 400 },
      );
    }
    session.status = "expired";
    return HttpResponse.json(session);
  }),
  http.post("https://api.stripe.com/v1/refunds", ({ request }) => refundAtStripe(request)),
  http.post("https://api.stripe.com/v1/payment_intents/:id/cancel", ({ params }) => {
    stripeCalls.push({ method: "POST", path: `/v1/payment_intents/${params.id}/cancel`, form: new URLSearchParams(), auth: null });
    const intent = [...stripeIntents.values()].find((i) => i.id === params.id);
    if (!intent) return HttpResponse.json({ error: { type: "invalid_request_error" } }, { status: 404 });
    intent.status = "canceled";
    return HttpResponse.json({ ...intent, next_action: null });
  }),
);

const signer = new Stripe(STRIPE_VARS.STRIPE_SECRET_KEY, { httpClient: Stripe.createFetchHttpClient() });

/** A webhook event for a Checkout session, as Stripe sends it, with its signature header. */
export async function signedEvent(
  type: string,
  session: Record<string, unknown>,
  id = `evt_${crypto.randomUUID().replaceAll("-", "")}`,
  secret = STRIPE_VARS.STRIPE_WEBHOOK_SECRET,
) {
  const payload = JSON.stringify({
    id,
    object: "event",
    api_version: "2025-10-29.clover",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: { object: { object: "checkout.session", ...session } },
  });
  const header = await signer.webhooks.generateTestHeaderStringAsync({ payload, secret, cryptoProvider: Stripe.createSubtleCryptoProvider() });
  return { payload, header };
}
