import { shopCopy } from "#copy/shop";
import { cartRefreshQuery } from "./cart-queries";
import { cartStore } from "./cart-store";
import { queryClient } from "./query-client";
import { toast } from "./toast";

let inFlight: Promise<void> | null = null;

/**
 * Brings the cart in line with the server: current prices, stock and active products.
 * Runs on app load and when the drawer opens; a failed refresh keeps the cart as it was.
 */
export function refreshCart({ announce }: { announce: boolean }): Promise<void> {
  const asked = cartStore.getSnapshot();
  if (asked.length === 0) return Promise.resolve();
  inFlight ??= queryClient
    .fetchQuery(cartRefreshQuery(asked.map((i) => ({ productId: i.id, variantId: i.variantId }))))
    .then(({ lines: current }) => {
      // Only the lines asked about: one added meanwhile (a tap as the page opens) is not in the answer.
      const changed = cartStore.applyRefresh(current, asked);
      if (changed && announce) void toast.message(shopCopy.cart.changesTitle, shopCopy.cart.changesText);
    })
    .catch((err) => console.warn("cart refresh failed", err))
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
