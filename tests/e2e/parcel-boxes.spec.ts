import { expect } from "@playwright/test";
import { parcelBoxesCopy } from "../../shared/copy/back-office/parcel-boxes";
import { shippingLabelsCopy } from "../../shared/copy/back-office/shipping-labels";
import { axe } from "./support/a11y";
import { signInAsOwner } from "./support/back-office";
import { test } from "./support/fixtures";
import { paidOrder } from "./support/orders";
import { MAIN_SHOP_URL } from "./support/servers";

/**
 * Issue 49: the shop's boxes are the owner's. On 'Definições' the owner adds a box (a side of 0 cm stays on its field),
 * changes it, creates a paid order's label in it (its size and weight go to the carrier, the label names the box), and
 * takes it out of use: the label form no longer offers it. Desktop and phone, axe on the section and its dialog. The box
 * is this run's own (a name nobody else uses) and is taken out of use at the end, whatever happens.
 */
const t = parcelBoxesCopy;
const l = shippingLabelsCopy;

test("the owner adds a box, labels a parcel in it and takes it out of use @phone", async ({ page }) => {
  test.slow();
  const order = await paidOrder(page, "caixa");
  const other = await paidOrder(page, "caixa-2");
  await signInAsOwner(page);
  const name = `Berço ${Date.now().toString(36).slice(-6)}`;
  try {
    await page.goto("/admin/definicoes");
    const section = page.getByRole("region", { name: t.title });
    await expect(section.getByRole("rowheader", { name: "Média" })).toBeVisible();
    await section.getByRole("button", { name: t.add }).click();
    const dialog = page.getByRole("dialog", { name: t.add });
    await dialog.getByLabel(t.name).fill(name);
    await dialog.getByLabel(t.lengthCm).fill("0");
    await dialog.getByLabel(t.widthCm).fill("70");
    await dialog.getByLabel(t.heightCm).fill("20");
    await dialog.getByLabel(t.tareGrams).fill("1800");
    await dialog.getByRole("button", { name: t.save }).click();
    await expect(dialog.getByText(t.errors.side)).toBeVisible();
    await expect(dialog.getByLabel(t.lengthCm)).toHaveAttribute("aria-invalid", "true");
    await axe(page, "/admin/definicoes with the box dialog");
    await dialog.getByLabel(t.lengthCm).fill("100");
    await dialog.getByRole("button", { name: t.save }).click();
    await expect(dialog).toHaveCount(0);
    await expect(section.getByRole("status").filter({ hasText: t.saved })).toBeVisible();
    const row = section.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
    await expect(row).toContainText(t.sizeCell({ lengthCm: 100, widthCm: 70, heightCm: 20 }));

    // A name in use: said on the name field, nothing changed.
    await row.getByRole("button", { name: t.editTitle(name) }).click();
    const edit = page.getByRole("dialog", { name: t.editTitle(name) });
    await edit.getByLabel(t.name).fill("média");
    await edit.getByRole("button", { name: t.save }).click();
    await expect(edit.getByText(t.errors.nameTaken)).toBeVisible();
    await edit.getByLabel(t.name).fill(name);
    await edit.getByLabel(t.lengthCm).fill("110");
    await edit.getByRole("button", { name: t.save }).click();
    await expect(edit).toHaveCount(0);
    await expect(row).toContainText(t.sizeCell({ lengthCm: 110, widthCm: 70, heightCm: 20 }));
    await axe(page, "/admin/definicoes with the boxes");

    // The label form offers it; the label bought names it.
    await page.goto(`/admin/encomendas/${order.orderId}`);
    const form = page.getByRole("form", { name: l.create });
    await form.getByRole("combobox", { name: l.box }).click();
    await page.getByRole("option", { name: t.option({ name, lengthCm: 110, widthCm: 70, heightCm: 20 }) }).click();
    await form.getByLabel(l.weight).fill("4200");
    await form.getByRole("button", { name: l.create }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Etiqueta criada/ })).toContainText(l.parcel(name, 4200));

    // Out of use: no longer offered (another paid order's form), gone from the list.
    await page.goto("/admin/definicoes");
    await page.getByRole("button", { name: t.retireLabel(name) }).click();
    await expect(page.getByRole("status").filter({ hasText: t.retired(name) })).toBeVisible();
    await expect(page.getByRole("rowheader", { name })).toHaveCount(0);
    await page.goto(`/admin/encomendas/${other.orderId}`);
    await page.getByRole("form", { name: l.create }).getByRole("combobox", { name: l.box }).click();
    await expect(page.getByRole("option", { name: /^Grande \(/ })).toBeVisible();
    await expect(page.getByRole("option", { name: new RegExp(`^${name}`) })).toHaveCount(0);
  } finally {
    const list = (await (await page.request.get("/api/admin/parcel-boxes")).json()) as { boxes: { id: string; name: string }[] };
    for (const b of list.boxes.filter((x) => x.name === name))
      await page.request.delete(`/api/admin/parcel-boxes/${b.id}`, { headers: { Origin: MAIN_SHOP_URL } });
  }
});
