import * as Dialog from "@radix-ui/react-dialog";
import * as Popover from "@radix-ui/react-popover";
import { SlidersHorizontal, X } from "lucide-react";
import { useState } from "react";
import { commonCopy } from "#copy/common";
import { shopCopy } from "#copy/shop";
import { PRICE_SLIDER } from "../../../../shared/constants";
import { DialogContent } from "../../../components/ui/dialog";
import { Select } from "../../../components/ui/select";
import { useMediaQuery } from "../../../lib/use-media-query";
import { PriceFilter } from "./price-filter";
import { priceLabel } from "./price-label";

export interface FilterBarProps {
  min: number | undefined;
  max: number | undefined;
  total: number | undefined;
  sort: string;
  sortOptions: { value: string; label: string }[];
  onPrice: (min: number | undefined, max: number | undefined) => void;
  onSort: (sort: string) => void;
}

const triggerClass = "btn-outline h-10";

export function FilterBar({ min, max, total, sort, sortOptions, onPrice, onSort }: FilterBarProps) {
  const desktop = useMediaQuery("(min-width: 768px)");
  const [open, setOpen] = useState(false);
  const hasPrice = min !== undefined || max !== undefined;
  const apply = (lo: number, hi: number) => {
    onPrice(lo > PRICE_SLIDER.min ? lo : undefined, hi < PRICE_SLIDER.max ? hi : undefined);
    setOpen(false);
  };
  const clear = () => {
    onPrice(undefined, undefined);
    setOpen(false);
  };
  const form = <PriceFilter min={min} max={max} onApply={apply} onClear={clear} />;
  const trigger = (
    <button type="button" className={triggerClass}>
      <SlidersHorizontal aria-hidden className="size-4" />
      {shopCopy.listing.filters}
    </button>
  );

  return (
    <div className="flex flex-wrap items-center gap-3">
      {desktop ? (
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger asChild>{trigger}</Popover.Trigger>
          <Popover.Portal>
            <Popover.Content align="start" sideOffset={8} className="z-40 w-80 card p-5 shadow-xl" aria-label={shopCopy.listing.filters}>
              {form}
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      ) : (
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
          <DialogContent placement="left" className="w-[85vw] max-w-sm gap-6 p-5">
            <div className="flex items-center justify-between">
              <Dialog.Title className="text-lg font-bold">{shopCopy.listing.filters}</Dialog.Title>
              <Dialog.Close aria-label={commonCopy.common.close} className="grid size-10 place-items-center rounded-full hover:bg-stone-100">
                <X aria-hidden className="size-5" />
              </Dialog.Close>
            </div>
            <Dialog.Description className="sr-only">{shopCopy.listing.price}</Dialog.Description>
            {form}
          </DialogContent>
        </Dialog.Root>
      )}
      {hasPrice && (
        <span className="chip border-brand-200 bg-brand-50 text-brand-800">
          {priceLabel(min, max)}
          <button
            type="button"
            aria-label={shopCopy.listing.removeFilter}
            onClick={clear}
            className="grid size-6 place-items-center rounded-full hover:bg-brand-100"
          >
            <X aria-hidden className="size-3.5" />
          </button>
        </span>
      )}
      <p className="text-sm text-stone-600" aria-live="polite">
        {total !== undefined ? shopCopy.listing.count(total) : "\u00a0"}
      </p>
      <div className="ml-auto">
        <Select id="ordenar" label={shopCopy.listing.sortLabel} value={sort} options={sortOptions} onChange={onSort} />
      </div>
    </div>
  );
}
