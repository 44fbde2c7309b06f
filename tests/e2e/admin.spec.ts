import { expect } from "@playwright/test";
import { copy } from "../../shared/copy";
import { adminCopy } from "../../shared/copy/back-office/admin";
import { ownerNotificationsCopy } from "../../shared/copy/back-office/owner-notifications";
import { formatCents } from "../../shared/money";
import { axe } from "./support/a11y";
import { lastMail, PASSWORD, signInAs } from "./support/accounts";
import { signInAsOwner, signInAsStaff } from "./support/back-office";
import { test } from "./support/fixtures";
import { lisbonDate, paidOrder } from "./support/orders";
import { MAIN_SHOP_URL } from "./support/servers";

/**
 * Issue 32, decisions/0042: the back-office. A shopper pays; a staff member (the development one `npm start` seeds)
 * prepares the order and sends it with a tracking number; the shopper sees ENVIADO and the carrier's link in
 * /meus-pedidos and in the e-mail. Shoppers never see the back-office; axe on its pages.
 */
const t = adminCopy;

test("staff prepare and ship a paid order; the shopper sees ENVIADO with the carrier's link, in the shop and the e-mail @phone", async ({ page }) => {
  test.slow();
  const { email, customer, ...order } = await paidOrder(page, "admin");

  // A shopper at /admin is told it is not for them.
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: t.forbiddenTitle })).toBeVisible();

  await signInAsStaff(page);
  await page.goto("/admin/encomendas");
  await expect(page.getByRole("heading", { name: t.orders.title })).toBeVisible();
  await axe(page, "/admin/encomendas");
  await page.getByLabel(t.orders.search).fill(order.number);
  await page.getByRole("button", { name: t.orders.apply }).click();
  await page.getByRole("link", { name: order.number }).click();
  await expect(page.getByRole("heading", { name: t.order.title(order.number) })).toBeVisible();
  await axe(page, "/admin/encomendas/:id");

  await page.getByRole("button", { name: t.order.prepare }).click();
  await expect(page.getByRole("status").filter({ hasText: t.order.done })).toBeVisible();
  await expect(page.getByText(copy.orderPages.status.processing).first()).toBeVisible();

  // The shipping form refuses a missing carrier and a bad number, then sends.
  const ship = page.getByRole("form", { name: t.order.ship });
  await ship.getByRole("button", { name: t.order.ship }).click();
  await expect(ship.getByRole("alert").first()).toBeVisible();
  await ship.getByRole("combobox", { name: t.order.carrier }).click();
  await page.getByRole("option", { name: "CTT", exact: true }).click();
  await ship.getByLabel(t.order.trackingNumber).fill("RR 123");
  await ship.getByRole("button", { name: t.order.ship }).click();
  await expect(ship.getByText(copy.orders.admin.trackingNumber)).toBeVisible();
  await ship.getByLabel(t.order.trackingNumber).fill("RR123456785PT");
  await ship.getByRole("button", { name: t.order.ship }).click();
  await expect(page.getByText(copy.orderPages.status.shipped).first()).toBeVisible();
  await expect(page.getByRole("link", { name: t.order.tracking })).toHaveAttribute("href", /RR123456785PT/);
  await expect(page.getByRole("form", { name: t.order.deliver })).toBeVisible();

  // The shopper: ENVIADO, the carrier and the link, in 'Meus Pedidos' and in the e-mail.
  await signInAs(page, email);
  await page.goto("/meus-pedidos");
  const card = page.getByRole("article", { name: copy.orderPages.orderHeading(order.number) });
  await expect(card.getByText(copy.orderPages.status.shipped, { exact: true })).toBeVisible();
  await expect(card.getByText(copy.orderPages.shipment("CTT", "RR123456785PT"))).toBeVisible();
  await expect(card.getByRole("link", { name: copy.orderPages.trackShipment })).toHaveAttribute("href", /appserver\.ctt\.pt.*RR123456785PT/);
  const mail = await lastMail(page.request, email, copy.orders.fulfilmentMail.shippedSubject(order.number));
  expect(mail.text).toContain("RR123456785PT");
  expect(mail.text).toMatch(/https:\/\/appserver\.ctt\.pt\S*RR123456785PT/);

  // And the shopper cannot act in the back-office's API.
  const refused = await page.request.post(`/api/admin/orders/${order.orderId}/deliver`, {
    headers: customer.headers,
    data: { deliveredOn: new Date().toISOString().slice(0, 10) },
  });
  expect(refused.status()).toBe(403);
});

