import { expect, type Locator, type Page } from "@playwright/test";
import { apiJson } from "./support/catalog";
import { test } from "./support/fixtures";

interface Category {
  slug: string;
  name: string;
  subcategories: { slug: string; name: string }[];
}

/** The three families the home page, footer and /catalogo do not link to, each with one subcategory (when it has any). */
const HIDDEN = [
  { name: "Enxoval", path: "/enxoval", sub: { name: "Mala de Maternidade", slug: "mala-maternidade" } },
  { name: "Kit Enxoval Completo", path: "/kit-enxoval-completo", sub: { name: "Cobertores e Mantas", slug: "cobertores-mantas" } },
  { name: "Roupas de Bebé", path: "/baby-clothes", sub: null },
] as const;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Every category and subcategory of /api/categories has a link in the open menu. */
async function expectEveryCategory(menu: Locator, categories: Category[], showSubs: (c: Category) => Promise<void>) {
  for (const c of categories) {
    await expect(menu.getByRole("link", { name: c.name, exact: true })).toBeVisible();
    await showSubs(c);
    for (const s of c.subcategories) await expect(menu.getByRole("link", { name: s.name, exact: true })).toBeVisible();
  }
}

async function expectListing(page: Page, path: string, title: string, sub?: { name: string; slug: string }) {
  await expect(page).toHaveURL(new RegExp(`${escapeRe(path)}${sub ? `\\?sub=${sub.slug}` : ""}$`));
  await expect(page.getByRole("heading", { level: 1, name: title, exact: true })).toBeVisible();
  if (sub) await expect(page.getByRole("group", { name: "Subcategorias" }).getByRole("button", { name: sub.name })).toHaveAttribute("aria-pressed", "true");
}

test.describe("header category menu", () => {
  test("desktop: 'Categorias' opens every category and subcategory; mouse and keyboard reach them", async ({ page, request }) => {
    const { categories } = await apiJson<{ categories: Category[] }>(request, "/api/categories");
    await page.goto("/");
    const trigger = page.getByRole("banner").getByRole("button", { name: "Categorias" });
    await trigger.click();
    const menu = page.getByRole("navigation", { name: "Categorias" });
    await expectEveryCategory(menu, categories, async () => {});

    for (const c of HIDDEN) {
      if (!(await menu.isVisible())) await trigger.click();
      await menu.getByRole("link", { name: c.name, exact: true }).click();
      await expect(menu).toBeHidden();
      await expectListing(page, c.path, c.name);
      if (c.sub) {
        await trigger.click();
        await menu.getByRole("link", { name: c.sub.name, exact: true }).click();
        await expectListing(page, c.path, c.name, c.sub);
      }
    }

    // Keyboard: Enter opens with focus on the first link, Tab walks the links, Escape closes and gives focus back, Enter follows a link.
    await page.goto("/");
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link").nth(1)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
    await page.keyboard.press("Enter");
    const enxoval = menu.getByRole("link", { name: "Enxoval", exact: true });
    for (let i = 0; i < 80 && !(await enxoval.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(enxoval).toBeFocused();
    await page.keyboard.press("Enter");
    await expectListing(page, "/enxoval", "Enxoval");
  });

  test("phone: one compact row; the menu sheet has Início, Catálogo and every category and subcategory @phone @phone-only", async ({ page, request }) => {
    const { categories } = await apiJson<{ categories: Category[] }>(request, "/api/categories");
    await page.goto("/sono-conforto");
    const header = page.getByRole("banner");
    const box = (await header.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(64);

    const openMenu = page.getByRole("button", { name: "Abrir menu" });
    await openMenu.click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await sheet.getByRole("link", { name: "Início" }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(openMenu).toBeFocused();

    await openMenu.click();
    await expect(sheet.getByRole("link", { name: "Catálogo" })).toBeVisible();
    await expectEveryCategory(sheet, categories, async (c) => {
      if (c.subcategories.length === 0) return;
      const toggle = sheet.getByRole("button", { name: `Subcategorias de ${c.name}`, exact: true });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
    });
    await sheet.getByRole("button", { name: "Fechar" }).click();
    await expect(sheet).toBeHidden();

    for (const c of HIDDEN) {
      await openMenu.click();
      await sheet.getByRole("link", { name: c.name, exact: true }).click();
      await expectListing(page, c.path, c.name);
      if (c.sub) {
        await openMenu.click();
        await sheet.getByRole("button", { name: `Subcategorias de ${c.name}`, exact: true }).click();
        await sheet.getByRole("link", { name: c.sub.name, exact: true }).click();
        await expectListing(page, c.path, c.name, c.sub);
      }
    }

    // Keyboard: Enter opens the sheet, Tab and Enter expand a family and follow a link, Escape closes.
    await openMenu.focus();
    await page.keyboard.press("Enter");
    await expect(sheet).toBeVisible();
    const toggle = sheet.getByRole("button", { name: "Subcategorias de Enxoval", exact: true });
    for (let i = 0; i < 40 && !(await toggle.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    const firstSub = categories.find((c) => c.name === "Enxoval")!.subcategories[0]!.name;
    await expect(sheet.getByRole("link", { name: firstSub, exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(openMenu).toBeFocused();
  });

  test("phone: the search icon opens the palette @phone @phone-only", async ({ page }) => {
    await page.goto("/");
    const search = page.getByRole("banner").getByRole("button", { name: "Pesquisar produtos" });
    const box = (await search.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(48);
    await search.click();
    await expect(page.getByRole("dialog", { name: "Pesquisar produtos" })).toBeVisible();
  });
});
