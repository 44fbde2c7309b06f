import { useMutation } from "@tanstack/react-query";
import { RotateCcw } from "lucide-react";
import { orderPagesCopy } from "#copy/order-pages";
import type { OrderLine } from "../../../lib/order-queries";
import { buyAgain } from "../state/buy-again";

const t = orderPagesCopy.orderPages;

/**
 * 'Comprar novamente' (issue 50): the order's lines that are still sold go to the cart at today's prices; the answer
 * stays under the button (how many were added, which were cut to the stock, which are no longer available), with a way
 * to the cart when it has something.
 */
export function BuyAgainButton({ lines, number, openCart }: { lines: OrderLine[]; number: string; openCart?: () => void }) {
  const run = useMutation({ mutationFn: () => buyAgain(lines) });
  const result = run.data;
  return (
    <div className="space-y-2">
      <button
        type="button"
        className="btn-outline h-9 px-4"
        aria-label={t.buyAgainFor(number)}
        disabled={run.isPending}
        aria-busy={run.isPending || undefined}
        onClick={() => run.mutate()}
      >
        <RotateCcw aria-hidden className="size-4" />
        {run.isPending ? t.buyingAgain : t.buyAgain}
      </button>
      <div role="status" className="text-sm">
        {run.isError && <p className="text-red-700">{t.buyAgainError}</p>}
        {result && (
          <div className="space-y-1">
            <p className={result.added > 0 ? "font-medium text-emerald-800" : "font-medium text-stone-700"}>
              {result.added > 0 ? t.buyAgainAdded(result.added) : t.buyAgainNone}
            </p>
            {result.capped.map((c) => (
              <p key={c.name} className="text-stone-700">
                {t.buyAgainCapped(c.name, c.stock)}
              </p>
            ))}
            {result.unavailable.length > 0 && (
              <div className="text-stone-700">
                <p>{t.buyAgainUnavailable}</p>
                <ul className="list-disc pl-5">
                  {result.unavailable.map((name) => (
                    <li key={name}>{name}</li>
                  ))}
                </ul>
              </div>
            )}
            {result.added > 0 && openCart && (
              <button type="button" className="font-semibold text-brand-700 underline" onClick={openCart}>
                {t.viewCart}
              </button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
