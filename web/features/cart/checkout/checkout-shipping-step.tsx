import { type ComponentType, useCallback, useEffect, useRef, useState } from "react";
import { Navigate, useNavigate } from "react-router";
import type { SavedAddress } from "../../../../shared/address-rules";
import { copy } from "../../../../shared/copy";
import { paths } from "../../../../shared/paths";
import { type ShippingOption, selectionFor } from "../../../../shared/shipping";
import { Field, TextInput } from "../../../components/ui/field";
import { Spinner } from "../../../components/ui/spinner";
import { useAddresses } from "../../../lib/address-queries";
import { ApiError } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";
import { useShippingQuote } from "../api/cart-api";
import { purchasable } from "../state/cart-store";
import { shippingSelection } from "../state/shipping-selection";
import { useCart } from "../state/use-cart";
import { checkoutChoice, useCheckoutChoice } from "./checkout-state";
import { DeliveryOptions, type OptionsState } from "./delivery-options";

const t = copy.checkout;

interface QuoteInfo {
  quoteId: string;
  expiresAt: string;
  country: SavedAddress["country"];
  postalCode: string;
  options: ShippingOption[];
}

/** The add-address dialog, passed in by the page that composes the checkout (it belongs to the addresses feature). */
export type AddressDialog = ComponentType<{ open: boolean; onOpenChange: (o: boolean) => void }>;

/**
 * SPEC §4 shipping step for a signed-in customer: choose a saved address (or add one), the options are quoted for it and
 * the cheapest is selected; the recipient's name is required. The chosen quote and option go with the order.
 */
export function CheckoutShippingStep({ AddressDialog }: { AddressDialog: AddressDialog }) {
  const session = useSession();
  const navigate = useNavigate();
  const { query } = useAddresses();
  const addresses = query.data ?? [];
  const saved = useCheckoutChoice();
  const { items } = useCart();
  const lines = purchasable(items);
  const quote = useShippingQuote();
  const [adding, setAdding] = useState(false);
  const [addressId, setAddressId] = useState<string | null>(saved?.addressId ?? null);
  const [state, setState] = useState<OptionsState>({ kind: "idle" });
  const [quoteInfo, setQuoteInfo] = useState<QuoteInfo | null>(null);
  const [optionId, setOptionId] = useState<string | null>(null);
  const [recipient, setRecipient] = useState(saved?.recipient ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const request = useRef(0);
  const address = addresses.find((a) => a.id === addressId) ?? null;
  const cartKey = lines.map((l) => `${l.id}:${l.variantId}x${l.quantity}`).join(",");

  // The default address is chosen until the customer picks another; a new address (just added) is chosen at once.
  const known = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!query.data) return;
    const ids = new Set(query.data.map((a) => a.id));
    const added = known.current ? query.data.find((a) => !known.current!.has(a.id)) : undefined;
    known.current = ids;
    if (added) setAddressId(added.id);
    else if (!addressId || !ids.has(addressId)) setAddressId(query.data.find((a) => a.isDefault)?.id ?? query.data[0]?.id ?? null);
  }, [query.data, addressId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the cart lines are followed through cartKey (a new array every render)
  const run = useCallback(
    async (a: SavedAddress) => {
      const mine = ++request.current;
      setState({ kind: "loading" });
      setOptionId(null);
      try {
        const res = await quote.mutateAsync({
          country: a.country,
          postalCode: a.zipCode,
          items: lines.map((l) => ({ productId: l.id, variantId: l.variantId, quantity: l.quantity })),
        });
        if (mine !== request.current) return;
        setQuoteInfo({ ...res, country: a.country, postalCode: a.zipCode });
        setState({ kind: "ready", options: res.options });
        // SPEC §4: the cheapest is selected (the server answers cheapest first).
        setOptionId(res.options[0]?.id ?? null);
      } catch (err) {
        if (mine !== request.current) return;
        setState({ kind: "error", message: err instanceof ApiError ? (err.code === "rate_limited" ? err.message : t.quoteError) : t.quoteNetwork });
      }
    },
    [cartKey, quote.mutateAsync],
  );

  useEffect(() => {
    if (address) void run(address);
    if (address && !recipient) setRecipient(address.fullName);
  }, [address, run, recipient]);

  if (session.isPending) return <Spinner />;
  if (!session.data) return <Navigate to={paths.checkout} replace />;

  const next = () => {
    setProblem(null);
    const option = state.kind === "ready" ? state.options.find((o) => o.id === optionId) : undefined;
    if (!address) return setProblem(t.chooseAddress);
    if (!option || !quoteInfo) return setProblem(t.chooseOption);
    if (!recipient.trim()) return setProblem(t.recipientRequired);
    checkoutChoice.set({ addressId: address.id, quoteId: quoteInfo.quoteId, optionId: option.id, expiresAt: quoteInfo.expiresAt, recipient: recipient.trim() });
    shippingSelection.set(selectionFor({ country: quoteInfo.country, postalCode: quoteInfo.postalCode, options: quoteInfo.options }, option));
    navigate(paths.checkoutPayment());
  };

  return (
    <section aria-labelledby="passo-entrega" className="card space-y-5 p-5">
      <h2 id="passo-entrega" className="text-lg font-bold">
        {t.shippingTitle}
      </h2>
      {query.isPending ? (
        <Spinner />
      ) : addresses.length === 0 ? (
        <p className="text-sm text-stone-600">{t.noAddresses}</p>
      ) : (
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-semibold">{t.savedAddresses}</legend>
          {addresses.map((a) => (
            <label
              key={a.id}
              className={`flex cursor-pointer gap-3 rounded-xl border p-3 text-sm ${a.id === addressId ? "border-brand-600 bg-brand-50" : "border-stone-200"}`}
            >
              <input type="radio" name="morada" className="mt-1 accent-brand-700" checked={a.id === addressId} onChange={() => setAddressId(a.id)} />
              <span>
                <span className="block font-medium">{a.fullName}</span>
                {a.address} {a.number}
                {a.complement ? `, ${a.complement}` : ""} — {a.zipCode} {a.city}, {copy.shipping.countryNames[a.country]}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <button type="button" className="btn-outline" onClick={() => setAdding(true)}>
        {t.addAddress}
      </button>
      <DeliveryOptions state={state} chosen={optionId} onChoose={(o) => setOptionId(o.id)} onRetry={() => address && void run(address)} />
      <Field label={t.recipient}>
        {({ id }) => <TextInput id={id} autoComplete="name" value={recipient} onChange={(e) => setRecipient(e.target.value)} maxLength={160} />}
      </Field>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-outline" onClick={() => navigate(paths.checkoutProfile)}>
          {t.back}
        </button>
        <button type="button" className="btn-primary flex-1" onClick={next} disabled={state.kind === "loading"}>
          {t.continue}
        </button>
      </div>
      <AddressDialog open={adding} onOpenChange={setAdding} />
    </section>
  );
}
