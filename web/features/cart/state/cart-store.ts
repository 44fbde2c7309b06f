import { effectivePriceCents } from "../../../../shared/money";
import type { ProductSummary } from "../../../../shared/product-card";

/** SPEC §3 cart item, plus what the cart needs to never lie: the stock it last saw and changes to show. */
export interface CartItem {
  id: number;
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
}

/** SPEC §3: saved on every change under a product-specific key ending in "cart". */
export const CART_KEY = "mae-bebe-cart";

type Listener = () => void;
const listeners = new Set<Listener>();
let items: CartItem[] = load();

function load(): CartItem[] {
  try {
    const raw = typeof localStorage === "undefined" ? null : localStorage.getItem(CART_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter(isItem) : [];
  } catch {
    return [];
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

export type AddResult = { kind: "out-of-stock" } | { kind: "added"; quantity: number } | { kind: "capped"; quantity: number; stock: number };

export const cartStore = {
  subscribe(l: Listener) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  getSnapshot: () => items,

  /** SPEC §4: an existing item goes up by the quantity, a new one starts at it; never above the stock. */
  add(p: ProductSummary, quantity = 1): AddResult {
    if (p.stockQuantity <= 0) return { kind: "out-of-stock" };
    const existing = items.find((i) => i.id === p.id);
    const wanted = (existing && !existing.unavailable ? existing.quantity : 0) + quantity;
    const next = Math.min(wanted, p.stockQuantity);
    const line: CartItem = {
      id: p.id,
      name: p.name,
      priceCents: effectivePriceCents(p),
      imageKey: p.imageKey,
      sku: p.sku,
      quantity: next,
      stockQuantity: p.stockQuantity,
    };
    commit(existing ? items.map((i) => (i.id === p.id ? line : i)) : [...items, line]);
    const added = next - (existing && !existing.unavailable ? existing.quantity : 0);
    return next < wanted ? { kind: "capped", quantity: added, stock: p.stockQuantity } : { kind: "added", quantity: added };
  },

  /** A quantity of 0 or less removes the item; above the stock it stops at the stock. */
  setQuantity(id: number, quantity: number): { capped: boolean } {
    const item = items.find((i) => i.id === id);
    if (!item) return { capped: false };
    if (quantity <= 0) {
      commit(items.filter((i) => i.id !== id));
      return { capped: false };
    }
    const next = Math.min(quantity, item.stockQuantity);
    commit(items.map((i) => (i.id === id ? { ...i, quantity: next, adjustedTo: undefined } : i)));
    return { capped: next < quantity };
  },

  remove: (id: number) => commit(items.filter((i) => i.id !== id)),
  clear: () => commit([]),

  /** Applies the server's current view of the products; returns whether anything the shopper sees changed. */
  applyRefresh(current: ProductSummary[]): boolean {
    const byId = new Map(current.map((p) => [p.id, p]));
    let changed = false;
    const next = items.map((i): CartItem => {
      const p = byId.get(i.id);
      if (!p || p.stockQuantity <= 0) {
        const outOfStock = !!p;
        if (!i.unavailable || !!i.outOfStock !== outOfStock) changed = true;
        return { ...i, unavailable: true, outOfStock, stockQuantity: p?.stockQuantity ?? 0 };
      }
      const price = effectivePriceCents(p);
      const quantity = Math.min(i.quantity, p.stockQuantity);
      if (price !== i.priceCents || quantity !== i.quantity || i.unavailable) changed = true;
      return {
        ...i,
        name: p.name,
        imageKey: p.imageKey,
        sku: p.sku,
        priceCents: price,
        stockQuantity: p.stockQuantity,
        quantity,
        unavailable: false,
        outOfStock: false,
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
