import { and, desc, eq, inArray, like } from "drizzle-orm";
import { DEFAULT_LANG } from "../../../shared/languages";
import type { ProductSafety } from "../../../shared/product-safety";
import type { Db } from "../../db/client";
import { productSummaryColumnsIn } from "../../db/product-columns";
import { categories, colorNames, listingTotals, manufacturers, products, subcategories } from "../../db/schema";
import type { CatalogRepo, CategoryRow, NameStart, ProductDetailRow, SubcategoryRow } from "./catalog.types";
import { CATALOG_LANGUAGE, productDescriptionIn, safetyWarningsIn } from "./catalog-language";
import { listingSql, pageOf, type SearchKind, searchBindings, searchStatement } from "./catalog-page-sql";
import { partialSql, wayOnNamesSql } from "./search-way-on-sql";

/**
 * Categories and subcategories are few and rarely change: each isolate keeps them for a minute,
 * so a listing by slug costs no extra round trip to D1.
 */
const TAXONOMY_TTL_MS = 60_000;
const taxonomyCache = new WeakMap<object, { at: number; categories: CategoryRow[]; subcategories: SubcategoryRow[] }>();

async function taxonomy(db: Db) {
  const hit = taxonomyCache.get(db.$binding);
  if (hit && Date.now() - hit.at < TAXONOMY_TTL_MS) return hit;
  const [cats, subs] = await db.batch([
    db.select({ id: categories.id, name: categories.name, slug: categories.slug }).from(categories),
    db.select({ id: subcategories.id, name: subcategories.name, slug: subcategories.slug, categoryId: subcategories.categoryId }).from(subcategories),
  ]);
  const fresh = { at: Date.now(), categories: cats, subcategories: subs };
  taxonomyCache.set(db.$binding, fresh);
  return fresh;
}

type ManufacturerRow = {
  name: string;
  address: string;
  contact: string;
  country: string;
  euResponsibleName: string | null;
  euResponsibleAddress: string | null;
  euResponsibleContact: string | null;
};

/** The product page's safety block from the product's columns and its manufacturer (left-joined: null when unset). */
function productSafety(r: { model: string | null; gtin: string | null; safetyWarnings: unknown; manufacturer: ManufacturerRow | null }): ProductSafety {
  const m = r.manufacturer;
  return {
    manufacturer: m ? { name: m.name, address: m.address, contact: m.contact, country: m.country } : null,
    euResponsible:
      m?.euResponsibleName && m.euResponsibleAddress && m.euResponsibleContact
        ? { name: m.euResponsibleName, address: m.euResponsibleAddress, contact: m.euResponsibleContact }
        : null,
    model: r.model,
    gtin: r.gtin,
    warnings: warningsOf(r.safetyWarnings),
  };
}

