import { expect, type Locator, type Page } from "@playwright/test";
import { ownClient, signedInCustomer, uniqueEmail } from "./support/accounts";
import { euro, findProducts } from "./support/catalog";
import { test } from "./support/fixtures";

/** Footer link → path, the page's h1 and a piece of its own content. */
const PAGES: [string, string, string, RegExp][] = [
  ["Contacte-nos", "/contacto", "Contacte-nos", /Enviar uma mensagem/],
  ["Envios e Entregas", "/envios-entregas", "Envios e Entregas", /fora do território de IVA da União Europeia.*IGIC.*IPSI/],
  ["Trocas e Devoluções", "/trocas-devolucoes", "Trocas e Devoluções", /14 dias para desistir da compra.*Reembolso em até 14 dias/s],
  ["Perguntas Frequentes", "/perguntas-frequentes", "Perguntas Frequentes", /Que formas de pagamento aceitam\?/],
  ["Sobre Nós", "/sobre-nos", "Sobre Nós", /NIPC 500000000/],
  ["Termos e Condições", "/termos-condicoes", "Termos e Condições", /Lei 144\/2015/],
  ["Política de Privacidade", "/politica-privacidade", "Política de Privacidade", /portabilidade.*Comissão Nacional de Proteção de Dados \(CNPD\)/s],
  ["Política de Cookies", "/cookies", "Política de Cookies", /não lhe pedimos consentimento.*prereg.*mae-bebe-cart.*mae-bebe-checkout/s],
  ["Acessibilidade", "/acessibilidade", "Declaração de Acessibilidade", /WCAG\) 2\.1, nível AA/],
];

const footer = (page: Page) => page.getByRole("contentinfo");

async function expectComplaintsBook(page: Page) {
  const badge = footer(page).getByRole("link", { name: "Livro de Reclamações Eletrónico (abre noutro separador)" });
  await expect(badge).toHaveAttribute("href", "https://www.livroreclamacoes.pt/Inicio/");
  await expect(badge).toHaveAttribute("target", "_blank");
  await expect(badge).toContainText("Livro de Reclamações");
}

/** What the cart's calculator quotes for a destination: each option's name, delay and cost, as stored when chosen. */
async function quotedInCart(page: Page, drawer: Locator, country: string, postalCode: string) {
  await drawer.getByRole("combobox", { name: "País" }).click();
  await page.getByRole("option", { name: country }).click();
  await drawer.getByRole("textbox", { name: "Código postal" }).fill(postalCode);
  await drawer.getByRole("button", { name: "Calcular" }).click();
  const radios = drawer.getByRole("radio");
  await expect(radios.first()).toBeVisible();
  const quoted: { name: string; delay: string; cost: number }[] = [];
  for (let i = 0; i < (await radios.count()); i++) {
    await radios.nth(i).check();
    const s = await page.evaluate(() => JSON.parse(localStorage.getItem("mae-bebe-shipping") ?? "null"));
    quoted.push({ name: s.selectedShippingName, delay: s.selectedShippingDelay, cost: s.selectedShippingCost });
  }
  return quoted;
}

