/** Business constants from SPEC §9. Shared by worker and web. */
export const FEATURED_LIMIT = 8;
export const PALETTE_LIMIT = 6;
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_MAX_CHARS = 100;
export const PAGE_SIZE = 52;
/** A search that finds few products offers at most this many matching some of its words: the results page, the palette. */
export const WAY_ON_PRODUCTS = 8;
export const WAY_ON_PALETTE_PRODUCTS = 3;
export const INFINITE_SCROLL_MARGIN_PX = 1000;
export const SKELETONS_FIRST_LOAD = 16;
export const SKELETONS_LOADING_MORE = 8;
/** Cards of a listing the worker draws (decisions/0022): the first screen's; the rest of the page follows in the browser. */
export const CARDS_DRAWN_FIRST = 12;
export const PRICE_SLIDER = { min: 0, max: 200, step: 1 } as const;
export const MAX_FOLDER_IMAGES = 50;
export const DETAIL_THUMBNAILS = 8;
export const TESTIMONIAL_INTERVAL_MS = 4000;
export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 4000;
export const IMAGE_EXTENSIONS = ["jpg", "jpeg", "png", "webp"] as const;

export const LISTING_SORTS = ["featured", "price-low", "price-high", "best-selling", "newest"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const SEARCH_SORTS = ["relevance", "price-low", "price-high", "name"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/**
 * The dispatch cut-off (Lisbon hour) and the working days of handling before dispatch, from which the delivery windows
 * are computed (issue 49, shared/delivery-dates.ts): the first values of the owner's settings of the same names.
 */
export const DISPATCH_CUTOFF_HOUR = 14;
export const HANDLING_DAYS = 0;

/**
 * A closed birth list's completion discount by default (issue 50; the owner changes it in the settings): 10 % off what
 * remained on the list, with a single-use code for the parents valid 60 days.
 */
export const BIRTH_LIST_DISCOUNT = { percent: 10, days: 60 } as const;

/**
 * A cart that is not forgotten (issue 50): by default its reminder goes out 4 hours after the cart last changed (the
 * owner's setting 'cartReminderHours', 1 to 72); an order placed within this many days of the reminder counts as a cart
 * recovered in the back-office.
 */
export const CART_REMINDER_HOURS = 4;
export const CART_RECOVERY_DAYS = 7;
