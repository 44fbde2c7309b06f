import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { customerWithAddress, variantOf } from "./setup/checkout";
import { Browser } from "./setup/session";

// 'Aplicar' on the payment step (issue 30 item 1): the code is checked before the binding button, as the order checks it.

beforeAll(seedCatalogFixture);

describe("POST /api/orders/discount", () => {
  it("answers the customer's own code with what it takes off the lines, and says why another cannot be used", async () => {
    const c = await customerWithAddress();
    const items = [{ productId: 4, variantId: await variantOf(4), quantity: 3 }];
    await env.DB.prepare("INSERT INTO discount_codes (code, email) VALUES ('BEMVINDO-APLICAR001', ?1)").bind(c.email).run();
    await env.DB.prepare("INSERT INTO discount_codes (code, email) VALUES ('BEMVINDO-ALHEIO0001', 'outra.pessoa@exemplo.pt')").run();
    const ok = await c.b.json("/api/orders/discount", "POST", { code: " bemvindo-aplicar001 ", items });
    expect(ok.status).toBe(200);
    // 3 × 8,99 = 26,97; 10% = 2,697 → 2,70 (half up), all on the one line.
    expect(ok.body).toEqual({
      discount: {
        code: "BEMVINDO-APLICAR001",
        kind: "percent",
        percent: 10,
        amountCents: null,
        discountCents: 270,
        freeDelivery: false,
        lines: [{ productId: 4, variantId: items[0]!.variantId, discountCents: 270 }],
      },
    });
    // Checking does not use it up.
    expect((await env.DB.prepare("SELECT redeemed_at FROM discount_codes WHERE code = 'BEMVINDO-APLICAR001'").first())!.redeemed_at).toBeNull();
    const other = await c.b.json("/api/orders/discount", "POST", { code: "BEMVINDO-ALHEIO0001", items });
    expect(other.status).toBe(400);
    expect(other.body.error).toEqual({
      code: "discount_invalid",
      field: "discountCode",
      message: "Este código de desconto foi enviado para outro e-mail. Use-o com a conta desse e-mail.",
    });
    const unknown = await c.b.json("/api/orders/discount", "POST", { code: "NAO-EXISTE", items });
    expect(unknown.body.error.message).toBe("Este código de desconto não existe. Confirme se o escreveu bem.");
  });

  it("needs a signed-in customer", async () => {
    expect((await new Browser().json("/api/orders/discount", "POST", { code: "BEMVINDO-APLICAR001", items: [{ productId: 4, quantity: 1 }] })).status).toBe(
      401,
    );
  });
});
