import { expect, type Locator, type Page } from "@playwright/test";
import { uniqueEmail } from "./support/accounts";
import { euro } from "./support/catalog";
import { addToCart, fillStreet, guestEmailAndProfile, PORTO_ADDRESS, someProduct, summaryOf } from "./support/checkout";
import { test } from "./support/fixtures";
import { customerWithAddress, ORDER_ADDRESS, orderOf } from "./support/orders";

// One checkout state (issue 30 item 2): the drawer's calculation is the checkout's destination and chosen option; the
// summary shows that option, and the order is placed with it.

const costText = (cents: number) => (cents === 0 ? "Grátis" : euro(cents));

/** The drawer's calculator for a typed destination ('Outro endereço' first when a saved one is shown); the option named chosen. */
async function calculateInDrawer(drawer: Locator, postalCode: string, option: RegExp, { savedShown = false } = {}) {
  if (savedShown) await drawer.getByRole("button", { name: "Outro endereço" }).click();
  await drawer.getByPlaceholder("1000-001").fill(postalCode);
  await drawer.getByRole("button", { name: "Calcular" }).click();
  await drawer.getByRole("radio", { name: option }).check();
  await expect(drawer.getByRole("radio", { name: option })).toBeChecked();
}

/** The option's cost as the step lists it (the last text of its row). */
async function listedCost(row: Locator) {
  return (await row.locator("xpath=ancestor::label").locator("span.font-semibold").textContent())!.trim();
}

/** Payment step → test payment page → paid: the order, as its customer reads it, has the option, cost and total shown. */
async function expectOrdered(page: Page, shown: { option: string; cost: string; total: string }) {
  await page.getByRole("button", { name: "Encomendar com obrigação de pagamento" }).click();
  await expect(page.getByText(/Página de pagamento de TESTE/)).toBeVisible();
  await page.getByRole("button", { name: "Pagar" }).click();
  await expect(page).toHaveURL(/\/order-success\?pedido=/);
  const order = await orderOf(page, new URL(page.url()).searchParams.get("pedido")!);
  expect(order.shippingServiceName).toBe(shown.option);
  expect(costText(order.shippingCents)).toBe(shown.cost);
  expect(euro(order.totalCents)).toBe(shown.total);
}

