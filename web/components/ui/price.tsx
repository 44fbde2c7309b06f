import type { ReactNode } from "react";
import { shopCopy } from "#copy/shop";
import { formatCents } from "../../../shared/money";

/**
 * Prices as a shopper sees them. When a reduction may be announced (shared/reference-price.ts), `referenceCents` is the
 * lowest price of the 30 days before it (EU Omnibus): struck through next to the price, and named on its own line
 * (ReferenceLine). Screen readers hear the current price, the previous price, then the 30-day line.
 */
export function PriceLine({
  cents,
  referenceCents,
  large = false,
  children,
}: {
  cents: number;
  referenceCents: number | null;
  large?: boolean;
  children?: ReactNode;
}) {
  const reduced = referenceCents !== null;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2">
      <span className={`font-bold text-brand-700 ${large ? "text-3xl" : "text-lg"}`}>
        {reduced && <span className="sr-only">{shopCopy.product.currentPrice}: </span>}
        {formatCents(cents)}
      </span>
      {reduced && (
        <s className={`text-stone-500 ${large ? "text-lg" : "text-sm"}`}>
          <span className="sr-only">{shopCopy.product.previousPrice}: </span>
          {formatCents(referenceCents)}
        </s>
      )}
      {children}
    </span>
  );
}

/** 'Preço mais baixo nos últimos 30 dias: …', shown with every announced reduction. */
export function ReferenceLine({ cents, className = "" }: { cents: number; className?: string }) {
  return (
    <span data-testid="reference-price" className={`block text-stone-600 ${className}`}>
      {shopCopy.product.lowestPrice30Days(formatCents(cents))}
    </span>
  );
}

/** The price line and, for an announced reduction, the 30-day line under it; `children` follow the prices (a badge). */
export function Price({
  cents,
  referenceCents,
  large = false,
  children,
}: {
  cents: number;
  referenceCents: number | null;
  large?: boolean;
  children?: ReactNode;
}) {
  return (
    <span className="flex flex-col gap-1">
      <PriceLine cents={cents} referenceCents={referenceCents} large={large}>
        {children}
      </PriceLine>
      {referenceCents !== null && <ReferenceLine cents={referenceCents} className={large ? "text-sm" : "text-xs"} />}
    </span>
  );
}

/** The discount badge: the percentage off the 30-day reference price, spoken as a sentence. */
export function DiscountBadge({ percent, className }: { percent: number; className: string }) {
  return (
    <span className={`rounded-full bg-brand-700 font-bold text-white ${className}`}>
      <span aria-hidden>{shopCopy.product.discount(percent)}</span>
      <span className="sr-only">{shopCopy.product.discountSpoken(percent)}</span>
    </span>
  );
}
