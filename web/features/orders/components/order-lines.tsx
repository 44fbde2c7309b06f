import { Link } from "react-router";
import { LANG } from "#copy/language";
import { orderPagesCopy } from "#copy/order-pages";
import { formatCents } from "../../../../shared/money";
import { lineTotalCents, orderLineOptions } from "../../../../shared/order-display";
import { paths } from "../../../../shared/paths";
import { variantSearch } from "../../../../shared/variants";
import { ProductImage } from "../../../components/ui/product-image";
import type { OrderLine } from "../../../lib/order-queries";

const t = orderPagesCopy.orderPages;

/** An order's products: image, name (to the product page), chosen options, quantity and the line's total. */
export function OrderLines({ lines, label }: { lines: OrderLine[]; label: string }) {
  return (
    <ul aria-label={label} className="divide-y divide-stone-100">
      {lines.map((l) => {
        const options = orderLineOptions(l);
        return (
          <li key={`${l.productId}-${l.variantId ?? 0}`} className="flex items-center gap-3 py-3">
            <ProductImage imageKey={l.imageKey} alt="" size={64} className="size-16 shrink-0 rounded-xl bg-stone-100" />
            <div className="min-w-0 flex-1">
              <Link to={paths.product(l.productId) + variantSearch(l, LANG)} className="line-clamp-2 text-sm font-medium hover:text-brand-700 hover:underline">
                {l.productName}
              </Link>
              {options && <p className="text-xs text-stone-600">{options}</p>}
              <p className="text-xs text-stone-600">
                {t.quantity(l.quantity)}
                {l.quantity > 1 && <span> · {t.unitPrice(formatCents(l.unitPriceCents))}</span>}
              </p>
            </div>
            <p className="shrink-0 text-sm font-semibold tabular-nums">{formatCents(lineTotalCents(l))}</p>
          </li>
        );
      })}
    </ul>
  );
}
