import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { copy } from "../../shared/copy";
import { orderMailsTo, orderStatus } from "./setup/checkout";
import { STRIPE_VARS } from "./setup/stripe-mock";
import { stripeOrder, webhook, withStripeMock } from "./setup/stripe-orders";

/**
 * Issue 43 (low), decisions/0033: a body signed with the webhook's own secret that is not a Stripe event (`null`, `[]`,
 * `{}`, a number, an event without its data) answered 500. It answers 400 in the API's error shape and acts on nothing.
 */
withStripeMock();

const signer = new Stripe(STRIPE_VARS.STRIPE_SECRET_KEY, { httpClient: Stripe.createFetchHttpClient() });
const signed = async (payload: string) => ({
  payload,
  header: await signer.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: STRIPE_VARS.STRIPE_WEBHOOK_SECRET,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  }),
});

describe("Stripe's webhook: a validly signed body that is not an event", () => {
  it("answers 400 invalid_input and changes nothing, whatever the body", async () => {
    const { orderId, sessionId, email } = await stripeOrder();
    const session = { object: "checkout.session", id: sessionId, client_reference_id: orderId, payment_status: "paid", status: "complete" };
    const bodies = [
      "null",
      "[]",
      "{}",
      "42",
      '"checkout.session.completed"',
      "true",
      JSON.stringify({ id: "evt_sem_dados", object: "event", type: "checkout.session.completed" }),
      JSON.stringify({ id: "evt_dados_nulos", object: "event", type: "checkout.session.completed", data: null }),
      JSON.stringify({ id: "evt_sem_objeto", object: "event", type: "checkout.session.completed", data: {} }),
      JSON.stringify({ id: "evt_objeto_lista", object: "event", type: "checkout.session.completed", data: { object: [session] } }),
      JSON.stringify({ id: "evt_sessao_sem_id", object: "event", type: "checkout.session.completed", data: { object: { ...session, id: undefined } } }),
      JSON.stringify({ id: "evt_sessao_id_numero", object: "event", type: "checkout.session.completed", data: { object: { ...session, id: 7 } } }),
      JSON.stringify({ object: "event", type: "checkout.session.completed", data: { object: session } }),
      JSON.stringify({ id: "evt_sem_tipo", object: "event", data: { object: session } }),
      JSON.stringify({ id: "evt_tipo_numero", object: "event", type: 5, data: { object: session } }),
      JSON.stringify({ id: "evt_tipo_lista", object: "event", type: [], data: { object: session } }),
    ];
    for (const body of bodies) {
      const res = await webhook(await signed(body));
      expect(res.status, body).toBe(400);
      expect(await res.json(), body).toEqual({ error: { code: "invalid_input", message: copy.errors.invalidInput } });
    }
    expect(await orderStatus(orderId)).toBe("pending");
    expect(await orderMailsTo(email)).toHaveLength(0);
  });

  it("an event of a kind the shop does not act on, signed, is still received (200)", async () => {
    const res = await webhook(await signed(JSON.stringify({ id: "evt_outro", object: "event", type: "customer.created", data: { object: { id: "cus_1" } } })));
    expect(res.status).toBe(200);
  });
});
