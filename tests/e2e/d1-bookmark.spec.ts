import { expect } from "@playwright/test";
import { signedInCustomer, uniqueEmail } from "./support/accounts";
import { test } from "./support/fixtures";

// The D1 bookmark's round trip through the real web client (docs/decisions/0021): the page keeps the bookmark the
// API answered and sends it back with its next requests, also after a reload.

const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

test("the web client sends back the newest D1 bookmark it was answered", async ({ page }) => {
  await signedInCustomer(page, uniqueEmail("marcador"));
  const firstAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/addresses" && r.request().method() === "GET");
  await page.goto("/enderecos");
  const answered = (await (await firstAnswer).allHeaders())["x-d1-bookmark"];
  expect(answered).toMatch(BOOKMARK);
  await expect(page.getByText("Nenhum endereço cadastrado")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("d1-bookmark"))).toBe(answered);

  const next = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/addresses" && r.method() === "GET");
  await page.reload();
  const sent = (await (await next).allHeaders())["x-d1-bookmark"];
  expect(sent).toMatch(BOOKMARK);
  expect(sent! >= answered!).toBe(true);
});
