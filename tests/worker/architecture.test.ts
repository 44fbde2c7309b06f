/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";

/**
 * The worker's one shape (docs/decisions/0006): routes ask deps(c) for a service, services own the rules,
 * repos own the SQL. Read as source text, so a shortcut fails here before it spreads.
 */
const sources = import.meta.glob<string>(["../../worker/**/*.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
});
const files = Object.entries(sources).map(([path, text]) => ({ path: path.replace("../../", ""), text }));
const imports = (text: string) => [...text.matchAll(/from "([^"]+)"/g)].map((m) => m[1]!);
const of = (suffix: string) => files.filter((f) => f.path.endsWith(suffix));

describe("worker structure", () => {
  it("finds the worker's sources", () => {
    expect(of(".routes.ts").length).toBeGreaterThanOrEqual(7);
    expect(of(".service.ts").length).toBeGreaterThanOrEqual(5);
  });

  it("routes reach storage only through deps(c): no drizzle, schema, db client or repo imports", () => {
    const offenders = of(".routes.ts").flatMap((f) =>
      imports(f.text)
        .filter((i) => i.startsWith("drizzle-orm") || /\/db\/|\.repo$|\/integrations\//.test(i))
        .map((i) => `${f.path} imports ${i}`),
    );
    expect(offenders).toEqual([]);
    const direct = of(".routes.ts")
      .filter((f) => /c\.var\.db|c\.env\.(DB|KV|IMAGES)\b/.test(f.text))
      .map((f) => f.path);
    expect(direct).toEqual([]);
  });

  it("services import neither hono nor drizzle (not even through the HTTP error class)", () => {
    const offenders = of(".service.ts").flatMap((f) =>
      imports(f.text)
        .filter((i) => i.startsWith("hono") || i.startsWith("drizzle-orm") || i.endsWith("/lib/errors"))
        .map((i) => `${f.path} imports ${i}`),
    );
    expect(offenders).toEqual([]);
  });

  it("one helper for hashes and HMACs, one for outside HTTP calls", () => {
    const digests = files.filter((f) => /crypto\.subtle\.(digest|sign)\b/.test(f.text)).map((f) => f.path);
    expect(digests).toEqual(["worker/lib/crypto.ts"]);
    // The static assets binding (env.ASSETS, decisions/0019) is the worker's own files, not an outside call.
    const fetches = files.filter((f) => /\bfetch\(/.test(f.text.replace(/\b(ASSETS|assets)\s*\.fetch\(/g, ""))).map((f) => f.path);
    expect(fetches).toEqual(["worker/lib/fetch-json.ts"]);
  });

  it("only lib/rate-limit.ts builds rate-limit middleware over the counters", () => {
    const counters = files
      .filter((f) => /countHit\(/.test(f.text) && !f.path.endsWith("lib/counters.ts"))
      .map((f) => f.path)
      .sort();
    // The sign-in limits count inside Auth.js's authorize; one-time codes count attempts and single use.
    expect(counters).toEqual(["worker/features/auth/one-time-codes.ts", "worker/features/auth/signin-limits.ts", "worker/lib/rate-limit.ts"]);
  });
});

describe("what deps.ts hands out", () => {
  // deps.ts and the orders' part of it (deps-orders.ts): every dependency is built in one of them.
  const deps = of("worker/deps.ts")[0]!.text + of("worker/deps-orders.ts")[0]!.text;
  /** name → the factory its `once(...)` calls. */
  const factories = new Map([...deps.matchAll(/const (\w+) = once\("\w+", \(\)(?::[^=]+)? =>\s*(\w+)\(/g)].map((m) => [m[1]!, m[2]!]));
  /** factory → the module it is imported from. */
  const origin = new Map(
    [...deps.matchAll(/import \{([^}]+)\} from "([^"]+)"/g)].flatMap((m) => m[1]!.split(",").map((n) => [n.replace(/type /, "").trim(), m[2]!] as const)),
  );

  it("routes are handed services only, never repos, stores or outside systems (issue 29)", () => {
    const handed = [...deps.matchAll(/ {4}get (\w+)\(\) \{\n {6}return (\w+)\(\);/g)].map((m) => m[2]!);
    expect(handed.length).toBeGreaterThan(10);
    const notServices = handed.filter((name) => {
      const from = origin.get(factories.get(name) ?? "") ?? "";
      // deps-admin.ts puts the back-office's services together (each from a domain's .service module).
      return !/\.service$|\/order-lifecycle$|^\.\/deps-admin$/.test(from);
    });
    expect(notServices).toEqual([]);
  });

  it("payments never reach orders (orders build on payments), and no service branches on a provider's name", () => {
    const payments = files.filter((f) => f.path.startsWith("worker/features/payments/"));
    const intoOrders = payments.flatMap((f) => imports(f.text).filter((i) => i.includes("/orders/")));
    expect(intoOrders).toEqual([]);
    const branching = of(".service.ts")
      .filter((f) => /name\s*===\s*"(stripe|test)"/.test(f.text))
      .map((f) => f.path);
    expect(branching).toEqual([]);
  });
});

/** A relative import of `from` as the worker file it names (".ts" added), or null when it leaves the worker. */
function target(from: string, spec: string): string | null {
  if (!spec.startsWith(".")) return null;
  const parts = from.split("/").slice(0, -1);
  for (const step of spec.split("/")) {
    if (step === "..") parts.pop();
    else if (step !== ".") parts.push(step);
  }
  const path = `${parts.join("/")}.ts`;
  return files.some((f) => f.path === path) ? path : null;
}

/** The groups of two or more nodes that reach each other (Tarjan's strongly connected components). */
function cycles(edges: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe("the worker's boundaries (decisions/0068)", () => {
  const importsOf = (text: string) => [...text.matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)].map((m) => m[1]!);
  const fileEdges = new Map(files.map((f) => [f.path, new Set(importsOf(f.text).flatMap((spec) => target(f.path, spec) ?? []))] as const));
  const featureOf = (path: string) => /^worker\/features\/([^/]+)\//.exec(path)?.[1];

  it("no two files import each other, directly or round a loop", () => {
    expect(fileEdges.size).toBeGreaterThan(100);
    expect(cycles(fileEdges)).toEqual([]);
  });

  it("no two feature folders import each other, directly or round a loop (each builds only on the ones below it)", () => {
    const featureEdges = new Map<string, Set<string>>();
    for (const [from, tos] of fileEdges) {
      const own = featureOf(from);
      if (!own) continue;
      for (const to of tos) {
        const other = featureOf(to);
        if (other && other !== own) (featureEdges.get(own) ?? featureEdges.set(own, new Set()).get(own)!).add(other);
      }
    }
    expect(featureEdges.get("orders")?.has("payments")).toBe(true);
    expect(cycles(featureEdges)).toEqual([]);
  });

  it("only the orders lifecycle writes an order: its status through the process's one UPDATE, its other facts beside it", () => {
    const writers = files.filter((f) => /UPDATE orders\b/.test(f.text)).map((f) => f.path);
    // The account's erasure only unlinks the orders from the person (their status untouched).
    expect(writers.sort()).toEqual([
      "worker/features/account/account-deletion.repo.ts",
      "worker/features/orders/order-lifecycle.repo.ts",
      "worker/features/orders/order-process.ts",
    ]);
    expect(of("account-deletion.repo.ts")[0]!.text).not.toMatch(/UPDATE orders SET[^"`]*status/);
    expect(
      files
        .filter((f) => /transitionSql\(/.test(f.text))
        .map((f) => f.path)
        .sort(),
    ).toEqual(["worker/features/orders/order-lifecycle.repo.ts", "worker/features/orders/order-process.ts"]);
  });

  it("the back-office is not a feature: its write side lives with each domain", () => {
    expect(files.filter((f) => f.path.startsWith("worker/features/admin/")).map((f) => f.path)).toEqual([]);
  });
});
