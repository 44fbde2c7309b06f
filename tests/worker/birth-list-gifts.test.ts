import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copies } from "../../shared/copy";
import { shopToday } from "../../shared/shop-day";
import { OWNER, person } from "./setup/admin";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { customerWithAddress, orderStatus, placeOrder, stockOf } from "./setup/checkout";
import { cronDeps, firstVariantOf } from "./setup/cron-deps";
import { Browser, STRONG, signUp } from "./setup/session";
import { supplier } from "./setup/supplier-mock";
import { SLOW_TEST_MS } from "./setup/timeouts";

// Buying from a birth list (issue 50): a gift line holds its units on the list while its order is pending, counts as
// offered once paid, and gives them back when cancelled or restocked; no two gifts take the last wanted unit.

const t = copies.pt.birthLists;
const DAY = 86_400_000;
const dayFrom = (days: number) => new Date(Date.parse(`${shopToday()}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  await seedCatalogFixture();
  supplier.listen({ onUnhandledRequest: "error" });
});
afterAll(() => supplier.close());

const variantOf = firstVariantOf;

let n = 0;
/** Parents with a list of `wanted` units of each product. */
async function listWith(products: [productId: number, wanted: number][], fields: Record<string, unknown> = {}, lang: "pt" | "es" = "pt") {
  const b = new Browser();
  b.headers["X-Shop-Language"] = lang;
  const email = `pais-presentes-${++n}-${crypto.randomUUID().slice(0, 6)}@exemplo.pt`;
  await signUp(b, email);
  await b.signIn(email, STRONG);
  const created = await b.json("/api/birth-lists", "POST", { babyName: "Leonor", expectedDate: dayFrom(50), ...fields });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const list = created.body.list as { id: string; slug: string };
  for (const [productId, wanted] of products) {
    const res = await b.json(`/api/birth-lists/${list.id}/items/${await variantOf(productId)}`, "PUT", { wanted });
    expect(res.status).toBe(200);
  }
  return { b, list, email };
}

/** The e-mails to the parents about gifts. */
const giftMailsTo = async (to: string) =>
  (
    await env.DB.prepare("SELECT subject, text FROM email_outbox WHERE \"to\" = ?1 AND event_key LIKE 'order:%:gift:%'")
      .bind(to)
      .all<{ subject: string; text: string }>()
  ).results;

const visitorView = async (slug: string, code?: string) =>
  (await new Browser().json(`/api/lists/${slug}${code ? `?codigo=${code}` : ""}`)).body.list as {
    items: { productId: number; remaining: number; wanted: number }[];
  };
const remainingOf = async (slug: string, productId: number) => (await visitorView(slug)).items.find((i) => i.productId === productId)!.remaining;
const offeredOf = async (b: Browser, listId: string, productId: number) =>
  ((await b.json(`/api/birth-lists/${listId}`)).body.list.items as { productId: number; offered: number | null }[]).find((i) => i.productId === productId)!
    .offered;
const counters = async (listId: string, productId: number) =>
  (await env.DB.prepare("SELECT offered, held FROM birth_list_items WHERE list_id = ?1 AND product_id = ?2").bind(listId, productId).first<{
    offered: number;
    held: number;
  }>())!;

const GIFT = { from: "Avó Rosa", message: "Com muito amor para a Leonor." };
const line = async (productId: number, quantity = 1, forList = true) => ({ productId, variantId: await variantOf(productId), quantity, forList });
const pay = async (b: Browser, url: string) => expect((await b.fetch(`${new URL(url).pathname}/pay`, { method: "POST" })).status).toBe(303);

describe("a gift from a birth list", () => {
  it("holds its units while the order is pending, counts as offered once paid, and keeps who it is from", async () => {
    const { b: parents, list, email } = await listWith([[4, 2]]);
    const friend = await customerWithAddress();
    const res = await placeOrder(friend.b, friend.addressId, [await line(4)], { gift: { slug: list.slug, ...GIFT } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { orderId, url } = res.body as { orderId: string; url: string };

    // Pending: the visitor sees one still wanted, the parents see nothing offered yet.
    expect(await counters(list.id, 4)).toEqual({ offered: 0, held: 1 });
    expect(await remainingOf(list.slug, 4)).toBe(1);
    expect(await offeredOf(parents, list.id, 4)).toBe(0);

    await pay(friend.b, url);
    expect(await orderStatus(orderId)).toBe("paid");
    expect(await counters(list.id, 4)).toEqual({ offered: 1, held: 0 });
    expect(await remainingOf(list.slug, 4)).toBe(1);
    expect(await offeredOf(parents, list.id, 4)).toBe(1);
    const row = await env.DB.prepare("SELECT gift_from AS giftFrom, gift_message AS giftMessage FROM orders WHERE id = ?1").bind(orderId).first();
    expect(row).toEqual({ giftFrom: GIFT.from, giftMessage: GIFT.message });
    const item = await env.DB.prepare("SELECT birth_list_id AS listId FROM order_items WHERE order_id = ?1").bind(orderId).first<{ listId: string }>();
    expect(item!.listId).toBe(list.id);
    // The parents see who gave what, with their message; the visitor's answer has none of it.
    const own = (await parents.json(`/api/birth-lists/${list.id}`)).body.list;
    expect(own.gifts).toEqual([{ ...GIFT, paidAt: expect.any(String), items: [expect.objectContaining({ name: "Biberão Anticólicas", quantity: 1 })] }]);
    expect(JSON.stringify(await visitorView(list.slug))).not.toContain(GIFT.from);

    // One e-mail to the parents, in the payment's batch: who, what, the message, their list; paying again adds none.
    const mails = await giftMailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(t.mail.subject("Leonor"));
    expect(mails[0]!.text).toContain(t.mail.intro(GIFT.from));
    expect(mails[0]!.text).toContain("1 × Biberão Anticólicas");
    expect(mails[0]!.text).toContain(t.mail.message(GIFT.message));
    expect(mails[0]!.text).toContain(`/listas-nascimento?lista=${list.id}`);
    expect((await friend.b.fetch(`${new URL(url).pathname}/pay`, { method: "POST" })).status).toBe(409);
    expect(await giftMailsTo(email)).toHaveLength(1);
  });

  it("parents who chose a daily summary get no e-mail per gift; a Spanish list's parents are written to in Spanish", async () => {
    const daily = await listWith([[4, 2]], { giftMail: "daily" });
    const es = await listWith([[4, 2]], {}, "es");
    for (const { list } of [daily, es]) {
      const friend = await customerWithAddress();
      const res = await placeOrder(friend.b, friend.addressId, [await line(4)], { gift: { slug: list.slug, ...GIFT } });
      await pay(friend.b, res.body.url);
    }
    expect(await giftMailsTo(daily.email)).toHaveLength(0);

    // The next day's run sums up the day's gifts in one e-mail, once however often it runs.
    const yesterday = dayFrom(-1);
    await env.DB.prepare("UPDATE orders SET paid_at = ?2 WHERE id IN (SELECT order_id FROM order_items WHERE birth_list_id = ?1)")
      .bind(daily.list.id, `${yesterday}T12:00:00.000Z`)
      .run();
    const cron = () => cronDeps();
    expect(await cron().birthLists.dailySummaries()).toBe(1);
    expect(await cron().birthLists.dailySummaries()).toBe(0);
    const summaries = (
      await env.DB.prepare("SELECT subject, text FROM email_outbox WHERE \"to\" = ?1 AND event_key LIKE 'birth-list:%:daily:%'")
        .bind(daily.email)
        .all<{ subject: string; text: string }>()
    ).results;
    expect(summaries).toHaveLength(1);
    expect(summaries[0]!.subject).toMatch(/^Os presentes da lista de Leonor de /);
    expect(summaries[0]!.text).toContain(GIFT.from);
    expect(summaries[0]!.text).toContain("1 × Biberão Anticólicas");
    expect(summaries[0]!.text).toContain(t.mail.message(GIFT.message));

    const [mail] = await giftMailsTo(es.email);
    expect(mail!.subject).toBe(copies.es.birthLists.mail.subject("Leonor"));
    expect(mail!.text).toContain(`/es/listas-nacimiento?lista=${es.list.id}`);
  });

  it("in surprise mode the parents see neither counts nor gifts until they choose to", async () => {
    const { b: parents, list, email } = await listWith([[4, 2]], { surprise: true });
    const friend = await customerWithAddress();
    const res = await placeOrder(friend.b, friend.addressId, [await line(4)], { gift: { slug: list.slug, ...GIFT } });
    await pay(friend.b, res.body.url);
    const [mail] = await giftMailsTo(email);
    expect(mail!.text).toContain(t.mail.surprise);
    expect(mail!.text).not.toContain(GIFT.from);
    expect(mail!.text).not.toContain("Biberão");
    let own = (await parents.json(`/api/birth-lists/${list.id}`)).body.list;
    expect(own).toMatchObject({ somethingOffered: true, revealed: false, gifts: null });
    expect(own.items[0].offered).toBeNull();
    expect(JSON.stringify(own)).not.toContain(GIFT.from);
    own = (await parents.json(`/api/birth-lists/${list.id}/reveal`, "POST")).body.list;
    expect(own.items[0].offered).toBe(1);
    expect(own.gifts).toHaveLength(1);
  });

  it("a line not marked for the list, in the same order, is not counted on it", async () => {
    const { list } = await listWith([
      [4, 3],
      [7, 2],
    ]);
    const friend = await customerWithAddress();
    const res = await placeOrder(friend.b, friend.addressId, [await line(4), await line(7, 1, false)], { gift: { slug: list.slug, ...GIFT } });
    expect(res.status).toBe(201);
    await pay(friend.b, res.body.url);
    expect(await counters(list.id, 4)).toEqual({ offered: 1, held: 0 });
    expect(await counters(list.id, 7)).toEqual({ offered: 0, held: 0 });
  });

  it(
    "eight friends paying for the last wanted unit at once: exactly one gift takes it, the others are told before paying and may still buy it unmarked",
    async () => {
      const { list } = await listWith([[3, 1]]);
      const friends = await Promise.all(Array.from({ length: 8 }, () => customerWithAddress()));
      const v = await variantOf(3);
      const stock = await stockOf(v);
      const results = await Promise.all(friends.map(async (f) => placeOrder(f.b, f.addressId, [await line(3)], { gift: { slug: list.slug, ...GIFT } })));
      const placed = results.filter((r) => r.status === 201);
      const refused = results.filter((r) => r.status === 409);
      expect(placed).toHaveLength(1);
      expect(refused).toHaveLength(7);
      for (const r of refused) {
        expect(r.body.error).toMatchObject({
          code: "birth_list_item_offered",
          field: "items.0.forList",
          message: t.gift.justOffered("Espreguiçadeira Vibratória"),
        });
      }
      expect(await counters(list.id, 3)).toEqual({ offered: 0, held: 1 });
      expect(await remainingOf(list.slug, 3)).toBe(0);
      // The refused ones left nothing behind: one order, one unit of stock.
      expect(await stockOf(v)).toBe(stock - 1);
      // One of them buys it all the same, as their own purchase.
      const unmarked = await placeOrder(friends[1]!.b, friends[1]!.addressId, [await line(3, 1, false)], { gift: { slug: list.slug, ...GIFT } });
      expect(unmarked.status).toBe(201);
      expect(await counters(list.id, 3)).toEqual({ offered: 0, held: 1 });
    },
    SLOW_TEST_MS,
  );

  it("a pending gift cancelled gives its unit back; a paid gift the shop cancels (restocked) is no longer offered", async () => {
    const { b: parents, list } = await listWith([[4, 2]]);
    const friend = await customerWithAddress();
    const pending = await placeOrder(friend.b, friend.addressId, [await line(4)], { gift: { slug: list.slug, ...GIFT } });
    expect((await friend.b.json(`/api/orders/${pending.body.orderId}/cancel`, "POST")).status).toBe(200);
    expect(await counters(list.id, 4)).toEqual({ offered: 0, held: 0 });
    expect(await remainingOf(list.slug, 4)).toBe(2);

    const other = await customerWithAddress();
    const paid = await placeOrder(other.b, other.addressId, [await line(4, 2)], { gift: { slug: list.slug, ...GIFT } });
    await pay(other.b, paid.body.url);
    expect(await offeredOf(parents, list.id, 4)).toBe(2);
    expect(await remainingOf(list.slug, 4)).toBe(0);
    const owner = await person("owner", OWNER);
    expect((await owner.b.json(`/api/admin/orders/${paid.body.orderId}/cancel`, "POST")).status).toBe(200);
    expect(await counters(list.id, 4)).toEqual({ offered: 0, held: 0 });
    expect(await remainingOf(list.slug, 4)).toBe(2);
    expect((await parents.json(`/api/birth-lists/${list.id}`)).body.list.gifts).toEqual([]);
  });

  it("bad gifts are refused with a clear message, and nothing is written", async () => {
    const { b: parents, list } = await listWith([[4, 2]]);
    const coded = await listWith([[4, 1]], { access: "code", accessCode: "Avo2027" });
    const friend = await customerWithAddress();
    const v = await variantOf(4);
    const stock = await stockOf(v);
    const orders = async () => (await env.DB.prepare("SELECT count(*) AS n FROM orders").first<{ n: number }>())!.n;
    const before = await orders();
    const cases: [Record<string, unknown>, unknown[], number, string, string][] = [
      [{}, [await line(4)], 400, "items.0.forList", t.gift.listMissing],
      [{ gift: { slug: list.slug, from: "" } }, [await line(4)], 400, "gift.from", t.gift.fromRequired],
      [{ gift: { slug: list.slug, from: "<b>Avó</b>" } }, [await line(4)], 400, "gift.from", t.validation.markup],
      [{ gift: { slug: list.slug, from: "Avó", message: "x".repeat(301) } }, [await line(4)], 400, "gift.message", t.gift.messageLong],
      [{ gift: { slug: "naoexiste", from: "Avó" } }, [await line(4)], 400, "gift.slug", t.gift.listMissing],
      [{ gift: { slug: "23456789abcd", from: "Avó" } }, [await line(4)], 404, "", t.errors.notFound],
      [{ gift: { slug: coded.list.slug, from: "Avó" } }, [await line(4)], 403, "codigo", t.errors.codeRequired],
      [{ gift: { slug: coded.list.slug, code: "errado", from: "Avó" } }, [await line(4)], 403, "codigo", t.errors.codeWrong],
      [{ gift: { slug: list.slug, from: "Avó" } }, [await line(4, 3)], 409, "items.0.forList", t.gift.justOffered("Biberão Anticólicas")],
      [{ gift: { slug: list.slug, from: "Avó" } }, [await line(7)], 409, "items.0.forList", t.gift.itemGone("Body de Recém-Nascido")],
    ];
    for (const [extra, items, status, field, message] of cases) {
      const res = await placeOrder(friend.b, friend.addressId, items as { productId: number; variantId: number; quantity: number }[], extra);
      expect(res.status, JSON.stringify(extra)).toBe(status);
      expect(res.body.error.message, JSON.stringify(extra)).toBe(message);
      if (field) expect(res.body.error.field, JSON.stringify(extra)).toBe(field);
    }
    expect(await orders()).toBe(before);
    expect(await stockOf(v)).toBe(stock);
    expect(await counters(list.id, 4)).toEqual({ offered: 0, held: 0 });

    // The right code opens it (another customer: the orders' per-client limit is spent); a closed list takes no gift.
    const third = await customerWithAddress();
    const ok = await placeOrder(third.b, third.addressId, [await line(4)], { gift: { slug: coded.list.slug, code: "avo2027", from: "Avó" } });
    expect(ok.status).toBe(201);
    expect((await parents.json(`/api/birth-lists/${list.id}/close`, "POST")).status).toBe(200);
    const other = await customerWithAddress();
    const closed = await placeOrder(other.b, other.addressId, [await line(4)], { gift: { slug: list.slug, from: "Avó" } });
    expect(closed.status).toBe(409);
    expect(closed.body.error).toMatchObject({ code: "birth_list_closed", message: t.gift.closed });
  });
});
