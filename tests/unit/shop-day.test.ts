import { afterEach, describe, expect, it, vi } from "vitest";
import { shopDay, shopToday } from "../../shared/shop-day";

describe("the shop's day (Lisbon's)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("from 23:00 UTC in summer it is already the next day in the shop; in winter Lisbon is UTC", () => {
    expect(shopDay(new Date("2026-07-10T22:59:59.999Z"))).toBe("2026-07-10");
    expect(shopDay(new Date("2026-07-10T23:30:00.000Z"))).toBe("2026-07-11");
    expect(shopDay(new Date("2026-01-10T23:30:00.000Z"))).toBe("2026-01-10");
    expect(shopDay(new Date("2026-12-31T23:59:59.999Z"))).toBe("2026-12-31");
  });

  it("today follows the clock", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-07-10T23:30:00.000Z") });
    expect(shopToday()).toBe("2026-07-11");
  });
});
