import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminProductsQuery, ProductUpdate, StockAdjustment } from "../../../../shared/admin-catalog";
import { client, unwrap } from "../../../lib/api-client";

/** The catalogue in the back-office (issue 34): /api/admin/catalog through the typed client. */
const keys = {
  all: ["admin", "catalog"] as const,
  list: (q: Partial<AdminProductsQuery>) => [...keys.all, "list", q] as const,
  product: (id: number) => [...keys.all, "product", id] as const,
};

const asParams = (q: Partial<AdminProductsQuery>) =>
  Object.fromEntries(
    Object.entries(q)
      .filter(([, v]) => v !== undefined && v !== "")
      .map(([k, v]) => [k, String(v)]),
  );

export const useAdminProducts = (q: Partial<AdminProductsQuery>) =>
  useQuery({
    queryKey: keys.list(q),
    queryFn: () => unwrap(client.api.admin.catalog.products.$get({ query: asParams(q) as never })),
    placeholderData: keepPreviousData,
  });

export const useAdminProduct = (id: number) =>
  useQuery({ queryKey: keys.product(id), queryFn: () => unwrap(client.api.admin.catalog.products[":id"].$get({ param: { id: String(id) } })), retry: false });

/** The owner's save; the product and the lists read again after it. */
export function useSaveProduct(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: ProductUpdate) => unwrap(client.api.admin.catalog.products[":id"].$put({ param: { id: String(id) }, json })),
    onSuccess: (data) => qc.setQueryData(keys.product(id), data),
    onSettled: () => qc.invalidateQueries({ queryKey: keys.all }),
  });
}

/** A stock adjustment of one variant, and (owner) its low-stock threshold; the product reads again after either. */
export function useVariantStock(productId: number, variantId: number) {
  const qc = useQueryClient();
  const settled = () => qc.invalidateQueries({ queryKey: keys.all });
  const variant = client.api.admin.catalog.variants[":id"];
  const param = { id: String(variantId) };
  return {
    adjust: useMutation({ mutationFn: (json: StockAdjustment) => unwrap(variant.stock.$post({ param, json })), onSettled: settled }),
    threshold: useMutation({ mutationFn: (threshold: number) => unwrap(variant.threshold.$put({ param, json: { threshold } })), onSettled: settled }),
    productKey: keys.product(productId),
  };
}
