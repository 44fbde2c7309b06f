import { useId, useState } from "react";
import { copy } from "../../../../shared/copy";
import { formatCents } from "../../../../shared/money";
import { DEFAULT_SHIPPING_COUNTRY, postalCodeError, SHIPPING_COUNTRIES, type ShippingOption } from "../../../../shared/shipping";
import { Select } from "../../../components/ui/select";
import { ApiError } from "../../../lib/api-client";
import { cartApi } from "../api/cart-api";
import { purchasable, type CartItem } from "../state/cart-store";
import { shippingSelection, useShippingSelection } from "../state/shipping-selection";

const costLabel = (cents: number) => (cents === 0 ? copy.shipping.free : formatCents(cents));

/**
 * SPEC §2 shipping calculator (anonymous form). The signed-in variant with a saved default address
 * ('Calcular Frete', 'Outro endereço', 'Usar endereço salvo') plugs in above this form when addresses exist.
 */
export function ShippingCalculator({ items }: { items: CartItem[] }) {
  const saved = useShippingSelection();
  const [country, setCountry] = useState(saved?.selectedCountry ?? DEFAULT_SHIPPING_COUNTRY);
  const [postalCode, setPostalCode] = useState(saved?.postalCode ?? "");
  const [options, setOptions] = useState<ShippingOption[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const ids = { code: useId(), error: useId() };
  const lines = purchasable(items);
  const placeholder = SHIPPING_COUNTRIES.find((c) => c.code === country)?.placeholder ?? "";

  const select = (o: ShippingOption) =>
    shippingSelection.set({ selectedCountry: country, postalCode, selectedShippingCost: o.costCents, selectedShippingName: o.name, selectedShippingDelay: o.delay });

  const calculate = async () => {
    if (running || !postalCode.trim() || lines.length === 0) return;
    setOptions(null);
    setError(null);
    const invalid = postalCodeError(country, postalCode);
    if (invalid) return setError(invalid);
    setRunning(true);
    try {
      const { options: found } = await cartApi.quote({
        country: country as (typeof SHIPPING_COUNTRIES)[number]["code"],
        postalCode,
        items: lines.map((i) => ({ productId: i.id, quantity: i.quantity })),
      });
      setOptions(found);
      if (found.length === 0) {
        setError(copy.shipping.none);
        shippingSelection.set(null);
      } else select(found[0]!);
    } catch (err) {
      if (err instanceof ApiError) setError(err.status === 400 || err.status === 429 ? err.message : copy.shipping.error);
      else setError(copy.shipping.network);
    } finally {
      setRunning(false);
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
        <Select id="frete-pais" label={copy.shipping.country} value={country} options={SHIPPING_COUNTRIES.map((c) => ({ value: c.code, label: `${c.code} ${c.name}` }))} onChange={setCountry} />
        <div className="flex gap-2">
          <label htmlFor={ids.code} className="sr-only">
            {copy.shipping.postalCode}
          </label>
          <input
            id={ids.code}
            value={postalCode}
            onChange={(e) => setPostalCode(e.target.value)}
            placeholder={placeholder}
            inputMode={country === "PT" || country === "ES" ? "numeric" : "text"}
            autoComplete="postal-code"
            maxLength={12}
            aria-describedby={error ? ids.error : undefined}
            aria-invalid={error ? true : undefined}
            className="h-10 min-w-0 flex-1 rounded-full border border-stone-300 bg-white px-4 text-sm"
          />
          <button type="submit" className="btn-primary h-10 px-4" disabled={running || !postalCode.trim() || lines.length === 0}>
            {running ? copy.shipping.calculating : copy.shipping.calculate}
          </button>
        </div>
      </form>
      {error && (
        <p id={ids.error} role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      {options && options.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold">{copy.shipping.options}</legend>
          {options.map((o) => {
            const checked = saved?.selectedShippingName === o.name && saved.selectedShippingCost === o.costCents;
            return (
              <label key={o.id} className={`flex cursor-pointer items-center gap-3 rounded-xl border bg-white p-3 text-sm ${checked ? "border-brand-600" : "border-stone-200"}`}>
                <input type="radio" name="opcao-entrega" value={o.id} checked={checked} onChange={() => select(o)} className="accent-brand-700" />
                <span className="flex-1">
                  <span className="block font-medium">{o.name}</span>
                  <span className="text-xs text-stone-600">{o.delay}</span>
                </span>
                <span className="font-semibold">{costLabel(o.costCents)}</span>
              </label>
            );
          })}
        </fieldset>
      )}
      {!options && !error && saved && (
        <p className="text-sm text-stone-700" data-testid="entrega-selecionada">
          {copy.shipping.selected}: <strong>{saved.selectedShippingName}</strong> ({saved.selectedShippingDelay}) — {costLabel(saved.selectedShippingCost)}
        </p>
      )}
    </section>
  );
}
