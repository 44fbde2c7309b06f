import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { CATALOG_CACHE_HEADER } from "../../worker/features/catalog/catalog-cache";
import { OWNER, person } from "./setup/admin";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { aggregate, auditOf, ids, latestIds, owner, publicList, review, visibleTruth, words } from "./setup/reviews-moderation";
import { Browser } from "./setup/session";

/**
 * Issue 34, decisions/0047: the owner hides a review with a reason from the review policy's list (kept while it is
 * hidden, and in the audit log), shows it again, and replies as the shop. Staff only read. A hidden review leaves the
 * product's list, the home page's latest reviews and the product's rating (rating_sum/rating_count, by migration 0029's
 * triggers); the customer's own rating, title and text never change; every write leaves one audit row.
 */
beforeAll(async () => {
  await seedCatalogFixture();
});

describe("who may do what", () => {
  it("anonymous 401, a customer 403; staff read the list but may not hide, show again or reply (nothing written); the owner may", async () => {
    const r = await review(1, 4, "Bom berço.");
    const [customer, staff, boss] = [await person("customer"), await person("staff"), await owner()];
    const base = `/api/admin/reviews/${r.id}`;
    const routes: [string, string, unknown?][] = [
      ["GET", "/api/admin/reviews"],
      ["POST", `${base}/hide`, { reason: "spam", note: null }],
      ["POST", `${base}/unhide`],
      ["PUT", `${base}/reply`, { text: "Obrigado pela avaliação." }],
      ["DELETE", `${base}/reply`],
    ];
    const before = await words(r.id);
    for (const [method, path, body] of routes) {
      expect((await new Browser().json(path, method, body)).status, `anonymous ${method} ${path}`).toBe(401);
      expect((await customer.b.json(path, method, body)).status, `customer ${method} ${path}`).toBe(403);
      const asStaff = await staff.b.json(path, method, body);
      expect(asStaff.status, `staff ${method} ${path}`).toBe(method === "GET" ? 200 : 403);
      if (method !== "GET") expect(asStaff.body.error.code).toBe("forbidden");
    }
    // Nothing the refused requests asked for happened.
    expect(await auditOf(r.id)).toEqual([]);
    expect(
      await env.DB.prepare("SELECT hidden_at, reply_text FROM reviews WHERE id = ?1")
        .bind(r.id)
        .first<{ hidden_at: string | null; reply_text: string | null }>(),
    ).toEqual({ hidden_at: null, reply_text: null });
    for (const [method, path, body] of routes) expect((await boss.b.json(path, method, body)).status, `owner ${method} ${path}`).toBe(200);
    expect((await auditOf(r.id)).map((a) => `${a.actor} ${a.action}`)).toEqual([
      `${OWNER} review.hidden`,
      `${OWNER} review.unhidden`,
      `${OWNER} review.replied`,
      `${OWNER} review.reply_deleted`,
    ]);
    expect(await words(r.id)).toEqual(before);
  });
});

