import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { BIRTH_LIST_LIMITS, BIRTH_LIST_SLUG } from "../../shared/birth-lists";
import { copies } from "../../shared/copy";
import { shopToday } from "../../shared/shop-day";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { firstVariantOf } from "./setup/cron-deps";
import { Browser, STRONG, signUp } from "./setup/session";

// The birth list (issue 50): the parents' lists and their products, the page a visitor reads by the list's address.

const t = copies.pt.birthLists;
const DAY = 86_400_000;
const dayFrom = (days: number) => new Date(Date.parse(`${shopToday()}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

let n = 0;
async function parent(tag = "pais") {
  const email = `${tag}-${++n}-${crypto.randomUUID().slice(0, 6)}@exemplo.pt`;
  const b = new Browser();
  await signUp(b, email);
  await b.signIn(email, STRONG);
  return b;
}

const variantOf = firstVariantOf;

const LIST = { babyName: "Leonor", surname: "Costa", expectedDate: dayFrom(60), message: "Obrigado por fazerem parte disto!" };

async function newList(b: Browser, fields: Record<string, unknown> = {}) {
  const res = await b.json("/api/birth-lists", "POST", { ...LIST, ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.list as { id: string; slug: string; closesOn: string; items: { variantId: number; wanted: number; offered: number | null }[] };
}

const visitor = () => new Browser();

let cot: number;
let bottle: number;
let soldOut: number;
let withdrawn: number;

beforeAll(async () => {
  await seedCatalogFixture();
  [cot, bottle, soldOut, withdrawn] = await Promise.all([variantOf(1), variantOf(4), variantOf(2), variantOf(6)]);
});

describe("the parents' lists", () => {
  it("a list is created with its fields, a 12-character address and a closing day 8 weeks after the expected date", async () => {
    const b = await parent();
    const list = await newList(b);
    expect(list.slug).toMatch(BIRTH_LIST_SLUG);
    expect(list).toMatchObject({ babyName: "Leonor", surname: "Costa", expectedDate: LIST.expectedDate, access: "link", accessCode: null, closed: false });
    expect(list.closesOn).toBe(dayFrom(60 + 56));
    const { body } = await b.json("/api/birth-lists");
    expect(body.lists).toEqual([expect.objectContaining({ id: list.id, babyName: "Leonor", itemCount: 0, closed: false })]);
  });

  it("an empty name is shown as 'Bebé' (and in Spanish too)", async () => {
    const b = await parent();
    const list = await newList(b, { babyName: "" });
    expect((await visitor().json(`/api/lists/${list.slug}`)).body.list.babyName).toBe("Bebé");
    const es = new Browser();
    es.headers["X-Shop-Language"] = "es";
    expect((await es.json(`/api/lists/${list.slug}`)).body.list.babyName).toBe(copies.es.birthLists.defaultBabyName);
  });

  it("bad input is refused with a clear message and writes nothing", async () => {
    const b = await parent();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ message: "<script>alert(1)</script>" }, "message", t.validation.markup],
      [{ babyName: "<b>Leonor</b>" }, "babyName", t.validation.markup],
      [{ message: "x".repeat(501) }, "message", t.validation.messageLong],
      [{ expectedDate: "2026-02-30" }, "expectedDate", t.validation.expectedDate],
      [{ expectedDate: dayFrom(400) }, "expectedDate", t.validation.expectedDateRange],
      [{ closesOn: LIST.expectedDate }, "closesOn", t.validation.closesOn],
      [{ access: "code" }, "accessCode", t.validation.accessCodeRequired],
      [{ access: "code", accessCode: "12" }, "accessCode", t.validation.accessCode],
      [{ searchable: true, surname: "" }, "surname", t.validation.searchNeedsSurname],
    ];
    for (const [fields, field, message] of cases) {
      const res = await b.json("/api/birth-lists", "POST", { ...LIST, ...fields });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.error, JSON.stringify(fields)).toMatchObject({ field, message });
    }
    expect((await b.json("/api/birth-lists")).body.lists).toEqual([]);
  });

  it("at most 10 lists per account, also when 14 are created at once", async () => {
    const b = await parent();
    const answers = await Promise.all(Array.from({ length: 14 }, () => b.json("/api/birth-lists", "POST", LIST)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(BIRTH_LIST_LIMITS.lists);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => [a.status, a.body.error.code])).toEqual(Array(4).fill([409, "birth_list_limit"]));
    expect(refused[0]!.body.error.message).toBe(t.errors.tooManyLists);
    expect((await b.json("/api/birth-lists")).body.lists).toHaveLength(BIRTH_LIST_LIMITS.lists);
  });

  it("products: added with a wanted quantity and 'essencial', changed, reordered and removed", async () => {
    const b = await parent();
    const list = await newList(b);
    expect((await b.json(`/api/birth-lists/${list.id}/items/${cot}`, "PUT", { wanted: 1, essential: true })).status).toBe(200);
    const added = await b.json(`/api/birth-lists/${list.id}/items/${bottle}`, "PUT", { wanted: 6 });
    expect(
      added.body.list.items.map((i: { variantId: number; wanted: number; essential: boolean; offered: number }) => [
        i.variantId,
        i.wanted,
        i.essential,
        i.offered,
      ]),
    ).toEqual([
      [cot, 1, true, 0],
      [bottle, 6, false, 0],
    ]);
    // The same product again changes its quantity, never a second line.
    const changed = await b.json(`/api/birth-lists/${list.id}/items/${bottle}`, "PUT", { wanted: 4, essential: true });
    expect(changed.body.list.items).toHaveLength(2);
    expect(changed.body.list.items[1]).toMatchObject({ variantId: bottle, wanted: 4, essential: true, name: "Biberão Anticólicas", priceCents: 899 });
    const reordered = await b.json(`/api/birth-lists/${list.id}/items/order`, "POST", { variantIds: [bottle, cot] });
    expect(reordered.body.list.items.map((i: { variantId: number }) => i.variantId)).toEqual([bottle, cot]);
    const partial = await b.json(`/api/birth-lists/${list.id}/items/order`, "POST", { variantIds: [bottle] });
    expect([partial.status, partial.body.error.code]).toEqual([400, "birth_list_order_invalid"]);
    const removed = await b.json(`/api/birth-lists/${list.id}/items/${cot}`, "DELETE");
    expect(removed.body.list.items.map((i: { variantId: number }) => i.variantId)).toEqual([bottle]);
  });

  it("a wanted quantity of 0 or 1000, a withdrawn product or an unknown one is refused and nothing is written", async () => {
    const b = await parent();
    const list = await newList(b);
    for (const wanted of [0, 1000, 2.5]) {
      const res = await b.json(`/api/birth-lists/${list.id}/items/${cot}`, "PUT", { wanted });
      expect([res.status, res.body.error.field, res.body.error.message]).toEqual([400, "wanted", t.validation.wanted]);
    }
    for (const variant of [withdrawn, 999_999]) {
      const res = await b.json(`/api/birth-lists/${list.id}/items/${variant}`, "PUT", { wanted: 1 });
      expect([res.status, res.body.error.message]).toEqual([404, t.errors.variantUnknown]);
    }
    expect((await b.json(`/api/birth-lists/${list.id}`)).body.list.items).toEqual([]);
  });

  it("at most 200 products on a list, also when they are added at once", async () => {
    const b = await parent();
    const list = await newList(b);
    // 205 variants of product 7 (sizes), so the limit is reached with real products.
    const ids = await env.DB.batch(
      Array.from({ length: 205 }, (_, i) =>
        env.DB.prepare("INSERT INTO product_variants (product_id, sku, size, stock_quantity, position) VALUES (7, ?1, ?2, 5, ?3) RETURNING id").bind(
          `SKU-7-T${i}`,
          `T${i}`,
          i + 1,
        ),
      ),
    );
    const variantIds = ids.map((r) => (r.results[0] as { id: number }).id);
    const answers = await Promise.all(variantIds.map((v) => b.json(`/api/birth-lists/${list.id}/items/${v}`, "PUT", { wanted: 1 })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(BIRTH_LIST_LIMITS.items);
    expect(new Set(answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.body.error.code}`))).toEqual(new Set(["409 birth_list_item_limit"]));
    const held = await env.DB.prepare("SELECT count(*) AS n FROM birth_list_items WHERE list_id = ?1").bind(list.id).first<{ n: number }>();
    expect(held!.n).toBe(BIRTH_LIST_LIMITS.items);
    // Changing one that is there still works on a full list.
    expect((await b.json(`/api/birth-lists/${list.id}/items/${variantIds[0]}`, "PUT", { wanted: 3 })).status).toBe(200);
  }, 60_000);

  it("closing stops changes until reopened; a visitor sees it closed", async () => {
    const b = await parent();
    const list = await newList(b);
    await b.json(`/api/birth-lists/${list.id}/items/${cot}`, "PUT", { wanted: 1 });
    const closed = await b.json(`/api/birth-lists/${list.id}/close`, "POST");
    expect(closed.body.list.closed).toBe(true);
    for (const [path, method, body] of [
      [`/api/birth-lists/${list.id}/items/${bottle}`, "PUT", { wanted: 1 }],
      [`/api/birth-lists/${list.id}/items/${cot}`, "DELETE", undefined],
      [`/api/birth-lists/${list.id}`, "PUT", LIST],
    ] as const) {
      const res = await b.json(path, method, body);
      expect([res.status, res.body.error.code, res.body.error.message]).toEqual([409, "birth_list_closed", t.errors.closed]);
    }
    expect((await visitor().json(`/api/lists/${list.slug}`)).body.list).toMatchObject({ closed: true, items: [expect.objectContaining({ variantId: cot })] });
    const reopened = await b.json(`/api/birth-lists/${list.id}/reopen`, "POST");
    expect(reopened.body.list.closed).toBe(false);
    expect((await b.json(`/api/birth-lists/${list.id}/items/${bottle}`, "PUT", { wanted: 2 })).status).toBe(200);
  });

  it("a list past its closing day is closed without anyone closing it, until the parents give it a later day", async () => {
    const b = await parent();
    const list = await newList(b);
    await env.DB.prepare("UPDATE birth_lists SET expected_date = ?2, closes_on = ?3 WHERE id = ?1").bind(list.id, dayFrom(-60), dayFrom(-1)).run();
    expect((await b.json(`/api/birth-lists/${list.id}`)).body.list.closed).toBe(true);
    expect((await b.json(`/api/birth-lists/${list.id}/items/${cot}`, "PUT", { wanted: 1 })).status).toBe(409);
    // A later closing day opens it again.
    const edited = await b.json(`/api/birth-lists/${list.id}`, "PUT", { ...LIST, expectedDate: dayFrom(-60), closesOn: dayFrom(10) });
    expect([edited.status, edited.body.list.closed, edited.body.list.closesOn]).toEqual([200, false, dayFrom(10)]);
    expect((await b.json(`/api/birth-lists/${list.id}/items/${cot}`, "PUT", { wanted: 1 })).status).toBe(200);
  });
});

