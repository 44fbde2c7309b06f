import { env } from "cloudflare:workers";
import { OWNER, person } from "./admin";
import { Browser } from "./session";

/** Shared steps of the review moderation tests (decisions/0047): reviews written as the seed writes them, and what to read back. */

/** The owner's requests in these files exceed the back-office's 120 a minute per member: a higher limit for it alone. */
export const owner = () => person("owner", OWNER, { ADMIN_REQUESTS_PER_MINUTE: "2000" });

let seq = 0;
/**
 * A review as the seed writes one (a customer's row and their review; the product's aggregate follows by trigger).
 * `daysAhead` dates it in the future, so it is among the newest (the home page's latest reviews).
 */
export async function review(productId: number, rating: number, body: string | null, daysAhead = 0, title: string | null = null) {
  const n = ++seq;
  const userId = `moderacao-${n}-${crypto.randomUUID().slice(0, 8)}`;
  const id = crypto.randomUUID();
  const createdAt = new Date(Date.UTC(2026, 0, 1) + n * 60_000 + daysAhead * 86_400_000).toISOString();
  await env.DB.batch([
    env.DB.prepare("INSERT INTO users (id, email) VALUES (?1, ?2)").bind(userId, `${userId}@exemplo.pt`),
    env.DB.prepare("INSERT INTO customers (user_id, email, first_name, full_name) VALUES (?1, ?2, 'Ana', 'Ana Costa')").bind(userId, `${userId}@exemplo.pt`),
    env.DB.prepare("INSERT INTO reviews (id, product_id, user_id, rating, title, body, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)").bind(
      id,
      productId,
      userId,
      rating,
      title,
      body,
      createdAt,
    ),
  ]);
  return { id, userId };
}

export const aggregate = async (productId: number) =>
  (await env.DB.prepare("SELECT rating_sum AS sum, rating_count AS count FROM products WHERE id = ?1")
    .bind(productId)
    .first<{ sum: number; count: number }>())!;
/** What the aggregate must be: the product's visible reviews, counted from the table itself. */
export const visibleTruth = async (productId: number) =>
  (await env.DB.prepare("SELECT coalesce(sum(rating), 0) AS sum, count(*) AS count FROM reviews WHERE product_id = ?1 AND hidden_at IS NULL")
    .bind(productId)
    .first<{ sum: number; count: number }>())!;
/** The customer's own words and facts, which no route may change. */
export const words = (id: string) =>
  env.DB.prepare("SELECT product_id, user_id, order_id, rating, title, body, created_at FROM reviews WHERE id = ?1").bind(id).first();
export const auditOf = async (reviewId: string) =>
  (
    await env.DB.prepare("SELECT actor, action, before, after, detail FROM audit_log WHERE json_extract(detail, '$.reviewId') = ?1 ORDER BY id")
      .bind(reviewId)
      .all<{ actor: string; action: string; before: string | null; after: string | null; detail: string }>()
  ).results;
export const publicList = async (productId: number) => (await new Browser().json(`/api/products/${productId}/reviews`)).body;
export const latestIds = async () => ((await new Browser().json("/api/reviews/latest")).body.items as { id: string }[]).map((r) => r.id);
export const ids = (list: { items: { id: string }[] }) => list.items.map((r) => r.id);
