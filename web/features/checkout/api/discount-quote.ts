import { type QueryClient, useQuery } from "@tanstack/react-query";
import type { DiscountCheckInput } from "../../../../shared/orders";
import { purchasable } from "../../../lib/cart-store";
import { useCheckoutState } from "../../../lib/checkout-store";
import { useSession } from "../../../lib/session";
import { useCart } from "../../../lib/use-cart";
import { useGuestCheckout } from "../state/guest-checkout";
import { checkDiscount } from "./checkout-api";
import { checkGuestDiscount } from "./pre-registration-api";

/** What the server says a code takes off (issue 47): each line's discount, the total, and whether the delivery is free. */
export type DiscountQuote = Awaited<ReturnType<typeof checkDiscount>>;

const keyOf = (guest: boolean, input: DiscountCheckInput) => ["discount-quote", guest, input] as const;

/** The code checked against these lines, as a signed-in customer or as the guest of this checkout. */
const ask = (guest: boolean, input: DiscountCheckInput) => (guest ? checkGuestDiscount(input) : checkDiscount(input));

/** What 'Aplicar' sends and the summary reads: the applied code, the cart's lines, the delivery's destination. */
function useDiscountInput(code: string | null): { guest: boolean; input: DiscountCheckInput | null } {
  const session = useSession();
  const guest = useGuestCheckout() && !session.isPending && !session.data;
  const { items } = useCart();
  const { destination } = useCheckoutState();
  const lines = purchasable(items);
  if (!code || lines.length === 0) return { guest, input: null };
  return {
    guest,
    input: {
      code,
      items: lines.map((l) => ({ productId: l.id, variantId: l.variantId, quantity: l.quantity })),
      destination: destination ? { country: destination.country, postalCode: destination.postalCode } : null,
    },
  };
}

/**
 * The applied code's discount on the cart as it is now, asked of the server (the order applies the same rule), so the
 * summary, the drawer and the payment step show the total the order will charge; asked again when the lines change.
 */
export function useDiscountQuote() {
  const { discount } = useCheckoutState();
  const { guest, input } = useDiscountInput(discount?.code ?? null);
  return useQuery({
    queryKey: keyOf(guest, input ?? { code: "", items: [] }),
    queryFn: () => ask(guest, input!),
    enabled: input !== null,
    retry: false,
    staleTime: 30_000,
  });
}

/** 'Aplicar': the code asked for these lines now (its answer kept for the summary), or the server's refusal thrown. */
export function useApplyDiscount(code: string) {
  const { guest, input } = useDiscountInput(code.trim() || null);
  return (qc: QueryClient) => (input ? qc.fetchQuery({ queryKey: keyOf(guest, input), queryFn: () => ask(guest, input), staleTime: 0 }) : null);
}
