import { runtimeFetch } from "../../lib/fetch-json";
import { FAULT_SLOW_MS, type Fault } from "./fault-plan";

/** Waits `ms`, or rejects with the request's abort reason (the adapter's deadline) as a real slow answer would. */
function wait(ms: number, signal: AbortSignal | null | undefined) {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/**
 * `inner` (the real fetch, or a simulator's) as an outside system with `fault` answers it, at the HTTP boundary: the
 * adapter above reads a real Response, a real timeout or a real network error (fault-plan.ts says what each does).
 */
export function faultyFetch(fault: Fault | undefined, inner: typeof fetch = runtimeFetch, slowMs = FAULT_SLOW_MS): typeof fetch {
  if (!fault) return inner;
  return async (input, init) => {
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    switch (fault) {
      case "fail":
        return new Response(JSON.stringify({ error: "service unavailable (fault injected)" }), {
          status: 503,
          headers: { "Content-Type": "application/json" },
        });
      case "malformed":
        return new Response('{"id": "cut-off', { status: 200, headers: { "Content-Type": "application/json" } });
      case "slow": {
        const res = await inner(input, init);
        await wait(slowMs, signal);
        return res;
      }
      case "drop":
        await inner(input, init).then((r) => r.body?.cancel());
        throw new TypeError("Network connection lost.");
    }
  };
}