test("the owner's team page: invite by e-mail, the invitee accepts through the link, then remove; axe finds nothing", async ({ page }) => {
  await signInAsOwner(page);
  await page.goto("/admin/equipa");
  await expect(page.getByRole("heading", { name: t.staff.title })).toBeVisible();
  await axe(page, "/admin/equipa");
  const invitee = `nova.${Date.now()}@exemplo.pt`;
  const form = page.getByRole("form", { name: t.staff.invite });
  await form.getByLabel(t.staff.email).fill(invitee);
  await form.getByRole("button", { name: t.staff.invite }).click();
  await expect(page.getByRole("status").filter({ hasText: t.staff.invited(invitee) })).toBeVisible();
  const row = page.getByRole("row").filter({ has: page.getByRole("cell", { name: invitee, exact: true }) });
  await expect(row).toContainText(t.staff.states.pending);

  // Issue 43: the invitee opens the e-mail's link (no session needed), sets the password, and only then is staff.
  const mail = await lastMail(page.request, invitee, t.inviteMail.subject);
  const link = new URL(/(http\S+\/admin\/convite\?token=[\w-]+)/.exec(mail.text)![1]!);
  await page.context().clearCookies();
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { name: t.acceptance.title })).toBeVisible();
  const acceptance = page.getByRole("form", { name: t.acceptance.title });
  await expect(acceptance).toContainText(invitee);
  await acceptance.getByLabel(t.acceptance.password).fill(PASSWORD);
  await acceptance.getByLabel(t.acceptance.confirm).fill(`${PASSWORD}x`);
  await acceptance.getByRole("button", { name: t.acceptance.submit }).click();
  await expect(acceptance.getByText(t.acceptance.mismatch)).toBeVisible();
  await acceptance.getByLabel(t.acceptance.confirm).fill(PASSWORD);
  await acceptance.getByRole("button", { name: t.acceptance.submit }).click();
  await expect(page.getByRole("status").filter({ hasText: t.acceptance.accepted })).toBeVisible();
  await axe(page, "/admin/convite");
  await signInAs(page, invitee);
  expect((await (await page.request.get("/api/admin/me")).json()) as unknown).toEqual({ email: invitee, role: "staff", demoIdentity: false });
  // The link is spent.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("alert").filter({ hasText: t.acceptance.invalid })).toBeVisible();

  await signInAsOwner(page);
  await page.goto("/admin/equipa");
  await expect(row).toContainText(t.staff.states.accepted);
  await page.getByRole("button", { name: `${t.staff.remove} ${invitee}` }).click();
  const confirm = page.getByRole("dialog", { name: t.staff.remove });
  await expect(confirm).toContainText(t.staff.confirmRemove(invitee));
  await confirm.getByRole("button", { name: t.staff.remove }).click();
  await expect(page.getByRole("status").filter({ hasText: t.staff.removed(invitee) })).toBeVisible();
  await expect(page.getByRole("cell", { name: invitee, exact: true })).toHaveCount(0);
});

