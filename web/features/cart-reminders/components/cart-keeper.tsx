import { useEffect, useRef } from "react";
import { cartStore } from "../../../lib/cart-store";
import { keepCart } from "../api/cart-reminders-api";

/** How long the cart rests before it is sent (a burst of changes is sent once). */
const SETTLE_MS = 1500;

/**
 * Keeps the cart of a customer who agreed to reminders on the server (issue 50), as it changes: each settled change is
 * sent once (the same lines again are not); an emptied cart is forgotten there. Mounted only for such a customer.
 */
export default function CartKeeper() {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const send = () => {
      const lines = cartStore.getSnapshot().map((l) => ({ productId: l.id, variantId: l.variantId, quantity: l.quantity }));
      const json = JSON.stringify(lines);
      if (json === sent.current) return;
      sent.current = json;
      // Lost on the way: the next change sends it again (a reminder is a courtesy, not a record).
      keepCart(lines).catch(() => {
        sent.current = null;
      });
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(send, SETTLE_MS);
    };
    schedule();
    const unsubscribe = cartStore.subscribe(schedule);
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, []);
  return null;
}
