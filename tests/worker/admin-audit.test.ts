import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUDIT_PAGE_SIZE } from "../../shared/admin";
import { parseCsv } from "../../shared/csv";
import { OWNER, person } from "./setup/admin";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { customerWithAddress, placeOrder, variantOf } from "./setup/checkout";
import { Browser } from "./setup/session";
import { supplier } from "./setup/supplier-mock";

/**
 * Issue 44, decisions/0060: the audit log on screen (GET /api/admin/audit): owner only, as its CSV export has been,
 * newest first, filtered by action, by who did it and by day, in pages; the CSV in the catalogue's format (BOM, `;`)
 * with the same filters, its export audited. And the order's page names its discount's code beside its subtotal.
 */
beforeAll(async () => {
  await seedCatalogFixture();
  supplier.listen({ onUnhandledRequest: "error" });
});
afterAll(() => supplier.close());

type AuditPage = {
  items: {
    id: number;
    at: string;
    actor: string;
    action: string;
    orderId: string | null;
    before: string | null;
    after: string | null;
    detail: string | null;
  }[];
  total: number;
  page: number;
  totalPages: number;
  actions: string[];
  actors: string[];
};

/** Audit rows written as the shop writes them (append-only: INSERT only), at the given moments, in the order given. */
async function rows(...list: { at: string; actor: string; action: string; after?: string }[]) {
  await env.DB.batch(
    list.map((r) => env.DB.prepare("INSERT INTO audit_log (at, actor, action, after) VALUES (?1, ?2, ?3, ?4)").bind(r.at, r.actor, r.action, r.after ?? null)),
  );
}

