import { log } from "./log";
/**
 * The one way the worker calls an outside HTTP system (shipping supplier, e-mail API; next the payment
 * provider and the postal lookup): JSON in, JSON out, a deadline, and every way it can go wrong named, so
 * each adapter maps the four failures to its own DomainError.
 */
export type FetchFailure =
  /** No answer (or no whole body) before the deadline. */
  | "timeout"
  /** An answer with a non-2xx status. */
  | "not_ok"
  /** No connection, DNS failure, reset… */
  | "network"
  /** A 2xx answer whose body is not JSON. */
  | "bad_body";

export interface FetchJsonOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON with Content-Type application/json. */
  json?: unknown;
  headers?: Record<string, string>;
  /** Sent as `Authorization: Bearer …`. */
  bearer?: string;
  timeoutMs: number;
  /** When false the body is not read (the caller only needs the status). Default true. */
  readBody?: boolean;
  /** Turns a failure into the error the caller throws; `status` is set for "not_ok". */
  fail: (failure: FetchFailure, status?: number) => Error;
  /** Names the system in the log line for a non-OK answer. */
  service: string;
  /** The fetch to call (the fault-injection mode's in development and tests); the runtime's by default. */
  fetch?: typeof fetch;
}

/**
 * The runtime's fetch, looked up at each call (not captured when an adapter is made), for the adapters that speak HTTP
 * through a client of their own (Stripe's, InvoiceXpress's, EasyPost's) and the fault-injection mode's wrapper.
 */
export const runtimeFetch: typeof fetch = (input, init) => fetch(input, init);

const isTimeout = (err: unknown) => err instanceof DOMException && (err.name === "TimeoutError" || err.name === "AbortError");

export async function fetchJson<T = unknown>(url: string, o: FetchJsonOptions): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json", ...o.headers };
  if (o.json !== undefined) headers["Content-Type"] = "application/json";
  if (o.bearer) headers.Authorization = `Bearer ${o.bearer}`;
  let res: Response;
  try {
    res = await (o.fetch ?? runtimeFetch)(url, {
      method: o.method ?? (o.json === undefined ? "GET" : "POST"),
      headers,
      body: o.json === undefined ? undefined : JSON.stringify(o.json),
      signal: AbortSignal.timeout(o.timeoutMs),
    });
  } catch (err) {
    throw o.fail(isTimeout(err) ? "timeout" : "network");
  }
  if (!res.ok) {
    log("warn", `${o.service} answered`, { status: res.status });
    await res.body?.cancel();
    throw o.fail("not_ok", res.status);
  }
  if (o.readBody === false) {
    await res.body?.cancel();
    return undefined as T;
  }
  try {
    return (await res.json()) as T;
  } catch (err) {
    throw o.fail(isTimeout(err) ? "timeout" : "bad_body");
  }
}
