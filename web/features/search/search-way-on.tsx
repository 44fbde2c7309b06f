import { Link } from "react-router";
import { shopCopy } from "#copy/shop";
import type { ProductSummary } from "../../../shared/product-card";
import { ProductGrid } from "../../components/product/product-grid";

export interface WayOn {
  partial: ProductSummary[];
  categories: { name: string; path: string }[];
}

/** A search that finds few (decisions/0035): the categories matching a word, and the products matching some words. */
export function SearchWayOn({ partial, categories }: WayOn) {
  if (partial.length === 0 && categories.length === 0) return null;
  return (
    <div className="space-y-8">
      {categories.length > 0 && (
        <section aria-labelledby="pesquisa-categorias" className="space-y-3">
          <h2 id="pesquisa-categorias" className="text-lg font-bold text-stone-900">
            {shopCopy.search.wayOnCategories}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {categories.map((c) => (
              <li key={c.path}>
                <Link to={c.path} className="btn-outline h-10 px-4 text-sm">
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {partial.length > 0 && (
        <section aria-labelledby="pesquisa-parciais" className="space-y-3">
          <h2 id="pesquisa-parciais" className="text-lg font-bold text-stone-900">
            {shopCopy.search.wayOnPartial}
          </h2>
          <ProductGrid products={partial} label={shopCopy.search.wayOnPartial} />
        </section>
      )}
    </div>
  );
}
