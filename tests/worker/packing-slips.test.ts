import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copies } from "../../shared/copy";
import { paidOrder, person } from "./setup/admin";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { customerWithAddress, placeOrder, variantOf } from "./setup/checkout";
import { readPdf } from "./setup/pdf-reading";
import { supplier } from "./setup/supplier-mock";

/**
 * Issue 49: the packing slips of the orders being packed, one PDF with a page per order, in the order's language,
 * without prices; an order that is not to ship (unpaid, withdrawn) or does not exist is named and nothing is printed.
 */
beforeAll(async () => {
  await seedCatalogFixture();
  supplier.listen({ onUnhandledRequest: "error" });
});
afterAll(() => supplier.close());

const pt = copies.pt.orders;
const es = copies.es.orders;
const slips = (b: Awaited<ReturnType<typeof person>>["b"], ids: string[] | string) =>
  b.fetch(`/api/admin/orders/packing-slips.pdf?ids=${encodeURIComponent(Array.isArray(ids) ? ids.join(",") : ids)}`);

describe("packing slips", () => {
  it("a page per order in the order given, in its own language: where it goes, each line and its units, no price", async () => {
    const first = await paidOrder(4);
    const second = await paidOrder(1);
    await env.DB.prepare("UPDATE orders SET language = 'es' WHERE id = ?1").bind(second.orderId).run();
    const lines = async (o: { b: typeof first.b; orderId: string }) =>
      (await o.b.json(`/api/orders/${o.orderId}`)).body.order as { items: { productName: string; unitPriceCents: number }[]; totalCents: number };
    const [a, b] = [await lines(first), await lines(second)];

    const staff = await person("staff");
    const res = await slips(staff.b, [first.orderId, second.orderId]);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    const { pdf, pages } = await readPdf(new Uint8Array(await res.arrayBuffer()));
    expect(pdf.getPageCount()).toBe(2);
    const [one, two] = [pages[0]!.text, pages[1]!.text];
    expect(one).toContain(pt.packingSlip.title(pt.number(first.orderId)));
    expect(one).toContain(pt.packingSlip.shipTo);
    expect(one).toEqual(expect.arrayContaining(["Maria Silva", "Rua Augusta 10", "1100-148 Lisboa", "Portugal"]));
    expect(one).toContain(pt.packingSlip.line(1, a.items[0]!.productName, ""));
    expect(one).toContain(pt.packingSlip.units(1));
    expect(two).toContain(es.packingSlip.title(es.number(second.orderId)));
    expect(two).toContain(es.packingSlip.line(1, b.items[0]!.productName, ""));
    expect(two).toContain(es.packingSlip.units(1));
    // No price: not the euro sign, not an amount of the order.
    for (const text of [one, two]) expect(text.join("\n")).not.toMatch(/€|\d+,\d{2}/);
  });

  it("a birth list's gift carries who it is from and their message, still without a price", async () => {
    const parents = await customerWithAddress();
    const list = (
      await parents.b.json("/api/birth-lists", "POST", { babyName: "Leonor", expectedDate: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10) })
    ).body.list as { id: string; slug: string };
    const v = await variantOf(4);
    expect((await parents.b.json(`/api/birth-lists/${list.id}/items/${v}`, "PUT", { wanted: 1 })).status).toBe(200);
    const friend = await customerWithAddress();
    const placed = await placeOrder(friend.b, friend.addressId, [{ productId: 4, variantId: v, quantity: 1, forList: true } as never], {
      gift: { slug: list.slug, from: "Avó Rosa", message: "Para a Leonor, com muito amor." },
    });
    expect((await friend.b.fetch(`${new URL(placed.body.url).pathname}/pay`, { method: "POST" })).status).toBe(303);
    const staff = await person("staff");
    const { pages } = await readPdf(new Uint8Array(await (await slips(staff.b, placed.body.orderId)).arrayBuffer()));
    const text = pages[0]!.text;
    expect(text).toContain(pt.packingSlip.giftFrom("Avó Rosa"));
    expect(text).toContain(pt.packingSlip.giftMessage);
    expect(text).toContain("Para a Leonor, com muito amor.");
    expect(text.join("\n")).not.toMatch(/€|\d+,\d{2}/);
  });

  it("names the order that is not to ship or does not exist, and prints nothing; the list of ids is checked", async () => {
    const paid = await paidOrder(4);
    const c = await customerWithAddress();
    const pending = (await placeOrder(c.b, c.addressId, [{ productId: 4, variantId: await variantOf(4), quantity: 1 }])).body.orderId as string;
    const staff = await person("staff");

    const unpaid = await slips(staff.b, [paid.orderId, pending]);
    expect(unpaid.status).toBe(409);
    expect(await unpaid.json()).toMatchObject({
      error: { code: "order_not_packable", message: pt.admin.packingSlipNotToShip(pt.number(pending)), field: "ids" },
    });

    const unknown = await slips(staff.b, [paid.orderId, "00000000-0000-0000-0000-00000000abcd"]);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toBe(pt.admin.packingSlipNotFound("0000ABCD"));

    await env.DB.prepare("UPDATE orders SET withdrawn_at = ?2 WHERE id = ?1").bind(paid.orderId, new Date().toISOString()).run();
    expect((await slips(staff.b, [paid.orderId])).status).toBe(409);

    for (const ids of ["", ",", "a;b", Array.from({ length: 51 }, (_, i) => `o-${i}`).join(",")]) {
      const res = await slips(staff.b, ids);
      expect(res.status, ids).toBe(400);
      expect(((await res.json()) as { error: unknown }).error).toMatchObject({ field: "ids", message: pt.admin.packingSlipIds });
    }
  });
});
