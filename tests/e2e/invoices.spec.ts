import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { copy } from "../../shared/copy";
import { adminCopy } from "../../shared/copy/back-office/admin";
import { PASSWORD } from "./support/accounts";
import { test } from "./support/fixtures";
import { customerWithAddress, placeOrder, productsToOrder } from "./support/orders";
import { MAIN_SHOP_URL } from "./support/servers";

/**
 * Issue 33, decisions/0044: a paid order gets its fatura-recibo (the embedded simulator here), shown as 'Fatura' in
 * Meus Pedidos and opening a PDF marked as a test document; the owner's partial refund adds a 'Nota de crédito'; the
 * back-office shows both on the order.
 */
const t = copy.orderPages;

/** Signs the page in as `email` through Auth.js, from the client `ip` (the sign-in limits count per client). */
async function signInAs(page: Page, email: string, password: string, ip: string) {
  await page.context().clearCookies();
  const { csrfToken } = (await (await page.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const res = await page.request.post("/api/auth/callback/credentials", {
    form: { email, password, csrfToken },
    headers: { "X-Auth-Return-Redirect": "1", Origin: MAIN_SHOP_URL, "CF-Connecting-IP": ip },
  });
  expect(res.ok(), `sign-in of ${email}: ${res.status()}`).toBe(true);
}

test("a paid order shows 'Fatura' that opens a PDF; a partial refund adds a credit note", async ({ page }) => {
  test.slow();
  const email = `fatura.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@exemplo.pt`;
  const customer = await customerWithAddress(page, "fatura", undefined, email);
  const [line] = await productsToOrder(page, 1);
  const order = await placeOrder(page, customer, [{ ...line!, quantity: 1 }]);
  expect((await page.request.post(`${order.url}/pay`, { headers: customer.headers, maxRedirects: 0 })).status()).toBe(303);

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
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 8).toString("latin1")).toBe("%PDF-1.4");
  expect(bytes.toString("latin1")).toContain("DOCUMENTO DE TESTE SEM VALIDADE FISCAL");
  const { violations } = await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);

  // The owner refunds the delivery: a credit note follows, on the order's page in the back-office and in Meus Pedidos.
  await signInAs(page, "dono@exemplo.pt", "Dono#2026loja", customer.ip);
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
