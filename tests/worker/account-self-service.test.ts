import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { copy } from "../../shared/copy";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { Browser, STRONG, signUp } from "./setup/session";
import { allRows } from "./setup/tables";

beforeAll(seedCatalogFixture);

async function signedIn(email: string, password = STRONG) {
  const b = new Browser();
  await signUp(b, email, password);
  await b.signIn(email, password);
  return b;
}
const ids = (body: { items: { id: number }[] }) => body.items.map((p) => p.id);

describe("favourites", () => {
  it("needs a session", async () => {
    const b = new Browser();
    expect((await b.json("/api/favorites")).status).toBe(401);
    expect((await b.json("/api/favorites/1", "PUT")).status).toBe(401);
    expect((await b.json("/api/favorites/1", "DELETE")).status).toBe(401);
  });

  it("adds (idempotently), lists newest first with the product, removes", async () => {
    const b = await signedIn("fav1@exemplo.pt");
    expect((await b.json("/api/favorites/1", "PUT")).body).toEqual({ favorite: true });
    await b.json("/api/favorites/4", "PUT");
    await b.json("/api/favorites/4", "PUT");
    const list = await b.json("/api/favorites");
    expect(ids(list.body)).toEqual([4, 1]);
    expect(list.body.items[1]).toMatchObject({ id: 1, name: "Berço Portátil Dobrável", priceCents: 12999, sku: "SKU-1" });
    expect((await b.json("/api/favorites/4", "DELETE")).body).toEqual({ favorite: false });
    expect(ids((await b.json("/api/favorites")).body)).toEqual([1]);
  });

  it("favourites added in the same millisecond keep the order they were added in, newest first", async () => {
    const b = await signedIn("fav-tie@exemplo.pt");
    const added = [3, 1, 7, 5, 2, 4];
    for (const id of added) await b.json(`/api/favorites/${id}`, "PUT");
    // One timestamp for all, as when they land within the same millisecond.
    const { meta } = await env.DB.prepare("UPDATE favorites SET created_at = ?1 WHERE user_id = (SELECT id FROM users WHERE email = ?2)")
      .bind("2026-03-01T10:00:00.000Z", "fav-tie@exemplo.pt")
      .run();
    expect(meta.changes).toBe(added.length);
    const expected = [...added].reverse();
    for (let i = 0; i < 3; i++) expect(ids((await b.json("/api/favorites")).body)).toEqual(expected);
    // Removing one and adding it again makes it the newest.
    await b.json("/api/favorites/3", "DELETE");
    await b.json("/api/favorites/3", "PUT");
    expect(ids((await b.json("/api/favorites")).body)).toEqual([3, ...expected.slice(0, -1)]);
  });

  it("a product withdrawn later disappears from the list; unknown or inactive products cannot be added", async () => {
    const b = await signedIn("fav2@exemplo.pt");
    await b.json("/api/favorites/3", "PUT");
    await env.DB.prepare("UPDATE products SET active = 0 WHERE id = ?1").bind(3).run();
    try {
      expect(ids((await b.json("/api/favorites")).body)).toEqual([]);
    } finally {
      await env.DB.prepare("UPDATE products SET active = 1 WHERE id = ?1").bind(3).run();
    }
    expect((await b.json("/api/favorites/6", "PUT")).status).toBe(404);
    expect((await b.json("/api/favorites/999", "PUT")).status).toBe(404);
    expect((await b.json("/api/favorites/abc", "PUT")).status).toBe(400);
  });

  it("another customer's favourites are never reachable", async () => {
    const a = await signedIn("fav-a@exemplo.pt");
    const b = await signedIn("fav-b@exemplo.pt");
    await a.json("/api/favorites/1", "PUT");
    expect(ids((await b.json("/api/favorites")).body)).toEqual([]);
    await b.json("/api/favorites/1", "DELETE");
    expect(ids((await a.json("/api/favorites")).body)).toEqual([1]);
  });
});

describe("my data", () => {
  const valid = { firstName: "Maria", fullName: "Maria Silva", birthDate: "1990-05-17", phone: "+351912345678", nif: "" };
  it("NIF optional, 9 digits when given; name, birth date and phone required", async () => {
    const b = await signedIn("dados@exemplo.pt");
    expect((await b.json("/api/account/my-data", "PATCH", valid)).status).toBe(200);
    expect((await b.json("/api/account/me")).body.customer.nif).toBeNull();
    const bad = await b.json("/api/account/my-data", "PATCH", { ...valid, nif: "1234" });
    expect(bad.body.error).toMatchObject({ field: "nif", message: "O NIF deve ter exatamente 9 dígitos" });
    for (const field of ["firstName", "fullName", "birthDate", "phone"] as const) {
      const res = await b.json("/api/account/my-data", "PATCH", { ...valid, [field]: "" });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe("Por favor, preencha todos os campos obrigatórios");
    }
    const ok = await b.json("/api/account/my-data", "PATCH", { ...valid, nif: "987654322", phone: "+34612345678" });
    expect(ok.body.customer).toMatchObject({ nif: "987654322", phone: "+34612345678" });
  });

  it("checks the tax number like the profile: PT check digit, ES check letter, ES only with a +34 phone", async () => {
    const b = await signedIn("dados-nif@exemplo.pt");
    const patch = (over: object) => b.json("/api/account/my-data", "PATCH", { ...valid, ...over });
    expect((await patch({ nif: "123456780" })).body.error).toMatchObject({ field: "nif", message: copy.taxNumber.ptCheckDigit });
    expect((await patch({ nif: "12345678Z" })).body.error).toMatchObject({ field: "nif", message: copy.taxNumber.esNeedsSpanishPhone });
    expect((await patch({ nif: "X1234567A", phone: "+34612345678" })).body.error).toMatchObject({ field: "nif", message: copy.taxNumber.esCheckLetter });
    expect((await b.json("/api/account/me")).body.customer.nif).toBeNull();
    const ok = await patch({ nif: "x1234567l", phone: "+34612345678" });
    expect(ok.status).toBe(200);
    expect(ok.body.customer).toMatchObject({ nif: "X1234567L" });
  });
});

