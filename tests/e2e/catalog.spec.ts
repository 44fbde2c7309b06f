import { expect } from "@playwright/test";
import { copy } from "../../shared/copy";
import { announcesReduction, apiJson, cardOf, euro, findProducts, productCards, type Summary } from "./support/catalog";
import { test } from "./support/fixtures";

test.describe("category pages", () => {
  test("category page: count, chips that toggle, 'Todos os Produtos' clears", async ({ page, request }) => {
    const all = await apiJson(request, "/api/products?category=sono-conforto");
    const sub = await apiJson(request, "/api/products?category=sono-conforto&subcategory=berco-portatil");
    await page.goto("/sono-conforto");
    await expect(page).toHaveTitle("Sono e Conforto | Mãe & Bebé");
    await expect(page.getByText(`${all.total} produtos encontrados`)).toBeVisible();
    const chip = page.getByRole("button", { name: "Berço Portátil", exact: true });
    await chip.click();
    await expect(chip).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(/sub=berco-portatil/);
    await expect(page.getByText(`${sub.total} produtos encontrados`)).toBeVisible();
    await chip.click();
    await expect(page.getByText(`${all.total} produtos encontrados`)).toBeVisible();
    await chip.click();
    await page.getByRole("button", { name: "Todos os Produtos" }).click();
    await expect(page).not.toHaveURL(/sub=/);
    await expect(page.getByRole("button", { name: "Todos os Produtos" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText(`Mostrando ${all.total} de ${all.total} produtos`)).toBeVisible();
    await expect(page.getByText("Você viu todos os produtos disponíveis")).toBeVisible();
  });

  test("sort select orders by price and lives in the URL", async ({ page, request }) => {
    const cheapest = (await apiJson(request, "/api/products?category=banho-cuidados&sort=price-low")).items[0];
    await page.goto("/banho-cuidados");
    await page.getByRole("combobox", { name: "Ordenar por" }).click();
    await expect(page.getByRole("option")).toHaveText(["Em destaque", "Preço menor para maior", "Preço maior para menor", "Mais vendidos"]);
    await page.getByRole("option", { name: "Preço menor para maior" }).click();
    await expect(page).toHaveURL(/sort=price-low/);
    await expect(productCards(page).first()).toContainText(cheapest.name);
    // Cheapest first among what can be bought; the sold-out products follow (decisions/0053), themselves by price.
    const cards = await productCards(page).all();
    const shown = await Promise.all(
      cards.map(async (card) => ({
        price: Number((await card.locator(".text-brand-700.font-bold").innerText()).replace(/[^\d,]/g, "").replace(",", ".")),
        soldOut: (await card.getByText("Fora de Estoque").count()) > 0,
      })),
    );
    expect(shown.length).toBeGreaterThan(3);
    const firstSoldOut = shown.findIndex((c) => c.soldOut);
    if (firstSoldOut >= 0) expect(shown.slice(firstSoldOut).every((c) => c.soldOut)).toBe(true);
    for (const part of [shown.filter((c) => !c.soldOut), shown.filter((c) => c.soldOut)]) {
      const values = part.map((c) => c.price);
      expect([...values].sort((a, b) => a - b)).toEqual(values);
    }
    await page.reload();
    await expect(page.getByRole("combobox", { name: "Ordenar por" })).toHaveText(/Preço menor para maior/);
  });

  test("price filter: popover on desktop, Aplicar, active chip, Limpar, kept on reload", async ({ page, request }) => {
    await page.goto("/passeio-mobilidade");
    await page.getByRole("button", { name: "Filtros" }).click();
    const dialog = page.getByRole("dialog", { name: "Filtros" });
    await expect(dialog).toBeVisible();
    const minThumb = dialog.getByRole("slider", { name: "Preço mínimo" });
    const maxThumb = dialog.getByRole("slider", { name: "Preço máximo" });
    await expect(minThumb).toHaveAttribute("aria-valuemax", "200");
    await minThumb.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press("PageUp"); // Radix: PageUp moves 10 steps
    await maxThumb.focus();
    for (let i = 0; i < 10; i++) await page.keyboard.press("PageDown");
    await expect(dialog.getByText("50 € - 100 €")).toBeVisible();
    await dialog.getByRole("button", { name: "Aplicar" }).click();
    await expect(page).toHaveURL(/min=50&max=100/);
    const filtered = await apiJson(request, "/api/products?category=passeio-mobilidade&min=50&max=100");
    await expect(page.getByText(`${filtered.total} produtos encontrados`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Remover filtro de preço" })).toBeVisible();
    await page.reload();
    await expect(page.getByText(`${filtered.total} produtos encontrados`)).toBeVisible();
    await page.getByRole("button", { name: "Filtros" }).click();
    await page.getByRole("dialog", { name: "Filtros" }).getByRole("button", { name: "Limpar" }).click();
    await expect(page).not.toHaveURL(/min=/);
    await expect(page.getByRole("button", { name: "Remover filtro de preço" })).toHaveCount(0);
  });

  test("price filter opens as a side drawer on phones @phone @phone-only", async ({ page }) => {
    await page.goto("/passeio-mobilidade?min=20&max=60");
    await expect(page.getByText("20 € - 60 €")).toBeVisible();
    await page.getByRole("button", { name: "Filtros" }).click();
    const drawer = page.getByRole("dialog", { name: "Filtros" });
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box!.x).toBe(0);
    await drawer.getByRole("button", { name: "Limpar" }).click();
    await expect(drawer).toBeHidden();
    await expect(page).not.toHaveURL(/min=/);
  });

  test("catalogue: 16 skeletons first, pages of 52 within 1000 px of the bottom, 'Mostrando X de Y'", async ({ page, request }) => {
    const total = (await apiJson(request, "/api/products")).total;
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    await page.route("**/api/products?*page=1*", async (route) => {
      await gate;
      await route.continue();
    });
    // A page opened from the address bar arrives drawn with its first page (decisions/0022); one reached inside the shop loads it.
    await page.goto("/");
    await page.getByRole("navigation", { name: "Navegação principal" }).getByRole("link", { name: "Catálogo" }).click();
    await expect(page.getByTestId("product-skeleton")).toHaveCount(16);
    release();
    await expect(productCards(page)).toHaveCount(52);
    await expect(page.getByText(`Mostrando 52 de ${total} produtos`)).toBeVisible();
    await page.unroute("**/api/products?*page=1*");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight - window.innerHeight - 1500));
    await page.mouse.wheel(0, 600);
    await expect(productCards(page)).toHaveCount(104);
    await expect(page.getByText(`Mostrando 104 de ${total} produtos`)).toBeVisible();
    await expect(page.getByText("Você viu todos os produtos disponíveis")).toHaveCount(0);
  });

  test("shows 8 skeletons while loading more", async ({ page }) => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    await page.route("**/api/products?*page=2*", async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto("/catalogo");
    await expect(productCards(page)).toHaveCount(52);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByTestId("product-skeleton")).toHaveCount(8);
    release();
    await expect(productCards(page)).toHaveCount(104);
  });

  test("empty result and the load error with retry", async ({ page }) => {
    await page.goto("/roupinhas-moda-infantil?min=0&max=1");
    await expect(page.getByText("Nenhum produto encontrado.")).toBeVisible();

    await page.route("**/api/products?*", (route) => route.fulfill({ status: 503, body: "indisponível" }));
    // The first page comes inlined in the HTML (decisions/0019): the API is asked, and fails, once the sort changes.
    await page.goto("/enxoval");
    await expect(productCards(page).first()).toBeVisible();
    await page.getByRole("combobox", { name: "Ordenar por" }).click();
    await page.getByRole("option", { name: "Preço menor para maior" }).click();
    await expect(page.getByRole("alert")).toHaveText("Erro ao carregar produtos. Tente novamente.", { timeout: 15_000 });
    await page.unroute("**/api/products?*");
    await page.getByRole("button", { name: "Tentar novamente" }).click();
    await expect(productCards(page).first()).toBeVisible();
  });

  test("product cards: sale price with the struck 30-day reference price and the discount off it, the real rating or none (decisions/0017)", async ({
    page,
    request,
  }) => {
    await page.goto("/catalogo?sort=price-high");
    const body = await apiJson(request, "/api/products?sort=price-high");
    const card = productCards(page).first();
    await expect(card).toContainText(body.items[0].name);
    const first = body.items[0] as Summary;
    if (first.ratingAverage === null) await expect(card.getByRole("img", { name: /estrelas/ })).toHaveCount(0);
    else await expect(card.getByRole("img", { name: copy.reviews.starsLabel(first.ratingAverage, first.reviewCount) })).toBeVisible();
    const [reviewed] = await findProducts(request, (p) => p.reviewCount > 0);
    const [unreviewed] = await findProducts(request, (p) => p.reviewCount === 0);
    for (const [p, stars] of [
      [reviewed, 1],
      [unreviewed, 0],
    ] as const) {
      await page.goto(`/pesquisa?q=${encodeURIComponent(p!.name)}`);
      const c = cardOf(page, p!);
      await expect(c).toBeVisible();
      await expect(c.getByRole("img", { name: /de 5 estrelas/ })).toHaveCount(stars);
    }

    const [onSale] = await findProducts(request, announcesReduction);
    expect(onSale, "the catalogue has a product on sale below its 30-day low").toBeDefined();
    await page.goto(`/pesquisa?q=${encodeURIComponent(onSale!.name)}`);
    const saleCard = cardOf(page, onSale!);
    // EU Omnibus: struck through and the badge against the lowest price of the 30 days before the sale.
    const pct = Math.round((1 - onSale!.salePriceCents! / onSale!.referencePriceCents!) * 100);
    await expect(saleCard.locator("s")).toContainText(euro(onSale!.referencePriceCents!));
    await expect(saleCard).toContainText(`Preço mais baixo nos últimos 30 dias: ${euro(onSale!.referencePriceCents!)}`);
    await expect(saleCard).toContainText(euro(onSale!.salePriceCents!));
    await expect(saleCard).toContainText(`-${pct}%`);
  });

  test("an out-of-stock card says 'Fora de Estoque' with a disabled button instead of add to cart; others can be added", async ({
    page,
    request,
    shopData,
  }) => {
    const [oos, inStock] = await findProducts(request, (p) => p.stockQuantity >= 3, 2);
    await shopData.setStock(oos!.id, 0);
    await page.goto(`/pesquisa?q=${encodeURIComponent(oos!.name)}`);
    const card = cardOf(page, oos!);
    await expect(card.getByRole("button", { name: `${oos!.name}: Fora de Estoque` })).toBeDisabled();
    await expect(card.getByRole("button", { name: /ao carrinho$/ })).toHaveCount(0);
    await page.goto(`/pesquisa?q=${encodeURIComponent(inStock!.name)}`);
    const other = cardOf(page, inStock!);
    await expect(other.getByRole("button", { name: `Adicionar ${inStock!.name} ao carrinho` })).toBeEnabled();
    await expect(other).not.toContainText("Fora de Estoque");
  });

  test("cards in one row have the same height, prices and buttons aligned at the bottom @phone", async ({ page }) => {
    await page.goto("/catalogo");
    await expect(productCards(page)).toHaveCount(52);
    const boxes = await productCards(page).evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        // The card's action is its last control: the cart button, the disabled out-of-stock one, or the link to choose
        // a variant (a product sold in sizes); the favourite button comes first, the name link has no aria-label.
        const actions = el.querySelectorAll("button, a[aria-label]");
        const b = actions[actions.length - 1]!.getBoundingClientRect();
        return { top: Math.round(r.top + window.scrollY), height: Math.round(r.height), button: Math.round(b.bottom - r.top) };
      }),
    );
    const rows = new Map<number, typeof boxes>();
    for (const b of boxes) rows.set(b.top, [...(rows.get(b.top) ?? []), b]);
    expect(rows.size).toBeLessThan(boxes.length); // several cards per row
    for (const [top, row] of rows) {
      expect(new Set(row.map((b) => b.height)), `heights of the row at ${top}px`).toHaveProperty("size", 1);
      expect(new Set(row.map((b) => b.button)), `button positions of the row at ${top}px`).toHaveProperty("size", 1);
    }
  });
});

