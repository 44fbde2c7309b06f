import { expect } from "@playwright/test";
import { copy } from "../../shared/copy";
import { adminCopy } from "../../shared/copy/back-office/admin";
import { readPdf } from "../worker/setup/pdf-reading";
import { axe } from "./support/a11y";
import { PASSWORD, signInAs } from "./support/accounts";
import { OWNER } from "./support/back-office";
import { test } from "./support/fixtures";
import { paidOrder } from "./support/orders";

/**
 * Issue 33, decisions/0044: a paid order gets its fatura-recibo (the embedded simulator here), shown as 'Fatura' in
 * Meus Pedidos and opening a PDF marked as a test document; the owner's partial refund adds a 'Nota de crédito'; the
 * back-office shows both on the order.
 */
const t = copy.orderPages;

test("a paid order shows 'Fatura' that opens a PDF; a partial refund adds a credit note", async ({ page }) => {
  test.slow();
  const { email, customer, ...order } = await paidOrder(page, "fatura");

  await page.goto("/meus-pedidos");
  const card = page.getByRole("article", { name: t.orderHeading(order.number) });
  const invoice = card.getByRole("link", { name: new RegExp(`^${t.invoice} FR `) });
  await expect(async () => {
    await page.reload();
    await expect(invoice).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  const href = await invoice.getAttribute("href");
  const pdf = await page.request.get(href!);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const { pages } = await readPdf(await pdf.body());
  expect(pages[0]!.text[0]).toBe("DOCUMENTO DE TESTE SEM VALIDADE FISCAL");
  await axe(page, "/meus-pedidos (Fatura)", "main");

  // The owner refunds the delivery: a credit note follows, on the order's page in the back-office and in Meus Pedidos.
  await signInAs(page, OWNER.email, OWNER.password, customer.ip);
  await page.goto(`/admin/encomendas/${order.orderId}`);
  const refund = page.getByRole("form", { name: adminCopy.order.refund });
  await refund.getByLabel(/^Reembolsar os portes/).check();
  await refund.getByRole("button", { name: adminCopy.order.refund }).click();
  // The refund moves money only once confirmed in its dialog (decisions/0057).
  await page
    .getByRole("dialog")
    .getByRole("button", { name: new RegExp(`^${adminCopy.order.refundConfirm("")}`) })
    .click();
  const documents = page.getByRole("region", { name: adminCopy.documents.section });
  await expect(async () => {
    await page.reload();
    await expect(documents.getByText(`${adminCopy.documents.kinds.credit_note} NC `)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(documents.getByText(`${adminCopy.documents.kinds.invoice_receipt} FR `)).toBeVisible();

  await signInAs(page, email, PASSWORD, customer.ip);
  await page.goto("/meus-pedidos");
  await expect(card.getByRole("link", { name: new RegExp(`^${t.creditNote} NC `) })).toBeVisible();
});
