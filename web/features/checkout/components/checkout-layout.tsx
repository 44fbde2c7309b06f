import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { Outlet, useLocation, useNavigate, useSearchParams } from "react-router";
import { checkoutCopy } from "#copy/checkout";
import { paths } from "../../../../shared/paths";
import { cartStore, purchasable } from "../../../lib/cart-store";
import { useCheckoutState } from "../../../lib/checkout-store";
import { useDestinationLines } from "../../../lib/destination-prices";
import { useCart } from "../../../lib/use-cart";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useDiscountQuote } from "../api/discount-quote";
import { PendingOrderPayment } from "../steps/pending-order-payment";
import { OrderSummary } from "./order-summary";

/**
 * Every checkout step: 'voltar para o carrinho' (the drawer is the cart feature's: web/app passes `openCart` in), the
 * step itself, and the order summary beside it (below on a phone), drawn from the one checkout state.
 */
export function CheckoutLayout({ openCart }: { openCart: () => void }) {
  useDocumentTitle(checkoutCopy.checkout.title);
  const { items } = useCart();
  // At the destination's prices: without VAT outside the EU's VAT territory (decisions/0054).
  const { lines, vatFree } = useDestinationLines(purchasable(items));
  const { option } = useCheckoutState();
  // The applied code's discount on each line, as the server prices it (issue 47), so the total shown is the one charged.
  const discount = useDiscountQuote().data ?? null;
  const navigate = useNavigate();
  // Paying an order placed earlier (SPEC §4 'Finalizar Pagamento'): its own lines, no cart needed.
  const [params] = useSearchParams();
  const onPayment = useLocation().pathname === paths.checkoutPayment();
  const pendingId = onPayment ? params.get("pendente") : null;
  // Back through the payment page's cancel link (issue 44): the cart was handed to that order, and comes back to pay again.
  const cancelledId = onPayment && params.get("canceled") === "true" ? params.get("pedido") : null;
  const takingBack = lines.length === 0 && cancelledId !== null && cartStore.placedWith(cancelledId);
  useEffect(() => {
    if (cancelledId) cartStore.takeBack(cancelledId);
  }, [cancelledId]);
  const empty = lines.length === 0 && !pendingId && !takingBack;
  // SPEC §4: an empty cart goes home.
  useEffect(() => {
    if (empty) navigate(paths.home, { replace: true });
  }, [empty, navigate]);
  if (empty) return null;
  return (
    <div className="container-page py-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h1 className="text-xl font-extrabold sm:text-2xl">{checkoutCopy.checkout.title}</h1>
        {!pendingId && (
          <button
            type="button"
            onClick={openCart}
            className="inline-flex items-center gap-1 whitespace-nowrap text-sm font-medium text-brand-700 hover:underline"
          >
            <ArrowLeft aria-hidden className="size-4" />
            {checkoutCopy.checkout.backToCart}
          </button>
        )}
      </div>
      {pendingId ? (
        <PendingOrderPayment orderId={pendingId} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0">
            <Outlet />
          </div>
          <aside className="lg:sticky lg:top-24 lg:self-start">
            <OrderSummary items={lines} delivery={option} discount={discount} vatFree={vatFree} />
          </aside>
        </div>
      )}
    </div>
  );
}
