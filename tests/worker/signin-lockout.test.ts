import { describe, expect, it } from "vitest";
import { Browser, STRONG, signUp } from "./setup/session";

/**
 * Wrong passwords cannot lock a customer out (decisions/0032): failures count per (account, client /64) and
 * account-wide, and the account-wide ceiling refuses only clients that have failed on that account themselves.
 */
const WRONG = "Errada#2026";
const parallel = <T>(n: number, f: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => f(i)));
const notRefused = (statuses: number[]) => statuses.filter((s) => s !== 429).length;

describe("sign-in lockout", () => {
  it("12 wrong passwords from 12 clients do not stop the right password from a 13th", async () => {
    const email = "cliente-alvo@exemplo.pt";
    await signUp(new Browser(), email);
    const wrong = await parallel(12, (i) => new Browser(`2001:db8:100:${i + 1}::1`).signIn(email, WRONG));
    expect(wrong.every((r) => !r.ok && r.status !== 429)).toBe(true);
    const owner = new Browser("2001:db8:100:99::7");
    expect(await owner.signIn(email, STRONG)).toEqual({ ok: true, status: 200 });
    expect((await owner.json("/api/account/me")).body.user.email).toBe(email);
  });

  it("one client guessing on one account is refused after 5 failures, even with the right password; others are not", async () => {
    const email = "adivinhado@exemplo.pt";
    const other = "vizinha@exemplo.pt";
    await Promise.all([signUp(new Browser(), email), signUp(new Browser(), other)]);
    // Rotating addresses inside one /64 is one client.
    for (let i = 0; i < 5; i++) expect((await new Browser(`2001:db8:200:1::${i + 1}`).signIn(email, WRONG)).status).not.toBe(429);
    const guesser = new Browser("2001:db8:200:1::ff");
    const refused = await guesser.signIn(email, STRONG);
    expect(refused).toEqual({ ok: false, status: 429 });
    // Per account and client: the same client may still sign in to another account, and the owner from elsewhere.
    expect(await guesser.signIn(other, STRONG)).toEqual({ ok: true, status: 200 });
    expect(await new Browser("2001:db8:200:2::1").signIn(email, STRONG)).toEqual({ ok: true, status: 200 });
  });

  it("a successful sign-in does not use up the client's failures", async () => {
    const email = "distraida@exemplo.pt";
    await signUp(new Browser(), email);
    const b = new Browser("198.51.100.180");
    for (let i = 0; i < 4; i++) expect((await b.signIn(email, WRONG)).status).not.toBe(429);
    expect((await new Browser(b.ip).signIn(email, STRONG)).ok).toBe(true);
    expect((await b.signIn(email, WRONG)).status).not.toBe(429); // the fifth failure
    expect((await new Browser(b.ip).signIn(email, STRONG)).status).toBe(429);
  });

  it("50 parallel guesses from one client on one account: exactly 5 are tried", async () => {
    const email = "paralela@exemplo.pt";
    await signUp(new Browser(), email);
    const statuses = await parallel(50, async (i) => (await new Browser(`2001:db8:300:1::${i + 1}`).signIn(email, WRONG)).status);
    expect(notRefused(statuses)).toBe(5);
    expect(await new Browser("2001:db8:300:2::1").signIn(email, STRONG)).toEqual({ ok: true, status: 200 });
  });

  it("the account-wide ceiling (100 failures / 15 min) counts parallel failures exactly and spares clients without failures", { timeout: 30_000 }, async () => {
    const email = "muito-atacada@exemplo.pt";
    await signUp(new Browser(), email);
    const clients = Array.from({ length: 25 }, (_, i) => `2001:db8:400:${i + 1}::1`);
    const early = new Browser("2001:db8:400:fd::1");
    expect((await early.signIn(email, WRONG)).status).not.toBe(429);
    // 75 more failures: 3 from each of 25 clients (under their own limit of 5 and the ceiling).
    const first = await parallel(75, async (i) => (await new Browser(clients[i % 25]).signIn(email, WRONG)).status);
    expect(notRefused(first)).toBe(75);
    // 50 more from the same clients, 2 each: the account reaches 100 failures after exactly 24 of them.
    const second = await parallel(50, async (i) => (await new Browser(clients[i % 25]).signIn(email, WRONG)).status);
    expect(notRefused(second)).toBe(24);
    // A client that has failed on this account (once, far under its own limit) now waits, even with the right password …
    expect(await new Browser(early.ip).signIn(email, STRONG)).toEqual({ ok: false, status: 429 });
    // … one that has not is never refused by the account's count. But 100 failures also guard the account (issue 43,
    // signin-account-guard.test.ts): from now on the password alone, right or wrong, is answered with a code request.
    expect((await new Browser("2001:db8:400:ff::1").signIn(email, WRONG)).status).not.toBe(429);
    expect(await new Browser("2001:db8:400:fe::1").signIn(email, STRONG)).toEqual({ ok: false, status: 401 });
  });
});
