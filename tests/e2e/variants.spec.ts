import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { axe } from "./support/a11y";
import { apiJson, cardOf, euro, findProducts } from "./support/catalog";
import { test } from "./support/fixtures";
import { cartButton, cartDrawer, optionGroup } from "./support/locators";
import { queryMainShop, sql } from "./support/servers";

/** Products sold in sizes and colours (issue 11), from the seeded demo catalogue. */
interface Variant {
  id: number;
  sku: string;
  size: string | null;
  color: string | null;
  packCount: number | null;
  priceCents: number;
  salePriceCents: number | null;
  stockQuantity: number;
}
interface Detail {
  id: number;
  name: string;
  variants: Variant[];
  options: { sizes: string[]; colors: string[] };
}

/** A clothing product with two colours and, in one colour, two sizes in stock (at least 3 each). */
async function clothing(request: APIRequestContext) {
  const candidates = await findProducts(request, (p) => p.variantCount >= 4 && p.stockQuantity > 10, 40, { withOptions: true });
  for (const c of candidates) {
    const { product } = await apiJson<{ product: Detail }>(request, `/api/products/${c.id}`);
    if (product.options.colors.length < 2) continue;
    const color = product.options.colors[0]!;
    const inColor = product.variants.filter((v) => v.color === color && v.stockQuantity >= 3);
    if (inColor.length >= 2) return { product, color, first: inColor[0]!, second: inColor[1]! };
  }
  throw new Error("no clothing product with two sizes in stock in one colour");
}

const paid = (v: Variant) => v.salePriceCents ?? v.priceCents;

async function choose(page: Page, size: string, color: string) {
  await optionGroup(page, "Tamanho").getByRole("radio", { name: size, exact: true }).check();
  await optionGroup(page, "Cor").getByRole("radio", { name: color, exact: true }).check();
}

