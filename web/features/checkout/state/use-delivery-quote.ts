import { useCallback, useEffect, useRef, useState } from "react";
import { checkoutCopy } from "#copy/checkout";
import type { OutsideEuVatArea, ShippingOption } from "../../../../shared/shipping";
import { ApiError } from "../../../lib/api-client";
import { cartGift } from "../../../lib/cart-gift";
import { useShippingQuote } from "../../../lib/cart-queries";
import { purchasable } from "../../../lib/cart-store";
import { checkoutStore, type Destination, type ServerQuote, sameDestination, useCheckoutState } from "../../../lib/checkout-store";
import { useCart } from "../../../lib/use-cart";
import { useGiftQuote } from "../api/gift-quote";

const t = checkoutCopy.checkout;

export type OptionsState = { kind: "idle" } | { kind: "loading" } | { kind: "error"; message: string } | { kind: "ready"; options: ShippingOption[] };

/**
 * SPEC §4: once the destination is known (and the cart not empty) the options are asked from the server, which stores
 * the quote. The option already chosen for that destination (in the drawer, or earlier here) stays chosen when the new
 * quote offers it; otherwise the cheapest. Every choice goes into the one checkout state, which the summary shows and
 * the order uses. A newer destination or cart wins over an answer still on its way.
 */
export function useDeliveryQuote(destination: Destination | null) {
  const { items } = useCart();
  const lines = purchasable(items);
  const cartKey = lines.map((l) => `${l.id}:${l.variantId}x${l.quantity}`).join(",");
  const quote = useShippingQuote();
  const giftQuote = useGiftQuote();
  const { option } = useCheckoutState();
  const [state, setState] = useState<OptionsState>({ kind: "idle" });
  const [answer, setAnswer] = useState<{ destination: Destination; quote: ServerQuote } | null>(null);
  const request = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the cart lines are followed through cartKey (a new array every render)
  const run = useCallback(
    async (d: Destination) => {
      const mine = ++request.current;
      setState({ kind: "loading" });
      setAnswer(null);
      // Until the new quote is back, the summary has no delivery to show ('a calcular').
      const before = checkoutStore.get();
      const keep = sameDestination(before.destination, d) ? before.option?.id : undefined;
      checkoutStore.setDestination(d);
      try {
        const items = lines.map((l) => ({ productId: l.id, variantId: l.variantId, quantity: l.quantity }));
        // A gift sent to the parents (issue 50): quoted for their address by the list, which the answer never shows.
        const res = d.list
          ? await giftQuote.mutateAsync({ slug: d.list, code: cartGift.get()?.code, items })
          : await quote.mutateAsync({ country: d.country, postalCode: d.postalCode, items });
        if (mine !== request.current) return;
        const at: Destination = d.list && "vatArea" in res ? { ...d, vatArea: res.vatArea as OutsideEuVatArea | null } : d;
        setAnswer({ destination: at, quote: res });
        setState({ kind: "ready", options: res.options });
        const chosen = res.options.find((o) => o.id === keep) ?? res.options[0];
        if (chosen) checkoutStore.choose(at, res, chosen.id);
        else checkoutStore.dropOption();
      } catch (err) {
        if (mine !== request.current) return;
        checkoutStore.dropOption();
        // The list's own refusals (closed, no address for gifts any more, its code) say why.
        const said = err instanceof ApiError && (err.code === "rate_limited" || err.code.startsWith("birth_list_"));
        setState({ kind: "error", message: err instanceof ApiError ? (said ? err.message : t.quoteError) : t.quoteNetwork });
      }
    },
    [cartKey, quote.mutateAsync, giftQuote.mutateAsync],
  );

  const country = destination?.country;
  const postalCode = destination?.postalCode;
  const list = destination?.list;
  const ask = useCallback(() => {
    if (country && list) void run({ country, postalCode: "", list });
    else if (country && postalCode) void run({ country, postalCode });
  }, [country, postalCode, list, run]);
  useEffect(() => {
    if (country && (postalCode || list)) ask();
    else {
      request.current++;
      setState({ kind: "idle" });
    }
  }, [country, postalCode, list, ask]);

  // The option shown as chosen is the one in the checkout state, when it belongs to this step's quote.
  const optionId = answer && option?.quoteId === answer.quote.quoteId ? option.id : null;
  return {
    state,
    optionId,
    setOptionId: (id: string) => answer && checkoutStore.choose(answer.destination, answer.quote, id),
    retry: ask,
    /** Keeps the address and recipient for the next steps; the option is already in the checkout state. */
    choose(addressId: string, recipient: string, recipientAsked = true): string | null {
      if (!optionId) return t.chooseOption;
      if (recipientAsked && !recipient.trim()) return t.recipientRequired;
      checkoutStore.setDelivery(addressId, recipient.trim());
      return null;
    },
  };
}
export type DeliveryQuote = ReturnType<typeof useDeliveryQuote>;