test.describe("information pages and footer", () => {
  test("every footer link opens its page: title, breadcrumb, heading and its content", async ({ page }) => {
    await page.goto("/");
    for (const [link, path, heading, content] of PAGES) {
      await footer(page).getByRole("link", { name: link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(`${heading} | Mãe & Bebé`);
      await expect(page.getByRole("navigation", { name: "Trilho de navegação" })).toContainText(heading);
      await expect(page.locator("main")).toContainText(content);
    }
  });

  test("the footer: payment methods the shop takes, the ADR entity, the seller, this year's copyright, no ODR platform link", async ({ page }) => {
    await page.goto("/");
    const f = footer(page);
    await expect(f.getByRole("listitem").filter({ hasText: /^(Visa|Mastercard|MB WAY|Multibanco|PAYPAL|PayPal)$/ })).toHaveText([
      "Visa",
      "Mastercard",
      "MB WAY",
      "Multibanco",
    ]);
    await expect(f).toContainText("CNIACC — Centro Nacional de Informação e Arbitragem de Conflitos de Consumo (Lei 144/2015)");
    await expect(f.getByRole("link", { name: /cniacc\.pt/ })).toHaveAttribute("href", "https://www.cniacc.pt");
    await expect(f).toContainText("Mãe & Bebé, Lda. (dados de demonstração) · NIPC 500000000");
    await expect(f.locator('a[href*="ec.europa.eu"]')).toHaveCount(0);
    await expect(f).toContainText(`© ${new Date().getUTCFullYear()} Mãe & Bebé. Todos os direitos reservados.`);
  });

  test("the complaints book is in the footer of home, a product page, the checkout and an account page", async ({ page, request }) => {
    await page.goto("/");
    await expectComplaintsBook(page);
    const [p] = await findProducts(request, (x) => x.stockQuantity >= 3);
    await page.goto(`/produto/${p!.id}`);
    await expectComplaintsBook(page);
    await page.getByRole("button", { name: "Adicionar ao Carrinho" }).click();
    await page.goto("/checkout");
    await expect(page).toHaveURL(/\/checkout/);
    await expectComplaintsBook(page);
    await signedInCustomer(page, uniqueEmail("livro"));
    await page.goto("/minha-conta");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectComplaintsBook(page);
  });

  test("the shipping page shows what the cart's calculator quotes for a PT and an ES postal code", async ({ page, request }) => {
    await ownClient(page);
    const [p] = await findProducts(request, (x) => x.stockQuantity >= 3);
    await page.goto(`/produto/${p!.id}`);
    await page.getByRole("button", { name: "Adicionar ao Carrinho" }).click();
    await page
      .getByRole("banner")
      .getByRole("button", { name: /^Carrinho de compras/ })
      .click();
    const drawer = page.getByRole("dialog", { name: "Carrinho de Compras" });
    const pt = await quotedInCart(page, drawer, "PT Portugal", "1000-001");
    const es = await quotedInCart(page, drawer, "ES Espanha", "28001");
    expect(pt.length).toBeGreaterThan(0);
    expect(es.length).toBeGreaterThan(0);

    await page.goto("/envios-entregas");
    for (const [zone, quoted] of [
      ["Portugal continental", pt],
      ["Espanha peninsular", es],
    ] as const) {
      const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: zone, exact: true }) });
      await expect(card.getByRole("definition")).toHaveCount(quoted.length);
      for (const q of quoted) {
        const row = card.locator("div").filter({ has: page.getByRole("term").filter({ hasText: q.name }) });
        await expect(row.getByRole("term")).toContainText(q.delay);
        await expect(row.getByRole("definition")).toHaveText(euro(q.cost));
      }
    }
    // Only where the checkout delivers (issue 44): Portugal's and Spain's zones, no 'Outros países' it never offers.
    const zones = page.getByRole("region", { name: "Zonas, custos e prazos" }).getByRole("heading", { level: 3 });
    await expect(zones).toHaveText([
      "Portugal continental",
      "Madeira (códigos postais 9000 a 9499)",
      "Açores (códigos postais 9500 a 9999)",
      "Espanha peninsular",
      "Ilhas Baleares (códigos postais 07)",
      "Ilhas Canárias (códigos postais 35 e 38)",
      "Ceuta e Melilla (códigos postais 51 e 52)",
    ]);
    await expect(page.getByText(/Outros países|Envio Internacional/)).toHaveCount(0);
    await page.goto("/es/envios-entregas");
    await expect(page.getByRole("region", { name: "Zonas, gastos y plazos" }).getByRole("heading", { level: 3 })).toHaveCount(7);
    await expect(page.getByText(/Otros países|Envío internacional/i)).toHaveCount(0);
  });

  test("contact form: the message reaches the shop's inbox", async ({ page, request }) => {
    await ownClient(page);
    await page.goto("/contacto");
    const form = page.getByRole("form", { name: "Enviar uma mensagem" });
    await expect(form.getByRole("link", { name: "Política de Privacidade" })).toHaveAttribute("href", "/politica-privacidade");
    const token = `REF-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
    await form.getByLabel("Nome").fill("Joana Pires");
    await form.getByLabel("E-mail").fill("joana.pires@exemplo.pt");
    await form.getByLabel("Assunto").fill("Troca de tamanho");
    await form.getByLabel("Mensagem").fill(`Olá, queria trocar o body pelo tamanho seguinte. ${token}`);
    await form.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(page.getByText("Mensagem enviada. Obrigado!")).toBeVisible();
    await expect(form.getByLabel("Nome")).toHaveValue("");
    await expect
      .poll(async () => {
        const { emails } = (await (await request.get("/api/dev/outbox")).json()) as { emails: { to: string; subject: string; text: string }[] };
        return emails.find((m) => m.text.includes(token));
      })
      .toMatchObject({ to: "apoio@exemplo.pt", subject: "Contacto pelo site: Troca de tamanho", text: expect.stringContaining("joana.pires@exemplo.pt") });
  });

  test("contact form: bad input shows each field's error and sends nothing", async ({ page }) => {
    await page.goto("/contacto");
    const sent: string[] = [];
    page.on("request", (r) => r.url().includes("/api/contact") && sent.push(r.url()));
    const form = page.getByRole("form", { name: "Enviar uma mensagem" });
    await form.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(form.getByText("Indique o seu nome")).toBeVisible();
    await expect(form.getByText("Por favor, digite um e-mail válido")).toBeVisible();
    await expect(form.getByText("Indique o assunto")).toBeVisible();
    await expect(form.getByText("Escreva a sua mensagem (pelo menos 10 caracteres)")).toBeVisible();
    await expect(form.getByLabel("Nome")).toHaveAttribute("aria-invalid", "true");
    await form.getByLabel("Nome").fill("Joana");
    await form.getByLabel("E-mail").fill("joana@");
    await form.getByLabel("Assunto").fill("Dúvida");
    await form.getByLabel("Mensagem").fill("curta");
    await form.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(form.getByText("Indique o seu nome")).toHaveCount(0);
    await expect(form.getByText("Por favor, digite um e-mail válido")).toBeVisible();
    await expect(form.getByText("Escreva a sua mensagem (pelo menos 10 caracteres)")).toBeVisible();
    expect(sent).toEqual([]);
  });
});