describe("hiding and showing again", () => {
  it("a hidden review leaves the product's list, the latest reviews and the rating; shown again, it is back; its words never change", async () => {
    const kept = await review(3, 5, "Embala o bebé muito bem.", 400);
    const bad = await review(3, 1, "Texto com insultos.", 401, "Horrível");
    const boss = await owner();
    const before = await aggregate(3);
    expect(before).toEqual(await visibleTruth(3));
    const words0 = await words(bad.id);
    expect(ids(await publicList(3))).toEqual(expect.arrayContaining([kept.id, bad.id]));
    expect((await latestIds()).slice(0, 2)).toEqual([bad.id, kept.id]);
    // The product's answer is in the edge cache: a hide must reach it at once (the catalogue version moves with the rating).
    await new Browser().json("/api/products/3");
    const cached = await new Browser().fetch("/api/products/3");
    expect(cached.headers.get(CATALOG_CACHE_HEADER)).toBe("hit");

    const hidden = await boss.b.json(`/api/admin/reviews/${bad.id}/hide`, "POST", { reason: "offensive", note: "  Insulta outra cliente.  " });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    expect(hidden.body.changed).toBe(true);
    expect(hidden.body.review).toMatchObject({
      id: bad.id,
      rating: 1,
      title: "Horrível",
      body: "Texto com insultos.",
      reviewer: "Ana C.",
      hidden: { reason: "offensive", note: "Insulta outra cliente.", by: OWNER },
      reply: null,
    });

    // The rating: exactly one review of 1 star fewer.
    expect(await aggregate(3)).toEqual({ sum: before.sum - 1, count: before.count - 1 });
    expect(await aggregate(3)).toEqual(await visibleTruth(3));
    const list = await publicList(3);
    expect(ids(list)).not.toContain(bad.id);
    expect(ids(list)).toContain(kept.id);
    expect(list.reviewCount).toBe(before.count - 1);
    expect(list.ratingAverage).toBe(Math.round(((before.sum - 1) / (before.count - 1)) * 10) / 10);
    expect(JSON.stringify(list)).not.toContain("insultos");
    expect((await latestIds())[0]).toBe(kept.id);
    expect(await latestIds()).not.toContain(bad.id);
    const product = await new Browser().fetch("/api/products/3");
    expect(product.headers.get(CATALOG_CACHE_HEADER)).toBe("miss");
    expect(((await product.json()) as { product: { reviewCount: number } }).product.reviewCount).toBe(before.count - 1);

    // Kept: the reason while it is hidden, in the back-office's list of hidden reviews and in the audit log.
    const hiddenList = (await boss.b.json("/api/admin/reviews?state=hidden")).body;
    expect(hiddenList.items.map((r: { id: string }) => r.id)).toContain(bad.id);
    expect(hiddenList.items.every((r: { hidden: unknown }) => r.hidden !== null)).toBe(true);
    expect((await boss.b.json("/api/admin/reviews?state=visible")).body.items.map((r: { id: string }) => r.id)).not.toContain(bad.id);
    const [audit] = await auditOf(bad.id);
    expect(audit).toMatchObject({ actor: OWNER, action: "review.hidden", before: "visible", after: "offensive" });
    expect(JSON.parse(audit!.detail)).toEqual({ reviewId: bad.id, productId: 3, reason: "offensive", note: "Insulta outra cliente." });

    const shown = await boss.b.json(`/api/admin/reviews/${bad.id}/unhide`, "POST");
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ changed: true, review: { id: bad.id, hidden: null } });
    expect(await aggregate(3)).toEqual(before);
    expect(ids(await publicList(3))).toContain(bad.id);
    expect((await latestIds())[0]).toBe(bad.id);
    const unhidden = (await auditOf(bad.id))[1]!;
    expect(unhidden).toMatchObject({ actor: OWNER, action: "review.unhidden", before: "offensive", after: "visible" });
    expect(JSON.parse(unhidden.detail)).toMatchObject({ reviewId: bad.id, reason: "offensive", note: "Insulta outra cliente.", hiddenBy: OWNER });

    // A second unhide changes nothing and leaves no audit row.
    expect((await boss.b.json(`/api/admin/reviews/${bad.id}/unhide`, "POST")).body.changed).toBe(false);
    expect(await auditOf(bad.id)).toHaveLength(2);
    expect(await words(bad.id)).toEqual(words0);
  });

  it("deleting the account of a hidden review's author leaves the rating as it is (the review no longer counted)", async () => {
    const r = await review(5, 2, "Não gostei.");
    const boss = await owner();
    expect((await boss.b.json(`/api/admin/reviews/${r.id}/hide`, "POST", { reason: "off_topic" })).status).toBe(200);
    const before = await aggregate(5);
    await env.DB.prepare("DELETE FROM users WHERE id = ?1").bind(r.userId).run();
    expect(await words(r.id)).toBeNull();
    expect(await aggregate(5)).toEqual(before);
    expect(await aggregate(5)).toEqual(await visibleTruth(5));
  });

  it("five hides sent at once: one is applied and audited, the others change nothing; the rating moves once", async () => {
    const r = await review(7, 4, "Anúncio: visite a minha loja!");
    const boss = await owner();
    const before = await aggregate(7);
    const reasons = ["spam", "offensive", "off_topic", "personal_data", "other"] as const;
    const answers = await Promise.all(reasons.map((reason) => boss.b.json(`/api/admin/reviews/${r.id}/hide`, "POST", { reason, note: "Nota." })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const applied = answers.filter((a) => a.body.changed);
    expect(applied).toHaveLength(1);
    const reason = applied[0]!.body.review.hidden.reason;
    // Every answer tells the one state the review is in.
    expect(answers.map((a) => a.body.review.hidden.reason)).toEqual(reasons.map(() => reason));
    expect((await auditOf(r.id)).map((a) => `${a.action} ${a.after}`)).toEqual([`review.hidden ${reason}`]);
    expect(await aggregate(7)).toEqual({ sum: before.sum - 4, count: before.count - 1 });

    const again = await Promise.all(reasons.map(() => boss.b.json(`/api/admin/reviews/${r.id}/unhide`, "POST")));
    expect(again.filter((a) => a.status === 200 && a.body.changed)).toHaveLength(1);
    expect(await aggregate(7)).toEqual(before);
    expect(await aggregate(7)).toEqual(await visibleTruth(7));
    expect((await auditOf(r.id)).map((a) => a.action)).toEqual(["review.hidden", "review.unhidden"]);
  });
});

