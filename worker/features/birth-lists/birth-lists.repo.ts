import type { SavedAddress } from "../../../shared/address-rules";
import type { BirthListFields } from "../../../shared/birth-lists";
import type { Lang } from "../../../shared/languages";
import type { Db } from "../../db/client";
import type { Mail } from "../../integrations/mailer";
import { when } from "../../lib/sql-condition";
import type { OutboxRepo } from "../outbox/outbox.repo";

/** A list's row as the service reads it. */
export interface BirthListRow {
  id: string;
  slug: string;
  userId: string;
  babyName: string;
  surname: string;
  expectedDate: string;
  closesOn: string;
  message: string;
  coverProductId: number | null;
  coverImageKey: string | null;
  access: "link" | "code";
  accessCode: string | null;
  searchable: boolean;
  surprise: boolean;
  giftMail: "each" | "daily";
  /** The parents' saved address for gifts (issue 50), and its city and country: all a visitor may see of it. */
  giftAddressId: string | null;
  giftCity: string | null;
  giftCountry: string | null;
  closedAt: string | null;
  revealedAt: string | null;
}

/** The parents' gift address (issue 50), a saved address as an order keeps it for the parcel. */
export type GiftAddress = Omit<SavedAddress, "id" | "isDefault" | "createdAt">;

/** A product on a list, in the parents' order. */
export interface BirthListItemRow {
  productId: number;
  variantId: number;
  wanted: number;
  offered: number;
  /** Units in gifts not paid yet (migrations/0049). */
  held: number;
  essential: boolean;
  position: number;
}

const LIST_COLUMNS = `l.id, l.slug, l.user_id AS userId, l.baby_name AS babyName, l.surname, l.expected_date AS expectedDate,
  l.closes_on AS closesOn, l.message, l.cover_product_id AS coverProductId,
  (SELECT p.image_key FROM products p WHERE p.id = l.cover_product_id AND p.active = 1) AS coverImageKey,
  l.access, l.access_code AS accessCode, l.searchable, l.surprise, l.gift_mail AS giftMail, l.closed_at AS closedAt,
  l.revealed_at AS revealedAt, l.gift_address_id AS giftAddressId,
  (SELECT a.city FROM addresses a WHERE a.id = l.gift_address_id) AS giftCity,
  (SELECT a.country FROM addresses a WHERE a.id = l.gift_address_id) AS giftCountry`;

type RawList = Omit<BirthListRow, "searchable" | "surprise"> & { searchable: number; surprise: number };
const toList = (r: RawList): BirthListRow => ({ ...r, searchable: r.searchable === 1, surprise: r.surprise === 1 });

/** The fields in the order of the statements' parameters ?3–?14 (the gift address only when it is the account's own). */
const fieldValues = (f: BirthListFields) => [
  f.babyName,
  f.surname,
  f.expectedDate,
  f.closesOn,
  f.message,
  f.coverProductId,
  f.access,
  f.accessCode,
  f.searchable ? 1 : 0,
  f.surprise ? 1 : 0,
  f.giftMail,
  f.giftAddressId,
];

