import { appConfig } from "./config/app-config";
import { createDb } from "./db/client";
import { createDeps } from "./deps";
import type { Bindings } from "./env";

/**
 * The Worker's Cron Trigger (wrangler.toml [triggers]): pending orders whose payment attempt has ended are cancelled
 * and their stock given back (payments.service expireStale), refunds the provider has not confirmed are asked again,
 * invoices and credit notes not yet issued are sent to the invoicing program again (issue 33), e-mails not yet delivered are retried with backoff (the outbox, decisions/0034), and contact messages past the
 * privacy policy's two years are deleted. Idempotent: a second run, or a run racing a webhook, changes nothing twice.
 * Awaited rather than left to waitUntil, so a failure is the run's own failure.
 */
export async function scheduled(_controller: ScheduledController, env: Bindings, ctx: ExecutionContext) {
  const deps = createDeps({ env, var: { db: createDb(env.DB), config: appConfig(env) }, executionCtx: ctx });
  const outcome = await deps.payments.expireStale();
  if (outcome.examined > 0) console.log("expired pending orders", outcome);
  const refunded = await deps.payments.retryRefunds();
  if (refunded > 0) console.log("refunds completed on retry", refunded);
  const documents = await deps.invoicing.issueDue();
  if (documents.due > 0) console.log("invoice documents", documents);
  const lowStock = await deps.stockAlerts.dailyLowStock();
  if (lowStock > 0) console.log("low-stock e-mails to the owners", lowStock);
  const mail = await deps.outbox.deliverDue();
  if (mail.due > 0) console.log("outbox delivery", mail);
  const purged = await deps.info.purgeOldMessages();
  if (purged > 0) console.log("contact messages past their retention deleted", purged);
}
