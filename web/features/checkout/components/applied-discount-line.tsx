import { checkoutCopy } from "#copy/checkout";
import { formatCents } from "../../../../shared/money";
import { useDiscountQuote } from "../api/discount-quote";

const t = checkoutCopy.checkout;

/**
 * The applied code's discount in the cart drawer (issue 47): the code, what it takes off the cart as it is now (the
 * server's answer, asked again when the lines change), and the goods' total after it. Nothing without an applied code,
 * or while the server has not answered.
 */
export default function AppliedDiscountLine({ subtotalCents }: { subtotalCents: number }) {
  const quote = useDiscountQuote().data;
  if (!quote || quote.discountCents <= 0) return null;
  return (
    <p className="flex items-center justify-between text-sm text-brand-700" data-testid="carrinho-desconto">
      <span>
        {t.discounts} ({quote.code})
      </span>
      <span>
        -{formatCents(quote.discountCents)} · {formatCents(subtotalCents - quote.discountCents)}
      </span>
    </p>
  );
}
