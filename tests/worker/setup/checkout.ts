import { env } from "cloudflare:workers";
import { Browser, STRONG, signUp } from "./session";

/** Shared steps of the order tests: a customer with a saved address, a variant, a stored quote. */
export const ADDRESS = {
  firstName: "Maria",
  fullName: "Maria Silva",
  phone: "+351912345678",
  country: "PT",
  zipCode: "1100-148",
  state: "Lisboa",
  city: "Lisboa",
  address: "Rua Augusta",
  number: "10",
  neighborhood: "Santa Maria Maior",
  propertyType: "casa",
};

let n = 0;
/**
 * A signed-in customer with a saved address. Verified by default (a customer who confirmed their e-mail, as one who pays
 * by Multibanco must: decisions/0050); `verified: false` is an account that never did, like a guest's.
 */
export async function customerWithAddress(vars?: Record<string, string | undefined>, { verified = true }: { verified?: boolean } = {}) {
  const email = `compra-${++n}-${crypto.randomUUID().slice(0, 8)}@exemplo.pt`;
  const b = new Browser(`198.18.${n % 250}.${Math.floor(Math.random() * 250) + 1}`, vars);
  await signUp(b, email);
  if (verified) await env.DB.prepare("UPDATE users SET email_verified_at = '2026-01-01T00:00:00.000Z' WHERE email = ?1").bind(email).run();
  await b.signIn(email, STRONG);
  const me = (await b.json("/api/account/me")).body;
  const addressId = (await b.json("/api/addresses", "POST", ADDRESS)).body.address.id as string;
  return { b, email, userId: me.user.id as string, addressId };
}

export const variantOf = async (productId: number) =>
  (await env.DB.prepare("SELECT id FROM product_variants WHERE product_id = ?1").bind(productId).first<{ id: number }>())!.id;
export const stockOf = async (variantId: number) =>
  (await env.DB.prepare("SELECT stock_quantity AS n FROM product_variants WHERE id = ?1").bind(variantId).first<{ n: number }>())!.n;
export const orderStatus = async (id: string) => (await env.DB.prepare("SELECT status FROM orders WHERE id = ?1").bind(id).first<{ status: string }>())?.status;
/** The order e-mails to this address (sign-up's verification e-mail left out). */
export const orderMailsTo = async (to: string) =>
  (
    await env.DB.prepare("SELECT subject, text FROM email_outbox WHERE \"to\" = ?1 AND subject LIKE 'Encomenda %'")
      .bind(to)
      .all<{ subject: string; text: string }>()
  ).results;

/** Quote then order through the API; answers the POST /api/orders response. */
export async function placeOrder(
  b: Browser,
  addressId: string,
  items: { productId: number; variantId: number; quantity: number }[],
  extra: Record<string, unknown> = {},
) {
  const quote = await b.json("/api/shipping/quotes", "POST", { country: "PT", postalCode: ADDRESS.zipCode, items });
  if (quote.status !== 200) throw new Error(`quote ${quote.status} ${JSON.stringify(quote.body)}`);
  return b.json("/api/orders", "POST", { items, quoteId: quote.body.quoteId, optionId: quote.body.options[0].id, addressId, ...extra });
}
