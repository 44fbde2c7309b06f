import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copies } from "../../shared/copy";
import { shopToday } from "../../shared/shop-day";
import { person } from "./setup/admin";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { ADDRESS, customerWithAddress, orderStatus, placeOrder } from "./setup/checkout";
import { firstVariantOf } from "./setup/cron-deps";
import { readPdf } from "./setup/pdf-reading";
import { Browser, STRONG, signUp } from "./setup/session";
import { supplier } from "./setup/supplier-mock";

// A gift sent to the parents of a birth list (issue 50): the parents choose one of their saved addresses for gifts; a
// visitor sees its city only, quotes and orders to it without ever reading its street, postal code, name or phone; the
// parcel (label, packing slip) goes there, while the buyer's own address stays the invoice's and the e-mails' greeting.

const t = copies.pt.birthLists;
const DAY = 86_400_000;
const dayFrom = (days: number) => new Date(Date.parse(`${shopToday()}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  await seedCatalogFixture();
  supplier.listen({ onUnhandledRequest: "error" });
});
afterAll(() => supplier.close());

/** The parents' home: none of these may reach the buyer. */
const HOME = {
  firstName: "Ana",
  fullName: "Ana Quaresma",
  phone: "+351934567890",
  country: "PT",
  zipCode: "4050-262",
  state: "Porto",
  city: "Porto",
  address: "Rua das Camélias",
  number: "25",
  complement: "3.º Esq.",
  neighborhood: "Cedofeita",
  propertyType: "apartamento",
};
const SECRETS = ["Camélias", "4050", "Quaresma", "934567890", "Cedofeita", "3.º Esq."];
const expectNoSecret = (what: unknown) => {
  const text = JSON.stringify(what);
  for (const s of SECRETS) expect(text, `"${s}" reached the buyer`).not.toContain(s);
};

let n = 0;
/** Parents with a saved home address and a list of product 4, gifts to be sent home when `home`. */
async function parentsWithList({ home = true } = {}) {
  const b = new Browser();
  const email = `pais-entrega-${++n}-${crypto.randomUUID().slice(0, 6)}@exemplo.pt`;
  await signUp(b, email);
  await b.signIn(email, STRONG);
  const saved = await b.json("/api/addresses", "POST", HOME);
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  const addressId = saved.body.address.id as string;
  const created = await b.json("/api/birth-lists", "POST", { babyName: "Leonor", expectedDate: dayFrom(40), ...(home ? { giftAddressId: addressId } : {}) });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const list = created.body.list as { id: string; slug: string; giftAddressId: string | null };
  expect((await b.json(`/api/birth-lists/${list.id}/items/${await firstVariantOf(4)}`, "PUT", { wanted: 3 })).status).toBe(200);
  return { b, email, list, addressId };
}

const giftLine = async () => ({ productId: 4, variantId: await firstVariantOf(4), quantity: 1, forList: true });
const GIFT = { from: "Tia Joana", message: "Para a Leonor." };
const listQuote = (b: Browser, slug: string, items: unknown[], code?: string) =>
  b.json(`/api/lists/${slug}/quotes`, "POST", { items, ...(code ? { code } : {}) });

describe("delivery to the parents", () => {
  it("the visitor sees the city only; the quote and the order go to the parents' address, which no answer or e-mail to the buyer shows", async () => {
    const parents = await parentsWithList();
    expect(parents.list.giftAddressId).toBe(parents.addressId);

    const visitor = await new Browser().json(`/api/lists/${parents.list.slug}`);
    expect(visitor.body.list.delivery).toEqual({ city: "Porto", country: "PT" });
    expectNoSecret(visitor.body);

    const friend = await customerWithAddress();
    const items = [await giftLine()];
    const quote = await listQuote(friend.b, parents.list.slug, items);
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body.options.length).toBeGreaterThan(0);
    expect(quote.body.vatArea).toBeNull();
    expectNoSecret(quote.body);
    // Stored for the parents' destination (the server's own record, never answered).
    const stored = await env.DB.prepare("SELECT country, postal_code AS postalCode FROM shipping_quotes WHERE id = ?1").bind(quote.body.quoteId).first();
    expect(stored).toEqual({ country: "PT", postalCode: "4050-262" });

    const res = await friend.b.json("/api/orders", "POST", {
      items,
      quoteId: quote.body.quoteId,
      optionId: quote.body.options[0].id,
      addressId: friend.addressId,
      gift: { slug: parents.list.slug, ...GIFT },
      deliverToList: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expectNoSecret(res.body);
    const orderId = res.body.orderId as string;
    const row = (await env.DB.prepare(
      "SELECT shipping_postal_code AS postal, recipient_address AS buyer, gift_delivery AS parcel, invoice_name AS invoiceName FROM orders WHERE id = ?1",
    )
      .bind(orderId)
      .first<{ postal: string; buyer: string; parcel: string; invoiceName: string | null }>())!;
    expect(row.postal).toBe("4050-262");
    expect(JSON.parse(row.parcel)).toMatchObject({ fullName: HOME.fullName, address: HOME.address, zipCode: HOME.zipCode, recipientName: HOME.fullName });
    // The buyer's own address stays theirs: the invoice's and the greeting's.
    expect(JSON.parse(row.buyer)).toMatchObject({ fullName: ADDRESS.fullName, address: ADDRESS.address });

    // Every answer the buyer reads: the order, their orders, the pending order.
    const own = await friend.b.json(`/api/orders/${orderId}`);
    expect(own.body.order.giftDelivery).toEqual({ city: "Porto" });
    expect(own.body.order.shippingPostalCode).toBe("");
    expectNoSecret(own.body);
    expectNoSecret((await friend.b.json("/api/orders")).body);
    expectNoSecret((await friend.b.json("/api/orders/pending")).body);

    expect((await friend.b.fetch(`${new URL(res.body.url).pathname}/pay`, { method: "POST" })).status).toBe(303);
    expect(await orderStatus(orderId)).toBe("paid");
    const mails = (await env.DB.prepare('SELECT text FROM email_outbox WHERE "to" = ?1').bind(friend.email).all<{ text: string }>()).results;
    const confirmation = mails.find((m) => m.text.includes(t.gift.deliveredToParents("Porto")));
    expect(confirmation, "the confirmation names the parents' city").toBeDefined();
    expect(confirmation!.text).toContain(`${ADDRESS.firstName}`);
    for (const m of mails) expectNoSecret(m.text);
    expectNoSecret((await friend.b.json(`/api/orders/${orderId}`)).body);

    // The parcel goes to the parents: the packing slip and the label say so.
    const staff = await person("staff");
    const slip = await staff.b.fetch(`/api/admin/orders/packing-slips.pdf?ids=${orderId}`);
    expect(slip.status).toBe(200);
    const slipText = (await readPdf(new Uint8Array(await slip.arrayBuffer()))).pages[0]!.text;
    expect(slipText).toEqual(expect.arrayContaining([HOME.fullName, "Rua das Camélias 25, 3.º Esq.", "4050-262 Porto"]));
    expect(slipText.join(" ")).not.toContain("Rua Augusta");
    const label = await staff.b.json(`/api/admin/shipping-labels/${orderId}`, "POST", { box: "media", weightGrams: 1200 });
    expect(label.status, JSON.stringify(label.body)).toBe(200);
    const labelPdf = await staff.b.fetch(`/api/admin/shipping-labels/${orderId}/label.pdf`);
    const labelText = (await readPdf(new Uint8Array(await labelPdf.arrayBuffer()))).pages[0]!.text;
    expect(labelText).toEqual(expect.arrayContaining([HOME.fullName, "Rua das Camélias 25", "4050-262 Porto"]));
    // The back-office sees where it goes.
    const admin = await staff.b.json(`/api/admin/orders/${orderId}`);
    expect(JSON.stringify(admin.body)).toContain("Rua das Camélias");
  });

  it("refused with a clear message when the parents chose no address, the quote is the buyer's own, or no gift is named", async () => {
    const none = await parentsWithList({ home: false });
    expect((await new Browser().json(`/api/lists/${none.list.slug}`)).body.list.delivery).toBeNull();
    const friend = await customerWithAddress();
    const items = [await giftLine()];
    const quote = await listQuote(friend.b, none.list.slug, items);
    expect(quote.status).toBe(409);
    expect(quote.body.error).toMatchObject({ code: "birth_list_no_delivery", message: t.gift.noDelivery });

    const before = (await env.DB.prepare("SELECT count(*) AS n FROM orders").first<{ n: number }>())!.n;
    const refused = await placeOrder(friend.b, friend.addressId, items, { gift: { slug: none.list.slug, ...GIFT }, deliverToList: true });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: "birth_list_no_delivery", field: "deliverToList" });

    // A list with an address, but the quote is for the buyer's own address: the order asks for a new quote.
    const home = await parentsWithList();
    const ownQuote = await placeOrder(friend.b, friend.addressId, items, { gift: { slug: home.list.slug, ...GIFT }, deliverToList: true });
    expect(ownQuote.status).toBe(409);
    expect(ownQuote.body.error.code).toBe("quote_expired");

    // Delivery to a list without a gift line.
    const unmarked = { ...items[0]!, forList: false };
    const noGift = await placeOrder(friend.b, friend.addressId, [unmarked], { deliverToList: true });
    expect(noGift.status).toBe(400);
    expect(noGift.body.error).toMatchObject({ code: "invalid_input", field: "deliverToList", message: t.gift.listMissing });
    expect((await env.DB.prepare("SELECT count(*) AS n FROM orders").first<{ n: number }>())!.n).toBe(before);
  });

  it("the parents' gift address must be their own; deleting it stops delivery to them", async () => {
    const parents = await parentsWithList();
    const stranger = await customerWithAddress();
    const fields = { babyName: "Leonor", expectedDate: dayFrom(40) };
    const refused = await parents.b.json(`/api/birth-lists/${parents.list.id}`, "PUT", { ...fields, giftAddressId: stranger.addressId });
    expect(refused.status).toBe(404);
    expect(refused.body.error).toMatchObject({ field: "giftAddressId", message: t.validation.giftAddress });
    expect((await parents.b.json(`/api/birth-lists/${parents.list.id}`)).body.list.giftAddressId).toBe(parents.addressId);
    const other = await parents.b.json("/api/birth-lists", "POST", { ...fields, giftAddressId: stranger.addressId });
    expect(other.status).toBe(404);

    expect((await parents.b.fetch(`/api/addresses/${parents.addressId}`, { method: "DELETE" })).status).toBeLessThan(300);
    expect((await parents.b.json(`/api/birth-lists/${parents.list.id}`)).body.list.giftAddressId).toBeNull();
    expect((await new Browser().json(`/api/lists/${parents.list.slug}`)).body.list.delivery).toBeNull();
  });
});
