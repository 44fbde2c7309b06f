import { birthListsCopy } from "#copy/birth-lists";
import { chooseParentsDelivery } from "../../../lib/cart-gift";

const g = birthListsCopy.birthLists.gift;

/**
 * 'Para onde vai o presente?' (issue 50): to the parents of the list (their city only: the address stays theirs) or to
 * the buyer's own address.
 */
export function GiftDeliveryChoice({ offer }: { offer: { babyName: string; city: string; chosen: boolean } }) {
  const option = (toParents: boolean, title: string, note?: string) => (
    <label
      className={`flex cursor-pointer gap-3 rounded-xl border p-3 text-sm ${offer.chosen === toParents ? "border-brand-600 bg-brand-50" : "border-stone-200"}`}
    >
      <input
        type="radio"
        name="presente-entrega"
        className="mt-1 accent-brand-700"
        checked={offer.chosen === toParents}
        onChange={() => chooseParentsDelivery(toParents)}
      />
      <span>
        <span className="block font-medium">{title}</span>
        {note && <span className="text-stone-600">{note}</span>}
      </span>
    </label>
  );
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-semibold">{g.deliveryTitle}</legend>
      {option(true, g.toParents(offer.babyName, offer.city), g.toParentsNote)}
      {option(false, g.toMe)}
    </fieldset>
  );
}
