import { env } from "cloudflare:workers";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { Browser, signUp } from "./setup/session";

/** Google's side of OpenID Connect, in its real wire format: discovery, token endpoint, JWKS, userinfo. */
const ISSUER = "https://accounts.google.com";
const CLIENT_ID = "test-google-client";
let keys: Awaited<ReturnType<typeof generateKeyPair>>;
let nextProfile: Record<string, unknown> = {};
let lastTokenRequest: URLSearchParams | null = null;
let nonce: string | undefined;

const google = setupServer(
  http.get(`${ISSUER}/.well-known/openid-configuration`, () =>
    HttpResponse.json({
      issuer: ISSUER,
      authorization_endpoint: "https://accounts.google.com/o/oauth2/v2/auth",
      token_endpoint: "https://oauth2.googleapis.com/token",
      userinfo_endpoint: "https://openidconnect.googleapis.com/v1/userinfo",
      jwks_uri: "https://www.googleapis.com/oauth2/v3/certs",
      response_types_supported: ["code"],
      subject_types_supported: ["public"],
      id_token_signing_alg_values_supported: ["RS256"],
      code_challenge_methods_supported: ["plain", "S256"],
    }),
  ),
  http.get("https://www.googleapis.com/oauth2/v3/certs", async () =>
    HttpResponse.json({ keys: [{ ...(await exportJWK(keys.publicKey)), kid: "k1", alg: "RS256", use: "sig" }] }),
  ),
  http.post("https://oauth2.googleapis.com/token", async ({ request }) => {
    lastTokenRequest = new URLSearchParams(await request.text());
    const idToken = await new SignJWT({ ...nextProfile, ...(nonce ? { nonce } : {}) })
      .setProtectedHeader({ alg: "RS256", kid: "k1" })
      .setIssuer(ISSUER)
      .setAudience(CLIENT_ID)
      .setSubject(String(nextProfile.sub))
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(keys.privateKey);
    return HttpResponse.json({ access_token: "ya29.test", token_type: "Bearer", expires_in: 3599, scope: "openid email profile", id_token: idToken });
  }),
  http.get("https://openidconnect.googleapis.com/v1/userinfo", () => HttpResponse.json(nextProfile)),
);

beforeAll(async () => {
  keys = await generateKeyPair("RS256");
  google.listen({ onUnhandledRequest: "error" });
});
afterEach(() => google.resetHandlers());
afterAll(() => google.close());

/** Runs the redirect dance as a browser would; returns where Auth.js sent the browser in the end. */
async function googleSignIn(b: Browser, profile: Record<string, unknown>, callbackUrl = "/auth") {
  nextProfile = profile;
  const csrfToken = await b.csrf();
  const start = await b.fetch("/api/auth/signin/google", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken, callbackUrl }),
  });
  const authorize = new URL(start.headers.get("Location")!);
  expect(authorize.origin + authorize.pathname).toBe("https://accounts.google.com/o/oauth2/v2/auth");
  expect(authorize.searchParams.get("client_id")).toBe(CLIENT_ID);
  nonce = authorize.searchParams.get("nonce") ?? undefined;
  const params = new URLSearchParams({ code: "4/test-code" });
  const state = authorize.searchParams.get("state");
  if (state) params.set("state", state);
  const callback = await b.fetch(`/api/auth/callback/google?${params}`);
  return callback.headers.get("Location") ?? "";
}

