import {
  BIRTH_LIST_LIMITS,
  BIRTH_LIST_SLUG_ALPHABET,
  BIRTH_LIST_SLUG_LENGTH,
  type BirthListFields,
  type BirthListGiftReceived,
  type BirthListSummary,
  type OwnBirthList,
  type PublicBirthList,
} from "../../../shared/birth-lists";
import { copies } from "../../../shared/copy";
import type { Lang } from "../../../shared/languages";
import type { ShippingCountry } from "../../../shared/shipping";
import { addDays, lisbonMoment } from "../../../shared/shop-day";
import type { CartRefreshLine } from "../../../shared/variants";
import type { Mail } from "../../integrations/mailer";
import { randomSlug, sameText } from "../../lib/crypto";
import { DomainError } from "../../lib/domain-error";
import { type CartDeps, currentCartLines } from "../cart/cart.service";
import { readableCode } from "../promotions/readable-code";
import type { BirthListItemRow, BirthListRow, BirthListsRepo } from "./birth-lists.repo";
import { dailyGiftsMail, giftReceivedMail, listClosedMail } from "./gift-received-mail";

export interface BirthListsDeps extends CartDeps {
  repo: BirthListsRepo;
  /** The owner's completion discount (the settings): percent off what remained, and the code's days. */
  discount: () => Promise<{ percent: number; days: number }>;
  /** Sends the e-mails a batch wrote (the outbox's). */
  deliverSoon: (ids: string[]) => void;
  /** The shop's configured origin: the e-mails' links. */
  origin: string;
  /** Writes these e-mails to the outbox, each once by its key: the ids of those written now. */
  writeMails: (mails: { id: string; mail: Mail; key: string }[]) => Promise<string[]>;
}

const DAY_MS = 86_400_000;
const notFound = () => new DomainError("birth_list_not_found", (t) => t.birthLists.errors.notFound);
const closed = () => new DomainError("birth_list_closed", (t) => t.birthLists.errors.closed);

/** A list is closed once the parents closed it or its closing day has passed ('YYYY-MM-DD', Lisbon). */
const isClosed = (l: BirthListRow, today: string) => l.closedAt !== null || l.closesOn < today;
/** The baby's name as typed, or 'Bebé' in the reader's language. */
const shownName = (l: BirthListRow, lang: Lang) => l.babyName || copies[lang].birthLists.defaultBabyName;

/** The list's products as sold today (cart-lines.ts): a product or variant no longer sold drops out of every view. */
async function productsOf(deps: BirthListsDeps, items: BirthListItemRow[], lang: Lang) {
  const current = await currentCartLines(
    deps,
    items.map((i) => ({ productId: i.productId, variantId: i.variantId })),
    lang,
  );
  const byVariant = new Map(current.filter((c): c is CartRefreshLine & { variantId: number } => c.variantId !== null).map((c) => [c.variantId, c]));
  return items.flatMap((i) => {
    const now = byVariant.get(i.variantId);
    if (!now) return [];
    return [
      {
        item: i,
        product: {
          productId: i.productId,
          variantId: i.variantId,
          name: now.name,
          sku: now.sku,
          imageKey: now.imageKey,
          size: now.size,
          color: now.color,
          packCount: now.packCount,
          priceCents: now.priceCents,
          salePriceCents: now.salePriceCents,
          essential: i.essential,
          wanted: i.wanted,
          available: now.stockQuantity > 0,
          stockQuantity: now.stockQuantity,
        },
      },
    ];
  });
}

/** The paid gifts' lines, one gift per order: who from, the message, the day, the products (oldest first). */
function giftsByOrder(rows: Awaited<ReturnType<BirthListsRepo["gifts"]>>): BirthListGiftReceived[] {
  const byOrder = new Map<string, BirthListGiftReceived>();
  for (const r of rows) {
    const gift = byOrder.get(r.orderId) ?? { from: r.giftFrom ?? "", message: r.giftMessage ?? "", paidAt: r.paidAt ?? "", items: [] };
    gift.items.push({ productId: r.productId, variantId: r.variantId, name: r.productName, quantity: r.quantity });
    byOrder.set(r.orderId, gift);
  }
  return [...byOrder.values()];
}

