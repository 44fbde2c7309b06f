import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { Browser, outbox, STRONG, signUp } from "./setup/session";

const NEW = "NovaSenha#2027";
const codeFrom = (text: string) => /código de redefinição de senha é (\d{6})/.exec(text)![1]!;
const tokenFrom = (text: string) => /access_token=([\w-]+)&token_type=bearer&type=recovery/.exec(text)![1]!;

async function userWithResetMail(email: string) {
  const b = new Browser();
  await signUp(b, email);
  const sent = await b.json("/api/account/reset-code", "POST", { email });
  expect(sent).toMatchObject({ status: 200, body: { sent: true } });
  const mail = (await outbox(email)).find((m) => m.subject.includes("redefinir"))!;
  return { b, mail };
}

describe("reset code", () => {
  it("a 6-digit code by e-mail resets the password and ends every session of the user", async () => {
    const email = "reset1@exemplo.pt";
    const session = new Browser();
    await signUp(session, email);
    await session.signIn(email, STRONG);
    expect((await session.json("/api/account/me")).status).toBe(200);
    await session.json("/api/account/reset-code", "POST", { email });
    const code = codeFrom((await outbox(email))[0]!.text);
    const stored = await env.KV.get(`reset:${email}`);
    expect(stored).not.toContain(code);
    const res = await new Browser().json("/api/account/reset-password", "POST", { email, code, newPassword: NEW });
    expect(res).toMatchObject({ status: 200, body: { reset: true } });
    expect((await session.json("/api/account/me")).status).toBe(401);
    expect((await new Browser().signIn(email, STRONG)).ok).toBe(false);
    expect((await new Browser().signIn(email, NEW)).ok).toBe(true);
    // Used once.
    expect((await new Browser().json("/api/account/reset-password", "POST", { email, code, newPassword: "Outra#2028x" })).status).toBe(400);
  });

  it("answers the same for an unknown e-mail, and sends nothing", async () => {
    const res = await new Browser().json("/api/account/reset-code", "POST", { email: "ninguem@exemplo.pt" });
    expect(res).toMatchObject({ status: 200, body: { sent: true } });
    expect(await outbox("ninguem@exemplo.pt")).toHaveLength(0);
  });

  /** `tries` wrong codes for this e-mail, each refused with 'Código inválido ou expirado'. */
  async function wrongTries(b: Browser, email: string, code: string, tries: number) {
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < tries; i++) {
      const res = await b.json("/api/account/reset-password", "POST", { email, code: wrong, newPassword: NEW });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: "invalid_reset_code", message: "Código inválido ou expirado" });
    }
  }

  it("four wrong codes are refused with 'Código inválido ou expirado' and the right code still works", async () => {
    const email = "reset2a@exemplo.pt";
    const { mail } = await userWithResetMail(email);
    const code = codeFrom(mail.text);
    const b = new Browser("198.51.100.41");
    await wrongTries(b, email, code, 4);
    expect(await b.json("/api/account/reset-password", "POST", { email, code, newPassword: NEW })).toMatchObject({ status: 200, body: { reset: true } });
    expect((await new Browser().signIn(email, NEW)).ok).toBe(true);
  });

  it("the fifth wrong code voids the code: the right one is refused after it", async () => {
    const email = "reset2b@exemplo.pt";
    const { mail } = await userWithResetMail(email);
    const code = codeFrom(mail.text);
    const b = new Browser("198.51.100.42");
    await wrongTries(b, email, code, 5);
    const res = await b.json("/api/account/reset-password", "POST", { email, code, newPassword: NEW });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "invalid_reset_code", message: "Código inválido ou expirado" });
    expect((await new Browser().signIn(email, NEW)).ok).toBe(false);
    expect((await new Browser().signIn(email, STRONG)).ok).toBe(true);
  });

  it("an expired code is refused", async () => {
    const email = "reset3@exemplo.pt";
    const { mail } = await userWithResetMail(email);
    const entry = JSON.parse((await env.KV.get(`reset:${email}`))!);
    await env.KV.put(`reset:${email}`, JSON.stringify({ ...entry, expiresAt: Date.now() - 1000 }));
    const res = await new Browser().json("/api/account/reset-password", "POST", { email, code: codeFrom(mail.text), newPassword: NEW });
    expect(res.status).toBe(400);
  });

  it("keeps its KV entry for 15 minutes at most", async () => {
    const email = "reset4@exemplo.pt";
    await userWithResetMail(email);
    const entry = JSON.parse((await env.KV.get(`reset:${email}`))!);
    expect(entry.expiresAt - Date.now()).toBeLessThanOrEqual(15 * 60 * 1000);
    expect(entry.expiresAt - Date.now()).toBeGreaterThan(14 * 60 * 1000);
  });

  it("rejects a weak new password and a malformed code", async () => {
    const email = "reset5@exemplo.pt";
    const { mail } = await userWithResetMail(email);
    const code = codeFrom(mail.text);
    expect((await new Browser().json("/api/account/reset-password", "POST", { email, code, newPassword: "fraca" })).body.error.field).toBe("newPassword");
    expect((await new Browser().json("/api/account/reset-password", "POST", { email, code: "12345", newPassword: NEW })).body.error.field).toBe("code");
  });
});

