import { desc } from "drizzle-orm";
import { Hono } from "hono";
import { emailOutbox } from "../../db/schema";
import type { AppEnv } from "../../env";

/** Development only (guarded by devOnly in index.ts): the e-mails the outbox mailer kept, newest first. */
export const devRoutes = new Hono<AppEnv>().get("/outbox", async (c) => {
  const rows = await c.var.db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(50);
  return c.json({ emails: rows });
});
