import { z } from "zod";
import { birthListsCopy } from "#copy/birth-lists";
import { validationCopy } from "#copy/validation";
import { copyKeys } from "./copy-keys";
import { MAX_CART_LINES, type ShippingCountry } from "./shipping";
import { cartLineSchema } from "./shipping-schemas";
import { addDays, shopToday } from "./shop-day";

const v = copyKeys(birthListsCopy).birthLists.validation;
const invalid = copyKeys(validationCopy).validation;

/**
 * The birth list's limits (issue 50), the same in the forms, the API and the tables' CHECKs: lists per account, products
 * per list, the wanted quantity of one product, and the texts' lengths.
 */
export const BIRTH_LIST_LIMITS = { lists: 10, items: 200, wanted: 50, babyName: 60, surname: 60, message: 500 } as const;
/** A list closes by default 8 weeks after the expected date; at most a year after it. */
export const DEFAULT_CLOSE_AFTER_DAYS = 56;
export const MAX_CLOSE_AFTER_DAYS = 365;
/** The list's address: 12 characters of this alphabet (60 random bits; no 0, 1, l or o, which are read alike). */
export const BIRTH_LIST_SLUG_ALPHABET = "23456789abcdefghijkmnpqrstuvwxyz";
export const BIRTH_LIST_SLUG_LENGTH = 12;
export const BIRTH_LIST_SLUG = new RegExp(`^[${BIRTH_LIST_SLUG_ALPHABET}]{${BIRTH_LIST_SLUG_LENGTH}}$`);

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
/** A calendar day 'YYYY-MM-DD' that exists (no 31 February). */
const isoDay = (message: string) =>
  z
    .string(message)
    .regex(ISO_DAY, message)
    .refine((d) => {
      const t = Date.parse(`${d}T00:00:00Z`);
      return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === d;
    }, message);

/** Plain text: trimmed, at most `max` characters, and no '<' or '>' (a message is text, never markup). */
const plainText = (max: number, long: string) =>
  z
    .string()
    .trim()
    .max(max, long)
    .refine((s) => !/[<>]/.test(s), v.markup);

export const BIRTH_LIST_ACCESS = ["link", "code"] as const;
export const BIRTH_LIST_GIFT_MAIL = ["each", "daily"] as const;

/**
 * A list as the parents write it (POST /api/birth-lists, PUT /api/birth-lists/:id). Who may see it: anyone with the
 * link, or only with the list's code as well; found by search only by surname and date when `searchable`. `surprise`
 * hides from the parents what was offered (only that something was) until they choose to see it. `closesOn` empty: 8
 * weeks after the expected date. The expected date is within a year of today (Lisbon), as checked at each parse.
 */
export const birthListInputSchema = z
  .object({
    babyName: plainText(BIRTH_LIST_LIMITS.babyName, v.babyNameLong).default(""),
    surname: plainText(BIRTH_LIST_LIMITS.surname, v.surnameLong).default(""),
    expectedDate: isoDay(v.expectedDate).refine((d) => Math.abs(dayNumber(d) - dayNumber(shopToday())) <= 366, v.expectedDateRange),
    closesOn: z
      .union([isoDay(v.closesOn), z.literal("")])
      .nullish()
      .transform((d) => d || null),
    message: plainText(BIRTH_LIST_LIMITS.message, v.messageLong).default(""),
    coverProductId: z.number().int().positive().nullish().default(null),
    access: z.enum(BIRTH_LIST_ACCESS).default("link"),
    accessCode: z
      .string()
      .trim()
      .nullish()
      .transform((s) => s || null)
      .refine((s) => s === null || /^[A-Za-z0-9]{4,20}$/.test(s), v.accessCode),
    searchable: z.boolean().default(false),
    surprise: z.boolean().default(false),
    giftMail: z.enum(BIRTH_LIST_GIFT_MAIL).default("each"),
    /** One of the parents' saved addresses that gifts may be sent to (visitors see its city only); null: none. */
    giftAddressId: z
      .union([z.uuid(v.giftAddress), z.literal("")])
      .nullish()
      .transform((id) => id || null),
  })
  .superRefine((l, ctx) => {
    if (l.access === "code" && !l.accessCode) ctx.addIssue({ code: "custom", message: v.accessCodeRequired, path: ["accessCode"] });
    if (l.searchable && !l.surname) ctx.addIssue({ code: "custom", message: v.searchNeedsSurname, path: ["surname"] });
    if (l.closesOn) {
      const after = dayNumber(l.closesOn) - dayNumber(l.expectedDate);
      if (after < 1 || after > MAX_CLOSE_AFTER_DAYS) ctx.addIssue({ code: "custom", message: v.closesOn, path: ["closesOn"] });
    }
  })
  .transform((l) => ({
    ...l,
    accessCode: l.access === "code" ? l.accessCode : null,
    closesOn: l.closesOn ?? addDays(l.expectedDate, DEFAULT_CLOSE_AFTER_DAYS),
  }));
export type BirthListInput = z.input<typeof birthListInputSchema>;
export type BirthListFields = z.output<typeof birthListInputSchema>;

