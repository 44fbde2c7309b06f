import type { Lang } from "../../../shared/languages";
import { DEFAULT_ORDER_LINE_MAX_UNITS } from "../../../shared/shipping";
import type { Db } from "../../db/client";

export interface NewOrder {
  id: string;
  /** null: a guest's order (issue 44; its e-mail is the recipient address's `guestEmail`). */
  userId: string | null;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
  shippingCountry: string;
  shippingPostalCode: string;
  shippingServiceName: string;
  shippingDelay: string;
  /** The option's transit in working days (issue 49): the promise is counted from it when the order is paid. */
  transitDays: [number, number] | null;
  recipientAddress: unknown;
  shippingQuoteId: string;
  items: {
    productId: number;
    variantId: number;
    quantity: number;
    unitPriceCents: number;
    /** The code's discount on the line (issue 47). */
    discountCents: number;
    /** The regular price of a unit (above `unitPriceCents` when on sale: the sales' report). */
    regularPriceCents?: number;
    productName: string;
    imageKey: string | null;
    /** The birth list this line is a gift for (issue 50): its units are held on the list (migrations/0049's triggers). */
    birthListId?: string | null;
  }[];
  /** A birth list's gift (issue 50): who it is from and their message for the parents. */
  gift?: { from: string; message: string } | null;
  /** A gift sent to the parents (issue 50): their address, the parcel's destination (`recipientAddress` stays the buyer's). */
  giftDelivery?: Record<string, unknown> | null;
  /**
   * The code the order uses (issue 47): its promotion, whether it is single use (redeemed by this order), the buyer's
   * e-mail (per-customer caps) and what it gave (the lines' discount and any delivery waived).
   */
  promotion: { id: string; code: string; singleUse: boolean; email: string; discountCents: number } | null;
  /** The language it is placed in: its e-mails' (decisions/0040). */
  language: Lang;
  /** 'Pretende fatura com NIF?' (issue 33): the number the invoice names, and the name beside it; null: consumidor final. */
  invoiceNif: string | null;
  invoiceName: string | null;
}

/**
 * Why a reservation batch was refused: a variant's stock would go below zero, the discount code was already used, the
 * customer already holds two pending orders, a line passes the per-line limit, or the customer would hold more than
 * their share of a variant's stock (decisions/0050).
 */
export type ReserveRefusal = "stock" | "discount" | "cap" | "customer-limit" | "pending" | "line" | "share" | WelcomeRefusal | GiftRefusal;
/**
 * A gift line for a birth list (migrations/0049): the product was offered (or is held by another gift) up to what the
 * parents want (`gift-offered`), or it is no longer on the list (`gift-gone`).
 */
type GiftRefusal = "gift-offered" | "gift-gone";
/**
 * The welcome code's 'first purchase' (migrations/0033, issue 43): another order of the customer is pending or paid
 * (`first-purchase`), or their discounted order is still pending (`welcome-pending`).
 */
type WelcomeRefusal = "first-purchase" | "welcome-pending";

/**
 * Orders and their stock reservation. The order, its lines, the stock decrements and the code's use (issue 47)
 * are ONE D1 batch (one transaction): a CHECK constraint that a statement violates aborts all of it, so a shortfall
 * or a code used in the meantime leaves no order, no line and no stock change behind (DESIGN §5). Its last statement
 * checks the order against the per-line limit (`lineLimit`) and the customer's share of each variant's stock
 * (migrations/0032's `stock_hold_checks`), as the batch left the stock: parallel orders cannot step around it.
 */
