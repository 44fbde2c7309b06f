/// <reference types="vite/client" />
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import committed from "../../docs/openapi.json?raw";
import { app } from "../../worker/index";
import { openApiDocument } from "../../worker/lib/openapi";

/**
 * The API reference (decisions/0071): generated from the routes' own zod schemas, served to developers only, and
 * committed as docs/openapi.json, which must be what the routes say today.
 */
const doc = openApiDocument(app);
type Operation = {
  tags: string[];
  parameters?: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
  responses: Record<string, unknown>;
};
const op = (method: string, path: string) => (doc.paths as Record<string, Record<string, Operation>>)[path]?.[method];

/** What `wrangler deploy` ships (wrangler.toml's vars) with the secrets production requires. */
const production = () => ({
  DB: env.DB,
  KV: env.KV,
  IMAGES: env.IMAGES,
  ...(JSON.parse(env.DEPLOY_VARS) as Record<string, string>),
  AUTH_SECRET: "a-production-secret-of-at-least-32-characters",
  PUBLIC_ORIGIN: "https://loja.example.pt",
  OWNER_EMAILS: "dona@loja.example.pt",
  COMPANY_NAME: "Mãe & Bebé, Lda.",
  COMPANY_NIPC: "509999990",
  COMPANY_ADDRESS: "Rua da Loja, 1, 1000-001 Lisboa",
  COMPANY_EMAIL: "apoio@loja.example.pt",
  COMPANY_PHONE: "+351 210 000 000",
  MAIL_API_URL: "https://mail.example.pt",
  MAIL_API_KEY: "re_live_key",
  INVOICING: "manual",
});

describe("the API reference", () => {
  it("docs/openapi.json is the one the routes give today", () => {
    expect(JSON.parse(committed), "docs/openapi.json is stale: run npx tsx scripts/openapi.ts").toEqual(doc);
  });

  it("is served at /api/dev/openapi.json in development and tests, and does not exist in production", async () => {
    const dev = await app.request("/api/dev/openapi.json", {}, env);
    expect(dev.status).toBe(200);
    expect(await dev.json()).toEqual(doc);
    expect((await app.request("/api/health", {}, production())).status).toBe(200);
    const prod = await app.request("/api/dev/openapi.json", {}, production());
    expect(prod.status).toBe(404);
    expect(((await prod.json()) as { error: { code: string } }).error.code).toBe("not_found");
  });

  it("describes the API only, with OpenAPI's {name} paths, sorted", () => {
    expect(doc.openapi).toBe("3.1.0");
    const paths = Object.keys(doc.paths);
    expect(paths).toEqual([...paths].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(paths.every((p) => p.startsWith("/api/") || p.startsWith("/images/"))).toBe(true);
    expect(paths.filter((p) => /[:*]/.test(p))).toEqual([]);
    expect(paths).toContain("/api/admin/orders/{id}/ship");
    expect(op("get", "/images/{sku}/{file}")?.parameters?.map((p) => p.name)).toEqual(["file", "sku"]);
  });

  it("takes the bodies from the routes' json and form schemas", () => {
    const order = op("post", "/api/orders")?.requestBody?.content["application/json"]?.schema;
    expect(Object.keys(order?.properties ?? {})).toEqual(expect.arrayContaining(["items", "quoteId", "optionId", "addressId", "discountCode", "invoice"]));
    expect(order?.required).toEqual(expect.arrayContaining(["items", "quoteId", "optionId", "addressId"]));
    expect(order?.required).not.toContain("discountCode");
    const upload = op("post", "/api/admin/catalog/products/{id}/images")?.requestBody?.content["multipart/form-data"]?.schema;
    expect(upload?.properties?.file).toEqual({ type: "string", format: "binary" });
  });

  it("takes the parameters from the routes' param and query schemas, and every route answers the error shape", () => {
    const list = op("get", "/api/admin/orders");
    expect(list?.parameters?.filter((p) => p.in === "query").map((p) => p.name)).toEqual([
      "from",
      "late",
      "method",
      "page",
      "parcel",
      "q",
      "refund",
      "status",
      "to",
    ]);
    expect(list?.parameters?.find((p) => p.name === "status")).toMatchObject({
      required: false,
      schema: { type: "string", enum: expect.arrayContaining(["paid"]) },
    });
    expect(op("get", "/api/admin/orders/{id}")?.parameters).toEqual([
      { name: "id", in: "path", required: true, schema: { type: "string", pattern: "^[A-Za-z0-9-]{1,64}$" } },
    ]);
    for (const operations of Object.values(doc.paths)) {
      for (const o of Object.values(operations as Record<string, Operation>)) expect(o.responses.default).toEqual({ $ref: "#/components/responses/Error" });
    }
    expect(doc.components.schemas.Error.properties.error.required).toEqual(["code", "message"]);
  });
});
