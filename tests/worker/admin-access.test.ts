import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OWNER, paidOrder, person } from "./setup/admin";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { dayFromToday } from "./setup/dates";
import { Browser } from "./setup/session";
import { supplier } from "./setup/supplier-mock";

/**
 * Issue 32, decisions/0042: every back-office route checks the role on the server. Anonymous → 401; a customer, or an
 * invited member whose e-mail is not verified → 403; staff → the orders, not the owner's routes; the owner → all.
 */
beforeAll(async () => {
  await seedCatalogFixture();
  // A synonym for the routes to remove: staff remove it (200), the owner after them is told it is gone (404).
  await env.DB.prepare("INSERT INTO search_synonyms (id, language, term, synonym, created_by) VALUES (777, 'es', 'chucha', 'chupete', 'teste')").run();
  supplier.listen({ onUnhandledRequest: "error" });
});
afterAll(() => supplier.close());

/** A whole, valid save of the shop's settings (issue 46): what the settings page sends. */
const SETTINGS = {
  companyName: "Loja Teste, Lda.",
  companyNipc: "508000009",
  companyAddress: "Rua do Teste, 10, 1000-100 Lisboa",
  companyEmail: "loja@exemplo.pt",
  companyPhone: "+351 213 000 111",
  complaintsEntityName: "ASAE",
  complaintsEntityUrl: "https://www.asae.gov.pt",
  adrName: "CNIACC",
  adrUrl: "https://www.cniacc.pt",
  returnAddress: "Armazém, Rua do Teste, 12, 1000-100 Lisboa",
  freeDeliveryPtContinente: "",
  freeDeliveryPtAcores: "",
  freeDeliveryPtMadeira: "",
  freeDeliveryEsPeninsula: "",
  freeDeliveryEsBaleares: "",
  dispatchCutoffHour: "14",
  handlingDays: "0",
  birthListDiscountPercent: "10",
  birthListDiscountDays: "60",
  cartReminderHours: "4",
};

/** A code and a scheduled sale as the promotions page sends them (issue 47). */
const PROMOTION = {
  name: "Acesso",
  code: "",
  kind: "percent",
  percent: "10",
  amount: "",
  minOrder: "",
  startsAt: "",
  endsAt: "",
  maxUses: "",
  maxUsesPerCustomer: "",
  firstPurchaseOnly: false,
  saleItems: "better",
  categoryIds: [],
  products: "",
};
const SALE = { name: "Acesso", percent: "10", startsAt: "2099-01-01T00:00", endsAt: "2099-01-02T00:00", categoryIds: [1], products: "" };
const NO_SUCH = "00000000-0000-4000-8000-000000000000";
/** The customer of the test's paid order (the customers' routes: issue 48). */
let customerId = NO_SUCH;
const customerOf = async (orderId: string) =>
  (customerId = (await env.DB.prepare("SELECT user_id AS id FROM orders WHERE id = ?1").bind(orderId).first<{ id: string }>())!.id);

