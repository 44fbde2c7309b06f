import { expect, type Page } from "@playwright/test";
import { shopSettingsCopy } from "../../shared/copy/back-office/shop-settings";
import { footerCopy } from "../../shared/copy/pt/footer";
import type { ShopSettings } from "../../shared/shop-settings";
import { axe } from "./support/a11y";
import { lastMail, ownClient } from "./support/accounts";
import { signInAsOwner } from "./support/back-office";
import { test } from "./support/fixtures";
import { MAIN_SHOP_URL } from "./support/servers";

/**
 * Issue 46: the owner changes the shop's phone number in 'Definições'; the contact page, the footer's legal lines and
 * the next e-mail show it. Bad input stays on its field and saves nothing. Desktop and phone, axe on the page. Each test
 * puts the settings back as they were (this worker's shop serves the tests after it).
 */
const t = shopSettingsCopy;

async function settingsNow(page: Page): Promise<ShopSettings> {
  return ((await (await page.request.get("/api/admin/settings")).json()) as { values: ShopSettings }).values;
}

async function putBack(page: Page, values: ShopSettings) {
  expect((await page.request.put("/api/admin/settings", { headers: { Origin: MAIN_SHOP_URL }, data: values })).status()).toBe(200);
}

test("the owner changes the phone: the contact page, the footer and the next e-mail show it @phone", async ({ page, browser }) => {
  await signInAsOwner(page);
  const before = await settingsNow(page);
  // A number of this run only, so what the shop shows can be nobody else's.
  const phone = `+351 21${Math.floor(Math.random() * 10)} ${String(Date.now()).slice(-6, -3)} ${String(Date.now()).slice(-3)}`;
  try {
    await page.goto("/admin/definicoes");
    await expect(page.getByRole("heading", { name: t.title })).toBeVisible();
    const field = page.getByLabel(t.fields.companyPhone, { exact: true });
    await expect(field).toHaveValue(before.companyPhone);
    await axe(page, "/admin/definicoes");

    // A number that is none: its field says so, nothing is saved.
    await field.fill("21 345");
    await page.getByRole("button", { name: t.save }).click();
    await expect(page.getByText(t.errors.companyPhone)).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    expect((await settingsNow(page)).companyPhone).toBe(before.companyPhone);
    // A NIPC whose check digit is wrong: the same.
    const nipc = page.getByLabel(t.fields.companyNipc, { exact: true });
    await nipc.fill("508000008");
    await field.fill(phone);
    await page.getByRole("button", { name: t.save }).click();
    await expect(page.getByText(t.errors.companyNipcCheck)).toBeVisible();
    expect(await settingsNow(page)).toEqual(before);

    await nipc.fill(before.companyNipc);
    await page.getByRole("button", { name: t.save }).click();
    await expect(page.getByRole("status").filter({ hasText: t.saved })).toBeVisible();
    await expect(page.getByText(/por dono@exemplo\.pt\.$/)).toBeVisible();
    expect((await settingsNow(page)).companyPhone).toBe(phone);

    // A shopper who was never here: the contact page and the footer show the new number.
    const shopper = await browser.newContext();
    try {
      const p = await shopper.newPage();
      await ownClient(p);
      await p.goto("/contacto");
      await expect(p.getByRole("link", { name: phone })).toHaveAttribute("href", `tel:${phone.replace(/\s/g, "")}`);
      const company = { name: before.companyName, nipc: before.companyNipc, address: before.companyAddress, email: before.companyEmail, phone };
      await expect(p.getByRole("contentinfo").getByText(footerCopy.footer.companyContact(company))).toBeVisible();
      await expect(p.getByRole("contentinfo").getByText(footerCopy.footer.complaintsEntity(before.complaintsEntityName))).toBeVisible();

      // The next e-mail: the shopper's message reaches the shop signed with the new number.
      const form = p.getByRole("form", { name: "Enviar uma mensagem" });
      await form.getByLabel("Nome").fill("Joana Pires");
      await form.getByLabel("E-mail").fill("joana.pires@exemplo.pt");
      const subject = `Telefone ${Date.now()}`;
      await form.getByLabel("Assunto").fill(subject);
      await form.getByLabel("Mensagem").fill("Olá, a loja atende por telefone ao sábado?");
      await form.getByRole("button", { name: "Enviar mensagem" }).click();
      await expect(p.getByText("Mensagem enviada. Obrigado!")).toBeVisible();
      const mail = await lastMail(page.request, before.companyEmail, `Contacto pelo site: ${subject}`);
      expect(mail.text).toContain(`${before.companyEmail} · ${phone}`);
    } finally {
      await shopper.close();
    }
  } finally {
    await putBack(page, before);
  }
});
