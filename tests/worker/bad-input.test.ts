import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { api } from "./setup/request";
import { Browser, signUp } from "./setup/session";

/**
 * Every route, every kind of bad input: a 4xx JSON error in the shop's shape with a Portuguese message,
 * never a 500, never Hono's English text, and nothing written.
 */
const ENGLISH = /malformed|invalid json|unexpected|bad request|payload too large|internal server/i;

function expectShopError(res: { status: number; body: any }, label: string) {
  expect(res.status, label).toBeGreaterThanOrEqual(400);
  expect(res.status, label).toBeLessThan(500);
  expect(typeof res.body?.error?.code, label).toBe("string");
  expect(res.body.error.message, label).not.toMatch(ENGLISH);
}

const HUGE = "9".repeat(400);
const BIG_BODY = JSON.stringify({ email: "a@exemplo.pt", padding: "x".repeat(70 * 1024) });
const UNSAFE = ["Ana\u0000Maria", "Ana\u202EairaM", "Ana\uD800"];

/** JSON routes with a valid-looking body each; [method, path, body, signed in]. */
const JSON_ROUTES: [string, string, Record<string, unknown>, boolean][] = [
  ["POST", "/api/newsletter", { email: "news@exemplo.pt", consent: true }, false],
  ["POST", "/api/contact", { name: "Ana Costa", email: "ana@exemplo.pt", subject: "Encomenda", message: "Quando chega a minha encomenda?" }, false],
  ["POST", "/api/cart/refresh", { ids: [1, 2] }, false],
  ["POST", "/api/shipping/quotes", { country: "PT", postalCode: "1000-001", items: [{ productId: 1, quantity: 1 }] }, false],
  ["POST", "/api/account/signup", { email: "novo@exemplo.pt", password: "Segura#2026", firstName: "Ana", fullName: "Ana Costa" }, false],
  ["POST", "/api/account/email-exists", { email: "x@exemplo.pt" }, false],
  ["POST", "/api/withdrawals", { orderNumber: "1A2B3C4D", email: "x@exemplo.pt" }, false],
  ["POST", "/api/account/reset-code", { email: "x@exemplo.pt" }, false],
  ["POST", "/api/account/reset-password", { email: "x@exemplo.pt", code: "123456", newPassword: "Segura#2027" }, false],
  ["POST", "/api/account/reset-password-link", { token: "abc", newPassword: "Segura#2027" }, false],
  ["PUT", "/api/account/customer", { firstName: "Ana", fullName: "Ana Costa", birthDate: "1990-05-05", phone: "+351912345678", nif: "123456789" }, true],
  ["PATCH", "/api/account/my-data", { firstName: "Ana", fullName: "Ana Costa", birthDate: "1990-05-05", phone: "+351912345678" }, true],
  ["POST", "/api/account/password", { currentPassword: "Segura#2026", newPassword: "Segura#2027" }, true],
  ["POST", "/api/team-invitations/status", { token: "t".repeat(43) }, false],
  ["POST", "/api/team-invitations/accept", { token: "t".repeat(43), password: "Segura#2027" }, false],
];

let n = 0;
const ip = () => `100.64.${Math.floor(n / 250)}.${(n++ % 250) + 1}`;

