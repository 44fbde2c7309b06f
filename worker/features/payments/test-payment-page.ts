import { html } from "hono/html";
import { copy } from "../../../shared/copy";
import { formatCents } from "../../../shared/money";
import type { OrderView } from "../orders/order-reads.repo";

const t = copy.testPayment;

/** The embedded payment page (development and tests only), clearly marked as a test: Pagar, Recusar, Cancelar. */
export function testPaymentPage(sessionId: string, order: OrderView, message: string | null) {
  const action = (a: string) => `/api/payments/test/${sessionId}/${a}`;
  return html`<!doctype html>
<html lang="pt-PT">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${t.title}</title>
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
    ${
      order.status === "pending"
        ? html`<div style="display: flex; gap: .5rem; flex-wrap: wrap">
            <form method="post" action="${action("pay")}"><button style="padding: .75rem 1.25rem; background: #be185d; color: #fff; border: 0; border-radius: 999px; font-weight: 700">${t.pay}</button></form>
            <form method="post" action="${action("decline")}"><button style="padding: .75rem 1.25rem; border-radius: 999px">${t.decline}</button></form>
            <form method="post" action="${action("cancel")}"><button style="padding: .75rem 1.25rem; border-radius: 999px">${t.cancel}</button></form>
          </div>`
        : html`<p>${t.notPending}</p>`
    }
  </body>
</html>`;
}
