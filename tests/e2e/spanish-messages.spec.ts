import { expect } from "@playwright/test";
import { copies } from "../../shared/copy";
import { LANGUAGE_HEADER } from "../../shared/languages";
import { lastMail } from "./support/accounts";
import { scrollUntilVisible } from "./support/catalog";
import { test } from "./support/fixtures";

// Issue 31, decisions/0040: the Spanish build's API client names its language, so what the worker writes back (here
// the newsletter's welcome e-mail) is Spanish.

const es = copies.es;

test("a subscription from the Spanish home page: the request says 'es' and the welcome e-mail is Spanish", async ({ page }) => {
  await page.goto("/es/");
  const section = page.getByRole("region", { name: es.home.newsletterTitle });
  await scrollUntilVisible(page, section);
  const address = `boletin.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@ejemplo.es`;
  await section.getByRole("textbox", { name: es.home.newsletterEmail }).fill(address);
  await section.getByRole("checkbox", { name: es.home.newsletterConsent }).check();
  const request = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/newsletter" && r.method() === "POST");
  await section.getByRole("button", { name: es.home.newsletterSubmit }).click();
  expect((await request).headers()[LANGUAGE_HEADER.toLowerCase()]).toBe("es");
  await expect(section.getByText(es.home.newsletterSuccess)).toBeVisible();
  const mail = await lastMail(page.request, address);
  expect(mail.subject).toBe(es.mail.welcomeDiscount(10, "", "").subject);
  // A code asked for from the Spanish shop is a Spanish word (decisions/0062).
  expect(mail.text).toMatch(/BIENVENIDO-[A-Z0-9]{10}/);
  expect(mail.text).toContain("l=es");
});
