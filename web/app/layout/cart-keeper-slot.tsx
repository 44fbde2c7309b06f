import { lazy, Suspense } from "react";
import { useSession } from "../../lib/session";

const CartKeeper = lazy(() => import("../../features/cart-reminders/components/cart-keeper"));

/** The cart kept on the server for its reminder (issue 50): loaded only for a signed-in customer who agreed to reminders. */
export function CartKeeperSlot() {
  const { data } = useSession();
  if (!data?.user.cartReminders) return null;
  return (
    <Suspense fallback={null}>
      <CartKeeper />
    </Suspense>
  );
}
