import { expect, type Page } from "@playwright/test";
import { test } from "./support/fixtures";
import { paidOrder } from "./support/orders";

// The right of withdrawal (direito de livre resolução, decisions/0014): from 'Meus Pedidos' signed in, and on the public
// /livre-resolucao page with the order number and e-mail; each ends with the acknowledgement e-mail and the order marked.

type Mail = { to: string; subject: string; text: string };
const LISBON_MOMENT = /\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} \(hora de Lisboa\)/;

const withdrawalMails = async (page: Page, to: string) =>
  ((await (await page.request.get("/api/dev/outbox")).json()) as { emails: Mail[] }).emails.filter(
    (m) => m.to === to && m.subject.includes("desistência registada"),
  );

async function expectAcknowledged(page: Page, order: { email: string; number: string; orderId: string }, withdrawnAt: () => Promise<string | null>) {
  await expect.poll(async () => (await withdrawalMails(page, order.email)).length).toBe(1);
  const [mail] = await withdrawalMails(page, order.email);
  expect(mail!.subject).toContain(order.number);
  expect(mail!.text).toMatch(LISBON_MOMENT);
  // Paid, not sent yet (issue 44): nothing to send back, the refund without delay.
  expect(mail!.text).toContain("A encomenda ainda não tinha sido enviada: não a enviamos, e não tem nada a devolver.");
  expect(mail!.text).not.toContain("Devolva os produtos");
  expect(mail!.text).toContain("incluindo os custos de entrega, sem demora e no prazo de 14 dias");
  expect(await withdrawnAt()).not.toBeNull();
}

test("signed in: 'Desistir do contrato aqui' on a paid order in Meus Pedidos, the confirmation, the acknowledgement @phone", async ({ page }) => {
  const order = await paidOrder(page, "desistir-conta");
  await page.goto("/meus-pedidos");
  const card = page.getByRole("article", { name: `Encomenda ${order.number}` });
  await expect(card.getByText(/Pode desistir até \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  const entry = card.getByRole("button", { name: /^Desistir do contrato aqui \(direito de livre resolução\)/ });
  await entry.click();

  // 'Voltar' changes nothing.
  const dialog = page.getByRole("alertdialog", { name: "Desistir desta compra?" });
  await expect(dialog).toContainText(`encomenda ${order.number}`);
  // The order has not left (issue 44): the steps ask for no return.
  await expect(dialog).toContainText("A encomenda ainda não foi enviada: não a enviamos, e não tem nada a devolver.");
  await expect(dialog).toContainText("Reembolsamos todos os pagamentos, incluindo os custos de entrega, no prazo de 14 dias.");
  await expect(dialog).not.toContainText("Devolve os produtos");
  await dialog.getByRole("button", { name: "Voltar" }).click();
  await expect(dialog).toBeHidden();
  await expect(entry).toBeFocused();
  expect(await withdrawalMails(page, order.email)).toHaveLength(0);

  await entry.click();
  await dialog.getByRole("button", { name: "Confirmar desistência" }).click();
  await expect(dialog).toBeHidden();
  // The card has other live regions (the answer of 'Comprar novamente'): the withdrawal's is the one that says it.
  const done = card.getByRole("status").filter({ hasText: "Desistência registada" });
  await expect(done).toContainText("Desistência registada");
  await expect(done).toContainText(LISBON_MOMENT);
  await expect(done).toContainText("Enviámos a confirmação para o seu e-mail.");

  const view = async () =>
    ((await (await page.request.get(`/api/orders/${order.orderId}`)).json()) as { order: { withdrawnAt: string | null } }).order.withdrawnAt;
  await expectAcknowledged(page, order, view);

  // After a reload the order says when, and offers the entry no more.
  await page.reload();
  await expect(card.getByText(/^Desistência registada em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/)).toBeVisible();
  await expect(card.getByRole("button", { name: /Desistir do contrato aqui/ })).toHaveCount(0);
  // It no longer reads PAGO, here or in the account overview.
  await expect(card).toContainText("DESISTÊNCIA REGISTADA");
  await expect(card).not.toContainText("PAGO");
  await page.goto("/minha-conta");
  const latest = page.getByRole("region", { name: "Últimas encomendas" }).getByRole("listitem").filter({ hasText: order.number });
  await expect(latest).toContainText("DESISTÊNCIA REGISTADA");
});

test("signed out: /livre-resolucao with the order number and e-mail, errors named, the confirmation, the acknowledgement", async ({ page }) => {
  const order = await paidOrder(page, "desistir-publico");
  const withdrawnAt = async () =>
    ((await (await page.request.get(`/api/orders/${order.orderId}`, { headers: order.customer.headers })).json()) as { order: { withdrawnAt: string | null } })
      .order.withdrawnAt;
  const session = await page.context().cookies();
  await page.context().clearCookies();
  await page.goto("/livre-resolucao");
  await expect(page.getByRole("heading", { level: 1, name: "Livre resolução: desistir de uma compra" })).toBeVisible();

  // Keyboard only: a malformed number is named under its field.
  const number = page.getByLabel("Número da encomenda");
  const email = page.getByLabel("E-mail da encomenda");
  await number.focus();
  await page.keyboard.type("12AB");
  await page.keyboard.press("Tab");
  await page.keyboard.type(order.email);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Indique o número da encomenda: os 8 caracteres")).toBeVisible();
  await expect(number).toBeFocused();

  // A wrong e-mail for the number: the server's answer, the form kept.
  await number.fill(order.number.toLowerCase());
  await email.fill("outra.pessoa@exemplo.pt");
  await page.getByRole("button", { name: "Continuar", exact: true }).click();
  const dialog = page.getByRole("alertdialog", { name: "Desistir desta compra?" });
  await dialog.getByRole("button", { name: "Confirmar desistência" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("alert").filter({ hasText: "Não encontrámos nenhuma encomenda com este número e este e-mail." })).toBeVisible();
  expect(await withdrawalMails(page, order.email)).toHaveLength(0);

  await email.fill(order.email);
  await page.getByRole("button", { name: "Continuar", exact: true }).click();
  await expect(dialog).toContainText(`encomenda ${order.number}`);
  await dialog.getByRole("button", { name: "Confirmar desistência" }).click();
  const done = page.getByRole("status").filter({ hasText: "Desistência registada" });
  await expect(done).toContainText(LISBON_MOMENT);
  await expect(done).toContainText("Enviámos a confirmação para o seu e-mail.");
  await expect(done).toBeFocused();
  // The customer's own session, only to read the order back.
  await page.context().addCookies(session);
  await expectAcknowledged(page, order, withdrawnAt);
});
