import * as Dialog from "@radix-ui/react-dialog";
import { useQuery } from "@tanstack/react-query";
import { Command } from "cmdk";
import { ArrowRight, Search, X } from "lucide-react";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { commonCopy } from "#copy/common";
import { shopCopy } from "#copy/shop";
import { PALETTE_LIMIT, SEARCH_MIN_CHARS } from "../../../shared/constants";
import { paths } from "../../../shared/paths";
import { toProductCard } from "../../../shared/product-card";
import { useProductLinkState } from "../../components/product/use-product-link-state";
import { DialogContent, type SheetProps } from "../../components/ui/dialog";
import { Price } from "../../components/ui/price";
import { ProductImage } from "../../components/ui/product-image";
import { catalogQueries } from "../../lib/catalog-queries";
import { PaletteWayOn } from "./palette-way-on";
import { useDebouncedValue } from "./use-debounced-value";

const ALL = "__ver-todos__";

/** SPEC §2 search palette: up to 6 suggestions, 'Buscando...', empty and too-short states, Enter for all results. */
export default function SearchPalette({ open, onOpenChange, returnFocus }: SheetProps) {
  const navigate = useNavigate();
  const linkState = useProductLinkState();
  const [term, setTerm] = useState("");
  const [highlighted, setHighlighted] = useState(ALL);
  const navigatedByArrows = useRef(false);
  const trimmed = term.trim();
  const debounced = useDebouncedValue(trimmed, 200);
  const enough = trimmed.length >= SEARCH_MIN_CHARS;
  const suggestions = useQuery({ ...catalogQueries.suggestions(debounced, PALETTE_LIMIT), enabled: debounced.length >= SEARCH_MIN_CHARS });
  const settled = debounced === trimmed && !suggestions.isFetching;
  const items = enough && settled ? (suggestions.data?.items ?? []) : [];
  const found = enough && settled ? suggestions.data : undefined;

  const close = () => {
    setTerm("");
    onOpenChange(false);
  };
  const searchAll = () => {
    if (!enough) return;
    close();
    navigate(paths.search(trimmed));
  };
  const openProduct = (id: number) => {
    close();
    navigate(paths.product(id), { state: linkState });
  };
  const openPath = (path: string) => {
    close();
    navigate(path);
  };
  const wayOn = found && (
    <PaletteWayOn
      suggestion={found.suggestion}
      partial={found.partial}
      categories={found.categories}
      onSearch={(q) => openPath(paths.search(q))}
      onPath={openPath}
      onProduct={openProduct}
    />
  );

  return (
    <Dialog.Root open={open} onOpenChange={(o) => (o ? onOpenChange(true) : close())}>
      <DialogContent
        onCloseAutoFocus={(e) => {
          const target = returnFocus.current;
          if (!target?.isConnected) return;
          e.preventDefault();
          target.focus();
        }}
        placement="free"
        className="inset-x-0 top-0 mx-auto w-full max-w-xl overflow-hidden shadow-2xl sm:top-20 sm:rounded-2xl"
      >
        <Dialog.Title className="sr-only">{shopCopy.search.paletteTitle}</Dialog.Title>
        <Dialog.Description className="sr-only">{shopCopy.search.paletteHint}</Dialog.Description>
        <Command shouldFilter={false} loop value={highlighted} onValueChange={setHighlighted} label={shopCopy.search.paletteTitle}>
          <div className="flex items-center gap-3 border-b border-stone-200 px-4">
            <Search aria-hidden className="size-5 text-stone-500" />
            <Command.Input
              value={term}
              onValueChange={(v) => {
                setTerm(v);
                navigatedByArrows.current = false;
                setHighlighted(ALL);
              }}
              onKeyDown={(e) => {
                if (e.key === "ArrowDown" || e.key === "ArrowUp") navigatedByArrows.current = true;
                if (e.key === "Enter" && !navigatedByArrows.current) {
                  e.preventDefault();
                  searchAll();
                }
              }}
              placeholder={commonCopy.common.search}
              aria-label={commonCopy.common.searchLabel}
              className="h-14 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-stone-500"
            />
            <Dialog.Close
              aria-label={commonCopy.common.close}
              className="-mr-2 grid size-11 shrink-0 place-items-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-stone-900"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <Command.List className="max-h-[70vh] overflow-y-auto p-2">
            {!enough && <p className="px-3 py-6 text-center text-sm text-stone-600">{shopCopy.search.tooShort}</p>}
            {enough && !settled && (
              <Command.Loading>
                <p className="px-3 py-6 text-center text-sm text-stone-600">{shopCopy.search.loading}</p>
              </Command.Loading>
            )}
            {enough && settled && items.length === 0 && (
              <div className="px-3 py-6 text-center text-sm text-stone-600">
                <p>{shopCopy.search.paletteEmpty}</p>
                <Command.Item value={ALL} onSelect={searchAll} className="btn-outline mt-3 cursor-pointer data-[selected=true]:border-brand-600">
                  {shopCopy.search.searchFor(trimmed)}
                </Command.Item>
              </div>
            )}
            {items.length > 0 && (
              <Command.Group
                heading={shopCopy.search.suggestions}
                className="text-xs font-semibold text-stone-500 [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-2"
              >
                {items.map((p) => {
                  const card = toProductCard(p);
                  return (
                    <Command.Item
                      key={p.id}
                      value={`produto-${p.id}`}
                      onSelect={() => openProduct(p.id)}
                      className="flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 text-sm text-stone-800 data-[selected=true]:bg-brand-50"
                    >
                      <ProductImage imageKey={card.image} alt="" size={48} className="size-12 shrink-0 rounded-lg bg-stone-100" />
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-medium">{card.name}</span>
                        {card.stockQuantity === 0 && <span className="text-xs font-semibold text-stone-500">{shopCopy.product.outOfStock}</span>}
                      </span>
                      {/* A suggestion shows the price alone: no reduction is announced in this list (docs/decisions/0015). */}
                      <Price cents={card.priceCents} referenceCents={null} />
                    </Command.Item>
                  );
                })}
                <Command.Item
                  value={ALL}
                  onSelect={searchAll}
                  className="mt-1 flex cursor-pointer items-center justify-center gap-2 rounded-xl px-3 py-3 text-sm font-semibold text-brand-700 data-[selected=true]:bg-brand-50"
                >
                  {shopCopy.search.seeAll}
                  <ArrowRight aria-hidden className="size-4" />
                </Command.Item>
              </Command.Group>
            )}
            {wayOn}
          </Command.List>
        </Command>
      </DialogContent>
    </Dialog.Root>
  );
}
