import { describe, expect, it } from "vitest";
import { hashParamsFrom, hashPassword, OWASP_PBKDF2, verifyPassword } from "../../worker/features/auth/password-hash";

describe("password hashing (DESIGN §5)", () => {
  it("uses PBKDF2-SHA256 with OWASP's 600,000 iterations in calls of at most 100,000, salted, parameters stored", async () => {
    expect(OWASP_PBKDF2).toEqual({ iterations: 600_000, chunk: 100_000 });
    expect(hashParamsFrom({})).toEqual(OWASP_PBKDF2);
    const started = Date.now();
    const a = await hashPassword("Segura#2026");
    console.log(`pbkdf2-sha256 600k: ${Date.now() - started} ms per hash in workerd`);
    const b = await hashPassword("Segura#2026");
    expect(a).toMatch(/^pbkdf2-sha256\$i=600000,c=100000\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword("Segura#2026", a)).toBe(true);
    expect(await verifyPassword("segura#2026", a)).toBe(false);
  }, 30_000);

  it("every chunk counts: the same password with fewer rounds gives another hash", async () => {
    const salted = await hashPassword("Outra#2026", { iterations: 3000, chunk: 1000 });
    const [, , salt, hash] = salted.split("$");
    expect(await verifyPassword("Outra#2026", `pbkdf2-sha256$i=2000,c=1000$${salt}$${hash}`)).toBe(false);
    expect(await verifyPassword("Outra#2026", salted)).toBe(true);
  });

  it("refuses malformed hashes and chunks above the Workers cap", async () => {
    expect(await verifyPassword("x", null)).toBe(false);
    expect(await verifyPassword("x", "plain")).toBe(false);
    expect(await verifyPassword("x", "pbkdf2-sha256$i=600000,c=600000$AAAA$AAAA")).toBe(false);
    expect(hashParamsFrom({ PASSWORD_PBKDF2_ITERATIONS: "5" })).toEqual(OWASP_PBKDF2);
  });
});