export function ordersRepo(db: Db, lineLimit = DEFAULT_ORDER_LINE_MAX_UNITS) {
  const d1 = db.$client;
  return {
    async reserve(o: NewOrder, nowIso: string): Promise<{ ok: true } | { ok: false; refused: ReserveRefusal }> {
      const statements = [
        d1
          .prepare(
            `INSERT INTO orders (id, user_id, status, subtotal_cents, discount_cents, shipping_cents, total_cents, shipping_country, shipping_postal_code,
               shipping_service_name, shipping_delay, recipient_address, shipping_quote_id, language, invoice_nif, invoice_name, transit_days_min, transit_days_max,
               gift_from, gift_message, gift_delivery)
             VALUES (?1, ?2, 'pending', ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20)`,
          )
          .bind(
            o.id,
            o.userId,
            o.subtotalCents,
            o.discountCents,
            o.shippingCents,
            o.totalCents,
            o.shippingCountry,
            o.shippingPostalCode,
            o.shippingServiceName,
            o.shippingDelay,
            JSON.stringify(o.recipientAddress),
            o.shippingQuoteId,
            o.language,
            o.invoiceNif,
            o.invoiceName,
            o.transitDays?.[0] ?? null,
            o.transitDays?.[1] ?? null,
            o.gift?.from ?? null,
            o.gift?.message ?? null,
            o.giftDelivery ? JSON.stringify(o.giftDelivery) : null,
          ),
        ...o.items.flatMap((it) => [
          d1
            .prepare(
              // The line keeps the VAT category its price included (issue 33): the invoice's rate, whatever the product becomes.
              // The scheduled sale its price comes from (issue 47): the variant's own, else its product's when it follows the product's price.
              // A gift line (issue 50) holds its units on its birth list: trigger order_items_birth_list_hold (docs/database-rules.md).
              `INSERT INTO order_items (id, order_id, product_id, variant_id, quantity, unit_price_cents, product_name, image_key, tax_category, discount_cents,
                 regular_price_cents, birth_list_id, sale_id)
               VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, (SELECT tax_category FROM products WHERE id = ?3), ?9, ?10, ?11,
                 coalesce((SELECT sale_id FROM scheduled_sale_variants WHERE variant_id = ?4),
                   (SELECT sale_id FROM scheduled_sale_products WHERE product_id = ?3 AND (SELECT price_cents FROM product_variants WHERE id = ?4) IS NULL)))`,
            )
            .bind(
              crypto.randomUUID(),
              o.id,
              it.productId,
              it.variantId,
              it.quantity,
              it.unitPriceCents,
              it.productName,
              it.imageKey,
              it.discountCents,
              it.regularPriceCents ?? null,
              it.birthListId ?? null,
            ),
          // Below zero violates the CHECK product_variants_stock_nonnegative (docs/database-rules.md) and aborts the batch.
          d1.prepare("UPDATE product_variants SET stock_quantity = stock_quantity - ?1 WHERE id = ?2").bind(it.quantity, it.variantId),
        ]),
      ];
      if (o.promotion) {
        const p = o.promotion;
        // A single-use code redeemed in the meantime: trigger discount_codes_single_use aborts the batch. The use row's
        // triggers (docs/database-rules.md) abort it past the promotion's cap, the customer's cap, or a first purchase.
        if (p.singleUse) statements.push(d1.prepare("UPDATE discount_codes SET redeemed_at = ?1, order_id = ?2 WHERE code = ?3").bind(nowIso, o.id, p.code));
        statements.push(
          d1
            .prepare("INSERT INTO promotion_uses (order_id, promotion_id, code, user_id, email, discount_cents) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
            .bind(o.id, p.id, p.code, o.userId, p.email, p.discountCents),
        );
      }
      // Trigger stock_hold_checks_insert (docs/database-rules.md): a line above the limit, or more than the customer's share held, aborts the batch.
      statements.push(d1.prepare("INSERT INTO stock_hold_checks (order_id, line_limit) VALUES (?1, ?2)").bind(o.id, lineLimit));
      try {
        await d1.batch(statements);
        return { ok: true };
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        if (message.includes("product_variants_stock_nonnegative")) return { ok: false, refused: "stock" };
        if (message.includes("discount_code_used")) return { ok: false, refused: "discount" };
        if (message.includes("promotion_cap_reached")) return { ok: false, refused: "cap" };
        if (message.includes("promotion_customer_limit")) return { ok: false, refused: "customer-limit" };
        // Trigger orders_pending_limit (docs/database-rules.md): the customer already holds two pending orders.
        if (message.includes("pending_order_limit")) return { ok: false, refused: "pending" };
        // Trigger stock_hold_checks_insert (docs/database-rules.md): a line above the limit, or more than the customer's share.
        if (message.includes("order_line_limit")) return { ok: false, refused: "line" };
        if (message.includes("stock_share_limit")) return { ok: false, refused: "share" };
        // Triggers discount_codes_first_purchase and orders_welcome_order_pending (docs/database-rules.md): the welcome code is for the first purchase.
        if (message.includes("welcome_code_first_purchase")) return { ok: false, refused: "first-purchase" };
        if (message.includes("welcome_order_pending")) return { ok: false, refused: "welcome-pending" };
        // Triggers birth_list_items_within_wanted and order_items_birth_list_hold (docs/database-rules.md, issue 50).
        if (message.includes("birth_list_item_offered")) return { ok: false, refused: "gift-offered" };
        if (message.includes("birth_list_item_gone")) return { ok: false, refused: "gift-gone" };
        throw err;
      }
    },

    /** The stock left of these variants now (after a refused reservation, to say what is left). */
    async stockOf(variantIds: number[]): Promise<Map<number, number>> {
      const { results } = await d1
        .prepare(`SELECT id, stock_quantity FROM product_variants WHERE id IN (${variantIds.map((_, i) => `?${i + 1}`).join(",")})`)
        .bind(...variantIds)
        .all<{ id: number; stock_quantity: number }>();
      return new Map(results.map((r) => [r.id, r.stock_quantity]));
    },

    /** The units of these variants the customer holds in pending orders now (their share of the stock, decisions/0050). */
    async heldBy(userId: string, variantIds: number[]): Promise<Map<number, number>> {
      const { results } = await d1
        .prepare(
          `SELECT i.variant_id AS id, sum(i.quantity) AS held FROM orders o JOIN order_items i ON i.order_id = o.id
           WHERE o.user_id = ?1 AND o.status = 'pending' AND i.variant_id IN (${variantIds.map((_, i) => `?${i + 2}`).join(",")})
           GROUP BY i.variant_id`,
        )
        .bind(userId, ...variantIds)
        .all<{ id: number; held: number }>();
      return new Map(results.map((r) => [r.id, r.held]));
    },
  };
}
export type OrdersRepo = ReturnType<typeof ordersRepo>;
