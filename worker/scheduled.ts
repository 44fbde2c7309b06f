import { appConfig } from "./config/app-config";
import { createDb } from "./db/client";
import { createDeps } from "./deps";
import type { Bindings } from "./env";
import { log } from "./lib/log";
import { asRequest } from "./lib/request-context";

/** One job of the Cron Trigger: its name in the logs, and what it does (a count or an outcome to log, or nothing). */
export interface ScheduledJob {
  name: string;
  run: () => Promise<unknown>;
}

/** How long one job may take before the next ones start without it (the Cron Trigger itself may run 15 minutes). */
export const JOB_TIMEOUT_MS = 120_000;

/**
 * The Worker's Cron Trigger (wrangler.toml [triggers]): pending orders whose payment attempt has ended are cancelled
 * and their stock given back (payments.service expireStale), refunds the provider has not confirmed are asked again,
 * invoices and credit notes not yet issued are sent to the invoicing program again (issue 33), the owners' low-stock
 * e-mail, e-mails not yet delivered are retried with backoff (the outbox, decisions/0034), and contact messages past
 * the privacy policy's two years are deleted. Each job is idempotent: a second run, or a run racing a webhook, changes
 * nothing twice.
 */
export function scheduledJobs(deps: ReturnType<typeof createDeps>): ScheduledJob[] {
  return [
    { name: "scheduled sales started and ended", run: () => deps.admin.sales.tick() },
    { name: "expired pending orders", run: () => deps.payments.expireStale() },
    { name: "refunds completed on retry", run: () => deps.payments.retryRefunds() },
    { name: "invoice documents", run: () => deps.invoicing.issueDue() },
    { name: "low-stock e-mails to the owners", run: () => deps.stockAlerts.dailyLowStock() },
    // Birth lists past their closing: the parents' completion code and e-mail, once per list (issue 50).
    { name: "birth lists closed and completed", run: () => deps.birthLists.completeClosed() },
    { name: "birth lists' daily gift summaries", run: () => deps.birthLists.dailySummaries() },
    // Carts left behind by customers who agreed to a reminder: one e-mail per cart, the owner's hours later (issue 50).
    { name: "forgotten carts' reminders", run: () => deps.cartReminders.sendDue() },
    // After the jobs that write e-mails, so theirs leave in the same run.
    { name: "outbox delivery", run: () => deps.outbox.deliverDue() },
    { name: "contact messages past their retention deleted", run: () => deps.info.purgeOldMessages() },
    // Once per Lisbon day (the first run of the day exports; the others find its manifest), issue 46.
    { name: "daily backup to R2", run: () => deps.backups.run() },
    // Last: the owners are told once of what has stayed failed for an hour (issue 46), this run's failures included.
    { name: "owners told of what stays failed", run: () => deps.health.alertOwners() },
  ];
}

/** The every-minute run: the scheduled sales alone (issue 47). */
export const salesJobs = (deps: ReturnType<typeof createDeps>): ScheduledJob[] =>
  scheduledJobs(deps).filter((j) => j.name === "scheduled sales started and ended");

/** The outcome of one job: what it returned, or why it failed (its error, or the time it was given). */
export type JobOutcome = { name: string; ok: true; result: unknown } | { name: string; ok: false; error: string };

/**
 * Runs the jobs one after another, each on its own: one that throws or outlasts `timeoutMs` is logged and the next
 * still runs (a job left running past its time is not awaited further). Each job logs its own line.
 */
export async function runJobs(
  jobs: ScheduledJob[],
  timeoutMs = JOB_TIMEOUT_MS,
  /** Keeps each job's outcome (the health page, issue 46); its own failure is logged, never the run's. */
  record: (outcome: JobOutcome, startedAt: string) => Promise<unknown> = async () => {},
): Promise<JobOutcome[]> {
  const outcomes: JobOutcome[] = [];
  for (const job of jobs) {
    const startedAt = new Date().toISOString();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      const result = await Promise.race([job.run(), timedOut]);
      outcomes.push({ name: job.name, ok: true, result });
      log("info", `scheduled: ${job.name}`, { job: job.name, result });
    } catch (e) {
      const error = e instanceof Error ? e.message : String(e);
      outcomes.push({ name: job.name, ok: false, error });
      log("error", `scheduled: ${job.name} failed`, { job: job.name, error });
    } finally {
      clearTimeout(timer);
    }
    await record(outcomes.at(-1)!, startedAt).catch((error) => log("error", "scheduled: the job's outcome was not kept", { job: job.name, error }));
  }
  return outcomes;
}

/**
 * The handler. Every job runs whatever another did; when one failed the run fails after the others have run, naming
 * it, so the platform's Cron Trigger log shows the failure (awaited rather than left to waitUntil).
 */
/** The every-minute trigger (wrangler.toml): only the scheduled sales, so they start and end within a minute of their time. */
export const SALES_CRON = "* * * * *";

export async function scheduled(controller: ScheduledController, env: Bindings, ctx: ExecutionContext) {
  const deps = createDeps({ env, var: { db: createDb(env.DB), config: appConfig(env) }, executionCtx: ctx });
  // The run's log lines share one id, as a request's do (lib/request-context.ts).
  const record = (o: JobOutcome, startedAt: string) =>
    deps.health.recordJob(o.name, startedAt, o.ok, o.ok ? (o.result === undefined ? null : JSON.stringify(o.result)) : o.error);
  const failed = (
    await asRequest(`cron-${crypto.randomUUID()}`, () =>
      runJobs(controller.cron === SALES_CRON ? salesJobs(deps) : scheduledJobs(deps), JOB_TIMEOUT_MS, record),
    )
  ).filter((o) => !o.ok);
  if (failed.length > 0) throw new Error(`scheduled jobs failed: ${failed.map((o) => `${o.name} (${o.ok ? "" : o.error})`).join("; ")}`);
}
