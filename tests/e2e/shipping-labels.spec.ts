import { expect } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { copy } from "../../shared/copy";
import { adminCopy } from "../../shared/copy/back-office/admin";
import { shippingLabelsCopy } from "../../shared/copy/back-office/shipping-labels";
import { axe } from "./support/a11y";
import { signInAsOwner } from "./support/back-office";
import { euro } from "./support/catalog";
import { test } from "./support/fixtures";
import { paidOrder } from "./support/orders";
import { mainShopSql } from "./support/servers";

// Issue 49: the owner creates a paid order's carrier label from its page (the development simulator: CTT Express),
// prints its PDF (10 × 15 cm), prepares the order and confirms the hand-over, which makes it ENVIADO with the label's code.
const t = shippingLabelsCopy;
const o = adminCopy.order;

test("the owner creates a paid order's label, opens its PDF and confirms the hand-over: ENVIADO with its tracking code @phone", async ({ page }) => {
  test.slow();
  const order = await paidOrder(page, "etiqueta");
  await signInAsOwner(page);
  await page.goto(`/admin/encomendas/${order.orderId}`);
  await expect(page.getByRole("heading", { name: o.title(order.number) })).toBeVisible();
  await expect(page.getByRole("heading", { name: t.title })).toBeVisible();
  await expect(page.getByText(t.simulator)).toBeVisible();

  // No weight on the demo's variants: the member is told to weigh the parcel; a weight of zero stays on its field.
  const form = page.getByRole("form", { name: t.create });
  await expect(form.getByText(t.weightUnknown)).toBeVisible();
  await form.getByRole("combobox", { name: t.box }).click();
  await page.getByRole("option", { name: /^Grande \(/ }).click();
  const weight = form.getByLabel(t.weight);
  await weight.fill("0");
  await form.getByRole("button", { name: t.create }).click();
  await expect(form.getByText(copy.orders.admin.labelWeightRange)).toBeVisible();
  await expect(weight).toHaveAttribute("aria-invalid", "true");
  await axe(page, "/admin/encomendas/:id with the label form");

  await weight.fill("2500");
  await form.getByRole("button", { name: t.create }).click();
  const made = page.getByRole("status").filter({ hasText: /^Etiqueta criada: CTT Expresso, EA\d{9}PT\./ });
  await expect(made).toBeVisible();
  // 2.5 kg counts as 3 with the simulator's CTT Express: 4,90 € and 0,60 € a kilo above the first.
  await expect(made).toContainText(t.cost(euro(610)));
  const trackingCode = (await made.textContent())!.match(/EA\d{9}PT/)![0];

  const print = page.getByRole("link", { name: t.print });
  const pdf = await page.request.get((await print.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const doc = await PDFDocument.load(await pdf.body());
  expect(doc.getPages().map((p) => Object.values(p.getSize()).map((v) => Math.round((v / 72) * 25.4)))).toEqual([[100, 150]]);
  await axe(page, "/admin/encomendas/:id with its label");

  // The hand-over comes once the order is being prepared; it sends the order with the label's carrier and code.
  await expect(page.getByRole("button", { name: t.handOver })).toHaveCount(0);
  await page.getByRole("button", { name: o.prepare }).click();
  await page.getByRole("button", { name: t.handOver }).click();
  await expect(page.getByText(copy.orderPages.status.shipped).first()).toBeVisible();
  await expect(page.getByRole("link", { name: o.tracking })).toHaveAttribute("href", new RegExp(trackingCode));
  await expect(page.getByRole("heading", { name: t.title })).toHaveCount(0);
});

test("the owner chooses two paid orders and creates their labels at once, then prints them together @phone", async ({ page }) => {
  test.slow();
  const orders = [await paidOrder(page, "lote-1"), await paidOrder(page, "lote-2")];
  const variants = [...new Set(orders.map((x) => x.line.variantId))];
  // Weighed variants: each parcel's weight comes from its lines and the box.
  for (const id of variants) await mainShopSql`UPDATE product_variants SET weight_grams = ${700} WHERE id = ${id}`;
  try {
    await signInAsOwner(page);
    await page.goto("/admin/encomendas");
    const a = adminCopy.orders;
    for (const order of orders) {
      await page.getByLabel(a.search).fill(order.email);
      await page.getByRole("button", { name: a.apply }).click();
      await page.getByRole("checkbox", { name: a.selectOrder(order.number) }).check();
    }
    await expect(page.getByText(a.chosen(2))).toBeVisible();
    await page.getByRole("button", { name: t.bulkCreate }).click();
    const dialog = page.getByRole("dialog", { name: t.bulkTitle(2) });
    await dialog.getByRole("combobox", { name: t.box }).click();
    await page.getByRole("option", { name: /^Média \(/ }).click();
    await axe(page, "/admin/encomendas with 'Criar etiquetas'");
    await dialog.getByRole("button", { name: t.bulkCreate }).click();
    await expect(dialog.getByRole("status")).toHaveText(t.bulkSummary(2, 0));
    for (const order of orders)
      await expect(dialog.getByRole("listitem").filter({ hasText: order.number })).toContainText(
        /Etiqueta criada: CTT Expresso, EA\d{9}PT\. Caixa Média, 1000 g\./,
      );
    const pdf = await page.request.get((await dialog.getByRole("link", { name: t.bulkPrint }).getAttribute("href"))!);
    expect(pdf.status()).toBe(200);
    expect((await PDFDocument.load(await pdf.body())).getPageCount()).toBe(2);
    await axe(page, "/admin/encomendas with the labels created");
  } finally {
    for (const id of variants) await mainShopSql`UPDATE product_variants SET weight_grams = ${null} WHERE id = ${id}`;
  }
});
