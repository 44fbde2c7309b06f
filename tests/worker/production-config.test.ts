import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseConfig } from "../../worker/config/app-config";
import type { AppEnv } from "../../worker/env";
import { protectedRouter } from "../../worker/features/auth/require-user";
import { app } from "../../worker/index";
import { onError } from "../../worker/lib/on-error";
import { withConfig, withDb } from "../../worker/lib/request-guards";
import { Browser, signUp } from "./setup/session";

/** Exactly what `wrangler deploy` of this repository ships: the bindings and wrangler.toml's [vars], no test values. */
const deployed = (secrets: Record<string, string> = {}) => ({
  DB: env.DB,
  KV: env.KV,
  IMAGES: env.IMAGES,
  BACKUPS: env.BACKUPS,
  ...(JSON.parse(env.DEPLOY_VARS) as Record<string, string>),
  ...secrets,
});
const COMPANY = {
  COMPANY_NAME: "Mãe & Bebé, Lda.",
  COMPANY_NIPC: "509999990",
  COMPANY_ADDRESS: "Rua da Loja, 1, 1000-001 Lisboa",
  COMPANY_EMAIL: "apoio@loja.example.pt",
  COMPANY_PHONE: "+351 210 000 000",
};
const MAIL = { MAIL_API_URL: "https://mail.example.pt", MAIL_API_KEY: "re_live_key" };
const INVOICING = { INVOICEXPRESS_ACCOUNT: "maebebe", INVOICEXPRESS_API_KEY: "ix_live_key" };
const SECRETS = {
  AUTH_SECRET: "a-production-secret-of-at-least-32-characters",
  PUBLIC_ORIGIN: "https://loja.example.pt",
  OWNER_EMAILS: "dona@loja.example.pt",
  ...COMPANY,
  ...MAIL,
  ...INVOICING,
};

afterEach(() => vi.restoreAllMocks());

/** The worker's log line (one JSON object, lib/log.ts) for a request the configuration refused, naming `problem`. */
const configLine = (problem: string) =>
  expect.toSatisfy((line: string) => {
    const parsed = JSON.parse(line) as { message: string; problems: string[] };
    return parsed.message === "configuration refused the request" && parsed.problems.some((p) => p.includes(problem));
  });

