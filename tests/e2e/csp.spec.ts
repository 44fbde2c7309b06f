import { expect } from "@playwright/test";
import { paths } from "../../shared/paths";
import { test } from "./support/fixtures";

/**
 * The Content-Security-Policy grants no 'unsafe-eval'. Pages whose forms validate with zod must not trip it: zod would
 * probe `new Function` on its first object schema (web/lib/zod-jitless.ts), which the browser reports as a violation.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { cspViolations: string[] }).cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { cspViolations: string[] }).cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`),
    );
  });
});

const violations = (page: import("@playwright/test").Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test("the policy forbids eval, and the search page's and sign-in page's schemas do not try it", async ({ page }) => {
  const response = await page.goto(paths.search("berço"));
  const csp = (await response!.headerValue("content-security-policy")) ?? "";
  expect(csp).toMatch(/script-src [^;]*'self'/);
  expect(csp).not.toContain("unsafe-eval");
  await expect(page.getByRole("heading", { level: 1, name: /berço/ })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.goto(paths.auth());
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Por favor, preencha todos os campos" }).first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