describe("GET /api/admin/audit", () => {
  it("is the owner's: anonymous 401, a customer and staff 403", async () => {
    expect((await new Browser().json("/api/admin/audit")).status).toBe(401);
    const customer = await person("customer");
    const refused = await customer.b.json("/api/admin/audit");
    expect([refused.status, refused.body.error.code]).toEqual([403, "forbidden"]);
    const staff = await person("staff");
    const staffRes = await staff.b.json("/api/admin/audit");
    expect([staffRes.status, staffRes.body.error.code]).toEqual([403, "forbidden"]);
    const owner = await person("owner", OWNER);
    expect((await owner.b.json("/api/admin/audit")).status).toBe(200);
  });

  it("newest first, filtered by action, by who did it and by day (both ends included), with the filters' choices", async () => {
    const who = `membro-${crypto.randomUUID().slice(0, 6)}@exemplo.pt`;
    await rows(
      { at: "2026-01-10T09:00:00.000Z", actor: who, action: "test.filtro", after: "a" },
      { at: "2026-01-15T09:00:00.000Z", actor: who, action: "test.filtro", after: "b" },
      { at: "2026-01-15T10:00:00.000Z", actor: "sistema", action: "test.filtro", after: "e" },
      { at: "2026-01-15T11:00:00.000Z", actor: who, action: "test.outro", after: "f" },
      { at: "2026-01-20T23:30:00.000Z", actor: who, action: "test.filtro", after: "c" },
      { at: "2026-01-21T00:00:00.000Z", actor: who, action: "test.filtro", after: "d" },
    );
    const owner = await person("owner", OWNER);
    const get = async (query: string) => {
      const res = await owner.b.json(`/api/admin/audit?${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as AuditPage;
    };

    const byActor = await get(`actor=${encodeURIComponent(who)}`);
    expect(byActor.items.map((r) => r.after)).toEqual(["d", "c", "f", "b", "a"]);
    expect(byActor.total).toBe(5);
    expect(byActor.actions).toEqual(expect.arrayContaining(["test.filtro", "test.outro"]));
    expect(byActor.actors).toEqual(expect.arrayContaining([who, "sistema"]));

    expect((await get(`action=test.filtro&actor=${encodeURIComponent(who)}`)).items.map((r) => r.after)).toEqual(["d", "c", "b", "a"]);
    expect((await get("action=test.filtro&actor=sistema")).items.map((r) => r.after)).toEqual(["e"]);
    const days = await get(`action=test.filtro&from=2026-01-15&to=2026-01-20`);
    expect(days.items.map((r) => r.after)).toEqual(["c", "e", "b"]);
    expect(days.items[0]).toMatchObject({ actor: who, action: "test.filtro", at: "2026-01-20T23:30:00.000Z", orderId: null });
    expect((await get("action=test.filtro&from=2026-01-21")).items.map((r) => r.after)).toEqual(["d"]);
    expect((await get("action=test.nada")).items).toEqual([]);
  });

  it("in pages of 50, the newest on the first", async () => {
    const action = `test.paginas${crypto.randomUUID().slice(0, 4)}`;
    await rows(
      ...Array.from({ length: AUDIT_PAGE_SIZE + 5 }, (_, i) => ({
        at: `2026-02-01T10:${String(i).padStart(2, "0")}:00.000Z`,
        actor: OWNER,
        action,
        after: String(i),
      })),
    );
    const owner = await person("owner", OWNER);
    const first = (await owner.b.json(`/api/admin/audit?action=${action}`)).body as AuditPage;
    expect([first.items.length, first.total, first.page, first.totalPages]).toEqual([AUDIT_PAGE_SIZE, AUDIT_PAGE_SIZE + 5, 1, 2]);
    expect(first.items[0]!.after).toBe(String(AUDIT_PAGE_SIZE + 4));
    const second = (await owner.b.json(`/api/admin/audit?action=${action}&page=2`)).body as AuditPage;
    expect(second.items.map((r) => r.after)).toEqual(["4", "3", "2", "1", "0"]);
  });

  it("a malformed filter is refused (400), not read as none", async () => {
    const owner = await person("owner", OWNER);
    expect((await owner.b.json("/api/admin/audit?from=15-01-2026")).status).toBe(400);
    expect((await owner.b.json("/api/admin/audit?page=0")).status).toBe(400);
  });
});

describe("GET /api/admin/audit.csv", () => {
  it("the catalogue's format (BOM, `;`, CRLF), the page's filters, oldest first; the export itself audited", async () => {
    const who = `csv-${crypto.randomUUID().slice(0, 6)}@exemplo.pt`;
    await rows(
      { at: "2026-03-01T09:00:00.000Z", actor: who, action: "test.csv", after: "Conceição; primeira" },
      { at: "2026-03-02T09:00:00.000Z", actor: who, action: "test.csv", after: "segunda" },
      { at: "2026-03-03T09:00:00.000Z", actor: who, action: "test.csvoutro", after: "terceira" },
    );
    const owner = await person("owner", OWNER);
    const res = await owner.b.fetch(`/api/admin/audit.csv?actor=${encodeURIComponent(who)}&action=test.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await res.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // (Response.text() drops the byte order mark, as a spreadsheet reading it does.)
    const text = await res.text();
    expect(text.startsWith('"id";"at";"actor";"action";"order_id";"before";"after";"detail"\r\n')).toBe(true);
    const parsed = parseCsv(text, ";");
    expect(parsed.ok).toBe(true);
    const records = parsed.ok ? parsed.records.filter((r) => r.length > 1) : [];
    expect(records.slice(1).map((r) => [r[2], r[3], r[6]])).toEqual([
      [who, "test.csv", "Conceição; primeira"],
      [who, "test.csv", "segunda"],
    ]);
    const exported = await env.DB.prepare("SELECT actor, detail FROM audit_log WHERE action = 'audit.exported' ORDER BY id DESC LIMIT 1").first<{
      actor: string;
      detail: string;
    }>();
    expect(exported?.actor).toBe(OWNER);
    expect(JSON.parse(exported!.detail)).toEqual({ actor: who, action: "test.csv" });
  });
});

describe("an order's page in the back-office", () => {
  it("a discounted order: its subtotal and the discount's code, so subtotal − discount + delivery = total", async () => {
    const c = await customerWithAddress();
    const code = `BEMVINDO-AUDIT${crypto.randomUUID().slice(0, 5).toUpperCase()}`;
    await env.DB.prepare("INSERT INTO discount_codes (code, email) VALUES (?1, ?2)").bind(code, c.email).run();
    const res = await placeOrder(c.b, c.addressId, [{ productId: 4, variantId: await variantOf(4), quantity: 2 }], { discountCode: code });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const owner = await person("owner", OWNER);
    const detail = await owner.b.json(`/api/admin/orders/${res.body.orderId}`);
    expect(detail.status).toBe(200);
    const o = detail.body.order as { subtotalCents: number; discountCents: number; shippingCents: number; totalCents: number };
    expect(detail.body.discountCode).toBe(code);
    expect(o.discountCents).toBeGreaterThan(0);
    expect(o.subtotalCents - o.discountCents + o.shippingCents).toBe(o.totalCents);

    const other = await customerWithAddress();
    const plain = await placeOrder(other.b, other.addressId, [{ productId: 4, variantId: await variantOf(4), quantity: 1 }]);
    expect(plain.status).toBe(201);
    expect((await owner.b.json(`/api/admin/orders/${plain.body.orderId}`)).body.discountCode).toBeNull();
  });
});
