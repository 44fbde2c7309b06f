import { createExecutionContext, createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { healthCopy } from "../../shared/copy/back-office/health";
import { healthRepo } from "../../worker/features/health/health.repo";
import { healthService, LASTING_MS } from "../../worker/features/health/health.service";
import { outboxRepo } from "../../worker/features/outbox/outbox.repo";
import worker from "../../worker/index";
import { OWNER, person } from "./setup/admin";
import { signedEvent } from "./setup/stripe-mock";
import { webhook, withStripeMock } from "./setup/stripe-orders";

/**
 * Issue 46 item 5: the health page (owners and staff) lists e-mails failed or waiting (a failed one retried, audited),
 * fiscal documents not issued, payment events that matched no order and payments refunded automatically, each
 * scheduled job's last run and result, the last webhook per provider; the owners are e-mailed once when something has
 * stayed failed for an hour.
 */
withStripeMock();

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const outboxRow = (id: string, status: "failed" | "pending", attempts: number, createdAt: string) =>
  env.DB.prepare(
    `INSERT INTO email_outbox (id, "to", subject, text, status, attempts, last_error, next_attempt_at, created_at)
     VALUES (?1, 'cliente@exemplo.pt', 'A sua encomenda', 'Olá', ?2, ?3, 'mail API answered 503', ?4, ?4)`,
  )
    .bind(id, status, attempts, createdAt)
    .run();
const cron = () => worker.scheduled(createScheduledController({ cron: "*/10 * * * *", scheduledTime: Date.now() }), env, createExecutionContext());
const healthMails = async () =>
  (
    await env.DB.prepare(`SELECT "to", subject, text FROM email_outbox WHERE event_key LIKE 'health:%' ORDER BY created_at`).all<{
      to: string;
      subject: string;
      text: string;
    }>()
  ).results;

describe("the health page", () => {
  it("staff and owners read it; a customer is refused", async () => {
    for (const kind of ["staff", "owner"] as const)
      expect((await (await person(kind, kind === "owner" ? OWNER : undefined)).b.json("/api/admin/health")).status, kind).toBe(200);
    const customer = await person("customer");
    expect((await customer.b.json("/api/admin/health")).status).toBe(403);
  });

  it("lists e-mails failed and waiting; a failed one is retried once, with its audit row", async () => {
    const [failed, waiting] = [crypto.randomUUID(), crypto.randomUUID()];
    await outboxRow(failed, "failed", 8, ago(5 * 3600_000));
    await outboxRow(waiting, "pending", 2, new Date(Date.now() + 3600_000).toISOString());
    const staff = await person("staff");
    const { body } = await staff.b.json("/api/admin/health");
    expect(body.emails.failed).toContainEqual(expect.objectContaining({ id: failed, status: "failed", attempts: 8, lastError: "mail API answered 503" }));
    expect(body.emails.waiting).toContainEqual(expect.objectContaining({ id: waiting, attempts: 2 }));
    expect(body.emails.failedCount).toBeGreaterThanOrEqual(1);

    const retry = await staff.b.json(`/api/admin/health/emails/${failed}/retry`, "POST");
    expect(retry.status).toBe(200);
    // Delivered again through the outbox (the development mailbox): sent, its attempts started over.
    await vi.waitFor(async () =>
      expect(await env.DB.prepare("SELECT status, attempts FROM email_outbox WHERE id = ?1").bind(failed).first()).toEqual({ status: "sent", attempts: 1 }),
    );
    const audit = await env.DB.prepare("SELECT actor, before, after FROM audit_log WHERE action = 'email.retried' AND json_extract(detail, '$.emailId') = ?1")
      .bind(failed)
      .all();
    expect(audit.results).toEqual([{ actor: staff.email, before: "failed", after: "pending" }]);
    // Not failed any more: a second click changes nothing.
    const again = await staff.b.json(`/api/admin/health/emails/${failed}/retry`, "POST");
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("email_not_failed");
    expect((await staff.b.json("/api/admin/health/emails/nada/retry", "POST")).status).toBe(400);
  });

  it("two members retrying one failed e-mail at once: one retry, one audit row, the other told it is not failed", async () => {
    const id = crypto.randomUUID();
    await outboxRow(id, "failed", 8, ago(5 * 3600_000));
    const [a, b] = [await person("staff"), await person("owner", OWNER)];
    const answers = await Promise.all([a, b].map((p) => p.b.json(`/api/admin/health/emails/${id}/retry`, "POST")));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const audit = await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'email.retried' AND json_extract(detail, '$.emailId') = ?1")
      .bind(id)
      .first<{ n: number }>();
    expect(audit!.n).toBe(1);
  });

  it("a payment event for a session the shop never opened is listed, and Stripe's last webhook with it", async () => {
    const event = await signedEvent("checkout.session.completed", { id: "cs_desconhecida_1", payment_status: "paid", amount_total: 1990 });
    expect((await webhook(event)).status).toBe(200);
    const owner = await person("owner", OWNER);
    const { body } = await owner.b.json("/api/admin/health");
    expect(body.payments.unmatched).toContainEqual(
      expect.objectContaining({ provider: "stripe", eventType: "checkout.session.completed", sessionId: "cs_desconhecida_1" }),
    );
    expect(body.webhooks).toContainEqual(expect.objectContaining({ provider: "stripe", eventType: "checkout.session.completed", outcome: "handled" }));
    // A session that ended unpaid took no money (one Stripe made while the shop had stopped waiting for its answer): not listed.
    const ended = await signedEvent("checkout.session.expired", { id: "cs_desconhecida_2", status: "expired", payment_status: "unpaid" });
    expect((await webhook(ended)).status).toBe(200);
    const listed = (await owner.b.json("/api/admin/health")).body.payments.unmatched.map((u: { sessionId: string }) => u.sessionId);
    expect(listed).toContain("cs_desconhecida_1");
    expect(listed).not.toContain("cs_desconhecida_2");
    // A body whose signature is not Stripe's: refused, and the page says so.
    expect((await webhook({ ...event, header: "t=1,v1=00" })).status).toBe(400);
    const after = (await owner.b.json("/api/admin/health")).body;
    expect(after.webhooks).toContainEqual(expect.objectContaining({ provider: "stripe", eventType: null, outcome: "refused" }));
  });

  it("each scheduled job's last run and result, and since when a failing one fails", async () => {
    await cron();
    const owner = await person("owner", OWNER);
    const { body } = await owner.b.json("/api/admin/health");
    const names = body.jobs.map((j: { name: string }) => j.name);
    expect(names).toEqual(expect.arrayContaining(["expired pending orders", "outbox delivery", "daily backup to R2"]));
    for (const j of body.jobs) expect(j, j.name).toMatchObject({ ok: 1, failingSince: null });
    for (const name of names) expect(healthCopy.jobs.names[name], name).toBeTruthy();

    const repo = healthRepo(env.DB, outboxRepo(env.DB));
    const firstFailure = ago(30 * 60_000);
    await repo.recordJob("invoice documents", firstFailure, firstFailure, false, "timed out after 120000 ms");
    await repo.recordJob("invoice documents", ago(20 * 60_000), ago(20 * 60_000), false, "timed out after 120000 ms");
    const failing = (await owner.b.json("/api/admin/health")).body.jobs.find((j: { name: string }) => j.name === "invoice documents");
    expect(failing).toMatchObject({ ok: 0, failingSince: firstFailure, detail: "timed out after 120000 ms" });
  });
});

describe("the owners' e-mail when something stays failed for an hour", () => {
  it("is written once per problem: not before an hour, once after, never again for the same; a new problem is a new e-mail", async () => {
    const repo = healthRepo(env.DB, outboxRepo(env.DB));
    const delivered: string[] = [];
    const health = healthService({ repo, ownerEmails: [OWNER, "socia@exemplo.pt"], origin: "http://shop.test", deliverSoon: (ids) => delivered.push(...ids) });
    const before = (await healthMails()).length;
    const young = crypto.randomUUID();
    await outboxRow(young, "failed", 8, ago(LASTING_MS / 2));
    expect((await health.alertOwners()).told).toBe(0);

    const old = crypto.randomUUID();
    await outboxRow(old, "failed", 8, ago(LASTING_MS * 2));
    // Two checks at once (two crons): one e-mail per owner.
    await Promise.all([health.alertOwners(), health.alertOwners()]);
    let mails = (await healthMails()).slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual([OWNER, "socia@exemplo.pt"].sort());
    expect(mails[0]!.subject).toBe(healthCopy.mail.subject(1));
    expect(mails[0]!.text).toContain(healthCopy.mail.email("cliente@exemplo.pt", "A sua encomenda"));
    expect(mails[0]!.text).toContain("http://shop.test/admin/saude");
    expect(delivered.length).toBeGreaterThanOrEqual(2);

    expect((await health.alertOwners()).told).toBe(0);
    expect((await healthMails()).slice(before)).toHaveLength(2);

    // The younger one, once an hour old, is its own e-mail: the old one is not said again.
    await env.DB.prepare("UPDATE email_outbox SET created_at = ?2 WHERE id = ?1")
      .bind(young, ago(LASTING_MS * 2))
      .run();
    expect((await health.alertOwners()).told).toBe(1);
    mails = (await healthMails()).slice(before);
    expect(mails).toHaveLength(4);
    expect(mails.at(-1)!.text).not.toContain(old);
  });

  it("a job failing for an hour is told once per run of failures", async () => {
    const repo = healthRepo(env.DB, outboxRepo(env.DB));
    const health = healthService({ repo, ownerEmails: [OWNER], origin: "http://shop.test", deliverSoon: () => {} });
    await health.alertOwners();
    const before = (await healthMails()).length;
    await repo.recordJob("daily backup to R2", ago(LASTING_MS * 1.5), ago(LASTING_MS * 1.5), false, "R2 unavailable");
    await repo.recordJob("daily backup to R2", ago(60_000), ago(60_000), false, "R2 unavailable");
    expect((await health.alertOwners()).told).toBe(1);
    const [mail] = (await healthMails()).slice(before);
    expect(mail!.text).toContain(healthCopy.mail.job("daily backup to R2", "R2 unavailable"));
    expect((await health.alertOwners()).told).toBe(0);
    // It recovers, then fails again for an hour: a new run of failures, told again.
    await repo.recordJob("daily backup to R2", ago(LASTING_MS * 1.4), ago(LASTING_MS * 1.4), true, null);
    await repo.recordJob("daily backup to R2", ago(LASTING_MS * 1.2), ago(LASTING_MS * 1.2), false, "R2 unavailable");
    expect((await health.alertOwners()).told).toBe(1);
  });
});
