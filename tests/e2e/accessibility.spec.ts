import { expect, type Page } from "@playwright/test";
import { HOME_CATEGORIES } from "../../shared/categories";
import { categoryPath, infoPagePaths } from "../../shared/page-tables";
import { paths } from "../../shared/paths";
import { axe } from "./support/a11y";
import { signedInCustomer, uniqueEmail } from "./support/accounts";
import { findProducts } from "./support/catalog";
import { test } from "./support/fixtures";
import { customerWithAddress, paidOrder, productsToOrder } from "./support/orders";

// WCAG 2.1 AA (European Accessibility Act): axe-core finds no violation on the shop's pages and dialogs, at desktop
// and phone width. Each page is checked once it has its content (its main heading, or the dialog's).

async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.getByText("A carregar...")).toHaveCount(0);
}

test.describe("accessibility (axe-core, WCAG 2.1 AA)", () => {
  const infoPages = infoPagePaths("pt");
  for (const path of [
    paths.home,
    paths.catalogue,
    categoryPath(HOME_CATEGORIES[0])!,
    paths.search("body"),
    paths.search("banhera bebe"),
    paths.auth(),
    "/pagina-que-nao-existe",
  ]) {
    test(`${path} @phone`, async ({ page }) => {
      await visit(page, path);
      await axe(page, path);
    });
  }

  test("a product page @phone", async ({ page, request }) => {
    const [product] = await findProducts(request, (p) => p.stockQuantity > 0);
    await visit(page, paths.product(product!.id));
    await axe(page, "product page");
  });

  test("the information pages", async ({ page }) => {
    test.slow();
    for (const path of infoPages) {
      await visit(page, path);
      await axe(page, path);
    }
  });

  test("the cart drawer and the search palette @phone", async ({ page, request }) => {
    const [product] = await findProducts(request, (p) => p.stockQuantity > 0);
    await visit(page, paths.product(product!.id));
    await page.getByRole("button", { name: "Adicionar ao Carrinho" }).click();
    await page
      .getByRole("banner")
      .getByRole("button", { name: /^Carrinho de compras/ })
      .click();
    await expect(page.getByRole("dialog", { name: "Carrinho de Compras" })).toBeVisible();
    await axe(page, "cart drawer");
    await page.keyboard.press("Escape");
    await page.keyboard.press("Control+k");
    await expect(page.getByRole("dialog").first()).toBeVisible();
    await page.keyboard.type("bod");
    await expect(page.getByRole("option").first()).toBeVisible();
    await axe(page, "search palette");
  });

  test("the search palette's way on when it finds nothing (decisions/0035)", async ({ page }) => {
    await visit(page, paths.home);
    await page.keyboard.press("Control+k");
    await page.getByRole("dialog").getByRole("combobox").fill("banhera gemeos");
    await expect(page.getByRole("dialog").getByRole("option", { name: /^Procurava/ })).toBeVisible();
    await axe(page, "search palette, way on");
  });

  test("account pages, an order and the add-address dialog", async ({ page }) => {
    // A verified customer, an order paid and axe on six pages and a dialog: more than 30 s on a loaded machine.
    test.slow();
    const order = await paidOrder(page, "a11y");
    for (const path of [paths.account, paths.orders, paths.favorites, paths.addresses, paths.myData, paths.orderSuccess({ pedido: order.orderId })]) {
      await visit(page, path);
      await axe(page, path);
    }
    await visit(page, paths.addresses);
    await page
      .getByRole("button", { name: /Adicionar/ })
      .first()
      .click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await axe(page, "add-address dialog");
  });

  test("checkout steps of a signed-in customer", async ({ page }) => {
    await customerWithAddress(page, "a11y-checkout");
    const [line] = await productsToOrder(page, 1);
    await page.goto(paths.product(line!.productId));
    await page.getByRole("button", { name: "Adicionar ao Carrinho" }).click();
    await page.goto(paths.checkout);
    await expect(page).toHaveURL(/\/checkout\/shipping$/);
    await expect(page.getByRole("radio", { name: /CTT Correio Normal/ })).toBeChecked();
    await axe(page, "checkout shipping");
    await page.getByRole("button", { name: "Continuar", exact: true }).click();
    await expect(page.getByRole("button", { name: "Encomendar com obrigação de pagamento" })).toBeVisible();
    await axe(page, "checkout payment");
  });

  test("the checkout e-mail step of a visitor", async ({ page, request }) => {
    const [product] = await findProducts(request, (p) => p.stockQuantity > 0);
    await visit(page, paths.product(product!.id));
    await page.getByRole("button", { name: "Adicionar ao Carrinho" }).click();
    await page.goto(paths.checkoutEmail);
    await expect(page.getByLabel(/E-mail/).first()).toBeVisible();
    await axe(page, "checkout e-mail");
  });

  test("a signed-in customer's home with the account menu", async ({ page }) => {
    await signedInCustomer(page, uniqueEmail("a11y-home"));
    await visit(page, paths.home);
    await axe(page, "home signed in");
  });
});
