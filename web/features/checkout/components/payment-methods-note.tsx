import { checkoutCopy } from "#copy/checkout";
import { asyncPaymentMethodsFor } from "../../../../shared/order-payment";

const t = checkoutCopy.checkout;

/**
 * The payment methods the payment page will offer for this order, by the server's rule (shared/order-payment.ts,
 * issue 44): card only outside Portugal; in Portugal MB WAY too, and Multibanco for a verified e-mail — an account still
 * to verify is told how to get it, a guest (no account to verify) is offered card or MB WAY.
 */
export function PaymentMethodsNote({ country, verifiedEmail, canVerify }: { country: string; verifiedEmail: boolean; canVerify: boolean }) {
  const methods = asyncPaymentMethodsFor(country, verifiedEmail);
  const text =
    methods.length === 0
      ? t.methodsCardOnly
      : methods.includes("multibanco")
        ? t.methods
        : canVerify
          ? `${t.methodsNoMultibanco} ${t.multibancoAfterVerification}`
          : t.methodsNoMultibanco;
  return (
    <p className="text-sm text-stone-600" data-testid="formas-de-pagamento">
      {text}
    </p>
  );
}
