import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { verifyPassword } from "../../worker/features/auth/password-hash";
import { Browser, outbox, STRONG, signUp } from "./setup/session";
import { countRows as count } from "./setup/tables";

describe("sign-up", () => {
  it("creates the user and a basic customer record, stores a salted PBKDF2-SHA256 hash of the password, and sends a verification link", async () => {
    const b = new Browser();
    const res = await signUp(b, "Ana.Costa@Exemplo.PT");
    expect(res.status).toBe(201);
    const user = await env.DB.prepare("SELECT id, email, password_hash, email_verified_at FROM users WHERE email = ?")
      .bind("ana.costa@exemplo.pt")
      .first<any>();
    expect(user.email_verified_at).toBeNull();
    expect(user.password_hash).toMatch(/^pbkdf2-sha256\$i=2000,c=100000\$/);
    expect(user.password_hash).not.toContain(STRONG);
    expect(await verifyPassword(STRONG, user.password_hash)).toBe(true);
    expect(await verifyPassword("Segura#2025", user.password_hash)).toBe(false);
    const customer = await env.DB.prepare("SELECT email, first_name, full_name FROM customers WHERE user_id = ?").bind(user.id).first();
    expect(customer).toEqual({ email: "ana.costa@exemplo.pt", first_name: "Maria", full_name: "Maria Silva" });
    const [mail] = await outbox("ana.costa@exemplo.pt");
    const link = /http:\/\/shop\.test(\/api\/account\/verify-email\?token=[\w-]+)/.exec(mail!.text)![1]!;
    const verified = await b.fetch(link);
    expect(verified.status).toBe(302);
    // With a reset link's token for an account someone else created with the address (issue 43).
    expect(verified.headers.get("Location")).toMatch(/^\/auth\?verificado=1&redefinir=[\w-]{43}$/);
    expect((await env.DB.prepare("SELECT email_verified_at FROM users WHERE id = ?").bind(user.id).first<any>()).email_verified_at).not.toBeNull();
    expect((await b.fetch(link)).headers.get("Location")).toBe("/auth?verificado=0");
  });

  it("answers a registered e-mail (any case) with its own code and writes nothing", async () => {
    const b = new Browser();
    await signUp(b, "dup@exemplo.pt");
    const before = [await count("users"), await count("customers")];
    const res = await signUp(b, "DUP@exemplo.pt");
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: "user_already_registered", message: "User already registered" });
    expect([await count("users"), await count("customers")]).toEqual(before);
  });

  it.each([
    [{ password: "curta1!" }, "password"],
    [{ password: "semmaiusculas1!" }, "password"],
    [{ password: "SemNumero!!" }, "password"],
    [{ password: "SemEspecial12" }, "password"],
    [{ email: "nao-e-email" }, "email"],
    [{ firstName: "Maria José" }, "firstName"],
    [{ fullName: "" }, "fullName"],
    [{ fullName: "Maria" }, "fullName"],
    [{ fullName: " maria " }, "fullName"],
  ])("rejects %j with 400 on %s and writes nothing", async (override, field) => {
    const before = await count("users");
    const res = await new Browser().json("/api/account/signup", "POST", {
      email: `x${Math.random()}@exemplo.pt`,
      password: STRONG,
      firstName: "Maria",
      fullName: "Maria Silva",
      ...override,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe(field);
    expect(await count("users")).toBe(before);
  });
});

describe("sign-in, session and sign-out", () => {
  it("signs in with the right password (before verification too) and gives the account", async () => {
    const b = new Browser();
    await signUp(b, "joana@exemplo.pt");
    expect((await b.signIn("Joana@Exemplo.pt", STRONG)).ok).toBe(true);
    const me = await b.json("/api/account/me");
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ email: "joana@exemplo.pt", emailVerified: false });
    expect(me.body.customer).toMatchObject({ firstName: "Maria", fullName: "Maria Silva", phone: null, nif: null });
    expect(me.body.profileComplete).toBe(false);
  });

  it("refuses a wrong password and an unknown e-mail", async () => {
    const b = new Browser();
    await signUp(b, "rita@exemplo.pt");
    expect((await b.signIn("rita@exemplo.pt", "Errada#2026")).ok).toBe(false);
    expect((await b.signIn("ninguem@exemplo.pt", STRONG)).ok).toBe(false);
    expect((await b.json("/api/account/me")).status).toBe(401);
  });

  it("sign-out makes that very session unusable, even a copy of its cookie", async () => {
    const b = new Browser();
    await signUp(b, "sofia@exemplo.pt");
    await b.signIn("sofia@exemplo.pt", STRONG);
    const copy = new Browser(b.ip);
    copy.cookies = new Map(b.cookies);
    expect((await copy.json("/api/account/me")).status).toBe(200);
    await b.signOut();
    expect((await b.json("/api/account/me")).status).toBe(401);
    expect((await copy.json("/api/account/me")).status).toBe(401);
  });

  it("a forged or foreign session cookie is refused", async () => {
    const b = new Browser();
    b.cookies.set("authjs.session-token", "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2Q0JDLUhTNTEyIn0..forged");
    expect((await b.json("/api/account/me")).status).toBe(401);
  });

  it("rate-limits sign-in attempts: 429 with Retry-After past 10 a minute", async () => {
    const b = new Browser("198.51.100.99");
    let last: Response | undefined;
    for (let i = 0; i < 11; i++) {
      const csrfToken = await b.csrf();
      last = await b.fetch("/api/auth/callback/credentials", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email: "x@exemplo.pt", password: "Errada#2026", csrfToken }),
      });
    }
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});

describe("e-mail exists (checkout e-mail step)", () => {
  it("tells whether an e-mail is registered, rate-limited", async () => {
    const b = new Browser("198.51.100.50");
    await signUp(new Browser(), "existe@exemplo.pt");
    expect((await b.json("/api/account/email-exists", "POST", { email: "EXISTE@exemplo.pt" })).body).toEqual({ exists: true });
    expect((await b.json("/api/account/email-exists", "POST", { email: "nao@exemplo.pt" })).body).toEqual({ exists: false });
    expect((await b.json("/api/account/email-exists", "POST", { email: "mau" })).status).toBe(400);
    let status = 0;
    for (let i = 0; i < 10; i++) status = (await b.json("/api/account/email-exists", "POST", { email: "nao@exemplo.pt" })).status;
    expect(status).toBe(429);
  });
});
