import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_REVIEWS_PAGE_SIZE } from "../../shared/admin-reviews";
import { reviewsAdminCopy } from "../../shared/copy/back-office/reviews";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { auditOf, owner, review } from "./setup/reviews-moderation";

/**
 * Issue 34, decisions/0047: the review moderation routes refuse bad input naming the field and write nothing; the
 * back-office's list filters and pages; migration 0029 keeps a shop's reviews and ratings. (reviews-moderation.test.ts
 * holds the roles, hiding, the rating and the reply.)
 */
beforeAll(async () => {
  await seedCatalogFixture();
});

describe("bad input", () => {
  it("refuses an unknown reason, 'other' without a note, long notes and replies, empty replies and unsafe text, naming the field; nothing written", async () => {
    const r = await review(1, 3, "Normal.");
    const boss = await owner();
    const e = reviewsAdminCopy.errors;
    const cases: [string, string, unknown, string, string][] = [
      ["POST", "hide", { reason: "feia" }, "reason", e.reason],
      ["POST", "hide", {}, "reason", e.reason],
      ["POST", "hide", { reason: "other" }, "note", e.noteRequired],
      ["POST", "hide", { reason: "other", note: "   " }, "note", e.noteRequired],
      ["POST", "hide", { reason: "spam", note: "x".repeat(501) }, "note", e.noteLong],
      ["PUT", "reply", { text: "" }, "text", e.replyEmpty],
      ["PUT", "reply", { text: "   " }, "text", e.replyEmpty],
      ["PUT", "reply", {}, "text", e.replyEmpty],
      ["PUT", "reply", { text: "x".repeat(1001) }, "text", e.replyLong],
    ];
    for (const [method, action, body, field, message] of cases) {
      const res = await boss.b.json(`/api/admin/reviews/${r.id}/${action}`, method, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error, JSON.stringify(body)).toEqual({ code: "invalid_input", message, field });
    }
    const unsafe = await boss.b.json(`/api/admin/reviews/${r.id}/reply`, "PUT", { text: "a\u202Eb" });
    expect(unsafe.status).toBe(400);
    expect(unsafe.body.error).toMatchObject({ code: "unsafe_characters", field: "text" });
    // A reply of exactly 1000 characters is fine.
    expect((await boss.b.json(`/api/admin/reviews/${r.id}/reply`, "PUT", { text: "y".repeat(1000) })).status).toBe(200);
    expect((await auditOf(r.id)).map((a) => a.action)).toEqual(["review.replied"]);
    expect((await env.DB.prepare("SELECT hidden_at FROM reviews WHERE id = ?1").bind(r.id).first<{ hidden_at: string | null }>())!.hidden_at).toBeNull();
  });

  it("an unknown review is 404 on every write, a malformed id 400; a bad filter 400", async () => {
    const boss = await owner();
    const auditBefore = (await env.DB.prepare("SELECT count(*) AS n FROM audit_log").first<{ n: number }>())!.n;
    for (const [method, action, body] of [
      ["POST", "hide", { reason: "spam" }],
      ["POST", "unhide", undefined],
      ["PUT", "reply", { text: "Olá" }],
      ["DELETE", "reply", undefined],
    ] as const) {
      const res = await boss.b.json(`/api/admin/reviews/nao-existe/${action}`, method, body);
      expect(res.status, `${method} ${action}`).toBe(404);
      expect(res.body.error).toEqual({ code: "not_found", message: reviewsAdminCopy.errors.notFound });
      expect((await boss.b.json(`/api/admin/reviews/${"x".repeat(65)}/${action}`, method, body)).status).toBe(400);
    }
    expect((await env.DB.prepare("SELECT count(*) AS n FROM audit_log").first<{ n: number }>())!.n).toBe(auditBefore);
    expect((await boss.b.json("/api/admin/reviews?state=todas")).status).toBe(400);
    expect((await boss.b.json("/api/admin/reviews?page=0")).status).toBe(400);
  });
});

