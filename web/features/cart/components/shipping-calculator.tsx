import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { shopCopy } from "#copy/shop";
import { isInputError } from "../../../../shared/error-codes";
import {
  DEFAULT_SHIPPING_COUNTRY,
  normalizePostalCode,
  quoteIsFor,
  SHIPPING_COUNTRIES,
  type ShippingCountry,
  type ShippingQuote,
} from "../../../../shared/shipping";
import type { ShippingDestination } from "../../../../shared/shipping-schemas";
import { shippingDestinationSchema } from "../../../../shared/shipping-schemas";
import { costLabel, OptionRow } from "../../../components/shipping/option-row";
import { Select } from "../../../components/ui/select";
import { useDefaultAddress } from "../../../lib/address-queries";
import { ApiError } from "../../../lib/api-client";
import { useShippingQuote } from "../../../lib/cart-queries";
import { type CartItem, purchasable } from "../../../lib/cart-store";
import { checkoutStore, type ServerQuote, useCheckoutState } from "../../../lib/checkout-store";
import { formResolver } from "../../../lib/form-resolver";
import { SavedAddressPanel } from "./saved-address-panel";

/**
 * SPEC §2 shipping calculator. A signed-in customer with a default address sees that address with 'Calcular Frete'
 * and 'Outro endereço'; the other-address form (the only one a visitor sees) then offers 'Usar endereço salvo'.
 *
 * Options always travel with the destination they were calculated for: editing the country or the postal
 * code drops them, the stored selection and any answer still on its way. The destination and the chosen option are
 * written into the one checkout state (web/lib/checkout-store.ts), which the checkout's summary and order use.
 */
