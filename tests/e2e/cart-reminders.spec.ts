import { expect } from "@playwright/test";
import { axe } from "./support/a11y";
import { lastMail, signedInCustomer, uniqueEmail } from "./support/accounts";
import { test } from "./support/fixtures";
import { cartDrawer } from "./support/locators";
import { productsToOrder } from "./support/orders";
import { MAIN_SHOP_URL, queryMainShop, sql } from "./support/servers";

// A cart that is not forgotten (issue 50): the consent in 'Meus dados' (off by default), the cart kept on the server
// once agreed, the reminder e-mail (its job run at once through the development route) whose link puts the cart back in
// another browser, and whose other link stops the reminders in one click.

const REMINDERS_JOB = encodeURIComponent("forgotten carts' reminders");

test.describe("forgotten cart reminders", () => {
  test("a customer agrees in 'Meus dados', leaves a cart, gets one e-mail whose link restores it elsewhere and stops the reminders @phone", async ({
    page,
    browser,
  }) => {
    test.slow();
    const email = uniqueEmail("carrinho-esquecido");
    await signedInCustomer(page, email);
    const [product] = await productsToOrder(page, 1, 5);

    await page.goto("/meus-dados");
    const consent = page.getByRole("checkbox", { name: "Quero um lembrete se deixar produtos no carrinho" });
    await expect(consent).not.toBeChecked();
    await consent.check();
    await expect(page.getByRole("status").filter({ hasText: "Vai receber um lembrete se deixar produtos no carrinho." })).toBeVisible();
    await axe(page, "my data with the reminders' consent");

    // The cart, as it changes, is kept on the server for the reminder.
    await page.goto(`/produto/${product!.productId}`);
    await page.getByRole("button", { name: "Adicionar ao Carrinho" }).first().click();
    await expect(page.getByRole("button", { name: "Carrinho de compras, 1 item" })).toBeVisible();
    const kept = async () =>
      (await queryMainShop<{ lines: string }>([sql`SELECT s.lines FROM saved_carts s JOIN users u ON u.id = s.user_id WHERE u.email = ${email};`]))[0]?.[0]
        ?.lines ?? null;
    await expect.poll(kept, { timeout: 10_000 }).toContain(`"productId":${product!.productId}`);

    // Left for longer than the owner's delay: the job sends one e-mail.
    await queryMainShop([
      sql`UPDATE saved_carts SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-5 hours') WHERE user_id = (SELECT id FROM users WHERE email = ${email});`,
    ]);
    const run = await page.request.post(`/api/dev/scheduled/${REMINDERS_JOB}`, { headers: { Origin: MAIN_SHOP_URL } });
    expect(run.status()).toBe(200);
    const mail = await lastMail(page.request, email, "Deixou produtos no carrinho");
    expect(mail.text).toContain(`1 × ${product!.name}`);
    const restore = /https?:\/\/[^/\s]+(\/carrinho-guardado\?c=[\w-]+)\n/.exec(mail.text)?.[1];
    const stop = /https?:\/\/[^/\s]+(\/carrinho-guardado\?c=[\w-]+&parar=1)/.exec(mail.text)?.[1];
    expect(restore && stop, mail.text).toBeTruthy();

    // Opened on another device, signed out, with an empty cart: the cart comes back.
    const other = await browser.newContext({ baseURL: MAIN_SHOP_URL, viewport: page.viewportSize() ?? undefined });
    const phone = await other.newPage();
    await phone.goto(restore!);
    await expect(phone.getByRole("status").filter({ hasText: "1 produto voltou ao carrinho, aos preços de hoje." })).toBeVisible();
    await axe(phone, "saved cart page");
    await phone.getByRole("button", { name: "Ver o carrinho" }).click();
    await expect(cartDrawer(phone).getByText(product!.name)).toBeVisible();

    // One click stops the reminders; 'Meus dados' says so.
    await phone.goto(stop!);
    await expect(phone.getByText("Pronto: não vai receber mais lembretes do carrinho.")).toBeVisible();
    await other.close();
    await page.goto("/meus-dados");
    await expect(page.getByRole("checkbox", { name: "Quero um lembrete se deixar produtos no carrinho" })).not.toBeChecked();
  });

  test("a link that is not valid says so, and the sign-up offers the consent unticked", async ({ page }) => {
    await page.goto("/carrinho-guardado?c=nao-existe-este-codigo-de-lembrete-0000000");
    await expect(page.getByRole("alert")).toHaveText("Esta ligação não é válida ou já expirou.");
    await page.goto("/es/carrito-guardado?c=nao-existe-este-codigo-de-lembrete-0000000");
    await expect(page.getByRole("alert")).toHaveText("Este enlace no es válido o ha caducado.");
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Cadastrar" }).click();
    await expect(page.getByRole("checkbox", { name: "Quero um lembrete se deixar produtos no carrinho" })).not.toBeChecked();
  });
});
