import type { Locator, Page } from "@playwright/test";

/** The header's cart button (its name carries the count: 'Carrinho de compras, 2 artigos'). */
export const cartButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Carrinho de compras/ });

/** The cart drawer, once open. */
export const cartDrawer = (page: Page) => page.getByRole("dialog", { name: "Carrinho de Compras" });

/** An order's card in /meus-pedidos, by its number. */
export const orderCard = (page: Page, number: string) => page.getByRole("article", { name: `Encomenda ${number}` });

/** A product's option group ('Cor', 'Tamanho'), whose name goes on with the chosen value. */
export const optionGroup = (page: Page, name: string) => page.getByRole("group", { name: new RegExp(`^${name}`) });

/** Picks a country in the 'País' select inside `within` (a dialog, the cart drawer); its list opens outside it. */
export async function chooseCountry(page: Page, within: Locator, name: string) {
  await within.getByRole("combobox", { name: "País" }).click();
  await page.getByRole("option", { name }).click();
}
