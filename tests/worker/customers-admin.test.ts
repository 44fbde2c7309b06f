import { env } from "cloudflare:workers";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { customersCopy } from "../../shared/copy/back-office/customers";
import { OWNER, person } from "./setup/admin";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { ADDRESS, customerWithAddress, placeOrder, variantOf } from "./setup/checkout";
import { Browser } from "./setup/session";
import { supplier } from "./setup/supplier-mock";

/**
 * Issue 48: customers in the back-office. Owners and staff find a customer by name, e-mail, phone or NIF (never a
 * member of the team), read their page (orders and what they spent, addresses, consents, reviews, what the team did),
 * write internal notes the customer never sees in the shop but gets in their data download; owners alone erase an
 * account (orders kept, anonymised). Every note, download and erasure is in the audit log.
 */
beforeAll(async () => {
  await seedCatalogFixture();
  supplier.listen({ onUnhandledRequest: "error" });
});
afterEach(() => supplier.resetHandlers());
afterAll(() => supplier.close());

/** A customer with a profile (name, phone, NIF), an address and a paid order. */
async function customer(name: string, phone: string, nif: string) {
  const c = await customerWithAddress();
  // The profile as 'Os meus dados' saves it (a Spanish NIE is accepted there as a NIF).
  await env.DB.prepare(
    `INSERT INTO customers (user_id, email, first_name, full_name, phone, nif) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
     ON CONFLICT (user_id) DO UPDATE SET first_name = ?3, full_name = ?4, phone = ?5, nif = ?6`,
  )
    .bind(c.userId, c.email, name.split(" ")[0], name, phone, nif || null)
    .run();
  const order = await placeOrder(c.b, c.addressId, [{ productId: 4, variantId: await variantOf(4), quantity: 2 }]);
  expect(order.status).toBe(201);
  await env.DB.prepare("UPDATE orders SET status = 'paid', paid_at = ?2, paid_session_id = ?3 WHERE id = ?1")
    .bind(order.body.orderId, new Date().toISOString(), `cs_${order.body.orderId}`)
    .run();
  return { ...c, orderId: order.body.orderId as string };
}

