import { html } from "hono/html";
import { type Copy, copies } from "../../../shared/copy";
import { type Lang, LOCALE } from "../../../shared/languages";
import { type AsyncPaymentMethod, formatReference, type PaymentReference } from "../../../shared/order-payment";
import { formatCentsIn, formatLisbonMomentIn } from "../../lib/formats-in";

/** What the test payment page shows of an order (declared here: payments never import orders, which build on them). */
interface OrderView {
  id: string;
  status: string;
  language: Lang;
  totalCents: number;
  paymentExpiresAt: string | null;
  paymentMethod: AsyncPaymentMethod | null;
  paymentReference: PaymentReference | null;
  items: { quantity: number; productName: string; unitPriceCents: number }[];
}

const button = (href: string, label: string, primary = false) =>
  html`<form method="post" action="${href}"><button style="padding: .75rem 1.25rem; border-radius: 999px; ${primary ? "background: #be185d; color: #fff; border: 0; font-weight: 700" : ""}">${label}</button></form>`;

/**
 * Card (Pagar, Recusar), Multibanco and MB WAY (which complete later), or Cancelar. Multibanco and MB WAY only for a
 * delivery in Portugal (issue 44), Multibanco only when the customer's e-mail is verified (decisions/0050); otherwise a
 * note says why they are not there.
 */
const choices = (t: Copy["testPayment"], action: (a: string) => string, methods: AsyncPaymentMethod[]) =>
  html`<div style="display: flex; gap: .5rem; flex-wrap: wrap">
    ${button(action("pay"), t.pay, true)} ${button(action("decline"), t.decline)}
    ${methods.includes("multibanco") ? button(action("multibanco"), t.multibanco) : ""} ${methods.includes("mb_way") ? button(action("mb_way"), t.mbWay) : ""}
    ${button(action("cancel"), t.cancel)}
  </div>
  ${methods.length === 0 ? html`<p role="note">${t.portugalOnly}</p>` : methods.includes("multibanco") ? "" : html`<p role="note">${t.multibancoNeedsVerifiedEmail}</p>`}`;

/** A Multibanco reference or an MB WAY request is out: what the customer pays with, and the bank's answer to simulate. */
function awaitedPanel(order: OrderView, action: (a: string) => string, lang: Lang) {
  const ref = order.paymentReference;
  const t = copies[lang].testPayment;
  const a = copies[lang].orders.awaited;
  return html`<section aria-label="${order.paymentMethod === "multibanco" ? a.multibancoTitle : a.mbWayTitle}">
      <p role="status">${order.paymentMethod === "multibanco" ? t.multibancoIssued : t.mbWayRequested}</p>
      <dl>
        ${ref ? html`<dt>${a.entity}</dt><dd>${ref.entity}</dd><dt>${a.reference}</dt><dd>${formatReference(ref.reference)}</dd>` : ""}
        <dt>${a.amount}</dt><dd>${formatCentsIn(lang, order.totalCents)}</dd>
        ${order.paymentExpiresAt ? html`<dt>${a.deadline}</dt><dd>${formatLisbonMomentIn(lang, order.paymentExpiresAt)}</dd>` : ""}
      </dl>
      <div style="display: flex; gap: .5rem; flex-wrap: wrap">${button(action("simulate-paid"), t.simulatePaid, true)} ${button(action("simulate-failed"), t.simulateFailed)}</div>
    </section>`;
}

/**
 * The embedded payment page (development and tests only), clearly marked as a test: Pagar, Recusar, Multibanco, MB WAY
 * and Cancelar; once Multibanco or MB WAY was chosen, the reference and deadline with 'Simular pagamento'. In the
 * order's language, as a provider's page would be (decisions/0040).
 */
export function testPaymentPage(sessionId: string, order: OrderView, message: string | null, successUrl: string, methods: AsyncPaymentMethod[]) {
  const action = (a: string) => `/api/payments/test/${sessionId}/${a}`;
  const lang = order.language;
  const t = copies[lang].testPayment;
  return html`<!doctype html>
<html lang="${LOCALE[lang]}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${t.title}</title>
    <style>button:focus-visible, a:focus-visible { outline: 3px solid #9d174d; outline-offset: 2px }</style>
  </head>
  <body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem; color: #1c1917">
    <p role="note" style="background: #fef3c7; border: 1px solid #f59e0b; border-radius: .75rem; padding: .75rem 1rem; font-weight: 600">${t.banner}</p>
    <h1 style="font-size: 1.4rem">${t.heading}</h1>
    <p>${t.order(copies[lang].orders.number(order.id))}</p>
    <ul>
      ${order.items.map((i) => html`<li>${i.quantity} × ${i.productName}: ${formatCentsIn(lang, i.unitPriceCents * i.quantity)}</li>`)}
    </ul>
    <p style="font-size: 1.2rem"><strong>${t.total}: ${formatCentsIn(lang, order.totalCents)}</strong></p>
    ${message ? html`<p role="alert" style="color: #b91c1c; font-weight: 600">${message}</p>` : ""}
    ${order.status !== "pending" ? html`<p>${t.notPending}</p>` : order.paymentMethod ? awaitedPanel(order, action, lang) : choices(t, action, methods)}
    <p><a href="${successUrl}">${t.backToShop}</a></p>
  </body>
</html>`;
}
