import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "./setup/request";
import { Browser, outbox, STRONG, signUp } from "./setup/session";

/** Every limit security rests on, hit by 50 parallel requests: exactly the limit gets through. */
const N = 50;
const parallel = <T>(n: number, f: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => f(i)));
const post = (path: string, body: unknown, ip: string) =>
  api(path, { method: "POST", headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip }, body: JSON.stringify(body) });
const passed = (statuses: number[]) => statuses.filter((s) => s !== 429).length;

afterEach(() => vi.restoreAllMocks());

describe("per-client limits under 50 parallel requests", () => {
  it.each([
    ["/api/account/signup", { email: "x" }, 5],
    ["/api/account/email-exists", { email: "alguem@exemplo.pt" }, 10],
    ["/api/account/reset-code", { email: "ninguem@exemplo.pt" }, 5],
    ["/api/account/reset-password", { email: "ninguem@exemplo.pt", code: "123456", newPassword: "x" }, 10],
    ["/api/shipping/quotes", { country: "PT" }, 20],
    ["/api/newsletter", { email: "nao-e-email" }, 5],
    ["/api/contact", { name: "Ana" }, 5],
  ])("%s lets exactly its limit (%i) through", async (path, body, limit) => {
    const ip = `198.51.100.${limit}-${path}`;
    const statuses = (await parallel(N, () => post(path, body, ip))).map((r) => r.status);
    expect(passed(statuses)).toBe(limit);
    const refused = await post(path, body, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.body.error.message).toMatch(/^Muitas tentativas\. Aguarde \d+ segundos/);
  });
});

async function csrfFor(b: Browser) {
  return b.csrf();
}

describe("credentials sign-in", () => {
  it("counts every path Auth.js treats as a credentials sign-in: exactly 10 per client", async () => {
    const b = new Browser("203.0.113.10");
    const csrfToken = await csrfFor(b);
    const paths = ["/api/auth/callback/credentials", "/api/auth/callback/credentials/", "/api/auth//callback/credentials", "/api/auth/callback//credentials"];
    const statuses = await parallel(N, async (i) => {
      const res = await b.fetch(paths[i % paths.length]!, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Auth-Return-Redirect": "1" },
        body: new URLSearchParams({ email: `quem${i}@exemplo.pt`, password: "errada", csrfToken }),
      });
      await res.text();
      return res.status;
    });
    expect(passed(statuses)).toBe(10);
  });

  it("wrong passwords from many clients do not lock the account: the right one from another client signs in (decisions/0032)", async () => {
    const email = "alvo@exemplo.pt";
    await signUp(new Browser(), email);
    const statuses = await parallel(N, async (i) => (await new Browser(`203.0.113.${100 + i}`).signIn(email, "Errada#2026")).status);
    expect(passed(statuses)).toBe(N);
    expect(await new Browser("203.0.113.99").signIn(email, STRONG)).toEqual({ ok: true, status: 200 });
  });

  it("runs a full password hash for an unknown e-mail, as for a known one (no timing difference)", async () => {
    await signUp(new Browser(), "real@exemplo.pt");
    await new Browser().signIn("aquecer@exemplo.pt", "x"); // the dummy hash is made once per isolate
    const spy = vi.spyOn(crypto.subtle, "deriveBits");
    await new Browser().signIn("real@exemplo.pt", "Errada#2026");
    const known = spy.mock.calls.length;
    spy.mockClear();
    await new Browser().signIn("desconhecido@exemplo.pt", "Errada#2026");
    expect(known).toBeGreaterThan(0);
    expect(spy.mock.calls.length).toBe(known);
  });
});

describe("parallel sign-ups with one e-mail", () => {
  it("answer one 201 and 409s, never a 500, and leave one user", async () => {
    const statuses = await parallel(10, async (i) => (await signUp(new Browser(`192.0.2.${200 + i}`), "dupla@exemplo.pt")).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = 'dupla@exemplo.pt'").first()).toEqual({ n: 1 });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM customers WHERE email = 'dupla@exemplo.pt'").first()).toEqual({ n: 1 });
  });
});

describe("reset codes under parallel guessing", () => {
  it("50 parallel wrong codes leave the right code unusable", async () => {
    const email = "adivinha@exemplo.pt";
    await signUp(new Browser(), email);
    await new Browser().json("/api/account/reset-code", "POST", { email });
    const code = /redefinição de senha é (\d{6})/.exec((await outbox(email))[0]!.text)![1]!;
    const wrong = code === "000000" ? "111111" : "000000";
    await parallel(N, (i) => post("/api/account/reset-password", { email, code: wrong, newPassword: "NovaSenha#2027" }, `192.0.2.${i}`));
    const right = await post("/api/account/reset-password", { email, code, newPassword: "NovaSenha#2027" }, "192.0.2.251");
    expect(right.status).toBe(400);
    expect((await new Browser().signIn(email, STRONG)).ok).toBe(true);
  });
});
