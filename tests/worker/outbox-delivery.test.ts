import { createExecutionContext, createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { outboxRepo } from "../../worker/features/outbox/outbox.repo";
import { OUTBOX_MAX_ATTEMPTS, outboxService } from "../../worker/features/outbox/outbox.service";
import worker from "../../worker/index";
import { httpTransport } from "../../worker/integrations/mailer";

// The durable outbox (decisions/0034) against an e-mail API at the HTTP boundary (msw, Resend's wire format), on the
// real local D1: delivered once, retried with backoff until delivered, flagged after the last attempt, secrets blanked.

const calls: { key: string | null; to: string; text: string }[] = [];
let failNext = 0;
const mailApi = setupServer(
  http.post("https://mail.test/emails", async ({ request }) => {
    const body = (await request.json()) as { to: string[]; text: string };
    calls.push({ key: request.headers.get("Idempotency-Key"), to: body.to[0]!, text: body.text });
    if (failNext > 0) {
      failNext--;
      return HttpResponse.json({ message: "temporarily unavailable" }, { status: 503 });
    }
    return HttpResponse.json({ id: `email_${calls.length}` });
  }),
);
beforeAll(() => mailApi.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  calls.length = 0;
  failNext = 0;
  vi.restoreAllMocks();
});
afterAll(() => mailApi.close());

const MAIL_VARS = { MAIL_API_URL: "https://mail.test", MAIL_API_KEY: "re_test_key" };
const transport = httpTransport({ baseUrl: "https://mail.test", apiKey: "re_test_key", from: "Loja <loja@exemplo.pt>" });
/** Work the outbox left for after the answer (waitUntil). */
const pending: Promise<unknown>[] = [];
/** The outbox with a clock the test moves. */
function outboxAt(clock: { t: number }) {
  return outboxService({ repo: outboxRepo(env.DB), transport, defer: (work) => pending.push(work), now: () => new Date(clock.t) });
}
const rowOf = (id: string) =>
  env.DB.prepare("SELECT status, attempts, next_attempt_at, last_error, text, secrets FROM email_outbox WHERE id = ?1")
    .bind(id)
    .first<{ status: string; attempts: number; next_attempt_at: string; last_error: string | null; text: string; secrets: string | null }>();
/** A row as the lifecycle writes it in its batch: due now. */
async function written(to: string, clock: { t: number }, secrets?: string[]) {
  const id = crypto.randomUUID();
  await outboxRepo(env.DB)
    .insert(id, { to, subject: "Encomenda TESTE confirmada — Mãe & Bebé", text: `Olá,\ncódigo 482913 e ligação https://x/r?t=tok123\n`, secrets }, `test:${id}`)
    .run();
  await env.DB.prepare("UPDATE email_outbox SET next_attempt_at = ?2 WHERE id = ?1").bind(id, new Date(clock.t).toISOString()).run();
  return id;
}

describe("the outbox", () => {
  it("a lost e-mail is retried with backoff until delivered, each attempt with the row's id as idempotency key", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const clock = { t: Date.parse("2030-01-01T10:00:00Z") };
    const id = await written("retry@exemplo.pt", clock);
    failNext = 2;
    expect(await outboxAt(clock).deliverDue()).toEqual({ due: 1, sent: 0 });
    expect(await rowOf(id)).toMatchObject({ status: "pending", attempts: 1, next_attempt_at: "2030-01-01T10:01:00.000Z" });
    clock.t += 30_000; // not due yet
    expect(await outboxAt(clock).deliverDue()).toEqual({ due: 0, sent: 0 });
    clock.t += 31_000;
    expect(await outboxAt(clock).deliverDue()).toEqual({ due: 1, sent: 0 });
    expect(await rowOf(id)).toMatchObject({ attempts: 2, next_attempt_at: "2030-01-01T10:03:01.000Z" });
    clock.t += 2 * 60_000;
    expect(await outboxAt(clock).deliverDue()).toEqual({ due: 1, sent: 1 });
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 3, last_error: null });
    expect(calls.map((c) => c.key)).toEqual([id, id, id]);
    clock.t += 24 * 3_600_000;
    expect(await outboxAt(clock).deliverDue()).toEqual({ due: 0, sent: 0 });
    expect(calls).toHaveLength(3);
  });

  it("exactly once: the request's own delivery and five cron runs at the same moment send it once", async () => {
    const clock = { t: Date.parse("2030-02-01T10:00:00Z") };
    const id = await written("once@exemplo.pt", clock);
    const box = outboxAt(clock);
    box.deliverSoon([id]);
    await Promise.all([box.deliverDue(), box.deliverDue(), box.deliverDue(), box.deliverDue(), box.deliverDue(), ...pending]);
    expect(calls.filter((c) => c.to === "once@exemplo.pt")).toHaveLength(1);
    expect((await rowOf(id))!.status).toBe("sent");
  });

  it("after the last attempt the e-mail is flagged failed for the owner (and its secrets blanked)", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const clock = { t: Date.parse("2030-03-01T10:00:00Z") };
    const id = await written("flag@exemplo.pt", clock, ["482913"]);
    failNext = 100;
    for (let i = 0; i < OUTBOX_MAX_ATTEMPTS; i++) {
      await outboxAt(clock).deliverDue();
      clock.t += 3 * 3_600_000;
    }
    const row = (await rowOf(id))!;
    expect(row).toMatchObject({ status: "failed", attempts: OUTBOX_MAX_ATTEMPTS, secrets: null });
    expect(row.last_error).toBeTruthy();
    expect(row.text).not.toContain("482913");
    expect(error).toHaveBeenCalledWith(
      expect.toSatisfy((line: string) => JSON.parse(line).message === "e-mail not delivered, flagged failed" && JSON.parse(line).emailId === id),
    );
    const before = calls.length;
    await outboxAt(clock).deliverDue();
    expect(calls).toHaveLength(before);
  });

  it("a delivered e-mail keeps no live secret: the code and the link are blanked once the API has it", async () => {
    const clock = { t: Date.parse("2030-04-01T10:00:00Z") };
    const id = await written("secret@exemplo.pt", clock, ["482913", "tok123"]);
    await outboxAt(clock).deliverDue();
    expect(calls[0]!.text).toContain("482913");
    expect(calls[0]!.text).toContain("tok123");
    const row = (await rowOf(id))!;
    expect(row.status).toBe("sent");
    expect(row.secrets).toBeNull();
    expect(row.text).not.toContain("482913");
    expect(row.text).not.toContain("tok123");
  });

  it("the Cron Trigger delivers what is due (an order e-mail whose first delivery was lost)", async () => {
    const id = await written("cron@exemplo.pt", { t: Date.now() - 60_000 });
    await worker.scheduled(createScheduledController({ cron: "*/10 * * * *", scheduledTime: Date.now() }), { ...env, ...MAIL_VARS }, createExecutionContext());
    expect((await rowOf(id))!.status).toBe("sent");
    expect(calls.filter((c) => c.to === "cron@exemplo.pt")).toHaveLength(1);
  });
});
