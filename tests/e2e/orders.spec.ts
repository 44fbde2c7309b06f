import { expect } from "@playwright/test";
import { signedInCustomer, uniqueEmail } from "./support/accounts";
import { apiJson, euro, findProducts } from "./support/catalog";
import { pauseClockNow } from "./support/clock";
import { test } from "./support/fixtures";
import { cartButton, orderCard } from "./support/locators";
import { customerWithAddress, lisbonDate, orderOf, paidOrder, payInBackground, placeOrder, productsToOrder, variantStock } from "./support/orders";

// 'Meus Pedidos' (/meus-pedidos) and the order success page (/order-success), SPEC §2, §4, §8; orders in euro with
// pt-PT dates (DESIGN §6.1). Orders are placed and paid through the real API and the embedded test payment page.

test.describe("order success page", () => {
  test("paid on the payment page: back on /order-success with 'Pago', number, lines; cart and shipping emptied", async ({ page }) => {
    const customer = await customerWithAddress(page, "pedido-pago");
    const [p] = await productsToOrder(page, 1);
    // Something in the cart and a shipping choice, as after the checkout.
    await page.goto(`/produto/${p!.productId}`);
    await page.getByRole("button", { name: "Adicionar ao Carrinho" }).click();
    await expect(cartButton(page)).toHaveAccessibleName("Carrinho de compras, 1 item");
    await page.evaluate(() =>
      localStorage.setItem(
        "mae-bebe-shipping",
        JSON.stringify({
          selectedCountry: "PT",
          postalCode: "1100-148",
          selectedShippingCost: 499,
          selectedShippingName: "CTT",
          selectedShippingDelay: "2 dias",
        }),
      ),
    );
    const order = await placeOrder(page, customer, [{ ...p!, quantity: 2 }]);

    await page.goto(order.url);
    await page.getByRole("button", { name: "Pagar" }).click();
    await page.waitForURL((u) => u.pathname === "/order-success" && u.searchParams.get("pedido") === order.orderId && u.searchParams.has("session_id"));
    await expect(page.getByRole("heading", { level: 1, name: "Encomenda confirmada!" })).toBeVisible();
    const summary = page.getByRole("region", { name: "Resumo da encomenda" });
    const view = await orderOf(page, order.orderId);
    expect(view.status).toBe("paid");
    await expect(summary).toContainText(order.number);
    await expect(summary.getByText("Pago", { exact: true })).toBeVisible();
    await expect(summary).toContainText(lisbonDate());
    await expect(summary).toContainText(euro(view.totalCents));
    await expect(summary).toContainText("Portugal");
    await expect(summary).toContainText("1100-148");
    await expect(summary).toContainText(`${view.shippingServiceName} · ${view.shippingDelay}`);
    const lines = page.getByRole("list", { name: "Produtos" }).getByRole("listitem");
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText(p!.name);
    await expect(lines.first()).toContainText("Quantidade: 2");
    await expect(page.getByRole("heading", { name: "Próximos passos" })).toBeVisible();
    await expect(page.getByText("Enviámos um e-mail de confirmação com os detalhes da encomenda.")).toBeVisible();

    // SPEC §4: the cart and the shipping selection are cleared once the order is paid.
    await expect(cartButton(page)).toHaveAccessibleName("Carrinho de compras");
    expect(await page.evaluate(() => [localStorage.getItem("mae-bebe-cart"), localStorage.getItem("mae-bebe-shipping")])).toEqual(["[]", null]);

    await page.getByRole("link", { name: "Ver as minhas encomendas" }).click();
    await expect(page).toHaveURL(/\/meus-pedidos$/);
    await expect(orderCard(page, order.number)).toContainText("PAGO");
    await page.goBack();
    await page.getByRole("link", { name: "Voltar à loja" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("still pending: waiting, never 'Pago'; paid meanwhile, 'Verificar novamente' shows it", async ({ page }) => {
    const customer = await customerWithAddress(page, "pedido-espera");
    const [p] = await productsToOrder(page, 1);
    const order = await placeOrder(page, customer, [{ ...p!, quantity: 1 }]);
    await page.clock.install();
    await page.goto(`/order-success?pedido=${order.orderId}&session_id=cs_test_x`);
    await expect(page.getByRole("heading", { level: 1, name: "A aguardar a confirmação do pagamento" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Resumo da encomenda" })).toContainText("PENDENTE");
    await expect(page.getByText("Pago", { exact: true })).toHaveCount(0);
    await expect(page.getByText("Encomenda confirmada!")).toHaveCount(0);

    // The page's clock stands still from here, so its own re-checks wait: only the button asks.
    await pauseClockNow(page);
    await payInBackground(page, customer, order.url);
    await page.getByRole("button", { name: "Verificar novamente" }).click();
    await expect
      .poll(async () => {
        await page.clock.runFor(50);
        return page.getByRole("heading", { level: 1, name: "Encomenda confirmada!" }).isVisible();
      })
      .toBe(true);
    await expect(page.getByRole("region", { name: "Resumo da encomenda" }).getByText("Pago", { exact: true })).toBeVisible();
  });

  test("SPEC's ?order_id=<id>&session_id=… shows the order; today's ?pedido=<id> links still do", async ({ page }) => {
    const order = await paidOrder(page, "pedido-order-id");
    for (const link of [`/order-success?order_id=${order.orderId}&session_id=cs_test_x`, `/order-success?pedido=${order.orderId}`]) {
      await page.goto(link);
      await expect(page.getByRole("heading", { level: 1, name: "Encomenda confirmada!" }), link).toBeVisible();
      const summary = page.getByRole("region", { name: "Resumo da encomenda" });
      await expect(summary, link).toContainText(order.number);
      await expect(summary.getByText("Pago", { exact: true }), link).toBeVisible();
    }
  });

  test("still pending: the page checks again on its own and turns to paid", async ({ page }) => {
    const customer = await customerWithAddress(page, "pedido-sonda");
    const [p] = await productsToOrder(page, 1);
    const order = await placeOrder(page, customer, [{ ...p!, quantity: 1 }]);
    await page.goto(`/order-success?pedido=${order.orderId}`);
    await expect(page.getByRole("heading", { level: 1, name: "A aguardar a confirmação do pagamento" })).toBeVisible();
    await payInBackground(page, customer, order.url);
    await expect(page.getByRole("heading", { level: 1, name: "Encomenda confirmada!" })).toBeVisible({ timeout: 10_000 });
  });

  test("a cancelled order says so; no order in the link, or another customer's, is an error with a way home", async ({ page }) => {
    const customer = await customerWithAddress(page, "pedido-cancelado");
    const [p] = await productsToOrder(page, 1);
    const order = await placeOrder(page, customer, [{ ...p!, quantity: 1 }]);
    expect((await page.request.post(`/api/orders/${order.orderId}/cancel`, { headers: customer.headers })).status()).toBe(200);
    await page.goto(`/order-success?pedido=${order.orderId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Esta encomenda foi cancelada" })).toBeVisible();
    await expect(page.getByText("Pago", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Voltar à loja" })).toHaveAttribute("href", "/");

    await page.goto("/order-success");
    await expect(page.getByRole("heading", { level: 1, name: "Não foi possível carregar a encomenda." })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText("Informações de pagamento não encontradas.");
    await expect(page.getByRole("link", { name: "Voltar à loja" })).toBeVisible();

    // Another customer (this browser signs in as someone else): the order is not theirs.
    await signedInCustomer(page, uniqueEmail("outro-cliente"));
    await page.goto(`/order-success?pedido=${order.orderId}`);
    await expect(page.getByRole("alert")).toHaveText("Encomenda não encontrada.");
    await expect(page.getByText(order.number)).toHaveCount(0);
    await page.goto("/order-success?pedido=nao-e-um-pedido");
    await expect(page.getByRole("alert")).toHaveText("Encomenda não encontrada.");
    await expect(page.getByRole("button", { name: "Tentar novamente" })).toHaveCount(0);
  });
});

test.describe("load errors", () => {
  test("the order and the list each say they could not load, and 'Tentar novamente' loads them", async ({ page }) => {
    const customer = await customerWithAddress(page, "pedidos-erro");
    const [p] = await productsToOrder(page, 1);
    const order = await placeOrder(page, customer, [{ ...p!, quantity: 1 }]);
    let failing = true;
    await page.route("**/api/orders**", (route) =>
      failing ? route.fulfill({ status: 503, json: { error: { code: "internal_error", message: "indisponível" } } }) : route.continue(),
    );
    await page.goto(`/order-success?pedido=${order.orderId}`);
    await expect(page.getByRole("alert")).toHaveText("Erro ao carregar detalhes do pedido.", { timeout: 10_000 });
    failing = false;
    await page.getByRole("button", { name: "Tentar novamente" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "A aguardar a confirmação do pagamento" })).toBeVisible();

    failing = true;
    await page.goto("/meus-pedidos");
    await expect(page.getByRole("alert")).toHaveText("Erro ao carregar as suas encomendas.", { timeout: 10_000 });
    failing = false;
    await page.getByRole("button", { name: "Tentar novamente" }).click();
    await expect(orderCard(page, order.number)).toContainText("PENDENTE");
  });
});

test.describe("orders page", () => {
  test("lists the orders newest first with their labels; cancelling the pending one gives the stock back @phone", async ({ page }) => {
    const customer = await customerWithAddress(page, "pedidos");
    const [a, b] = await productsToOrder(page, 2);
    const paid = await placeOrder(page, customer, [{ ...a!, quantity: 1 }]);
    await payInBackground(page, customer, paid.url);
    const stockBefore = await variantStock(page, b!);
    const pending = await placeOrder(page, customer, [{ ...b!, quantity: 2 }]);
    expect(await variantStock(page, b!)).toBe(stockBefore - 2);

    await page.goto("/meus-pedidos");
    await expect(page.getByRole("navigation", { name: "Trilho de navegação" })).toContainText("Meus Pedidos");
    await expect(page.getByRole("heading", { level: 1, name: "Meus Pedidos" })).toBeVisible();
    const cards = page.getByRole("list", { name: "As suas encomendas" }).getByRole("article");
    await expect(cards).toHaveCount(2);
    await expect(cards.getByRole("heading", { level: 2 })).toHaveText([`Encomenda ${pending.number}`, `Encomenda ${paid.number}`]);

    const pendingCard = orderCard(page, pending.number);
    const paidCard = orderCard(page, paid.number);
    const pendingView = await orderOf(page, pending.orderId);
    await expect(pendingCard).toContainText("PENDENTE");
    await expect(pendingCard).toContainText(lisbonDate());
    await expect(pendingCard).toContainText(euro(pendingView.totalCents));
    await expect(pendingCard).toContainText(`${pendingView.shippingServiceName} · ${pendingView.shippingDelay}`);
    const pendingLines = pendingCard.getByRole("list", { name: `Produtos da encomenda ${pending.number}` }).getByRole("listitem");
    await expect(pendingLines).toHaveCount(1);
    await expect(pendingLines.first()).toContainText(b!.name);
    await expect(pendingLines.first()).toContainText("Quantidade: 2");
    await expect(paidCard).toContainText("PAGO");
    await expect(paidCard).toContainText(a!.name);
    await expect(paidCard.getByRole("button", { name: /Cancelar encomenda/ })).toHaveCount(0);

    await pendingCard.getByRole("button", { name: `Cancelar encomenda ${pending.number}` }).click();
    const dialog = page.getByRole("alertdialog", { name: "Cancelar esta encomenda?" });
    await expect(dialog).toContainText(pending.number);
    await dialog.getByRole("button", { name: "Manter encomenda" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(pendingCard).toContainText("PENDENTE");

    await pendingCard.getByRole("button", { name: `Cancelar encomenda ${pending.number}` }).click();
    await dialog.getByRole("button", { name: "Sim, cancelar encomenda" }).click();
    await expect(page.getByText("Encomenda cancelada.")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(pendingCard).toContainText("CANCELADO");
    await expect(pendingCard.getByRole("button", { name: /Cancelar encomenda/ })).toHaveCount(0);
    expect(await variantStock(page, b!)).toBe(stockBefore);
  });

  test("'Comprar novamente': the lines still sold go to the cart at today's price; a withdrawn one is named @phone", async ({ page, shopData }) => {
    const customer = await customerWithAddress(page, "comprar-novamente");
    // Two without a sale, so the new regular price is what the cart shows.
    const found = await findProducts(page.request, (p) => p.stockQuantity >= 5 && p.salePriceCents === null && p.priceCents !== 1234, 2);
    const [kept, withdrawn] = await Promise.all(
      found.map(async (p) => {
        const { product } = await apiJson<{ product: { variants: { id: number }[] } }>(page.request, `/api/products/${p.id}`);
        return { productId: p.id, variantId: product.variants[0]!.id, name: p.name };
      }),
    );
    const order = await placeOrder(page, customer, [
      { ...kept!, quantity: 2 },
      { ...withdrawn!, quantity: 1 },
    ]);
    await payInBackground(page, customer, order.url);
    // Since then the shop changed the first one's price and stopped selling the second (both put back after the test).
    await shopData.change([
      { id: kept!.productId, priceCents: 1234 },
      { id: withdrawn!.productId, active: false },
    ]);

    await page.goto("/meus-pedidos");
    const card = orderCard(page, order.number);
    await card.getByRole("button", { name: `Comprar novamente os produtos da encomenda ${order.number}` }).click();
    const answer = card.getByRole("status").filter({ hasText: "adicionado" });
    await expect(answer).toContainText("1 produto adicionado ao carrinho, ao preço de hoje.");
    await expect(answer).toContainText("Já não estão disponíveis:");
    await expect(answer.getByRole("listitem")).toHaveText([withdrawn!.name]);
    await expect(cartButton(page)).toHaveAccessibleName("Carrinho de compras, 2 itens");

    await answer.getByRole("button", { name: "Ver carrinho" }).click();
    const drawer = page.getByRole("dialog", { name: "Carrinho de Compras" });
    await expect(drawer).toContainText(kept!.name);
    await expect(drawer).toContainText(euro(1234));
    await expect(drawer).not.toContainText(withdrawn!.name);
  });

  test("cancelling an order that was paid meanwhile: the server's message, and the list shows it paid", async ({ page }) => {
    const customer = await customerWithAddress(page, "pedidos-409");
    const [p] = await productsToOrder(page, 1);
    const order = await placeOrder(page, customer, [{ ...p!, quantity: 1 }]);
    await page.goto("/meus-pedidos");
    const card = orderCard(page, order.number);
    await card.getByRole("button", { name: `Cancelar encomenda ${order.number}` }).click();
    await payInBackground(page, customer, order.url);
    await page.getByRole("alertdialog").getByRole("button", { name: "Sim, cancelar encomenda" }).click();
    await expect(page.getByText("Esta encomenda já não está pendente.")).toBeVisible();
    await expect(card).toContainText("PAGO");
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
  });

  test("the account overview lists the three newest orders with status and total, and links to all of them", async ({ page }) => {
    const customer = await customerWithAddress(page, "resumo-pedidos");
    const lines = await productsToOrder(page, 4);
    const orders = [];
    // A customer holds at most two pending orders (decisions/0033): every order but the third is paid as it is placed.
    for (const [i, line] of lines.entries()) {
      orders.push(await placeOrder(page, customer, [{ ...line, quantity: 1 }]));
      if (i !== 2) await payInBackground(page, customer, orders[i]!.url);
    }
    await page.goto("/minha-conta");
    const section = page.getByRole("region", { name: "Últimas encomendas" });
    const rows = section.getByRole("listitem");
    await expect(rows).toHaveCount(3);
    await expect(rows).toContainText([orders[3]!.number, orders[2]!.number, orders[1]!.number]);
    await expect(rows.first()).toContainText("PAGO");
    await expect(rows.nth(1)).toContainText("PENDENTE");
    await expect(rows.first()).toContainText(euro((await orderOf(page, orders[3]!.orderId)).totalCents));
    await expect(section).not.toContainText(orders[0]!.number);
    await section.getByRole("link", { name: "Ver todas as encomendas" }).click();
    await expect(page).toHaveURL(/\/meus-pedidos$/);
  });

  test("a new customer's account overview says there are no orders yet", async ({ page }) => {
    await signedInCustomer(page, uniqueEmail("resumo-vazio"));
    await page.goto("/minha-conta");
    await expect(page.getByRole("region", { name: "Últimas encomendas" })).toContainText("Ainda não fez nenhuma encomenda.");
  });

  test("a new customer sees the empty state with a way to the catalogue", async ({ page }) => {
    await signedInCustomer(page, uniqueEmail("sem-pedidos"));
    await page.goto("/meus-pedidos");
    await expect(page.getByText("Ainda não fez nenhuma encomenda")).toBeVisible();
    await page.getByRole("link", { name: "Explorar produtos" }).click();
    await expect(page).toHaveURL(/\/catalogo$/);
  });

  test("a visitor is sent to sign in, with the way back in the link", async ({ page }) => {
    await page.goto("/meus-pedidos");
    await expect(page).toHaveURL(/\/auth\?voltar=%2Fmeus-pedidos$/);
    await page.goto("/order-success?pedido=abc&session_id=cs_1");
    await expect(page).toHaveURL(/\/auth\?voltar=%2Forder-success%3Fpedido%3Dabc%26session_id%3Dcs_1$/);
  });
});
