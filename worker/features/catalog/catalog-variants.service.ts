import type { VariantCreate, VariantUpdate } from "../../../shared/admin-catalog";
import { DomainError } from "../../lib/domain-error";
import type { CatalogVariantsRepo } from "./catalog-variants.repo";

type Options = Pick<VariantUpdate, "size" | "color" | "packCount">;
const noOptions = (v: Options) => v.size === null && v.color === null && v.packCount === null;
const sameOptions = (a: Options, b: Options) => a.size === b.size && a.color === b.color && a.packCount === b.packCount;

const productNotFound = () => new DomainError("product_not_found", (t) => t.errors.productNotFound);
const variantNotFound = () => new DomainError("variant_not_found", (t) => t.orders.admin.catalog.variantNotFound);
const optionsTaken = () => new DomainError("catalog_invalid", (t) => t.orders.admin.catalog.optionsTaken, "size");
const lastVariant = () => new DomainError("catalog_invalid", (t) => t.orders.admin.catalog.lastVariant, "active");

/**
 * A product's variants in the back-office (issue 34, decisions/0045). The shopper picks a variant by its options, so
 * every active variant of a product with more than one has some, and no two active ones share them; the product keeps
 * at least one active variant (to take it off sale, the product is deactivated). The repo re-checks what two owners
 * could race on in the statement that writes.
 */
export function catalogVariantsService(repo: CatalogVariantsRepo) {
  function checkOptions(variants: Awaited<ReturnType<CatalogVariantsRepo["ofProduct"]>>, selfId: number | null, input: VariantUpdate) {
    const others = variants.filter((v) => v.active && v.id !== selfId);
    if (!input.active) {
      if (selfId !== null && others.length === 0) throw lastVariant();
      return;
    }
    if (others.length > 0 && (noOptions(input) || others.some(noOptions)))
      throw new DomainError("catalog_invalid", (t) => t.orders.admin.catalog.optionsNeeded, "size");
    if (others.some((v) => sameOptions(v, input))) throw optionsTaken();
  }

  return {
    async create(productId: number, input: VariantCreate, actor: string) {
      const variants = await repo.ofProduct(productId);
      if (variants.length === 0) throw productNotFound(); // every product has at least its default variant
      checkOptions(variants, null, input);
      const outcome = await repo.create(productId, input, actor);
      if (outcome === "taken") throw new DomainError("sku_taken", (t) => t.orders.admin.catalog.skuTaken, "sku");
      if (outcome === "options") throw optionsTaken();
    },

    async update(variantId: number, input: VariantUpdate, actor: string) {
      const productId = await repo.productIdOf(variantId);
      if (productId === null) throw variantNotFound();
      const variants = await repo.ofProduct(productId);
      checkOptions(variants, variantId, input);
      if ((await repo.update(productId, variantId, input, actor)) === "refused") {
        // Another owner got there first: say which rule the write met.
        const now = await repo.ofProduct(productId);
        if (!input.active && !now.some((v) => v.active && v.id !== variantId)) throw lastVariant();
        throw optionsTaken();
      }
    },

    async reorder(productId: number, ids: number[], actor: string) {
      const variants = await repo.ofProduct(productId);
      if (variants.length === 0) throw productNotFound();
      const mine = new Set(variants.map((v) => v.id));
      if (ids.length !== mine.size || new Set(ids).size !== ids.length || !ids.every((id) => mine.has(id)))
        throw new DomainError("catalog_invalid", (t) => t.orders.admin.catalog.variantOrder, "ids");
      await repo.reorder(productId, ids, actor);
    },
  };
}
export type CatalogVariantsService = ReturnType<typeof catalogVariantsService>;