test("the owner chooses the e-mails about the shop's events: saved, kept after a reload, the e-mail's link opens them; axe finds nothing", async ({ page }) => {
  const n = ownerNotificationsCopy.settings;
  await signInAsOwner(page);
  await page.goto("/admin/equipa#avisos");
  const section = page.getByRole("region", { name: n.title });
  await expect(section).toBeVisible();
  await expect(section).toContainText(n.intro("dono@exemplo.pt"));
  const box = (event: keyof typeof n.events) => section.getByRole("checkbox", { name: n.events[event].label });
  for (const event of ["order_paid", "withdrawal", "invoice_failed", "review_pending"] as const) await expect(box(event)).toBeChecked();
  await axe(page, "/admin/equipa#avisos");
  await box("review_pending").uncheck();
  await section.getByRole("button", { name: n.save }).click();
  await expect(section.getByRole("status")).toHaveText(n.saved);
  await page.reload();
  await expect(box("review_pending")).not.toBeChecked();
  await expect(box("order_paid")).toBeChecked();
  // Every box off says so; the development owner is left as it was (every event).
  for (const event of ["order_paid", "withdrawal", "invoice_failed"] as const) await box(event).uncheck();
  await expect(section).toContainText(n.none);
  for (const event of ["order_paid", "withdrawal", "invoice_failed", "review_pending"] as const) await box(event).check();
  await section.getByRole("button", { name: n.save }).click();
  await expect(section.getByRole("status")).toHaveText(n.saved);
  expect(((await (await page.request.get("/api/admin/notifications")).json()) as { events: string[] }).events).toHaveLength(4);
});

test("the owner refunds an order's delivery: the provider confirms, the customer is told", async ({ page }) => {
  const { email, ...order } = await paidOrder(page, "reembolso");
  const { shippingCents } = (await (await page.request.get(`/api/orders/${order.orderId}`)).json()).order as { shippingCents: number };

  await signInAsOwner(page);
  await page.goto(`/admin/encomendas/${order.orderId}`);
  const refund = page.getByRole("form", { name: t.order.refund });
  const amount = formatCents(shippingCents);
  await refund.getByLabel(t.order.refundShipping(amount)).check();
  await refund.getByRole("button", { name: t.order.refund }).click();
  // Money never leaves in one click (issue 44): the dialog states the amount first.
  await page
    .getByRole("dialog", { name: t.order.refundConfirmTitle(amount) })
    .getByRole("button", { name: t.order.refundConfirm(amount) })
    .click();
  await expect(page.getByRole("status").filter({ hasText: t.order.refundDone(amount) })).toBeVisible();
  await expect(page.getByText(`${amount} · ${t.order.refundStatus.succeeded}`)).toBeVisible();
  await axe(page, "/admin/encomendas/:id (refund)");
  // The newest e-mail may be the credit note's (issue 33): the refund's is found by its subject.
  const mail = await lastMail(page.request, email, copy.orders.refundMail.subject(order.number));
  expect(mail.text).toContain(copy.orders.refundMail.byShop(order.number, amount));
});

