import type { AppConfig } from "./config/app-config";
import type { Db } from "./db/client";
import type { Bindings } from "./env";

/** What building the dependencies needs from a request: its bindings, its Drizzle client and the parsed configuration. */
export interface DepsSource {
  env: Bindings;
  var: { db: Db; config: AppConfig };
  /** The request's (or the cron's) context: work after the answer goes to its waitUntil. */
  executionCtx?: Pick<ExecutionContext, "waitUntil">;
}

/** waitUntil of the request or the cron when there is one; otherwise (a test calling the app directly) the work just runs. */
export function deferFrom(source: DepsSource) {
  return (work: Promise<unknown>) => {
    let ctx: DepsSource["executionCtx"];
    try {
      ctx = source.executionCtx;
    } catch {
      // Hono's context throws when the request came without an execution context.
    }
    if (ctx) ctx.waitUntil(work);
    else void work;
  };
}

/** Builds a dependency on first use and keeps it for the rest of the request (deps.ts). */
export type Once = <T>(name: string, make: () => T) => () => T;