describe("the configuration wrangler deploy would use", () => {
  it("is production: wrangler.toml sets no development value", () => {
    const vars = JSON.parse(env.DEPLOY_VARS) as Record<string, string>;
    expect(vars.APP_ENV ?? "production").toBe("production");
    expect(Object.values(vars).join(" ")).not.toMatch(/development|test|localhost|127\.0\.0\.1/i);
  });

  it("refuses to serve without AUTH_SECRET and PUBLIC_ORIGIN, with a log line naming them", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const path of ["/api/health", "/api/products", "/api/dev/outbox", "/api/auth/session", "/images/SKU-1/a.png"]) {
      const res = await app.request(path, {}, deployed());
      expect(res.status, path).toBe(503);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("service_unavailable");
    }
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/"configuration refused the request".*AUTH_SECRET.*PUBLIC_ORIGIN/));
  });

  it("refuses a short secret or a plain-http public origin in production", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await app.request("/api/health", {}, deployed({ ...SECRETS, AUTH_SECRET: "short" }))).status).toBe(503);
    expect((await app.request("/api/health", {}, deployed({ ...SECRETS, PUBLIC_ORIGIN: "http://loja.example.pt" }))).status).toBe(503);
    expect(() => parseConfig({ APP_ENV: "staging", ...SECRETS })).toThrow(/APP_ENV/);
  });

  it("refuses to serve without a mail provider (the outbox has nowhere to deliver), naming it", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const key of Object.keys(MAIL)) {
      const { [key as keyof typeof MAIL]: _left, ...rest } = SECRETS;
      const res = await app.request("/api/health", {}, deployed(rest));
      expect(res.status, key).toBe(503);
      expect(log).toHaveBeenLastCalledWith(configLine("MAIL_API_URL and MAIL_API_KEY"));
    }
    // Development keeps its mailbox (the outbox viewer) without one.
    expect(parseConfig({ APP_ENV: "development", PUBLIC_ORIGIN: "http://127.0.0.1:8787" }).mail).toBeNull();
  });

  it("refuses to serve with the fault-injection mode on, naming FAULTS; development reads it, and refuses a wrong one (issue 51)", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await app.request("/api/products", {}, deployed({ ...SECRETS, FAULTS: "payments=slow" }));
    expect(res.status).toBe(503);
    expect(log).toHaveBeenLastCalledWith(expect.stringMatching(/"configuration refused the request".*FAULTS/));
    expect(parseConfig({ ...SECRETS, APP_ENV: "production" }).faults).toEqual({});
    const dev = { APP_ENV: "development", PUBLIC_ORIGIN: "http://127.0.0.1:8787" };
    expect(parseConfig({ ...dev, FAULTS: "all=fail, mail=slow" }).faults).toEqual({
      payments: "fail",
      invoicing: "fail",
      mail: "slow",
      postal: "fail",
      shipping: "fail",
      carrier: "fail",
    });
    expect(() => parseConfig({ ...dev, FAULTS: "payments=late" })).toThrow(/FAULTS: "payments=late"/);
    expect(() => parseConfig({ ...dev, FAULTS: "bank=fail" })).toThrow(/FAULTS: "bank=fail"/);
  });

  it("refuses to serve without the back-office's owners (OWNER_EMAILS), or with one that is no e-mail (issue 32)", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { OWNER_EMAILS: _owners, ...rest } = SECRETS;
    expect((await app.request("/api/health", {}, deployed(rest))).status).toBe(503);
    expect(log).toHaveBeenLastCalledWith(configLine("OWNER_EMAILS"));
    expect((await app.request("/api/health", {}, deployed({ ...SECRETS, OWNER_EMAILS: " , " }))).status).toBe(503);
    expect((await app.request("/api/health", {}, deployed({ ...SECRETS, OWNER_EMAILS: "dona, outra@x.pt" }))).status).toBe(503);
    expect(parseConfig({ ...SECRETS, APP_ENV: "production", OWNER_EMAILS: " Dona@Loja.example.pt ,b@c.pt" }).ownerEmails).toEqual([
      "dona@loja.example.pt",
      "b@c.pt",
    ]);
    // Development has the seeded owner.
    expect(parseConfig({ APP_ENV: "development", PUBLIC_ORIGIN: "http://127.0.0.1:8787" }).ownerEmails).toEqual(["dono@exemplo.pt"]);
  });

  it("refuses to serve without certified invoicing unless the owner chose manual invoicing; never the simulator (issue 33)", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const key of Object.keys(INVOICING)) {
      const { [key as keyof typeof INVOICING]: _left, ...rest } = SECRETS;
      expect((await app.request("/api/health", {}, deployed(rest))).status, key).toBe(503);
      expect(log).toHaveBeenLastCalledWith(configLine("INVOICEXPRESS_ACCOUNT and INVOICEXPRESS_API_KEY"));
    }
    const { INVOICEXPRESS_ACCOUNT: _a, INVOICEXPRESS_API_KEY: _k, ...withoutProvider } = SECRETS;
    expect((await app.request("/api/health", {}, deployed({ ...withoutProvider, INVOICING: "simulator" }))).status).toBe(503);
    expect((await app.request("/api/health", {}, deployed({ ...withoutProvider, INVOICING: "manual" }))).status).toBe(200);
    expect(parseConfig({ ...SECRETS, APP_ENV: "production" }).invoicing).toEqual({
      kind: "invoicexpress",
      account: "maebebe",
      apiKey: "ix_live_key",
      timeoutMs: 10_000,
    });
    expect(parseConfig({ ...SECRETS, APP_ENV: "production" }).vatOss).toBe(false);
    // Development and tests issue through the simulator.
    expect(parseConfig({ APP_ENV: "development", PUBLIC_ORIGIN: "http://127.0.0.1:8787" }).invoicing).toEqual({ kind: "simulator" });
  });

  it("with its secrets it serves, and /api/dev/* does not exist", async () => {
    const prod = deployed(SECRETS);
    expect((await app.request("/api/health", {}, prod)).status).toBe(200);
    const outbox = await app.request("/api/dev/outbox", {}, prod);
    expect(outbox.status).toBe(404);
    expect(await outbox.json()).toEqual({ error: { code: "not_found", message: "Recurso não encontrado." } });
  });

  it("refuses to serve without the seller's details, naming each missing one", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const key of Object.keys(COMPANY)) {
      const { [key as keyof typeof COMPANY]: _left, ...rest } = SECRETS;
      const res = await app.request("/api/shop-info", {}, deployed(rest));
      expect(res.status, key).toBe(503);
      expect(log).toHaveBeenLastCalledWith(configLine(key));
    }
    expect(() => parseConfig({ ...SECRETS, COMPANY_NIPC: "12345" })).toThrow(/COMPANY_NIPC/);
    expect(() => parseConfig({ ...SECRETS, COMPANY_EMAIL: "nao-e-email" })).toThrow(/COMPANY_EMAIL/);
    expect(() => parseConfig({ ...SECRETS, ADR_ENTITY_URL: "http://arbitragem.example.pt" })).toThrow(/ADR_ENTITY_URL/);
  });

  it("serves the configured seller and the default ADR entity (CNIACC) on /api/shop-info", async () => {
    const res = await app.request("/api/shop-info", {}, deployed(SECRETS));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { company: Record<string, string>; adr: { name: string; url: string } };
    expect(body.company).toEqual({
      name: COMPANY.COMPANY_NAME,
      nipc: "509999990",
      address: COMPANY.COMPANY_ADDRESS,
      email: COMPANY.COMPANY_EMAIL,
      phone: COMPANY.COMPANY_PHONE,
    });
    expect(body.adr).toEqual({ name: expect.stringMatching(/^CNIACC/), url: "https://www.cniacc.pt" });
  });

  it("gives development and tests clearly fake seller details", () => {
    const dev = parseConfig({ APP_ENV: "development", PUBLIC_ORIGIN: "http://127.0.0.1:8787" });
    expect(dev.company).toMatchObject({ name: "Mãe & Bebé, Lda. (dados de demonstração)", nipc: "500000000" });
    expect(dev.company.address).toMatch(/fictícia/);
  });

  it("ignores a lowered password-hash cost outside development and tests", () => {
    expect(parseConfig({ ...SECRETS, PASSWORD_PBKDF2_ITERATIONS: "1000" }).pbkdf2Iterations).toBeUndefined();
    expect(parseConfig({ APP_ENV: "test", PUBLIC_ORIGIN: "http://shop.test", PASSWORD_PBKDF2_ITERATIONS: "1000" }).pbkdf2Iterations).toBe("1000");
  });

  it("uses the fixed local secret only when development or test is asked for", () => {
    expect(parseConfig({ APP_ENV: "development", PUBLIC_ORIGIN: "http://127.0.0.1:8787" }).devFeatures).toBe(true);
    expect(() => parseConfig({ PUBLIC_ORIGIN: "https://loja.example.pt" })).toThrow(/AUTH_SECRET/);
  });
});

