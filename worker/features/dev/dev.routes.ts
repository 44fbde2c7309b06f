import { Hono } from "hono";
import { deps } from "../../deps";
import type { AppEnv } from "../../env";

/** Development only (guarded by devOnly in index.ts): the e-mails the outbox mailer kept, newest first. */
export const devRoutes = new Hono<AppEnv>().get("/outbox", async (c) => c.json({ emails: await deps(c).outbox.recent() }));
