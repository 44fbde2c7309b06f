import { expect, type Page } from "@playwright/test";
import { axe } from "./support/a11y";
import { COMPLETE_PROFILE, lastMail, signedInCustomer, uniqueEmail } from "./support/accounts";
import { euro, findProducts } from "./support/catalog";
import { addToCartAndCheckout, fillStreet, guestEmailAndProfile, PORTO_ADDRESS, someProduct, stockOf, summaryOf } from "./support/checkout";
import { test } from "./support/fixtures";
import { customerWithAddress, ORDER_ADDRESS } from "./support/orders";

// The checkout of a signed-in customer (SPEC §2 checkout steps, §4) with the embedded test payment page (DESIGN §4).

const CANARIAS = {
  ...ORDER_ADDRESS,
  phone: "+34612345678",
  country: "ES",
  zipCode: "35001",
  state: "Las Palmas",
  city: "Las Palmas de Gran Canaria",
  address: "Calle Mayor de Triana",
  number: "5",
  neighborhood: "Triana",
};

/** Shipping step → payment step → the test payment page. */
async function toPaymentPage(page: Page) {
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  await expect(page.getByRole("radio", { name: /Rua Augusta 10/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /CTT Correio Normal/ })).toBeChecked();
  await expect(page.getByLabel("Nome de quem recebe")).toHaveValue("Ana Costa");
  await page.getByRole("button", { name: "Continuar", exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await expect(page.getByText("Rua Augusta 10")).toBeVisible();
  await page.getByRole("button", { name: "Encomendar com obrigação de pagamento" }).click();
  await expect(page.getByText(/Página de pagamento de TESTE/)).toBeVisible();
}

const orderIdFrom = (url: string) => new URL(url).searchParams.get("pedido")!;

test.describe("checkout of a signed-in customer", () => {
  test("buys with a saved address: shipping, payment, test page, paid; the stock went down by the quantity", async ({ page, request }) => {
    await customerWithAddress(page, "compra");
    const p = await someProduct(request);
    const before = await stockOf(request, p.id);
    await addToCartAndCheckout(page, p.id, 2);
    // The summary is on every step.
    const summary = page.getByRole("region", { name: "Resumo da encomenda" }).or(page.locator("section[aria-labelledby=resumo-pedido]"));
    await expect(summary.getByText("2 unidades")).toBeAttached();
    await toPaymentPage(page);
    await page.getByRole("button", { name: "Pagar" }).click();
    await expect(page).toHaveURL(/\/order-success\?pedido=/);
    const id = orderIdFrom(page.url());
    const { order } = (await (await page.request.get(`/api/orders/${id}`)).json()) as { order: { status: string; items: { quantity: number }[] } };
    expect(order.status).toBe("paid");
    expect(order.items[0]!.quantity).toBe(2);
    expect(await stockOf(request, p.id)).toBe(before - 2);
    // The paid order is in the customer's list, by its number (last 8 characters, uppercase).
    await page.goto("/meus-pedidos");
    await expect(page.getByText(id.slice(-8).toUpperCase()).first()).toBeVisible();
  });

  test("'Pretende fatura com NIF?': ticked with the profile's NIF; a wrong one is refused in its field; unticked, the consumidor final's", async ({
    page,
    request,
  }) => {
    await customerWithAddress(page, "fatura-nif");
    const p = await someProduct(request);
    await addToCartAndCheckout(page, p.id);
    await page.getByRole("button", { name: "Continuar", exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    const ask = page.getByRole("checkbox", { name: "Pretende fatura com NIF?" });
    await expect(ask).toBeChecked();
    const nif = page.getByLabel("NIF para a fatura");
    await expect(nif).toHaveValue(COMPLETE_PROFILE.nif);
    await nif.fill("123456780");
    // The terms the order is made under, beside the binding button (issue 44).
    const terms = page.getByText("Ao encomendar, aceita os");
    await expect(terms.getByRole("link", { name: "Termos e Condições" })).toHaveAttribute("href", "/termos-condicoes");
    await expect(terms.getByRole("link", { name: "Política de Privacidade" })).toHaveAttribute("href", "/politica-privacidade");
    await page.getByRole("button", { name: "Encomendar com obrigação de pagamento" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Indique um NIF português válido (9 dígitos) para a fatura." })).toBeVisible();
    await expect(nif).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    await ask.uncheck();
    await expect(nif).toHaveCount(0);
    await expect(page.getByText("Sem NIF, a fatura-recibo é emitida em nome de consumidor final.", { exact: false })).toBeVisible();
    await page.getByRole("button", { name: "Encomendar com obrigação de pagamento" }).click();
    await expect(page.getByText(/Página de pagamento de TESTE/)).toBeVisible();
  });

  test("the final button states the obligation to pay; a delivery to the Canaries says before it that it leaves the EU VAT area", async ({ page, request }) => {
    await customerWithAddress(page, "canarias", CANARIAS);
    const p = await someProduct(request);
    await addToCartAndCheckout(page, p.id);
    await expect(page.getByRole("radio", { name: /Calle Mayor de Triana 5/ })).toBeChecked();
    await page.getByRole("button", { name: "Continuar", exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    const notice = page.getByRole("note", { name: "Entrega fora do território de IVA da União Europeia" });
    await expect(notice).toContainText("As Canárias não fazem parte do território de IVA da União Europeia");
    await expect(notice).toContainText("IGIC");
    const button = page.getByRole("button", { name: "Encomendar com obrigação de pagamento" });
    await expect(button).toBeVisible();
    // The notice comes before the button that places the order.
    expect((await notice.boundingBox())!.y).toBeLessThan((await button.boundingBox())!.y);
    // Charged without Portugal's VAT (decisions/0054): the total says so, never 'IVA incluído'; the summary has the note.
    await expect(page.getByText("(sem IVA)").first()).toBeVisible();
    await expect(page.getByText("IVA incluído")).toHaveCount(0);
    await expect(summaryOf(page).getByRole("note")).toHaveText(
      "Preço sem IVA: entrega fora do território de IVA da UE. Podem ser cobrados impostos locais (IGIC) e direitos aduaneiros na entrega.",
    );
  });

  test("a delivery in Lisbon has no VAT-area notice", async ({ page, request }) => {
    await customerWithAddress(page, "lisboa-iva");
    const p = await someProduct(request);
    await addToCartAndCheckout(page, p.id);
    await page.getByRole("button", { name: "Continuar", exact: true }).click();
    await expect(page.getByRole("button", { name: "Encomendar com obrigação de pagamento" })).toBeVisible();
    await expect(page.getByRole("note", { name: "Entrega fora do território de IVA da União Europeia" })).toHaveCount(0);
  });

  test("a declined payment stays on the page; cancelling returns to the payment step with SPEC's message and frees the stock", async ({ page, request }) => {
    await customerWithAddress(page, "recusa");
    const p = await someProduct(request);
    const before = await stockOf(request, p.id);
    await addToCartAndCheckout(page, p.id);
    await toPaymentPage(page);
    expect(await stockOf(request, p.id)).toBe(before - 1);
    await page.getByRole("button", { name: "Recusar" }).click();
    await expect(page.getByText(/Pagamento recusado pelo banco/)).toBeVisible();
    await page.getByRole("button", { name: "Cancelar" }).click();
    await expect(page).toHaveURL(/\/checkout\/payment\?canceled=true&pedido=/);
    await expect(page.getByText("Pagamento cancelado. Você pode tentar novamente.")).toBeVisible();
    const id = orderIdFrom(page.url());
    expect(((await (await page.request.get(`/api/orders/${id}`)).json()) as { order: { status: string } }).order.status).toBe("cancelled");
    await expect.poll(() => stockOf(request, p.id)).toBe(before);
    // Trying again works from here.
    await page.getByRole("button", { name: "Encomendar com obrigação de pagamento" }).click();
    await expect(page.getByText(/Página de pagamento de TESTE/)).toBeVisible();
  });

  test("a discount code that is not the customer's is named on its field and nothing is ordered", async ({ page, request }) => {
    await customerWithAddress(page, "cupao");
    const p = await someProduct(request);
    await addToCartAndCheckout(page, p.id);
    await expect(page).toHaveURL(/\/checkout\/shipping$/);
    await expect(page.getByRole("radio", { name: /CTT Correio Normal/ })).toBeChecked();
    await page.getByRole("button", { name: "Continuar", exact: true }).click();
    await page.getByLabel("Código de desconto").fill("BEMVINDO-NAOEXISTE1");
    // Typed but not applied: the binding button applies it first, and orders nothing.
    await page.getByRole("button", { name: "Encomendar com obrigação de pagamento" }).click();
    await expect(page.getByText("Este código de desconto não existe. Confirme se o escreveu bem.")).toBeVisible();
    await page.getByRole("button", { name: "Aplicar" }).click();
    await expect(page.getByText("Este código de desconto não existe. Confirme se o escreveu bem.")).toBeVisible();
    await expect(page.getByRole("complementary").getByText("Descontos")).toHaveCount(0);
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    expect(((await (await page.request.get("/api/orders")).json()) as { items: unknown[] }).items).toEqual([]);
  });

  test("a welcome code applied before the binding button: 'Descontos' and the exact total, which the payment page charges", async ({ page, request }) => {
    const email = uniqueEmail("desconto-antes");
    const { headers } = await customerWithAddress(page, "desconto-antes", ORDER_ADDRESS, email);
    expect((await page.request.post("/api/newsletter", { data: { email, consent: true }, headers })).status()).toBe(201);
    const code = /BEMVINDO-[A-Z0-9]{10}/.exec((await lastMail(request, email)).text)![0];
    const candidates = await findProducts(request, (x) => x.stockQuantity >= 20 && !x.priceVaries, 40);
    const p = candidates[Math.floor(Math.random() * candidates.length)]!;
    await addToCartAndCheckout(page, p.id, 2);
    await page.getByRole("button", { name: "Continuar", exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    const summary = page.getByRole("region", { name: "Resumo da encomenda" });
    const subtotalCents = (p.salePriceCents ?? p.priceCents) * 2;
    const before = await summary.getByTestId("resumo-total").textContent();
    await page.getByLabel("Código de desconto").fill(code.toLowerCase());
    await page.getByRole("button", { name: "Aplicar" }).click();
    const discountCents = Math.floor((subtotalCents * 10 + 50) / 100);
    await expect(page.getByRole("status").filter({ hasText: `Código ${code} aplicado: poupa ${euro(discountCents)}.` })).toBeVisible();
    await expect(summary.getByText("Descontos")).toBeVisible();
    await expect(summary).toContainText(`-${euro(discountCents)}`);
    const total = await summary.getByTestId("resumo-total").textContent();
    expect(total).not.toBe(before);
    // The same total stands right above the binding button (on a phone the summary comes after it).
    await expect(page.getByTestId("total-a-pagar")).toHaveText(total!);
    await page.getByRole("button", { name: "Encomendar com obrigação de pagamento" }).click();
    await expect(page.getByText(/Página de pagamento de TESTE/)).toBeVisible();
    // The payment page charges exactly the total the summary showed before the button.
    await expect(page.getByText(`Total: ${total}`, { exact: true })).toBeVisible();
  });

  test("guards: an empty cart goes home; the payment step without a delivery goes to shipping", async ({ page }) => {
    await customerWithAddress(page, "guardas");
    await page.goto("/checkout");
    await expect(page).toHaveURL(/\/$/);
    const [p] = await findProducts(page.request, (x) => x.stockQuantity >= 20);
    await page.goto(`/produto/${p!.id}`);
    await page.getByRole("button", { name: "Adicionar ao Carrinho" }).click();
    await page.goto("/checkout/payment");
    await expect(page).toHaveURL(/\/checkout\/shipping$/);
  });
});

test.describe("checkout e-mail step", () => {
  test("has the Google button, which says so when Google is not configured, as /auth does", async ({ page, request }) => {
    const p = await someProduct(request);
    await addToCartAndCheckout(page, p.id);
    await expect(page).toHaveURL(/\/checkout\/email$/);
    await page.getByRole("button", { name: /Google/ }).click();
    await expect(page.getByText("O início de sessão com Google não está configurado nesta loja.")).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\/email$/);
  });

  test("a known e-mail asks for the password, signs in and goes on to the delivery", async ({ page, request }) => {
    const email = uniqueEmail("passo-email");
    await signedInCustomer(page, email);
    await page.context().clearCookies();
    const p = await someProduct(request);
    await addToCartAndCheckout(page, p.id);
    await expect(page).toHaveURL(/\/checkout\/email$/);
    await expect(page.getByText("Enviar a confirmação e o estado da sua encomenda")).toBeVisible();
    await page.getByRole("textbox", { name: "E-mail" }).fill(email);
    await page.getByRole("button", { name: "Continuar", exact: true }).click();
    await expect(page.getByText(/Já tem conta connosco/)).toBeVisible();
    await page.getByRole("button", { name: "Continuar", exact: true }).click();
    await expect(page.getByText("Por favor, digite sua senha")).toBeVisible();
    await page.getByLabel("Senha", { exact: true }).fill("Segura#2026");
    await page.getByRole("button", { name: "Continuar", exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\/shipping$/);
  });

  test("a guest buys through every step: e-mail, profile, address with the lookup, account, payment @phone", async ({ page, request }) => {
    const p = await someProduct(request);
    const before = await stockOf(request, p.id);
    const email = uniqueEmail("convidada");
    await addToCartAndCheckout(page, p.id);
    await expect(page).toHaveURL(/\/checkout\/email$/);
    await guestEmailAndProfile(page, email);

    const form = page.getByRole("form", { name: "Onde quer receber a encomenda?" });
    await form.getByRole("combobox", { name: "País" }).click();
    await page.getByRole("option", { name: "Portugal" }).click();
    await form.getByLabel("Código postal").fill(PORTO_ADDRESS.zipCode);
    await fillStreet(form, PORTO_ADDRESS);
    await expect(form.getByLabel("Telefone")).toHaveValue("+351912345678");
    await form.getByRole("button", { name: "Guardar morada e ver as opções" }).click();
    await expect(page.getByText("4000-322 Porto")).toBeVisible();
    await expect(page.getByRole("radio", { name: /CTT Correio Normal/ })).toBeChecked();
    await expect(page.getByLabel("Nome de quem recebe")).toHaveValue("Rita Sousa");
    await page.getByRole("button", { name: "Continuar", exact: true }).click();

    await expect(page).toHaveURL(/\/checkout\/credentials$/);
    await expect(page.getByText(`A conta fica com o e-mail ${email}`)).toBeVisible();
    await page.getByLabel("Nova senha").fill("Segura#2026");
    await page.getByLabel("Confirmar senha").fill("Segura#2026");
    await page.getByRole("button", { name: "Criar conta e continuar para o pagamento" }).click();

    await expect(page).toHaveURL(/\/checkout\/payment$/);
    await expect(page.getByText("Rua de Santa Catarina 100")).toBeVisible();
    await page.getByRole("button", { name: "Encomendar com obrigação de pagamento" }).click();
    await expect(page.getByText(/Página de pagamento de TESTE/)).toBeVisible();
    await page.getByRole("button", { name: "Pagar" }).click();
    await expect(page).toHaveURL(/\/order-success\?pedido=/);
    const { order } = (await (await page.request.get(`/api/orders/${orderIdFrom(page.url())}`)).json()) as { order: { status: string } };
    expect(order.status).toBe("paid");
    expect(await stockOf(request, p.id)).toBe(before - 1);
    // The account exists with the profile and the address as its default.
    const me = (await (await page.request.get("/api/account/me")).json()) as { user: { email: string }; profileComplete: boolean };
    expect(me).toMatchObject({ user: { email }, profileComplete: true });
  });

  test("a guest buys without an account ('Continuar sem criar conta'), sees the order by its link, and is offered 'Criar conta' after paying @phone", async ({
    page,
    request,
  }) => {
    test.slow(); // a whole purchase, axe twice, a second browser and a sign-up
    const p = await someProduct(request);
    const email = uniqueEmail("sem-conta");
    await addToCartAndCheckout(page, p.id);
    await guestEmailAndProfile(page, email);
    const form = page.getByRole("form", { name: "Onde quer receber a encomenda?" });
    await form.getByRole("combobox", { name: "País" }).click();
    await page.getByRole("option", { name: "Portugal" }).click();
    await form.getByLabel("Código postal").fill(PORTO_ADDRESS.zipCode);
    await fillStreet(form, PORTO_ADDRESS);
    await form.getByRole("button", { name: "Guardar morada e ver as opções" }).click();
    await expect(page.getByRole("radio", { name: /CTT Correio Normal/ })).toBeChecked();
    await page.getByRole("button", { name: "Continuar", exact: true }).click();

    // The account is an offer (issue 44): the credentials step also goes on without one.
    await expect(page).toHaveURL(/\/checkout\/credentials$/);
    await expect(page.getByText("Prefere não criar conta agora?")).toBeVisible();
    await axe(page, "the credentials step with 'Continuar sem criar conta'");
    await page.getByRole("button", { name: "Continuar sem criar conta" }).click();
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    await expect(page.getByText(`Está a comprar sem conta, com o e-mail ${email}.`)).toBeVisible();
    await expect(page.getByText("Rua de Santa Catarina 100")).toBeVisible();
    // What a guest can pay with, and only that (issue 44): no Multibanco without a verified e-mail (decisions/0050, 0061).
    await expect(page.getByTestId("formas-de-pagamento")).toHaveText("Cartão ou MB WAY, numa página de pagamento segura.");
    await page.getByRole("button", { name: "Encomendar com obrigação de pagamento" }).click();
    await expect(page.getByText(/Página de pagamento de TESTE/)).toBeVisible();
    await expect(page.getByRole("button", { name: "MB WAY" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Multibanco (referência)" })).toHaveCount(0);
    await page.getByRole("button", { name: "Pagar" }).click();

    // The order's page, by its link (id and key), without an account.
    await expect(page).toHaveURL(/\/order-success\?pedido=[0-9a-f-]{36}&chave=[0-9a-f]{64}/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Enviámos-lhe um e-mail com a ligação para esta página")).toBeVisible();
    const me = await page.request.get("/api/account/me");
    expect(me.status()).toBe(401);
    const link = new URL(page.url());
    const offer = page.getByRole("region", { name: "Criar conta" });
    await expect(offer.getByRole("textbox", { name: "E-mail" })).toHaveValue(email);
    await expect(page.getByRole("link", { name: "Ver as minhas encomendas" })).toHaveCount(0);
    await axe(page, "a guest's order page with 'Criar conta'");

    // The confirmation e-mail carries the same link; it opens the order in another browser, without signing in.
    const number = link.searchParams.get("pedido")!.slice(-8).toUpperCase();
    const mail = await lastMail(page.request, email, `Encomenda ${number} confirmada — Mãe & Bebé`);
    expect(mail.text).toContain(`${link.pathname}?pedido=${link.searchParams.get("pedido")}&chave=${link.searchParams.get("chave")}`);
    const other = await page.context().browser()!.newContext();
    const elsewhere = await other.newPage();
    await elsewhere.goto(`${link.origin}${link.pathname}?pedido=${link.searchParams.get("pedido")}&chave=${link.searchParams.get("chave")}`);
    await expect(elsewhere.getByText(number).first()).toBeVisible();
    await other.close();

    // 'Criar conta' after paying: the e-mail filled in, a password, and the account exists (signed in).
    await offer.getByLabel("Nova senha").fill("Segura#2026");
    await offer.getByLabel("Confirmar senha").fill("Segura#2026");
    await offer.getByRole("button", { name: "Criar conta" }).click();
    await expect(page.getByText(`Conta criada. Enviámos um e-mail para ${email}`)).toBeVisible();
    const account = (await (await page.request.get("/api/account/me")).json()) as { user?: { email: string } };
    expect(account.user?.email).toBe(email);
  });

  test("a guest without a pre-registration on the profile step is told so and sent back to the e-mail step", async ({ page, request }) => {
    const p = await someProduct(request);
    await addToCartAndCheckout(page, p.id);
    await page.goto("/checkout/profile");
    await expect(page.getByText("Dados de pré-cadastro não encontrados. Redirecionando...")).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\/email$/);
  });
});
