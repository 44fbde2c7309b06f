/**
 * The fault-injection mode (issue 51, docs/decisions/0083): in development and tests only, the `FAULTS` variable makes
 * outside systems misbehave on purpose, so what the shopper and the owner see when one is slow, down, wrong or cut off
 * can be tried and tested. Production refuses to start with it (config/app-config.ts).
 *
 * `FAULTS="payments=slow,mail=fail"`; `all=drop` for every system at once; a named system overrides `all`.
 */
export const OUTSIDE_SYSTEMS = ["payments", "invoicing", "mail", "postal", "shipping", "carrier"] as const;
export type OutsideSystem = (typeof OUTSIDE_SYSTEMS)[number];

/**
 * - slow: the system does what it was asked and answers 10 s later (the adapter's own deadline usually ends it first);
 * - fail: a 503 from the system's gateway, nothing done;
 * - malformed: a 200 whose body is not what the API sends (cut-off JSON), nothing done;
 * - drop: the system does what it was asked and the connection drops before its answer arrives.
 * Slow and drop are the worst cases for "exactly once": the shop does not know the system acted.
 */
export const FAULT_KINDS = ["slow", "fail", "malformed", "drop"] as const;
export type Fault = (typeof FAULT_KINDS)[number];

export type FaultPlan = Partial<Record<OutsideSystem, Fault>>;

/** How long a slow system takes to answer. */
export const FAULT_SLOW_MS = 10_000;

const isSystem = (s: string): s is OutsideSystem => (OUTSIDE_SYSTEMS as readonly string[]).includes(s);
const isFault = (s: string): s is Fault => (FAULT_KINDS as readonly string[]).includes(s);

/** `FAULTS`'s value as a plan, or the problem with it (an unknown system or fault is a configuration error). */
export function parseFaultPlan(value: string): { plan: FaultPlan } | { problem: string } {
  const plan: FaultPlan = {};
  let all: Fault | undefined;
  for (const part of value
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [system = "", fault = ""] = part.split("=").map((s) => s.trim());
    if (!isFault(fault)) return { problem: `FAULTS: "${part}" (a fault is one of ${FAULT_KINDS.join(", ")})` };
    if (system === "all") all = fault;
    else if (isSystem(system)) plan[system] = fault;
    else return { problem: `FAULTS: "${part}" (a system is one of ${OUTSIDE_SYSTEMS.join(", ")}, or all)` };
  }
  if (all) for (const s of OUTSIDE_SYSTEMS) plan[s] ??= all;
  return { plan };
}