/** `missing`: the test's paid order has none of what the route reads (a withdrawal's return label): 404 is its answer. */
type Route = { method: string; path: (orderId: string) => string; body?: unknown; ownerOnly?: boolean; missing?: true };
const ROUTES: Route[] = [
  { method: "GET", path: () => "/api/admin/me" },
  { method: "GET", path: () => "/api/admin/orders?status=paid" },
  { method: "GET", path: (id) => `/api/admin/orders/${id}` },
  { method: "GET", path: (id) => `/api/admin/orders/packing-slips.pdf?ids=${id}` },
  { method: "GET", path: (id) => `/api/admin/shipping-labels/${id}` },
  { method: "POST", path: (id) => `/api/admin/shipping-labels/${id}`, body: { box: "media", weightGrams: 900 } },
  { method: "GET", path: (id) => `/api/admin/shipping-labels/${id}/label.pdf` },
  { method: "GET", path: (id) => `/api/admin/shipping-labels.pdf?ids=${id}` },
  { method: "POST", path: (id) => `/api/admin/shipping-labels/${id}/return`, body: { box: "media", weightGrams: 900 } },
  { method: "GET", path: (id) => `/api/admin/shipping-labels/${id}/return.pdf`, missing: true },
  { method: "POST", path: () => "/api/admin/shipping-labels/bulk", body: { ids: ["00000000-0000-4000-8000-000000000000"], box: "media" } },
  { method: "GET", path: () => "/api/admin/parcel-boxes" },
  { method: "POST", path: () => "/api/admin/parcel-boxes", body: { name: "Acesso", lengthCm: 10, widthCm: 10, heightCm: 10, tareGrams: 50 }, ownerOnly: true },
  {
    method: "PUT",
    path: () => "/api/admin/parcel-boxes/pequena",
    body: { name: "Pequena", lengthCm: 30, widthCm: 20, heightCm: 10, tareGrams: 150 },
    ownerOnly: true,
  },
  { method: "DELETE", path: () => "/api/admin/parcel-boxes/nao-existe", ownerOnly: true, missing: true },
  { method: "POST", path: (id) => `/api/admin/orders/${id}/prepare` },
  { method: "POST", path: (id) => `/api/admin/orders/${id}/ship`, body: { carrier: "ctt", trackingNumber: "RR123456789PT" } },
  { method: "POST", path: (id) => `/api/admin/orders/${id}/deliver`, body: { deliveredOn: dayFromToday() } },
  { method: "POST", path: (id) => `/api/admin/orders/${id}/refunds`, body: { shipping: true }, ownerOnly: true },
  { method: "GET", path: () => "/api/admin/withdrawals" },
  { method: "POST", path: (id) => `/api/admin/orders/${id}/goods-received` },
  { method: "POST", path: (id) => `/api/admin/orders/${id}/refund-withdrawal`, ownerOnly: true },
  { method: "POST", path: (id) => `/api/admin/orders/${id}/cancel`, ownerOnly: true },
  { method: "GET", path: () => "/api/admin/documents" },
  { method: "POST", path: () => "/api/admin/documents/00000000-0000-4000-8000-000000000000/retry", ownerOnly: true },
  { method: "GET", path: () => "/api/admin/staff", ownerOnly: true },
  { method: "POST", path: () => "/api/admin/staff", body: { email: "convidado-acesso@exemplo.pt" }, ownerOnly: true },
  { method: "DELETE", path: () => "/api/admin/staff/ninguem%40exemplo.pt", ownerOnly: true },
  { method: "GET", path: () => "/api/admin/audit.csv", ownerOnly: true },
  { method: "GET", path: () => "/api/admin/audit?action=order.status&page=1", ownerOnly: true },
  { method: "GET", path: () => "/api/admin/audit.csv?actor=sistema", ownerOnly: true },
  { method: "GET", path: () => "/api/admin/notifications", ownerOnly: true },
  {
    method: "PUT",
    path: () => "/api/admin/notifications",
    body: { events: ["order_paid", "withdrawal", "invoice_failed", "review_pending"] },
    ownerOnly: true,
  },
  { method: "GET", path: () => "/api/admin/settings", ownerOnly: true },
  { method: "GET", path: () => "/api/admin/health" },
  { method: "GET", path: () => "/api/admin/dashboard?period=30d" },
  { method: "GET", path: () => "/api/admin/customers?q=maria" },
  { method: "GET", path: () => "/api/admin/reports/sales?by=day&from=2026-10-01&to=2026-10-02", ownerOnly: true },
  { method: "GET", path: () => "/api/admin/reports/sales.csv?by=region&from=2026-10-01&to=2026-10-02", ownerOnly: true },
  { method: "GET", path: () => "/api/admin/reports/refunds?from=2026-10-01&to=2026-10-02", ownerOnly: true },
  { method: "GET", path: () => "/api/admin/reports/refunds.csv?from=2026-10-01&to=2026-10-02", ownerOnly: true },
  { method: "GET", path: () => "/api/admin/reports/vat?from=2026-10-01&to=2026-10-31", ownerOnly: true },
  { method: "GET", path: () => "/api/admin/search?from=2026-10-01&to=2026-10-31&language=pt" },
  { method: "GET", path: () => "/api/admin/search/synonyms?language=es" },
  { method: "POST", path: () => "/api/admin/search/synonyms", body: { language: "pt", term: "chucha", synonym: "chupeta" } },
  { method: "POST", path: () => "/api/admin/search/synonyms/777/delete" },
  { method: "GET", path: () => "/api/admin/reports/vat.csv?from=2026-10-01&to=2026-10-31", ownerOnly: true },
  { method: "GET", path: () => `/api/admin/customers/${customerId}` },
  { method: "POST", path: () => `/api/admin/customers/${customerId}/notes`, body: { text: "Nota" } },
  { method: "GET", path: () => `/api/admin/customers/${customerId}/export` },
  { method: "POST", path: () => `/api/admin/customers/${customerId}/delete`, ownerOnly: true },
  { method: "POST", path: () => "/api/admin/health/emails/00000000-0000-4000-8000-000000000000/retry" },
  { method: "PUT", path: () => "/api/admin/settings", body: SETTINGS, ownerOnly: true },
  { method: "GET", path: () => "/api/admin/promotions", ownerOnly: true },
  { method: "GET", path: () => "/api/admin/promotions/report", ownerOnly: true },
  { method: "GET", path: () => "/api/admin/promotions/report.csv", ownerOnly: true },
  { method: "POST", path: () => "/api/admin/promotions", body: PROMOTION, ownerOnly: true },
  { method: "GET", path: () => `/api/admin/promotions/${NO_SUCH}`, ownerOnly: true },
  { method: "PUT", path: () => `/api/admin/promotions/${NO_SUCH}`, body: PROMOTION, ownerOnly: true },
  { method: "PUT", path: () => `/api/admin/promotions/${NO_SUCH}/status`, body: { status: "paused" }, ownerOnly: true },
  { method: "POST", path: () => `/api/admin/promotions/${NO_SUCH}/codes`, body: { count: 1, prefix: "" }, ownerOnly: true },
  { method: "GET", path: () => `/api/admin/promotions/${NO_SUCH}/codes.csv`, ownerOnly: true },
  { method: "GET", path: () => "/api/admin/sales", ownerOnly: true },
  { method: "GET", path: () => "/api/admin/sales/report", ownerOnly: true },
  { method: "GET", path: () => "/api/admin/sales/report.csv", ownerOnly: true },
  { method: "POST", path: () => "/api/admin/sales/preview", body: SALE, ownerOnly: true },
  { method: "POST", path: () => "/api/admin/sales", body: SALE, ownerOnly: true },
  { method: "POST", path: () => `/api/admin/sales/${NO_SUCH}/end`, ownerOnly: true },
];

