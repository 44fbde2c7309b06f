import { sql } from "drizzle-orm";
import type { Lang } from "../../../shared/languages";
import { colorNames, products, productVariants } from "../../db/schema";

/**
 * The catalogue's words in a shopper's language (issue 31, decisions/0041): a product's name, description and safety
 * warnings, and a colour's name, in Spanish where the data has them and in Portuguese where it has none; the search
 * indexes of each language (migrations/0023). Every read of the catalogue that shows words takes its language here.
 */
export interface CatalogLanguage {
  /** A product's name in raw SQL over the alias of `products`. */
  name: (alias: string) => string;
  /** The exact-match index (products_fts or its Spanish twin) and the forgiving one (products_fuzzy or its twin). */
  fts: "products_fts" | "products_fts_es";
  fuzzy: "products_fuzzy" | "products_fuzzy_es";
}

export const CATALOG_LANGUAGE: Record<Lang, CatalogLanguage> = {
  pt: { name: (a) => `${a}.name`, fts: "products_fts", fuzzy: "products_fuzzy" },
  es: { name: (a) => `coalesce(${a}.name_es, ${a}.name)`, fts: "products_fts_es", fuzzy: "products_fuzzy_es" },
};

/** The same words as Drizzle columns of `products` (a query that selects from products by the query builder). */
export const productNameIn = (lang: Lang) => (lang === "es" ? sql<string>`coalesce(${products.nameEs}, ${products.name})` : sql<string>`${products.name}`);
export const productDescriptionIn = (lang: Lang) =>
  lang === "es" ? sql<string>`coalesce(${products.descriptionEs}, ${products.description})` : sql<string>`${products.description}`;
/**
 * The warnings as JSON text (the column's mode does not carry through an expression); read with warningsOf. Spanish
 * ones missing or empty read as the Portuguese: a product's warnings are never dropped, and the back-office flags the
 * gap to the owner (issue 44, decisions/0062).
 */
export const safetyWarningsIn = (lang: Lang) =>
  lang === "es"
    ? sql<
        string | null
      >`CASE WHEN coalesce(json_array_length(${products.safetyWarningsEs}), 0) > 0 THEN ${products.safetyWarningsEs} ELSE ${products.safetyWarnings} END`
    : sql<string | null>`${products.safetyWarnings}`;

/** A variant's colour in `lang` (a Spanish name from color_names, the Portuguese one without it); needs no join. */
export const variantColorIn = (lang: Lang) =>
  lang === "es"
    ? sql<
        string | null
      >`coalesce((SELECT ${colorNames.nameEs} FROM ${colorNames} WHERE ${colorNames.color} = ${productVariants.color}), ${productVariants.color})`
    : sql<string | null>`${productVariants.color}`;
