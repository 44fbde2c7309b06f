import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api } from "./setup/request";

describe("platform", () => {
  it("answers the health check", async () => {
    expect((await api("/api/health")).body).toEqual({ ok: true });
  });

  it("sets the security headers of DESIGN §5 on every response", async () => {
    for (const path of ["/api/health", "/api/nada", "/images/x/y.png"]) {
      const { headers } = await api(path);
      expect(headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
      expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(headers.get("Strict-Transport-Security")).toContain("max-age=");
    }
  });

  it("answers unknown API paths with a JSON 404, not the SPA", async () => {
    const { status, body, headers } = await api("/api/nada");
    expect(status).toBe(404);
    expect(body.error.code).toBe("not_found");
    expect(headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("POST /api/newsletter", () => {
  const post = (body: unknown) =>
    api("/api/newsletter", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": crypto.randomUUID() },
      body: JSON.stringify(body),
    });

  it("stores the e-mail (lower-cased) with a consent time, once", async () => {
    expect((await post({ email: "Maria@Exemplo.PT", consent: true })).status).toBe(201);
    expect((await post({ email: "maria@exemplo.pt", consent: true })).status).toBe(201);
    const rows = await env.DB.prepare("SELECT email, consent_at FROM newsletter_subscribers").all<{ email: string; consent_at: string }>();
    expect(rows.results).toHaveLength(1);
    expect(rows.results[0]!.email).toBe("maria@exemplo.pt");
    expect(rows.results[0]!.consent_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it.each([
    [{ email: "nao-e-email", consent: true }, "email"],
    [{ consent: true }, "email"],
    [{ email: "", consent: true }, "email"],
    [{ email: "maria@exemplo.pt" }, "consent"],
    [{ email: "maria@exemplo.pt", consent: false }, "consent"],
    [{ email: "maria@exemplo.pt", consent: "sim" }, "consent"],
  ])("rejects %j with 400 naming %s and stores nothing", async (payload, field) => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM newsletter_subscribers").first<{ n: number }>();
    const { status, body } = await post(payload);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: "invalid_input", field });
    const after = await env.DB.prepare("SELECT count(*) AS n FROM newsletter_subscribers").first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
  });

  it("rejects a body that is not JSON with 400", async () => {
    const { status } = await api("/api/newsletter", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" });
    expect(status).toBe(400);
  });
});
