import { expect } from "@playwright/test";
import { TESTIMONIAL_INTERVAL_MS } from "../../shared/constants";
import { lastMail } from "./support/accounts";
import { apiJson, scrollUntilVisible } from "./support/catalog";
import { test } from "./support/fixtures";

test.describe("home", () => {
  test("shows hero, six categories, benefits and 8 featured products @phone", async ({ page, request }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("Mãe & Bebé");
    await expect(page.getByRole("heading", { level: 1, name: "Tudo para sua maternidade com carinho e praticidade" })).toBeVisible();
    const categories = page.getByRole("region", { name: "Nossas Categorias" }).getByRole("link");
    await expect(categories).toHaveCount(6);
    await expect(page.getByRole("heading", { name: /Por que escolher/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Entrega rápida" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Qualidade premium" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Atendimento dedicado" })).toBeVisible();

    const featured = await apiJson(request, "/api/products/featured");
    const grid = page.getByRole("list", { name: "Produtos em Destaque" });
    await expect(grid.getByRole("article")).toHaveCount(8);
    await expect(grid.getByRole("article").first()).toContainText(featured.items[0].name);

    await page.getByRole("link", { name: "Descobrir Produtos" }).click();
    await expect(page).toHaveURL(/\/catalogo$/);
    await expect(page.getByRole("heading", { level: 1, name: "Catálogo" })).toBeVisible();
  });

  test("category cards open their pages", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("region", { name: "Nossas Categorias" })
      .getByRole("link", { name: /Sono e Conforto/ })
      .click();
    await expect(page).toHaveURL(/\/sono-conforto$/);
    await expect(page.getByRole("heading", { level: 1, name: "Sono e Conforto" })).toBeVisible();
  });

  test("testimonials are the newest real reviews, each with its own rating and product; they advance by themselves and loop", async ({ page, request }) => {
    const { items } = await apiJson(request, "/api/reviews/latest");
    expect(items.length).toBeGreaterThan(1); // the demo seed writes reviews from demo customers with demo orders
    expect(new Set(items.map((r: { rating: number }) => r.rating)).size).toBeGreaterThan(1); // not a chosen row of 5 stars
    await page.clock.install();
    await page.goto("/");
    const section = page.getByRole("region", { name: "O que dizem as nossas clientes" });
    await scrollUntilVisible(page, section);
    const figures = section.getByRole("figure");
    await expect(figures).toHaveCount(items.length);
    await expect(figures.first()).toContainText(items[0].body);
    await expect(figures.first()).toContainText(items[0].reviewer);
    await expect(figures.first().getByRole("img", { name: `${items[0].rating} de 5 estrelas` })).toBeAttached();
    await expect(figures.first().getByRole("link", { name: `Sobre: ${items[0].product.name}` })).toHaveAttribute("href", `/produto/${items[0].product.id}`);
    const current = section.locator('button[aria-current="true"]');
    await expect(current).toHaveAccessibleName("Ir para o depoimento 1");
    // Move the pointer away so the carousel is not paused by hover, then move the clock one period on.
    await page.mouse.move(0, 0);
    await page.locator("h1").focus();
    await page.clock.runFor(TESTIMONIAL_INTERVAL_MS);
    await expect(current).toHaveAccessibleName("Ir para o depoimento 2", { timeout: 1500 });
    // Loop: from the last one, next goes back to the first.
    await section.getByRole("button", { name: `Ir para o depoimento ${items.length}` }).click();
    await section.getByRole("button", { name: "Seguinte" }).click();
    await expect(current).toHaveAccessibleName("Ir para o depoimento 1");
  });

  test("with reduced motion the testimonials stay still until the shopper moves them", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/");
    const section = page.getByRole("region", { name: "O que dizem as nossas clientes" });
    await scrollUntilVisible(page, section);
    const current = section.locator('button[aria-current="true"]');
    await expect(current).toHaveAccessibleName("Ir para o depoimento 1");
    await page.mouse.move(0, 0);
    await page.locator("h1").focus();
    await page.clock.runFor(TESTIMONIAL_INTERVAL_MS * 3);
    await expect(current).toHaveAccessibleName("Ir para o depoimento 1");
    await section.getByRole("button", { name: "Seguinte" }).click();
    await expect(current).toHaveAccessibleName("Ir para o depoimento 2");
  });

  test("newsletter: invalid e-mail message, then a stored subscription", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: /10% de desconto/ });
    await scrollUntilVisible(page, section);
    const email = section.getByRole("textbox", { name: "O seu e-mail" });
    const consent = section.getByRole("checkbox", { name: /Aceito receber a newsletter/ });
    await expect(consent).not.toBeChecked();
    await expect(section.getByRole("link", { name: "Política de Privacidade" })).toHaveAttribute("href", "/politica-privacidade");
    await email.fill("nao-e-email");
    await consent.check();
    await section.getByRole("button", { name: "Subscrever" }).click();
    await expect(section.getByRole("alert")).toHaveText("Por favor, digite um e-mail válido");
    await email.fill(`mae.${Date.now()}@exemplo.pt`);
    await consent.uncheck();
    await section.getByRole("button", { name: "Subscrever" }).click();
    await expect(section.getByRole("alert")).toHaveText("Para subscrever, aceite receber a newsletter");
    await consent.check();
    await section.getByRole("button", { name: "Subscrever" }).click();
    await expect(section.getByText(/Subscrição confirmada/)).toBeVisible();
    await expect(email).toHaveValue("");
    await expect(consent).not.toBeChecked();
  });

  test("newsletter: the welcome e-mail carries a single-use 10% code for the first purchase", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: /10% de desconto/ });
    await scrollUntilVisible(page, section);
    const address = `cupao.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@exemplo.pt`;
    await section.getByRole("textbox", { name: "O seu e-mail" }).fill(address);
    await section.getByRole("checkbox", { name: /Aceito receber a newsletter/ }).check();
    await section.getByRole("button", { name: "Subscrever" }).click();
    await expect(section.getByText("Subscrição confirmada! Verifique o seu e-mail para receber o cupão de 10%.")).toBeVisible();
    const mail = await lastMail(page.request, address);
    expect(mail.text).toMatch(/BEMVINDO-[A-Z0-9]{10}/);
    expect(mail.text).toContain("10%");
    expect(mail.text).toMatch(/primeira compra/);
    expect(mail.text).toMatch(/uma única vez/);
  });

  test("newsletter: the field has a visible edge and readable text on the magenta band (WCAG AA)", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: /10% de desconto/ });
    await scrollUntilVisible(page, section);
    const email = section.getByRole("textbox", { name: "O seu e-mail" });
    await email.fill("mae@exemplo.pt");
    const c = await email.evaluate((input) => {
      // Any CSS colour (oklch, color-mix…) to sRGB through a canvas pixel.
      const ctx = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
      const rgba = (css: string) => {
        ctx.clearRect(0, 0, 1, 1);
        ctx.fillStyle = "#000";
        ctx.fillStyle = css;
        ctx.fillRect(0, 0, 1, 1);
        const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
        return [r!, g!, b!, a! / 255] as const;
      };
      const background = (el: Element | null): readonly [number, number, number, number] => {
        for (; el; el = el.parentElement) {
          const c = rgba(getComputedStyle(el).backgroundColor);
          if (c[3] > 0.5) return c;
        }
        return [255, 255, 255, 1];
      };
      const lum = ([r, g, b]: readonly number[]) => {
        const f = (raw: number) => {
          const v = raw / 255;
          return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
      };
      const ratio = (a: readonly number[], b: readonly number[]) => {
        const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
        return (hi! + 0.05) / (lo! + 0.05);
      };
      const style = getComputedStyle(input);
      const fieldBg = background(input);
      const around = background(input.parentElement);
      const borderWidth = parseFloat(style.borderTopWidth);
      const border = rgba(style.borderTopColor);
      return {
        text: ratio(rgba(style.color), fieldBg),
        placeholder: ratio(rgba(getComputedStyle(input, "::placeholder").color), fieldBg),
        // The field's edge: its own background against the band, or its border when it has one.
        edge: Math.max(ratio(fieldBg, around), borderWidth >= 1 && border[3] > 0.5 ? ratio(border, around) : 1),
      };
    });
    expect(c.text).toBeGreaterThanOrEqual(4.5);
    expect(c.placeholder).toBeGreaterThanOrEqual(4.5);
    expect(c.edge).toBeGreaterThanOrEqual(3);
  });
});
