import { useSyncExternalStore } from "react";
import { normalizePostalCode, type OutsideEuVatArea, readShippingSelection, type ShippingCountry, type ShippingOption } from "../../shared/shipping";
import type { VatFreeRates } from "../../shared/vat-free-prices";

/** Where the order goes, as the drawer's calculator or the checkout's address gave it. */
export interface Destination {
  country: ShippingCountry;
  postalCode: string;
  /**
   * A gift sent to the parents of this birth list (its address, issue 50): the server knows where; the browser never
   * holds the postal code (empty), only whether it lies outside the EU's VAT territory (`vatArea`). Never kept across visits.
   */
  list?: string;
  vatArea?: OutsideEuVatArea | null;
}

/** The server's quote (POST /api/shipping/quotes): stored in D1 until `expiresAt` so the order can name it. */
export interface ServerQuote {
  quoteId: string;
  expiresAt: string;
  options: ShippingOption[];
  /** Outside the EU's VAT territory, the VAT rate to take out of each product's price (decisions/0054); null inside. */
  withoutVat?: VatFreeRates;
}

/** One option of that quote, as the server gave it: what the summary shows and what the order is placed with. */
export interface ChosenOption {
  quoteId: string;
  expiresAt: string;
  id: string;
  name: string;
  delay: string;
  costCents: number;
  /** The quote's prices for its destination: null inside the EU's VAT territory, else the rates taken out (decisions/0054). */
  withoutVat: VatFreeRates;
}

/** A discount code the server accepted on the payment step ('Aplicar'): what it takes off is asked of the server (issue 47). */
export interface AppliedDiscount {
  code: string;
}

/**
 * The one checkout state (docs/decisions/0037-one-checkout-state.md): the destination, the chosen option of the quote
 * for it, the delivery step's address and recipient, and the applied discount. The drawer's calculator and every
 * checkout step read and write this object only; the summary derives from it and the order is placed with it.
 */
export interface CheckoutState {
  destination: Destination | null;
  option: ChosenOption | null;
  /** The saved address the delivery step chose ("" for a guest: the account, and so the id, is made later). */
  addressId: string | null;
  recipient: string;
  discount: AppliedDiscount | null;
}

const EMPTY: CheckoutState = { destination: null, option: null, addressId: null, recipient: "", discount: null };

/** SPEC §3 shipping selection (its five fields, plus the quote and option they came from), kept across visits. */
const SHIPPING_KEY = "mae-bebe-shipping";
/** The sitting's part (address, recipient, applied code), kept for this tab only. */
const SITTING_KEY = "mae-bebe-checkout";

interface StoredShipping {
  selectedCountry: string;
  postalCode: string;
  selectedShippingCost: number;
  selectedShippingName: string;
  selectedShippingDelay: string;
  quoteId: string;
  optionId: string;
  expiresAt: string;
  withoutVat?: VatFreeRates;
}

function readShipping(raw: string | null): Pick<CheckoutState, "destination" | "option"> {
  const selection = readShippingSelection(raw);
  const v = selection ? (JSON.parse(raw!) as Partial<StoredShipping>) : null;
  if (!selection || typeof v?.quoteId !== "string" || typeof v.optionId !== "string" || typeof v.expiresAt !== "string")
    return { destination: null, option: null };
  return {
    destination: { country: selection.selectedCountry as ShippingCountry, postalCode: selection.postalCode },
    option: {
      quoteId: v.quoteId,
      expiresAt: v.expiresAt,
      id: v.optionId,
      name: selection.selectedShippingName,
      delay: selection.selectedShippingDelay,
      costCents: selection.selectedShippingCost,
      withoutVat: readRates(v.withoutVat),
    },
  };
}

/** A stored quote's rates: product ids to whole basis points, or null (anything else is dropped). */
function readRates(raw: unknown): VatFreeRates {
  if (!raw || typeof raw !== "object") return null;
  const entries = Object.entries(raw as Record<string, unknown>);
  return entries.every(([k, r]) => /^\d+$/.test(k) && Number.isInteger(r) && (r as number) >= 0)
    ? (Object.fromEntries(entries) as Record<string, number>)
    : null;
}