describe("the back-office's list", () => {
  it("newest first, by product number or sku, by state, a page at a time", async () => {
    const boss = await owner();
    const sku = (await env.DB.prepare("SELECT sku FROM products WHERE id = 2").first<{ sku: string }>())!.sku;
    const written = [];
    for (let i = 0; i < ADMIN_REVIEWS_PAGE_SIZE + 1; i++) written.push(await review(2, (i % 5) + 1, `Texto ${i}`, 800));
    const total = (await env.DB.prepare("SELECT count(*) AS n FROM reviews WHERE product_id = 2").first<{ n: number }>())!.n;
    const first = (await boss.b.json("/api/admin/reviews?product=2")).body;
    expect(first).toMatchObject({ total, page: 1, pageSize: ADMIN_REVIEWS_PAGE_SIZE, totalPages: Math.ceil(total / ADMIN_REVIEWS_PAGE_SIZE) });
    expect(first.items).toHaveLength(ADMIN_REVIEWS_PAGE_SIZE);
    expect(first.items[0]).toMatchObject({
      id: written.at(-1)!.id,
      product: { id: 2, sku },
      body: `Texto ${ADMIN_REVIEWS_PAGE_SIZE}`,
      hidden: null,
      reply: null,
    });
    expect(first.items.every((r: { product: { id: number } }) => r.product.id === 2)).toBe(true);
    const second = (await boss.b.json("/api/admin/reviews?product=2&page=2")).body;
    expect(second.items.map((r: { id: string }) => r.id)).not.toContain(first.items[0].id);
    expect(first.items.length + second.items.length).toBe(Math.min(total, 2 * ADMIN_REVIEWS_PAGE_SIZE));
    // By sku, in any case.
    expect((await boss.b.json(`/api/admin/reviews?product=${sku.toLowerCase()}`)).body.total).toBe(total);
    expect((await boss.b.json("/api/admin/reviews?product=NAO-EXISTE")).body).toMatchObject({ total: 0, items: [] });
    // The state filter.
    await boss.b.json(`/api/admin/reviews/${written[0]!.id}/hide`, "POST", { reason: "spam" });
    const hidden = (await boss.b.json("/api/admin/reviews?product=2&state=hidden")).body;
    expect(hidden.items.map((r: { id: string }) => r.id)).toEqual([written[0]!.id]);
    expect((await boss.b.json("/api/admin/reviews?product=2&state=visible")).body.total).toBe(total - 1);
  });
});

describe("migration 0029 on a shop that already has reviews", () => {
  it("keeps every review and the products' ratings; the triggers follow a hide, an unhide and a delete afterwards", async () => {
    const db = env.MIGRATION_DB;
    await applyD1Migrations(
      db,
      env.TEST_MIGRATIONS.filter((m) => m.name < "0029"),
    );
    await db.batch([
      db.prepare("INSERT INTO products (id, name, price_cents, sku, stock_quantity, active) VALUES (1, 'Body', 1299, 'MB-1', 7, 1)"),
      db.prepare("INSERT INTO users (id, email) VALUES ('u1', 'ana@exemplo.pt'), ('u2', 'rui@exemplo.pt')"),
      db.prepare(
        "INSERT INTO reviews (id, product_id, user_id, rating, title, body) VALUES ('r1', 1, 'u1', 5, 'Ótimo', 'Macio.'), ('r2', 1, 'u2', 2, NULL, NULL)",
      ),
    ]);
    const rating = async () => db.prepare("SELECT rating_sum AS sum, rating_count AS count FROM products WHERE id = 1").first();
    expect(await rating()).toEqual({ sum: 7, count: 2 });
    await applyD1Migrations(db, env.TEST_MIGRATIONS);
    expect(await rating()).toEqual({ sum: 7, count: 2 });
    expect((await db.prepare("SELECT id, rating, title, body, hidden_at, reply_text FROM reviews ORDER BY id").all()).results).toEqual([
      { id: "r1", rating: 5, title: "Ótimo", body: "Macio.", hidden_at: null, reply_text: null },
      { id: "r2", rating: 2, title: null, body: null, hidden_at: null, reply_text: null },
    ]);
    await db.prepare("UPDATE reviews SET hidden_at = '2026-11-27T10:00:00.000Z', hidden_reason = 'spam', hidden_by = 'dono@exemplo.pt' WHERE id = 'r2'").run();
    expect(await rating()).toEqual({ sum: 5, count: 1 });
    await db.prepare("DELETE FROM reviews WHERE id = 'r2'").run();
    expect(await rating()).toEqual({ sum: 5, count: 1 });
    await db.prepare("UPDATE reviews SET hidden_at = '2026-11-27T10:00:00.000Z', hidden_reason = 'spam', hidden_by = 'dono@exemplo.pt' WHERE id = 'r1'").run();
    expect(await rating()).toEqual({ sum: 0, count: 0 });
    await db.prepare("UPDATE reviews SET hidden_at = NULL, hidden_reason = NULL, hidden_by = NULL WHERE id = 'r1'").run();
    expect(await rating()).toEqual({ sum: 5, count: 1 });
    // A hidden review must say why and who; a reply must say when and who (the CHECKs).
    await expect(db.prepare("UPDATE reviews SET hidden_at = '2026-11-27T10:00:00.000Z' WHERE id = 'r1'").run()).rejects.toThrow(/CHECK/);
    await expect(db.prepare("UPDATE reviews SET reply_text = 'Olá' WHERE id = 'r1'").run()).rejects.toThrow(/CHECK/);
  });
});
