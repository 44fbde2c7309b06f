import type { PromotionInput } from "../../../shared/promotion-rules";
import type { PromotionKind, SaleItemsRule } from "../../../shared/promotions";

/** A promotion as stored (times in UTC), with how many orders used it. */
export interface PromotionRow {
  id: string;
  name: string;
  kind: PromotionKind;
  percent: number | null;
  amountCents: number | null;
  minOrderCents: number;
  startsAt: string | null;
  endsAt: string | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  firstPurchaseOnly: boolean;
  saleItems: SaleItemsRule;
  categoryIds: number[] | null;
  productIds: number[] | null;
  status: "active" | "paused" | "ended";
  system: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A code as the checkout finds it, with its promotion's terms. */
export interface FoundCode {
  code: string;
  email: string | null;
  singleUse: boolean;
  expiresAt: string | null;
  redeemedAt: string | null;
  promotion: PromotionRow;
}

const PROMOTION_COLUMNS = `p.id, p.name, p.kind, p.percent, p.amount_cents AS amountCents, p.min_order_cents AS minOrderCents, p.starts_at AS startsAt,
  p.ends_at AS endsAt, p.max_uses AS maxUses, p.max_uses_per_customer AS maxUsesPerCustomer, p.first_purchase_only AS firstPurchaseOnly,
  p.sale_items AS saleItems, p.category_ids AS categoryIds, p.product_ids AS productIds, p.status, p.system, p.created_at AS createdAt,
  p.updated_at AS updatedAt`;

type RawPromotion = Omit<PromotionRow, "firstPurchaseOnly" | "system" | "categoryIds" | "productIds"> & {
  firstPurchaseOnly: number;
  system: number;
  categoryIds: string | null;
  productIds: string | null;
};

const promotionOf = (r: RawPromotion): PromotionRow => ({
  ...r,
  firstPurchaseOnly: r.firstPurchaseOnly === 1,
  system: r.system === 1,
  categoryIds: r.categoryIds ? (JSON.parse(r.categoryIds) as number[]) : null,
  productIds: r.productIds ? (JSON.parse(r.productIds) as number[]) : null,
});

/** What is typed, compared as the table's generated `lookup` column is computed (O read as 0, I as 1). */
const LOOKUP = "replace(replace(upper(trim(?1)), 'O', '0'), 'I', '1')";

const isUnique = (err: unknown) => err instanceof Error && err.message.includes("UNIQUE constraint failed: discount_codes");

/** The promotion's values in the table's columns, in the INSERT's and UPDATE's order (?2 … ?14). */
const termValues = (p: PromotionInput) => [
  p.name,
  p.kind,
  p.kind === "percent" ? p.percent : null,
  p.kind === "amount" ? p.amountCents : null,
  p.minOrderCents,
  p.startsAt,
  p.endsAt,
  p.maxUses,
  p.maxUsesPerCustomer,
  p.firstPurchaseOnly ? 1 : 0,
  p.saleItems,
  p.categoryIds.length ? JSON.stringify(p.categoryIds) : null,
  p.productIds.length ? JSON.stringify(p.productIds) : null,
];

/**
 * The promotions (issue 47, decisions/0076), their codes and their uses. Every back-office write is one batch with its
 * audit row; a code that reads like another (O/0, I/1, any case) is refused by the unique `lookup` index.
 */
export function promotionsRepo(d1: D1Database) {
  const audit = (actor: string, action: string, before: unknown, after: unknown) =>
    d1
      .prepare("INSERT INTO audit_log (actor, action, before, after) VALUES (?1, ?2, ?3, ?4)")
      .bind(actor, action, before === null ? null : JSON.stringify(before), after === null ? null : JSON.stringify(after));

  return {
    /** The code typed (any case, O for 0, I for 1) and its promotion, or null. */
    async findCode(typed: string): Promise<FoundCode | null> {
      const row = await d1
        .prepare(
          `SELECT d.code, d.email, d.single_use AS singleUse, d.expires_at AS expiresAt, d.redeemed_at AS redeemedAt, ${PROMOTION_COLUMNS}
           FROM discount_codes d JOIN promotions p ON p.id = d.promotion_id WHERE d.lookup = ${LOOKUP}`,
        )
        .bind(typed)
        .first<RawPromotion & { code: string; email: string | null; singleUse: number; expiresAt: string | null; redeemedAt: string | null }>();
      if (!row) return null;
      const { code, email, singleUse, expiresAt, redeemedAt, ...p } = row;
      return { code, email, singleUse: singleUse === 1, expiresAt, redeemedAt, promotion: promotionOf(p as RawPromotion) };
    },

    /** How many orders used the promotion, and how many of them were this customer's (by account or e-mail). */
    async usesOf(promotionId: string, customer: { userId: string | null; email: string }) {
      const row = await d1
        .prepare(
          `SELECT count(*) AS total, coalesce(sum(CASE WHEN email = ?2 OR (?3 IS NOT NULL AND user_id = ?3) THEN 1 ELSE 0 END), 0) AS mine
           FROM promotion_uses WHERE promotion_id = ?1`,
        )
        .bind(promotionId, customer.email.toLowerCase(), customer.userId)
        .first<{ total: number; mine: number }>();
      return row ?? { total: 0, mine: 0 };
    },

    /** Each product's category (what a promotion limited to categories covers). */
    async categoriesOf(productIds: number[]): Promise<Map<number, number | null>> {
      if (!productIds.length) return new Map();
      const { results } = await d1
        .prepare(`SELECT id, category_id AS categoryId FROM products WHERE id IN (${productIds.map((_, i) => `?${i + 1}`).join(",")})`)
        .bind(...productIds)
        .all<{ id: number; categoryId: number | null }>();
      return new Map(results.map((r) => [r.id, r.categoryId]));
    },

    /** The products of these skus (a promotion's products, as the owner names them). */
    async productsBySku(skus: string[]): Promise<{ id: number; sku: string }[]> {
      if (!skus.length) return [];
      const { results } = await d1
        .prepare(`SELECT id, sku FROM products WHERE sku IN (${skus.map((_, i) => `?${i + 1}`).join(",")})`)
        .bind(...skus)
        .all<{ id: number; sku: string }>();
      return results;
    },

    /** The skus of these products (the form shows them). */
    async skusOf(ids: number[]): Promise<string[]> {
      if (!ids.length) return [];
      const { results } = await d1
        .prepare(`SELECT sku FROM products WHERE id IN (${ids.map((_, i) => `?${i + 1}`).join(",")}) ORDER BY sku`)
        .bind(...ids)
        .all<{ sku: string }>();
      return results.map((r) => r.sku);
    },

    /** Every promotion, newest first, with its uses, discount given and codes. */
    async list() {
      const { results } = await d1
        .prepare(
          `SELECT ${PROMOTION_COLUMNS},
             (SELECT count(*) FROM promotion_uses u WHERE u.promotion_id = p.id) AS uses,
             (SELECT count(*) FROM discount_codes d WHERE d.promotion_id = p.id) AS codes,
             (SELECT min(code) FROM discount_codes d WHERE d.promotion_id = p.id AND d.single_use = 0) AS sharedCode
           FROM promotions p ORDER BY p.system, p.created_at DESC`,
        )
        .all<RawPromotion & { uses: number; codes: number; sharedCode: string | null }>();
      return results.map((r) => ({ ...promotionOf(r), uses: r.uses, codes: r.codes, sharedCode: r.sharedCode }));
    },

    async byId(id: string): Promise<PromotionRow | null> {
      const row = await d1.prepare(`SELECT ${PROMOTION_COLUMNS} FROM promotions p WHERE p.id = ?1`).bind(id).first<RawPromotion>();
      return row ? promotionOf(row) : null;
    },

    /**
     * A new promotion and its shared code (null: codes are generated in bulk afterwards), with the audit row, in one
     * batch. false when the code reads like one that exists.
     */
    async create(id: string, code: string | null, p: PromotionInput, actor: string): Promise<boolean> {
      try {
        await d1.batch([
          d1
            .prepare(
              `INSERT INTO promotions (id, name, kind, percent, amount_cents, min_order_cents, starts_at, ends_at, max_uses, max_uses_per_customer,
                 first_purchase_only, sale_items, category_ids, product_ids) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)`,
            )
            .bind(id, ...termValues(p)),
          ...(code ? [d1.prepare("INSERT INTO discount_codes (code, promotion_id, single_use) VALUES (?1, ?2, 0)").bind(code, id)] : []),
          audit(actor, "promotion.created", null, { id, code, ...p }),
        ]);
        return true;
      } catch (err) {
        if (isUnique(err)) return false;
        throw err;
      }
    },

    /** The promotion's new terms (its codes stay), audited before → after; false when it changed meanwhile or is the shop's own. */
    async update(id: string, before: PromotionRow, p: PromotionInput, actor: string) {
      const [changed] = await d1.batch([
        d1
          .prepare(
            `UPDATE promotions SET name = ?2, kind = ?3, percent = ?4, amount_cents = ?5, min_order_cents = ?6, starts_at = ?7, ends_at = ?8,
               max_uses = ?9, max_uses_per_customer = ?10, first_purchase_only = ?11, sale_items = ?12, category_ids = ?13, product_ids = ?14,
               updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
             WHERE id = ?1 AND system = 0 AND updated_at = ?15`,
          )
          .bind(id, ...termValues(p), before.updatedAt),
        d1
          .prepare("INSERT INTO audit_log (actor, action, before, after) SELECT ?1, 'promotion.updated', ?2, ?3 WHERE changes() > 0")
          .bind(actor, JSON.stringify(before), JSON.stringify({ id, ...p })),
      ]);
      return (changed?.meta.changes ?? 0) > 0;
    },

    /** Paused, active again, or ended (for good), audited; false when it was already so, ended, or is the shop's own. */
    async setStatus(id: string, status: "active" | "paused" | "ended", actor: string) {
      const [changed] = await d1.batch([
        d1
          .prepare(
            `UPDATE promotions SET status = ?2, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
             WHERE id = ?1 AND system = 0 AND status <> ?2 AND status <> 'ended'`,
          )
          .bind(id, status),
        d1
          .prepare(
            "INSERT INTO audit_log (actor, action, before, after) SELECT ?1, 'promotion.status', json_object('id', ?2), json_object('id', ?2, 'status', ?3) WHERE changes() > 0",
          )
          .bind(actor, id, status),
      ]);
      return (changed?.meta.changes ?? 0) > 0;
    },

    /** `codes` single-use codes for the promotion, with one audit row; false when one reads like an existing code. */
    async addCodes(id: string, codes: string[], actor: string) {
      try {
        await d1.batch([
          ...codes.map((code) => d1.prepare("INSERT INTO discount_codes (code, promotion_id, single_use) VALUES (?1, ?2, 1)").bind(code, id)),
          audit(actor, "promotion.codes_generated", null, { id, count: codes.length }),
        ]);
        return true;
      } catch (err) {
        if (isUnique(err)) return false;
        throw err;
      }
    },

    /** The promotion's codes, oldest first: each with whether (and when) it was used. */
    async codesOf(id: string) {
      const { results } = await d1
        .prepare(
          `SELECT d.code, d.single_use AS singleUse, d.created_at AS createdAt, d.redeemed_at AS redeemedAt,
             (SELECT count(*) FROM promotion_uses u WHERE u.code = d.code) AS uses
           FROM discount_codes d WHERE d.promotion_id = ?1 ORDER BY d.created_at, d.code`,
        )
        .bind(id)
        .all<{ code: string; singleUse: number; createdAt: string; redeemedAt: string | null; uses: number }>();
      return results.map((r) => ({ ...r, singleUse: r.singleUse === 1 }));
    },

    /**
     * Per promotion: its orders (placed and not cancelled), their goods and totals, the discount given (with the delivery
     * waived), and the average basket, between two moments (UTC; null: any).
     */
    async report(from: string | null, to: string | null) {
      const { results } = await d1
        .prepare(
          `SELECT p.id, p.name, count(o.id) AS orders, coalesce(sum(o.total_cents), 0) AS revenueCents,
             coalesce(sum(CASE WHEN o.id IS NOT NULL THEN u.discount_cents END), 0) AS discountCents,
             CASE WHEN count(o.id) > 0 THEN CAST(round(1.0 * sum(o.total_cents) / count(o.id)) AS INTEGER) ELSE 0 END AS averageCents
           FROM promotions p
           LEFT JOIN promotion_uses u ON u.promotion_id = p.id
           LEFT JOIN orders o ON o.id = u.order_id AND o.status NOT IN ('pending', 'cancelled')
             AND (?1 IS NULL OR o.paid_at >= ?1) AND (?2 IS NULL OR o.paid_at < ?2)
           GROUP BY p.id ORDER BY p.system, p.created_at DESC`,
        )
        .bind(from, to)
        .all<{ id: string; name: string; orders: number; revenueCents: number; discountCents: number; averageCents: number }>();
      return results;
    },
  };
}
export type PromotionsRepo = ReturnType<typeof promotionsRepo>;
