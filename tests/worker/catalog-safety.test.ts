import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_MANUFACTURERS } from "../../scripts/lib/safety-generator";
import { WARNINGS } from "../../scripts/seed-vocabulary";
import { isValidGtin } from "../../shared/product-safety";
import { safetyStatement, seedCatalogFixture } from "./setup/catalog-fixture";
import { api } from "./setup/request";

/** GPSR art. 19 (decisions/0016): the product detail carries who made the product, its identification and warnings. */

const nuvem = DEMO_MANUFACTURERS.find((m) => m.country === "CN")!;
const pequenito = DEMO_MANUFACTURERS.find((m) => m.name.startsWith("Pequenito"))!;

beforeAll(async () => {
  await seedCatalogFixture();
  // A toy with small parts, in this file's own D1 only.
  await env.DB.batch([
    env.DB.prepare("INSERT INTO products (id, name, price_cents, sku, category_id, subcategory_id) VALUES (8, 'Blocos de Encaixe', 1499, 'SKU-8', 2, 3)"),
    safetyStatement(env.DB, { id: 8, brand: "Lua Cheia", vocabularyKey: "brinquedos-educativos", item: "Blocos de Encaixe" }),
  ]);
});

describe("GET /api/products/:id safety", () => {
  it("carries the manufacturer, model, GTIN and warnings; an EU manufacturer has no EU responsible person", async () => {
    const { status, body } = await api("/api/products/1");
    expect(status).toBe(200);
    const { safety } = body.product;
    expect(safety.manufacturer).toEqual({ name: pequenito.name, address: pequenito.address, contact: pequenito.contact, country: "PT" });
    expect(safety.euResponsible).toBeNull();
    expect(safety.model).toMatch(/^PQ-/);
    expect(isValidGtin(safety.gtin)).toBe(true);
    expect(safety.warnings).toEqual(["Conforme a EN 716."]);
  });

  it("names the EU responsible person of a manufacturer outside the EU", async () => {
    const { body } = await api("/api/products/2");
    expect(body.product.safety.manufacturer).toMatchObject({ name: nuvem.name, country: "CN" });
    expect(body.product.safety.euResponsible).toEqual(nuvem.euResponsible);
    expect(body.product.safety.euResponsible.address).toMatch(/Espanha$/);
  });

  it("gives a toy with small parts the 36-month warning, and a toy without them no warning at all", async () => {
    const toy = await api("/api/products/8");
    expect(toy.body.product.safety.warnings).toEqual([WARNINGS.smallParts]);
    expect(toy.body.product.safety.warnings[0]).toContain("menos de 36 meses");
    const cube = await api("/api/products/5");
    expect(cube.body.product.safety.warnings).toEqual([]);
    expect(cube.body.product.safety.manufacturer).not.toBeNull();
  });

  it("answers a product whose manufacturer is not recorded with nulls and no warnings, not an error", async () => {
    const { status, body } = await api("/api/products/7");
    expect(status).toBe(200);
    expect(body.product.safety).toEqual({ manufacturer: null, euResponsible: null, model: null, gtin: null, warnings: [] });
  });

  it("still answers 404 for an unknown or inactive product", async () => {
    for (const id of [999, 6]) {
      const { status, body } = await api(`/api/products/${id}`);
      expect(status).toBe(404);
      expect(body.error.code).toBe("product_not_found");
    }
  });

  it("leaves safety out of listings", async () => {
    const { body } = await api("/api/products?category=brinquedos-diversao");
    expect(body.items.length).toBeGreaterThan(0);
    for (const item of body.items) expect(item).not.toHaveProperty("safety");
  });

  it("refuses a manufacturer outside the EU without an EU responsible person (CHECK)", async () => {
    await expect(
      env.DB.prepare("INSERT INTO manufacturers (id, name, address, contact, country) VALUES (99, 'Sem Representante', 'Algures', 'x@y.example', 'US')").run(),
    ).rejects.toThrow(/CHECK constraint failed/);
    await env.DB.prepare("INSERT INTO manufacturers (id, name, address, contact, country) VALUES (98, 'Fabricante UE', 'Lisboa', 'x@y.example', 'PT')").run();
  });
});
