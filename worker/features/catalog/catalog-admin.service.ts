import { ADMIN_PRODUCTS_PAGE_SIZE, type AdminProductsQuery, type ProductUpdate, type StockAdjustment } from "../../../shared/admin-catalog";
import { referencePriceCents } from "../../../shared/reference-price";
import { DomainError } from "../../lib/domain-error";
import { toMatchQuery } from "./catalog.service";
import type { CatalogAdminRepo } from "./catalog-admin.repo";

const notFound = () => new DomainError("product_not_found", (t) => t.errors.productNotFound);

/**
 * The back-office's catalogue (issue 34, decisions/0045): the products list, the editor, and stock. Every write is
 * checked by role on the server (routes) and leaves an audit row in its own statement or batch; the catalogue version
 * moves with the data (migration 0015's triggers), so the edge cache and the sitemap follow at once.
 */
export function catalogAdminService({ repo, deliverStockAlerts }: { repo: CatalogAdminRepo; deliverStockAlerts: (variantIds: number[]) => Promise<void> }) {
  return {
    async list(q: AdminProductsQuery) {
      const { items, total } = await repo.list(q, q.q ? (toMatchQuery(q.q)?.all ?? null) : null);
      return { items, total, page: q.page, pageSize: ADMIN_PRODUCTS_PAGE_SIZE, totalPages: Math.max(1, Math.ceil(total / ADMIN_PRODUCTS_PAGE_SIZE)) };
    },

    /** The categories, subcategories and makers a new product is given (issue 44). */
    choices: () => repo.choices(),

    /** The product as the editor shows it, with the reference price the shop displays now (Omnibus, decisions/0015). */
    async detail(id: number) {
      const product = await repo.product(id);
      if (!product) throw notFound();
      const data = await repo.editorData(id);
      return { product, ...data, referencePriceCents: product.salePriceCents === null ? null : referencePriceCents(data.history) };
    },

    async update(id: number, input: ProductUpdate, actor: string) {
      const before = await repo.product(id);
      if (!before) throw notFound();
      const places = await repo.placesExist(input);
      if (!places.category) throw new DomainError("catalog_invalid", (t) => t.orders.admin.catalog.category, "categoryId");
      if (!places.subcategory) throw new DomainError("catalog_invalid", (t) => t.orders.admin.catalog.subcategory, "subcategoryId");
      if (!places.manufacturer) throw new DomainError("catalog_invalid", (t) => t.orders.admin.catalog.manufacturer, "manufacturerId");
      // Archived (issue 44): off sale until unarchived; the database refuses it too (trigger products_archived_not_active,
      // docs/database-rules.md), should a race get here.
      const archived = () => new DomainError("catalog_invalid", (t) => t.orders.admin.catalog.archived, "active");
      if (before.archivedAt !== null && input.active) throw archived();
      try {
        if (!(await repo.update(id, input, before, actor))) throw notFound();
      } catch (err) {
        if (err instanceof Error && err.message.includes("product_archived")) throw archived();
        throw err;
      }
      return this.detail(id);
    },

    /** Goods received or damaged, or a count: applied at once with its audit row; never below zero. */
    async adjustStock(variantId: number, input: StockAdjustment, actor: string) {
      const result = await repo.adjust(variantId, input, actor);
      if (result.outcome === "not-found") throw new DomainError("variant_not_found", (t) => t.orders.admin.catalog.variantNotFound);
      if (result.outcome === "below-zero") throw new DomainError("stock_below_zero", (t) => t.orders.admin.catalog.belowZero(result.stock), "quantity");
      // Back from sold out: the database wrote the waiting shoppers' e-mails in that statement; they leave now.
      await deliverStockAlerts([variantId]);
      return { stockQuantity: result.stock };
    },

    async setThreshold(variantId: number, threshold: number, actor: string) {
      if (!(await repo.setThreshold(variantId, threshold, actor))) throw new DomainError("variant_not_found", (t) => t.orders.admin.catalog.variantNotFound);
    },
  };
}
export type CatalogAdminService = ReturnType<typeof catalogAdminService>;