describe("password change", () => {
  it("checks the current password and the rule; ends the other sessions, keeps this one", async () => {
    const email = "troca@exemplo.pt";
    const here = await signedIn(email);
    const elsewhere = new Browser();
    await elsewhere.signIn(email, STRONG);
    expect((await here.json("/api/account/password", "POST", { currentPassword: "Errada#2026", newPassword: "Nova#Senha2027" })).body.error.code).toBe(
      "wrong_password",
    );
    expect((await here.json("/api/account/password", "POST", { currentPassword: STRONG, newPassword: "fraca" })).body.error.field).toBe("newPassword");
    expect((await here.json("/api/account/password", "POST", { currentPassword: STRONG, newPassword: "Nova#Senha2027" })).status).toBe(200);
    expect((await here.json("/api/account/me")).status).toBe(200);
    expect((await elsewhere.json("/api/account/me")).status).toBe(401);
    expect((await new Browser().signIn(email, STRONG)).ok).toBe(false);
    expect((await new Browser().signIn(email, "Nova#Senha2027")).ok).toBe(true);
  });

  it("needs a session", async () => {
    expect((await new Browser().json("/api/account/password", "POST", { currentPassword: STRONG, newPassword: "Nova#Senha2027" })).status).toBe(401);
  });
});

describe("account deletion", () => {
  it("erases personal data in every table, keeps orders anonymised, signs out, and frees the e-mail", async () => {
    const email = "apagar@exemplo.pt";
    const b = await signedIn(email);
    const me = (await b.json("/api/account/me")).body;
    const uid = me.user.id as string;
    await b.json("/api/account/customer", "PUT", {
      firstName: "Maria",
      fullName: "Maria Silva",
      birthDate: "1990-05-17",
      phone: "+351912345678",
      nif: "123456789",
    });
    await b.json("/api/favorites/1", "PUT");
    // Two addresses through the API (the first is the default), so both kinds of row must go.
    const address = {
      firstName: "Maria",
      fullName: "Maria Silva",
      phone: "+351912345678",
      country: "PT",
      state: "Lisboa",
      city: "Lisboa",
      address: "Rua A",
      number: "1",
      neighborhood: "Centro",
      propertyType: "casa",
    };
    expect((await b.json("/api/addresses", "POST", { ...address, zipCode: "1000-001" })).status).toBe(201);
    expect((await b.json("/api/addresses", "POST", { ...address, zipCode: "1100-148", propertyType: "apartamento", complement: "3.º Esq." })).status).toBe(201);
    expect((await b.json("/api/addresses")).body.items).toHaveLength(2);
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO orders (id, user_id, status, subtotal_cents, total_cents, shipping_country, shipping_postal_code, shipping_service_name, shipping_delay, recipient_address) VALUES ('ord-1', ?1, 'paid', 1000, 1399, 'PT', '1000-001', 'CTT', '3 dias', '{\"name\":\"Maria Silva\"}')",
      ).bind(uid),
      env.DB.prepare(
        "INSERT INTO order_items (id, order_id, product_id, quantity, unit_price_cents, product_name) VALUES ('oi-1', 'ord-1', 1, 1, 1000, 'Berço')",
      ),
      env.DB.prepare("INSERT INTO accounts (user_id, provider, provider_account_id) VALUES (?1, 'google', 'g-apagar')").bind(uid),
      env.DB.prepare("INSERT INTO pre_registrations (session_id, email, expires_at) VALUES ('session_1_x', ?1, '2099-01-01')").bind(email),
      env.DB.prepare("INSERT INTO newsletter_subscribers (email) VALUES (?1)").bind(email),
      env.DB.prepare("INSERT INTO contact_messages (id, name, email, subject, message) VALUES ('msg-apagar', 'Maria Silva', ?1, 'Dúvida', 'Olá')").bind(email),
      env.DB.prepare(
        "INSERT INTO reviews (id, product_id, user_id, order_id, rating, title, body) VALUES ('rev-apagar', 1, ?1, 'ord-1', 2, 'Maria Silva diz', 'Razoável')",
      ).bind(uid),
      env.DB.prepare("INSERT INTO discount_codes (code, email) VALUES ('BEMVINDO-APAGAR0001', ?1)").bind(email),
      env.DB.prepare(
        "INSERT INTO discount_codes (code, email, redeemed_at, order_id) VALUES ('BEMVINDO-USADO00001', ?1, '2026-01-01T00:00:00.000Z', 'ord-1')",
      ).bind(email),
    ]);
    const ratingOf1 = () => env.DB.prepare("SELECT rating_sum AS sum, rating_count AS count FROM products WHERE id = 1").first();
    const withReview = await ratingOf1();
    const other = await signedIn("fica@exemplo.pt");
    await other.json("/api/favorites/1", "PUT");
    await other.json("/api/addresses", "POST", { ...address, firstName: "Rita", fullName: "Rita Sousa", zipCode: "4000-322" });

    // Erasure asks for the password first: none, or a wrong one, erases nothing.
    const none = await b.json("/api/account", "DELETE", {});
    expect(none.status).toBe(400);
    expect(none.body.error).toMatchObject({ code: "wrong_password", field: "password", message: "Escreva a sua senha para excluir a conta." });
    const wrong = await b.json("/api/account", "DELETE", { password: "Errada#2026" });
    expect(wrong.body.error).toMatchObject({ code: "wrong_password", message: "A senha está incorreta. A conta não foi excluída." });
    expect((await b.json("/api/account/me")).status).toBe(200);
    expect((await b.json("/api/account", "DELETE", { password: STRONG })).body).toEqual({ deleted: true });
    expect((await b.json("/api/account/me")).status).toBe(401);

    const left = async (sql: string, ...args: unknown[]) =>
      (await env.DB.prepare(sql)
        .bind(...args)
        .first<{ n: number }>())!.n;
    expect(await left("SELECT count(*) AS n FROM users WHERE id = ?1 OR email = ?2", uid, email)).toBe(0);
    expect(await left("SELECT count(*) AS n FROM customers WHERE user_id = ?1 OR email = ?2", uid, email)).toBe(0);
    expect(await left("SELECT count(*) AS n FROM addresses WHERE user_id = ?1", uid)).toBe(0);
    expect((await other.json("/api/addresses")).body.items).toHaveLength(1);
    expect(await left("SELECT count(*) AS n FROM favorites WHERE user_id = ?1", uid)).toBe(0);
    expect(await left("SELECT count(*) AS n FROM accounts WHERE user_id = ?1", uid)).toBe(0);
    expect(await left("SELECT count(*) AS n FROM pre_registrations WHERE email = ?1", email)).toBe(0);
    expect(await left("SELECT count(*) AS n FROM newsletter_subscribers WHERE email = ?1", email)).toBe(0);
    expect(await left('SELECT count(*) AS n FROM email_outbox WHERE "to" = ?1', email)).toBe(0);
    // An unused code stays, no one's (a keyed hash of the address instead, expired), so the address gets no second one (issue 43).
    expect(await left("SELECT count(*) AS n FROM discount_codes WHERE code = 'BEMVINDO-APAGAR0001' AND email LIKE 'erased:%' AND expires_at IS NOT NULL")).toBe(
      1,
    );
    expect(await left("SELECT count(*) AS n FROM discount_codes WHERE code = 'BEMVINDO-USADO00001' AND order_id = 'ord-1'")).toBe(1);
    const order = await env.DB.prepare("SELECT user_id, recipient_address, total_cents FROM orders WHERE id = 'ord-1'").first();
    expect(order).toEqual({ user_id: null, recipient_address: null, total_cents: 1399 });
    expect(await left("SELECT count(*) AS n FROM order_items WHERE order_id = 'ord-1'")).toBe(1);
    // Their reviews go (decisions/0017) and the product's rating no longer counts them.
    expect(await left("SELECT count(*) AS n FROM reviews WHERE id = 'rev-apagar' OR user_id = ?1", uid)).toBe(0);
    expect(await ratingOf1()).toEqual({ sum: (withReview!.sum as number) - 2, count: (withReview!.count as number) - 1 });
    // Nothing anywhere still names the person.
    const dump = JSON.stringify(
      await Promise.all(
        [
          "users",
          "customers",
          "addresses",
          "favorites",
          "accounts",
          "orders",
          "order_items",
          "pre_registrations",
          "newsletter_subscribers",
          "email_outbox",
          "discount_codes",
          "contact_messages",
          "reviews",
        ].map(allRows),
      ),
    );
    expect(dump).not.toContain(email);
    expect(dump).not.toContain(uid);
    expect(dump).not.toContain('Maria Silva\\"');
    // Someone else's data is untouched.
    expect((await other.json("/api/favorites")).body.items).toHaveLength(1);

    expect((await new Browser().signIn(email, STRONG)).ok).toBe(false);
    expect((await signUp(new Browser(), email)).status).toBe(201);
  });

  it("needs a session", async () => {
    expect((await new Browser().json("/api/account", "DELETE", { password: STRONG })).status).toBe(401);
  });
});