describe("customers in the back-office", () => {
  it("found by a part of the name or e-mail, the phone's digits or the whole NIF; the team never listed", async () => {
    const ana = await customer("Ana Beatriz Couto", "+351 912 000 111", "123456789");
    const rui = await customer("Rui Mendes", "+34 600 111 222", "Y1234567X");
    const staff = await person("staff");
    const find = async (q: string) =>
      ((await staff.b.json(`/api/admin/customers?q=${encodeURIComponent(q)}`)).body.items as { email: string }[]).map((c) => c.email);
    expect(await find("beatriz")).toEqual([ana.email]);
    expect(await find(ana.email.slice(0, 12))).toEqual([ana.email]);
    expect(await find("912000111")).toEqual([ana.email]);
    expect(await find("600 111 222")).toEqual([rui.email]);
    expect(await find("Y1234567X")).toEqual([rui.email]);
    // A part of a NIF is not a NIF; a '%' is a character, not a wildcard.
    expect(await find("23456")).toEqual([]);
    expect(await find("%")).toEqual([]);
    const all = (await staff.b.json("/api/admin/customers")).body;
    expect(all.items.map((c: { email: string }) => c.email)).not.toContain(staff.email);
    expect(all.items.map((c: { email: string }) => c.email)).not.toContain(OWNER);
    const row = all.items.find((c: { email: string }) => c.email === ana.email);
    // 2 × 8,99 + 4,50 delivery.
    expect(row).toMatchObject({ name: "Ana Beatriz Couto", phone: "+351 912 000 111", nif: "123456789", orders: 1, lifetimeCents: 2 * 899 + 450 });
  });

  it("a customer's page, notes by staff (audited, in the data download, never in the shop), the download audited", async () => {
    const c = await customer("Carla Sousa", "+351 913 333 444", "");
    await c.b.json("/api/newsletter", "POST", { email: c.email, consent: true });
    const staff = await person("staff");
    const page = await staff.b.json(`/api/admin/customers/${c.userId}`);
    expect(page.status).toBe(200);
    expect(page.body.customer).toMatchObject({ email: c.email, name: "Carla Sousa", orders: 1, lifetimeCents: 2 * 899 + 450 });
    expect(page.body.orders).toEqual([expect.objectContaining({ id: c.orderId, status: "paid", totalCents: 2 * 899 + 450, refundedCents: 0 })]);
    expect(page.body.addresses).toEqual([expect.objectContaining({ city: ADDRESS.city, isDefault: true })]);

    // A note: empty or too long refused on its field, nothing written; a good one written with its audit row.
    for (const text of ["   ", "x".repeat(2001)]) {
      const bad = await staff.b.json(`/api/admin/customers/${c.userId}/notes`, "POST", { text });
      expect(bad.status).toBe(400);
      expect(bad.body.error).toMatchObject({ field: "text", message: customersCopy.noteInvalid });
    }
    const note = await staff.b.json(`/api/admin/customers/${c.userId}/notes`, "POST", { text: "Pediu para entregar depois das 18h." });
    expect(note.status).toBe(201);
    const again = (await staff.b.json(`/api/admin/customers/${c.userId}`)).body;
    expect(again.notes).toEqual([expect.objectContaining({ author: staff.email, text: "Pediu para entregar depois das 18h." })]);
    expect(again.audit).toEqual(expect.arrayContaining([expect.objectContaining({ actor: staff.email, action: "customer.note_added" })]));

    // The customer never sees it in the shop's own answers; their data download has it.
    const me = JSON.stringify((await c.b.json("/api/account/me")).body);
    expect(me).not.toContain("18h");
    const own = (await c.b.json("/api/account/export")).body;
    expect(own.shopNotes).toEqual([expect.objectContaining({ text: "Pediu para entregar depois das 18h.", author: staff.email })]);
    // The team downloads the same file; the download is audited.
    const download = await staff.b.fetch(`/api/admin/customers/${c.userId}/export`);
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Disposition")).toContain("attachment");
    const data = (await download.json()) as { account: { email: string }; shopNotes: unknown[]; orders: unknown[] };
    expect(data.account.email).toBe(c.email);
    expect(data.shopNotes).toHaveLength(1);
    expect(data.orders).toHaveLength(1);
    const audited = await env.DB.prepare("SELECT actor FROM audit_log WHERE action = 'customer.exported' AND json_extract(after, '$.userId') = ?1")
      .bind(c.userId)
      .all();
    expect(audited.results).toEqual([{ actor: staff.email }]);
  });

  it("erasure: owners only; the account, its notes and addresses go, the orders stay without the person; audited", async () => {
    const c = await customer("Duarte Lima", "+351 914 555 666", "");
    const staff = await person("staff");
    await staff.b.json(`/api/admin/customers/${c.userId}/notes`, "POST", { text: "Cliente habitual." });
    expect((await staff.b.json(`/api/admin/customers/${c.userId}/delete`, "POST")).status).toBe(403);
    const owner = await person("owner", OWNER);
    // Two owners' clicks at once: one erasure recorded, the other told the account is not there.
    const both = await Promise.all([
      owner.b.json(`/api/admin/customers/${c.userId}/delete`, "POST"),
      owner.b.json(`/api/admin/customers/${c.userId}/delete`, "POST"),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 404]);
    expect((await owner.b.json(`/api/admin/customers/${c.userId}`)).status).toBe(404);
    expect((await owner.b.json(`/api/admin/customers/${c.userId}/delete`, "POST")).status).toBe(404);
    const left = await env.DB.batch([
      env.DB.prepare("SELECT count(*) AS n FROM users WHERE id = ?1").bind(c.userId),
      env.DB.prepare("SELECT count(*) AS n FROM customer_notes WHERE user_id = ?1").bind(c.userId),
      env.DB.prepare("SELECT count(*) AS n FROM addresses WHERE user_id = ?1").bind(c.userId),
      env.DB.prepare("SELECT count(*) AS n FROM orders WHERE id = ?1 AND user_id IS NULL AND recipient_address IS NULL").bind(c.orderId),
    ]);
    expect(left.map((r) => (r.results[0] as { n: number }).n)).toEqual([0, 0, 0, 1]);
    const audited = await env.DB.prepare("SELECT actor FROM audit_log WHERE action = 'customer.deleted' AND json_extract(after, '$.userId') = ?1")
      .bind(c.userId)
      .all();
    expect(audited.results).toEqual([{ actor: OWNER }]);
    // The customer's session is of an account that no longer exists.
    expect((await c.b.json("/api/account/me")).status).toBe(401);
  });

  it("nobody else: anonymous 401, a customer 403; a member of the team is not a customer's page", async () => {
    const staff = await person("staff");
    const memberId = (await env.DB.prepare("SELECT id FROM users WHERE email = ?1").bind(staff.email).first<{ id: string }>())!.id;
    expect((await new Browser().json("/api/admin/customers")).status).toBe(401);
    expect((await (await person("customer")).b.json("/api/admin/customers")).status).toBe(403);
    expect((await staff.b.json(`/api/admin/customers/${memberId}`)).status).toBe(404);
  });
});