test.describe("products with variants", () => {
  test("choose a size and a colour: URL, price, stock and sku follow; the cart line names them @phone", async ({ page, request }) => {
    const { product, color, first } = await clothing(request);
    await page.goto(`/produto/${product.id}`);
    await choose(page, first.size!, color);
    await expect.poll(() => new URL(page.url()).searchParams.get("tamanho")).toBe(first.size);
    await expect.poll(() => new URL(page.url()).searchParams.get("cor")).toBe(color);
    await expect(
      page
        .getByRole("main")
        .getByText(euro(paid(first)), { exact: true })
        .first(),
    ).toBeVisible();
    await expect(page.getByText(first.sku, { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Adicionar ao Carrinho" }).click();
    await expect(page.getByText("Produto adicionado!")).toBeVisible();
    // The toast names the chosen variant (issue 30 item 12).
    await expect(page.getByText(`1x ${product.name} — ${first.size}, ${color} foi adicionado ao carrinho.`)).toBeVisible();
    await cartButton(page).click();
    const line = cartDrawer(page).getByRole("listitem", { name: `${product.name}, ${first.size} · ${color}` });
    await expect(line).toContainText(`${first.size} · ${color}`);
    await expect(line).toContainText(euro(paid(first)));
  });

  test("adding without a size says so and puts the focus on the sizes", async ({ page, request }) => {
    const { product } = await clothing(request);
    await page.goto(`/produto/${product.id}`);
    await page.getByRole("button", { name: "Adicionar ao Carrinho" }).click();
    await expect(page.getByText("Escolha um tamanho.")).toBeVisible();
    await expect(optionGroup(page, "Tamanho").getByRole("radio").first()).toBeFocused();
    await expect(cartButton(page)).toHaveAccessibleName("Carrinho de compras");
  });

  test("on a 390 px phone the add bar fits the screen and the size error is not under it", async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { product } = await clothing(request);
    await page.goto(`/produto/${product.id}`);
    const add = page.getByRole("button", { name: "Adicionar ao Carrinho" });
    await expect(add).toBeVisible();
    const bar = add.locator("xpath=..");
    const barBox = (await bar.boundingBox())!;
    expect(barBox.x).toBeGreaterThanOrEqual(0);
    expect(barBox.x + barBox.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await add.click();
    const error = page.getByText("Escolha um tamanho.");
    await expect(error).toBeVisible();
    await expect
      .poll(async () => {
        const [e, b] = [(await error.boundingBox())!, (await bar.boundingBox())!];
        return e.y + e.height <= b.y;
      })
      .toBe(true);
  });

  test("a sold-out size is chosen by a click, marked 'esgotado': 'Avise-me' takes the add button's place, and the shopper subscribes @phone", async ({
    page,
    request,
    shopData,
  }) => {
    const { product, color, first, second } = await clothing(request);
    await shopData.setVariantStock(product.id, first.id, 0);
    await page.goto(`/produto/${product.id}`);
    await optionGroup(page, "Cor").getByRole("radio", { name: color, exact: true }).check();
    const soldOut = optionGroup(page, "Tamanho").getByRole("radio", { name: `${first.size} (esgotado)` });
    await expect(soldOut).toBeEnabled();
    // Marked on the chip itself, not only for screen readers.
    const chip = optionGroup(page, "Tamanho")
      .locator("label")
      .filter({ has: page.getByRole("radio", { name: `${first.size} (esgotado)` }) });
    await expect(chip.getByText("esgotado", { exact: true })).toBeVisible();
    await soldOut.click();
    await expect(soldOut).toBeChecked();
    await expect.poll(() => new URL(page.url()).searchParams.get("tamanho")).toBe(first.size);
    await expect(page.getByText(first.sku, { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Adicionar ao Carrinho" })).toHaveCount(0);
    const notify = page.getByRole("button", { name: "Avise-me quando voltar" });
    // On a phone in the bar held at the screen's foot, where the add button was.
    await expect(notify).toBeInViewport();
    await notify.click();
    const form = page.getByRole("form", { name: "Avisamos quando voltar" });
    await expect(form.getByLabel("O seu e-mail")).toBeFocused();
    const email = `tamanho.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@exemplo.pt`;
    await form.getByLabel("O seu e-mail").fill(email);
    await form.getByLabel(/^Aceito receber um e-mail/).check();
    await axe(page, "/produto/:id (avise-me, tamanho esgotado)");
    await form.getByRole("button", { name: "Avisar-me" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Combinado: enviamos um e-mail para ${email} quando voltar.` })).toBeVisible();
    const [rows] = await queryMainShop<{ variantId: number }>([sql`SELECT variant_id AS variantId FROM stock_alerts WHERE email = ${email};`]);
    expect(rows).toEqual([{ variantId: first.id }]);
    // Another size, in stock: the add button is back.
    await optionGroup(page, "Tamanho").getByRole("radio", { name: second.size!, exact: true }).check();
    await expect(page.getByRole("button", { name: "Adicionar ao Carrinho" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Avise-me quando voltar" })).toHaveCount(0);
  });

  test("'a partir de' on the card and the page quotes the lowest price in stock, not a sold-out size's", async ({ page, request, shopData }) => {
    // A product sold in packs or sizes at different prices; its cheapest variants sold out.
    const candidates = await findProducts(request, (p) => p.priceVaries && p.stockQuantity > 0, 4, { withOptions: true });
    let found: { product: Detail; cheapest: Variant[]; inStockLow: number } | undefined;
    for (const c of candidates) {
      const { product } = await apiJson<{ product: Detail }>(request, `/api/products/${c.id}`);
      const low = Math.min(...product.variants.map(paid));
      const cheapest = product.variants.filter((v) => paid(v) === low);
      const rest = product.variants.filter((v) => paid(v) !== low && v.stockQuantity > 0);
      if (rest.length > 0) {
        found = { product, cheapest, inStockLow: Math.min(...rest.map(paid)) };
        break;
      }
    }
    expect(found, "a product whose prices differ, with a dearer variant in stock").toBeDefined();
    const { product, cheapest, inStockLow } = found!;
    for (const v of cheapest) await shopData.setVariantStock(product.id, v.id, 0);
    await page.goto(`/pesquisa?q=${encodeURIComponent(product.name)}`);
    const card = cardOf(page, { id: product.id, name: product.name });
    await expect(card).toContainText("a partir de");
    await expect(card).toContainText(euro(inStockLow));
    await page.goto(`/produto/${product.id}`);
    const price = page.getByRole("main").getByText("a partir de", { exact: true }).locator("..");
    await expect(price).toContainText(euro(inStockLow));
  });

  test("a shared URL opens with its size and colour chosen", async ({ page, request }) => {
    const { product, color, second } = await clothing(request);
    await page.goto(`/produto/${product.id}?tamanho=${encodeURIComponent(second.size!)}&cor=${encodeURIComponent(color)}`);
    await expect(optionGroup(page, "Tamanho").getByRole("radio", { name: second.size!, exact: true })).toBeChecked();
    await expect(optionGroup(page, "Cor").getByRole("radio", { name: color, exact: true })).toBeChecked();
    await expect(page.getByText(second.sku, { exact: true })).toBeVisible();
  });

  test("two sizes of one product are two cart lines; when one sells out the other is still bought", async ({ page, request, shopData }) => {
    const { product, color, first, second } = await clothing(request);
    await page.goto(`/produto/${product.id}`);
    await choose(page, first.size!, color);
    await page.getByRole("button", { name: "Aumentar quantidade" }).click();
    await page.getByRole("button", { name: "Adicionar ao Carrinho" }).click();
    await choose(page, second.size!, color);
    await page.getByRole("button", { name: "Adicionar ao Carrinho" }).click();
    await expect(cartButton(page)).toHaveAccessibleName("Carrinho de compras, 3 itens");
    await cartButton(page).click();
    const lineA = cartDrawer(page).getByRole("listitem", { name: `${product.name}, ${first.size} · ${color}` });
    const lineB = cartDrawer(page).getByRole("listitem", { name: `${product.name}, ${second.size} · ${color}` });
    await expect(lineA.getByRole("group")).toContainText("2");
    await expect(lineB.getByRole("group")).toContainText("1");
    // Each line leads back to the product with its size and colour chosen.
    await expect(lineA.getByRole("link", { name: product.name })).toHaveAttribute("href", new RegExp(`/produto/${product.id}\\?tamanho=`));
    // Each line's controls say which size they change.
    await expect(lineA.getByRole("button", { name: `Remover ${product.name}, ${first.size} · ${color} do carrinho` })).toBeVisible();
    await page.keyboard.press("Escape");

    await shopData.setVariantStock(product.id, first.id, 0);
    await page.reload();
    await expect(page.getByText("O seu carrinho foi atualizado")).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName("Carrinho de compras, 1 item");
    await cartButton(page).click();
    await expect(lineA).toContainText("Fora de Estoque");
    await expect(lineB).not.toContainText("Fora de Estoque");
    await expect(cartDrawer(page).getByTestId("subtotal")).toHaveText(euro(paid(second)));
  });

  test("cards: 'Escolher opções' instead of adding, and 'a partir de' when the prices differ", async ({ page, request }) => {
    const [packs] = await findProducts(request, (p) => p.priceVaries && p.stockQuantity > 0, 1, { withOptions: true });
    await page.goto(`/pesquisa?q=${encodeURIComponent(packs!.name)}`);
    const card = cardOf(page, packs!);
    await expect(card).toContainText("a partir de");
    await expect(card).toContainText(euro(packs!.minPriceCents!));
    await expect(card.getByRole("button", { name: `Adicionar ${packs!.name} ao carrinho` })).toHaveCount(0);
    await card.getByRole("link", { name: `Escolher opções de ${packs!.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/produto/${packs!.id}$`));
    await expect(page.getByRole("group", { name: /^Embalagem/ })).toBeVisible();
  });

  test("a size chip narrows the listing and lives in the URL", async ({ page, request }) => {
    const { sizes } = await apiJson<{ sizes: string[] }>(request, "/api/categories/roupinhas-moda-infantil/sizes");
    const size = sizes[1]!;
    const expected = await apiJson<{ total: number }>(request, `/api/products?category=roupinhas-moda-infantil&size=${encodeURIComponent(size)}`);
    await page.goto("/roupinhas-moda-infantil");
    const chips = page.getByRole("group", { name: "Tamanho" });
    await chips.getByRole("button", { name: size, exact: true }).click();
    await expect(chips.getByRole("button", { name: size, exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(/tamanho=/);
    await expect(page.getByText(new RegExp(`de ${expected.total} produtos?`))).toBeVisible();
    await page.reload();
    await expect(chips.getByRole("button", { name: size, exact: true })).toHaveAttribute("aria-pressed", "true");
  });

  test("in a category of clothes and shoes, shoe numbers say what they measure", async ({ page, request }) => {
    const { sizes } = await apiJson<{ sizes: string[] }>(request, "/api/categories/roupinhas-moda-infantil/sizes");
    const shoe = sizes.find((s) => /^\d+$/.test(s));
    const clothing = sizes.find((s) => /meses|RN/.test(s));
    test.skip(!shoe || !clothing, "the demo category has no mix of clothes and shoes");
    await page.goto("/roupinhas-moda-infantil");
    const chips = page.getByRole("group", { name: "Tamanho" });
    await expect(chips.getByRole("button", { name: `Calçado ${shoe}`, exact: true })).toBeVisible();
    await expect(chips.getByRole("button", { name: clothing!, exact: true })).toBeVisible();
    await expect(chips.getByRole("button", { name: shoe!, exact: true })).toHaveCount(0);
    await chips.getByRole("button", { name: `Calçado ${shoe}`, exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("tamanho")).toBe(shoe);
  });

  test("a shared link with the last size shows that chip on screen, also on a phone @phone", async ({ page, request }) => {
    const { sizes } = await apiJson<{ sizes: string[] }>(request, "/api/categories/roupinhas-moda-infantil/sizes");
    const last = sizes.at(-1)!;
    const mixed = sizes.some((s) => /^\d+$/.test(s)) && sizes.some((s) => /meses|RN/.test(s));
    await page.goto(`/roupinhas-moda-infantil?tamanho=${encodeURIComponent(last)}`);
    const chip = page
      .getByRole("group", { name: "Tamanho" })
      .getByRole("button", { name: mixed && /^\d+$/.test(last) ? `Calçado ${last}` : last, exact: true });
    await expect(chip).toHaveAttribute("aria-pressed", "true");
    const width = page.viewportSize()!.width;
    await expect
      .poll(async () => {
        const box = (await chip.boundingBox())!;
        return box.x >= 0 && box.x + box.width <= width;
      })
      .toBe(true);
    // The page itself did not scroll sideways.
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
  });
});