async function send(method: string, path: string, body: string, signedIn: Browser | null, contentType = "application/json") {
  const init = { method, headers: { "Content-Type": contentType, "CF-Connecting-IP": ip() }, body };
  if (!signedIn) return api(path, init);
  const res = await signedIn.fetch(path, init);
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

let session: Browser;
beforeAll(async () => {
  await seedCatalogFixture();
  session = new Browser();
  await signUp(session, "sessao@exemplo.pt");
  await session.signIn("sessao@exemplo.pt", "Segura#2026");
});

describe.each(JSON_ROUTES)("%s %s", (method, path, valid, needsSession) => {
  const b = () => (needsSession ? session : null);
  const firstString = Object.entries(valid).find(([, v]) => typeof v === "string")?.[0];

  it("malformed JSON: 400 in the shop's shape, in Portuguese", async () => {
    const res = await send(method, path, '{"email": "a@', b());
    expectShopError(res, "malformed");
    expect(res.status).toBe(400);
  });
  it("wrong types, arrays, null and an empty body: 4xx", async () => {
    for (const body of ["[]", "null", '"texto"', "42", "", JSON.stringify(Object.fromEntries(Object.keys(valid).map((k) => [k, { $gt: "" }])))]) {
      expectShopError(await send(method, path, body, b()), `body ${body.slice(0, 30)}`);
    }
  });
  it("a body over 64 KB: 413 before parsing", async () => {
    const res = await send(method, path, BIG_BODY, b());
    expect(res.status).toBe(413);
    expectShopError(res, "big");
  });
  it("huge numbers: 4xx", async () => {
    const body = JSON.stringify(Object.fromEntries(Object.entries(valid).map(([k, v]) => [k, typeof v === "string" ? v : Number(`${HUGE}e300`)])));
    const res = await send(method, path, body.replace(/null/g, HUGE), b());
    if (res.status >= 400) expectShopError(res, "huge");
    else expect(path).not.toMatch(/quotes|refresh/);
  });
  it.skipIf(!firstString)("control characters, bidi overrides and lone surrogates in text: 400 naming the field", async () => {
    for (const bad of UNSAFE) {
      const res = await send(method, path, JSON.stringify({ ...valid, [firstString!]: bad }), b());
      expectShopError(res, JSON.stringify(bad));
    }
  });
});

describe("names with control characters are never stored", () => {
  it("a name with NUL, a bidi override or a lone surrogate is refused with a field error", async () => {
    const name = () => env.DB.prepare("SELECT full_name FROM customers WHERE email = 'sessao@exemplo.pt'").first<{ full_name: string }>();
    const before = await name();
    for (const bad of UNSAFE) {
      const res = await send(
        "PATCH",
        "/api/account/my-data",
        JSON.stringify({ firstName: "Ana", fullName: `Ana ${bad}`, birthDate: "1990-05-05", phone: "+351912345678" }),
        session,
      );
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: "unsafe_characters", field: "fullName", message: "Este campo contém caracteres não permitidos." });
    }
    expect(await name()).toEqual(before);
  });
});

describe("paths and queries", () => {
  it.each([
    "/api/products/abc",
    `/api/products/${HUGE}`,
    "/api/products/-1",
    "/api/products/99999",
    `/api/products?page=${HUGE}`,
    "/api/products?page=1e309",
    "/api/products?sort=%00",
    "/api/products?min=abc&max=-5",
    "/api/products?category=%E0%A4%A",
    "/api/products/search?q=%E0%A4%A",
    "/api/products/search?q=a",
    `/api/products/search?q=${"a".repeat(5000)}`,
    "/api/account/verify-email?token=%E0%A4%A",
    "/images/SKU-1/%E0%A4%A.png",
    "/images/%E0%A4%A/x.png",
    `/images/SKU-1/${"a".repeat(1100)}.png`,
    "/images/SKU-1/..%2F..%2Fsecret.png",
    "/api/nada",
  ])("GET %s: 4xx or a redirect, never a 500", async (path) => {
    const res = await api(path);
    expect(res.status, path).toBeLessThan(500);
    if (res.status >= 400) expectShopError(res, path);
  });

  it.each(["PUT", "DELETE"])("%s /api/favorites with unknown or absurd ids: 4xx", async (method) => {
    for (const id of ["99999", "abc", HUGE, "-1", "1.5"]) {
      const res = await session.fetch(`/api/favorites/${id}`, { method });
      const body = await res.json();
      if (method === "DELETE" && id === "99999") expect(res.status).toBe(200);
      else expectShopError({ status: res.status, body }, `${method} ${id}`);
    }
  });

  it("a form body where JSON is expected: 4xx", async () => {
    expectShopError(await send("POST", "/api/newsletter", "email=a%40b.pt", null, "application/x-www-form-urlencoded"), "form");
  });
});
