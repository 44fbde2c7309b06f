import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ProductSummary } from "../../shared/product-card";
import { DEFAULT_ORDER_LINE_MAX_UNITS } from "../../shared/shipping";
import type { CartRefreshLine } from "../../shared/variants";
import { MemoryStorage } from "./memory-storage";

type Store = typeof import("../../web/lib/cart-store");
let storage: MemoryStorage;
let cart: Store;

/** A fresh store module over its own storage (the store reads the saved cart when it loads). */
async function loadStore(saved?: unknown): Promise<Store> {
  storage = new MemoryStorage();
  if (saved !== undefined) storage.setItem("mae-bebe-cart", JSON.stringify(saved));
  vi.stubGlobal("localStorage", storage);
  vi.resetModules();
  return import("../../web/lib/cart-store");
}

const product = (id: number, over: Partial<ProductSummary> = {}): ProductSummary => ({
  id,
  name: `Produto ${id}`,
  priceCents: 1000 * id,
  salePriceCents: null,
  imageKey: `SKU-${id}/principal.jpg`,
  stockQuantity: 10,
  sku: `SKU-${id}`,
  variantCount: 1,
  priceVaries: false,
  minPriceCents: null,
  ratingAverage: null,
  reviewCount: 0,
  referencePriceCents: null,
  ...over,
});
/** A line of the line's product as POST /api/cart/refresh answers it (a product's only variant by default). */
const answer = (p: ProductSummary, v: Partial<CartRefreshLine> = {}): CartRefreshLine => ({
  productId: p.id,
  variantId: 100 + p.id,
  name: p.name,
  imageKey: p.imageKey,
  sku: p.sku,
  size: null,
  color: null,
  packCount: null,
  priceCents: p.priceCents,
  salePriceCents: p.salePriceCents,
  stockQuantity: p.stockQuantity,
  ...v,
});
const ref = (id: number, variantId: number | null = null) => ({ id, variantId });
const items = () => cart.cartStore.getSnapshot();
const saved = () => JSON.parse(storage.getItem(cart.CART_KEY) ?? "null");

beforeEach(async () => {
  cart = await loadStore();
});

describe("the empty cart (decisions/0022: a drawn page is taken over without re-rendering what shows the cart)", () => {
  it("nothing saved, an empty list saved or a list of nothing valid: the store's one empty cart, the drawing's snapshot", async () => {
    for (const saved of [undefined, [], [{ id: "x" }], "not a list"]) {
      const store = await loadStore(saved);
      expect(store.cartStore.getSnapshot()).toBe(store.EMPTY_CART);
    }
  });

  it("a saved cart with lines is read as it is", async () => {
    const store = await loadStore([{ id: 3, name: "Produto 3", priceCents: 3000, quantity: 2 }]);
    expect(store.cartStore.getSnapshot()).not.toBe(store.EMPTY_CART);
    expect(store.cartStore.getSnapshot()).toMatchObject([{ id: 3, quantity: 2, variantId: null }]);
  });
});

