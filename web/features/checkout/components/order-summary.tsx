import { checkoutCopy } from "#copy/checkout";
import { formatCents } from "../../../../shared/money";
import type { OutsideEuVatArea } from "../../../../shared/shipping";
import { LOCAL_TAX } from "../../../../shared/vat-free-prices";
import { ProductImage } from "../../../components/ui/product-image";
import type { CartItem } from "../../../lib/cart-store";

const t = checkoutCopy.checkout;

/**
 * SPEC §2 order summary on every step: the lines with quantity badges, Subtotal, descontos when above 0, Entrega
 * ('Grátis' at 0) with the delivery option's name, or 'a calcular' until one is chosen, Total and the privacy notice.
 * Display only: the server prices the order itself. The lines and the delivery are the cart's and the checkout state's
 * chosen option (the one the order is placed with), or an existing order's when it is paid again. Delivered outside the
 * EU's VAT territory (`vatFree`), the lines are already without VAT (decisions/0054): the total says so instead of 'IVA
 * incluído', with the note on local taxes and customs.
 */
type SummaryLine = Pick<CartItem, "id" | "variantId" | "name" | "options" | "imageKey" | "priceCents" | "quantity">;

export interface SummaryDelivery {
  name: string;
  costCents: number;
}

/** A code's discount as the server priced it (issue 47): per line, in all, and whether it waives the delivery. */
export interface SummaryDiscount {
  /** null: an order placed earlier (its code is not repeated). */
  code: string | null;
  discountCents: number;
  freeDelivery: boolean;
  lines: { productId: number; variantId: number; discountCents: number }[];
}

export function OrderSummary({
  items,
  delivery,
  discount = null,
  vatFree = null,
}: {
  items: SummaryLine[];
  delivery: SummaryDelivery | null;
  discount?: SummaryDiscount | null;
  vatFree?: OutsideEuVatArea | null;
}) {
  const subtotal = items.reduce((n, i) => n + i.priceCents * i.quantity, 0);
  const discountCents = discount?.discountCents ?? 0;
  const deliveryCents = delivery === null ? 0 : discount?.freeDelivery ? 0 : delivery.costCents;
  const total = subtotal - discountCents + deliveryCents;
  // A cart line without a variant is its product's only one: the server names the variant it priced.
  const lineDiscount = (i: SummaryLine) =>
    discount?.lines.find((l) => l.productId === i.id && (i.variantId === null || l.variantId === i.variantId))?.discountCents ?? 0;
  return (
    <section aria-labelledby="resumo-pedido" className="card space-y-4 p-5">
      <h2 id="resumo-pedido" className="text-lg font-bold">
        {t.summary}
      </h2>
      <ul className="space-y-3">
        {items.map((i) => (
          <li key={`${i.id}:${i.variantId}`} className="flex items-center gap-3">
            <span className="relative shrink-0">
              <ProductImage imageKey={i.imageKey} alt="" size={56} className="size-14 rounded-xl bg-stone-100" />
              <span aria-hidden className="absolute -right-2 -top-2 grid size-6 place-items-center rounded-full bg-brand-700 text-xs font-bold text-white">
                {i.quantity}
              </span>
              <span className="sr-only">{t.quantityBadge(i.quantity)}</span>
            </span>
            <span className="min-w-0 flex-1 text-sm">
              <span className="line-clamp-2 font-medium">{i.name}</span>
              {i.options && <span className="block text-xs text-stone-600">{i.options}</span>}
            </span>
            <span className="text-right text-sm font-semibold">
              {formatCents(i.priceCents * i.quantity)}
              {lineDiscount(i) > 0 && (
                <span className="block text-xs font-medium text-brand-700" data-testid="resumo-desconto-linha">
                  {t.lineDiscount(formatCents(lineDiscount(i)))}
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
      <dl className="space-y-1 border-t border-stone-200 pt-3 text-sm">
        <div className="flex justify-between">
          <dt>{t.subtotal}</dt>
          <dd>{formatCents(subtotal)}</dd>
        </div>
        {discount && discountCents > 0 && (
          <div className="flex justify-between text-brand-700">
            <dt>
              {t.discounts} {discount.code && <span className="text-xs">({discount.code})</span>}
            </dt>
            <dd data-testid="resumo-desconto">-{formatCents(discountCents)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-3">
          <dt>
            {t.delivery}
            {delivery && (
              <span className="block text-xs text-stone-600" data-testid="resumo-entrega-opcao">
                {delivery.name}
              </span>
            )}
          </dt>
          <dd data-testid="resumo-entrega">
            {delivery === null ? (
              t.toChoose
            ) : deliveryCents === 0 ? (
              <>
                {delivery.costCents > 0 && <s className="mr-1 text-stone-500">{formatCents(delivery.costCents)}</s>}
                {t.free}
              </>
            ) : (
              formatCents(deliveryCents)
            )}
          </dd>
        </div>
        <div className="flex justify-between border-t border-stone-200 pt-2 text-base font-bold">
          <dt>
            {t.total} <span className="text-xs font-normal text-stone-600">({vatFree ? t.withoutVat : t.vatIncluded})</span>
          </dt>
          <dd data-testid="resumo-total">{formatCents(total)}</dd>
        </div>
      </dl>
      {vatFree && (
        <p role="note" data-testid="resumo-sem-iva" className="rounded-xl border border-sky-300 bg-sky-50 p-3 text-xs text-sky-950">
          {t.withoutVatNote(LOCAL_TAX[vatFree])}
        </p>
      )}
      <p className="text-xs text-stone-600">{t.privacy}</p>
    </section>
  );
}
