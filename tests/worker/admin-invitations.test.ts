import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCopy } from "../../shared/copy/back-office/admin";
import { OWNER, person } from "./setup/admin";
import { Browser, outbox, STRONG, signUp } from "./setup/session";

/**
 * Issue 43, decisions/0048: a back-office role goes only to the holder of the address, who proves it after the role was
 * offered by accepting through the link sent there (setting the account's password). The attack that found the fault is
 * replayed as it was: someone signs up with the invited address first, stays signed in, and the address's holder then
 * clicks the shop's own 'Confirme o seu e-mail'.
 */
const ATTACKER_PASSWORD = "Atacante#2026";
const NEW_PASSWORD = "Convidada#2026";
/** An owner address of the configuration that nobody has registered yet. */
const NEW_OWNER = "novo-dono@exemplo.pt";
const OWNERS = { OWNER_EMAILS: `${OWNER},${NEW_OWNER}` };

let owner: Awaited<ReturnType<typeof person>>;
beforeAll(async () => {
  owner = await person("owner", OWNER);
});

/** The link of the newest back-office e-mail to the address (the invitation or an access link). */
async function linkTokenFor(email: string) {
  const mails = (await outbox(email)).filter((m) => m.subject === adminCopy.inviteMail.subject || m.subject === adminCopy.accessMail.subject);
  const token = /http:\/\/shop\.test\/admin\/convite\?token=([\w-]+)/.exec(mails[0]?.text ?? "")?.[1];
  expect(token, `a link in the e-mail to ${email}`).toBeTruthy();
  return token!;
}

/** The shop's own 'Confirme o seu e-mail' link, as the address's holder receives it. */
async function verificationLink(email: string) {
  const mail = (await outbox(email)).find((m) => m.text.includes("/api/account/verify-email?token="));
  return /http:\/\/shop\.test(\/api\/account\/verify-email\?token=[\w-]+)/.exec(mail!.text)![1]!;
}

const accept = (token: string, password = NEW_PASSWORD, vars?: Record<string, string>) =>
  new Browser(undefined, vars).json("/api/team-invitations/accept", "POST", { token, password });

describe("the attack: signing up first with an invited address", () => {
  it("staff: the attacker's session never holds the role; the invitee's acceptance ends it and takes the account", async () => {
    const email = "nova@exemplo.pt";
    expect((await owner.b.json("/api/admin/staff", "POST", { email })).status).toBe(201);

    // The attacker signs up with the invited address before its holder, and stays signed in.
    const attacker = new Browser();
    expect((await signUp(attacker, email, ATTACKER_PASSWORD)).status).toBe(201);
    expect((await attacker.signIn(email, ATTACKER_PASSWORD)).ok).toBe(true);
    const before = await attacker.json("/api/admin/me");
    expect(before.status).toBe(403);
    expect(before.body.error.code).toBe("role_not_accepted");

    // The holder clicks the shop's own 'Confirme o seu e-mail' that the attacker's sign-up caused.
    const holder = new Browser();
    const verified = await holder.fetch(await verificationLink(email));
    expect(verified.headers.get("Location")).toMatch(/^\/auth\?verificado=1&redefinir=[\w-]+$/);

    // The attacker's session, opened before the verification, is over; signing in again gives no role either.
    expect((await attacker.json("/api/account/me")).status).toBe(401);
    expect((await attacker.signIn(email, ATTACKER_PASSWORD)).ok).toBe(true);
    for (const path of ["/api/admin/me", "/api/admin/orders"]) {
      const res = await attacker.json(path);
      expect(res.status, path).toBe(403);
      expect(res.body.error.code).toBe("role_not_accepted");
    }
    // Asking for an access link sends it to the address, not to the attacker.
    expect((await attacker.json("/api/team-invitations/access-link", "POST")).status).toBe(200);
    expect((await outbox(email))[0]!.subject).toBe(adminCopy.accessMail.subject);

    // The holder opens the link and sets the password: the attacker is out, the holder is staff.
    const token = await linkTokenFor(email);
    expect((await new Browser().json("/api/team-invitations/status", "POST", { token })).body).toEqual({ email });
    expect((await accept(token)).status).toBe(200);
    expect((await attacker.json("/api/account/me")).status).toBe(401);
    expect((await new Browser().signIn(email, ATTACKER_PASSWORD)).ok).toBe(false);
    const invitee = new Browser();
    expect((await invitee.signIn(email, NEW_PASSWORD)).ok).toBe(true);
    expect((await invitee.json("/api/admin/me")).body).toEqual({ email, role: "staff", demoIdentity: false });
    const accepted = await env.DB.prepare("SELECT actor, after FROM audit_log WHERE action = 'staff.accepted' AND after = ?1").bind(email).all();
    expect(accepted.results).toEqual([{ actor: email, after: email }]);
  });

  it("an owner address nobody registered: the attacker is never owner, cannot invite, and the owner's link takes the account back", async () => {
    const attacker = new Browser(undefined, OWNERS);
    expect((await signUp(attacker, NEW_OWNER, ATTACKER_PASSWORD)).status).toBe(201);
    // Even with the address verified (its holder clicked the confirmation), the account holds no role.
    await new Browser().fetch(await verificationLink(NEW_OWNER));
    expect((await attacker.signIn(NEW_OWNER, ATTACKER_PASSWORD)).ok).toBe(true);
    const me = await attacker.json("/api/admin/me");
    expect(me.status).toBe(403);
    expect(me.body.error.code).toBe("role_not_accepted");
    // No accomplice: the team's routes are closed to it.
    const invite = await attacker.json("/api/admin/staff", "POST", { email: "cumplice@exemplo.pt" });
    expect(invite.status).toBe(403);
    expect(await env.DB.prepare("SELECT 1 FROM staff_members WHERE email = 'cumplice@exemplo.pt'").first()).toBeNull();

    // The owner's first entry: a link sent to the address (asked for from any session of it), accepted with a password.
    expect((await attacker.json("/api/team-invitations/access-link", "POST")).status).toBe(200);
    const token = await linkTokenFor(NEW_OWNER);
    expect((await accept(token, NEW_PASSWORD, OWNERS)).status).toBe(200);
    expect((await attacker.json("/api/admin/me")).status).toBe(401);
    const realOwner = new Browser(undefined, OWNERS);
    expect((await realOwner.signIn(NEW_OWNER, NEW_PASSWORD)).ok).toBe(true);
    expect((await realOwner.json("/api/admin/me")).body).toEqual({ email: NEW_OWNER, role: "owner", demoIdentity: false });
  });
});