/** The route's answer; the CSV export is no JSON, its error answers are. */
async function call(b: Browser, r: Route, orderId: string) {
  if (!/\.(csv|pdf)$/.test(r.path(orderId).split("?")[0]!)) return b.json(r.path(orderId), r.method, r.body);
  const res = await b.fetch(r.path(orderId));
  const text = await res.text();
  return { status: res.status, body: res.headers.get("Content-Type")?.includes("json") ? JSON.parse(text) : text };
}

// Every route × three callers (a hundred requests and more): past vitest's 5 s on a loaded machine.
describe("every back-office route × who asks", { timeout: 30_000 }, () => {
  it("anonymous: 401; a customer and an invitee who has not accepted through the link: 403 — and nothing changes", async () => {
    const order = await paidOrder();
    const [customer, invited] = [await person("customer"), await person("invited-staff")];
    for (const r of ROUTES) {
      expect((await call(new Browser(), r, order.orderId)).status, `anonymous ${r.method} ${r.path("x")}`).toBe(401);
      for (const [who, p] of [
        ["customer", customer],
        ["invited", invited],
      ] as const) {
        const res = await call(p.b, r, order.orderId);
        expect(res.status, `${who} ${r.method} ${r.path("x")}`).toBe(403);
        expect(res.body.error.code).toBe(who === "customer" ? "forbidden" : "role_not_accepted");
      }
    }
    expect((await env.DB.prepare("SELECT status FROM orders WHERE id = ?1").bind(order.orderId).first<{ status: string }>())!.status).toBe("paid");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM staff_members WHERE email = 'convidado-acesso@exemplo.pt'").first<{ n: number }>()).toEqual({
      n: 0,
    });
  });

  it("staff: the orders' routes answer; the owner's refuse with 403", async () => {
    const order = await paidOrder();
    await customerOf(order.orderId);
    const staff = await person("staff");
    for (const r of ROUTES) {
      const res = await call(staff.b, r, order.orderId);
      if (r.ownerOnly) {
        expect(res.status, `${r.method} ${r.path("x")}`).toBe(403);
        expect(res.body.error.code).toBe("forbidden");
      } else expect(r.missing ? [404] : [200, 201, 409], `${r.method} ${r.path("x")}: ${JSON.stringify(res.body)}`).toContain(res.status);
    }
    expect((await staff.b.json("/api/admin/me")).body).toEqual({ email: staff.email, role: "staff", demoIdentity: false });
  });

  it("the owner: every route answers", async () => {
    const order = await paidOrder();
    await customerOf(order.orderId);
    const owner = await person("owner", OWNER);
    for (const r of ROUTES) {
      const res = await call(owner.b, r, order.orderId);
      expect([200, 201, 404, 409], `${r.method} ${r.path("x")}: ${res.status}`).toContain(res.status);
    }
    expect((await owner.b.json("/api/admin/me")).body).toEqual({ email: OWNER, role: "owner", demoIdentity: false });
  });
});