/**
 * The birth list (issue 50): the parents' lists (the account from the session, never from the request) and the page a
 * visitor reads by the list's address (and its code when the parents asked for one). A visitor's answer never holds the
 * parents' surname, address, e-mail or phone; the parents' answer hides what was offered while the list is a surprise.
 */
export function birthListsService(deps: BirthListsDeps, today: () => string) {
  const { repo } = deps;

  async function own(userId: string, id: string) {
    const list = await repo.ownedBy(userId, id);
    if (!list) throw notFound();
    return list;
  }

  /** A list by its address, as a visitor may see it: its code when the parents asked for one (compared in constant time). */
  async function visible(slug: string, code: string | undefined) {
    const list = await repo.bySlug(slug);
    if (!list) throw notFound();
    if (list.access === "code") {
      if (!code) throw new DomainError("birth_list_code_required", (t) => t.birthLists.errors.codeRequired, "codigo");
      if (!sameText(code.toUpperCase(), (list.accessCode ?? "").toUpperCase()))
        throw new DomainError("birth_list_code_wrong", (t) => t.birthLists.errors.codeWrong, "codigo");
    }
    return list;
  }

  /** A gift address must be one of the account's own saved addresses. */
  async function checkGiftAddress(userId: string, fields: BirthListFields) {
    if (fields.giftAddressId && !(await repo.ownsAddress(userId, fields.giftAddressId)))
      throw new DomainError("address_not_found", (t) => t.birthLists.validation.giftAddress, "giftAddressId");
  }

  /** The list a gift is for, open (an order's `gift` or a quote for it): seen as a visitor sees it. */
  async function openTarget(slug: string, code: string | undefined) {
    const list = await visible(slug, code);
    if (isClosed(list, today())) throw new DomainError("birth_list_closed", (t) => t.birthLists.gift.closed, "gift");
    return list;
  }

  async function ownView(list: BirthListRow, lang: Lang): Promise<OwnBirthList> {
    const [items, gifts] = await Promise.all([productsOf(deps, await repo.items(list.id), lang), repo.gifts(list.id)]);
    const hidden = list.surprise && list.revealedAt === null;
    return {
      id: list.id,
      slug: list.slug,
      babyName: list.babyName,
      surname: list.surname,
      expectedDate: list.expectedDate,
      closesOn: list.closesOn,
      message: list.message,
      coverProductId: list.coverProductId,
      coverImageKey: list.coverImageKey,
      access: list.access,
      accessCode: list.accessCode,
      searchable: list.searchable,
      surprise: list.surprise,
      giftMail: list.giftMail,
      giftAddressId: list.giftAddressId,
      closed: isClosed(list, today()),
      revealed: !hidden,
      somethingOffered: items.some((i) => i.item.offered > 0),
      items: items.map(({ item, product }) => ({ ...product, offered: hidden ? null : item.offered })),
      gifts: hidden ? null : giftsByOrder(gifts),
    };
  }

  return {
    async listOf(userId: string, lang: Lang): Promise<BirthListSummary[]> {
      const day = today();
      return (await repo.listOf(userId)).map((l) => ({
        id: l.id,
        slug: l.slug,
        babyName: shownName(l, lang),
        expectedDate: l.expectedDate,
        closesOn: l.closesOn,
        closed: isClosed(l, day),
        itemCount: l.itemCount,
      }));
    },

    /** A new list, in `lang`: the parents' e-mails about it are in it. */
    async create(userId: string, fields: BirthListFields, lang: Lang) {
      await checkGiftAddress(userId, fields);
      // A new address each time; two lists drawing the same 60 bits would fail the unique index and try again.
      for (let attempt = 0; ; attempt++) {
        try {
          const created = await repo.create(userId, randomSlug(BIRTH_LIST_SLUG_ALPHABET, BIRTH_LIST_SLUG_LENGTH), fields, BIRTH_LIST_LIMITS.lists, lang);
          if (!created) throw new DomainError("birth_list_limit", (t) => t.birthLists.errors.tooManyLists);
          return created.id;
        } catch (err) {
          if (attempt < 2 && String(err).includes("birth_lists.slug")) continue;
          throw err;
        }
      }
    },

    get: async (userId: string, id: string, lang: Lang) => ownView(await own(userId, id), lang),

    /**
     * A list the parents closed is reopened before it is changed; one closed only by its closing day may be edited, so
     * the parents can give it a later day (which opens it again).
     */
    async update(userId: string, id: string, fields: BirthListFields) {
      const list = await own(userId, id);
      await checkGiftAddress(userId, fields);
      if (list.closedAt !== null || !(await repo.update(userId, id, fields))) throw closed();
    },

    /** Closing is at once; reopening a list whose closing day has passed needs a later closing day as well (the edit). */
    async setClosed(userId: string, id: string, close: boolean) {
      if (!(await repo.setClosed(userId, id, close))) throw notFound();
    },

    async reveal(userId: string, id: string) {
      if (!(await repo.reveal(userId, id))) throw notFound();
    },

    async setItem(userId: string, id: string, variantId: number, wanted: number, essential: boolean) {
      const list = await own(userId, id);
      if (isClosed(list, today())) throw closed();
      if (await repo.setItem(userId, id, variantId, wanted, essential, BIRTH_LIST_LIMITS.items)) return;
      // Nothing written: the variant is not sold, or the list is full (or was closed meanwhile).
      const items = await repo.items(id);
      if (items.length >= BIRTH_LIST_LIMITS.items) throw new DomainError("birth_list_item_limit", (t) => t.birthLists.errors.tooManyItems);
      throw new DomainError("product_not_found", (t) => t.birthLists.errors.variantUnknown);
    },

    async removeItem(userId: string, id: string, variantId: number) {
      const list = await own(userId, id);
      if (isClosed(list, today())) throw closed();
      await repo.removeItem(userId, id, variantId);
    },

    /** The parents' order of the list's products: every product of the list, each once. */
    async reorder(userId: string, id: string, variantIds: number[]) {
      const list = await own(userId, id);
      if (isClosed(list, today())) throw closed();
      const held = (await repo.items(id)).map((i) => i.variantId).sort((a, b) => a - b);
      const asked = [...variantIds].sort((a, b) => a - b);
      if (held.length !== asked.length || held.some((v, i) => v !== asked[i]))
        throw new DomainError("birth_list_order_invalid", (t) => t.birthLists.errors.orderInvalid, "variantIds");
      await repo.reorder(userId, id, variantIds);
    },

    /**
     * The list as a visitor reads it, by its address; a list seen only with its code asks for it (compared in constant
     * time). Closed lists are shown as closed, with what was still wanted: wanted less what was offered and what gifts
     * not paid yet hold.
     */
    async publicView(slug: string, code: string | undefined, lang: Lang): Promise<PublicBirthList> {
      const list = await visible(slug, code);
      const items = await productsOf(deps, await repo.items(list.id), lang);
      return {
        slug: list.slug,
        babyName: shownName(list, lang),
        expectedDate: list.expectedDate,
        message: list.message,
        coverImageKey: list.coverImageKey,
        closesOn: list.closesOn,
        closed: isClosed(list, today()),
        delivery: list.giftCity && list.giftCountry ? { city: list.giftCity, country: list.giftCountry as ShippingCountry } : null,
        items: items.map(({ item, product }) => ({ ...product, remaining: Math.max(0, item.wanted - item.offered - item.held) })),
      };
    },

    /**
     * The list a gift is for (an order's `gift`, issue 50): seen as a visitor sees it (its code when asked for), and open.
     * Its id goes on the order's gift lines; the database holds their units on the list (migrations/0049).
     */
    giftTarget: async (slug: string, code: string | undefined) => ({ id: (await openTarget(slug, code)).id }),

    /**
     * Where a gift delivered to the parents goes (issue 50): their gift address, whole, for the quote and the parcel
     * only (never in an answer to the buyer); refused when the list is closed or its parents chose no gift address.
     */
    async giftDestination(slug: string, code: string | undefined) {
      const list = await openTarget(slug, code);
      const address = await repo.giftAddress(list.id);
      if (!address) throw new DomainError("birth_list_no_delivery", (t) => t.birthLists.gift.noDelivery, "deliverToList");
      return { listId: list.id, address };
    },

    /**
     * The parents' e-mail for a paid order's gift (issue 50), or none: no gift line, or parents who asked for a daily
     * summary instead. Written by the payment's own batch (the orders lifecycle), so it goes out once.
     */
    async giftMails(orderId: string): Promise<Mail[]> {
      const gift = await repo.giftOf(orderId);
      return gift && gift.giftMail === "each" ? [giftReceivedMail(gift, deps.origin)] : [];
    },

    /**
     * The closing run (issue 50, a job of the Cron Trigger): each list closed by its day (or by its parents more than a
     * day ago) is completed once — its parents get a single-use code, for their e-mail alone, of the owner's percentage
     * off the products that remained on it, valid the owner's days, and an e-mail with it. No code when nothing remained
     * or the owner's percentage is 0. How many lists were completed.
     */
    async completeClosed(at: Date = new Date(), limit = 50) {
      const { percent, days } = await deps.discount();
      let done = 0;
      for (const list of await repo.completionDue(today(), new Date(at.getTime() - DAY_MS).toISOString(), limit)) {
        const products = percent > 0 ? await repo.remainingProducts(list.id) : [];
        const atIso = at.toISOString();
        const lastDay = addDays(today(), days);
        const t = copies[list.language].birthLists.closedMail;
        const code =
          products.length > 0
            ? {
                promotionId: `birth-list-${list.id}`,
                name: t.promotionName(list.babyName || copies[list.language].birthLists.defaultBabyName),
                code: readableCode(t.codePrefix, 10),
                email: list.email,
                percent,
                // The code's last day is whole: it ends as the next day starts in Lisbon.
                endsAt: lisbonMoment(`${addDays(lastDay, 1)}T00:00`)!,
                productIds: products,
              }
            : null;
        const mail = code
          ? { id: crypto.randomUUID(), mail: listClosedMail(list, { code: code.code, percent, lastDay }), key: `birth-list:${list.id}:closed` }
          : null;
        if (await repo.complete(list.id, atIso, code, mail)) {
          done++;
          if (mail) deps.deliverSoon([mail.id]);
        }
      }
      return done;
    },

    /**
     * The daily summaries (issue 50, a job of the Cron Trigger): for each of the last `days` whole Lisbon days, one e-mail
     * per list whose parents asked for a summary and got gifts that day. Each day's e-mail of a list has its own key, so
     * every run may ask again and none goes twice. How many were written.
     */
    async dailySummaries(days = 2) {
      let written = 0;
      for (let back = days; back >= 1; back--) {
        const day = addDays(today(), -back);
        const rows = await repo.dailyGifts(lisbonMoment(`${day}T00:00`)!, lisbonMoment(`${addDays(day, 1)}T00:00`)!);
        const mails = [...new Set(rows.map((r) => r.listId))].map((listId) => ({
          id: crypto.randomUUID(),
          mail: dailyGiftsMail(
            rows.filter((r) => r.listId === listId),
            day,
            deps.origin,
          ),
          key: `birth-list:${listId}:daily:${day}`,
        }));
        const fresh = await deps.writeMails(mails);
        written += fresh.length;
        if (fresh.length > 0) deps.deliverSoon(fresh);
      }
      return written;
    },

    /** What is still wanted of these products of a list now (after a gift was refused, to name the one that ran out). */
    async remaining(listId: string) {
      return new Map((await repo.items(listId)).map((i) => [i.variantId, Math.max(0, i.wanted - i.offered - i.held)]));
    },

    /** Lists whose parents allowed finding them: only the name, the date and the address. */
    search: async (surname: string, expectedDate: string, lang: Lang) =>
      (await repo.searchable(surname, expectedDate)).map((l) => ({ slug: l.slug, babyName: shownName(l, lang), expectedDate: l.expectedDate })),
  };
}
export type BirthListsService = ReturnType<typeof birthListsService>;
