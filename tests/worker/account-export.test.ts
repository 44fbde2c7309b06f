import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { ADDRESS } from "./setup/checkout";
import { Browser, STRONG, signUp } from "./setup/session";

// GDPR art. 15/20: a signed-in customer downloads everything the shop holds about them as JSON, from the same tables
// the account deletion erases.

beforeAll(seedCatalogFixture);

async function signedIn(email: string) {
  const b = new Browser();
  await signUp(b, email, STRONG);
  await b.signIn(email, STRONG);
  return b;
}

describe("download my data", () => {
  it("answers a JSON attachment with the account, profile, addresses, favourites, orders, newsletter, codes and reviews — and no secret", async () => {
    const email = "exportar@exemplo.pt";
    const b = await signedIn(email);
    const uid = (await b.json("/api/account/me")).body.user.id as string;
    await b.json("/api/account/customer", "PUT", {
      firstName: "Maria",
      fullName: "Maria Silva",
      birthDate: "1990-05-17",
      phone: "+351912345678",
      nif: "123456789",
    });
    await b.json("/api/favorites/3", "PUT");
    expect((await b.json("/api/addresses", "POST", ADDRESS)).status).toBe(201);
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO orders (id, user_id, status, subtotal_cents, total_cents, shipping_country, shipping_postal_code, shipping_service_name, shipping_delay, recipient_address) VALUES ('ord-exp', ?1, 'paid', 1000, 1399, 'PT', '1100-148', 'CTT', '3 dias', '{\"fullName\":\"Maria Silva\"}')",
      ).bind(uid),
      env.DB.prepare(
        "INSERT INTO order_items (id, order_id, product_id, quantity, unit_price_cents, product_name) VALUES ('oi-exp', 'ord-exp', 1, 2, 500, 'Berço')",
      ),
      env.DB.prepare("INSERT INTO accounts (user_id, provider, provider_account_id) VALUES (?1, 'google', 'g-exportar')").bind(uid),
      env.DB.prepare("INSERT INTO newsletter_subscribers (email) VALUES (?1)").bind(email),
      env.DB.prepare(
        "INSERT INTO contact_messages (id, name, email, subject, message) VALUES ('msg-exp', 'Maria Silva', ?1, 'Tamanhos', 'Que tamanho escolher?')",
      ).bind(email),
      env.DB.prepare(
        `INSERT INTO reviews (id, product_id, user_id, order_id, rating, title, body, created_at, hidden_at, hidden_reason, hidden_note, hidden_by, reply_text, reply_at, reply_by)
         VALUES ('rev-exp', 1, ?1, 'ord-exp', 4, 'Muito bom', 'Firme e fácil de montar.', '2026-03-01T10:00:00.000Z',
           '2026-03-02T09:00:00.000Z', 'other', 'Fala de outra loja.', 'dono@exemplo.pt', 'Obrigado!', '2026-03-02T09:05:00.000Z', 'dono@exemplo.pt')`,
      ).bind(uid),
      env.DB.prepare("INSERT INTO discount_codes (code, email) VALUES ('BEMVINDO-EXPORTAR01', ?1)").bind(email),
      env.DB.prepare("INSERT INTO pre_registrations (session_id, email, first_name, expires_at) VALUES ('session_exp', ?1, 'Maria', '2099-01-01')").bind(email),
    ]);
    // A birth list (issue 50) with a product on it.
    const expectedDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const list = (await b.json("/api/birth-lists", "POST", { babyName: "Leonor", surname: "Silva", expectedDate, message: "Obrigado!" })).body.list;
    const variant = (await env.DB.prepare("SELECT id FROM product_variants WHERE product_id = 1").first<{ id: number }>())!.id;
    expect((await b.json(`/api/birth-lists/${list.id}/items/${variant}`, "PUT", { wanted: 2, essential: true })).status).toBe(200);
    // The cart kept for its reminder (issue 50), once agreed.
    expect((await b.json("/api/cart-reminders/consent", "PUT", { enabled: true })).status).toBe(200);
    expect((await b.json("/api/cart-reminders/cart", "PUT", { lines: [{ productId: 1, variantId: variant, quantity: 2 }] })).body).toEqual({ kept: true });
    // Someone else's data never appears.
    const other = await signedIn("outra-pessoa@exemplo.pt");
    await other.json("/api/addresses", "POST", { ...ADDRESS, firstName: "Rita", fullName: "Rita Sousa" });
    await other.json("/api/birth-lists", "POST", { babyName: "Rita Júnior", expectedDate });
    const otherId = (await other.json("/api/account/me")).body.user.id as string;
    await env.DB.prepare("INSERT INTO reviews (id, product_id, user_id, rating, title) VALUES ('rev-rita', 1, ?1, 1, 'Rita não gostou')").bind(otherId).run();
    const product1 = (await env.DB.prepare("SELECT name FROM products WHERE id = 1").first<{ name: string }>())!.name;

    const res = await b.fetch("/api/account/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("application/json");
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="meus-dados-mae-e-bebe.json"');
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    const data = (await res.json()) as Record<string, unknown>;
    expect(data).toMatchObject({
      account: { id: uid, email },
      signInMethods: ["google"],
      profile: { firstName: "Maria", fullName: "Maria Silva", birthDate: "1990-05-17", phone: "+351912345678", nif: "123456789" },
      addresses: [{ fullName: ADDRESS.fullName, zipCode: ADDRESS.zipCode, address: ADDRESS.address, isDefault: true }],
      favorites: [{ productId: 3 }],
      orders: [
        { id: "ord-exp", status: "paid", totalCents: 1399, recipientAddress: { fullName: "Maria Silva" }, items: [{ productName: "Berço", quantity: 2 }] },
      ],
      newsletter: { email },
      discountCodes: [{ code: "BEMVINDO-EXPORTAR01", percent: 10 }],
      checkoutPreRegistrations: [{ email, firstName: "Maria" }],
      contactMessages: [{ name: "Maria Silva", subject: "Tamanhos", message: "Que tamanho escolher?" }],
      birthLists: [
        {
          slug: list.slug,
          babyName: "Leonor",
          surname: "Silva",
          expectedDate,
          message: "Obrigado!",
          searchable: false,
          surprise: false,
          items: [{ productName: product1, wanted: 2, offered: 0, essential: true }],
        },
      ],
      keptCart: { lines: [{ productId: 1, variantId: variant, quantity: 2 }] },
      cartReminders: [],
    });
    expect((data.account as { cartRemindersAgreedAt: unknown }).cartRemindersAgreedAt).toEqual(expect.any(String));
    // The customer's reviews (decisions/0017), with the product they are about, whether and why the shop hid one and its
    // reply (decisions/0047; not who in the shop did it); no one else's.
    expect(data.reviews).toEqual([
      {
        productId: 1,
        productName: product1,
        rating: 4,
        title: "Muito bom",
        text: "Firme e fácil de montar.",
        createdAt: "2026-03-01T10:00:00.000Z",
        hiddenAt: "2026-03-02T09:00:00.000Z",
        hiddenReason: "other",
        hiddenNote: "Fala de outra loja.",
        shopReply: "Obrigado!",
        shopReplyAt: "2026-03-02T09:05:00.000Z",
      },
    ]);
    expect(Date.parse(data.exportedAt as string)).toBeGreaterThan(Date.now() - 60_000);
    const text = JSON.stringify(data);
    expect(text).not.toContain("Rita");
    expect(text).not.toMatch(/password|pbkdf2|session_version|sessionVersion/i);
  });

  it("needs a session", async () => {
    expect((await new Browser().fetch("/api/account/export")).status).toBe(401);
  });
});