describe("development settings only on a local origin (issue 43)", () => {
  const NOT_LOCAL = [
    "https://loja.example.pt",
    "http://loja.example.pt",
    "https://localhost.example.pt",
    "https://127.0.0.1.nip.io",
    "http://10.0.0.5:8787",
    "http://192.168.1.10",
    "http://[::2]",
    "http://[::ffff:7f00:1]",
    "https://0.0.0.0",
  ];

  it("refuses development and test on any origin that is not this machine, naming PUBLIC_ORIGIN", () => {
    for (const APP_ENV of ["development", "test"])
      for (const PUBLIC_ORIGIN of NOT_LOCAL)
        expect(() => parseConfig({ APP_ENV, PUBLIC_ORIGIN }), `${APP_ENV} ${PUBLIC_ORIGIN}`).toThrow(/PUBLIC_ORIGIN \(local/);
    // A .test name (RFC 6761: never a real site) is the test suite's own, not development's.
    expect(() => parseConfig({ APP_ENV: "development", PUBLIC_ORIGIN: "https://shop.test" })).toThrow(/PUBLIC_ORIGIN/);
  });

  it("accepts localhost, 127.0.0.0/8 and [::1] (http or https), and a .test name for the tests", () => {
    for (const PUBLIC_ORIGIN of ["http://localhost:8787", "https://localhost", "http://127.0.0.1:8787", "http://127.5.6.7", "http://[::1]:5173"])
      expect(parseConfig({ APP_ENV: "development", PUBLIC_ORIGIN }).devFeatures, PUBLIC_ORIGIN).toBe(true);
    expect(parseConfig({ APP_ENV: "test", PUBLIC_ORIGIN: "https://shop.test" }).devFeatures).toBe(true);
  });

  it("a deployment set to development on its https origin serves nothing, the development outbox and owner included", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const dev = deployed({ ...SECRETS, APP_ENV: "development", OWNER_EMAILS: "" });
    for (const path of ["/api/dev/outbox", "/api/health", "/api/auth/session"]) expect((await app.request(path, {}, dev)).status, path).toBe(503);
    expect(log).toHaveBeenCalledWith(configLine("PUBLIC_ORIGIN (local"));
  });
});

