import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BirthListInput, BirthListItemInput, OwnBirthList } from "../../../../shared/birth-lists";
import { client, unwrap } from "../../../lib/api-client";
import { birthListsKeys } from "../../../lib/query-keys";
import { useSession } from "../../../lib/session";

/** The signed-in parents' lists (GET /api/birth-lists): a line each, newest first. */
export function useBirthLists(enabled = true) {
  const userId = useSession().data?.user.id;
  return useQuery({
    queryKey: birthListsKeys.ofUser(userId),
    queryFn: () => unwrap(client.api["birth-lists"].$get()).then((r) => r.lists),
    enabled: enabled && !!userId,
  });
}

/** One of the parents' lists, with its products (GET /api/birth-lists/:id). */
export function useBirthList(id: string) {
  const userId = useSession().data?.user.id;
  return useQuery({
    queryKey: birthListsKeys.detail(userId, id),
    queryFn: () => unwrap(client.api["birth-lists"][":id"].$get({ param: { id } })).then((r) => r.list),
    enabled: !!userId,
  });
}

/**
 * Every change answers with the list as it now is: that answer goes straight into its cache, and the lines of the
 * lists page (names, counts, open or closed) are read again.
 */
function useListChange<V>(call: (v: V) => Promise<{ list: OwnBirthList }>) {
  const qc = useQueryClient();
  const userId = useSession().data?.user.id;
  return useMutation({
    mutationFn: call,
    onSuccess: ({ list }) => {
      qc.setQueryData(birthListsKeys.detail(userId, list.id), list);
      return qc.invalidateQueries({ queryKey: birthListsKeys.ofUser(userId), exact: true });
    },
  });
}

export const useCreateBirthList = () => useListChange((json: BirthListInput) => unwrap(client.api["birth-lists"].$post({ json })));

export const useUpdateBirthList = (id: string) =>
  useListChange((json: BirthListInput) => unwrap(client.api["birth-lists"][":id"].$put({ param: { id }, json })));

/** Close or reopen the list, or (surprise mode) show the parents what was offered. */
export const useBirthListAction = (id: string) =>
  useListChange((action: "close" | "reopen" | "reveal") => {
    const route = client.api["birth-lists"][":id"];
    const call = action === "close" ? route.close : action === "reopen" ? route.reopen : route.reveal;
    return unwrap(call.$post({ param: { id } }));
  });

/** Add a product to a list, or change how many are wanted and whether it is essential. */
export const useSetBirthListItem = () =>
  useListChange(({ listId, variantId, ...json }: BirthListItemInput & { listId: string; variantId: number }) =>
    unwrap(client.api["birth-lists"][":id"].items[":variantId"].$put({ param: { id: listId, variantId: String(variantId) }, json })),
  );

export const useRemoveBirthListItem = (id: string) =>
  useListChange((variantId: number) => unwrap(client.api["birth-lists"][":id"].items[":variantId"].$delete({ param: { id, variantId: String(variantId) } })));

export const useReorderBirthList = (id: string) =>
  useListChange((variantIds: number[]) => unwrap(client.api["birth-lists"][":id"].items.order.$post({ param: { id }, json: { variantIds } })));

/**
 * A list as visitors see it (GET /api/lists/:slug), with the code the visitor typed when the parents asked for one.
 * Never kept between visits: what is still wanted changes with every gift.
 */
export const publicBirthListQuery = (slug: string, code: string | undefined) =>
  queryOptions({
    queryKey: ["public-birth-list", slug, code ?? ""] as const,
    queryFn: () => unwrap(client.api.lists[":slug"].$get({ param: { slug }, query: code ? { codigo: code } : {} })).then((r) => r.list),
    retry: false,
    staleTime: 0,
  });

/** Lists found by the family's surname and the expected date (GET /api/lists?apelido=&data=), where the parents allowed it. */
export const birthListSearchQuery = (search: { apelido: string; data: string } | null) =>
  queryOptions({
    queryKey: ["birth-list-search", search?.apelido ?? "", search?.data ?? ""] as const,
    queryFn: () => unwrap(client.api.lists.$get({ query: search! })).then((r) => r.lists),
    enabled: search !== null,
    retry: false,
  });
