import { ADMIN_REVIEWS_PAGE_SIZE, type AdminReviewsQuery, type ReviewHideReason } from "../../../shared/admin-reviews";
import type { Lang } from "../../../shared/languages";
import type { Mail } from "../../integrations/mailer";
import { when } from "../../lib/sql-condition";
import type { OutboxRepo } from "../outbox/outbox.repo";

/** A review's row as the back-office reads it (the reviewer's names for the shop's "Maria S." form). */
export interface AdminReviewRow {
  id: string;
  productId: number;
  productSku: string;
  productName: string;
  rating: number;
  title: string | null;
  body: string | null;
  createdAt: string;
  orderId: string | null;
  firstName: string | null;
  fullName: string | null;
  hiddenAt: string | null;
  hiddenReason: ReviewHideReason | null;
  hiddenNote: string | null;
  hiddenBy: string | null;
  replyText: string | null;
  replyAt: string | null;
  replyBy: string | null;
}

const SELECT_REVIEW = `SELECT r.id, r.product_id AS productId, p.sku AS productSku, p.name AS productName, r.rating, r.title, r.body,
  r.created_at AS createdAt, r.order_id AS orderId, c.first_name AS firstName, c.full_name AS fullName,
  r.hidden_at AS hiddenAt, r.hidden_reason AS hiddenReason, r.hidden_note AS hiddenNote, r.hidden_by AS hiddenBy,
  r.reply_text AS replyText, r.reply_at AS replyAt, r.reply_by AS replyBy
  FROM reviews r JOIN products p ON p.id = r.product_id LEFT JOIN customers c ON c.user_id = r.user_id`;

/** What a write did: the review changed (with its audit row), was already so (nothing written), or does not exist. */
export type ReviewWrite = "changed" | "unchanged" | "not-found";

/** Who wrote a review, for the e-mail the shop sends them: their address, language and name, the product's name in it. */
export interface Reviewer {
  email: string;
  language: Lang;
  firstName: string | null;
  productId: number;
  productName: string;
}

/** The reviewer's e-mail about this write: written in its batch only when the write changes the review. */
export interface ReviewMail {
  id: string;
  mail: Mail;
}

/**
 * The customers' reviews in the back-office (issue 34, decisions/0047). Every write is one D1 batch: the audit row first,
 * written only when the change will happen (its SELECT reads the same condition as the UPDATE's WHERE), then the change;
 * a batch is one transaction, so parallel requests leave one change and one audit row. The review's own rating, title
 * and text are never written here; the product's rating follows a hide or an unhide by the trigger reviews_aggregate_after_update
 * (docs/database-rules.md). The reviewer's e-mail (a hide, the first reply) is a row of the same batch, first, under the
 * same condition as the change.
 */
