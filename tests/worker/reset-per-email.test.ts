import { describe, expect, it } from "vitest";
import { api } from "./setup/request";
import { Browser, outbox, signUp } from "./setup/session";

/** Reset codes are limited per e-mail (5 an hour) as well as per client, the same for unknown e-mails (no enumeration). */
const askCode = (email: string, ip: string) =>
  api("/api/account/reset-code", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
    body: JSON.stringify({ email }),
  });
const burst = async (email: string, net: number) =>
  (await Promise.all(Array.from({ length: 12 }, (_, i) => askCode(email, `2001:db8:${net}:${i + 1}::1`)))).map((r) => r.status).sort();
const EXPECTED = [...Array(5).fill(200), ...Array(7).fill(429)];

describe("reset codes per e-mail", () => {
  it("12 parallel requests for one e-mail from 12 clients send 5 e-mails; the rest get 429", async () => {
    const email = "muitos-codigos@exemplo.pt";
    await signUp(new Browser(), email);
    expect(await burst(email, 500)).toEqual(EXPECTED);
    expect((await outbox(email)).filter((m) => m.subject.includes("redefinir"))).toHaveLength(5);
    // Counted by the lower-cased e-mail.
    const shouted = await askCode("MUITOS-CODIGOS@Exemplo.PT", "2001:db8:500:ff::1");
    expect(shouted.status).toBe(429);
    expect(shouted.body.error).toMatchObject({ code: "rate_limited" });
    expect(shouted.body.error.message).toMatch(/^Muitas tentativas\. Aguarde \d+ segundos/);
    expect(Number(shouted.headers.get("Retry-After"))).toBeGreaterThan(3000);
    expect((await outbox(email)).filter((m) => m.subject.includes("redefinir"))).toHaveLength(5);
  });

  it("an unknown e-mail gets exactly the same answers, and another e-mail still gets its code", async () => {
    const unknown = "ninguem-aqui@exemplo.pt";
    expect(await burst(unknown, 501)).toEqual(EXPECTED);
    expect(await outbox(unknown)).toHaveLength(0);
    const other = "outra-pessoa@exemplo.pt";
    await signUp(new Browser(), other);
    expect(await askCode(other, "2001:db8:501:1::2")).toMatchObject({ status: 200, body: { sent: true } });
    expect((await outbox(other)).filter((m) => m.subject.includes("redefinir"))).toHaveLength(1);
  });
});
