import { describe, expect, it } from "vitest";
import { DELETE_PASSWORDS_PER_ACCOUNT, DELETE_PASSWORDS_PER_CLIENT } from "../../worker/features/account/account.routes";
import { Browser, STRONG, signUp } from "./setup/session";

/**
 * Erasure asks for the password (issue 30); issue 43 found it answered every guess. Password attempts are counted per
 * account and per client, atomically, before the password is checked: past either limit, 429 with Retry-After.
 */
const WRONG = "Errada#2026";
const parallel = <T>(n: number, f: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => f(i)));

/** The same session from another client address. */
function sameSessionFrom(b: Browser, ip: string) {
  const other = new Browser(ip);
  other.cookies = new Map(b.cookies);
  return other;
}

async function signedIn(email: string, ip?: string) {
  const b = new Browser(ip);
  await signUp(b, email);
  expect((await b.signIn(email, STRONG)).ok).toBe(true);
  return b;
}

describe("account deletion: password guesses are limited", () => {
  it("20 parallel wrong passwords on one account from 20 clients: exactly 5 are checked, the rest are 429; the account stays", {
    timeout: 30_000,
  }, async () => {
    const email = "apagar-alvo@exemplo.pt";
    const b = await signedIn(email);
    const answers = await parallel(20, (i) => sameSessionFrom(b, `203.0.113.${i + 1}`).json("/api/account", "DELETE", { password: WRONG }));
    const checked = answers.filter((a) => a.status === 400 && a.body.error.code === "wrong_password");
    const refused = answers.filter((a) => a.status === 429);
    expect(checked).toHaveLength(DELETE_PASSWORDS_PER_ACCOUNT.limit);
    expect(refused).toHaveLength(20 - DELETE_PASSWORDS_PER_ACCOUNT.limit);
    for (const a of refused) {
      expect(a.body.error.code).toBe("rate_limited");
      expect(Number(a.headers.get("Retry-After"))).toBeGreaterThan(0);
    }
    // Past the limit even the right password waits, and nothing was erased.
    expect((await sameSessionFrom(b, "2001:db8:4310::1").json("/api/account", "DELETE", { password: STRONG })).status).toBe(429);
    expect((await b.json("/api/account/me")).body.user.email).toBe(email);
  });

  it("one client guessing on several accounts: exactly 10 passwords are checked in parallel", { timeout: 30_000 }, async () => {
    const ip = "2001:db8:4311::1";
    const sessions = await Promise.all(["apagar-a@exemplo.pt", "apagar-b@exemplo.pt", "apagar-c@exemplo.pt"].map((e) => signedIn(e, ip)));
    // 4 guesses on each account (under its own limit of 5), all from one client.
    const answers = await parallel(12, (i) => sessions[i % 3]!.json("/api/account", "DELETE", { password: WRONG }));
    expect(answers.filter((a) => a.status === 400)).toHaveLength(DELETE_PASSWORDS_PER_CLIENT.limit);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(12 - DELETE_PASSWORDS_PER_CLIENT.limit);
  });

  it("the right password within the limits still erases the account", { timeout: 30_000 }, async () => {
    const email = "apagar-mesmo@exemplo.pt";
    const b = await signedIn(email);
    for (let i = 0; i < DELETE_PASSWORDS_PER_ACCOUNT.limit - 1; i++) expect((await b.json("/api/account", "DELETE", { password: WRONG })).status).toBe(400);
    expect((await b.json("/api/account", "DELETE", { password: STRONG })).body).toEqual({ deleted: true });
  });
});