export function reviewsAdminRepo(d1: D1Database, outbox: Pick<OutboxRepo, "insertWhen">) {
  /** The e-mail's row, guarded by the same condition as the write's audit row and UPDATE (evaluated before either). */
  const mailWhen = (m: ReviewMail | null, event: string, reviewId: string, condition: string) =>
    m
      ? [
          outbox.insertWhen(
            m.id,
            m.mail,
            `review:${reviewId}:${event}:${m.id}`,
            when(`EXISTS (SELECT 1 FROM reviews WHERE id = :review AND ${condition})`, { review: reviewId }),
          ),
        ]
      : [];

  const outcome = async (id: string, res: D1Result | undefined): Promise<ReviewWrite> => {
    if ((res?.meta.changes ?? 0) > 0) return "changed";
    return (await d1.prepare("SELECT 1 AS found FROM reviews WHERE id = ?1").bind(id).first()) ? "unchanged" : "not-found";
  };

  return {
    async list(q: AdminReviewsQuery) {
      const where: string[] = [];
      const params: unknown[] = [];
      const param = (v: unknown) => {
        params.push(v);
        return `?${params.length}`;
      };
      if (q.state === "hidden") where.push("r.hidden_at IS NOT NULL");
      if (q.state === "visible") where.push("r.hidden_at IS NULL");
      if (q.product)
        where.push(
          /^\d{1,9}$/.test(q.product)
            ? `r.product_id = ${param(Number(q.product))}`
            : `r.product_id = (SELECT id FROM products WHERE sku = ${param(q.product.toUpperCase())})`,
        );
      const filter = where.length ? `WHERE ${where.join(" AND ")}` : "";
      // The hidden ones by when they were hidden (reviews_hidden_idx); the others newest first (reviews_created_idx).
      const order = q.state === "hidden" ? "r.hidden_at DESC, r.id DESC" : "r.created_at DESC, r.id DESC";
      const [rows, count] = await d1.batch([
        d1
          .prepare(`${SELECT_REVIEW} ${filter} ORDER BY ${order} LIMIT ${ADMIN_REVIEWS_PAGE_SIZE} OFFSET ${(q.page - 1) * ADMIN_REVIEWS_PAGE_SIZE}`)
          .bind(...params),
        d1.prepare(`SELECT count(*) AS n FROM reviews r ${filter}`).bind(...params),
      ]);
      return { rows: (rows?.results ?? []) as AdminReviewRow[], total: ((count?.results[0] as { n: number } | undefined)?.n ?? 0) as number };
    },

    /** The review's author (null: no such review). Their language is the one they last chose in the shop. */
    async reviewer(id: string) {
      return (
        (await d1
          .prepare(
            `SELECT u.email, u.language, c.first_name AS firstName, p.id AS productId,
               CASE WHEN u.language = 'es' THEN coalesce(p.name_es, p.name) ELSE p.name END AS productName
             FROM reviews r JOIN users u ON u.id = r.user_id JOIN products p ON p.id = r.product_id
             LEFT JOIN customers c ON c.user_id = r.user_id WHERE r.id = ?1`,
          )
          .bind(id)
          .first<Reviewer>()) ?? null
      );
    },

    async one(id: string) {
      return (await d1.prepare(`${SELECT_REVIEW} WHERE r.id = ?1`).bind(id).first<AdminReviewRow>()) ?? null;
    },

    /** Hides a visible review with its reason; one that is already hidden keeps its own (unchanged). The reviewer is told. */
    async hide(id: string, reason: ReviewHideReason, note: string | null, actor: string, mail: ReviewMail | null = null): Promise<ReviewWrite> {
      const written = await d1.batch([
        ...mailWhen(mail, "hidden", id, "hidden_at IS NULL"),
        d1
          .prepare(
            `INSERT INTO audit_log (actor, action, before, after, detail)
             SELECT ?2, 'review.hidden', 'visible', ?3, json_object('reviewId', id, 'productId', product_id, 'reason', ?3, 'note', ?4)
             FROM reviews WHERE id = ?1 AND hidden_at IS NULL`,
          )
          .bind(id, actor, reason, note),
        d1
          .prepare(
            `UPDATE reviews SET hidden_at = strftime('%Y-%m-%dT%H:%M:%fZ','now'), hidden_reason = ?3, hidden_note = ?4, hidden_by = ?2
             WHERE id = ?1 AND hidden_at IS NULL`,
          )
          .bind(id, actor, reason, note),
      ]);
      // The UPDATE is the batch's last statement.
      return outcome(id, written.at(-1));
    },

    /** Shows a hidden review again; the audit row keeps why it had been hidden, and by whom. */
    async unhide(id: string, actor: string): Promise<ReviewWrite> {
      const [, res] = await d1.batch([
        d1
          .prepare(
            `INSERT INTO audit_log (actor, action, before, after, detail)
             SELECT ?2, 'review.unhidden', hidden_reason, 'visible',
               json_object('reviewId', id, 'productId', product_id, 'reason', hidden_reason, 'note', hidden_note, 'hiddenBy', hidden_by, 'hiddenAt', hidden_at)
             FROM reviews WHERE id = ?1 AND hidden_at IS NOT NULL`,
          )
          .bind(id, actor),
        d1
          .prepare("UPDATE reviews SET hidden_at = NULL, hidden_reason = NULL, hidden_note = NULL, hidden_by = NULL WHERE id = ?1 AND hidden_at IS NOT NULL")
          .bind(id),
      ]);
      return outcome(id, res);
    },

    /**
     * The shop's reply, written or replaced (before → after in the audit row); the same text again changes nothing. The
     * reviewer is told of the first reply to a visible review; a corrected reply is not mailed again.
     */
    async reply(id: string, text: string, actor: string, mail: ReviewMail | null = null): Promise<ReviewWrite> {
      const written = await d1.batch([
        ...mailWhen(mail, "replied", id, "reply_text IS NULL AND hidden_at IS NULL"),
        d1
          .prepare(
            `INSERT INTO audit_log (actor, action, before, after, detail)
             SELECT ?2, 'review.replied', reply_text, ?3, json_object('reviewId', id, 'productId', product_id)
             FROM reviews WHERE id = ?1 AND reply_text IS NOT ?3`,
          )
          .bind(id, actor, text),
        d1
          .prepare("UPDATE reviews SET reply_text = ?3, reply_at = strftime('%Y-%m-%dT%H:%M:%fZ','now'), reply_by = ?2 WHERE id = ?1 AND reply_text IS NOT ?3")
          .bind(id, actor, text),
      ]);
      return outcome(id, written.at(-1));
    },

    /** The reply removed; the audit row keeps its text. */
    async deleteReply(id: string, actor: string): Promise<ReviewWrite> {
      const [, res] = await d1.batch([
        d1
          .prepare(
            `INSERT INTO audit_log (actor, action, before, after, detail)
             SELECT ?2, 'review.reply_deleted', reply_text, NULL, json_object('reviewId', id, 'productId', product_id, 'repliedBy', reply_by, 'repliedAt', reply_at)
             FROM reviews WHERE id = ?1 AND reply_text IS NOT NULL`,
          )
          .bind(id, actor),
        d1.prepare("UPDATE reviews SET reply_text = NULL, reply_at = NULL, reply_by = NULL WHERE id = ?1 AND reply_text IS NOT NULL").bind(id),
      ]);
      return outcome(id, res);
    },
  };
}
export type ReviewsAdminRepo = ReturnType<typeof reviewsAdminRepo>;
