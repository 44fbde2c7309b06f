import { apiJson, findProducts, type Summary } from "./support/catalog";
import { expect, test } from "./support/fixtures";

// The second test checks what the first one's teardown did, so they run in order.
test.describe.configure({ mode: "serial" });

test.describe("shopData fixture", () => {
  let before: Summary;

  test("a test that changes a product and then fails…", async ({ request, shopData }) => {
    test.fail(); // on purpose: the restore must not depend on the test passing
    [before] = (await findProducts(request, (p) => p.stock_quantity >= 3 && p.price_cents > 100)) as [Summary];
    await shopData.change([{ id: before.id, stock: 1, priceCents: before.price_cents - 100 }]);
    const { product } = await apiJson(request, `/api/products/${before.id}`);
    expect(product).toMatchObject({ stock_quantity: 1, price_cents: before.price_cents - 100 });
    expect(before.id, "fails here, after the changes").toBe(-1);
  });

  test("…gets the product back as it was before its first change", async ({ request }) => {
    const { product } = await apiJson(request, `/api/products/${before.id}`);
    expect(product).toMatchObject({ id: before.id, stock_quantity: before.stock_quantity, price_cents: before.price_cents });
  });

  test("refuses values that are not whole numbers", async ({ shopData }) => {
    await expect(shopData.setStock(1, 1.5)).rejects.toThrow("not an integer for SQL");
    await expect(shopData.setStock(Number.NaN, 1)).rejects.toThrow("not an integer for SQL");
  });
});