describe("another account's list", () => {
  it("is not found for any of the parents' routes, and nothing of it changes", async () => {
    const owner = await parent("dona");
    const list = await newList(owner);
    await owner.json(`/api/birth-lists/${list.id}/items/${cot}`, "PUT", { wanted: 2 });
    const other = await parent("outra");
    for (const [path, method, body] of [
      [`/api/birth-lists/${list.id}`, "GET", undefined],
      [`/api/birth-lists/${list.id}`, "PUT", { ...LIST, babyName: "Intrusa" }],
      [`/api/birth-lists/${list.id}/close`, "POST", undefined],
      [`/api/birth-lists/${list.id}/reveal`, "POST", undefined],
      [`/api/birth-lists/${list.id}/items/${bottle}`, "PUT", { wanted: 1 }],
      [`/api/birth-lists/${list.id}/items/${cot}`, "DELETE", undefined],
      [`/api/birth-lists/${list.id}/items/order`, "POST", { variantIds: [cot] }],
    ] as const) {
      const res = await other.json(path, method, body);
      expect([res.status, res.body.error.code], `${method} ${path}`).toEqual([404, "birth_list_not_found"]);
    }
    expect((await other.json("/api/birth-lists")).body.lists).toEqual([]);
    const own = (await owner.json(`/api/birth-lists/${list.id}`)).body.list;
    expect(own).toMatchObject({ babyName: "Leonor", closed: false, items: [expect.objectContaining({ variantId: cot, wanted: 2 })] });
  });

  it("needs a session for every parents' route", async () => {
    for (const [path, method] of [
      ["/api/birth-lists", "GET"],
      ["/api/birth-lists", "POST"],
      [`/api/birth-lists/${crypto.randomUUID()}`, "GET"],
    ] as const) {
      expect((await visitor().json(path, method, method === "POST" ? LIST : undefined)).status).toBe(401);
    }
  });
});