test("the owner refunds in full after a dialog stating the amount; the back-office and the shopper's /meus-pedidos say REEMBOLSADO @phone", async ({
  page,
}) => {
  test.slow();
  const { email, line, ...order } = await paidOrder(page, "reembolso-total");
  const { totalCents, shippingCents } = (await (await page.request.get(`/api/orders/${order.orderId}`)).json()).order as {
    totalCents: number;
    shippingCents: number;
  };
  const total = formatCents(totalCents);

  await signInAsOwner(page);
  await page.goto(`/admin/encomendas/${order.orderId}`);
  const refund = page.getByRole("form", { name: t.order.refund });
  // What is left to refund, and each line's units left (the input's most).
  await expect(refund.getByText(t.order.refundLeft(total, total))).toBeVisible();
  const quantity = refund.getByLabel(t.order.refundQuantity(line.name));
  await expect(quantity).toHaveAttribute("max", "1");
  // More than is left is said on the form, and nothing is asked.
  await quantity.fill("2");
  await refund.getByRole("button", { name: t.order.refund }).click();
  await expect(refund.getByText(t.order.refundUnitsTooMany(line.name, 1))).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await quantity.fill("1");
  await refund.getByLabel(t.order.refundShipping(formatCents(shippingCents))).check();
  await refund.getByRole("button", { name: t.order.refund }).click();
  const dialog = page.getByRole("dialog", { name: t.order.refundConfirmTitle(total) });
  await expect(dialog.getByText(t.order.refundConfirmText(formatCents(0)))).toBeVisible();
  await axe(page, "/admin/encomendas/:id (refund dialog)");
  // 'Voltar' gives nothing back.
  await dialog.getByRole("button", { name: t.order.refundKeep }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`${total} · ${t.order.refundStatus.succeeded}`)).toHaveCount(0);
  await refund.getByRole("button", { name: t.order.refund }).click();
  await dialog.getByRole("button", { name: t.order.refundConfirm(total) }).click();
  await expect(page.getByRole("status").filter({ hasText: t.order.refundDone(total) })).toBeVisible();
  await expect(page.getByText(t.order.refundAllDone(total))).toBeVisible();
  await expect(page.getByText(copy.orderPages.refundedStatus, { exact: true }).first()).toBeVisible();

  // The list: REEMBOLSADO, found by its filter, and not among the orders to ship ('Pago').
  await page.goto("/admin/encomendas?reembolso=total");
  await expect(page.getByRole("row").filter({ hasText: order.number })).toContainText(copy.orderPages.refundedStatus);
  // An old link to the list (/admin with its filters) goes on to it.
  await page.goto("/admin?estado=paid");
  await expect(page).toHaveURL(/\/admin\/encomendas\?estado=paid$/);
  await expect(page.getByRole("link", { name: order.number })).toHaveCount(0);

  // The shopper: REEMBOLSADO with the amount and the day, and no withdrawal offered.
  await signInAs(page, email);
  await page.goto("/meus-pedidos");
  const card = page.getByRole("article", { name: copy.orderPages.orderHeading(order.number) });
  await expect(card.getByText(copy.orderPages.refundedStatus, { exact: true })).toBeVisible();
  await expect(card.getByText(copy.orderPages.refundedOn(total, lisbonDate()))).toBeVisible();
  await expect(card.getByRole("button", { name: copy.withdrawal.entryFor(order.number) })).toHaveCount(0);
  await axe(page, "/meus-pedidos (refunded)");
  // The order's own page says it too.
  await page.goto(`/order-success?order_id=${order.orderId}`);
  await expect(page.getByText(copy.orderPages.refundedOn(total, lisbonDate()))).toBeVisible();
});

