import { useEffect, useRef } from "react";

/** A row of toggle chips choosing one option or none ('all'): subcategories, or categories on /catalogo. */
export function FilterChips({
  label,
  allLabel,
  options,
  active,
  onChange,
}: {
  label: string;
  allLabel: string;
  options: { slug: string; name: string }[];
  active: string | undefined;
  onChange: (slug: string | undefined) => void;
}) {
  const row = useRef<HTMLDivElement>(null);
  // On a phone the row scrolls sideways: the chosen chip (from a shared link, or after Voltar) is brought into
  // view within the row, without moving the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the chosen chip or the chips themselves change
  useEffect(() => {
    const el = row.current;
    const chosen = el?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!el || !chosen || el.scrollWidth <= el.clientWidth) return;
    const left = chosen.getBoundingClientRect().left - el.getBoundingClientRect().left + el.scrollLeft;
    if (left < el.scrollLeft || left + chosen.offsetWidth > el.scrollLeft + el.clientWidth) {
      el.scrollLeft = Math.max(0, left - (el.clientWidth - chosen.offsetWidth) / 2);
    }
  }, [active, options.length]);
  const chip = (selected: boolean) =>
    `chip ${selected ? "border-brand-700 bg-brand-700 text-white" : "border-stone-300 bg-white text-stone-700 hover:border-brand-600 hover:text-brand-700"}`;
  return (
    <div ref={row} role="group" aria-label={label} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
      <button type="button" aria-pressed={active === undefined} className={`${chip(active === undefined)} shrink-0`} onClick={() => onChange(undefined)}>
        {allLabel}
      </button>
      {options.map((s) => (
        <button
          key={s.slug}
          type="button"
          aria-pressed={active === s.slug}
          className={`${chip(active === s.slug)} shrink-0`}
          onClick={() => onChange(active === s.slug ? undefined : s.slug)}
        >
          {s.name}
        </button>
      ))}
    </div>
  );
}
