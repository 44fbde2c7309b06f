import { useQuery } from "@tanstack/react-query";
import { Baby, Bath, type LucideIcon, Milk, Moon, Puzzle, Shirt } from "lucide-react";
import { Link } from "react-router";
import { catalogueCopy } from "#copy/catalogue";
import { homeCopy } from "#copy/home";
import { cataloguePathIn, categoryPathIn, HOME_CATEGORIES } from "../../../shared/categories";
import { catalogQueries } from "../../lib/catalog-queries";

const ICONS: Record<string, LucideIcon> = {
  "roupinhas-moda-infantil": Shirt,
  "brinquedos-diversao": Puzzle,
  alimentacao: Milk,
  "banho-cuidados": Bath,
  "sono-conforto": Moon,
  "passeio-mobilidade": Baby,
};

export function CategoryCards() {
  const categories = useQuery(catalogQueries.categories());
  const nameOf = (slug: string) => catalogueCopy.categoryNames[slug] ?? categories.data?.categories.find((c) => c.slug === slug)?.name ?? slug;
  return (
    <section aria-labelledby="categorias" className="container-page py-12">
      <h2 id="categorias" className="text-center text-2xl font-extrabold sm:text-3xl">
        {homeCopy.home.categories}
      </h2>
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-6">
        {HOME_CATEGORIES.map((slug) => {
          const Icon = ICONS[slug] ?? Baby;
          return (
            <li key={slug}>
              <Link
                to={categoryPathIn(catalogueCopy, slug) ?? cataloguePathIn(catalogueCopy)}
                className="flex h-full flex-col items-center gap-3 card p-5 text-center transition-shadow hover:shadow-md"
              >
                <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
                  <Icon aria-hidden className="size-7" />
                </span>
                <span className="font-semibold text-stone-900">{nameOf(slug)}</span>
                <span className="text-xs text-stone-600">{catalogueCopy.homeBlurbs[slug]}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
