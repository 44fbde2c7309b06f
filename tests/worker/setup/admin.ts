import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { customerWithAddress, placeOrder, variantOf } from "./checkout";
import { dayFromToday } from "./dates";
import { Browser, STRONG, signUp } from "./session";

/** The owner the test configuration names (vitest.config.ts OWNER_EMAILS). */
export const OWNER = "dono@exemplo.pt";

let n = 0;
/**
 * A signed-in person of the back-office's world: the owner, a staff member, a customer, or someone invited who has not
 * accepted yet. Staff are added as the owner's invitation leaves them (a staff_members row); the owner and staff as if
 * they had accepted through the link (a back_office_acceptances row naming their account: issue 43). The acceptance
 * itself is exercised by tests/worker/admin-invitations.test.ts.
 */
export async function person(
  kind: "owner" | "staff" | "customer" | "invited-staff",
  email = `${kind}-${++n}-${crypto.randomUUID().slice(0, 6)}@exemplo.pt`,
  /** Bindings for this person's requests (e.g. Stripe's keys, so the shop's provider is Stripe). */
  vars?: Record<string, string>,
) {
  const b = new Browser(undefined, vars);
  const known = await env.DB.prepare("SELECT id FROM users WHERE email = ?1").bind(email).first();
  if (!known) expect((await signUp(b, email)).status).toBe(201);
  if (kind !== "invited-staff")
    await env.DB.prepare("UPDATE users SET email_verified_at = coalesce(email_verified_at, '2026-11-01T00:00:00.000Z') WHERE email = ?1").bind(email).run();
  if (kind === "staff" || kind === "invited-staff")
    await env.DB.prepare("INSERT OR IGNORE INTO staff_members (email, invited_by) VALUES (?1, ?2)").bind(email, OWNER).run();
  if (kind === "staff" || kind === "owner")
    await env.DB.prepare("INSERT OR IGNORE INTO back_office_acceptances (email, user_id) SELECT email, id FROM users WHERE email = ?1").bind(email).run();
  expect((await b.signIn(email, STRONG)).ok).toBe(true);
  return { b, email };
}

/** A customer's order paid on the test payment page (product 4 unless said otherwise). */
export async function paidOrder(productId = 4) {
  const c = await customerWithAddress();
  const res = await placeOrder(c.b, c.addressId, [{ productId, variantId: await variantOf(productId), quantity: 1 }]);
  expect(res.status).toBe(201);
  const paid = await c.b.fetch(`${new URL(res.body.url).pathname}/pay`, { method: "POST" });
  expect(paid.status).toBe(303);
  return { ...c, orderId: res.body.orderId as string };
}

export const auditOf = async (orderId: string) =>
  (
    await env.DB.prepare("SELECT actor, action, before, after, detail FROM audit_log WHERE order_id = ?1 ORDER BY id")
      .bind(orderId)
      .all<{ actor: string; action: string; before: string | null; after: string | null; detail: string | null }>()
  ).results;

/**
 * The back-office moves a paid order up to `until` as staff do (EM PROCESSAMENTO, ENVIADO with CTT, ENTREGUE today),
 * each step through its route; `staff` is a member already signed in, else a new one.
 */
export async function fulfil(orderId: string, until: "processing" | "shipped" | "delivered" = "delivered", staff?: { b: Browser }) {
  const s = staff ?? (await person("staff"));
  const base = `/api/admin/orders/${orderId}`;
  expect((await s.b.json(`${base}/prepare`, "POST")).status).toBe(200);
  if (until === "processing") return;
  expect((await s.b.json(`${base}/ship`, "POST", { carrier: "ctt", trackingNumber: "RR123456785PT" })).status).toBe(200);
  if (until === "shipped") return;
  expect((await s.b.json(`${base}/deliver`, "POST", { deliveredOn: dayFromToday() })).status).toBe(200);
}
