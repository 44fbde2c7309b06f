import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { apiJson, findProducts } from "./support/catalog";
import { test } from "./support/fixtures";

/** GPSR art. 19 (decisions/0016): the product page shows who made the product, who answers for it in the EU, its identification and warnings. */

interface Party {
  name: string;
  address: string;
  contact: string;
}
interface Detail {
  id: number;
  name: string;
  sku: string;
  variants: { sku: string; size: string | null; color: string | null; stockQuantity: number }[];
  options: { sizes: string[]; colors: string[] };
  safety: { manufacturer: (Party & { country: string }) | null; euResponsible: Party | null; model: string | null; gtin: string | null; warnings: string[] };
}
interface Listing {
  items: { id: number; name: string }[];
}

const detail = async (request: APIRequestContext, id: number) => (await apiJson<{ product: Detail }>(request, `/api/products/${id}`)).product;

/** The first product of these listing/search answers whose detail satisfies the predicate. */
async function firstDetail(request: APIRequestContext, path: string, pred: (d: Detail) => boolean) {
  for (const item of (await apiJson<Listing>(request, path)).items) {
    const d = await detail(request, item.id);
    if (pred(d)) return d;
  }
  throw new Error(`no product in ${path} matches`);
}

const section = (page: Page) => page.getByRole("region", { name: "Segurança e informação do produto" });

test.describe("product safety information", () => {
  test("a toy with small parts shows its manufacturer and the 36-month warning", async ({ page, request }) => {
    const toy = await firstDetail(request, "/api/products/search?q=blocos%20encaixe&limit=20", (d) =>
      d.safety.warnings.some((w) => w.includes("menos de 36 meses")),
    );
    await page.goto(`/produto/${toy.id}`);
    const info = section(page);
    await info.scrollIntoViewIfNeeded();
    await expect(info.getByRole("list", { name: "Avisos de segurança" }).getByRole("listitem").first()).toHaveText(
      "Atenção: não adequado a crianças com menos de 36 meses. Contém peças pequenas que podem ser engolidas.",
    );
    const maker = info.getByRole("region", { name: "Fabricante" });
    await expect(maker).toContainText(toy.safety.manufacturer!.name);
    await expect(maker).toContainText(toy.safety.manufacturer!.address.split("\n")[0]!);
    await expect(maker.getByRole("link", { name: toy.safety.manufacturer!.contact })).toBeVisible();
    await expect(info).toContainText(toy.safety.gtin!);
    await expect(info).toContainText(toy.safety.model!);
    await expect(info.getByRole("region", { name: "Pessoa responsável na UE" })).toHaveCount(toy.safety.euResponsible ? 1 : 0);
  });

  test("a product of a manufacturer outside the EU names the EU responsible person", async ({ page, request }) => {
    const product = await firstDetail(request, "/api/products/search?q=nuvem&limit=20", (d) => d.safety.euResponsible !== null);
    await page.goto(`/produto/${product.id}`);
    const eu = section(page).getByRole("region", { name: "Pessoa responsável na UE" });
    await eu.scrollIntoViewIfNeeded();
    await expect(eu).toContainText(product.safety.euResponsible!.name);
    await expect(eu).toContainText(/Espanha|Portugal/);
    await expect(eu.getByRole("link", { name: product.safety.euResponsible!.contact })).toHaveAttribute("href", /^mailto:/);
    await expect(section(page).getByRole("region", { name: "Fabricante" })).toContainText(product.safety.manufacturer!.name);
  });

  test("a product without specific warnings shows none, but its manufacturer", async ({ page, request }) => {
    const product = await firstDetail(request, "/api/products/search?q=cubo%20atividades&limit=20", (d) => d.safety.warnings.length === 0);
    await page.goto(`/produto/${product.id}`);
    await expect(section(page).getByRole("region", { name: "Fabricante" })).toContainText(product.safety.manufacturer!.name);
    await expect(section(page).getByRole("list", { name: "Avisos de segurança" })).toHaveCount(0);
  });

  test("the reference shown is the chosen size's", async ({ page, request }) => {
    const candidates = await findProducts(request, (p) => p.variantCount >= 4 && p.stockQuantity > 10, 20, { withOptions: true });
    let chosen: { product: Detail; color: string | null; sizes: Detail["variants"] } | undefined;
    for (const c of candidates) {
      const d = await detail(request, c.id);
      const color = d.options.colors[0] ?? null;
      const sizes = d.variants.filter((v) => v.color === color && v.size !== null && v.stockQuantity > 0);
      if (sizes.length >= 2) {
        chosen = { product: d, color, sizes };
        break;
      }
    }
    const { product, color, sizes } = chosen!;
    const [first, second] = [sizes[0]!, sizes[1]!];
    await page.goto(`/produto/${product.id}`);
    const reference = section(page).getByRole("definition").first();
    for (const v of [first, second]) {
      await page
        .getByRole("group", { name: /^Tamanho/ })
        .getByRole("radio", { name: v.size!, exact: true })
        .check();
      if (color) await page.getByRole("group", { name: /^Cor/ }).getByRole("radio", { name: color, exact: true }).check();
      await expect(reference).toHaveText(v.sku);
    }
    expect(first.sku).not.toBe(second.sku);
  });
});
