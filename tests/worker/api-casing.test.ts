import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { Browser, signUp } from "./setup/session";
import { supplier } from "./setup/supplier-mock";

/**
 * docs/decisions/0006: every JSON field of the shop's own API is camelCase. This walks the answers of the main
 * endpoints and fails on any key, at any depth, that has an underscore (DB columns stay snake_case, the API not).
 * The supplier's wire format is outside the shop and is not checked here.
 */

beforeAll(async () => {
  await seedCatalogFixture();
  supplier.listen({ onUnhandledRequest: "error" });
});
afterAll(() => supplier.close());

/** Every key of a JSON value, as a path ("items.0.priceCents"). */
function keyPaths(value: unknown, at = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => keyPaths(v, `${at}${i}.`));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([k, v]) => [`${at}${k}`, ...keyPaths(v, `${at}${k}.`)]);
}
const lastKey = (path: string) => path.split(".").at(-1)!;

describe("keyPaths (the walker the casing rule relies on)", () => {
  it("finds snake_case keys at any depth, in objects inside arrays, and ignores values", () => {
    const bad = keyPaths({ items: [{ id: 1, nested: { deep_key: "x" } }], code: "snake_value" }).filter((p) => lastKey(p).includes("_"));
    expect(bad).toEqual(["items.0.nested.deep_key"]);
  });
});

describe("API field casing (decision 0006)", () => {
  const answers = new Map<string, unknown>();

  beforeAll(async () => {
    const b = new Browser();
    const email = "casing@exemplo.pt";
    await signUp(b, email);
    expect((await b.signIn(email, "Segura#2026")).ok).toBe(true);
    const profile = { firstName: "Maria", fullName: "Maria Silva", birthDate: "1990-05-17", phone: "+351912345678", nif: "123456789" };
    expect((await b.json("/api/account/customer", "PUT", profile)).status).toBe(200);
    await b.json("/api/favorites/2", "PUT");
    await b.json("/api/favorites/5", "PUT");

    const calls: [string, string, unknown?][] = [
      ["GET", "/api/categories"],
      ["GET", "/api/categories/totals"],
      ["GET", "/api/products"],
      ["GET", "/api/products?category=sono-conforto&sort=price-low"],
      ["GET", "/api/products/featured"],
      ["GET", "/api/products/search?q=ber%C3%A7o"],
      ["GET", "/api/products/search?q=ber%C3%A7o&sort=price-high"],
      ["GET", "/api/products/2"],
      ["GET", "/api/products/2/reviews"],
      ["GET", "/api/products/2/reviews/eligibility"],
      ["GET", "/api/favorites"],
      ["GET", "/api/account/me"],
      ["GET", "/api/account/session"],
      ["PUT", "/api/account/customer", profile],
      ["PATCH", "/api/account/my-data", profile],
      ["POST", "/api/cart/refresh", { lines: [1, 2, 5].map((productId) => ({ productId, variantId: null })) }],
      ["POST", "/api/shipping/quotes", { country: "PT", postalCode: "1000-001", items: [{ productId: 1, quantity: 1 }] }],
      ["GET", "/api/shop-info"],
      ["POST", "/api/contact", { name: "Ana Costa", email: "ana@exemplo.pt", subject: "Casing", message: "Uma mensagem para o teste de nomes." }],
      ["GET", "/api/dev/outbox"],
      ["GET", "/api/products/999"],
      ["POST", "/api/shipping/quotes", { country: "PT", postalCode: "0000-000", items: [{ productId: 1, quantity: 1 }] }],
    ];
    for (const [method, path, body] of calls) {
      const res = await b.json(path, method, body);
      answers.set(`${method} ${path}${body ? ` ${JSON.stringify(body)}` : ""}`, res.body);
    }
  });

  it("no key of any answer has an underscore", () => {
    const offenders = [...answers].flatMap(([call, body]) =>
      keyPaths(body)
        .filter((p) => lastKey(p).includes("_"))
        .map((p) => `${call} → ${p}`),
    );
    expect(offenders).toEqual([]);
  });

  it("the answers carry the renamed fields, so the walk is not vacuous", () => {
    const keys = new Set([...answers.values()].flatMap((body) => keyPaths(body).map(lastKey)));
    for (const k of ["priceCents", "salePriceCents", "imageKey", "stockQuantity", "extraImages", "soldQuantity", "favoritedAt"]) expect(keys).toContain(k);
    for (const k of ["userId", "firstName", "fullName", "birthDate", "costCents", "carrierCode", "totalPages", "profileComplete"]) expect(keys).toContain(k);
    // The error body too: a 404 and a validation error with its field.
    expect(keys).toContain("field");
    const search = answers.get("GET /api/products/search?q=ber%C3%A7o") as { items: unknown[] };
    expect(search.items.length).toBeGreaterThan(0);
  });
});