function readSitting(raw: string | null): Pick<CheckoutState, "addressId" | "recipient" | "discount"> {
  try {
    const v = JSON.parse(raw ?? "null") as Partial<CheckoutState> | null;
    const d = v?.discount;
    return {
      addressId: typeof v?.addressId === "string" ? v.addressId : null,
      recipient: typeof v?.recipient === "string" ? v.recipient : "",
      discount: d && typeof d.code === "string" ? { code: d.code } : null,
    };
  } catch {
    return { addressId: null, recipient: "", discount: null };
  }
}

function load(): CheckoutState {
  try {
    return { ...readShipping(localStorage.getItem(SHIPPING_KEY)), ...readSitting(sessionStorage.getItem(SITTING_KEY)) };
  } catch {
    return EMPTY;
  }
}

const listeners = new Set<() => void>();
let state: CheckoutState = typeof window === "undefined" ? EMPTY : load();

function commit(next: CheckoutState) {
  state = next;
  try {
    const { destination: d, option: o } = next;
    if (d && o && !d.list) {
      const stored: StoredShipping = {
        selectedCountry: d.country,
        postalCode: d.postalCode,
        selectedShippingCost: o.costCents,
        selectedShippingName: o.name,
        selectedShippingDelay: o.delay,
        quoteId: o.quoteId,
        optionId: o.id,
        expiresAt: o.expiresAt,
        ...(o.withoutVat ? { withoutVat: o.withoutVat } : {}),
      };
      localStorage.setItem(SHIPPING_KEY, JSON.stringify(stored));
    } else localStorage.removeItem(SHIPPING_KEY);
    if (next.addressId === null && !next.recipient && !next.discount) sessionStorage.removeItem(SITTING_KEY);
    else sessionStorage.setItem(SITTING_KEY, JSON.stringify({ addressId: next.addressId, recipient: next.recipient, discount: next.discount }));
  } catch {
    /* storage blocked: the state lives until the page is left */
  }
  for (const l of listeners) l();
}

/** Whether two destinations are the same place (typed dashes and spaces do not matter). */
export const sameDestination = (a: Destination | null, b: Destination | null) =>
  !!a && !!b && (a.list ?? null) === (b.list ?? null) && a.country === b.country && normalizePostalCode(a.postalCode) === normalizePostalCode(b.postalCode);

export const checkoutStore = {
  get: () => state,
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  /** An option of the server's quote for `destination` is chosen (the drawer's calculator or the delivery step). */
  choose(destination: Destination, quote: ServerQuote, optionId: string) {
    const o = quote.options.find((x) => x.id === optionId);
    if (!o) throw new Error("shipping option not in this quote");
    const option: ChosenOption = {
      quoteId: quote.quoteId,
      expiresAt: quote.expiresAt,
      id: o.id,
      name: o.name,
      delay: o.delay,
      costCents: o.costCents,
      withoutVat: quote.withoutVat ?? null,
    };
    commit({ ...state, destination, option });
  },
  /** A new destination with no option yet (or none at all): the summary says 'a calcular' until one is chosen. */
  setDestination(destination: Destination | null) {
    if (sameDestination(destination, state.destination) && state.option) return;
    commit({ ...state, destination, option: null });
  },
  /** The delivery step's 'Continuar': the address and the recipient the order is for. */
  setDelivery(addressId: string, recipient: string) {
    commit({ ...state, addressId, recipient });
  },
  setDiscount: (discount: AppliedDiscount | null) => commit({ ...state, discount }),
  /** The quote ran out: the option is asked again on the delivery step. */
  dropOption: () => commit({ ...state, option: null }),
  /** SPEC §4: once the order is paid, the shipping selection (and the rest of the sitting) is emptied. */
  clear: () => commit(EMPTY),
};

/** The worker's drawing of a page (docs/decisions/0022) knows no one's checkout; the browser's follows at once. */
const serverSnapshot = () => EMPTY;
export const useCheckoutState = () => useSyncExternalStore(checkoutStore.subscribe, checkoutStore.get, serverSnapshot);

/** Whether the chosen option can still be ordered with (a minute of margin for the time the payment step takes). */
export const optionIsFresh = (o: ChosenOption | null, now = Date.now()): o is ChosenOption => !!o && Date.parse(o.expiresAt) - now > 60_000;