describe("adding to the cart (SPEC §4)", () => {
  it("a new product starts at the quantity, at the price the shopper pays, and is saved under a key ending in 'cart'", () => {
    expect(cart.CART_KEY).toMatch(/cart$/);
    expect(cart.cartStore.add(product(1, { salePriceCents: 750 }), 2)).toEqual({ kind: "added", quantity: 2 });
    expect(items()).toEqual([
      { id: 1, variantId: null, name: "Produto 1", priceCents: 750, imageKey: "SKU-1/principal.jpg", sku: "SKU-1", quantity: 2, stockQuantity: 10 },
    ]);
    expect(saved()).toEqual(items());
  });

  it("an existing product goes up by the quantity; other lines are untouched", () => {
    cart.cartStore.add(product(1), 2);
    cart.cartStore.add(product(2));
    expect(cart.cartStore.add(product(1), 3)).toEqual({ kind: "added", quantity: 3 });
    expect(items().map((i) => [i.id, i.quantity])).toEqual([
      [1, 5],
      [2, 1],
    ]);
    expect(cart.itemCount(items())).toBe(6);
    expect(cart.subtotalCents(items())).toBe(5 * 1000 + 2000);
  });

  it("never above the stock: the add is capped and says how much really went in", () => {
    const p = product(3, { stockQuantity: 3 });
    expect(cart.cartStore.add(p, 2)).toEqual({ kind: "added", quantity: 2 });
    expect(cart.cartStore.add(p, 2)).toEqual({ kind: "capped", quantity: 1, stock: 3 });
    expect(cart.cartStore.add(p)).toEqual({ kind: "capped", quantity: 0, stock: 3 });
    expect(items()[0]!.quantity).toBe(3);
  });

  it("never above what an order takes per line (the server's own limit, what a household buys), however large the stock", () => {
    const p = product(5, { stockQuantity: 500 });
    expect(cart.cartStore.add(p, DEFAULT_ORDER_LINE_MAX_UNITS - 1)).toEqual({ kind: "added", quantity: DEFAULT_ORDER_LINE_MAX_UNITS - 1 });
    expect(cart.cartStore.add(p, 5)).toEqual({ kind: "capped", quantity: 1, stock: DEFAULT_ORDER_LINE_MAX_UNITS });
    expect(cart.cartStore.setQuantity(ref(5), 300)).toEqual({ capped: true });
    expect(items()[0]!.quantity).toBe(DEFAULT_ORDER_LINE_MAX_UNITS);
  });

  it("an out-of-stock product is refused and nothing is saved", () => {
    expect(cart.cartStore.add(product(4, { stockQuantity: 0 }))).toEqual({ kind: "out-of-stock" });
    expect(items()).toEqual([]);
    expect(storage.getItem(cart.CART_KEY)).toBeNull();
  });

  it("tells subscribers about each change, until they unsubscribe", () => {
    const listener = vi.fn();
    const off = cart.cartStore.subscribe(listener);
    cart.cartStore.add(product(1));
    cart.cartStore.remove(ref(1));
    expect(listener).toHaveBeenCalledTimes(2);
    off();
    cart.cartStore.add(product(1));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe("changing quantities", () => {
  it("stops at the stock, and 0 or less removes the line", () => {
    cart.cartStore.add(product(1, { stockQuantity: 4 }));
    expect(cart.cartStore.setQuantity(ref(1), 9)).toEqual({ capped: true });
    expect(items()[0]!.quantity).toBe(4);
    expect(cart.cartStore.setQuantity(ref(1), 2)).toEqual({ capped: false });
    expect(items()[0]!.quantity).toBe(2);
    expect(cart.cartStore.setQuantity(ref(1), 0)).toEqual({ capped: false });
    expect(items()).toEqual([]);
    expect(cart.cartStore.setQuantity(ref(99), 1)).toEqual({ capped: false });
  });
});

describe("refresh with the server's view", () => {
  it("a changed price is applied and remembers the old one; the same answer again changes nothing", () => {
    cart.cartStore.add(product(1), 2);
    expect(cart.cartStore.applyRefresh([answer(product(1, { priceCents: 800 }))])).toBe(true);
    expect(items()[0]).toMatchObject({ priceCents: 800, previousPriceCents: 1000, quantity: 2, unavailable: false });
    expect(cart.subtotalCents(items())).toBe(1600);
    expect(cart.cartStore.applyRefresh([answer(product(1, { priceCents: 800 }))])).toBe(false);
    expect(items()[0]!.previousPriceCents).toBe(1000);
    // A sale that started counts as a price change too.
    expect(cart.cartStore.applyRefresh([answer(product(1, { priceCents: 800, salePriceCents: 600 }))])).toBe(true);
    expect(items()[0]).toMatchObject({ priceCents: 600, previousPriceCents: 800 });
    expect(saved()[0].priceCents).toBe(600);
  });

  it("a quantity above the new stock is lowered to it and marked as adjusted", () => {
    cart.cartStore.add(product(1), 5);
    expect(cart.cartStore.applyRefresh([answer(product(1, { stockQuantity: 2 }))])).toBe(true);
    expect(items()[0]).toMatchObject({ quantity: 2, adjustedTo: 2, stockQuantity: 2 });
    expect(cart.cartStore.setQuantity(ref(1), 3)).toEqual({ capped: true });
  });

  it("out of stock and withdrawn lines stay visible but are not bought, and are told apart", () => {
    cart.cartStore.add(product(1), 2);
    cart.cartStore.add(product(2), 1);
    cart.cartStore.add(product(3), 1);
    expect(cart.cartStore.applyRefresh([answer(product(1, { stockQuantity: 0 })), answer(product(3))])).toBe(true);
    const [soldOut, withdrawn, fine] = items();
    expect(soldOut).toMatchObject({ id: 1, unavailable: true, outOfStock: true, stockQuantity: 0 });
    expect(withdrawn).toMatchObject({ id: 2, unavailable: true, outOfStock: false, stockQuantity: 0 });
    expect(fine).toMatchObject({ id: 3, unavailable: false });
    expect(cart.purchasable(items()).map((i) => i.id)).toEqual([3]);
    expect(cart.itemCount(items())).toBe(1);
    expect(cart.subtotalCents(items())).toBe(3000);
    expect(cart.cartStore.applyRefresh([answer(product(1, { stockQuantity: 0 })), answer(product(3))])).toBe(false);
  });

  it("a line added while the refresh was on its way is left as it is, not taken for a withdrawn product", () => {
    cart.cartStore.add(product(1), 1);
    const asked = [...items()];
    cart.cartStore.add(product(2), 1);
    expect(cart.cartStore.applyRefresh([answer(product(1, { priceCents: 800 }))], asked)).toBe(true);
    expect(items()).toMatchObject([
      { id: 1, priceCents: 800, unavailable: false },
      { id: 2, priceCents: 2000, quantity: 1 },
    ]);
    expect(items()[1]!.unavailable).toBeUndefined();
    expect(cart.itemCount(items())).toBe(2);
    // Asked again with both lines, the answer's silence about one means it was withdrawn.
    cart.cartStore.applyRefresh([answer(product(1, { priceCents: 800 }))]);
    expect(items()[1]).toMatchObject({ id: 2, unavailable: true, outOfStock: false });
  });

  it("a line back in stock is purchasable again; adding to an unavailable line starts from the new quantity", () => {
    cart.cartStore.add(product(1), 4);
    cart.cartStore.applyRefresh([answer(product(1, { stockQuantity: 0 }))]);
    expect(cart.cartStore.applyRefresh([answer(product(1))])).toBe(true);
    expect(items()[0]).toMatchObject({ unavailable: false, outOfStock: false, quantity: 4 });
    cart.cartStore.applyRefresh([]);
    expect(cart.cartStore.add(product(1), 1)).toEqual({ kind: "added", quantity: 1 });
    expect(items()[0]).toMatchObject({ quantity: 1 });
    expect(items()[0]!.unavailable).toBeUndefined();
  });
});

describe("variants: one line per size or colour", () => {
  const body = product(7, { name: "Body", stockQuantity: 9, variantCount: 3 });
  const size = (variantId: number, optionsLabel: string, stock: number) => ({ ...body, variantId, optionsLabel, stockQuantity: stock });

  it("two sizes of one product are two lines, each capped at its own stock", () => {
    expect(cart.cartStore.add(size(71, "0-3 meses", 2), 3)).toEqual({ kind: "capped", quantity: 2, stock: 2 });
    expect(cart.cartStore.add(size(72, "3-6 meses", 5), 1)).toEqual({ kind: "added", quantity: 1 });
    expect(cart.cartStore.add(size(72, "3-6 meses", 5), 1)).toEqual({ kind: "added", quantity: 1 });
    expect(items().map((i) => [i.variantId, i.options, i.quantity])).toEqual([
      [71, "0-3 meses", 2],
      [72, "3-6 meses", 2],
    ]);
    cart.cartStore.setQuantity(ref(7, 72), 1);
    cart.cartStore.remove(ref(7, 71));
    expect(items().map((i) => [i.variantId, i.quantity])).toEqual([[72, 1]]);
  });

  it("a refresh applies per variant: one size sold out, another withdrawn, the third fine", () => {
    cart.cartStore.add(size(71, "0-3 meses", 2), 1);
    cart.cartStore.add(size(72, "3-6 meses", 5), 1);
    cart.cartStore.add(size(73, "6-9 meses", 5), 1);
    const line = (variantId: number, label: string, stock: number) => answer(body, { variantId, size: label, stockQuantity: stock });
    expect(cart.cartStore.applyRefresh([line(71, "0-3 meses", 0), line(73, "6-9 meses", 4)])).toBe(true);
    const [soldOut, withdrawn, fine] = items();
    expect(soldOut).toMatchObject({ variantId: 71, unavailable: true, outOfStock: true });
    expect(withdrawn).toMatchObject({ variantId: 72, options: "3-6 meses", unavailable: true, outOfStock: false, needsOptions: false });
    expect(fine).toMatchObject({ variantId: 73, options: "6-9 meses", unavailable: false, stockQuantity: 4 });
    expect(fine!.optionValues).toEqual({ size: "6-9 meses", color: null, packCount: null });
    expect(cart.subtotalCents(items())).toBe(7000);
  });

  it("a saved line without a variant follows the only variant, or asks for options once the product has several", async () => {
    cart = await loadStore([{ id: 7, name: "Body", priceCents: 7000, imageKey: null, sku: "SKU-7", quantity: 2, stockQuantity: 5 }]);
    expect(cart.cartStore.applyRefresh([answer(body, { variantId: 170, stockQuantity: 5 })])).toBe(false);
    expect(items()[0]).toMatchObject({ variantId: null, unavailable: false, quantity: 2 });
    expect(cart.cartStore.applyRefresh([answer(body, { variantId: null })])).toBe(true);
    expect(items()[0]).toMatchObject({ variantId: null, unavailable: true, needsOptions: true, outOfStock: false });
    expect(cart.itemCount(items())).toBe(0);
  });
});

describe("the saved cart", () => {
  it("is read back on load, dropping anything malformed", async () => {
    const good = { id: 7, name: "Body", priceCents: 1299, imageKey: null, sku: "SKU-7", quantity: 2, stockQuantity: 5 };
    cart = await loadStore([good, { id: "8", name: "x", priceCents: 1, quantity: 1 }, { ...good, id: 9, quantity: 0 }, null]);
    // Saved before variants: the line is the product's only variant until a refresh says otherwise.
    expect(items()).toEqual([{ ...good, variantId: null }]);
  });

  it("a corrupt or non-list value gives an empty cart", async () => {
    cart = await loadStore({ not: "a list" });
    expect(items()).toEqual([]);
    vi.stubGlobal("localStorage", { getItem: () => "{", setItem: () => {} });
    vi.resetModules();
    cart = await import("../../web/lib/cart-store");
    expect(items()).toEqual([]);
  });
});