describe("accepting through the link", () => {
  it("an account that existed before the invitation is promoted only when its holder accepts; its other sessions end", async () => {
    const customer = await person("customer");
    expect((await owner.b.json("/api/admin/staff", "POST", { email: customer.email })).status).toBe(201);
    expect((await customer.b.json("/api/admin/me")).body.error.code).toBe("role_not_accepted");
    const members = (await owner.b.json("/api/admin/staff")).body.members as { email: string; accepted: boolean }[];
    expect(members.find((m) => m.email === customer.email)?.accepted).toBe(false);

    expect((await accept(await linkTokenFor(customer.email))).status).toBe(200);
    expect((await customer.b.json("/api/account/me")).status).toBe(401);
    const again = new Browser();
    expect((await again.signIn(customer.email, NEW_PASSWORD)).ok).toBe(true);
    expect((await again.json("/api/admin/me")).body.role).toBe("staff");
    const after = (await owner.b.json("/api/admin/staff")).body.members as { email: string; accepted: boolean }[];
    expect(after.find((m) => m.email === customer.email)?.accepted).toBe(true);
  });

  it("an invitee without an account: the acceptance creates it, verified, with a customer record", async () => {
    const email = "sem-conta@exemplo.pt";
    await owner.b.json("/api/admin/staff", "POST", { email });
    expect((await accept(await linkTokenFor(email))).body).toEqual({ email });
    const user = await env.DB.prepare("SELECT u.email_verified_at AS verified, c.email FROM users u JOIN customers c ON c.user_id = u.id WHERE u.email = ?1")
      .bind(email)
      .first<{ verified: string | null; email: string }>();
    expect(user?.verified).toBeTruthy();
    const b = new Browser();
    expect((await b.signIn(email, NEW_PASSWORD)).ok).toBe(true);
    expect((await b.json("/api/admin/me")).body.role).toBe("staff");
  });

  it("a link is used once, even by five parallel acceptances; expired, replaced or for a removed member it is refused", async () => {
    const email = "paralelo-aceita@exemplo.pt";
    await owner.b.json("/api/admin/staff", "POST", { email });
    const token = await linkTokenFor(email);
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => accept(token, `${NEW_PASSWORD}${i}`)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400]);
    for (const r of results.filter((r) => r.status === 400)) expect(r.body.error.code).toBe("invitation_invalid");
    expect((await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'staff.accepted' AND after = ?1").bind(email).first())?.n).toBe(1);

    // A newer link voids the older; an expired one is refused.
    const other = "expira@exemplo.pt";
    await owner.b.json("/api/admin/staff", "POST", { email: other });
    const first = await linkTokenFor(other);
    await signUp(new Browser(), other);
    const signedIn = new Browser();
    await signedIn.signIn(other, STRONG);
    expect((await signedIn.json("/api/team-invitations/access-link", "POST")).status).toBe(200);
    const second = await linkTokenFor(other);
    expect(second).not.toBe(first);
    expect((await accept(first)).body.error.code).toBe("invitation_invalid");
    await env.DB.prepare("UPDATE back_office_invitations SET expires_at = '2000-01-01T00:00:00.000Z' WHERE email = ?1").bind(other).run();
    expect((await accept(second)).body.error.code).toBe("invitation_invalid");
    expect((await new Browser().json("/api/team-invitations/status", "POST", { token: second })).body).toEqual({ email: null });

    // Removed before accepting: the link dies with the membership.
    const removed = "retirada@exemplo.pt";
    await owner.b.json("/api/admin/staff", "POST", { email: removed });
    const link = await linkTokenFor(removed);
    expect((await owner.b.json(`/api/admin/staff/${encodeURIComponent(removed)}`, "DELETE")).status).toBe(200);
    expect((await accept(link)).body.error.code).toBe("invitation_invalid");
    expect(await env.DB.prepare("SELECT 1 FROM back_office_acceptances WHERE email = ?1").bind(removed).first()).toBeNull();
  });

  it("a customer with no role offered gets no link; a wrong token and a weak password are refused, nothing written", async () => {
    const customer = await person("customer");
    const res = await customer.b.json("/api/team-invitations/access-link", "POST");
    expect(res.status).toBe(403);
    expect(await env.DB.prepare("SELECT 1 FROM back_office_invitations WHERE email = ?1").bind(customer.email).first()).toBeNull();
    expect((await new Browser().json("/api/team-invitations/access-link", "POST")).status).toBe(401);
    expect((await accept("x".repeat(43))).body.error.code).toBe("invitation_invalid");
    const email = "fraca@exemplo.pt";
    await owner.b.json("/api/admin/staff", "POST", { email });
    expect((await accept(await linkTokenFor(email), "curta")).status).toBe(400);
    expect(await env.DB.prepare("SELECT 1 FROM users WHERE email = ?1").bind(email).first()).toBeNull();
  });
});

