import { describe, expect, it } from "vitest";
import { api } from "./setup/request";

/** Per-client limits count an IPv6 client by its /64 (every customer gets one), an IPv4-mapped address as the IPv4. */
const emailExists = (ip: string) =>
  api("/api/account/email-exists", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
    body: JSON.stringify({ email: "alguem@exemplo.pt" }),
  });

describe("per-client limits and IPv6", () => {
  it("addresses rotated inside one /64 share its limit (10/min on e-mail-exists); another /64 still passes", async () => {
    // Twelve addresses of 2001:db8:a:b::/64, written as a client could send them.
    const spellings = (i: number) => [`2001:db8:a:b::${i.toString(16)}`, `2001:DB8:A:B:${i}::1`, `2001:0db8:000a:000b:0:0:0:${i}`][i % 3]!;
    const statuses = (await Promise.all(Array.from({ length: 12 }, (_, i) => emailExists(spellings(i + 1))))).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    const late = await emailExists("2001:db8:a:b:ffff:ffff:ffff:fffe");
    expect(late.status).toBe(429);
    expect(Number(late.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await emailExists("2001:db8:a:c::1")).status).toBe(200);
  });

  it("an IPv4-mapped IPv6 address counts as the IPv4 address", async () => {
    for (let i = 0; i < 5; i++) expect((await emailExists("198.51.100.201")).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await emailExists("::ffff:198.51.100.201")).status).toBe(200);
    expect((await emailExists("::FFFF:198.51.100.201")).status).toBe(429);
    expect((await emailExists("198.51.100.201")).status).toBe(429);
    expect((await emailExists("198.51.100.202")).status).toBe(200);
  });
});