/** The birth lists and their products (issue 50). Every parent's read and write names the account: another's list is not there. */
export function birthListsRepo(db: Db, outbox: OutboxRepo) {
  const d1 = db.$client;
  return {
    /** The account's lists, newest first, with how many products each holds. */
    listOf: async (userId: string) =>
      (
        await d1
          .prepare(
            `SELECT ${LIST_COLUMNS}, (SELECT count(*) FROM birth_list_items i WHERE i.list_id = l.id) AS itemCount
             FROM birth_lists l WHERE l.user_id = ?1 ORDER BY l.created_at DESC, l.rowid DESC`,
          )
          .bind(userId)
          .all<RawList & { itemCount: number }>()
      ).results.map((r) => ({ ...toList(r), itemCount: r.itemCount })),

    /** One of the account's lists, or null (another account's included). */
    ownedBy: async (userId: string, id: string) => {
      const r = await d1.prepare(`SELECT ${LIST_COLUMNS} FROM birth_lists l WHERE l.id = ?1 AND l.user_id = ?2`).bind(id, userId).first<RawList>();
      return r ? toList(r) : null;
    },

    /** Whether this saved address is the account's (a list's gift address must be). */
    ownsAddress: async (userId: string, addressId: string) =>
      (await d1.prepare("SELECT 1 AS one FROM addresses WHERE id = ?1 AND user_id = ?2").bind(addressId, userId).first()) !== null,

    /** The parents' gift address of a list (issue 50), whole: the parcel's destination, never a visitor's answer. */
    giftAddress: (listId: string) =>
      d1
        .prepare(
          `SELECT a.first_name AS firstName, a.full_name AS fullName, a.phone, a.country, a.zip_code AS zipCode, a.address, a.number,
                  a.complement, a.neighborhood, a.city, a.state, a.property_type AS propertyType
           FROM birth_lists l JOIN addresses a ON a.id = l.gift_address_id AND a.user_id = l.user_id WHERE l.id = ?1`,
        )
        .bind(listId)
        .first<GiftAddress>(),

    bySlug: async (slug: string) => {
      const r = await d1.prepare(`SELECT ${LIST_COLUMNS} FROM birth_lists l WHERE l.slug = ?1`).bind(slug).first<RawList>();
      return r ? toList(r) : null;
    },

    /** Lists whose parents allowed finding them, by expected date and surname (either case, as typed). */
    searchable: async (surname: string, expectedDate: string) =>
      (
        await d1
          .prepare(
            `SELECT ${LIST_COLUMNS} FROM birth_lists l
             WHERE l.expected_date = ?1 AND l.searchable = 1 AND l.closed_at IS NULL AND lower(l.surname) = lower(?2)
             ORDER BY l.created_at DESC LIMIT 20`,
          )
          .bind(expectedDate, surname)
          .all<RawList>()
      ).results.map(toList),

    /** One statement: nothing is written once the account holds `max` lists (parallel creations included). Null then. */
    create: async (userId: string, slug: string, f: BirthListFields, max: number, language: Lang) =>
      d1
        .prepare(
          `INSERT INTO birth_lists (id, slug, user_id, baby_name, surname, expected_date, closes_on, message, cover_product_id,
             access, access_code, searchable, surprise, gift_mail, gift_address_id, language)
           SELECT ?15, ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13,
                  (SELECT id FROM addresses WHERE id = ?14 AND user_id = ?2), ?17
           WHERE (SELECT count(*) FROM birth_lists WHERE user_id = ?2) < ?16
           RETURNING id`,
        )
        .bind(slug, userId, ...fieldValues(f), crypto.randomUUID(), max, language)
        .first<{ id: string }>(),

    /** Changes an open list of the account; false when it is not theirs or is closed. */
    update: async (userId: string, id: string, f: BirthListFields) =>
      (
        await d1
          .prepare(
            `UPDATE birth_lists SET baby_name = ?3, surname = ?4, expected_date = ?5, closes_on = ?6, message = ?7,
               cover_product_id = ?8, access = ?9, access_code = ?10, searchable = ?11, surprise = ?12, gift_mail = ?13,
               gift_address_id = (SELECT id FROM addresses WHERE id = ?14 AND user_id = ?2),
               updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
             WHERE id = ?1 AND user_id = ?2 AND closed_at IS NULL`,
          )
          .bind(id, userId, ...fieldValues(f))
          .run()
      ).meta.changes === 1,

    /** Closes (now) or reopens the account's list; false when it is not theirs. */
    setClosed: async (userId: string, id: string, closed: boolean) =>
      (
        await d1
          .prepare(
            `UPDATE birth_lists SET closed_at = CASE WHEN ?3 = 1 THEN coalesce(closed_at, strftime('%Y-%m-%dT%H:%M:%fZ','now')) END,
               updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
             WHERE id = ?1 AND user_id = ?2`,
          )
          .bind(id, userId, closed ? 1 : 0)
          .run()
      ).meta.changes === 1,

    /** A surprise list's parents choose to see what was offered. */
    reveal: async (userId: string, id: string) =>
      (
        await d1
          .prepare(`UPDATE birth_lists SET revealed_at = coalesce(revealed_at, strftime('%Y-%m-%dT%H:%M:%fZ','now')) WHERE id = ?1 AND user_id = ?2`)
          .bind(id, userId)
          .run()
      ).meta.changes === 1,

    /**
     * The list's paid gifts (issue 50), oldest first: who from, their message, and each line's units less what was put back
     * in stock (a restocked gift is no longer offered: migrations/0049); lines with nothing left drop out.
     */
    gifts: async (listId: string) =>
      (
        await d1
          .prepare(
            `SELECT o.id AS orderId, o.gift_from AS giftFrom, o.gift_message AS giftMessage, o.paid_at AS paidAt,
                    i.product_id AS productId, i.variant_id AS variantId, i.product_name AS productName,
                    i.quantity - coalesce((SELECT sum(json_extract(a.detail, '$.quantity')) FROM audit_log a
                      WHERE a.order_id = o.id AND a.action = 'order.restocked' AND json_extract(a.detail, '$.variantId') = i.variant_id), 0) AS quantity
             FROM order_items i JOIN orders o ON o.id = i.order_id
             WHERE i.birth_list_id = ?1 AND o.status IN ('paid', 'processing', 'shipped', 'delivered')
             ORDER BY o.paid_at, o.id`,
          )
          .bind(listId)
          .all<{
            orderId: string;
            giftFrom: string | null;
            giftMessage: string | null;
            paidAt: string | null;
            productId: number;
            variantId: number;
            productName: string;
            quantity: number;
          }>()
      ).results.filter((r) => r.quantity > 0),

    /**
     * The list a paid order's gift lines are for, with what its parents' e-mail about it needs (issue 50): their address
     * and language, how they hear of gifts, whether it is a surprise, the sender, the message and the lines; or null.
     */
    async giftOf(orderId: string) {
      const head = await d1
        .prepare(
          `SELECT l.id AS listId, l.slug, l.baby_name AS babyName, l.gift_mail AS giftMail, l.surprise, l.revealed_at AS revealedAt,
                  l.language, u.email, o.gift_from AS giftFrom, o.gift_message AS giftMessage
           FROM order_items i JOIN birth_lists l ON l.id = i.birth_list_id JOIN users u ON u.id = l.user_id JOIN orders o ON o.id = i.order_id
           WHERE i.order_id = ?1 LIMIT 1`,
        )
        .bind(orderId)
        .first<{
          listId: string;
          slug: string;
          babyName: string;
          giftMail: "each" | "daily";
          surprise: number;
          revealedAt: string | null;
          language: Lang;
          email: string;
          giftFrom: string | null;
          giftMessage: string | null;
        }>();
      if (!head) return null;
      const { results } = await d1
        .prepare("SELECT product_name AS name, quantity FROM order_items WHERE order_id = ?1 AND birth_list_id = ?2 ORDER BY rowid")
        .bind(orderId, head.listId)
        .all<{ name: string; quantity: number }>();
      return { ...head, surprise: head.surprise === 1 && head.revealedAt === null, lines: results };
    },

    /**
     * Lists the closing run completes (issue 50): closed by their closing day, or by their parents more than a day ago (a
     * close undone at once gives no code), and not completed yet; with the parents' address and language.
     */
    completionDue: async (today: string, closedBefore: string, limit: number) =>
      (
        await d1
          .prepare(
            `SELECT l.id, l.baby_name AS babyName, l.language, u.email FROM birth_lists l JOIN users u ON u.id = l.user_id
             WHERE l.completed_at IS NULL AND (l.closes_on < ?1 OR l.closed_at < ?2)
             ORDER BY l.closes_on LIMIT ?3`,
          )
          .bind(today, closedBefore, limit)
          .all<{ id: string; babyName: string; language: Lang; email: string }>()
      ).results,

    /**
     * The gifts paid between `fromIso` and `toIso` to lists whose parents asked for a daily summary (issue 50), a row per
     * gift line, with the parents' address and language; oldest first.
     */
    dailyGifts: async (fromIso: string, toIso: string) =>
      (
        await d1
          .prepare(
            `SELECT l.id AS listId, l.baby_name AS babyName, l.language, l.surprise, l.revealed_at AS revealedAt, u.email,
                    o.id AS orderId, o.gift_from AS giftFrom, o.gift_message AS giftMessage, i.product_name AS productName, i.quantity
             FROM order_items i JOIN orders o ON o.id = i.order_id JOIN birth_lists l ON l.id = i.birth_list_id JOIN users u ON u.id = l.user_id
             WHERE l.gift_mail = 'daily' AND o.paid_at >= ?1 AND o.paid_at < ?2 AND o.status IN ('paid', 'processing', 'shipped', 'delivered')
             ORDER BY l.id, o.paid_at, o.id, i.rowid`,
          )
          .bind(fromIso, toIso)
          .all<{
            listId: string;
            babyName: string;
            language: Lang;
            surprise: number;
            revealedAt: string | null;
            email: string;
            orderId: string;
            giftFrom: string | null;
            giftMessage: string | null;
            productName: string;
            quantity: number;
          }>()
      ).results,

    /** The products of the list still wanted when it closed (wanted more than were offered). */
    remainingProducts: async (listId: string) =>
      (
        await d1
          .prepare("SELECT DISTINCT product_id AS id FROM birth_list_items WHERE list_id = ?1 AND wanted > offered ORDER BY product_id")
          .bind(listId)
          .all<{ id: number }>()
      ).results.map((r) => r.id),

    /**
     * The list completed once, in one batch: marked at `atIso`, and only by the batch that marked it, its parents' code (a
     * single-use code of a promotion of its own: `percent` off the remaining products until `endsAt`, for their e-mail
     * alone) and their e-mail. A second run, or two at once, writes nothing more. false when another run was first.
     */
    async complete(
      listId: string,
      atIso: string,
      code: { promotionId: string; name: string; code: string; email: string; percent: number; endsAt: string; productIds: number[] } | null,
      mail: { id: string; mail: Mail; key: string } | null,
    ) {
      const mine = "(SELECT completed_at FROM birth_lists WHERE id = ?1) = ?2";
      // Two runs in the same millisecond both read `mine` true: the promotion's id (one per list) then aborts the second
      // batch whole, its mark included.
      const batch = d1.batch([
        d1.prepare("UPDATE birth_lists SET completed_at = ?2 WHERE id = ?1 AND completed_at IS NULL").bind(listId, atIso),
        ...(code
          ? [
              d1
                .prepare(
                  `INSERT INTO promotions (id, name, kind, percent, ends_at, max_uses, max_uses_per_customer, product_ids, system)
                   SELECT ?3, ?4, 'percent', ?5, ?6, 1, 1, ?7, 1 WHERE ${mine}`,
                )
                .bind(listId, atIso, code.promotionId, code.name, code.percent, code.endsAt, JSON.stringify(code.productIds)),
              d1
                .prepare(`INSERT INTO discount_codes (code, promotion_id, email, single_use, expires_at) SELECT ?3, ?4, ?5, 1, ?6 WHERE ${mine}`)
                .bind(listId, atIso, code.code, code.promotionId, code.email.toLowerCase(), code.endsAt),
            ]
          : []),
        ...outbox.mailWhen(mail, when("(SELECT completed_at FROM birth_lists WHERE id = :list) = :at", { list: listId, at: atIso })),
      ]);
      try {
        return ((await batch)[0]?.meta.changes ?? 0) === 1;
      } catch (err) {
        if (String(err).includes("promotions.id")) return false;
        throw err;
      }
    },

    items: async (listId: string) =>
      (
        await d1
          .prepare(
            `SELECT product_id AS productId, variant_id AS variantId, wanted, offered, held, essential, position
             FROM birth_list_items WHERE list_id = ?1 ORDER BY position, rowid`,
          )
          .bind(listId)
          .all<Omit<BirthListItemRow, "essential"> & { essential: number }>()
      ).results.map((r) => ({ ...r, essential: r.essential === 1 })),

    /**
     * Puts an active variant on the account's open list, or sets its quantity and mark when it is there; a new one goes
     * last. One statement: nothing is written when the list is not the account's, is closed, the variant is not sold, or
     * the list holds `max` products already (parallel additions included). Returns whether a row was written.
     */
    setItem: async (userId: string, listId: string, variantId: number, wanted: number, essential: boolean, max: number) =>
      (
        await d1
          .prepare(
            `INSERT INTO birth_list_items (list_id, variant_id, product_id, wanted, essential, position)
             SELECT l.id, v.id, v.product_id, ?4, ?5, coalesce((SELECT max(position) + 1 FROM birth_list_items WHERE list_id = l.id), 0)
             FROM birth_lists l, product_variants v JOIN products p ON p.id = v.product_id
             WHERE l.id = ?2 AND l.user_id = ?1 AND l.closed_at IS NULL AND v.id = ?3 AND v.active = 1 AND p.active = 1
               AND (EXISTS (SELECT 1 FROM birth_list_items WHERE list_id = l.id AND variant_id = v.id)
                    OR (SELECT count(*) FROM birth_list_items WHERE list_id = l.id) < ?6)
             ON CONFLICT (list_id, variant_id) DO UPDATE SET wanted = excluded.wanted, essential = excluded.essential`,
          )
          .bind(userId, listId, variantId, wanted, essential ? 1 : 0, max)
          .run()
      ).meta.changes === 1,

    /** Takes a product off the account's open list; false when nothing was removed. */
    removeItem: async (userId: string, listId: string, variantId: number) =>
      (
        await d1
          .prepare(
            `DELETE FROM birth_list_items WHERE list_id = ?2 AND variant_id = ?3
               AND EXISTS (SELECT 1 FROM birth_lists WHERE id = ?2 AND user_id = ?1 AND closed_at IS NULL)`,
          )
          .bind(userId, listId, variantId)
          .run()
      ).meta.changes === 1,

    /** The parents' order: the list's products (all of them, as the service checks) take their places in one batch. */
    reorder: async (userId: string, listId: string, variantIds: number[]) => {
      if (variantIds.length === 0) return;
      await d1.batch(
        variantIds.map((variantId, position) =>
          d1
            .prepare(
              `UPDATE birth_list_items SET position = ?4 WHERE list_id = ?2 AND variant_id = ?3
                 AND EXISTS (SELECT 1 FROM birth_lists WHERE id = ?2 AND user_id = ?1 AND closed_at IS NULL)`,
            )
            .bind(userId, listId, variantId, position),
        ),
      );
    },
  };
}
export type BirthListsRepo = ReturnType<typeof birthListsRepo>;