describe("reset link (for /reset-password)", () => {
  it("the e-mailed link's one-time token resets the password once", async () => {
    const email = "link1@exemplo.pt";
    const { mail } = await userWithResetMail(email);
    const token = tokenFrom(mail.text);
    expect((await new Browser().json("/api/account/reset-password-link", "POST", { token, newPassword: NEW })).status).toBe(200);
    expect((await new Browser().signIn(email, NEW)).ok).toBe(true);
    const again = await new Browser().json("/api/account/reset-password-link", "POST", { token, newPassword: "Outra#2028x" });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe("Link de redefinição inválido ou expirado");
  });

  it("refuses an invented token", async () => {
    const res = await new Browser().json("/api/account/reset-password-link", "POST", { token: "x".repeat(43), newPassword: NEW });
    expect(res.status).toBe(400);
  });
});

describe("reset link check (when /reset-password opens)", () => {
  const check = (token: string, b = new Browser()) => b.json("/api/account/reset-link-status", "POST", { token });

  it("says a fresh link is valid without consuming it; a used or invented one is not", async () => {
    const email = "link3@exemplo.pt";
    const { mail } = await userWithResetMail(email);
    const token = tokenFrom(mail.text);
    expect(await check(token)).toMatchObject({ status: 200, body: { valid: true } });
    expect(await check(token)).toMatchObject({ status: 200, body: { valid: true } });
    expect((await new Browser().json("/api/account/reset-password-link", "POST", { token, newPassword: NEW })).status).toBe(200);
    expect(await check(token)).toMatchObject({ status: 200, body: { valid: false } });
    expect(await check("y".repeat(43))).toMatchObject({ status: 200, body: { valid: false } });
  });

  it("an expired link (its KV entry gone) is not valid", async () => {
    const { mail } = await userWithResetMail("link4@exemplo.pt");
    const token = tokenFrom(mail.text);
    const keys = (await env.KV.list({ prefix: "reset-link:" })).keys;
    await Promise.all(keys.map((k) => env.KV.delete(k.name)));
    expect(await check(token)).toMatchObject({ status: 200, body: { valid: false } });
  });

  it("shares the reset rate limit: the 11th check or reset within 5 minutes gets 429", async () => {
    const b = new Browser();
    for (let i = 0; i < 10; i++) expect((await check("z".repeat(43), b)).status).toBe(200);
    const limited = await check("z".repeat(43), b);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await b.json("/api/account/reset-password-link", "POST", { token: "z".repeat(43), newPassword: NEW })).status).toBe(429);
  });
});
