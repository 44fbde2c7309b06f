import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { apiJson, findProducts } from "./catalog";
import { cartButton, cartDrawer } from "./locators";
import { ORDER_ADDRESS } from "./orders";

/** What the checkout specs share: a product to buy, the way into the checkout, the summary, the address forms. */

/** A product with plenty of stock, different for each test so parallel tests never share one. */
export async function someProduct(request: APIRequestContext) {
  const found = await findProducts(request, (p) => p.stockQuantity >= 20, 40);
  return found[Math.floor(Math.random() * found.length)]!;
}

export const stockOf = async (request: APIRequestContext, id: number) =>
  (await apiJson<{ product: { stockQuantity: number } }>(request, `/api/products/${id}`)).product.stockQuantity;

/** The product into the cart and the cart drawer open; `base` is another shop's origin (the supplier's). */
export async function addToCart(page: Page, productId: number, quantity = 1, base = ""): Promise<Locator> {
  await page.goto(`${base}/produto/${productId}`);
  for (let i = 1; i < quantity; i++) await page.getByRole("button", { name: /Aumentar quantidade/ }).click();
  await page.getByRole("button", { name: "Adicionar ao Carrinho" }).click();
  await cartButton(page).click();
  return cartDrawer(page);
}

export async function addToCartAndCheckout(page: Page, productId: number, quantity = 1) {
  const drawer = await addToCart(page, productId, quantity);
  await drawer.getByRole("link", { name: "Finalizar Compra" }).click();
}

/** The order summary beside (below on a phone) every step. */
export const summaryOf = (page: Page) => page.locator("section[aria-labelledby=resumo-pedido]");

/** The Porto address the guest's lookup knows (4000-322 → Porto). */
export const PORTO_ADDRESS = {
  ...ORDER_ADDRESS,
  zipCode: "4000-322",
  state: "Porto",
  city: "Porto",
  address: "Rua de Santa Catarina",
  number: "100",
  neighborhood: "Bonfim",
};

/** The address form (the guest's, or the add-address dialog) after its postal code: the lookup's district, the street. */
export async function fillStreet(form: Locator, address: { state: string; address: string; number: string; neighborhood: string }) {
  await expect(form.getByLabel("Distrito")).toHaveValue(address.state);
  await form.getByLabel("Rua").fill(address.address);
  await form.getByLabel("Número").fill(address.number);
  await form.getByLabel("Bairro / Freguesia").fill(address.neighborhood);
  await form.getByLabel("Casa").check();
}

/** A guest's e-mail step, then the profile step with Rita Sousa's details; ends on the shipping step. */
export async function guestEmailAndProfile(page: Page, email: string) {
  await page.getByRole("textbox", { name: "E-mail" }).fill(email);
  await page.getByRole("button", { name: "Continuar", exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/profile$/);
  await page.getByLabel("Primeiro nome").fill("Rita");
  await page.getByLabel("Nome completo").fill("Rita Sousa");
  await page.getByLabel("Dia").selectOption("17");
  await page.getByLabel("Mês").selectOption("5");
  await page.getByLabel("Ano").selectOption("1990");
  await page.getByLabel("Telefone", { exact: true }).fill("912345678");
  await page.getByLabel("NIF").fill("123456789");
  await page.getByRole("button", { name: "Continuar", exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
}