describe("what a visitor reads", () => {
  it("the name, the date, the message and the products with how many are still wanted; never the parents' details", async () => {
    const b = await parent();
    const list = await newList(b);
    await b.json(`/api/birth-lists/${list.id}/items/${cot}`, "PUT", { wanted: 2, essential: true });
    await b.json(`/api/birth-lists/${list.id}/items/${soldOut}`, "PUT", { wanted: 1 });
    await env.DB.prepare("UPDATE birth_list_items SET offered = 1 WHERE list_id = ?1 AND variant_id = ?2").bind(list.id, cot).run();
    const res = await visitor().json(`/api/lists/${list.slug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.body.list).toEqual({
      slug: list.slug,
      babyName: "Leonor",
      expectedDate: LIST.expectedDate,
      message: LIST.message,
      coverImageKey: null,
      closesOn: list.closesOn,
      closed: false,
      delivery: null,
      items: [
        expect.objectContaining({ variantId: cot, name: "Berço Portátil Dobrável", wanted: 2, remaining: 1, essential: true, available: true }),
        expect.objectContaining({ variantId: soldOut, wanted: 1, remaining: 1, available: false }),
      ],
    });
    // Nothing of the parents: no surname, account, e-mail, address, phone, code or list id.
    const text = JSON.stringify(res.body);
    for (const hidden of ["Costa", "@exemplo.pt", list.id, "userId", "surname", "accessCode", "phone", "address", "offered"])
      expect(text).not.toContain(hidden);
  });

  it("a withdrawn product drops out of the list's page", async () => {
    const b = await parent();
    const list = await newList(b);
    await b.json(`/api/birth-lists/${list.id}/items/${bottle}`, "PUT", { wanted: 1 });
    await b.json(`/api/birth-lists/${list.id}/items/${cot}`, "PUT", { wanted: 1 });
    await env.DB.prepare("UPDATE products SET active = 0 WHERE id = 4").run();
    try {
      expect((await visitor().json(`/api/lists/${list.slug}`)).body.list.items.map((i: { variantId: number }) => i.variantId)).toEqual([cot]);
    } finally {
      await env.DB.prepare("UPDATE products SET active = 1 WHERE id = 4").run();
    }
  });

  it("an unknown or malformed address is not found", async () => {
    expect((await visitor().json("/api/lists/abcdefghjkmn")).status).toBe(404);
    expect((await visitor().json("/api/lists/ABC")).status).toBe(400);
  });

  it("a list with a code asks for it; a wrong one is refused; the right one (any case) opens it; guessing is limited", async () => {
    const b = await parent();
    const list = await newList(b, { access: "code", accessCode: "Avo2027" });
    const guest = visitor();
    const none = await guest.json(`/api/lists/${list.slug}`);
    expect([none.status, none.body.error.code, none.body.error.message]).toEqual([403, "birth_list_code_required", t.errors.codeRequired]);
    const wrong = await guest.json(`/api/lists/${list.slug}?codigo=Avo2026`);
    expect([wrong.status, wrong.body.error.code, wrong.body.error.message]).toEqual([403, "birth_list_code_wrong", t.errors.codeWrong]);
    expect(JSON.stringify(wrong.body)).not.toContain("Leonor");
    expect((await guest.json(`/api/lists/${list.slug}?codigo=avo2027`)).body.list.babyName).toBe("Leonor");
    const tries = await Promise.all(Array.from({ length: 20 }, (_, i) => guest.json(`/api/lists/${list.slug}?codigo=x${i}xx`)));
    expect(tries.some((r) => r.status === 429)).toBe(true);
  });

  it("a surprise list hides from the parents what was offered, only that something was, until they choose to see it", async () => {
    const b = await parent();
    const list = await newList(b, { surprise: true });
    await b.json(`/api/birth-lists/${list.id}/items/${cot}`, "PUT", { wanted: 2 });
    const before = (await b.json(`/api/birth-lists/${list.id}`)).body.list;
    expect(before).toMatchObject({ surprise: true, revealed: false, somethingOffered: false, items: [expect.objectContaining({ offered: null })] });
    await env.DB.prepare("UPDATE birth_list_items SET offered = 1 WHERE list_id = ?1").bind(list.id).run();
    const hidden = (await b.json(`/api/birth-lists/${list.id}`)).body.list;
    expect(hidden).toMatchObject({ revealed: false, somethingOffered: true, items: [expect.objectContaining({ offered: null })] });
    // Visitors still see how many are wanted: that is how nobody buys the same cot twice.
    expect((await visitor().json(`/api/lists/${list.slug}`)).body.list.items[0].remaining).toBe(1);
    const seen = (await b.json(`/api/birth-lists/${list.id}/reveal`, "POST")).body.list;
    expect(seen).toMatchObject({ revealed: true, items: [expect.objectContaining({ offered: 1 })] });
  });

  it("found by surname and date only when the parents allowed it, with nothing but the name, the date and the address", async () => {
    const b = await parent();
    const date = dayFrom(90);
    const allowed = await newList(b, { expectedDate: date, surname: "Ferreira", searchable: true });
    await newList(b, { expectedDate: date, surname: "Ferreira", searchable: false });
    const res = await visitor().json(`/api/lists?apelido=ferreira&data=${date}`);
    expect(res.body.lists).toEqual([{ slug: allowed.slug, babyName: "Leonor", expectedDate: date }]);
    expect((await visitor().json(`/api/lists?apelido=Ferreira&data=${dayFrom(91)}`)).body.lists).toEqual([]);
    expect((await visitor().json(`/api/lists?apelido=F&data=${date}`)).status).toBe(400);
  });
});