describe("the shop's reply", () => {
  it("shows under its review (with its date, never who wrote it); a new one replaces it; the audit keeps both; deleted, it is gone", async () => {
    const r = await review(4, 3, "Razoável, vazou uma vez.");
    const boss = await owner();
    const before = await aggregate(4);
    const words0 = await words(r.id);
    const first = await boss.b.json(`/api/admin/reviews/${r.id}/reply`, "PUT", { text: "  Obrigado! Contacte-nos para trocar.  " });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ changed: true, review: { reply: { text: "Obrigado! Contacte-nos para trocar.", by: OWNER } } });
    const item = (await publicList(4)).items.find((i: { id: string }) => i.id === r.id);
    expect(item.reply).toEqual({ text: "Obrigado! Contacte-nos para trocar.", at: first.body.review.reply.at });
    expect(item.body).toBe("Razoável, vazou uma vez.");
    expect(JSON.stringify(await publicList(4))).not.toContain(OWNER);

    expect((await boss.b.json(`/api/admin/reviews/${r.id}/reply`, "PUT", { text: "Lamentamos: enviámos outro." })).body.changed).toBe(true);
    // The same text again changes nothing.
    expect((await boss.b.json(`/api/admin/reviews/${r.id}/reply`, "PUT", { text: "Lamentamos: enviámos outro." })).body.changed).toBe(false);
    expect((await publicList(4)).items.find((i: { id: string }) => i.id === r.id).reply.text).toBe("Lamentamos: enviámos outro.");
    expect((await auditOf(r.id)).map((a) => [a.action, a.before, a.after])).toEqual([
      ["review.replied", null, "Obrigado! Contacte-nos para trocar."],
      ["review.replied", "Obrigado! Contacte-nos para trocar.", "Lamentamos: enviámos outro."],
    ]);

    const removed = await boss.b.json(`/api/admin/reviews/${r.id}/reply`, "DELETE");
    expect(removed.body).toMatchObject({ changed: true, review: { reply: null } });
    expect((await publicList(4)).items.find((i: { id: string }) => i.id === r.id).reply).toBeNull();
    expect((await boss.b.json(`/api/admin/reviews/${r.id}/reply`, "DELETE")).body.changed).toBe(false);
    expect((await auditOf(r.id)).map((a) => [a.action, a.before, a.after])).toEqual([
      ["review.replied", null, "Obrigado! Contacte-nos para trocar."],
      ["review.replied", "Obrigado! Contacte-nos para trocar.", "Lamentamos: enviámos outro."],
      ["review.reply_deleted", "Lamentamos: enviámos outro.", null],
    ]);
    // Replies never touch the rating nor the customer's words.
    expect(await aggregate(4)).toEqual(before);
    expect(await words(r.id)).toEqual(words0);
  });

  it("a reply to a hidden review is not shown either", async () => {
    const r = await review(4, 5, "Tem o meu telefone: 912 345 678.");
    const boss = await owner();
    expect((await boss.b.json(`/api/admin/reviews/${r.id}/hide`, "POST", { reason: "personal_data" })).status).toBe(200);
    expect((await boss.b.json(`/api/admin/reviews/${r.id}/reply`, "PUT", { text: "Retirámos o seu telefone." })).status).toBe(200);
    const list = await publicList(4);
    expect(ids(list)).not.toContain(r.id);
    expect(JSON.stringify(list)).not.toContain("Retirámos");
  });
});
