import { env } from "cloudflare:workers";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { shopSettingsCopy } from "../../shared/copy/back-office/shop-settings";
import { freeDeliveryZone } from "../../shared/free-delivery";
import { OWNER, person } from "./setup/admin";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { customerWithAddress, variantOf } from "./setup/checkout";
import { api } from "./setup/request";
import { supplier } from "./setup/supplier-mock";

/**
 * Issue 47: free delivery above an amount per zone, set by the owner in the shop's settings. The quote makes its cheapest
 * option free once the goods reach the zone's amount (the order charges what the quote says); other zones keep their
 * rates; the amounts are public (GET /api/shop-info) for the cart drawer's 'Faltam … para portes grátis'.
 * The supplier answers CTT-N 4,50 € and GLS-EXP 9,90 € (tests/worker/setup/supplier-mock.ts).
 */
beforeAll(async () => {
  await seedCatalogFixture();
  supplier.listen({ onUnhandledRequest: "error" });
});
afterEach(() => supplier.resetHandlers());
afterAll(() => supplier.close());
beforeEach(async () => {
  await env.DB.prepare("DELETE FROM shop_settings").run();
});

async function setFreeDelivery(values: Record<string, string>) {
  const owner = await person("owner", OWNER);
  const current = (await owner.b.json("/api/admin/settings")).body.values;
  return owner.b.json("/api/admin/settings", "PUT", { ...current, ...values });
}

const quote = async (
  b: { json: (p: string, m: string, body: unknown) => Promise<{ status: number; body: any }> },
  postalCode: string,
  quantity: number,
  country = "PT",
) => {
  const items = [{ productId: 4, variantId: await variantOf(4), quantity }];
  const res = await b.json("/api/shipping/quotes", "POST", { country, postalCode, items });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { quoteId: string; options: { id: string; costCents: number }[] };
};

describe("free delivery above an amount, per zone", () => {
  it("the owner sets it per zone; an amount with three decimals is refused on its field and nothing is saved", async () => {
    const bad = await setFreeDelivery({ freeDeliveryPtContinente: "49,999" });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ field: "freeDeliveryPtContinente", message: shopSettingsCopy.errors.freeDelivery });
    expect((await env.DB.prepare("SELECT count(*) AS n FROM shop_settings").first<{ n: number }>())!.n).toBe(0);
    expect((await setFreeDelivery({ freeDeliveryPtContinente: "49,90", freeDeliveryEsBaleares: "80" })).status).toBe(200);
    const info = (await api("/api/shop-info")).body as { shipping: { freeDeliveryAbove: Record<string, number | null> } };
    expect(info.shipping.freeDeliveryAbove).toEqual({
      "pt-continente": 4990,
      "pt-acores": null,
      "pt-madeira": null,
      "es-peninsula": null,
      "es-baleares": 8000,
    });
  });

  it("the cheapest option is free once the goods reach the zone's amount, and the order charges 0 for it", async () => {
    expect((await setFreeDelivery({ freeDeliveryPtContinente: "49,90" })).status).toBe(200);
    const c = await customerWithAddress();
    // 5 × 8,99 = 44,95: below. 6 × 8,99 = 53,94: above.
    expect((await quote(c.b, "1100-148", 5)).options.map((o) => o.costCents)).toEqual([450, 990]);
    const free = await quote(c.b, "1100-148", 6);
    expect(free.options.map((o) => [o.id, o.costCents])).toEqual([
      ["CTT-N", 0],
      ["GLS-EXP", 990],
    ]);
    // Madeira is another zone, with no free delivery set.
    expect((await quote(c.b, "9000-018", 6)).options.map((o) => o.costCents)).toEqual([450, 990]);
    const items = [{ productId: 4, variantId: await variantOf(4), quantity: 6 }];
    const order = await c.b.json("/api/orders", "POST", { items, quoteId: free.quoteId, optionId: "CTT-N", addressId: c.addressId });
    expect(order.status).toBe(201);
    expect(await env.DB.prepare("SELECT shipping_cents, total_cents FROM orders WHERE id = ?1").bind(order.body.orderId).first()).toEqual({
      shipping_cents: 0,
      total_cents: 5394,
    });
  });

  it("zones: the mainland, Madeira, the Azores, the Spanish peninsula, the Balearics; none for the Canaries, Ceuta and Melilla", () => {
    expect(freeDeliveryZone("PT", "1100-148")).toBe("pt-continente");
    expect(freeDeliveryZone("PT", "9000-018")).toBe("pt-madeira");
    expect(freeDeliveryZone("PT", "9400-161")).toBe("pt-madeira");
    expect(freeDeliveryZone("PT", "9500-150")).toBe("pt-acores");
    expect(freeDeliveryZone("ES", "28001")).toBe("es-peninsula");
    expect(freeDeliveryZone("ES", "07001")).toBe("es-baleares");
    for (const p of ["35001", "38001", "51001", "52001"]) expect(freeDeliveryZone("ES", p)).toBeNull();
  });
});
