import type { ProductCreate } from "../../../shared/admin-catalog";
import { DomainError } from "../../lib/domain-error";
import type { CatalogAdminRepo } from "./catalog-admin.repo";
import type { CatalogProductsRepo, VariantCopy } from "./catalog-products.repo";
import type { CatalogVariantsRepo } from "./catalog-variants.repo";

/** The longest sku (shared/admin-catalog.ts skuSchema). */
const MAX_SKU = 40;
const notFound = () => new DomainError("product_not_found", (t) => t.errors.productNotFound);
const skuTaken = () => new DomainError("sku_taken", (t) => t.orders.admin.catalog.skuTaken, "sku");

/**
 * Products created, copied and archived in the back-office (issue 44, decisions/0052). The service says what is wrong
 * with the input before anything is written (a category, maker or sku in use); the repo re-checks the skus in the
 * statement that writes, so two owners racing for one sku get one product and the other a clear refusal.
 */
export function catalogProductsService({ repo, admin, variants }: { repo: CatalogProductsRepo; admin: CatalogAdminRepo; variants: CatalogVariantsRepo }) {
  return {
    /** A new product with its first variant (the product's sku); its id. */
    async create(input: ProductCreate, actor: string) {
      const places = await admin.placesExist(input);
      if (!places.category) throw new DomainError("catalog_invalid", (t) => t.orders.admin.catalog.category, "categoryId");
      if (!places.subcategory) throw new DomainError("catalog_invalid", (t) => t.orders.admin.catalog.subcategory, "subcategoryId");
      if (!places.manufacturer) throw new DomainError("catalog_invalid", (t) => t.orders.admin.catalog.manufacturer, "manufacturerId");
      if (await repo.skusTaken([input.sku])) throw skuTaken();
      const outcome = await repo.create(input, actor);
      if (outcome === "taken") throw skuTaken();
      if (outcome === "places") throw new DomainError("catalog_invalid", (t) => t.orders.admin.catalog.category, "categoryId");
      return outcome;
    },

    /**
     * A copy of the product under the owner's sku: inactive, no stock, no images. Its variants in the same order: the one
     * sold under the product's own sku gets the copy's sku, each other `${sku}-1`, `${sku}-2`… in the product's order.
     */
    async duplicate(id: number, sku: string, actor: string) {
      const product = await admin.product(id);
      if (!product) throw notFound();
      const source = await variants.ofProduct(id);
      let n = 0;
      const copies: VariantCopy[] = source.map((v) => ({ from: v.id, sku: v.sku === product.sku ? sku : `${sku}-${++n}` }));
      const longest = `-${n}`.length;
      if (n > 0 && sku.length + longest > MAX_SKU)
        throw new DomainError("catalog_invalid", (t) => t.orders.admin.catalog.duplicateSku(MAX_SKU - longest), "sku");
      if (await repo.skusTaken([sku, ...copies.map((c) => c.sku)])) throw skuTaken();
      const outcome = await repo.duplicate(id, sku, copies, actor);
      if (outcome === "gone") throw notFound();
      if (outcome === "taken") throw skuTaken();
      return outcome;
    },

    /** Archived: off the shop (inactive) and the list, never deleted (orders and invoices name it); or back, inactive. */
    async setArchived(id: number, archived: boolean, actor: string) {
      if ((await repo.setArchived(id, archived, actor)) === "gone") throw notFound();
    },
  };
}
export type CatalogProductsService = ReturnType<typeof catalogProductsService>;