describe("the address's holder after a verification", () => {
  it("every session opened before the verification ends, and the landing page offers a new password that works", async () => {
    const email = "alguem-criou@exemplo.pt";
    const signedUp = new Browser();
    await signUp(signedUp, email, ATTACKER_PASSWORD);
    await signedUp.signIn(email, ATTACKER_PASSWORD);
    expect((await signedUp.json("/api/account/me")).status).toBe(200);
    const landed = await new Browser().fetch(await verificationLink(email));
    expect((await signedUp.json("/api/account/me")).status).toBe(401);
    const token = /redefinir=([\w-]+)/.exec(landed.headers.get("Location")!)![1]!;
    expect((await new Browser().json("/api/account/reset-password-link", "POST", { token, newPassword: NEW_PASSWORD })).status).toBe(200);
    expect((await new Browser().signIn(email, ATTACKER_PASSWORD)).ok).toBe(false);
    expect((await new Browser().signIn(email, NEW_PASSWORD)).ok).toBe(true);
  });
});

describe("changes to the team", () => {
  it("need a sign-in of the last half hour, like refunds", async () => {
    const fresh = await person("owner", OWNER);
    const { keys } = await env.KV.list({ prefix: "session:" });
    for (const k of keys) {
      const rec = await env.KV.get<{ userId: string; at?: number }>(k.name, "json");
      if (rec) await env.KV.put(k.name, JSON.stringify({ ...rec, at: Date.now() - 60 * 60_000 }));
    }
    const staff = await person("staff");
    for (const [method, path, body] of [
      ["POST", "/api/admin/staff", { email: "tarde@exemplo.pt" }],
      ["DELETE", `/api/admin/staff/${encodeURIComponent(staff.email)}`, undefined],
    ] as const) {
      const res = await fresh.b.json(path, method, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error.code).toBe("reauthentication_required");
    }
    expect(await env.DB.prepare("SELECT 1 FROM staff_members WHERE email = 'tarde@exemplo.pt'").first()).toBeNull();
    expect(await env.DB.prepare("SELECT 1 FROM staff_members WHERE email = ?1").bind(staff.email).first()).not.toBeNull();
    const again = await person("owner", OWNER);
    expect((await again.b.json("/api/admin/staff", "POST", { email: "tarde@exemplo.pt" })).status).toBe(201);
  });
});

describe("a member who erases their account", () => {
  it("leaves the team in the erasure's batch: not listed, the acceptance gone, an audit row; a new account with the address holds nothing", async () => {
    const staff = await person("staff");
    expect((await staff.b.json("/api/account", "DELETE", { password: STRONG })).body).toEqual({ deleted: true });
    const list = await (await person("owner", OWNER)).b.json("/api/admin/staff");
    expect((list.body.members as { email: string }[]).map((m) => m.email)).not.toContain(staff.email);
    expect(await env.DB.prepare("SELECT 1 FROM back_office_acceptances WHERE email = ?1").bind(staff.email).first()).toBeNull();
    const audit = await env.DB.prepare("SELECT actor, before FROM audit_log WHERE action = 'staff.removed' AND before = ?1").bind(staff.email).all();
    expect(audit.results).toEqual([{ actor: staff.email, before: staff.email }]);
    const b = new Browser();
    await signUp(b, staff.email);
    await b.signIn(staff.email, STRONG);
    expect((await b.json("/api/admin/me")).body.error.code).toBe("forbidden");
  });
});
