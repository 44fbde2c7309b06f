import { useCallback, useEffect, useRef, useState } from "react";
import type { AddressCountry } from "../../../../shared/address-rules";
import { checkoutCopy } from "../../../../shared/copy/checkout";
import { type ShippingOption, selectionFor } from "../../../../shared/shipping";
import { ApiError } from "../../../lib/api-client";
import { useShippingQuote } from "../api/cart-api";
import { purchasable } from "../state/cart-store";
import { shippingSelection } from "../state/shipping-selection";
import { useCart } from "../state/use-cart";
import { checkoutChoice } from "./checkout-state";
import type { OptionsState } from "./delivery-options";

const t = checkoutCopy.checkout;

export interface Destination {
  country: AddressCountry;
  postalCode: string;
}

interface QuoteInfo extends Destination {
  quoteId: string;
  expiresAt: string;
  options: ShippingOption[];
}

/**
 * SPEC §4: once the destination is known (and the cart not empty) the options are asked from the server, which stores
 * the quote; the cheapest is selected. A newer destination or cart wins over an answer still on its way.
 */
export function useDeliveryQuote(destination: Destination | null) {
  const { items } = useCart();
  const lines = purchasable(items);
  const cartKey = lines.map((l) => `${l.id}:${l.variantId}x${l.quantity}`).join(",");
  const quote = useShippingQuote();
  const [state, setState] = useState<OptionsState>({ kind: "idle" });
  const [quoteInfo, setQuoteInfo] = useState<QuoteInfo | null>(null);
  const [optionId, setOptionId] = useState<string | null>(null);
  const request = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the cart lines are followed through cartKey (a new array every render)
  const run = useCallback(
    async (d: Destination) => {
      const mine = ++request.current;
      setState({ kind: "loading" });
      setOptionId(null);
      try {
        const res = await quote.mutateAsync({
          country: d.country,
          postalCode: d.postalCode,
          items: lines.map((l) => ({ productId: l.id, variantId: l.variantId, quantity: l.quantity })),
        });
        if (mine !== request.current) return;
        setQuoteInfo({ ...res, ...d });
        setState({ kind: "ready", options: res.options });
        setOptionId(res.options[0]?.id ?? null);
      } catch (err) {
        if (mine !== request.current) return;
        setState({ kind: "error", message: err instanceof ApiError ? (err.code === "rate_limited" ? err.message : t.quoteError) : t.quoteNetwork });
      }
    },
    [cartKey, quote.mutateAsync],
  );

  const country = destination?.country;
  const postalCode = destination?.postalCode;
  useEffect(() => {
    if (country && postalCode) void run({ country, postalCode });
    else {
      request.current++;
      setState({ kind: "idle" });
    }
  }, [country, postalCode, run]);

  const option = state.kind === "ready" ? (state.options.find((o) => o.id === optionId) ?? null) : null;
  // The summary beside the step shows the delivery being chosen.
  useEffect(() => {
    if (option && quoteInfo)
      shippingSelection.set(selectionFor({ country: quoteInfo.country, postalCode: quoteInfo.postalCode, options: quoteInfo.options }, option));
  }, [option, quoteInfo]);
  return {
    state,
    optionId,
    setOptionId,
    retry: () => country && postalCode && void run({ country, postalCode }),
    /** Keeps the choice for the next steps: the quote and option for the order, the selection for the summary. */
    choose(addressId: string, recipient: string): string | null {
      if (!option || !quoteInfo) return t.chooseOption;
      if (!recipient.trim()) return t.recipientRequired;
      checkoutChoice.set({ addressId, quoteId: quoteInfo.quoteId, optionId: option.id, expiresAt: quoteInfo.expiresAt, recipient: recipient.trim() });
      shippingSelection.set(selectionFor({ country: quoteInfo.country, postalCode: quoteInfo.postalCode, options: quoteInfo.options }, option));
      return null;
    },
  };
}
export type DeliveryQuote = ReturnType<typeof useDeliveryQuote>;
