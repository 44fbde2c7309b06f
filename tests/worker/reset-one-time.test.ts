import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { Browser, outbox, STRONG, signUp } from "./setup/session";

/** Reset codes and links: one-time, newest wins, void after account deletion, keyed hashes at rest. */
const NEW = "NovaSenha#2027";
const codeFrom = (text: string) => /código de redefinição de senha é (\d{6})/.exec(text)![1]!;
const tokenFrom = (text: string) => /access_token=([\w-]+)&token_type=bearer&type=recovery/.exec(text)![1]!;

async function requestReset(email: string) {
  await new Browser().json("/api/account/reset-code", "POST", { email });
  const mail = (await outbox(email)).find((m) => m.subject.includes("redefinir"))!;
  return { code: codeFrom(mail.text), token: tokenFrom(mail.text) };
}
const withLink = (token: string, newPassword = NEW) => new Browser().json("/api/account/reset-password-link", "POST", { token, newPassword });
const withCode = (email: string, code: string, newPassword = NEW) => new Browser().json("/api/account/reset-password", "POST", { email, code, newPassword });

async function sha256Hex(text: string) {
  const d = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(d)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

describe("reset links and codes", () => {
  it("issuing a new reset voids the older code and link", async () => {
    const email = "novo-vence@exemplo.pt";
    await signUp(new Browser(), email);
    const first = await requestReset(email);
    const second = await requestReset(email);
    expect((await withLink(first.token)).status).toBe(400);
    expect((await withCode(email, first.code)).status).toBe(400);
    expect((await withLink(second.token)).status).toBe(200);
  });

  it("using the code voids the link, and using the link voids the code", async () => {
    const email = "um-uso@exemplo.pt";
    await signUp(new Browser(), email);
    const a = await requestReset(email);
    expect((await withCode(email, a.code)).status).toBe(200);
    expect((await withLink(a.token, "Outra#20288")).status).toBe(400);
    const b = await requestReset(email);
    expect((await withLink(b.token)).status).toBe(200);
    expect((await withCode(email, b.code, "Outra#20288")).status).toBe(400);
  });

  it("a link used by 10 parallel requests resets the password once", async () => {
    const email = "paralelo@exemplo.pt";
    await signUp(new Browser(), email);
    const { token } = await requestReset(email);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => withLink(token, `Paralela#20${10 + i}`)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  });

  it("deleting the account voids its links: an old link cannot reset a new account with the same e-mail", async () => {
    const email = "renasce@exemplo.pt";
    const b = new Browser();
    await signUp(b, email);
    const { token, code } = await requestReset(email);
    await b.signIn(email, STRONG);
    expect((await b.json("/api/account", "DELETE", { password: STRONG })).status).toBe(200);
    await signUp(new Browser(), email, "Recomeco#2026");
    expect((await withLink(token)).status).toBe(400);
    expect((await withCode(email, code)).status).toBe(400);
    expect((await new Browser().signIn(email, "Recomeco#2026")).ok).toBe(true);
  });

  it("stores only keyed hashes: neither the code nor a plain SHA-256 of it is in KV", async () => {
    const email = "chave@exemplo.pt";
    await signUp(new Browser(), email);
    const { code, token } = await requestReset(email);
    const stored = (await env.KV.get(`reset:${email}`))!;
    expect(stored).not.toContain(code);
    expect(stored).not.toContain(await sha256Hex(`${email}:${code}`));
    const keys = (await env.KV.list({ prefix: "reset-link:" })).keys.map((k) => k.name);
    expect(keys).not.toContain(`reset-link:${await sha256Hex(token)}`);
    expect(keys.some((k) => k.includes(token))).toBe(false);
  });
});
