import { useEffect, useId, useRef, useState } from "react";
import { copy } from "../../../../shared/copy";
import { formatCents } from "../../../../shared/money";
import {
  DEFAULT_SHIPPING_COUNTRY,
  postalCodeError,
  quoteIsFor,
  SHIPPING_COUNTRIES,
  type ShippingCountry,
  type ShippingOption,
  type ShippingQuote,
  selectionFor,
} from "../../../../shared/shipping";
import { Select } from "../../../components/ui/select";
import { ApiError } from "../../../lib/api-client";
import { useShippingQuote } from "../api/cart-api";
import { type CartItem, purchasable } from "../state/cart-store";
import { shippingSelection, useShippingSelection } from "../state/shipping-selection";

const costLabel = (cents: number) => (cents === 0 ? copy.shipping.free : formatCents(cents));

/**
 * SPEC §2 shipping calculator (anonymous form). The signed-in variant with a saved default address
 * ('Calcular Frete', 'Outro endereço', 'Usar endereço salvo') plugs in above this form when addresses exist.
 *
 * Options always travel with the destination they were calculated for: editing the country or the postal
 * code drops them, the stored selection and any answer still on its way.
 */
export function ShippingCalculator({ items }: { items: CartItem[] }) {
  const shippingQuote = useShippingQuote();
  const saved = useShippingSelection();
  const [country, setCountry] = useState<ShippingCountry>(() => (saved?.selectedCountry as ShippingCountry | undefined) ?? DEFAULT_SHIPPING_COUNTRY);
  const [postalCode, setPostalCode] = useState(saved?.postalCode ?? "");
  const [quote, setQuote] = useState<ShippingQuote | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
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

  const edit = (next: { country?: ShippingCountry; postalCode?: string }) => {
    request.current++;
    if (next.country !== undefined) setCountry(next.country);
    if (next.postalCode !== undefined) setPostalCode(next.postalCode);
    setQuote(null);
    setError(null);
    setFieldError(null);
    setRunning(false);
    if (shippingSelection.get()) shippingSelection.set(null);
  };

  const calculate = async () => {
    if (running || !postalCode.trim() || lines.length === 0) return;
    const mine = ++request.current;
    reveal.current = true;
    setQuote(null);
    setError(null);
    setFieldError(null);
    const invalid = postalCodeError(country, postalCode);
    if (invalid) return setFieldError(invalid);
    setRunning(true);
    try {
      const { options } = await shippingQuote.mutateAsync({ country, postalCode, items: lines.map((i) => ({ productId: i.id, quantity: i.quantity })) });
      if (mine !== request.current) return;
      const found: ShippingQuote = { country, postalCode, options };
      setQuote(found);
      if (options.length === 0) {
        setError(copy.shipping.none);
        shippingSelection.set(null);
      } else shippingSelection.set(selectionFor(found, options[0]!));
    } catch (err) {
      if (mine !== request.current) return;
      if (err instanceof ApiError && err.status === 400 && err.field === "postalCode") setFieldError(err.message);
      else if (err instanceof ApiError) setError(err.status === 400 || err.status === 429 ? err.message : copy.shipping.error);
      else setError(copy.shipping.network);
    } finally {
      if (mine === request.current) setRunning(false);
    }
  };

  return (
    <section aria-labelledby="frete-titulo" className="space-y-3 rounded-2xl border border-stone-200 bg-stone-50 p-4">
      <h3 id="frete-titulo" className="text-sm font-bold">
        {copy.shipping.title}
      </h3>
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          void calculate();
        }}
      >
        <Select
          id="frete-pais"
          label={copy.shipping.country}
          value={country}
          options={SHIPPING_COUNTRIES.map((c) => ({ value: c.code, label: `${c.code} ${c.name}` }))}
          onChange={(v) => edit({ country: v as ShippingCountry })}
        />
        <div className="flex gap-2">
          <label htmlFor={ids.code} className="sr-only">
            {copy.shipping.postalCode}
          </label>
          <input
            id={ids.code}
            value={postalCode}
            onChange={(e) => edit({ postalCode: e.target.value })}
            placeholder={placeholder}
            inputMode={country === "PT" || country === "ES" ? "numeric" : "text"}
            autoComplete="postal-code"
            maxLength={12}
            aria-describedby={fieldError ? ids.error : undefined}
            aria-invalid={fieldError ? true : undefined}
            className="h-10 min-w-0 flex-1 rounded-full border border-stone-300 bg-white px-4 text-sm aria-[invalid=true]:border-red-600"
          />
          <button type="submit" className="btn-primary h-10 px-4" disabled={running || !postalCode.trim() || lines.length === 0}>
            {running ? copy.shipping.calculating : copy.shipping.calculate}
          </button>
        </div>
        {fieldError && (
          <p id={ids.error} ref={keepResult} role="alert" className="scroll-mb-4 text-sm font-medium text-red-700">
            {fieldError}
          </p>
        )}
      </form>
      {error && (
        <p ref={keepResult} role="alert" className="scroll-mb-4 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      {shown && shown.options.length > 0 && (
        <fieldset ref={keepResult} className="scroll-mb-4 space-y-2">
          <legend className="text-sm font-semibold">{copy.shipping.options}</legend>
          {shown.options.map((o) => (
            <OptionRow
              key={o.id}
              option={o}
              checked={saved?.selectedShippingName === o.name && saved.selectedShippingCost === o.costCents}
              onSelect={() => shippingSelection.set(selectionFor(shown, o))}
            />
          ))}
        </fieldset>
      )}
      {!shown && !error && !fieldError && saved && (
        <p className="text-sm text-stone-700" data-testid="entrega-selecionada">
          {copy.shipping.selected}: <strong>{saved.selectedShippingName}</strong> ({saved.selectedShippingDelay}) — {costLabel(saved.selectedShippingCost)}
        </p>
      )}
    </section>
  );
}

function OptionRow({ option: o, checked, onSelect }: { option: ShippingOption; checked: boolean; onSelect: () => void }) {
  return (
    <label className={`flex cursor-pointer items-center gap-3 rounded-xl border bg-white p-3 text-sm ${checked ? "border-brand-600" : "border-stone-200"}`}>
      <input type="radio" name="opcao-entrega" value={o.id} checked={checked} onChange={onSelect} className="accent-brand-700" />
      <span className="flex-1">
        <span className="block font-medium">{o.name}</span>
        <span className="text-xs text-stone-600">{o.delay}</span>
      </span>
      <span className="font-semibold">{costLabel(o.costCents)}</span>
    </label>
  );
}
