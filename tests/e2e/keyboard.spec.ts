import { expect } from "@playwright/test";
import { signedInCustomer, uniqueEmail } from "./support/accounts";
import { findProducts } from "./support/catalog";
import { test } from "./support/fixtures";
import { expectVisibleFocus, tabTo } from "./support/keyboard";
import { cartButton, cartDrawer } from "./support/locators";
import { ORDER_ADDRESS } from "./support/orders";
import { MAIN_SHOP_URL } from "./support/servers";

// Keyboard-only journeys (WCAG 2.1.1, 2.4.7): search, cart and checkout without the mouse, and at every Tab stop the
// focus can be seen. Nothing here clicks; fields are typed into after the keyboard reached them.

test.describe("keyboard only", () => {
  test("search: Ctrl+K, arrows and Enter open a product; Enter on the term opens the results, Tab reaches a result", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Control+k");
    const input = page.getByRole("dialog").getByRole("combobox");
    await expect(input).toBeFocused();
    await page.keyboard.type("berco");
    await expect(page.getByRole("dialog").getByRole("option").first()).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/produto\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/Berço/i);

    await page.keyboard.press("Control+k");
    await page.keyboard.type("biberao");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/pesquisa\?q=biberao$/);
    const first = page.getByRole("main").getByRole("article").first().getByRole("link").first();
    await expect(first).toBeVisible();
    const name = (await first.textContent())?.trim();
    await tabTo(page, first);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/produto\/\d+$/);
    if (name) await expect(page.getByRole("heading", { level: 1 })).toContainText(name.slice(0, 10));
  });

  test("cart: quantity and 'Adicionar ao Carrinho' by Tab and Enter, the drawer by keyboard, step and remove, Escape gives focus back", async ({
    page,
    request,
  }) => {
    const [p] = await findProducts(request, (x) => x.stockQuantity >= 5);
    await page.goto(`/produto/${p!.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await tabTo(page, page.getByRole("button", { name: /Aumentar quantidade/ }));
    await page.keyboard.press("Enter");
    await tabTo(page, page.getByRole("button", { name: "Adicionar ao Carrinho" }));
    await page.keyboard.press("Enter");
    await expect(cartButton(page)).toContainText("2");

    await tabTo(page, cartButton(page), { back: true });
    await page.keyboard.press("Enter");
    await expect(cartDrawer(page)).toBeVisible();
    const line = cartDrawer(page).getByRole("listitem", { name: p!.name });
    await expect(line).toContainText("2");
    await tabTo(page, line.getByRole("button", { name: /Aumentar quantidade/ }));
    await page.keyboard.press("Enter");
    await expect(line.getByText("3", { exact: true })).toBeVisible();
    await tabTo(page, line.getByRole("button", { name: /Remover/ }));
    await page.keyboard.press("Enter");
    await expect(cartDrawer(page).getByText(/vazio/i)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(cartDrawer(page)).toBeHidden();
    await expect(cartButton(page)).toBeFocused();
    await expectVisibleFocus(page);
  });

  test("checkout: from the product to a paid order with Tab, Space and Enter only", async ({ page, request }) => {
    const ip = await signedInCustomer(page, uniqueEmail("teclado"));
    expect((await page.request.post("/api/addresses", { data: ORDER_ADDRESS, headers: { "CF-Connecting-IP": ip, Origin: MAIN_SHOP_URL } })).status()).toBe(201);
    const found = await findProducts(request, (x) => x.stockQuantity >= 20, 40);
    const p = found[Math.floor(Math.random() * found.length)]!;

    await page.goto(`/produto/${p.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await tabTo(page, page.getByRole("button", { name: "Adicionar ao Carrinho" }));
    await page.keyboard.press("Enter");
    await tabTo(page, cartButton(page), { back: true });
    await page.keyboard.press("Enter");
    await tabTo(page, cartDrawer(page).getByRole("link", { name: "Finalizar Compra" }));
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(/\/checkout\/shipping$/);
    await expect(page.getByRole("radio", { name: /Rua Augusta 10/ })).toBeChecked();
    await expect(page.getByRole("radio", { name: /CTT Correio Normal/ })).toBeChecked();
    await tabTo(page, page.getByRole("button", { name: "Continuar", exact: true }));
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(/\/checkout\/payment$/);
    const order = page.getByRole("button", { name: "Encomendar com obrigação de pagamento" });
    await expect(order).toBeVisible();
    await tabTo(page, order);
    await page.keyboard.press("Enter");
    await expect(page.getByText(/Página de pagamento de TESTE/)).toBeVisible();
    await tabTo(page, page.getByRole("button", { name: "Pagar" }));
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/\/order-success\?pedido=/);
    const id = new URL(page.url()).searchParams.get("pedido")!;
    const res = (await (await page.request.get(`/api/orders/${id}`)).json()) as { order: { status: string } };
    expect(res.order.status).toBe("paid");
  });
});

test.describe("the listing's sort by keyboard", () => {
  // The select's list is mounted when it is first focused (web/components/ui/select.tsx), not with the page: typing a
  // letter on the closed select still picks, and Enter opens it on the chosen sort.
  test("reached by Tab, a letter picks the sort it starts with; Enter opens the list, Escape closes it on the select", async ({ page }) => {
    await page.goto("/sono-conforto");
    const sort = page.getByRole("combobox", { name: "Ordenar por" });
    await expect(sort).toHaveText("Em destaque");
    await tabTo(page, sort);
    await page.keyboard.press("m");
    await expect(sort).toHaveText("Mais vendidos");
    await expect(page).toHaveURL(/sort=best-selling/);
    await page.keyboard.press("Enter");
    const list = page.getByRole("listbox");
    await expect(list.getByRole("option")).toHaveText(["Em destaque", "Preço menor para maior", "Preço maior para menor", "Mais vendidos"]);
    await expect(list.getByRole("option", { name: "Mais vendidos" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(sort).toBeFocused();
  });
});

test.describe("visible focus", () => {
  test("a listing's growing grid can be skipped: the skip button shows on focus and Tab then reaches the footer", async ({ page }) => {
    await page.goto("/sono-conforto");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
    const skip = page.getByRole("button", { name: "Saltar a lista de produtos" });
    await tabTo(page, skip);
    expect((await skip.boundingBox())!.width).toBeGreaterThan(40); // shown while focused, not a 1 px box
    await page.keyboard.press("Enter");
    await expect(page.getByText(/^Mostrando \d+ de \d+ produtos$/)).toBeFocused();
    await tabTo(page, page.getByRole("contentinfo").getByRole("link").last(), { max: 60 });
  });

  for (const path of ["/", "/entrar", "/contacto", "/livre-resolucao", "/perguntas-frequentes"]) {
    test(`every Tab stop on ${path} can be seen, until the footer's last link`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      const last = page.getByRole("contentinfo").getByRole("link").last();
      await tabTo(page, last, { max: 250 });
    });
  }
});