test.describe("one checkout state", () => {
  test("a guest: 'a calcular' before any destination; the drawer's destination pre-fills the address, and its option is shown, ordered and charged", async ({
    page,
    request,
  }) => {
    const p = await someProduct(request);
    const drawer = await addToCart(page, p.id);
    await drawer.getByRole("link", { name: "Finalizar Compra" }).click();
    await expect(page).toHaveURL(/\/checkout\/email$/);
    const summary = summaryOf(page);
    await expect(summary.getByTestId("resumo-entrega")).toHaveText("a calcular");
    await expect(summary.getByTestId("resumo-entrega-opcao")).toHaveCount(0);

    // The drawer, opened from the checkout, calculates a destination: the summary behind it follows at once.
    await page.getByRole("button", { name: "Voltar para o carrinho" }).click();
    await calculateInDrawer(drawer, PORTO_ADDRESS.zipCode, /CTT Expresso/);
    const cost = await listedCost(drawer.getByRole("radio", { name: /CTT Expresso/ }));
    await page.keyboard.press("Escape");
    await expect(summary.getByTestId("resumo-entrega-opcao")).toHaveText("CTT Expresso");
    await expect(summary.getByTestId("resumo-entrega")).toHaveText(cost);

    await guestEmailAndProfile(page, uniqueEmail("estado-convidada"));

    // The shipping step starts from the drawer's country and postal code.
    await expect(page).toHaveURL(/\/checkout\/shipping$/);
    const form = page.getByRole("form", { name: "Onde quer receber a encomenda?" });
    await expect(form.getByRole("combobox", { name: "País" })).toHaveText(/Portugal/);
    await expect(form.getByLabel("Código postal")).toHaveValue(PORTO_ADDRESS.zipCode);
    await fillStreet(form, PORTO_ADDRESS);
    await form.getByRole("button", { name: "Guardar morada e ver as opções" }).click();
    // Quoted again for the address: the option chosen in the drawer stays chosen.
    await expect(page.getByRole("radio", { name: /CTT Expresso/ })).toBeChecked();
    await expect(summary.getByTestId("resumo-entrega-opcao")).toHaveText("CTT Expresso");
    await expect(summary.getByTestId("resumo-entrega")).toHaveText(cost);
    await page.getByRole("button", { name: "Continuar", exact: true }).click();

    await expect(page).toHaveURL(/\/checkout\/credentials$/);
    await page.getByLabel("Nova senha").fill("Segura#2026");
    await page.getByLabel("Confirmar senha").fill("Segura#2026");
    await page.getByRole("button", { name: "Criar conta e continuar para o pagamento" }).click();
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    await expect(summary.getByTestId("resumo-entrega")).toHaveText(cost);
    const total = (await summary.getByTestId("resumo-total").textContent())!;

    await expectOrdered(page, { option: "CTT Expresso", cost, total });
  });

  test("a signed-in customer: the drawer's destination chooses that saved address; another option changes the summary and the order", async ({
    page,
    request,
  }) => {
    const customer = await customerWithAddress(page, "estado-cliente");
    // A second saved address in Porto; the default stays Lisboa.
    const res = await page.request.post("/api/addresses", { headers: customer.headers, data: PORTO_ADDRESS });
    expect(res.status()).toBe(201);
    const p = await someProduct(request);
    const drawer = await addToCart(page, p.id);
    await calculateInDrawer(drawer, PORTO_ADDRESS.zipCode, /CTT Correio Normal/, { savedShown: true });
    await drawer.getByRole("link", { name: "Finalizar Compra" }).click();

    await expect(page).toHaveURL(/\/checkout\/shipping$/);
    await expect(page.getByRole("radio", { name: /Rua de Santa Catarina 100/ })).toBeChecked();
    await expect(page.getByRole("radio", { name: /Rua Augusta 10/ })).not.toBeChecked();
    const summary = summaryOf(page);
    await expect(page.getByRole("radio", { name: /CTT Correio Normal/ })).toBeChecked();
    await expect(summary.getByTestId("resumo-entrega-opcao")).toHaveText("CTT Correio Normal");
    await expect(summary.getByTestId("resumo-entrega")).toHaveText(await listedCost(page.getByRole("radio", { name: /CTT Correio Normal/ })));

    // Another option here: the summary follows, and that is what is ordered.
    const expresso = page.getByRole("radio", { name: /CTT Expresso/ });
    await expresso.check();
    const cost = await listedCost(expresso);
    await expect(summary.getByTestId("resumo-entrega-opcao")).toHaveText("CTT Expresso");
    await expect(summary.getByTestId("resumo-entrega")).toHaveText(cost);
    await page.getByRole("button", { name: "Continuar", exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    await expect(page.getByText("Rua de Santa Catarina 100")).toBeVisible();
    await expect(page.getByText(/CTT Expresso \(/)).toBeVisible();
    await expect(summary.getByTestId("resumo-entrega")).toHaveText(cost);
    const total = (await summary.getByTestId("resumo-total").textContent())!;

    await expectOrdered(page, { option: "CTT Expresso", cost, total });
  });

  test("a signed-in customer whose saved address is elsewhere: a new address starts from the drawer's destination", async ({ page, request }) => {
    await customerWithAddress(page, "estado-nova-morada", ORDER_ADDRESS);
    const p = await someProduct(request);
    const drawer = await addToCart(page, p.id);
    await calculateInDrawer(drawer, PORTO_ADDRESS.zipCode, /CTT Correio Normal/, { savedShown: true });
    await drawer.getByRole("link", { name: "Finalizar Compra" }).click();
    await expect(page).toHaveURL(/\/checkout\/shipping$/);
    await expect(page.getByRole("radio", { name: /Rua Augusta 10/ })).toBeChecked();
    await page.getByRole("button", { name: "Adicionar endereço" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("combobox", { name: "País" })).toHaveText(/Portugal/);
    await expect(dialog.getByLabel("Código postal")).toHaveValue(PORTO_ADDRESS.zipCode);
    await fillStreet(dialog, PORTO_ADDRESS);
  });
});