describe("Google sign-in (Auth.js against msw)", () => {
  it("a new Google user gets a user, a basic customer record from the provider, and a session", async () => {
    const b = new Browser();
    const landed = await googleSignIn(b, { sub: "g-1001", email: "Ana.Google@gmail.com", email_verified: true, name: "Ana Google", given_name: "Ana" });
    expect(landed).toMatch(/\/auth$/);
    expect(lastTokenRequest?.get("code")).toBe("4/test-code");
    const me = await b.json("/api/account/me");
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ email: "ana.google@gmail.com", emailVerified: true, hasPassword: false });
    expect(me.body.customer).toMatchObject({ email: "ana.google@gmail.com", firstName: "Ana", fullName: "Ana Google", phone: null, nif: null });
    expect(me.body.profileComplete).toBe(false);
    const account = await env.DB.prepare("SELECT provider, provider_account_id FROM accounts").first();
    expect(account).toEqual({ provider: "google", provider_account_id: "g-1001" });
  });

  it("an account made from the Spanish shop is Spanish; one from the Portuguese shop, Portuguese (decisions/0041)", async () => {
    const language = async (email: string) =>
      (await env.DB.prepare("SELECT language FROM users WHERE email = ?1").bind(email).first<{ language: string }>())?.language;
    const spanish = new Browser();
    expect(await googleSignIn(spanish, { sub: "g-es-1", email: "lucia@gmail.com", email_verified: true, name: "Lucía G" }, "/es/auth")).toMatch(/\/es\/auth$/);
    expect(await language("lucia@gmail.com")).toBe("es");
    const portuguese = new Browser();
    await googleSignIn(portuguese, { sub: "g-pt-1", email: "rita@gmail.com", email_verified: true, name: "Rita S" });
    expect(await language("rita@gmail.com")).toBe("pt");
  });

  it("the same Google account signs in again without a second user", async () => {
    const before = (await env.DB.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>())!.n;
    const b = new Browser();
    await googleSignIn(b, { sub: "g-1001", email: "ana.google@gmail.com", email_verified: true, name: "Ana Google", given_name: "Ana" });
    expect((await b.json("/api/account/me")).status).toBe(200);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>())!.n).toBe(before);
  });

  it("links to an existing account only when that e-mail is verified", async () => {
    await signUp(new Browser(), "marta@exemplo.pt");
    const unverified = new Browser();
    const refused = await googleSignIn(unverified, { sub: "g-2002", email: "marta@exemplo.pt", email_verified: true, name: "Marta S", given_name: "Marta" });
    expect(refused).toMatch(/error=AccessDenied/);
    expect((await unverified.json("/api/account/me")).status).toBe(401);

    await env.DB.prepare("UPDATE users SET email_verified_at = '2026-01-01T00:00:00.000Z' WHERE email = 'marta@exemplo.pt'").run();
    const verified = new Browser();
    await googleSignIn(verified, { sub: "g-2002", email: "marta@exemplo.pt", email_verified: true, name: "Marta S", given_name: "Marta" });
    const me = await verified.json("/api/account/me");
    expect(me.body.user).toMatchObject({ email: "marta@exemplo.pt", hasPassword: true });
    expect((await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = 'marta@exemplo.pt'").first<{ n: number }>())!.n).toBe(1);
  });

  it("refuses a Google e-mail that Google has not verified", async () => {
    const landed = await googleSignIn(new Browser(), { sub: "g-3003", email: "naoverificado@gmail.com", email_verified: false, name: "X Y", given_name: "X" });
    expect(landed).toMatch(/error=AccessDenied/);
    expect(await env.DB.prepare("SELECT id FROM users WHERE email = 'naoverificado@gmail.com'").first()).toBeNull();
  });

  it("erasing a Google-only account needs a Google sign-in of the last 10 minutes (issue 30)", async () => {
    const b = new Browser();
    await googleSignIn(b, { sub: "g-4004", email: "apagar.google@gmail.com", email_verified: true, name: "Rui Google", given_name: "Rui" });
    // The same session, as if signed in an hour ago: refused, nothing erased.
    const sid = (await env.KV.list({ prefix: "session:" })).keys.map((k) => k.name);
    for (const key of sid) {
      const rec = await env.KV.get<{ userId: string; sv: number; at?: number }>(key, "json");
      if (rec?.at) await env.KV.put(key, JSON.stringify({ ...rec, at: rec.at - 60 * 60_000 }));
    }
    const stale = await b.json("/api/account", "DELETE", {});
    expect(stale.status).toBe(403);
    expect(stale.body.error.code).toBe("reauthentication_required");
    expect((await b.json("/api/account/me")).status).toBe(200);
    // Signed in with Google again: erased.
    await googleSignIn(b, { sub: "g-4004", email: "apagar.google@gmail.com", email_verified: true, name: "Rui Google", given_name: "Rui" });
    expect((await b.json("/api/account", "DELETE", {})).body).toEqual({ deleted: true });
    expect(await env.DB.prepare("SELECT id FROM users WHERE email = 'apagar.google@gmail.com'").first()).toBeNull();
  });
});
