import { desc } from "drizzle-orm";
import { Hono } from "hono";
import { emailOutbox } from "../../db/schema";
import type { AppEnv } from "../../env";
import { notFound } from "../../lib/errors";

/** Development only: the e-mails the outbox mailer kept, newest first. Absent in production. */
export const devRoutes = new Hono<AppEnv>().get("/outbox", async (c) => {
  if (c.env.APP_ENV === "production") throw notFound("not_found", "Recurso não encontrado.");
  const rows = await c.var.db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(50);
  return c.json({ emails: rows });
});
