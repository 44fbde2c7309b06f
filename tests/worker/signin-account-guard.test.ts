import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { copies } from "../../shared/copy";
import { LANGUAGE_HEADER } from "../../shared/languages";
import { SIGNIN_CODE_AFTER_FAILURES, SIGNIN_CODES_SENT_PER_ACCOUNT } from "../../worker/features/auth/signin-limits";
import { Browser, outbox, STRONG, signUp } from "./setup/session";

/**
 * Password guessing spread over client addresses (issue 43, decisions/0032 'Account guard'): past 100 failures on one
 * account, the right password alone no longer signs in from any client; the right password plus a code e-mailed to the
 * account's address does. The holder is told once per episode, in the account's language.
 */
const WRONG = "Errada#2026";
const GUARD = SIGNIN_CODE_AFTER_FAILURES.limit;
const parallel = <T>(n: number, f: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => f(i)));

/** One credentials sign-in as the web sends it, `code` when given; the answer as the form reads it. */
async function attempt(b: Browser, email: string, password: string, code?: string) {
  const csrfToken = await b.csrf();
  const res = await b.fetch("/api/auth/callback/credentials", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Auth-Return-Redirect": "1" },
    body: new URLSearchParams({ email, password, csrfToken, ...(code === undefined ? {} : { code }) }),
  });
  const text = await res.text();
  const body = text ? (JSON.parse(text) as { url?: string; error?: { code: string; message: string; field?: string } }) : null;
  const signedIn = b.cookies.has("authjs.session-token");
  // Auth.js answers a checked wrong password with 200 and its error page's address; the shop's refusals with an error body.
  const outcome = signedIn
    ? "signed-in"
    : res.status === 200 && body?.url?.includes("error=CredentialsSignin")
      ? "wrong"
      : (body?.error?.code ?? `http-${res.status}`);
  return { status: res.status, outcome, body };
}

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];
const mailsTo = async (email: string, subject: string) => (await outbox(email)).filter((m) => m.subject === subject);

