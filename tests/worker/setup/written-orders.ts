import { env } from "cloudflare:workers";

/**
 * Orders written straight into D1 as the order process leaves them, with the payment times a test chooses (the
 * back-office's figures and reports read orders by when they were paid; issue 48).
 */
let n = 0;
/** An order written as the order process leaves it (paid by the session `cs_<id>`): `lines` of [product, quantity, unit price, code's discount], each of the product's first variant. */
export async function order(o: {
  status?: string;
  paidAt: string | null;
  country?: "PT" | "ES";
  method?: "multibanco" | "mb_way" | null;
  shipping?: number;
  lines: [number, number, number, number?][];
  withdrawnAt?: string;
  postalCode?: string;
}) {
  const id = `dash-${++n}-${crypto.randomUUID().slice(0, 8)}`;
  const goods = o.lines.reduce((s, [, q, p, d = 0]) => s + q * p - d, 0);
  const shipping = o.shipping ?? 450;
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO orders (id, status, subtotal_cents, discount_cents, shipping_cents, total_cents, shipping_country, shipping_postal_code,
         shipping_service_name, shipping_delay, paid_at, payment_method, withdrawn_at, created_at, paid_session_id)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?11, 'CTT', '3 a 5 dias úteis', ?8, ?9, ?10, coalesce(?8, '2026-09-01T00:00:00.000Z'),
         CASE WHEN ?8 IS NOT NULL THEN 'cs_' || ?1 END)`,
    ).bind(
      id,
      o.status ?? (o.paidAt ? "paid" : "pending"),
      goods + o.lines.reduce((s, [, , , d = 0]) => s + d, 0),
      o.lines.reduce((s, [, , , d = 0]) => s + d, 0),
      shipping,
      goods + shipping,
      o.country ?? "PT",
      o.paidAt,
      o.method ?? null,
      o.withdrawnAt ?? null,
      o.postalCode ?? (o.country === "ES" ? "28001" : "1100-148"),
    ),
    ...o.lines.map(([product, quantity, price, discount = 0]) =>
      env.DB.prepare(
        `INSERT INTO order_items (id, order_id, product_id, variant_id, quantity, unit_price_cents, product_name, discount_cents)
         SELECT ?1, ?2, id, (SELECT v.id FROM product_variants v WHERE v.product_id = products.id ORDER BY v.position, v.id LIMIT 1), ?3, ?4, name, ?5
         FROM products WHERE id = ?6`,
      ).bind(crypto.randomUUID(), id, quantity, price, discount, product),
    ),
  ]);
  return { id, total: goods + shipping };
}
/**
 * The shop's refund of the order's payment (`detail` as the back-office writes it: { withdrawal: true }, { cancel: true },
 * or the lines), or (a stray) another payment of it given back whole; confirmed at `at`. Its id.
 */
export const refund = (orderId: string, cents: number, at: string, reason = "shop", detail: Record<string, unknown> | null = null, id?: string) =>
  env.DB.prepare(
    `INSERT INTO order_refunds (id, order_id, session_id, amount_cents, reason, status, created_at, refunded_at, detail)
     VALUES (?1, ?2, ?3, ?4, ?5, 'succeeded', ?6, ?6, ?7) RETURNING id`,
  )
    .bind(
      id ?? crypto.randomUUID(),
      orderId,
      reason === "shop" ? `cs_${orderId}` : `cs_${crypto.randomUUID()}`,
      cents,
      reason,
      at,
      detail && JSON.stringify(detail),
    )
    .first<{ id: string }>()
    .then((r) => r!.id);
