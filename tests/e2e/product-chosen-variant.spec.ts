import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { imageUrl } from "../../shared/product-card";
import { apiJson, euro, findProducts } from "./support/catalog";
import { test } from "./support/fixtures";
import { optionGroup } from "./support/locators";

/** The product page follows the chosen variant (issue 30 item 12); on a phone its first screen sells (item 13). */
interface Variant {
  id: number;
  size: string | null;
  color: string | null;
  priceCents: number;
  salePriceCents: number | null;
  stockQuantity: number;
  images: string[];
}
interface Detail {
  id: number;
  name: string;
  images: string[];
  priceCents: number;
  salePriceCents: number | null;
  priceVaries: boolean;
  variants: Variant[];
  options: { sizes: string[]; colors: string[] };
}

/** A product in two or more colours whose second colour has a picture of its own and a size in stock. */
async function inColors(request: APIRequestContext) {
  const candidates = await findProducts(request, (p) => p.variantCount >= 4 && p.stockQuantity > 5, 40, { withOptions: true });
  for (const c of candidates) {
    const { product } = await apiJson<{ product: Detail }>(request, `/api/products/${c.id}`);
    const [first, second] = product.options.colors;
    if (!first || !second) continue;
    const inSecond = product.variants.find((v) => v.color === second && v.stockQuantity > 0 && v.images.length > 0);
    if (inSecond && !product.images.includes(inSecond.images[0]!)) return { product, first, second, inSecond };
  }
  throw new Error("no product in two colours with a picture of the second");
}

/** The carousel's first picture: the one named as the product (the others say which image they are). */
const mainImage = (page: Page, name: string) => page.getByRole("region", { name, exact: true }).getByRole("img", { name, exact: true });

test.describe("the product page follows the chosen variant", () => {
  test("a colour chosen changes the description's colour and the pictures; the toast names size and colour", async ({ page, request }) => {
    const { product, first, second, inSecond } = await inColors(request);
    await page.goto(`/produto/${product.id}`);
    const description = page.getByRole("region", { name: "Descrição" });
    await expect(description).toContainText(`Cores: ${product.options.colors.join(", ")}`);
    await expect(mainImage(page, product.name)).toHaveAttribute("src", imageUrl(product.images[0]));

    // The second colour, before any size: its own picture leads, the description says it.
    await optionGroup(page, "Cor").getByRole("radio", { name: second, exact: true }).check();
    await expect(description).toContainText(`Cor: ${second}`);
    await expect(description).not.toContainText(`Cor: ${first}`);
    await expect(mainImage(page, product.name)).toHaveAttribute("src", imageUrl(inSecond.images[0]));

    // Back to the first colour: the product's own pictures again, as the page opened.
    await optionGroup(page, "Cor").getByRole("radio", { name: first, exact: true }).check();
    await expect(description).toContainText(`Cor: ${first}`);
    await expect(mainImage(page, product.name)).toHaveAttribute("src", imageUrl(product.images[0]));

    await optionGroup(page, "Cor").getByRole("radio", { name: second, exact: true }).check();
    await optionGroup(page, "Tamanho").getByRole("radio", { name: inSecond.size!, exact: true }).check();
    await expect(mainImage(page, product.name)).toHaveAttribute("src", imageUrl(inSecond.images[0]));
    await page.getByRole("button", { name: "Adicionar ao Carrinho" }).click();
    await expect(page.getByText(`1x ${product.name} — ${inSecond.size}, ${second} foi adicionado ao carrinho.`)).toBeVisible();
  });

  test("a shared link to a colour opens with its picture and its colour in the description, drawn by the worker too", async ({ page, request, browser }) => {
    const { product, second, inSecond } = await inColors(request);
    const path = `/produto/${product.id}?cor=${encodeURIComponent(second)}`;
    // The worker's drawing alone (no scripts), then the app that takes it over: the same picture and colour.
    const drawn = await browser.newContext({ ...test.info().project.use, javaScriptEnabled: false });
    const still = await drawn.newPage();
    await still.goto(path);
    await expect(mainImage(still, product.name)).toHaveAttribute("src", imageUrl(inSecond.images[0]));
    await expect(still.getByRole("region", { name: "Descrição" })).toContainText(`Cor: ${second}`);
    await drawn.close();
    await page.goto(path);
    await expect(mainImage(page, product.name)).toHaveAttribute("src", imageUrl(inSecond.images[0]));
    await expect(page.getByRole("region", { name: "Descrição" })).toContainText(`Cor: ${second}`);
  });
});

/** The top and bottom of each box, which must lie within the window's height. */
async function boxes(locators: Locator[]) {
  return Promise.all(
    locators.map(async (l) => {
      const box = await l.boundingBox();
      if (!box) throw new Error(`${l} has no box`);
      return { top: Math.round(box.y), bottom: Math.round(box.y + box.height) };
    }),
  );
}

test.describe("the first screen", () => {
  test("the name, the price and 'Adicionar ao Carrinho' are on it, at once and in the worker's drawing, also on a phone @phone", async ({
    page,
    request,
    browser,
  }) => {
    // The longest first screen: a product with sizes and colours to choose.
    const { product } = await inColors(request);
    const price = euro(product.priceVaries ? product.priceCents : (product.salePriceCents ?? product.priceCents));
    const parts = (p: Page) => [
      p.getByRole("heading", { level: 1, name: product.name }),
      p.getByRole("main").getByText(price).first(),
      p.getByRole("button", { name: "Adicionar ao Carrinho" }),
    ];
    const height = page.viewportSize()!.height;

    const drawn = await browser.newContext({ ...test.info().project.use, javaScriptEnabled: false });
    const still = await drawn.newPage();
    await still.goto(`/produto/${product.id}`);
    const before = await boxes(parts(still));
    await drawn.close();

    await page.goto(`/produto/${product.id}`);
    const after = await boxes(parts(page));
    for (const box of after) {
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(height);
    }
    // No jump when the app takes the drawn page over.
    expect(after).toEqual(before);
    // The button is not under anything else: a tap at its centre reaches it.
    const add = parts(page)[2]!;
    await expect(add).toBeInViewport({ ratio: 1 });
    const hit = await add.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    });
    expect(hit).toBe(true);
  });

  test("on a phone the add button stays at the screen's foot while the product is read @phone-only", async ({ page, request }) => {
    const { product } = await inColors(request);
    await page.goto(`/produto/${product.id}`);
    // The product's details at the top of the screen: the name, the pictures and the description are above it.
    await page.getByRole("heading", { name: "Detalhes do produto" }).evaluate((el) => el.scrollIntoView({ block: "start" }));
    await expect(page.getByRole("heading", { name: "Descrição", exact: true })).not.toBeInViewport();
    await expect(page.getByRole("button", { name: "Adicionar ao Carrinho" })).toBeInViewport({ ratio: 1 });
  });
});
