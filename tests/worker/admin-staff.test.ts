import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCopy } from "../../shared/copy/back-office/admin";
import { OWNER, person } from "./setup/admin";
import { Browser, STRONG, signUp } from "./setup/session";

/**
 * Issue 32, decisions/0042: the owner invites staff by e-mail and removes them; each change is audited; owners come from
 * OWNER_EMAILS only. The owner exports the audit log as CSV.
 */
let owner: Awaited<ReturnType<typeof person>>;
beforeAll(async () => {
  owner = await person("owner", OWNER);
});

const audit = async (action: string) =>
  (
    await env.DB.prepare("SELECT actor, before, after FROM audit_log WHERE action = ?1 ORDER BY id")
      .bind(action)
      .all<{ actor: string; before: string | null; after: string | null }>()
  ).results;

describe("the team", () => {
  it("an invitation: a member row, an e-mail with its one-use link, an audit row; the invitee is staff only once accepted", async () => {
    const email = "nova.equipa@exemplo.pt";
    const res = await owner.b.json("/api/admin/staff", "POST", { email: "  Nova.Equipa@Exemplo.pt " });
    expect(res.status).toBe(201);
    const mail = await env.DB.prepare('SELECT subject, text, secrets FROM email_outbox WHERE "to" = ?1')
      .bind(email)
      .first<{ subject: string; text: string; secrets: string }>();
    expect(mail!.subject).toBe(adminCopy.inviteMail.subject);
    const token = /http:\/\/shop\.test\/admin\/convite\?token=([\w-]+)/.exec(mail!.text)![1]!;
    // The link is a live secret: the outbox blanks it once delivered (decisions/0034); only its hash is stored.
    expect(JSON.parse(mail!.secrets)).toEqual([token]);
    expect(await env.DB.prepare("SELECT 1 FROM back_office_invitations WHERE token_hash = ?1").bind(token).first()).toBeNull();
    expect(await audit("staff.invited")).toContainEqual({ actor: OWNER, before: null, after: email });
    expect((await owner.b.json("/api/admin/staff")).body.members).toMatchObject([{ email, invitedBy: OWNER, accepted: false }]);

    // Signed up and verified, but not accepted through the link: not staff. Accepted: staff.
    const b = new Browser();
    await signUp(b, email);
    await env.DB.prepare("UPDATE users SET email_verified_at = '2026-11-27T00:00:00.000Z' WHERE email = ?1").bind(email).run();
    await b.signIn(email, STRONG);
    expect((await b.json("/api/admin/me")).status).toBe(403);
    expect((await b.json("/api/team-invitations/accept", "POST", { token, password: STRONG })).status).toBe(200);
    await b.signIn(email, STRONG);
    expect((await b.json("/api/admin/me")).body).toEqual({ email, role: "staff", demoIdentity: false });
  });

  it("refuses a second invitation, an owner's address and a malformed one, writing nothing", async () => {
    const email = "duas.vezes@exemplo.pt";
    expect((await owner.b.json("/api/admin/staff", "POST", { email })).status).toBe(201);
    const again = await owner.b.json("/api/admin/staff", "POST", { email });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("staff_already_member");
    const ownerInvite = await owner.b.json("/api/admin/staff", "POST", { email: OWNER });
    expect(ownerInvite.status).toBe(409);
    expect(ownerInvite.body.error.code).toBe("staff_is_owner");
    expect((await owner.b.json("/api/admin/staff", "POST", { email: "sem-arroba" })).status).toBe(400);
    expect((await audit("staff.invited")).filter((r) => r.after === email)).toHaveLength(1);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM email_outbox WHERE "to" = ?1').bind(email).first()).toEqual({ n: 1 });
  });

  it("parallel invitations of one e-mail: one member, one e-mail, one audit row", async () => {
    const email = "paralelo@exemplo.pt";
    const results = await Promise.all(Array.from({ length: 5 }, () => owner.b.json("/api/admin/staff", "POST", { email })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await audit("staff.invited")).filter((r) => r.after === email)).toHaveLength(1);
  });

  it("removing: audited, and a second removal is 404", async () => {
    const staff = await person("staff");
    expect((await owner.b.json(`/api/admin/staff/${encodeURIComponent(staff.email)}`, "DELETE")).status).toBe(200);
    expect(await audit("staff.removed")).toContainEqual({ actor: OWNER, before: staff.email, after: null });
    const again = await owner.b.json(`/api/admin/staff/${encodeURIComponent(staff.email)}`, "DELETE");
    expect(again.status).toBe(404);
    expect((await audit("staff.removed")).filter((r) => r.before === staff.email)).toHaveLength(1);
  });
});

describe("the audit log's export", () => {
  it("is the catalogue's CSV format (BOM, `;`, CRLF) with a header and every row, a cell a spreadsheet would run as a formula defused", async () => {
    await owner.b.json("/api/admin/staff", "POST", { email: "csv@exemplo.pt" });
    expect((await owner.b.json("/api/admin/staff", "POST", { email: "+soma@exemplo.pt" })).status).toBe(201);
    const res = await owner.b.fetch("/api/admin/audit.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toContain("auditoria.csv");
    // Issue 44: as the catalogue's file (shared/catalog-csv.ts): UTF-8 with a byte order mark, `;`, every record CRLF-ended.
    const bytes = new Uint8Array(await res.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = await res.text();
    expect(text.endsWith("\r\n")).toBe(true);
    const lines = text.slice(0, -2).split("\r\n");
    // Every cell quoted (issue 43: whatever separator a spreadsheet splits on).
    expect(lines[0]).toBe('"id";"at";"actor";"action";"order_id";"before";"after";"detail"');
    // Every row, the export's own among them (it is audited, as the catalogue's is).
    const total = (await env.DB.prepare("SELECT count(*) AS n FROM audit_log").first<{ n: number }>())!.n;
    expect(lines).toHaveLength(total + 1);
    expect(lines.some((l) => l.includes(`"${OWNER}";"staff.invited";"";"";"csv@exemplo.pt";`))).toBe(true);
    expect(lines.some((l) => l.includes(`"${OWNER}";"staff.invited";"";"";"'+soma@exemplo.pt";`))).toBe(true);
    expect(lines.at(-1)).toContain(`"${OWNER}";"audit.exported";`);
  });
});
