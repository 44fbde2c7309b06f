import { type ComponentType, createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { refreshCart } from "../../../lib/refresh-cart";

const CartDrawer = lazy(() => import("../components/cart-drawer"));

const Ctx = createContext<{ openCart: () => void }>({ openCart: () => {} });

/**
 * Holds the drawer's open state; refreshes the cart on load and whenever the drawer opens. `DiscountLine`: the applied
 * code's line under the subtotal (issue 47), given by web/app from the checkout feature.
 */
export function CartDrawerProvider({ children, DiscountLine }: { children: ReactNode; DiscountLine?: ComponentType<{ subtotalCents: number }> }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  // Focus goes back where it was when the drawer closes (it is opened from context, not a Radix trigger).
  const returnFocus = useRef<HTMLElement | null>(null);
  const openCart = useCallback(() => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setLoaded(true);
    setOpen(true);
    void refreshCart({ announce: false });
  }, []);
  useEffect(() => {
    void refreshCart({ announce: true });
  }, []);
  const value = useMemo(() => ({ openCart }), [openCart]);
  return (
    <Ctx.Provider value={value}>
      {children}
      {loaded && (
        <Suspense fallback={null}>
          <CartDrawer open={open} onOpenChange={setOpen} returnFocus={returnFocus} DiscountLine={DiscountLine} />
        </Suspense>
      )}
    </Ctx.Provider>
  );
}

export const useCartDrawer = () => useContext(Ctx);
