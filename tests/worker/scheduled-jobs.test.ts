import { createExecutionContext, createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { appConfig } from "../../worker/config/app-config";
import { createDb } from "../../worker/db/client";
import { createDeps } from "../../worker/deps";
import { outboxRepo } from "../../worker/features/outbox/outbox.repo";
import worker from "../../worker/index";
import { runJobs, scheduledJobs } from "../../worker/scheduled";

/** A log line of the worker (one JSON object, worker/lib/log.ts) with this message, whose fields pass `check`. */
const logLine = (message: string, check: (line: Record<string, unknown>) => boolean) =>
  expect.toSatisfy((text: string) => {
    const line = JSON.parse(text) as Record<string, unknown>;
    return line.message === message && check(line);
  });

// The Cron Trigger's jobs each run on their own (worker/scheduled.ts): one that throws or hangs is logged, and the
// jobs after it still do their work on the real local D1; the run then fails naming the job that failed.

const delivered: string[] = [];
const mailApi = setupServer(
  http.post("https://mail.test/emails", async ({ request }) => {
    delivered.push(((await request.json()) as { to: string[] }).to[0]!);
    return HttpResponse.json({ id: `email_${delivered.length}` });
  }),
);
beforeAll(() => mailApi.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  delivered.length = 0;
  vi.restoreAllMocks();
});
afterAll(() => mailApi.close());

const MAIL_VARS = { MAIL_API_URL: "https://mail.test", MAIL_API_KEY: "re_test_key" };
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

/** An e-mail due now, and a contact message past the two years: the work of two jobs that run after the invoices. */
async function workForLaterJobs(tag: string) {
  const mailId = crypto.randomUUID();
  await outboxRepo(env.DB)
    .insert(mailId, { to: `${tag}@exemplo.pt`, subject: "Teste", text: "Olá" }, `test:${mailId}`)
    .run();
  await env.DB.prepare("UPDATE email_outbox SET next_attempt_at = ?2 WHERE id = ?1").bind(mailId, daysAgo(0)).run();
  await env.DB.prepare(
    "INSERT INTO contact_messages (id, name, email, subject, message, created_at) VALUES (?1, 'Ana', 'ana@exemplo.pt', 'Olá', 'Mensagem', ?2)",
  )
    .bind(`old-${tag}`, daysAgo(800))
    .run();
  return mailId;
}
const mailStatus = async (id: string) => (await env.DB.prepare("SELECT status FROM email_outbox WHERE id = ?1").bind(id).first<{ status: string }>())?.status;
const messageKept = async (tag: string) => (await env.DB.prepare("SELECT 1 AS x FROM contact_messages WHERE id = ?1").bind(`old-${tag}`).first()) !== null;

describe("the scheduled jobs", () => {
  it("the invoicing job throws (its table is gone): the e-mails and the retention purge after it still run, and the run fails naming it", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});
    const mailId = await workForLaterJobs("throws");
    await env.DB.prepare("ALTER TABLE invoice_documents RENAME TO invoice_documents_away").run();
    let run: Promise<unknown>;
    try {
      run = worker.scheduled(
        createScheduledController({ cron: "*/10 * * * *", scheduledTime: Date.now() }),
        { ...env, ...MAIL_VARS },
        createExecutionContext(),
      );
      await expect(run).rejects.toThrow(/invoice documents/);
    } finally {
      await env.DB.prepare("ALTER TABLE invoice_documents_away RENAME TO invoice_documents").run();
    }
    expect(await mailStatus(mailId)).toBe("sent");
    expect(delivered).toEqual(["throws@exemplo.pt"]);
    expect(await messageKept("throws")).toBe(false);
    expect(logged).toHaveBeenCalledWith(logLine("scheduled: invoice documents failed", (l) => String(l.error).includes("invoice_documents")));
  });

  it("with nothing failing the run succeeds and does every job's work", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const mailId = await workForLaterJobs("fine");
    await worker.scheduled(createScheduledController({ cron: "*/10 * * * *", scheduledTime: Date.now() }), { ...env, ...MAIL_VARS }, createExecutionContext());
    expect(await mailStatus(mailId)).toBe("sent");
    expect(await messageKept("fine")).toBe(false);
  });

  it("a job that never answers is left after its time and the real jobs after it run", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const mailId = await workForLaterJobs("hangs");
    const deps = createDeps({
      env: { ...env, ...MAIL_VARS },
      var: { db: createDb(env.DB), config: appConfig({ ...env, ...MAIL_VARS }) },
      executionCtx: createExecutionContext(),
    });
    const real = scheduledJobs(deps);
    const outcomes = await runJobs([{ name: "never answers", run: () => new Promise(() => {}) }, ...real], 200);
    expect(outcomes[0]).toEqual({ name: "never answers", ok: false, error: "timed out after 200 ms" });
    expect(outcomes.slice(1).every((o) => o.ok)).toBe(true);
    expect(outcomes.map((o) => o.name)).toEqual(["never answers", ...real.map((j) => j.name)]);
    expect(await mailStatus(mailId)).toBe("sent");
    expect(await messageKept("hangs")).toBe(false);
    expect(logged).toHaveBeenCalledWith(logLine("scheduled: never answers failed", (l) => l.error === "timed out after 200 ms"));
  });
});
