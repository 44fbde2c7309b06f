import { env } from "cloudflare:workers";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { app } from "../../worker/index";
import { Browser, STRONG, signUp } from "./setup/session";

const sent: { auth: string | null; body: any }[] = [];
const mailApi = setupServer(
  http.post("https://mail.test/emails", async ({ request }) => {
    const body = (await request.json()) as { to: string[] };
    sent.push({ auth: request.headers.get("Authorization"), body });
    if (body.to[0]?.startsWith("falha")) return HttpResponse.json({ message: "rejected" }, { status: 422 });
    return HttpResponse.json({ id: "email_123" });
  }),
);
beforeAll(() => mailApi.listen({ onUnhandledRequest: "error" }));
afterAll(() => mailApi.close());

const withMailApi = { ...env, MAIL_API_URL: "https://mail.test", MAIL_API_KEY: "re_test_key", MAIL_FROM: "Loja <loja@exemplo.pt>" };
const post = (path: string, body: unknown, ip: string) =>
  app.request(
    path,
    { method: "POST", headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip, Origin: "http://shop.test" }, body: JSON.stringify(body) },
    withMailApi,
  );

describe("HTTP e-mail API adapter", () => {
  it("sends the verification e-mail through the API (bearer key, JSON); the outbox keeps it sent, without its link's token", async () => {
    const res = await post("/api/account/signup", { email: "api@exemplo.pt", password: STRONG, firstName: "Ana", fullName: "Ana Costa" }, "192.0.2.10");
    expect(res.status).toBe(201);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.auth).toBe("Bearer re_test_key");
    expect(sent[0]!.body).toMatchObject({ from: "Loja <loja@exemplo.pt>", to: ["api@exemplo.pt"], subject: "Confirme o seu e-mail" });
    expect(sent[0]!.body.text).toContain("/api/account/verify-email?token=");
    const token = /token=([^\s&]+)/.exec(sent[0]!.body.text)![1]!;
    const kept = await env.DB.prepare('SELECT status, text, secrets FROM email_outbox WHERE "to" = ?1')
      .bind("api@exemplo.pt")
      .all<{ status: string; text: string; secrets: string | null }>();
    expect(kept.results).toHaveLength(1);
    expect(kept.results[0]).toMatchObject({ status: "sent", secrets: null });
    expect(kept.results[0]!.text).not.toContain(token);
    expect(kept.results[0]!.text).toContain("[removido após o envio]");
  });

  it("a refused e-mail answers 502 with a Portuguese message", async () => {
    await signUp(new Browser(), "falha@exemplo.pt");
    const res = await post("/api/account/reset-code", { email: "falha@exemplo.pt" }, "192.0.2.11");
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("mail_unavailable");
  });
});

describe("session cookie", () => {
  it("is HttpOnly and SameSite=Lax; over plain local http it is not Secure", async () => {
    const b = new Browser();
    await signUp(b, "cookie@exemplo.pt");
    const csrf = await b.csrf();
    const res = await b.fetch("/api/auth/callback/credentials", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "cookie@exemplo.pt", password: STRONG, csrfToken: csrf }),
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("authjs.session-token="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it("is Secure (and __Secure- prefixed) when the shop's public origin is https", async () => {
    await signUp(new Browser(), "https@exemplo.pt");
    const httpsShop = { ...env, PUBLIC_ORIGIN: "https://shop.test" };
    const csrfRes = await app.request("https://shop.test/api/auth/csrf", { headers: { "CF-Connecting-IP": "192.0.2.12" } }, httpsShop);
    const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
    const csrfCookie = csrfRes.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const res = await app.request(
      "https://shop.test/api/auth/callback/credentials",
      {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: csrfCookie, "CF-Connecting-IP": "192.0.2.12", Origin: "https://shop.test" },
        body: new URLSearchParams({ email: "https@exemplo.pt", password: STRONG, csrfToken }),
      },
      httpsShop,
    );
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("__Secure-authjs.session-token="));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
  });

  it("Auth.js redirects go to the configured origin, never to the Host header", async () => {
    const res = await app.request(
      "https://evil.example/api/auth/signin/google",
      { headers: { Host: "evil.example", "CF-Connecting-IP": "192.0.2.13" }, redirect: "manual" },
      // A .test name: the test settings serve only on a local origin (issue 43).
      { ...env, PUBLIC_ORIGIN: "https://loja.test" },
    );
    const location = res.headers.get("Location") ?? "";
    expect(location).not.toContain("evil.example");
    expect(location.startsWith("https://loja.test/")).toBe(true);
  });
});
