import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminProductsQuery, ProductCreate, ProductUpdate, StockAdjustment, VariantCreate, VariantUpdate } from "../../../../shared/admin-catalog";
import { client, unwrap } from "../../../lib/api-client";

/** The catalogue in the back-office (issue 34): /api/admin/catalog through the typed client. */
const keys = {
  all: ["admin", "catalog"] as const,
  list: (q: Partial<AdminProductsQuery>) => [...keys.all, "list", q] as const,
  product: (id: number) => [...keys.all, "product", id] as const,
  choices: ["admin", "catalog", "choices"] as const,
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

/** What a new product's category, subcategory and maker are chosen from (issue 44). */
export const useCatalogChoices = () => useQuery({ queryKey: keys.choices, queryFn: () => unwrap(client.api.admin.catalog.choices.$get()), staleTime: 60_000 });

/** The owner's new product (issue 44): the editor's data of it, which the product's page then shows. */
export function useCreateProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: ProductCreate) => unwrap(client.api.admin.catalog.products.$post({ json })),
    onSuccess: (data) => qc.setQueryData(keys.product(data.product.id), data),
    onSettled: () => qc.invalidateQueries({ queryKey: [...keys.all, "list"] }),
  });
}

/** The owner's copy of a product under a new sku, and archiving (or unarchiving) it (issue 44). */
export function useProductLifecycle(id: number) {
  const qc = useQueryClient();
  const product = client.api.admin.catalog.products[":id"];
  const param = { id: String(id) };
  const settled = () => qc.invalidateQueries({ queryKey: [...keys.all, "list"] });
  return {
    duplicate: useMutation({
      mutationFn: (sku: string) => unwrap(product.duplicate.$post({ param, json: { sku } })),
      onSuccess: (data) => qc.setQueryData(keys.product(data.product.id), data),
      onSettled: settled,
    }),
    archive: useMutation({
      mutationFn: (archived: boolean) => unwrap(product.archived.$put({ param, json: { archived } })),
      onSuccess: (data) => qc.setQueryData(keys.product(id), data),
      onSettled: settled,
    }),
  };
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

/** The owner's writes to a product's variants: add, edit, reorder; the product reads again after each. */
export function useVariantWrites(productId: number) {
  const qc = useQueryClient();
  const settled = () => qc.invalidateQueries({ queryKey: keys.all });
  const param = { id: String(productId) };
  const product = client.api.admin.catalog.products[":id"];
  return {
    create: useMutation({ mutationFn: (json: VariantCreate) => unwrap(product.variants.$post({ param, json })), onSettled: settled }),
    update: useMutation({
      mutationFn: ({ id, json }: { id: number; json: VariantUpdate }) =>
        unwrap(client.api.admin.catalog.variants[":id"].$put({ param: { id: String(id) }, json })),
      onSettled: settled,
    }),
    reorder: useMutation({ mutationFn: (ids: number[]) => unwrap(product.variants.order.$put({ param, json: { ids } })), onSettled: settled }),
  };
}

/** A product's images (first the main one) and the owner's upload, order and deletion; the list follows each answer. */
export function useProductImages(productId: number) {
  const qc = useQueryClient();
  const key = [...keys.product(productId), "images"] as const;
  const param = { id: String(productId) };
  const images = client.api.admin.catalog.products[":id"].images;
  const done = (data: { images: string[] }) => {
    qc.setQueryData(key, data);
    void qc.invalidateQueries({ queryKey: keys.list({}) });
  };
  const reread = () => void qc.invalidateQueries({ queryKey: key });
  return {
    list: useQuery({ queryKey: key, queryFn: () => unwrap(images.$get({ param })) }),
    upload: useMutation({ mutationFn: (file: File) => unwrap(images.$post({ param, form: { file } })), onSuccess: done }),
    // A refused order or deletion (someone changed the list meanwhile) shows the list as it is now.
    reorder: useMutation({ mutationFn: (keys: string[]) => unwrap(images.$put({ param, json: { keys } })), onSuccess: done, onError: reread }),
    remove: useMutation({ mutationFn: (file: string) => unwrap(images[":file"].$delete({ param: { ...param, file } })), onSuccess: done, onError: reread }),
  };
}

/** The owner's photo of one variant (a colour's), or none (the product's show); the product reads again after either. */
export function useVariantImage(variantId: number) {
  const qc = useQueryClient();
  const image = client.api.admin.catalog.variants[":id"].image;
  const param = { id: String(variantId) };
  const settled = () => qc.invalidateQueries({ queryKey: keys.all });
  return {
    put: useMutation({ mutationFn: (file: File) => unwrap(image.$put({ param, form: { file } })), onSettled: settled }),
    remove: useMutation({ mutationFn: () => unwrap(image.$delete({ param })), onSettled: settled }),
  };
}