/** The warnings from their JSON text (an expression keeps no column mode) or an array; anything else is none. */
function warningsOf(value: unknown): string[] {
  let list = value;
  if (typeof value === "string") {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(list) ? list.filter((w): w is string => typeof w === "string") : [];
}

export function catalogRepo(db: Db): CatalogRepo {
  /** A page statement's rows, read raw (arrays, by column name: catalog-page-sql.ts). */
  const readPage = async (text: string, params: unknown[]) =>
    pageOf(
      await db.$client
        .prepare(text)
        .bind(...params)
        .raw({ columnNames: true }),
    );
  return {
    categories: async () => (await taxonomy(db)).categories,
    subcategories: async () => (await taxonomy(db)).subcategories,
    categoryBySlug: async (slug) => (await taxonomy(db)).categories.find((c) => c.slug === slug),
    subcategoryBySlug: async (slug) => (await taxonomy(db)).subcategories.find((s) => s.slug === slug),

    featured: (limit, lang) =>
      db
        .select(productSummaryColumnsIn(lang))
        .from(products)
        .where(eq(products.active, true))
        .orderBy(desc(products.stockQuantity), desc(products.createdAt), desc(products.id))
        .limit(limit),

    async list(f) {
      const { sql: text, params } = listingSql(f);
      const { rows, total, history } = await readPage(text, params);
      return { rows, total, history };
    },

    async search(f) {
      // With fuzzy keys, one statement holds the fallback (the fuzzy matches follow when the exact ones are few) and,
      // for the results page, the names for "Procurava …?": a search is one statement.
      const kind: SearchKind = f.match.fuzzy === null ? "exact" : f.suggest === true ? "similar" : "fuzzy";
      return readPage(searchStatement(f.lang, kind, f.sort, f.limit, f.offset), searchBindings(kind, f.sort, f));
    },

    async finds(lang, match) {
      const { fts } = CATALOG_LANGUAGE[lang];
      return (await db.$client.prepare(`SELECT 1 FROM ${fts} WHERE ${fts} MATCH ?1 LIMIT 1`).bind(match).first()) !== null;
    },

    async wayOn(f) {
      // Only for a search that found few (decisions/0035); both statements at once, so one round trip's wait.
      const [partial, names] = await Promise.all([
        f.arms.length > 0 ? readPage(partialSql(f.lang, f.terms.length, f.arms, f.limit), [...f.terms, ...f.arms.map((a) => a.match)]) : undefined,
        f.keys.length > 0
          ? (db.$client
              .prepare(wayOnNamesSql(f.lang, f.keys.length))
              .bind(...f.keys)
              .raw() as Promise<(string | null)[][]>)
          : undefined,
      ]);
      return {
        partial: partial ?? { rows: [], total: 0, history: new Map() },
        nameStarts: (names?.[0] ?? []).flatMap((k) => JSON.parse(k ?? "[]") as NameStart[]),
      };
    },

    async productById(id, lang) {
      const row = (
        await db
          .select({
            ...productSummaryColumnsIn(lang),
            description: productDescriptionIn(lang),
            extraImages: products.extraImages,
            soldQuantity: products.soldQuantity,
            categoryId: categories.id,
            categoryName: categories.name,
            categorySlug: categories.slug,
            subcategoryId: subcategories.id,
            subcategoryName: subcategories.name,
            subcategorySlug: subcategories.slug,
            model: products.model,
            gtin: products.gtin,
            safetyWarnings: safetyWarningsIn(lang),
            manufacturer: {
              name: manufacturers.name,
              address: manufacturers.address,
              contact: manufacturers.contact,
              country: manufacturers.country,
              euResponsibleName: manufacturers.euResponsibleName,
              euResponsibleAddress: manufacturers.euResponsibleAddress,
              euResponsibleContact: manufacturers.euResponsibleContact,
            },
          })
          .from(products)
          .leftJoin(categories, eq(categories.id, products.categoryId))
          .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
          .leftJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
          .where(and(eq(products.id, id), eq(products.active, true)))
          .limit(1)
      )[0];
      if (!row) return undefined;
      const { categoryId, categoryName, categorySlug, subcategoryId, subcategoryName, subcategorySlug, model, gtin, safetyWarnings, manufacturer, ...rest } =
        row;
      const detail: ProductDetailRow = {
        ...rest,
        safety: productSafety({ model, gtin, safetyWarnings, manufacturer }),
        extraImages: Array.isArray(rest.extraImages) ? rest.extraImages : [],
        category: categoryId !== null && categoryName !== null && categorySlug !== null ? { id: categoryId, name: categoryName, slug: categorySlug } : null,
        subcategory:
          subcategoryId !== null && subcategoryName !== null && subcategorySlug !== null
            ? { id: subcategoryId, name: subcategoryName, slug: subcategorySlug }
            : null,
      };
      return detail;
    },

    summariesByIds: async (ids, lang = DEFAULT_LANG) =>
      ids.length === 0
        ? []
        : db
            .select(productSummaryColumnsIn(lang))
            .from(products)
            .where(and(inArray(products.id, ids), eq(products.active, true))),

    async colorIn(color, to) {
      // Portuguese → Spanish by the colour, Spanish → Portuguese by its Spanish name (color_names, decisions/0041).
      const row =
        to === "es"
          ? await db.select({ name: colorNames.nameEs }).from(colorNames).where(eq(colorNames.color, color)).limit(1)
          : await db.select({ name: colorNames.color }).from(colorNames).where(eq(colorNames.nameEs, color)).limit(1);
      return row[0]?.name ?? color;
    },

    // The totals the triggers of migration 0018 keep (decisions/0026), the same that a listing without filters reads.
    totalsByCategory: () => keptTotals(db, "c"),
    totalsBySubcategory: () => keptTotals(db, "s"),
  };
}

/** The kept totals of one kind of scope ('c<category id>' or 's<subcategory id>'), by id. */
async function keptTotals(db: Db, kind: "c" | "s") {
  const rows = await db
    .select()
    .from(listingTotals)
    .where(like(listingTotals.scope, `${kind}%`));
  return rows.map((r) => ({ id: Number(r.scope.slice(1)), total: r.total }));
}