describe("links in e-mails", () => {
  it("come from the configured public origin, never from the Host header", async () => {
    await signUp(new Browser(), "host@exemplo.pt");
    const res = await app.request(
      "https://evil.example/api/account/reset-code",
      {
        method: "POST",
        headers: { "Content-Type": "application/json", Host: "evil.example", Origin: "http://shop.test", "CF-Connecting-IP": "192.0.2.77" },
        body: JSON.stringify({ email: "host@exemplo.pt" }),
      },
      env,
    );
    expect(res.status).toBe(200);
    const mail = await env.DB.prepare("SELECT text FROM email_outbox WHERE \"to\" = ? AND subject LIKE '%redefinir%'")
      .bind("host@exemplo.pt")
      .first<{ text: string }>();
    expect(mail!.text).toContain("http://shop.test/reset-password?");
    expect(mail!.text).not.toContain("evil.example");
  });
});

describe("cross-site writes", () => {
  const write = (origin: string | null) =>
    app.request(
      "/api/account/email-exists",
      {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": "192.0.2.90", ...(origin ? { Origin: origin } : {}) },
        body: JSON.stringify({ email: "a@exemplo.pt" }),
      },
      env,
    );
  it("a state-changing request from another origin, or with none, is refused with 403", async () => {
    for (const origin of ["https://evil.example", "http://shop.test.evil.example", "null", null]) {
      const res = await write(origin);
      expect(res.status, String(origin)).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("forbidden_origin");
    }
    expect((await write("http://shop.test")).status).toBe(200);
  });
  it("reads need no Origin", async () => {
    expect((await app.request("/api/health", {}, env)).status).toBe(200);
  });
});

describe("protected routers", () => {
  it("a new router built on protectedRouter needs no other wiring: 401 without a session, the user with one", async () => {
    const routes = protectedRouter().get("/quem", (c) => c.json({ id: c.var.user.id }));
    const shop = new Hono<AppEnv>().use("*", withConfig, withDb).route("/api/novo", routes);
    shop.onError(onError);
    expect((await shop.request("/api/novo/quem", {}, env)).status).toBe(401);
    const b = new Browser();
    await signUp(b, "novo-router@exemplo.pt");
    await b.signIn("novo-router@exemplo.pt", "Segura#2026");
    const res = await shop.request("http://shop.test/api/novo/quem", { headers: { Cookie: b.cookieHeader } }, env);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
