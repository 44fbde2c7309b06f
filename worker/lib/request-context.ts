import { AsyncLocalStorage } from "node:async_hooks";
import { createMiddleware } from "hono/factory";

/** The header every answer carries its request's id in (issue 46): a customer's complaint names it, the logs hold it. */
export const REQUEST_ID_HEADER = "X-Request-Id";

const store = new AsyncLocalStorage<{ requestId: string }>();

/** The id of the request being served (undefined outside one: the Cron Trigger's own jobs). */
export const currentRequestId = (): string | undefined => store.getStore()?.requestId;

/** Runs `work` as one request of its own (the Cron Trigger's run: its log lines share an id). */
export const asRequest = <T>(requestId: string, work: () => Promise<T>) => store.run({ requestId }, work);

/**
 * The first middleware: each request gets an id (Cloudflare's Ray ID when there is one, so the platform's own logs
 * and the shop's match; a random one otherwise), every log line written while serving it carries it (lib/log.ts),
 * and the answer says it in X-Request-Id.
 */
export const requestContext = createMiddleware(async (c, next) => {
  const ray = c.req.header("cf-ray")?.trim();
  const requestId = ray && /^[\w-]{8,64}$/.test(ray) ? ray : crypto.randomUUID();
  await store.run({ requestId }, next);
  c.header(REQUEST_ID_HEADER, requestId);
});
