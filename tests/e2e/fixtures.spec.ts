import { expect } from "@playwright/test";
import { apiJson, findProducts, type Summary } from "./support/catalog";
import { test } from "./support/fixtures";

// The second test checks what the first one's teardown did, so they run in order.
test.describe.configure({ mode: "serial" });

test.describe("shopData fixture", () => {
  let before: Summary;

  test("a test that changes a product and then fails…", async ({ request, shopData }) => {
    test.fail(); // on purpose: the restore must not depend on the test passing
    [before] = (await findProducts(request, (p) => p.stockQuantity >= 3 && p.priceCents > 100)) as [Summary];
    await shopData.change([{ id: before.id, stock: 1, priceCents: before.priceCents - 100 }]);
    const { product } = await apiJson(request, `/api/products/${before.id}`);
    expect(product).toMatchObject({ stockQuantity: 1, priceCents: before.priceCents - 100 });
    expect(before.id, "fails here, after the changes").toBe(-1);
  });

  test("…gets the product back as it was before its first change", async ({ request }) => {
    const { product } = await apiJson(request, `/api/products/${before.id}`);
    expect(product).toMatchObject({ id: before.id, stockQuantity: before.stockQuantity, priceCents: before.priceCents });
  });

  test("refuses values that are not whole numbers", async ({ shopData }) => {
    await expect(shopData.setStock(1, 1.5)).rejects.toThrow("not an integer for SQL");
    await expect(shopData.setStock(Number.NaN, 1)).rejects.toThrow("not an integer for SQL");
  });
});
