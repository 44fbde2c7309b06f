import type { RouterRoute } from "hono/types";
import { findTargetHandler } from "hono/utils/handler";
import { type ZodType, z } from "zod";
import { copies } from "../../shared/copy";
import { ERROR_CODES } from "../../shared/error-codes";
import { type Validation, validationOf } from "./validate";

/**
 * The API reference (OpenAPI 3.1, decisions/0071), built from the app itself: Hono's `app.routes` lists every handler
 * with its method and path, and each middleware made by `validate` says which request part it checks with which zod
 * schema (lib/validate.ts). A route, a parameter or a field cannot be added or dropped without the reference following.
 * Answers are not described: the handlers' return types are TypeScript only (the web reads them through AppType).
 */

type JsonSchema = Record<string, unknown>;
type Method = "get" | "put" | "post" | "patch" | "delete";
const METHODS: readonly Method[] = ["get", "put", "post", "patch", "delete"];

/**
 * Routes whose Hono path is a wildcard, under the path the reference gives them. Auth.js's /api/auth/* is left out:
 * its paths are the library's own (see the document's description).
 */
const WILDCARDS: Record<string, { path: string; summary: string } | null> = {
  "/images/*": { path: "/images/{sku}/{file}", summary: "A catalogue image (public, cached for a year)" },
  "/api/auth/*": null,
};

interface Route {
  method: Method;
  path: string;
  summary?: string;
  validations: Validation[];
}

/** Hono's `/products/:id` (or `:file{regex}`) as OpenAPI's `/products/{id}`; pages and wildcards give null. */
function referencePath(honoPath: string): { path: string; summary?: string } | null {
  if (honoPath in WILDCARDS) return WILDCARDS[honoPath] ?? null;
  if (!honoPath.startsWith("/api/") || honoPath.includes("*")) return null;
  return { path: honoPath.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, "{$1}") };
}

/** The routes of `app` the reference describes, each with the validations its handlers run, in registration order. */
function collectRoutes(app: { routes: readonly RouterRoute[] }): Route[] {
  const byKey = new Map<string, Route>();
  for (const r of app.routes) {
    const method = r.method.toLowerCase() as Method;
    if (!METHODS.includes(method)) continue; // "ALL": middleware for every method (guards, sessions)
    const where = referencePath(r.path);
    if (!where) continue;
    const key = `${method} ${where.path}`;
    const route = byKey.get(key) ?? { method, path: where.path, summary: where.summary, validations: [] };
    byKey.set(key, route);
    const validation = validationOf(findTargetHandler(r.handler));
    if (validation) route.validations.push(validation);
  }
  return [...byKey.values()];
}

/** A schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), as the client sends it (before defaults and transforms). */
function toJsonSchema(schema: ZodType, target: Validation["target"]): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io: "input",
    unrepresentable: "any",
    // A form's only custom field is an uploaded file (z.instanceof(File)).
    override: ({ zodSchema, jsonSchema }) => {
      if (target === "form" && zodSchema._zod.def.type === "custom") Object.assign(jsonSchema, { type: "string", format: "binary" });
    },
  }) as JsonSchema;
  return json;
}

interface Parameter {
  name: string;
  in: "path" | "query";
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

/** One parameter per property of a "param" or "query" object schema. */
function parametersOf(validation: Validation): Parameter[] {
  const json = toJsonSchema(validation.schema, validation.target);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  const where = validation.target === "param" ? "path" : "query";
  return Object.entries(properties).map(([name, schema]) => {
    const { description, ...rest } = schema;
    return {
      name,
      in: where,
      required: where === "path" || required.has(name),
      ...(typeof description === "string" ? { description } : {}),
      schema: rest,
    };
  });
}

const BODY_TYPES: Partial<Record<Validation["target"], string>> = { json: "application/json", form: "multipart/form-data" };

function operationOf(route: Route) {
  const parameters = route.validations.filter((v) => v.target === "param" || v.target === "query").flatMap(parametersOf);
  // A path parameter no schema checks (the wildcards' names) is still part of the path: a plain string.
  for (const name of [...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!)) {
    if (!parameters.some((p) => p.in === "path" && p.name === name)) parameters.push({ name, in: "path", required: true, schema: { type: "string" } });
  }
  parameters.sort((a, b) => (a.in === b.in ? compare(a.name, b.name) : a.in === "path" ? -1 : 1));
  const bodies = route.validations.filter((v) => BODY_TYPES[v.target]);
  const segments = route.path.split("/").filter(Boolean);
  return {
    tags: [segments[0] === "api" ? segments[1]! : segments[0]!],
    ...(route.summary ? { summary: route.summary } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(bodies.length
      ? {
          requestBody: {
            required: true,
            content: Object.fromEntries(bodies.map((v) => [BODY_TYPES[v.target]!, { schema: toJsonSchema(v.schema, v.target) }])),
          },
        }
      : {}),
    responses: {
      "2XX": { description: "Success: the route's JSON (or the image)." },
      ...(route.validations.length ? { "400": { $ref: "#/components/responses/Error" } } : {}),
      default: { $ref: "#/components/responses/Error" },
    },
  };
}

/** Code-point order, the same on every machine (localeCompare is not). */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The OpenAPI 3.1 document of `app`'s API, sorted by path and method so that it only changes when the API does. */
export function openApiDocument(app: { routes: readonly RouterRoute[] }) {
  const routes = collectRoutes(app).sort((a, b) => compare(a.path, b.path) || METHODS.indexOf(a.method) - METHODS.indexOf(b.method));
  const paths: Record<string, Partial<Record<Method, ReturnType<typeof operationOf>>>> = {};
  for (const route of routes) {
    paths[route.path] ??= {};
    paths[route.path]![route.method] = operationOf(route);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: `${copies.pt.brand} — API`,
      version: "1",
      description: [
        "Generated from the routes and their zod schemas (docs/decisions/0071-api-reference-from-the-schemas.md).",
        "Every error answers `{ error: { code, message, field? } }`, the message in the request's language.",
        "Writes (POST, PUT, PATCH, DELETE) must carry the shop's own Origin; the session is Auth.js's cookie (sign-in, sign-out and session under /api/auth/*, the library's own paths).",
        "/api/dev/* exists only in development and tests.",
      ].join("\n\n"),
    },
    paths,
    components: {
      schemas: {
        Error: {
          type: "object",
          required: ["error"],
          properties: {
            error: {
              type: "object",
              required: ["code", "message"],
              properties: {
                code: { type: "string", enum: [...ERROR_CODES].sort(compare) },
                message: { type: "string", description: "In the request's language (Portuguese or Spanish)." },
                field: { type: "string", description: "The refused field's path, dotted (items.0.quantity)." },
              },
            },
          },
        },
      },
      responses: {
        Error: { description: "The request was refused or failed.", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
      },
    },
  };
}
