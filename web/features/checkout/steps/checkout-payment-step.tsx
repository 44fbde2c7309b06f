import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { checkoutCopy } from "#copy/checkout";
import { shopCopy } from "#copy/shop";
import { isInputError } from "../../../../shared/error-codes";
import { formatCents } from "../../../../shared/money";
import { paths } from "../../../../shared/paths";
import { outsideEuVatArea } from "../../../../shared/shipping";
import { Field, TextInput } from "../../../components/ui/field";
import { FormError } from "../../../components/ui/form-error";
import { Spinner } from "../../../components/ui/spinner";
import { useAddresses } from "../../../lib/address-queries";
import { ApiError } from "../../../lib/api-client";
import { chooseParentsDelivery, orderGift } from "../../../lib/cart-gift";
import { cartStore, purchasable } from "../../../lib/cart-store";
import { checkoutStore, optionIsFresh, sameDestination, useCheckoutState } from "../../../lib/checkout-store";
import { useDestinationLines } from "../../../lib/destination-prices";
import { usePreRegistration } from "../../../lib/pre-registration-query";
import { refreshCart } from "../../../lib/refresh-cart";
import { useSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { useCart } from "../../../lib/use-cart";
import { useCancelOrder, usePlaceOrder } from "../api/checkout-api";
import { useApplyDiscount, useDiscountQuote } from "../api/discount-quote";
import { useCancelGuestOrder, usePlaceGuestOrder } from "../api/pre-registration-api";
import { type InvoiceRequest, InvoiceRequestField } from "../components/invoice-request";
import { PaymentMethodsNote } from "../components/payment-methods-note";
import { guestCheckout, useGuestCheckout } from "../state/guest-checkout";
import { useParentsDelivery } from "../state/parents-delivery";

const t = checkoutCopy.checkout;

/**
 * SPEC §4 payment step: its guards (no user → entry; no delivery chosen, or chosen for another place than the address →
 * shipping), the cancel message on return, an optional discount code checked by 'Aplicar' (so the summary's total is the
 * amount charged before the binding button), and the button that creates the order on the server with the option the
 * summary shows (the one checkout state) and goes to the payment page. A guest who chose 'Continuar sem criar conta'
 * (issue 44, decisions/0058) pays here too: the pre-registration's e-mail and address, a guest order.
 */
export function CheckoutPaymentStep() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { destination, option, addressId, recipient, discount: applied } = useCheckoutState();
  const { items } = useCart();
  const parents = useParentsDelivery();
  // At the destination's prices: without VAT outside the EU's VAT territory, as the order charges them (decisions/0054).
  const { lines, vatFree } = useDestinationLines(purchasable(items));
  const { query } = useAddresses();
  // 'Continuar sem criar conta' (issue 44): no account, the pre-registration's e-mail and address.
  const guest = useGuestCheckout() && !session.isPending && !session.data;
  const pre = usePreRegistration(guest);
  // A guest who has just created the account chose the address before it had an id: it is the account's default now.
  const address = guest ? (pre.data?.address ?? null) : (query.data?.find((a) => (addressId ? a.id === addressId : a.isDefault)) ?? null);
  const placeSaved = usePlaceOrder();
  const placeGuest = usePlaceGuestOrder();
  const place = guest ? placeGuest : placeSaved;
  const cancelOrder = useCancelOrder();
  const cancelGuest = useCancelGuestOrder();
  const qc = useQueryClient();
  const [code, setCode] = useState(applied?.code ?? "");
  const [checking, setChecking] = useState(false);
  const applyCode = useApplyDiscount(code);
  // What the applied code takes off the cart as it is now (issue 47): the server's answer, or why it no longer applies.
  const quote = useDiscountQuote();
  const priced = applied ? (quote.data ?? null) : null;
  const quoteError = applied && quote.error instanceof ApiError && quote.error.code === "discount_invalid" ? quote.error.message : null;
  const [codeError, setCodeError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // 'Pretende fatura com NIF?' (issue 33): offered with the profile's NIF.
  const profileNif = (guest ? pre.data?.profile?.nif : session.data?.customer?.nif) ?? "";
  const [invoice, setInvoice] = useState<InvoiceRequest>({ wanted: profileNif !== "", nif: profileNif });
  const [nifError, setNifError] = useState<string | null>(null);
  const canceled = params.get("canceled") === "true";
  const cancelledOrder = useRef<string | null>(null);

  // Back from the payment page without paying: that order is cancelled, so its stock is free for the next attempt.
  const pendingId = params.get("pedido");
  // A guest's order comes back with its key (issue 44): that cancels it without an account.
  const guestKey = params.get("chave");
  useEffect(() => {
    if (!canceled || !pendingId || cancelledOrder.current === pendingId || session.isPending) return;
    if (session.data) {
      cancelledOrder.current = pendingId;
      cancelOrder.mutate(pendingId);
    } else if (guestKey) {
      cancelledOrder.current = pendingId;
      cancelGuest.mutate({ id: pendingId, key: guestKey });
    }
  }, [canceled, pendingId, guestKey, session.isPending, session.data, cancelOrder, cancelGuest]);

  if (session.isPending) return <Spinner />;
  if (!session.data && !guest) return <Navigate to={paths.checkout} replace />;
  if (addressId === null || !optionIsFresh(option)) return <Navigate to={paths.checkoutShipping} replace />;
  if (guest ? pre.isPending : query.isPending) return <Spinner />;
  // The drawer may have calculated another place since: the delivery is chosen again for the address (or, for gifts sent
  // to the parents, for their list: issue 50).
  const toList = parents.destination;
  if (!address || !(toList ? destination?.list === toList.list : sameDestination(destination, { country: address.country, postalCode: address.zipCode })))
    return <Navigate to={paths.checkoutShipping} replace />;

  const vatArea = toList ? (destination?.vatArea ?? null) : outsideEuVatArea(address.country, address.zipCode);
  // A choice kept from before its quote priced the goods for this place: the delivery step asks again (and shows them).
  if (vatArea && !vatFree) return <Navigate to={paths.checkoutShipping} replace />;
  // What the binding button commits to, as the server prices it (issue 47): goods, the code's discount, delivery.
  const subtotalCents = lines.reduce((s, l) => s + l.priceCents * l.quantity, 0);
  const money = {
    totalCents: subtotalCents - (priced?.discountCents ?? 0) + (priced?.freeDelivery ? 0 : option.costCents),
  };

  const apply = async () => {
    setCodeError(null);
    if (!code.trim()) return setCodeError(t.codeRequired);
    setChecking(true);
    try {
      if (await applyCode(qc)) checkoutStore.setDiscount({ code: code.trim() });
    } catch (err) {
      checkoutStore.setDiscount(null);
      setCodeError(err instanceof ApiError && (err.code === "discount_invalid" || err.code === "rate_limited") ? err.message : t.unexpected);
    } finally {
      setChecking(false);
    }
  };
  const removeCode = () => {
    checkoutStore.setDiscount(null);
    setCode("");
    setCodeError(null);
  };

  const pay = async () => {
    setError(null);
    setCodeError(null);
    setNifError(null);
    // A code typed but not applied is applied first, and the new total shown: nothing is ordered on this press.
    if (code.trim() && !applied) return apply();
    // The cart changed since and the code no longer applies (or is still being asked): the reason shows, nothing is ordered.
    if (applied && !priced) return quoteError ? setCodeError(quoteError) : undefined;
    if (invoice.wanted && !invoice.nif.trim()) return setNifError(t.invoiceNifRequired);
    try {
      // Gifts for a birth list (issue 50): the lines marked for it, and the list, the sender and the message.
      const gift = orderGift(lines);
      const request = {
        items: lines.map((l) => ({ productId: l.id, variantId: l.variantId, quantity: l.quantity, ...(gift && l.forList ? { forList: true } : {}) })),
        ...(gift ? { gift } : {}),
        quoteId: option.quoteId,
        optionId: option.id,
        ...(recipient ? { recipientName: recipient } : {}),
        ...(gift && parents.destination ? { deliverToList: true } : {}),
        ...(applied ? { discountCode: applied.code } : {}),
        ...(invoice.wanted ? { invoice: { nif: invoice.nif.trim() } } : {}),
      };
      const placed =
        guest || !("id" in address) ? await placeGuest.mutateAsync(request) : await placeSaved.mutateAsync({ ...request, addressId: String(address.id) });
      // The code is the order's now (given back if the order is cancelled): the next checkout applies it afresh.
      checkoutStore.setDiscount(null);
      // The lines are the order's now (issue 44): the cart is emptied before the payment page, whatever happens there.
      cartStore.handOver(placed.orderId);
      window.location.assign(placed.url);
    } catch (err) {
      if (!(err instanceof ApiError)) return setError(t.unexpected);
      if (err.code === "invoice_nif_invalid") return setNifError(err.message);
      if (err.code === "discount_invalid") {
        checkoutStore.setDiscount(null);
        return setCodeError(err.message);
      }
      if (err.code === "quote_expired") {
        checkoutStore.dropOption();
        return navigate(paths.checkoutShipping, { replace: true });
      }
      if (err.code === "out_of_stock" || err.code === "unknown_product" || err.code === "variant_required") {
        void refreshCart({ announce: true });
        return setError(err.message);
      }
      if (err.code === "payment_unavailable") return setError(t.sessionError);
      // The parents' gift address is gone meanwhile (issue 50): the gifts go to the buyer; the delivery is asked again.
      if (err.code === "birth_list_no_delivery") {
        chooseParentsDelivery(false);
        checkoutStore.dropOption();
        toast.error(err.message);
        return navigate(paths.checkoutShipping, { replace: true });
      }
      // Another gift took what the list still wanted, or the parents took it off, closed the list, changed its code or
      // removed it (issue 50): the lines stay in the cart as the shopper's own, said plainly; the next press buys them unmarked.
      if (
        err.code === "birth_list_item_offered" ||
        err.code === "birth_list_item_gone" ||
        err.code === "birth_list_closed" ||
        err.code === "birth_list_not_found" ||
        err.code === "birth_list_code_required" ||
        err.code === "birth_list_code_wrong"
      ) {
        const at = /^items\.(\d+)\./.exec(err.field ?? "");
        const gone = at ? [lines[Number(at[1])]] : lines;
        for (const l of gone) if (l) cartStore.unmark(l);
        // Sent to the parents, the delivery was theirs: no gift left (or none at all), it is asked again for the buyer.
        if (parents.destination && (!at || !lines.some((l, i) => l.forList && i !== Number(at[1])))) {
          chooseParentsDelivery(false);
          checkoutStore.dropOption();
          toast.error(err.message);
          return navigate(paths.checkoutShipping, { replace: true });
        }
        return setError(err.message);
      }
      // A guest whose e-mail became an account's meanwhile, or whose checkout data expired (issue 44): the server says which.
      if (err.code === "user_already_registered" || err.code === "pre_registration_not_found" || err.code === "pre_registration_incomplete")
        return setError(err.message);
      setError(isInputError(err.code) || err.code === "rate_limited" ? err.message : t.payError);
    }
  };

  return (
    <section aria-labelledby="passo-pagamento" className="card space-y-5 p-5">
      <h2 id="passo-pagamento" className="text-lg font-bold">
        {t.paymentTitle}
      </h2>
      {canceled && (
        <p role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t.cancelled}
        </p>
      )}
      {guest && pre.data && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-stone-50 p-3 text-sm text-stone-700">
          <p>{t.guestPayingAs(pre.data.email)}</p>
          <Link to={paths.checkoutCredentials} className="font-medium text-brand-700 hover:underline" onClick={() => guestCheckout.set(false)}>
            {t.guestCreateAccount}
          </Link>
        </div>
      )}
      <div className="rounded-xl border border-stone-200 p-4 text-sm">
        <div className="flex items-start justify-between gap-3">
          <div>
            <p className="font-semibold">{t.deliverTo}</p>
            {address && (
              <address className="not-italic text-stone-700">
                {recipient}
                <br />
                {address.address} {address.number}
                {address.complement ? `, ${address.complement}` : ""}
                <br />
                {address.zipCode} {address.city}, {shopCopy.shipping.countryNames[address.country]}
              </address>
            )}
            <p className="mt-2 text-stone-700">
              {option.name} ({option.delay})
            </p>
          </div>
          <Link to={paths.checkoutShipping} className="text-sm font-medium text-brand-700 hover:underline">
            {t.change}
          </Link>
        </div>
      </div>
      <Field label={t.discountCode} error={codeError ?? undefined} hint={t.discountHint}>
        {({ id, describedBy, invalid }) => (
          <div className="flex gap-2">
            <TextInput
              id={id}
              value={code}
              onChange={(e) => {
                setCode(e.target.value);
                // A different code is not the applied one: the summary goes back to no discount until it is applied.
                if (applied && e.target.value.trim().toUpperCase() !== applied.code.toUpperCase()) checkoutStore.setDiscount(null);
              }}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  void apply();
                }
              }}
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={40}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
            />
            {applied ? (
              <button type="button" className="btn-outline shrink-0" onClick={removeCode}>
                {t.removeCode}
              </button>
            ) : (
              <button type="button" className="btn-outline shrink-0" onClick={() => void apply()} disabled={checking}>
                {checking ? t.applyingCode : t.applyCode}
              </button>
            )}
          </div>
        )}
      </Field>
      {priced && (
        <p role="status" className="-mt-3 text-sm font-medium text-emerald-800">
          {priced.freeDelivery ? t.codeAppliedFreeDelivery(priced.code) : t.codeApplied(priced.code, formatCents(priced.discountCents))}
        </p>
      )}
      {quoteError && !codeError && (
        <p role="alert" className="-mt-3 text-sm font-medium text-red-700">
          {quoteError}
        </p>
      )}
      <InvoiceRequestField
        value={invoice}
        onChange={(next) => {
          setInvoice(next);
          setNifError(null);
        }}
        spain={address.country === "ES"}
        error={nifError}
      />
      {vatArea && (
        <div role="note" aria-labelledby="fora-iva" className="rounded-xl border border-sky-300 bg-sky-50 p-3 text-sm text-sky-950">
          <p id="fora-iva" className="font-semibold">
            {t.outsideEuVatTitle}
          </p>
          <p className="mt-1">{t.outsideEuVat(t.vatAreaLead[vatArea])}</p>
        </div>
      )}
      <PaymentMethodsNote country={address.country} verifiedEmail={!guest && !!session.data?.user.emailVerified} canVerify={!guest} />
      <p className="flex items-baseline justify-between border-t border-stone-200 pt-3 text-base font-bold">
        <span>
          {t.totalToPay} <span className="text-xs font-normal text-stone-600">({vatFree ? t.withoutVat : t.vatIncluded})</span>
        </span>
        <span data-testid="total-a-pagar">{formatCents(money.totalCents)}</span>
      </p>
      <p className="text-sm text-stone-600">
        {t.termsNotice.before}
        <Link to={paths.terms} className="font-medium text-brand-700 underline underline-offset-2">
          {t.termsNotice.terms}
        </Link>
        {t.termsNotice.middle}
        <Link to={paths.privacy} className="font-medium text-brand-700 underline underline-offset-2">
          {t.termsNotice.privacy}
        </Link>
        {t.termsNotice.after}
      </p>
      <FormError>{error}</FormError>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-outline" onClick={() => navigate(paths.checkoutShipping)}>
          {t.back}
        </button>
        <button type="button" className="btn-primary flex-1 py-3" onClick={() => void pay()} disabled={place.isPending}>
          {place.isPending ? t.paying : t.pay}
        </button>
      </div>
    </section>
  );
}
