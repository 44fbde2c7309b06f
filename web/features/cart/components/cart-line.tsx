import { Gift, Minus, Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { LANG } from "#copy/language";
import { shopCopy } from "#copy/shop";
import { formatCents } from "../../../../shared/money";
import { paths } from "../../../../shared/paths";
import { variantSearch } from "../../../../shared/variants";
import { ProductImage } from "../../../components/ui/product-image";
import { useCartGift } from "../../../lib/cart-gift";
import { type CartItem, cartStore, lineMax } from "../../../lib/cart-store";
import { toast } from "../../../lib/toast";

function unavailableText(item: CartItem) {
  if (item.outOfStock) return `${shopCopy.cart.outOfStockLine}. ${shopCopy.cart.outOfStockLineText}`;
  if (item.needsOptions) return `${shopCopy.cart.unavailable}. ${shopCopy.cart.needsOptionsText}`;
  return `${shopCopy.cart.unavailable}. ${item.options ? shopCopy.cart.optionUnavailableText : shopCopy.cart.unavailableText}`;
}

/** `priceCents`: the unit price at the chosen destination (without VAT outside the EU's VAT territory: decisions/0054). */
export function CartLine({ item, onNavigate, priceCents = item.priceCents }: { item: CartItem; onNavigate: () => void; priceCents?: number }) {
  const maxId = useId();
  const gift = useCartGift();
  const atMax = item.quantity >= lineMax(item.stockQuantity);
  // Two sizes of one product are two lines: their controls are named with the options too.
  const named = item.options ? `${item.name}, ${item.options}` : item.name;
  // The product page opens with this line's size, colour and pack chosen.
  const href = paths.product(item.id) + (item.optionValues ? variantSearch(item.optionValues, LANG) : "");
  const setQuantity = (q: number) => {
    const { capped } = cartStore.setQuantity(item, q);
    if (capped)
      void toast.message(
        shopCopy.cart.cappedTitle,
        shopCopy.cart.cappedText(lineMax(item.stockQuantity), item.name, lineMax(item.stockQuantity) < item.stockQuantity),
      );
  };
  return (
    <li className={`flex gap-3 py-4 ${item.unavailable ? "opacity-70" : ""}`} aria-label={named}>
      <Link to={href} onClick={onNavigate} className="shrink-0" tabIndex={-1} aria-hidden>
        <ProductImage imageKey={item.imageKey} alt="" size={80} className="size-20 rounded-xl bg-stone-100" />
      </Link>
      <div className="min-w-0 flex-1 space-y-1">
        <Link to={href} onClick={onNavigate} className="line-clamp-2 text-sm font-medium hover:text-brand-700 hover:underline">
          {item.name}
        </Link>
        {item.options && <p className="text-xs text-stone-700">{item.options}</p>}
        {item.forList && gift && (
          <p className="flex items-center gap-1 text-xs font-semibold text-brand-800">
            <Gift aria-hidden className="size-3.5" />
            {shopCopy.cart.giftFor(gift.babyName)}
          </p>
        )}
        <p className="text-sm">
          <span className="sr-only">{shopCopy.cart.unitPrice}: </span>
          <span className="font-semibold text-brand-700">{formatCents(priceCents)}</span>
        </p>
        {item.unavailable ? (
          <p className="text-xs font-semibold text-red-700">{unavailableText(item)}</p>
        ) : (
          <>
            {item.previousPriceCents !== undefined && (
              <p className="text-xs text-amber-700">{shopCopy.cart.priceChanged(formatCents(item.previousPriceCents))}</p>
            )}
            {item.adjustedTo !== undefined && <p className="text-xs text-amber-700">{shopCopy.cart.quantityAdjusted(item.adjustedTo)}</p>}
          </>
        )}
        <div className="flex items-center justify-between pt-1">
          {!item.unavailable ? (
            <div className="flex items-center gap-2">
              <div className="inline-flex items-center rounded-full border border-stone-300" role="group" aria-label={shopCopy.cart.quantityOf(named)}>
                <button
                  type="button"
                  aria-label={shopCopy.cart.decrease(named)}
                  onClick={() => setQuantity(item.quantity - 1)}
                  className="grid size-9 place-items-center rounded-full"
                >
                  <Minus aria-hidden className="size-4" />
                </button>
                <output aria-live="polite" className="w-8 text-center text-sm font-semibold">
                  {item.quantity}
                </output>
                <button
                  type="button"
                  aria-label={shopCopy.cart.increase(named)}
                  disabled={atMax}
                  aria-describedby={atMax ? maxId : undefined}
                  title={atMax ? shopCopy.cart.maxHint(item.stockQuantity) : undefined}
                  onClick={() => setQuantity(item.quantity + 1)}
                  className="grid size-9 place-items-center rounded-full disabled:opacity-40"
                >
                  <Plus aria-hidden className="size-4" />
                </button>
              </div>
              {atMax && (
                <span className="text-xs text-stone-600">
                  <span aria-hidden>{shopCopy.cart.maxShort(item.stockQuantity)}</span>
                  <span id={maxId} className="sr-only">
                    {shopCopy.cart.maxHint(item.stockQuantity)}
                  </span>
                </span>
              )}
            </div>
          ) : (
            <span />
          )}
          <button
            type="button"
            aria-label={shopCopy.cart.remove(named)}
            onClick={() => cartStore.remove(item)}
            className="grid size-9 place-items-center rounded-full text-stone-500 hover:bg-red-50 hover:text-red-700"
          >
            <Trash2 aria-hidden className="size-4" />
          </button>
        </div>
      </div>
    </li>
  );
}
