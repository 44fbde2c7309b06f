import * as RadixSelect from "@radix-ui/react-select";
import { Check, ChevronDown } from "lucide-react";
import { useState } from "react";

/**
 * A labelled single-choice select (Radix), keyboard and screen-reader friendly. Inline (label beside a pill, as in
 * filter bars and the calculator) or `stacked` like the form fields, where an empty value shows `placeholder`.
 */
export function Select({
  label,
  value,
  options,
  onChange,
  id,
  placeholder,
  stacked = false,
  describedBy,
  invalid,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  id: string;
  placeholder?: string;
  stacked?: boolean;
  describedBy?: string;
  invalid?: boolean;
}) {
  // The list is mounted once the select is first focused or opened (the same render as the opening). Radix otherwise
  // mounts every option of a closed select (to read their labels), a cascade of re-renders in the one task that takes a
  // drawn page over (decisions/0022); the chosen option's label is given to Value outright, and typing a letter on the
  // focused select still picks.
  const [armed, setArmed] = useState(false);
  const arm = () => setArmed(true);
  return (
    <div className={stacked ? "space-y-1" : "flex items-center gap-2"}>
      <label htmlFor={id} className={stacked ? "block text-sm font-medium text-stone-800" : "text-sm text-stone-600"}>
        {label}
      </label>
      <RadixSelect.Root value={value} onValueChange={onChange} onOpenChange={(open) => open && arm()}>
        <RadixSelect.Trigger
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onFocus={arm}
          className={
            stacked
              ? "flex h-11 w-full items-center justify-between gap-2 rounded-xl border border-stone-300 bg-white px-3 text-base data-[placeholder]:text-stone-500 aria-[invalid=true]:border-red-600"
              : "inline-flex h-10 min-w-44 items-center justify-between gap-2 rounded-full border border-stone-300 bg-white px-4 text-sm font-medium hover:border-brand-600"
          }
        >
          {/* The chosen option's label given outright: Radix otherwise copies it from the open list's item once mounted,
              so a page drawn by the worker would show an empty select until the app takes it over. */}
          <RadixSelect.Value placeholder={placeholder}>{options.find((o) => o.value === value)?.label}</RadixSelect.Value>
          <RadixSelect.Icon>
            <ChevronDown aria-hidden className="size-4" />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        {armed && (
          <RadixSelect.Portal>
            <RadixSelect.Content
              position="popper"
              sideOffset={6}
              collisionPadding={8}
              className="z-50 max-h-[var(--radix-select-content-available-height)] overflow-hidden rounded-xl border border-stone-200 bg-white shadow-lg"
            >
              {/* A long list scrolls inside the room left on screen instead of running off it (a phone's back-office filters). */}
              <RadixSelect.Viewport className="max-h-[inherit] overflow-y-auto p-1">
                {options.map((o) => (
                  <RadixSelect.Item
                    key={o.value}
                    value={o.value}
                    className="relative flex cursor-pointer select-none items-center rounded-lg py-2 pl-8 pr-3 text-sm outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800"
                  >
                    <RadixSelect.ItemIndicator className="absolute left-2">
                      <Check aria-hidden className="size-4" />
                    </RadixSelect.ItemIndicator>
                    <RadixSelect.ItemText>{o.label}</RadixSelect.ItemText>
                  </RadixSelect.Item>
                ))}
              </RadixSelect.Viewport>
            </RadixSelect.Content>
          </RadixSelect.Portal>
        )}
      </RadixSelect.Root>
    </div>
  );
}
