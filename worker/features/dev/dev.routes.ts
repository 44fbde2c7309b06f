import { Hono } from "hono";
import { deps } from "../../deps";
import type { AppEnv } from "../../env";
import { scheduledJobs } from "../../scheduled";

/** Development only (guarded by devOnly in index.ts): the e-mails the outbox mailer kept, and one scheduled job run now. */
export const devRoutes = new Hono<AppEnv>()
  .get("/outbox", async (c) => c.json({ emails: await deps(c).outbox.recent() }))
  /**
   * One job of the Cron Trigger by its name (worker/scheduled.ts), run at once: what a developer (or an end-to-end test)
   * would otherwise wait for the trigger to do, e.g. the forgotten carts' reminders (issue 50).
   */
  .post("/scheduled/:name", async (c) => {
    const job = scheduledJobs(deps(c)).find((j) => j.name === c.req.param("name"));
    if (!job) return c.json({ error: { code: "not_found", message: `no scheduled job "${c.req.param("name")}"` } }, 404);
    return c.json({ result: (await job.run()) ?? null });
  });
