import { html } from "hono/html";
import { copy } from "../../../shared/copy";
import { formatCents } from "../../../shared/money";
import { formatDeadline } from "../../../shared/order-display";
import { formatReference } from "../../../shared/order-payment";
import type { OrderLifecycle } from "../orders/order-lifecycle";

type OrderView = NonNullable<Awaited<ReturnType<OrderLifecycle["order"]>>>;

const t = copy.testPayment;

const button = (href: string, label: string, primary = false) =>
  html`<form method="post" action="${href}"><button style="padding: .75rem 1.25rem; border-radius: 999px; ${primary ? "background: #be185d; color: #fff; border: 0; font-weight: 700" : ""}">${label}</button></form>`;

/** Card (Pagar, Recusar), Multibanco and MB WAY (which complete later), or Cancelar. */
const choices = (action: (a: string) => string) =>
  html`<div style="display: flex; gap: .5rem; flex-wrap: wrap">
    ${button(action("pay"), t.pay, true)} ${button(action("decline"), t.decline)} ${button(action("multibanco"), t.multibanco)}
    ${button(action("mb_way"), t.mbWay)} ${button(action("cancel"), t.cancel)}
  </div>`;

/** A Multibanco reference or an MB WAY request is out: what the customer pays with, and the bank's answer to simulate. */
function awaitedPanel(order: OrderView, action: (a: string) => string) {
  const ref = order.paymentReference;
  const a = copy.orders.awaited;
  return html`<section aria-label="${order.paymentMethod === "multibanco" ? a.multibancoTitle : a.mbWayTitle}">
      <p role="status">${order.paymentMethod === "multibanco" ? t.multibancoIssued : t.mbWayRequested}</p>
      <dl>
        ${ref ? html`<dt>${a.entity}</dt><dd>${ref.entity}</dd><dt>${a.reference}</dt><dd>${formatReference(ref.reference)}</dd>` : ""}
        <dt>${a.amount}</dt><dd>${formatCents(order.totalCents)}</dd>
        ${order.paymentExpiresAt ? html`<dt>${a.deadline}</dt><dd>${formatDeadline(order.paymentExpiresAt)}</dd>` : ""}
      </dl>
      <div style="display: flex; gap: .5rem; flex-wrap: wrap">${button(action("simulate-paid"), t.simulatePaid, true)} ${button(action("simulate-failed"), t.simulateFailed)}</div>
    </section>`;
}

/**
 * The embedded payment page (development and tests only), clearly marked as a test: Pagar, Recusar, Multibanco, MB WAY
 * and Cancelar; once Multibanco or MB WAY was chosen, the reference and deadline with 'Simular pagamento'.
 */
export function testPaymentPage(sessionId: string, order: OrderView, message: string | null, successUrl: string) {
  const action = (a: string) => `/api/payments/test/${sessionId}/${a}`;
  return html`<!doctype html>
<html lang="pt-PT">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${t.title}</title>
    <style>button:focus-visible, a:focus-visible { outline: 3px solid #9d174d; outline-offset: 2px }</style>
  </head>
  <body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem; color: #1c1917">
    <p role="note" style="background: #fef3c7; border: 1px solid #f59e0b; border-radius: .75rem; padding: .75rem 1rem; font-weight: 600">${t.banner}</p>
    <h1 style="font-size: 1.4rem">${t.heading}</h1>
    <p>${t.order(copy.orders.number(order.id))}</p>
    <ul>
      ${order.items.map((i) => html`<li>${i.quantity} × ${i.productName}: ${formatCents(i.unitPriceCents * i.quantity)}</li>`)}
    </ul>
    <p style="font-size: 1.2rem"><strong>${t.total}: ${formatCents(order.totalCents)}</strong></p>
    ${message ? html`<p role="alert" style="color: #b91c1c; font-weight: 600">${message}</p>` : ""}
    ${order.status !== "pending" ? html`<p>${t.notPending}</p>` : order.paymentMethod ? awaitedPanel(order, action) : choices(action)}
    <p><a href="${successUrl}">${t.backToShop}</a></p>
  </body>
</html>`;
}
