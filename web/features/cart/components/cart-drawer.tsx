import * as Dialog from "@radix-ui/react-dialog";
import { ShoppingBag, X } from "lucide-react";
import { type ComponentType, Suspense } from "react";
import { Link } from "react-router";
import { checkoutCopy } from "#copy/checkout";
import { shopCopy } from "#copy/shop";
import { formatCents } from "../../../../shared/money";
import { paths } from "../../../../shared/paths";
import { LOCAL_TAX } from "../../../../shared/vat-free-prices";
import { DeliveryPromise } from "../../../components/shipping/delivery-promise";
import { DialogContent, type SheetProps } from "../../../components/ui/dialog";
import { EmptyState } from "../../../components/ui/empty-state";
import { purchasable } from "../../../lib/cart-store";
import { useDestinationLines } from "../../../lib/destination-prices";
import { useCart } from "../../../lib/use-cart";
import { CartLine } from "./cart-line";
import { FreeDeliveryNote } from "./free-delivery-note";
import { ShippingCalculator } from "./shipping-calculator";

/** SPEC §2 cart drawer: a full-height sheet (full width on phones), focus kept inside, Escape closes. */
export default function CartDrawer({
  open,
  onOpenChange,
  returnFocus,
  DiscountLine,
}: SheetProps & { DiscountLine?: ComponentType<{ subtotalCents: number }> }) {
  const { items, count, subtotalCents } = useCart();
  // Once a destination outside the EU's VAT territory is calculated, its prices: without VAT (decisions/0054).
  const { lines: priced, vatFree } = useDestinationLines(purchasable(items));
  const priceAt = new Map(priced.map((l) => [`${l.id}:${l.variantId}`, l.priceCents]));
  const subtotal = vatFree ? priced.reduce((n, l) => n + l.priceCents * l.quantity, 0) : subtotalCents;
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogContent
        placement="right"
        className="w-full sm:max-w-md"
        aria-describedby={undefined}
        onCloseAutoFocus={(e) => {
          const target = returnFocus.current;
          if (target?.isConnected) {
            e.preventDefault();
            target.focus();
          }
        }}
      >
        <div className="flex items-center justify-between border-b border-stone-200 px-5 py-4">
          <Dialog.Title className="text-lg font-bold">{shopCopy.cart.title}</Dialog.Title>
          <Dialog.Close aria-label={shopCopy.cart.close} className="grid size-10 place-items-center rounded-full hover:bg-stone-100">
            <X aria-hidden className="size-5" />
          </Dialog.Close>
        </div>
        {items.length === 0 ? (
          <div className="flex flex-1 flex-col justify-center p-5">
            <EmptyState
              compact
              icon={ShoppingBag}
              title={shopCopy.cart.emptyTitle}
              action={
                <Link to={paths.home} onClick={close} className="btn-primary">
                  {shopCopy.cart.continueShopping}
                </Link>
              }
            >
              <p>{shopCopy.cart.emptyText}</p>
            </EmptyState>
          </div>
        ) : (
          <>
            <div className="flex-1 overflow-y-auto px-5">
              <ul className="divide-y divide-stone-200">
                {items.map((item) => (
                  <CartLine
                    key={`${item.id}:${item.variantId}`}
                    item={item}
                    onNavigate={close}
                    priceCents={priceAt.get(`${item.id}:${item.variantId}`) ?? item.priceCents}
                  />
                ))}
              </ul>
              <div className="pb-4">
                <ShippingCalculator items={items} />
              </div>
            </div>
            <div className="space-y-3 border-t border-stone-200 px-5 py-4">
              <p className="flex items-center justify-between text-base">
                <span>{shopCopy.cart.subtotal}</span>
                <strong data-testid="subtotal">{formatCents(subtotal)}</strong>
              </p>
              {DiscountLine && (
                <Suspense fallback={null}>
                  <DiscountLine subtotalCents={subtotal} />
                </Suspense>
              )}
              <FreeDeliveryNote subtotalCents={subtotal} />
              {count > 0 && <DeliveryPromise />}
              {vatFree && (
                <p role="note" data-testid="carrinho-sem-iva" className="text-xs text-stone-700">
                  {checkoutCopy.checkout.withoutVatNote(LOCAL_TAX[vatFree])}
                </p>
              )}
              {count > 0 ? (
                <Link to={paths.checkout} onClick={close} className="btn-primary w-full py-3">
                  {shopCopy.cart.checkout}
                </Link>
              ) : (
                <span aria-disabled="true" className="btn-primary w-full cursor-not-allowed py-3 opacity-50">
                  {shopCopy.cart.checkout}
                </span>
              )}
              <Link to={paths.home} onClick={close} className="btn-outline w-full">
                {shopCopy.cart.continueShopping}
              </Link>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog.Root>
  );
}