describe("account guard: password guessing over many client addresses", () => {
  it("110 wrong passwords from 110 addresses: 100 are checked, then every client needs the e-mailed code; one alert", { timeout: 60_000 }, async () => {
    const email = "alvo-distribuido@exemplo.pt";
    await signUp(new Browser(), email);
    const pt = copies.pt.mail;

    // The attack as it was seen: one wrong password from each of 110 addresses, all at once.
    const outcomes = await parallel(110, async (i) => (await attempt(new Browser(`203.0.113.${i + 1}`), email, WRONG)).outcome);
    expect(outcomes.filter((o) => o === "wrong")).toHaveLength(GUARD);
    expect(outcomes.filter((o) => o === "signin_code_required")).toHaveLength(110 - GUARD);

    // The right password alone, from an address that never failed, is refused with the code-needed answer …
    const holder = new Browser("2001:db8:4300:1::1");
    const alone = await attempt(holder, email, STRONG);
    expect(alone).toMatchObject({ status: 401, outcome: "signin_code_required" });
    expect(alone.body?.error?.message).toBe(copies.pt.errors.signinCodeRequired);
    // … exactly as a wrong one is (no oracle), and a wrong one sends no code.
    const guess = await attempt(new Browser("2001:db8:4300:2::1"), email, WRONG);
    expect(guess.status).toBe(alone.status);
    expect(guess.body).toEqual(alone.body);

    // The code went to the account's address (the answer does not wait for it: hence waitFor), for the right password only.
    await vi.waitFor(async () => expect(await mailsTo(email, pt.signInCode.subject)).toHaveLength(1), { timeout: 5000 });
    const code = codeIn((await mailsTo(email, pt.signInCode.subject))[0]!.text)!;
    expect(code).toMatch(/^\d{6}$/);
    expect(await env.KV.get(`signin-code:${email}`)).not.toContain(code);

    // A made-up code is refused as such, whatever the password; the right password + the e-mailed code gets in.
    const other = code === "000000" ? "111111" : "000000";
    expect(await attempt(new Browser("2001:db8:4300:3::1"), email, STRONG, other)).toMatchObject({ status: 400, outcome: "signin_code_invalid" });
    expect(await attempt(holder, email, STRONG, code)).toMatchObject({ outcome: "signed-in" });
    expect((await holder.json("/api/account/me")).body.user.email).toBe(email);
    // Used once: the same code does not open a second session.
    expect(await attempt(new Browser("2001:db8:4300:4::1"), email, STRONG, code)).toMatchObject({ outcome: "signin_code_invalid" });

    // Exactly one alert for the whole episode, in Portuguese (the account's language), advising a new password.
    await vi.waitFor(async () => expect(await mailsTo(email, pt.signInAlert.subject)).toHaveLength(1), { timeout: 5000 });
    await new Promise((r) => setTimeout(r, 200));
    const alerts = await mailsTo(email, pt.signInAlert.subject);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.text).toContain(pt.signInAlert.advice);
  });

  it("a Spanish account is alerted in Spanish; codes go out only for the right password, at most 5 an hour", { timeout: 60_000 }, async () => {
    const email = "cuenta-atacada@ejemplo.es";
    const signup = new Browser();
    signup.headers[LANGUAGE_HEADER] = "es";
    await signUp(signup, email);
    const es = copies.es.mail;

    // Past the guard, from 101 addresses of the Portuguese shop: the alert follows the account, not the attacker's shop.
    await parallel(GUARD + 1, (i) => attempt(new Browser(`198.51.100.${i + 1}`), email, WRONG));
    await vi.waitFor(async () => expect(await mailsTo(email, es.signInAlert.subject)).toHaveLength(1), { timeout: 5000 });
    expect((await mailsTo(email, es.signInAlert.subject))[0]!.text).toContain(es.signInAlert.advice);

    // Wrong passwords never send a code; the right one does, up to the hourly limit, with the same answer every time.
    for (let i = 0; i < 3; i++) expect((await attempt(new Browser(`2001:db8:4301:${i + 1}::1`), email, WRONG)).outcome).toBe("signin_code_required");
    for (let i = 0; i < SIGNIN_CODES_SENT_PER_ACCOUNT.limit + 2; i++)
      expect((await attempt(new Browser(`2001:db8:4302:${i + 1}::1`), email, STRONG)).outcome).toBe("signin_code_required");
    await vi.waitFor(async () => expect(await mailsTo(email, es.signInCode.subject)).toHaveLength(SIGNIN_CODES_SENT_PER_ACCOUNT.limit), { timeout: 5000 });
    await new Promise((r) => setTimeout(r, 200));
    expect(await mailsTo(email, es.signInCode.subject)).toHaveLength(SIGNIN_CODES_SENT_PER_ACCOUNT.limit);
    expect(await mailsTo(email, es.signInAlert.subject)).toHaveLength(1);

    // 5 wrong codes void the code: none of those e-mailed signs in afterwards, even with the right password.
    const sent = new Set((await mailsTo(email, es.signInCode.subject)).map((m) => codeIn(m.text)!));
    const wrongCodes = ["000000", "111111", "222222", "333333", "444444", "555555", "666666", "777777"].filter((c) => !sent.has(c)).slice(0, 5);
    const b = new Browser("2001:db8:4303:1::1");
    for (const c of wrongCodes) expect((await attempt(b, email, STRONG, c)).outcome).toBe("signin_code_invalid");
    for (const c of sent) expect((await attempt(new Browser("2001:db8:4303:2::1"), email, STRONG, c)).outcome).toBe("signin_code_invalid");
  });

  it("only the right password checks a code: guessers cannot use up the holder's code, and the holder's typos cost nothing", { timeout: 60_000 }, async () => {
    const email = "tipo-errado@exemplo.pt";
    await signUp(new Browser(), email);
    await parallel(GUARD + 1, (i) => attempt(new Browser(`192.0.2.${i + 1}`), email, WRONG));
    const holder = new Browser("2001:db8:4304:1::1");
    expect((await attempt(holder, email, STRONG)).outcome).toBe("signin_code_required");
    await vi.waitFor(async () => expect(await mailsTo(email, copies.pt.mail.signInCode.subject)).toHaveLength(1), { timeout: 5000 });
    const code = codeIn((await mailsTo(email, copies.pt.mail.signInCode.subject))[0]!.text)!;
    // The attack goes on, now with made-up codes: far more than the code's 5 checks, all answered alike.
    const guesses = await parallel(20, (i) => attempt(new Browser(`2001:db8:4305:${i + 1}::1`), email, WRONG, String(i).padStart(6, "0")));
    expect(new Set(guesses.map((g) => g.outcome))).toEqual(new Set(["signin_code_invalid"]));
    // The holder's wrong password with the right code is answered the same way (the code or the password), and again
    // and again from the same device without being refused for it …
    for (let i = 0; i < 6; i++) expect((await attempt(holder, email, WRONG, code)).outcome).toBe("signin_code_invalid");
    // … and the code still signs in with the right password.
    expect((await attempt(holder, email, STRONG, code)).outcome).toBe("signed-in");
  });
});
