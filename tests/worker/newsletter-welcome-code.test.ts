import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { discountCodesRepo } from "../../worker/features/promotions/discount-codes.repo";
import { discountCodes } from "../../worker/features/promotions/discount-codes.service";
import { promotionsRepo } from "../../worker/features/promotions/promotions.repo";
import { api } from "./setup/request";

const subscribe = (email: string) =>
  api("/api/newsletter", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": crypto.randomUUID() },
    body: JSON.stringify({ email, consent: true }),
  });

const unique = (tag: string) => `${tag}.${crypto.randomUUID().slice(0, 8)}@exemplo.pt`;

const codesFor = async (email: string) =>
  (
    await env.DB.prepare(
      "SELECT d.code, d.email, p.percent, d.single_use, d.created_at, d.expires_at, d.redeemed_at, d.order_id FROM discount_codes d JOIN promotions p ON p.id = d.promotion_id WHERE d.email = ?1",
    )
      .bind(email)
      .all<Record<string, any>>()
  ).results;

const mailsTo = async (email: string) =>
  (await env.DB.prepare('SELECT subject, text FROM email_outbox WHERE "to" = ?1').bind(email).all<{ subject: string; text: string }>()).results;

describe("newsletter welcome code", () => {
  it("stores a random single-use 10% code for the new subscriber and e-mails it", async () => {
    const email = unique("nova");
    const res = await subscribe(email.toUpperCase());
    expect(res.status).toBe(201);
    const codes = await codesFor(email);
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatchObject({ email, percent: 10, single_use: 1, expires_at: null, redeemed_at: null, order_id: null });
    expect(codes[0]!.code).toMatch(/^BEMVINDO-[A-Z0-9]{10}$/);
    expect(codes[0]!.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(codes[0]!.code);
    expect(mails[0]!.text).toContain("10%");
    expect(mails[0]!.text).toMatch(/primeira compra/);
    expect(mails[0]!.text).toMatch(/uma única vez/);
  });

  it("codes differ between subscribers", async () => {
    const a = unique("a");
    const b = unique("b");
    await subscribe(a);
    await subscribe(b);
    const [[ca], [cb]] = [await codesFor(a), await codesFor(b)];
    expect(ca!.code).not.toBe(cb!.code);
  });

  it("subscribing again gives the same answer and neither a second code nor a second e-mail", async () => {
    const email = unique("repetida");
    const first = await subscribe(email);
    const second = await subscribe(email);
    expect(second.status).toBe(first.status);
    expect(second.body).toEqual(first.body);
    expect(await codesFor(email)).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("parallel subscribes with one e-mail mint one code and send one e-mail", async () => {
    const email = unique("paralela");
    const answers = await Promise.all(Array.from({ length: 6 }, () => subscribe(email)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    expect(await codesFor(email)).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
  });
});

describe("checking a code as its terms say (checkFor)", () => {
  const db = () => createDb(env.DB);
  const customer = (email: string, paid = false) => ({ userId: null, email, hasPaidOrder: async () => paid });
  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (e: { code: string; message: string; field?: string }) => ({ code: e.code, message: e.message, field: e.field }),
    );

  it("finds a stored code whatever the case and spacing the customer typed", async () => {
    const email = unique("resgate");
    await subscribe(email);
    const [{ code }] = (await codesFor(email)) as [{ code: string }];
    expect(await discountCodes(discountCodesRepo(db()), promotionsRepo(env.DB)).check(`  ${code.toLowerCase()} `, customer(email))).toMatchObject({
      code,
      promotion: { id: "welcome", kind: "percent", percent: 10, firstPurchaseOnly: true },
    });
  });

  it("says why a code cannot be used: unknown, another e-mail's, expired, used, not the first purchase", async () => {
    const email = unique("usado");
    await subscribe(email);
    const [{ code }] = (await codesFor(email)) as [{ code: string }];
    const service = discountCodes(discountCodesRepo(db()), promotionsRepo(env.DB));
    const why = async (input: string, who = customer(email)) => (await refusal(service.check(input, who)))?.message;
    expect(await why("BEMVINDO-ZZZZZZZZZZ")).toBe("Este código de desconto não existe. Confirme se o escreveu bem.");
    expect(await why("")).toBe("Este código de desconto não existe. Confirme se o escreveu bem.");
    expect(await why(code, customer("outra@exemplo.pt"))).toBe("Este código de desconto foi enviado para outro e-mail. Use-o com a conta desse e-mail.");
    expect(await why(code, customer(email, true))).toBe("O código de boas-vindas só vale para a primeira compra.");
    expect(await refusal(service.check(code, customer(email)))).toBeNull();

    await env.DB.prepare("UPDATE discount_codes SET expires_at = '2000-01-01T00:00:00.000Z' WHERE code = ?1").bind(code).run();
    expect(await why(code)).toBe("Este código de desconto já expirou.");
    await env.DB.prepare("UPDATE discount_codes SET expires_at = '2999-01-01T00:00:00.000Z' WHERE code = ?1").bind(code).run();
    expect(await refusal(service.check(code, customer(email)))).toBeNull();

    await env.DB.prepare("UPDATE discount_codes SET redeemed_at = '2026-01-01T00:00:00.000Z' WHERE code = ?1").bind(code).run();
    expect(await refusal(service.check(code, customer(email)))).toEqual({
      code: "discount_invalid",
      message: "Este código de desconto já foi usado.",
      field: "discountCode",
    });
  });
});
