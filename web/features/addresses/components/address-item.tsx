import { Star, Trash2 } from "lucide-react";
import { addressesCopy } from "#copy/addresses";
import { shopCopy } from "#copy/shop";
import type { SavedAddress } from "../../../../shared/address-rules";
import { useRemoveAddress, useSetDefaultAddress } from "../api/address-mutations";

const t = addressesCopy.addresses;

/** The lines of an address as a label reads them ("Rua Augusta 10, 1100-148 Lisboa"). */
export const addressLabel = (a: SavedAddress) => `${a.address} ${a.number}, ${a.zipCode} ${a.city}`;

/** One saved address, with its default badge and its actions. */
export function AddressItem({ address: a }: { address: SavedAddress }) {
  const setDefault = useSetDefaultAddress();
  const remove = useRemoveAddress();
  const busy = setDefault.isPending || remove.isPending;
  const label = addressLabel(a);
  return (
    <li className={`card flex flex-col gap-3 p-5 ${a.isDefault ? "ring-2 ring-brand-600" : ""}`} aria-busy={busy || undefined}>
      <div className="flex items-start justify-between gap-3">
        <p className="font-semibold">{a.fullName}</p>
        {a.isDefault && <span className="rounded-full bg-brand-700 px-3 py-0.5 text-xs font-semibold text-white">{t.default}</span>}
      </div>
      <address className="text-sm not-italic leading-relaxed text-stone-700">
        {a.address} {a.number}
        {a.complement ? `, ${a.complement}` : ""}
        <br />
        {a.neighborhood}
        <br />
        {a.zipCode} {a.city}
        <br />
        {a.state}, {shopCopy.shipping.countryNames[a.country]}
        <br />
        {a.phone}
      </address>
      <div className="mt-auto flex flex-wrap gap-2">
        {!a.isDefault && (
          <button
            type="button"
            className="btn-outline h-9 px-3 text-sm"
            aria-label={t.setDefaultFor(label)}
            disabled={busy}
            onClick={() => setDefault.mutate(a.id)}
          >
            <Star aria-hidden className="size-4" />
            {t.setDefault}
          </button>
        )}
        <button
          type="button"
          className="btn-outline h-9 px-3 text-sm text-red-700"
          aria-label={t.removeFor(label)}
          disabled={busy}
          onClick={() => remove.mutate(a.id)}
        >
          <Trash2 aria-hidden className="size-4" />
          {t.remove}
        </button>
      </div>
    </li>
  );
}
