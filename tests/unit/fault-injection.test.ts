import { describe, expect, it, vi } from "vitest";
import { parseFaultPlan } from "../../worker/integrations/faults/fault-plan";
import { faultyFetch } from "../../worker/integrations/faults/faulty-fetch";
import { faultySimulator } from "../../worker/integrations/faults/faulty-simulator";

/** The outside system behind the fault: it acts (counts) and answers 200 with a JSON body. */
const system = () => vi.fn<typeof fetch>(async () => Response.json({ id: "done" }));

describe("faultyFetch: an outside system misbehaving at its HTTP boundary", () => {
  it("without a fault is the system itself", () => {
    const inner = system();
    expect(faultyFetch(undefined, inner)).toBe(inner);
  });

  it("fail: a 503 from the gateway, the system never asked", async () => {
    const inner = system();
    const res = await faultyFetch("fail", inner)("https://api.test/x", { method: "POST" });
    expect(res.status).toBe(503);
    expect(inner).not.toHaveBeenCalled();
  });

  it("malformed: a 200 whose body is not JSON, the system never asked", async () => {
    const inner = system();
    const res = await faultyFetch("malformed", inner)("https://api.test/x");
    expect(res.status).toBe(200);
    await expect(res.json()).rejects.toThrow(SyntaxError);
    expect(inner).not.toHaveBeenCalled();
  });

  it("slow: the system acts, and the answer waits until the caller's deadline ends it", async () => {
    const inner = system();
    const started = Date.now();
    await expect(faultyFetch("slow", inner, 10_000)("https://api.test/x", { signal: AbortSignal.timeout(50) })).rejects.toMatchObject({
      name: "TimeoutError",
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(inner).toHaveBeenCalledTimes(1);
  });

  it("slow: without a deadline the answer arrives late, whole", async () => {
    const inner = system();
    const started = Date.now();
    const res = await faultyFetch("slow", inner, 120)("https://api.test/x");
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
    expect(await res.json()).toEqual({ id: "done" });
  });

  it("drop: the system acts, then the connection is lost before its answer", async () => {
    const inner = system();
    await expect(faultyFetch("drop", inner)("https://api.test/x", { method: "POST" })).rejects.toThrow(TypeError);
    expect(inner).toHaveBeenCalledTimes(1);
  });
});

describe("faultySimulator: a simulator without HTTP under the same faults", () => {
  const unavailable = () => new Error("unavailable");
  it.each(["fail", "malformed", "drop"] as const)("%s: the adapter's own unavailable error, the simulator never asked", async (fault) => {
    const issue = vi.fn(async () => "issued");
    await expect(faultySimulator(fault, { kind: "sim", issue }, unavailable).issue()).rejects.toThrow("unavailable");
    expect(issue).not.toHaveBeenCalled();
  });

  it("slow: answers late; plain properties kept", async () => {
    const issue = vi.fn(async (n: number) => n * 2);
    const slow = faultySimulator("slow", { kind: "sim", issue }, unavailable, 100);
    const started = Date.now();
    expect(await slow.issue(21)).toBe(42);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    expect(slow.kind).toBe("sim");
  });
});

describe("parseFaultPlan", () => {
  it("reads systems and faults; all= covers the systems not named", () => {
    expect(parseFaultPlan("mail=drop, all=slow")).toEqual({
      plan: { payments: "slow", invoicing: "slow", mail: "drop", postal: "slow", shipping: "slow", carrier: "slow" },
    });
    expect(parseFaultPlan("")).toEqual({ plan: {} });
  });
  it("names what it cannot read", () => {
    expect(parseFaultPlan("payments")).toEqual({ problem: expect.stringContaining('"payments"') });
    expect(parseFaultPlan("stripe=fail")).toEqual({ problem: expect.stringContaining("a system is one of") });
  });
});
