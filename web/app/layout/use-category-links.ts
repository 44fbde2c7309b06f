import { useQuery } from "@tanstack/react-query";
import { catalogueCopy } from "#copy/catalogue";
import { categoriesNamed, categoryPathIn, subcategoryPath } from "../../../shared/categories";
import { catalogQueries } from "../../lib/catalog-queries";

export interface CategoryLink {
  slug: string;
  name: string;
  path: string;
  subcategories: { slug: string; name: string; path: string }[];
}

/** Every category of /api/categories with its page and its subcategories' pages (the header's menus). */
export function useCategoryLinks() {
  const query = useQuery(catalogQueries.categories());
  const links: CategoryLink[] = [];
  for (const c of categoriesNamed(catalogueCopy, query.data?.categories ?? [])) {
    const path = categoryPathIn(catalogueCopy, c.slug);
    if (!path) continue;
    links.push({
      slug: c.slug,
      name: c.name,
      path,
      subcategories: c.subcategories.map((s) => ({ slug: s.slug, name: s.name, path: subcategoryPath(path, s.slug) })),
    });
  }
  return { links, isPending: query.isPending, isError: query.isError, refetch: query.refetch };
}
