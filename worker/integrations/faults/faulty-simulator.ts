import { FAULT_SLOW_MS, type Fault } from "./fault-plan";

/**
 * A simulator with no HTTP of its own (the test payment page, the invoicing simulator, the development mailbox) under
 * `fault`, so a developer running the shop without credentials sees the same outcome as with the real system: slow
 * answers after 10 s; fail, malformed and drop are the adapter's own "unavailable" error (`unavailable`).
 */
export function faultySimulator<T extends object>(fault: Fault | undefined, simulator: T, unavailable: () => Error, slowMs = FAULT_SLOW_MS): T {
  if (!fault) return simulator;
  const wrapped = { ...simulator } as Record<string, unknown>;
  for (const [key, value] of Object.entries(simulator)) {
    if (typeof value !== "function") continue;
    wrapped[key] = async (...args: unknown[]) => {
      if (fault !== "slow") throw unavailable();
      await new Promise((resolve) => setTimeout(resolve, slowMs));
      return value.apply(simulator, args);
    };
  }
  return wrapped as T;
}
