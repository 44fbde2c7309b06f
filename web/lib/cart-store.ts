import { shopCopy } from "#copy/shop";
import { effectivePriceCents } from "../../shared/money";
import { DEFAULT_ORDER_LINE_MAX_UNITS } from "../../shared/shipping";
import { type CartRefreshLine, type OptionValues, variantLabel } from "../../shared/variants";

/**
 * SPEC §3 cart item, one per variant, plus what the cart needs to never lie: the stock it last saw and changes
 * to show. `variantId` null is the product's only variant (and what carts saved before variants hold).
 */
export interface CartItem {
  id: number;
  variantId: number | null;
  /** The chosen options, e.g. "0-3 meses · Branco"; absent for a product without options. */
  options?: string;
  /** The chosen option values, so the line links to the product page with them chosen. */
  optionValues?: OptionValues;
  name: string;
  priceCents: number;
  imageKey: string | null;
  sku: string;
  quantity: number;
  stockQuantity: number;
  /** Set by a refresh: the product is withdrawn or out of stock. */
  unavailable?: boolean;
  /** Set by a refresh with `unavailable`: the product is still sold, only its stock is 0 (not withdrawn). */
  outOfStock?: boolean;
  /** Set by a refresh when the price changed since it was added. */
  previousPriceCents?: number;
  /** Set by a refresh when the quantity had to be lowered to the stock. */
  adjustedTo?: number;
  /** Set by a refresh with `unavailable`: the product now comes in several options and this line names none. */
  needsOptions?: boolean;
  /** A gift for the birth list the cart's gift names (lib/cart-gift.ts, issue 50). */
  forList?: boolean;
}

/** What can be put in the cart: a product as listed (its only variant) or a chosen variant of it. */
export interface CartProduct {
  id: number;
  name: string;
  priceCents: number;
  salePriceCents: number | null;
  imageKey: string | null;
  sku: string;
  stockQuantity: number;
  variantId?: number | null;
  /** The chosen variant's option labels (shared/variants.ts variantLabel) and values. */
  optionsLabel?: string;
  optionValues?: OptionValues;
}

/** A line's identity: the product and its variant. */
export type LineRef = Pick<CartItem, "id" | "variantId">;
const same = (a: LineRef, b: LineRef) => a.id === b.id && (a.variantId ?? null) === (b.variantId ?? null);

/** SPEC §3: saved on every change under a product-specific key ending in "cart". */
export const CART_KEY = "mae-bebe-cart";