export function ShippingCalculator({ items }: { items: CartItem[] }) {
  const shippingQuote = useShippingQuote();
  const { destination: savedDestination, option: saved } = useCheckoutState();
  const form = useForm<ShippingDestination>({
    resolver: formResolver(shippingDestinationSchema),
    // An error stays until the next edit clears it or the next calculation replaces it; typing does not re-check.
    reValidateMode: "onSubmit",
    defaultValues: {
      country: (saved && savedDestination?.country) || DEFAULT_SHIPPING_COUNTRY,
      postalCode: (saved && savedDestination?.postalCode) || "",
    },
  });
  const country = form.watch("country");
  const postalCode = form.watch("postalCode");
  const fieldError = form.formState.errors.postalCode?.message ?? null;
  const [quote, setQuote] = useState<(ShippingQuote & ServerQuote) | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  /** Bumped by every edit and calculation: an answer for an older request is ignored. */
  const request = useRef(0);
  const reveal = useRef(false);
  const result = useRef<HTMLElement | null>(null);
  const ids = { code: useId(), error: useId() };
  const lines = purchasable(items);
  const placeholder = SHIPPING_COUNTRIES.find((c) => c.code === country)?.placeholder ?? "";
  const shown = quoteIsFor(quote, country, postalCode) ? quote : null;
  const savedAddress = useDefaultAddress();
  /** null until the customer chooses: the saved address is shown unless the stored selection is for another place. */
  const [typing, setTyping] = useState<boolean | null>(null);
  const selectionIsElsewhere =
    !!saved &&
    !!savedDestination &&
    !!savedAddress &&
    (savedDestination.country !== savedAddress.country || normalizePostalCode(savedDestination.postalCode) !== normalizePostalCode(savedAddress.zipCode));
  const useSaved = !!savedAddress && (typing === null ? !selectionIsElsewhere : !typing);

  // On a phone the results land below the fold of the drawer's scroll area: bring them into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a new result (quote, error or field error) is shown
  useEffect(() => {
    if (!reveal.current || running) return;
    reveal.current = false;
    result.current?.scrollIntoView({ block: "nearest" });
  }, [quote, error, fieldError, running]);

  const keepResult = (el: HTMLElement | null) => {
    result.current = el;
  };

  /** Any edit drops the options, the stored selection, the messages and any answer still on its way. */
  const edit = () => {
    request.current++;
    setQuote(null);
    setError(null);
    form.clearErrors();
    setRunning(false);
    if (checkoutStore.get().destination) checkoutStore.setDestination(null);
  };

  const startOver = () => {
    reveal.current = true;
    setQuote(null);
    setError(null);
  };

  async function run(destination: ShippingDestination) {
    const mine = ++request.current;
    startOver();
    setRunning(true);
    try {
      const answer = await shippingQuote.mutateAsync({
        ...destination,
        items: lines.map((i) => ({ productId: i.id, variantId: i.variantId, quantity: i.quantity })),
      });
      if (mine !== request.current) return;
      setQuote({ ...destination, ...answer });
      if (answer.options.length === 0) {
        setError(shopCopy.shipping.none);
        checkoutStore.setDestination(null);
      } else checkoutStore.choose(destination, answer, answer.options[0]!.id);
    } catch (err) {
      if (mine !== request.current) return;
      if (err instanceof ApiError && isInputError(err.code) && err.field === "postalCode") form.setError("postalCode", { message: err.message });
      else if (err instanceof ApiError) setError(isInputError(err.code) || err.code === "rate_limited" ? err.message : shopCopy.shipping.error);
      else setError(shopCopy.shipping.network);
    } finally {
      if (mine === request.current) setRunning(false);
    }
  }
  const calculate = form.handleSubmit(run, startOver);

  /** 'Calcular Frete' for the saved address: the quote is for its country and postal code. */
  const calculateSaved = () => {
    if (!savedAddress || running || lines.length === 0) return;
    form.setValue("country", savedAddress.country);
    form.setValue("postalCode", savedAddress.zipCode);
    void run({ country: savedAddress.country, postalCode: savedAddress.zipCode });
  };
  const switchTo = (typingNow: boolean) => {
    edit();
    setTyping(typingNow);
  };
  const postalCodeField = form.register("postalCode", { onChange: edit });

  return (
    <section aria-labelledby="frete-titulo" className="space-y-3 rounded-2xl border border-stone-200 bg-stone-50 p-4">
      <h3 id="frete-titulo" className="text-sm font-bold">
        {shopCopy.shipping.title}
      </h3>
      {useSaved && savedAddress ? (
        <SavedAddressPanel address={savedAddress} running={running} disabled={lines.length === 0} onCalculate={calculateSaved} onOther={() => switchTo(true)} />
      ) : (
        <form
          className="space-y-3"
          noValidate
          onSubmit={(e) => {
            if (running || !postalCode.trim() || lines.length === 0) return e.preventDefault();
            request.current++;
            void calculate(e);
          }}
        >
          <Select
            id="frete-pais"
            label={shopCopy.shipping.country}
            value={country}
            options={SHIPPING_COUNTRIES.map((c) => ({ value: c.code, label: `${c.code} ${c.name}` }))}
            onChange={(v) => {
              form.setValue("country", v as ShippingCountry);
              edit();
            }}
          />
          <div className="flex gap-2">
            <label htmlFor={ids.code} className="sr-only">
              {shopCopy.shipping.postalCode}
            </label>
            <input
              id={ids.code}
              {...postalCodeField}
              placeholder={placeholder}
              inputMode={country === "PT" || country === "ES" ? "numeric" : "text"}
              autoComplete="postal-code"
              maxLength={12}
              aria-describedby={fieldError ? ids.error : undefined}
              aria-invalid={fieldError ? true : undefined}
              className="h-10 min-w-0 flex-1 rounded-full border border-stone-300 bg-white px-4 text-sm aria-[invalid=true]:border-red-600"
            />
            <button type="submit" className="btn-primary h-10 px-4" disabled={running || !postalCode.trim() || lines.length === 0}>
              {running ? shopCopy.shipping.calculating : shopCopy.shipping.calculate}
            </button>
          </div>
          {fieldError && (
            <p id={ids.error} ref={keepResult} role="alert" className="scroll-mb-4 text-sm font-medium text-red-700">
              {fieldError}
            </p>
          )}
          {savedAddress && (
            <button type="button" className="text-sm font-medium text-brand-700 underline" onClick={() => switchTo(false)}>
              {shopCopy.shipping.useSaved}
            </button>
          )}
        </form>
      )}
      {error && (
        <p ref={keepResult} role="alert" className="scroll-mb-4 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      {shown && shown.options.length > 0 && (
        <fieldset ref={keepResult} className="scroll-mb-4 space-y-2">
          <legend className="text-sm font-semibold">{shopCopy.shipping.options}</legend>
          {shown.options.map((o) => (
            <OptionRow
              key={o.id}
              option={o}
              checked={saved?.quoteId === shown.quoteId && saved.id === o.id}
              onSelect={() => checkoutStore.choose({ country: shown.country, postalCode: shown.postalCode }, shown, o.id)}
            />
          ))}
        </fieldset>
      )}
      {!shown && !error && !fieldError && saved && (
        <p className="text-sm text-stone-700" data-testid="entrega-selecionada">
          {shopCopy.shipping.selected}: <strong>{saved.name}</strong> ({saved.delay}) — {costLabel(saved.costCents)}
        </p>
      )}
    </section>
  );
}
