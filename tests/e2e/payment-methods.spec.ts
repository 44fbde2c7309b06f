import { expect } from "@playwright/test";
import { copies } from "../../shared/copy";
import { addToCartAndCheckout, someProduct } from "./support/checkout";
import { test } from "./support/fixtures";
import { customerWithAddress, ORDER_ADDRESS } from "./support/orders";

// Issue 44, decisions/0061: what the payment step says matches what the payment page offers — Multibanco and MB WAY
// only for a delivery in Portugal (Multibanco to a verified e-mail), card only for Spain — and the cart is the order's
// as soon as it is placed: leaving the Multibanco instructions leaves an empty cart, not lines to order again.

const pt = copies.pt;
const MADRID = {
  ...ORDER_ADDRESS,
  phone: "+34612345678",
  country: "ES",
  zipCode: "28001",
  state: "Madrid",
  city: "Madrid",
  address: "Calle Mayor",
  number: "5",
  neighborhood: "Centro",
};
const methods = (page: import("@playwright/test").Page) => page.getByTestId("formas-de-pagamento");

test.describe("payment methods by destination", () => {
  test("a Spanish address: the payment step says card only, and the payment page offers neither MB WAY nor Multibanco", async ({ page, request }) => {
    await customerWithAddress(page, "pago-es", MADRID, undefined, { verified: true });
    const p = await someProduct(request);
    await addToCartAndCheckout(page, p.id);
    await expect(page.getByRole("radio", { name: /Calle Mayor 5/ })).toBeChecked();
    await page.getByRole("button", { name: "Continuar", exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    await expect(methods(page)).toHaveText(pt.checkout.methodsCardOnly);
    await page.getByRole("button", { name: pt.checkout.pay }).click();
    await expect(page.getByText(/Página de pagamento de TESTE/)).toBeVisible();
    await expect(page.getByRole("button", { name: pt.testPayment.pay })).toBeVisible();
    await expect(page.getByRole("button", { name: pt.testPayment.mbWay })).toHaveCount(0);
    await expect(page.getByRole("button", { name: pt.testPayment.multibanco })).toHaveCount(0);
    await expect(page.getByRole("note").filter({ hasText: pt.testPayment.portugalOnly })).toBeVisible();
  });

  test("a Portuguese address, e-mail not verified: card and MB WAY, and how to get Multibanco", async ({ page, request }) => {
    await customerWithAddress(page, "pago-pt-nao-verificado");
    const p = await someProduct(request);
    await addToCartAndCheckout(page, p.id);
    await page.getByRole("button", { name: "Continuar", exact: true }).click();
    await expect(methods(page)).toHaveText(`${pt.checkout.methodsNoMultibanco} ${pt.checkout.multibancoAfterVerification}`);
    await page.getByRole("button", { name: pt.checkout.pay }).click();
    await expect(page.getByRole("button", { name: pt.testPayment.mbWay })).toBeVisible();
    await expect(page.getByRole("button", { name: pt.testPayment.multibanco })).toHaveCount(0);
  });

  test("a Portuguese address, e-mail verified: card, MB WAY and Multibanco", async ({ page, request }) => {
    await customerWithAddress(page, "pago-pt-verificado", undefined, undefined, { verified: true });
    const p = await someProduct(request);
    await addToCartAndCheckout(page, p.id);
    await page.getByRole("button", { name: "Continuar", exact: true }).click();
    await expect(methods(page)).toHaveText(pt.checkout.methods);
    await page.getByRole("button", { name: pt.checkout.pay }).click();
    await expect(page.getByRole("button", { name: pt.testPayment.mbWay })).toBeVisible();
    await expect(page.getByRole("button", { name: pt.testPayment.multibanco })).toBeVisible();
  });
});

test.describe("the cart once the order is placed", () => {
  test("a Multibanco order: leaving the instructions page, the cart is empty; the order waits in 'Meus Pedidos'", async ({ page, request }) => {
    await customerWithAddress(page, "carrinho-multibanco", undefined, undefined, { verified: true });
    const p = await someProduct(request);
    await addToCartAndCheckout(page, p.id);
    await page.getByRole("button", { name: "Continuar", exact: true }).click();
    await page.getByRole("button", { name: pt.checkout.pay }).click();
    await page.getByRole("button", { name: pt.testPayment.multibanco }).click();
    await expect(page.getByRole("status")).toContainText("Referência Multibanco emitida");

    // The shopper leaves the instructions for the shop's home page, without the success page.
    await page.goto("/");
    const cartButton = page.getByRole("banner").getByRole("button", { name: /^Carrinho de compras/ });
    await cartButton.click();
    const drawer = page.getByRole("dialog", { name: "Carrinho de Compras" });
    await expect(drawer.getByText("Seu carrinho está vazio")).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("mae-bebe-cart") ?? "[]").length)).toBe(0);
    await page.keyboard.press("Escape");

    // The order is where it can be paid from: PENDENTE in 'Meus Pedidos', with its reference.
    await page.goto("/meus-pedidos");
    await expect(page.getByRole("region", { name: "Pagamento por Multibanco" }).first()).toBeVisible();
  });

  test("a card page left open and the shop visited in the same tab: the cart is empty too", async ({ page, request }) => {
    await customerWithAddress(page, "carrinho-cartao");
    const p = await someProduct(request);
    await addToCartAndCheckout(page, p.id);
    await page.getByRole("button", { name: "Continuar", exact: true }).click();
    await page.getByRole("button", { name: pt.checkout.pay }).click();
    await expect(page.getByText(/Página de pagamento de TESTE/)).toBeVisible();
    await page.goto("/");
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("mae-bebe-cart") ?? "[]").length)).toBe(0);
  });
});
