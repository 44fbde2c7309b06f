import { Command } from "cmdk";
import { Search, Tag } from "lucide-react";
import { shopCopy } from "#copy/shop";
import { type ProductSummary, toProductCard } from "../../../shared/product-card";
import { Price } from "../../components/ui/price";
import { ProductImage } from "../../components/ui/product-image";
import type { WayOn } from "./search-way-on";

const groupClass = "text-xs font-semibold text-stone-500 [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-2";
const rowClass = "flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 text-sm text-stone-800 data-[selected=true]:bg-brand-50";

/**
 * The palette's way on when a search finds few (decisions/0035): 'Procurava …?', the categories matching a word and
 * the products matching some words, each a choice of the list (arrows and Enter, as the suggestions).
 */
export function PaletteWayOn({
  suggestion,
  partial,
  categories,
  onSearch,
  onPath,
  onProduct,
}: WayOn & { suggestion: string | null; onSearch: (q: string) => void; onPath: (path: string) => void; onProduct: (id: number) => void }) {
  return (
    <>
      {suggestion && (
        <Command.Item value={`procurava-${suggestion}`} onSelect={() => onSearch(suggestion)} className={`${rowClass} font-medium`}>
          <Search aria-hidden className="size-4 text-stone-500" />
          <span>
            {shopCopy.search.didYouMean} <span className="font-semibold text-brand-700 underline">{suggestion}</span>?
          </span>
        </Command.Item>
      )}
      {categories.length > 0 && (
        <Command.Group heading={shopCopy.search.wayOnCategories} className={groupClass}>
          {categories.map((c) => (
            <Command.Item key={c.path} value={`categoria-${c.path}`} onSelect={() => onPath(c.path)} className={rowClass}>
              <Tag aria-hidden className="size-4 text-stone-500" />
              <span className="truncate">{c.name}</span>
            </Command.Item>
          ))}
        </Command.Group>
      )}
      {partial.length > 0 && (
        <Command.Group heading={shopCopy.search.wayOnPartial} className={groupClass}>
          {partial.map((p) => (
            <PartialRow key={p.id} product={p} onProduct={onProduct} />
          ))}
        </Command.Group>
      )}
    </>
  );
}

function PartialRow({ product, onProduct }: { product: ProductSummary; onProduct: (id: number) => void }) {
  const card = toProductCard(product);
  return (
    <Command.Item value={`parcial-${product.id}`} onSelect={() => onProduct(product.id)} className={rowClass}>
      <ProductImage imageKey={card.image} alt="" size={40} className="size-10 shrink-0 rounded-lg bg-stone-100" />
      <span className="min-w-0 flex-1 truncate font-medium">{card.name}</span>
      {/* The price alone, as in the suggestions (docs/decisions/0015). */}
      <Price cents={card.priceCents} referenceCents={null} />
    </Command.Item>
  );
}
