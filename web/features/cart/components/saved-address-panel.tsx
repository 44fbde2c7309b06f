import { MapPin } from "lucide-react";
import { shopCopy } from "#copy/shop";
import type { SavedAddress } from "../../../../shared/address-rules";

/** SPEC §2: the signed-in customer's default address with 'Calcular Frete' and 'Outro endereço'. */
export function SavedAddressPanel({
  address: a,
  running,
  disabled,
  onCalculate,
  onOther,
}: {
  address: SavedAddress;
  running: boolean;
  disabled: boolean;
  onCalculate: () => void;
  onOther: () => void;
}) {
  return (
    <div className="space-y-3" data-testid="frete-endereco-salvo">
      <div className="flex gap-2 rounded-xl border border-stone-200 bg-white p-3 text-sm">
        <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <address className="not-italic leading-snug text-stone-700">
          <span className="font-medium text-ink">{a.fullName}</span>
          <br />
          {a.address} {a.number}
          {a.complement ? `, ${a.complement}` : ""}
          <br />
          {a.zipCode} {a.city}, {shopCopy.shipping.countryNames[a.country]}
        </address>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-primary h-10 flex-1 whitespace-nowrap px-3 text-sm" disabled={running || disabled} onClick={onCalculate}>
          {running ? shopCopy.shipping.calculating : shopCopy.shipping.calculateSaved}
        </button>
        <button type="button" className="btn-outline h-10 flex-1 whitespace-nowrap px-3 text-sm" onClick={onOther}>
          {shopCopy.shipping.otherAddress}
        </button>
      </div>
    </div>
  );
}