/** One product of the list (PUT /api/birth-lists/:id/items/:variantId): how many are wanted, and whether essential. */
export const birthListItemSchema = z.object({
  wanted: z.number(v.wanted).int(v.wanted).min(1, v.wanted).max(BIRTH_LIST_LIMITS.wanted, v.wanted),
  essential: z.boolean().default(false),
});
export type BirthListItemInput = z.input<typeof birthListItemSchema>;

/** The list's products in the parents' order (POST /api/birth-lists/:id/items/order). */
export const birthListOrderSchema = z.object({
  variantIds: z.array(z.number().int().positive()).max(BIRTH_LIST_LIMITS.items),
});

export const birthListIdSchema = z.object({ id: z.uuid() });
export const birthListItemParamSchema = z.object({ id: z.uuid(), variantId: z.coerce.number().int().positive() });
export const birthListSlugSchema = z.object({ slug: z.string().regex(BIRTH_LIST_SLUG) });
/** The list's code, for a list seen only with it (GET /api/lists/:slug?codigo=). */
export const birthListCodeQuerySchema = z.object({ codigo: z.string().trim().max(40).optional() });
/**
 * A quote for a gift delivered to the parents (POST /api/lists/:slug/quotes): the list's code when asked for, and the
 * cart's lines; the destination is the parents' gift address, which the answer never shows.
 */
export const birthListQuoteSchema = z.object({
  code: z.string().trim().max(40).optional(),
  items: z.array(cartLineSchema).min(1, invalid.cartEmpty).max(MAX_CART_LINES, invalid.cartTooLong),
});
/** Finding a list (GET /api/lists?apelido=&data=): only lists whose parents allowed it, by surname and expected date. */
export const birthListSearchSchema = z.object({
  apelido: z.string(v.surnameShort).trim().min(2, v.surnameShort).max(BIRTH_LIST_LIMITS.surname, v.surnameLong),
  data: isoDay(v.expectedDate),
});

/** A gift's sender and message (issue 50): the parents read them; plain text. */
export const BIRTH_LIST_GIFT_LIMITS = { from: 80, message: 300 } as const;
const g = copyKeys(birthListsCopy).birthLists.gift;

/**
 * A gift from a list, as the order names it (issue 50): the list by its address, its code when the parents asked for
 * one, who it is from and a message for the parents.
 */
export const birthListGiftSchema = z.object({
  slug: z.string().regex(BIRTH_LIST_SLUG, g.listMissing),
  code: z.string().trim().max(40).optional(),
  from: z
    .string(g.fromRequired)
    .trim()
    .min(1, g.fromRequired)
    .max(BIRTH_LIST_GIFT_LIMITS.from, g.fromLong)
    .refine((s) => !/[<>]/.test(s), v.markup),
  message: plainText(BIRTH_LIST_GIFT_LIMITS.message, g.messageLong).default(""),
});
export type BirthListGift = z.input<typeof birthListGiftSchema>;

/** A product of a list: the variant as sold today. */
export interface BirthListProduct {
  productId: number;
  variantId: number;
  name: string;
  sku: string;
  imageKey: string | null;
  size: string | null;
  color: string | null;
  packCount: number | null;
  priceCents: number;
  salePriceCents: number | null;
  essential: boolean;
  wanted: number;
  /** Sold by the shop and in stock now; how many are in stock (the most a gift can take). */
  available: boolean;
  stockQuantity: number;
}

/** A product as a visitor reads it: how many are still wanted (wanted − offered, never below 0). */
export interface PublicBirthListItem extends BirthListProduct {
  remaining: number;
}

/** A list as a visitor sees it: never the parents' address, e-mail, phone or surname. */
export interface PublicBirthList {
  slug: string;
  babyName: string;
  expectedDate: string;
  message: string;
  coverImageKey: string | null;
  closesOn: string;
  closed: boolean;
  /**
   * Where the parents receive gifts, when they chose an address for it: its city and country only (the street, the
   * postal code and the name stay theirs); null: a gift goes to the buyer.
   */
  delivery: { city: string; country: ShippingCountry } | null;
  items: PublicBirthListItem[];
}

/**
 * A product as the parents read it: how many were offered, or null in surprise mode until they choose to see it (then
 * `somethingOffered` on the list says only whether anything was).
 */
export interface OwnBirthListItem extends BirthListProduct {
  offered: number | null;
}

/** A gift the parents received (a paid order's lines for the list): who from, their message, when, and what. */
export interface BirthListGiftReceived {
  from: string;
  message: string;
  paidAt: string;
  items: { productId: number; variantId: number; name: string; quantity: number }[];
}

/** The parents' own list: everything they set, with the name as typed (empty: 'Bebé' is shown). */
export interface OwnBirthList extends BirthListFields {
  id: string;
  slug: string;
  coverImageKey: string | null;
  closed: boolean;
  revealed: boolean;
  somethingOffered: boolean;
  items: OwnBirthListItem[];
  /** The gifts received, oldest first; null in surprise mode until the parents choose to see them. */
  gifts: BirthListGiftReceived[] | null;
}

/** A line of the parents' lists page. */
export interface BirthListSummary {
  id: string;
  slug: string;
  babyName: string;
  expectedDate: string;
  closesOn: string;
  closed: boolean;
  itemCount: number;
}
