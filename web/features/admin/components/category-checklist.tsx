import type { ReactNode } from "react";
import { promotionsCopy } from "../../../../shared/copy/back-office/promotions";
import { useCatalogChoices } from "../api/catalog-api";

/**
 * The catalogue's categories as checkboxes (a promotion's or a sale's reach, issue 47): `value` the chosen ids, `note`
 * under the legend (a hint or the field's error), described by it.
 */
export function CategoryChecklist({
  id,
  value,
  onChange,
  note,
  disabled = false,
}: {
  id: string;
  value: number[];
  onChange: (ids: number[]) => void;
  note?: ReactNode;
  disabled?: boolean;
}) {
  const choices = useCatalogChoices();
  return (
    <fieldset className="space-y-2" aria-describedby={note ? `${id}-nota` : undefined}>
      <legend className="text-sm font-medium text-stone-800">{promotionsCopy.fields.categories}</legend>
      {note && (
        <div id={`${id}-nota`} className="text-xs">
          {note}
        </div>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        {(choices.data?.categories ?? []).map((c) => (
          <label key={c.id} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              disabled={disabled}
              checked={value.includes(c.id)}
              onChange={(e) => onChange(e.target.checked ? [...value, c.id] : value.filter((x) => x !== c.id))}
            />
            {c.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