test("a withdrawal after shipping: its refund deadline listed, the goods received by staff, everything paid refunded by the owner", async ({ page }) => {
  const { email, customer, ...order } = await paidOrder(page, "desiste");
  const { totalCents } = (await (await page.request.get(`/api/orders/${order.orderId}`)).json()).order as { totalCents: number };
  // Sent first: goods that never left are not waited for (decisions/0058). Then the shopper, signed in again, withdraws.
  const shopper = await page.context().cookies();
  await signInAsStaff(page);
  const staffHeaders = { Origin: MAIN_SHOP_URL };
  expect((await page.request.post(`/api/admin/orders/${order.orderId}/prepare`, { headers: staffHeaders })).status()).toBe(200);
  const ship = { headers: staffHeaders, data: { carrier: "ctt", trackingNumber: "RR123456789PT" } };
  expect((await page.request.post(`/api/admin/orders/${order.orderId}/ship`, ship)).status()).toBe(200);
  await page.context().clearCookies();
  await page.context().addCookies(shopper);
  expect((await page.request.post(`/api/orders/${order.orderId}/withdraw`, { headers: customer.headers })).status()).toBe(201);

  await signInAsStaff(page);
  await page.goto("/admin/desistencias");
  await expect(page.getByRole("heading", { name: t.withdrawals.title })).toBeVisible();
  await axe(page, "/admin/desistencias");
  await page.getByRole("link", { name: order.number }).click();
  await page.getByRole("button", { name: t.order.goodsReceived }).click();
  const today = new Intl.DateTimeFormat("pt-PT", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Europe/Lisbon" }).format(new Date());
  await expect(page.getByText(t.order.goodsReceivedOn(today))).toBeVisible();
  await expect(page.getByRole("button", { name: t.order.goodsReceived })).toHaveCount(0);
  // Staff see no refund button: refunds are the owner's.
  await expect(page.getByRole("button", { name: t.order.refundWithdrawal(formatCents(totalCents)) })).toHaveCount(0);

  await signInAsOwner(page);
  await page.goto(`/admin/encomendas/${order.orderId}`);
  await page.getByRole("button", { name: t.order.refundWithdrawal(formatCents(totalCents)) }).click();
  const confirm = page.getByRole("dialog", { name: t.order.refundConfirmTitle(formatCents(totalCents)) });
  await confirm.getByRole("button", { name: t.order.refundConfirm(formatCents(totalCents)) }).click();
  await expect(page.getByRole("status").filter({ hasText: t.order.refundDone(formatCents(totalCents)) })).toBeVisible();
  const mail = await lastMail(page.request, email, copy.orders.refundMail.subject(order.number));
  expect(mail.text).toContain(copy.orders.refundMail.byShop(order.number, formatCents(totalCents)));
});

test("the owner cancels a paid order: confirmed in a dialog, refunded in full, and the shopper's pages say so", async ({ page }) => {
  const { email, ...order } = await paidOrder(page, "cancela");
  const { totalCents } = (await (await page.request.get(`/api/orders/${order.orderId}`)).json()).order as { totalCents: number };
  const amount = formatCents(totalCents);

  // Staff see no 'Cancelar encomenda': it gives money back, so it is the owner's.
  await signInAsStaff(page);
  await page.goto(`/admin/encomendas/${order.orderId}`);
  await expect(page.getByRole("button", { name: t.order.prepare })).toBeVisible();
  await expect(page.getByRole("button", { name: t.order.cancel })).toHaveCount(0);

  await signInAsOwner(page);
  await page.goto(`/admin/encomendas/${order.orderId}`);
  await page.getByRole("button", { name: t.order.cancel }).click();
  const dialog = page.getByRole("dialog", { name: t.order.cancelTitle });
  await expect(dialog.getByText(t.order.cancelText(amount))).toBeVisible();
  await axe(page, "/admin/encomendas/:id (cancel dialog)");
  // 'Manter encomenda' keeps it as it was.
  await dialog.getByRole("button", { name: t.order.cancelKeep }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole("button", { name: t.order.cancel }).click();
  await page.getByRole("dialog").getByRole("button", { name: t.order.cancelConfirm }).click();
  await expect(page.getByRole("status").filter({ hasText: t.order.cancelled(amount) })).toBeVisible();
  await expect(page.getByText(`${amount} · ${t.order.refundStatus.succeeded}`)).toBeVisible();
  await expect(page.getByRole("button", { name: t.order.prepare })).toHaveCount(0);

  // The cancellation, then the refund's confirmation (and the credit note's, issue 33), each found by its subject.
  expect((await lastMail(page.request, email, copy.orders.cancelledMail.subject(order.number))).text).toContain(copy.orders.cancelledMail.refunded(amount));
  expect((await lastMail(page.request, email, copy.orders.refundMail.subject(order.number))).text).toContain(
    copy.orders.refundMail.byShop(order.number, amount),
  );

  // The shopper: CANCELADO in /meus-pedidos, and the order's page says the shop cancelled and refunded it.
  await signInAs(page, email);
  await page.goto("/meus-pedidos");
  await expect(page.getByText(copy.orderPages.status.cancelled).first()).toBeVisible();
  await page.goto(`/order-success?order_id=${order.orderId}`);
  await expect(page.getByText(copy.orderPages.cancelledPaidText)).toBeVisible();
});