type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * The empty cart: one array, also the worker's drawing's (`useCart`'s server snapshot). Taking over a drawn page, React
 * compares the browser's cart with the drawing's; a fresh empty array would differ and re-render every part that shows
 * the cart at once, in one task, though nothing changed.
 */
export const EMPTY_CART: CartItem[] = [];
let items: CartItem[] = load();

function load(): CartItem[] {
  try {
    const raw = typeof localStorage === "undefined" ? null : localStorage.getItem(CART_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    // Carts saved before variants have no variantId: the product's only variant (checked by the next refresh).
    const list = Array.isArray(parsed) ? parsed.filter(isItem).map((i) => ({ ...i, variantId: i.variantId ?? null })) : [];
    return list.length > 0 ? list : EMPTY_CART;
  } catch {
    return EMPTY_CART;
  }
}

function isItem(v: unknown): v is CartItem {
  const i = v as CartItem;
  return !!i && Number.isInteger(i.id) && typeof i.name === "string" && Number.isInteger(i.priceCents) && Number.isInteger(i.quantity) && i.quantity > 0;
}

function commit(next: CartItem[]) {
  items = next;
  try {
    localStorage.setItem(CART_KEY, JSON.stringify(items));
  } catch {
    /* storage full or blocked: the cart still works for this visit */
  }
  for (const l of listeners) l();
}

if (typeof window !== "undefined") {
  // Another tab changed the cart: follow it.
  window.addEventListener("storage", (e) => {
    if (e.key === CART_KEY) {
      items = load();
      for (const l of listeners) l();
    }
  });
}

/** The lines of the order this tab just placed, for its cancel link (issue 44). */
const PLACED_KEY = "mae-bebe-placed-order";

function readPlaced(): { orderId: string; items: CartItem[] } | null {
  try {
    const raw = typeof sessionStorage === "undefined" ? null : sessionStorage.getItem(PLACED_KEY);
    const v = raw ? (JSON.parse(raw) as { orderId?: unknown; items?: unknown }) : null;
    return v && typeof v.orderId === "string" && Array.isArray(v.items) ? { orderId: v.orderId, items: v.items.filter(isItem) } : null;
  } catch {
    return null;
  }
}

function forgetPlaced() {
  try {
    sessionStorage.removeItem(PLACED_KEY);
  } catch {
    /* storage blocked: nothing was kept */
  }
}

export type AddResult = { kind: "out-of-stock" } | { kind: "added"; quantity: number } | { kind: "capped"; quantity: number; stock: number };

/**
 * The most one line can hold: the variant's stock, and never more than an order takes per line (the server's limit: what
 * a household buys, decisions/0050; an owner who sets another limit is answered by the order's own message).
 */
export const lineMax = (stock: number) => Math.min(stock, DEFAULT_ORDER_LINE_MAX_UNITS);

export const cartStore = {
  subscribe(l: Listener) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  getSnapshot: () => items,

  /**
   * SPEC §4: an existing line goes up by the quantity, a new one starts at it; never above the variant's stock. `forList`:
   * the line becomes a gift for the cart's birth list (issue 50); otherwise it keeps what it was.
   */
  add(p: CartProduct, quantity = 1, { forList }: { forList?: boolean } = {}): AddResult {
    if (p.stockQuantity <= 0) return { kind: "out-of-stock" };
    const ref: LineRef = { id: p.id, variantId: p.variantId ?? null };
    const existing = items.find((i) => same(i, ref));
    const before = existing && !existing.unavailable ? existing.quantity : 0;
    const wanted = before + quantity;
    const next = Math.min(wanted, lineMax(p.stockQuantity));
    const line: CartItem = {
      ...ref,
      ...(p.optionsLabel ? { options: p.optionsLabel } : {}),
      ...(p.optionValues ? { optionValues: p.optionValues } : {}),
      name: p.name,
      priceCents: effectivePriceCents(p),
      imageKey: p.imageKey,
      sku: p.sku,
      quantity: next,
      stockQuantity: p.stockQuantity,
      ...(forList || existing?.forList ? { forList: true } : {}),
    };
    commit(existing ? items.map((i) => (same(i, ref) ? line : i)) : [...items, line]);
    return next < wanted ? { kind: "capped", quantity: next - before, stock: lineMax(p.stockQuantity) } : { kind: "added", quantity: next - before };
  },

  /** A quantity of 0 or less removes the line; above the stock it stops at the stock. */
  setQuantity(ref: LineRef, quantity: number): { capped: boolean } {
    const item = items.find((i) => same(i, ref));
    if (!item) return { capped: false };
    if (quantity <= 0) {
      commit(items.filter((i) => !same(i, ref)));
      return { capped: false };
    }
    const next = Math.min(quantity, lineMax(item.stockQuantity));
    commit(items.map((i) => (same(i, ref) ? { ...i, quantity: next, adjustedTo: undefined } : i)));
    return { capped: next < quantity };
  },

  remove: (ref: LineRef) => commit(items.filter((i) => !same(i, ref))),
  /** The line is no longer a gift for the list (another gift took what was wanted): it stays in the cart as the shopper's own. */
  unmark: (ref: LineRef) => commit(items.map((i) => (same(i, ref) ? { ...i, forList: undefined } : i))),
  /** Empties the cart; an order's lines kept for its cancel link are forgotten too (the order was paid). */
  clear: () => {
    forgetPlaced();
    commit([]);
  },

  /**
   * The order is placed (issue 44): its lines are the order's now, so the cart is emptied at once — leaving the payment
   * page (a Multibanco reference, an MB WAY request, a card page left open) does not leave them to be ordered again.
   * They are kept for this tab only, for the payment page's own cancel link (`takeBack`).
   */
  handOver(orderId: string) {
    try {
      sessionStorage.setItem(PLACED_KEY, JSON.stringify({ orderId, items: purchasable(items) }));
    } catch {
      /* storage blocked: a cancelled order's lines are added again by hand */
    }
    commit([]);
  },

  /** Whether this tab handed its cart to `orderId` (the layout waits for `takeBack` instead of leaving an empty checkout). */
  placedWith: (orderId: string) => readPlaced()?.orderId === orderId,

  /**
   * Back through the payment page's cancel link: that order is being cancelled, so its lines come back to the cart (with
   * whatever was added since) to pay again. Once only; any other order's lines are left alone.
   */
  takeBack(orderId: string) {
    const placed = readPlaced();
    if (placed?.orderId !== orderId) return;
    forgetPlaced();
    commit([...items, ...placed.items.filter((p) => !items.some((i) => same(i, p)))]);
  },

  /**
   * Applies the server's current view of each line (POST /api/cart/refresh); returns whether anything the shopper sees
   * changed. `asked`: the lines the refresh was sent for (by default every line). A line added while it was on its way
   * is not in the answer, and is left as it is: it is not a withdrawn product.
   */
  applyRefresh(current: CartRefreshLine[], asked: LineRef[] = items): boolean {
    let changed = false;
    const next = items.map((i): CartItem => {
      if (!asked.some((a) => same(a, i))) return i;
      // A line without a variant is answered for its product (resolved to the only variant, or left unchosen).
      const l = current.find((c) => c.productId === i.id && (i.variantId === null || c.variantId === i.variantId));
      const needsOptions = !!l && i.variantId === null && l.variantId === null;
      if (!l || needsOptions || l.stockQuantity <= 0) {
        const outOfStock = !!l && !needsOptions;
        if (!i.unavailable || !!i.outOfStock !== outOfStock || !!i.needsOptions !== needsOptions) changed = true;
        return { ...i, unavailable: true, outOfStock, needsOptions, stockQuantity: needsOptions ? 0 : (l?.stockQuantity ?? 0) };
      }
      const price = effectivePriceCents(l);
      const quantity = Math.min(i.quantity, lineMax(l.stockQuantity));
      const options = variantLabel(l, shopCopy.product.packOf) || undefined;
      const optionValues = options ? { size: l.size, color: l.color, packCount: l.packCount } : undefined;
      if (price !== i.priceCents || quantity !== i.quantity || i.unavailable) changed = true;
      return {
        ...i,
        options,
        optionValues,
        name: l.name,
        imageKey: l.imageKey,
        sku: l.sku,
        priceCents: price,
        stockQuantity: l.stockQuantity,
        quantity,
        unavailable: false,
        outOfStock: false,
        needsOptions: false,
        previousPriceCents: price !== i.priceCents ? i.priceCents : i.previousPriceCents,
        adjustedTo: quantity !== i.quantity ? quantity : i.adjustedTo,
      };
    });
    commit(next);
    return changed;
  },
};

export const purchasable = (list: CartItem[]) => list.filter((i) => !i.unavailable);
export const itemCount = (list: CartItem[]) => purchasable(list).reduce((n, i) => n + i.quantity, 0);
export const subtotalCents = (list: CartItem[]) => purchasable(list).reduce((n, i) => n + i.priceCents * i.quantity, 0);
