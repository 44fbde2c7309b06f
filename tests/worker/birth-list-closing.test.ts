import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copies } from "../../shared/copy";
import { shopToday } from "../../shared/shop-day";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { customerWithAddress, placeOrder } from "./setup/checkout";
import { cronDeps, firstVariantOf } from "./setup/cron-deps";
import type { Browser } from "./setup/session";
import { supplier } from "./setup/supplier-mock";

// A birth list's closing (issue 50): once closed, the parents get a single-use code, for their e-mail alone, of the
// owner's percentage off what remained on the list, and an e-mail with it; once per list, however many runs.

const t = copies.pt.birthLists;
const DAY = 86_400_000;
const dayFrom = (days: number) => new Date(Date.parse(`${shopToday()}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const cron = () => cronDeps();
/** The closing run as the Cron Trigger would run it two days from now (a list its parents closed today is due then). */
const runClosing = () => cron().birthLists.completeClosed(new Date(Date.now() + 2 * DAY));

beforeAll(async () => {
  await seedCatalogFixture();
  supplier.listen({ onUnhandledRequest: "error" });
});
afterAll(() => supplier.close());

const variantOf = firstVariantOf;

/** Parents (a customer with an address, who can use a code) with a list of these products. */
async function parentsWithList(products: [productId: number, wanted: number][]) {
  const parents = await customerWithAddress();
  const res = await parents.b.json("/api/birth-lists", "POST", { babyName: "Leonor", expectedDate: dayFrom(20) });
  const list = res.body.list as { id: string; slug: string };
  for (const [productId, wanted] of products) await parents.b.json(`/api/birth-lists/${list.id}/items/${await variantOf(productId)}`, "PUT", { wanted });
  return { ...parents, list };
}

const codesOf = async (email: string) =>
  (
    await env.DB.prepare(
      `SELECT c.code, c.single_use AS singleUse, c.expires_at AS expiresAt, p.percent, p.product_ids AS productIds, p.max_uses AS maxUses
       FROM discount_codes c JOIN promotions p ON p.id = c.promotion_id WHERE c.email = ?1`,
    )
      .bind(email)
      .all<{ code: string; singleUse: number; expiresAt: string; percent: number; productIds: string; maxUses: number }>()
  ).results;
const closedMailsTo = async (email: string) =>
  (
    await env.DB.prepare("SELECT subject, text FROM email_outbox WHERE \"to\" = ?1 AND event_key LIKE 'birth-list:%:closed'")
      .bind(email)
      .all<{ subject: string; text: string }>()
  ).results;
const close = async (b: Browser, id: string) => expect((await b.json(`/api/birth-lists/${id}/close`, "POST")).status).toBe(200);

describe("closing a birth list", () => {
  it("gives the parents a single-use code for what remained, for their e-mail only, once, with an e-mail", async () => {
    const parents = await parentsWithList([
      [4, 2],
      [7, 1],
    ]);
    // A friend gives the one body wanted: only the bottles remain.
    const friend = await customerWithAddress();
    const gift = await placeOrder(friend.b, friend.addressId, [{ productId: 7, variantId: await variantOf(7), quantity: 1, forList: true } as never], {
      gift: { slug: parents.list.slug, from: "Avó" },
    });
    expect((await friend.b.fetch(`${new URL(gift.body.url).pathname}/pay`, { method: "POST" })).status).toBe(303);

    // Open, or closed by the parents only a moment ago: nothing yet.
    expect(await cron().birthLists.completeClosed()).toBe(0);
    await close(parents.b, parents.list.id);
    expect(await cron().birthLists.completeClosed()).toBe(0);

    // Two runs at once: one completes it.
    expect((await Promise.all([runClosing(), runClosing()])).reduce((a, b) => a + b, 0)).toBe(1);
    expect(await runClosing()).toBe(0);
    const codes = await codesOf(parents.email);
    expect(codes).toHaveLength(1);
    const [code] = codes;
    expect(code).toMatchObject({ singleUse: 1, percent: 10, maxUses: 1, productIds: "[4]" });
    expect(code!.code).toMatch(/^LISTA-[A-Z2-9]{10}$/);
    expect(Date.parse(code!.expiresAt) - Date.now()).toBeGreaterThan(59 * DAY);
    const mails = await closedMailsTo(parents.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(t.closedMail.subject("Leonor"));
    expect(mails[0]!.text).toContain(code!.code);
    expect(mails[0]!.text).toContain("10 %");

    // The code takes 10 % off the bottle (what remained) and nothing off another product; another customer cannot use it.
    const items = [
      { productId: 4, variantId: await variantOf(4), quantity: 1 },
      { productId: 3, variantId: await variantOf(3), quantity: 1 },
    ];
    const check = await parents.b.json("/api/orders/discount", "POST", { code: code!.code, items });
    expect(check.status).toBe(200);
    expect(check.body.discount.lines).toEqual([
      { productId: 4, variantId: items[0]!.variantId, discountCents: 90 },
      { productId: 3, variantId: items[1]!.variantId, discountCents: 0 },
    ]);
    const other = await friend.b.json("/api/orders/discount", "POST", { code: code!.code, items });
    expect(other.status).toBe(400);
  });

  it("a list whose every product was given, or closed by its day with nothing on it, is completed without a code or an e-mail", async () => {
    const parents = await parentsWithList([]);
    await env.DB.prepare("UPDATE birth_lists SET closes_on = ?2, expected_date = ?3 WHERE id = ?1").bind(parents.list.id, dayFrom(-1), dayFrom(-10)).run();
    expect(await cron().birthLists.completeClosed()).toBe(1);
    expect(await codesOf(parents.email)).toHaveLength(0);
    expect(await closedMailsTo(parents.email)).toHaveLength(0);
    const row = await env.DB.prepare("SELECT completed_at AS at FROM birth_lists WHERE id = ?1").bind(parents.list.id).first<{ at: string | null }>();
    expect(row!.at).not.toBeNull();
  });
});