/** Old and English paths, and the pages that list one subcategory: each its own test, so a slow page cannot starve the rest. */
const ALIASES: { path: string; api: string; heading?: string; subcategoryPage?: boolean }[] = [
  { path: "/brinquedos-atividades", api: "category=brinquedos-diversao" },
  { path: "/brinquedos-diversao", api: "category=brinquedos-diversao" },
  { path: "/educational-toys", api: "subcategory=brinquedos-educativos", heading: "Brinquedos Educativos", subcategoryPage: true },
  { path: "/stroller-accessories", api: "subcategory=acessorios-passeio" },
  { path: "/feeding-hygiene", api: "category=alimentacao" },
  { path: "/alimentacao", api: "category=alimentacao" },
  { path: "/amamentacao-alimentacao", api: "category=alimentacao" },
  { path: "/baby-clothes", api: "category=roupas-bebe", heading: "Roupas de Bebé" },
  { path: "/banho-higiene", api: "category=banho-cuidados" },
  { path: "/enxoval", api: "category=enxoval" },
  { path: "/kit-enxoval-completo", api: "category=kit-enxoval-completo" },
  { path: "/roupinhas-moda-infantil", api: "category=roupinhas-moda-infantil" },
  { path: "/sono-conforto", api: "category=sono-conforto" },
  { path: "/passeio-mobilidade", api: "category=passeio-mobilidade" },
];

test.describe("aliases and the pages that list one subcategory or family", () => {
  for (const { path, api, heading, subcategoryPage } of ALIASES) {
    test(`${path} lists the products of ${api}`, async ({ page, request }) => {
      const expected = await apiJson(request, `/api/products?${api}`);
      expect(expected.total).toBeGreaterThan(0);
      await page.goto(path);
      if (heading) await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(`${expected.total} produtos encontrados`)).toBeVisible();
      await expect(productCards(page).first()).toContainText(expected.items[0].name);
      if (subcategoryPage) await expect(page.getByRole("button", { name: "Todos os Produtos" })).toHaveCount(0);
    });
  }
});
