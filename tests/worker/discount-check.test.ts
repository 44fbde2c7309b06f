import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { customerWithAddress } from "./setup/checkout";
import { Browser } from "./setup/session";

// 'Aplicar' on the payment step (issue 30 item 1): the code is checked before the binding button, as the order checks it.

describe("POST /api/orders/discount", () => {
  it("answers the customer's own code with its percentage, and says why another cannot be used", async () => {
    const c = await customerWithAddress();
    await env.DB.prepare("INSERT INTO discount_codes (code, email, percent) VALUES ('BEMVINDO-APLICAR001', ?1, 10)").bind(c.email).run();
    await env.DB.prepare("INSERT INTO discount_codes (code, email, percent) VALUES ('BEMVINDO-ALHEIO0001', 'outra.pessoa@exemplo.pt', 10)").run();
    const ok = await c.b.json("/api/orders/discount", "POST", { code: " bemvindo-aplicar001 " });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ discount: { code: "BEMVINDO-APLICAR001", percent: 10 } });
    // Checking does not use it up.
    expect((await env.DB.prepare("SELECT redeemed_at FROM discount_codes WHERE code = 'BEMVINDO-APLICAR001'").first())!.redeemed_at).toBeNull();
    const other = await c.b.json("/api/orders/discount", "POST", { code: "BEMVINDO-ALHEIO0001" });
    expect(other.status).toBe(400);
    expect(other.body.error).toEqual({
      code: "discount_invalid",
      field: "discountCode",
      message: "Este código de desconto foi enviado para outro e-mail. Use-o com a conta desse e-mail.",
    });
    const unknown = await c.b.json("/api/orders/discount", "POST", { code: "NAO-EXISTE" });
    expect(unknown.body.error.message).toBe("Este código de desconto não existe. Confirme-o no e-mail em que o recebeu.");
  });

  it("needs a signed-in customer", async () => {
    expect((await new Browser().json("/api/orders/discount", "POST", { code: "BEMVINDO-APLICAR001" })).status).toBe(401);
  });
});