describe("the back-office's guards", () => {
  it("a write without the shop's Origin is refused before anything else", async () => {
    const order = await paidOrder();
    const staff = await person("staff");
    const res = await staff.b.fetch(`/api/admin/orders/${order.orderId}/prepare`, { method: "POST", headers: { Origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("forbidden_origin");
  });

  it("answers are never indexed nor cached", async () => {
    const staff = await person("staff");
    const res = await staff.b.fetch("/api/admin/orders");
    expect(res.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });

  it("a member is limited per minute (429 past ADMIN_REQUESTS_PER_MINUTE)", async () => {
    const staff = await person("staff");
    const limited = new Browser(staff.b.ip, { ADMIN_REQUESTS_PER_MINUTE: "3" });
    limited.cookies = staff.b.cookies;
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await limited.json("/api/admin/orders")).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("a request counts once against the limit, whichever of the routers sharing a prefix answers it", async () => {
    const staff = await person("staff");
    const limited = new Browser(staff.b.ip, { ADMIN_REQUESTS_PER_MINUTE: "3" });
    limited.cookies = staff.b.cookies;
    // /me is answered by the third router under /api/admin, the documents by the second.
    const statuses = [];
    for (const path of ["/api/admin/me", "/api/admin/documents", "/api/admin/me", "/api/admin/me"]) statuses.push((await limited.fetch(path)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("a member the owner removes is refused at the next request, and signed out of the shop too", async () => {
    const staff = await person("staff");
    const owner = await person("owner", OWNER);
    expect((await staff.b.json("/api/admin/orders")).status).toBe(200);
    expect((await owner.b.json(`/api/admin/staff/${encodeURIComponent(staff.email)}`, "DELETE")).status).toBe(200);
    expect((await staff.b.json("/api/admin/orders")).status).toBe(401);
    expect((await staff.b.json("/api/account/me")).status).toBe(401);
    // Signing in again is possible (the account is theirs), the back-office is not.
    const again = await person("customer", staff.email);
    expect((await again.b.json("/api/admin/orders")).status).toBe(403);
  });
});
