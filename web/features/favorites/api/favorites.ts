import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef } from "react";
import { shopCopy } from "#copy/shop";
import type { ProductSummary } from "../../../../shared/product-card";
import { client, unwrap } from "../../../lib/api-client";
import { favoritesKeys } from "../../../lib/query-keys";
import { useSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";

export const favoritesQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: favoritesKeys.ofUser(userId),
    queryFn: () => unwrap(client.api.favorites.$get()),
    enabled: !!userId,
    staleTime: 60_000,
  });

/** The signed-in customer's favourites; empty for visitors. */
export function useFavorites() {
  const session = useSession();
  const userId = session.data?.user.id;
  const query = useQuery(favoritesQuery(userId));
  const ids = new Set((query.data?.items ?? []).map((p) => p.id));
  return { signedIn: !!userId, userId, query, ids };
}

type FavoriteItem = ProductSummary & { favoritedAt: string };

/** Toggles a favourite with the heart showing the new state at once; SPEC §8 toasts. */
export function useToggleFavorite() {
  const qc = useQueryClient();
  const { signedIn, userId, ids } = useFavorites();
  const mutation = useMutation({
    mutationFn: async ({ product, on }: { product: ProductSummary; on: boolean }): Promise<{ favorite: boolean }> => {
      const param = { id: String(product.id) };
      return on ? unwrap(client.api.favorites[":id"].$put({ param })) : unwrap(client.api.favorites[":id"].$delete({ param }));
    },
    onMutate: async ({ product, on }) => {
      const key = favoritesQuery(userId).queryKey;
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData(key);
      qc.setQueryData(key, (old: { items: FavoriteItem[] } | undefined) => {
        const items = (old?.items ?? []).filter((p) => p.id !== product.id);
        return { items: on ? [{ ...product, favoritedAt: new Date().toISOString() }, ...items] : items };
      });
      return { before, key };
    },
    onError: (_err, { on }, ctx) => {
      if (ctx) qc.setQueryData(ctx.key, ctx.before);
      void toast.error(shopCopy.favorites.errorTitle, on ? shopCopy.favorites.addError : shopCopy.favorites.removeError);
    },
    onSuccess: (_data, { on }) => void (on ? toast.success(shopCopy.favorites.added) : toast.message(shopCopy.favorites.removed)),
    onSettled: () => qc.invalidateQueries({ queryKey: favoritesKeys.all() }),
  });
  const latest = useRef({ signedIn, ids, mutate: mutation.mutate });
  latest.current = { signedIn, ids, mutate: mutation.mutate };
  return useCallback((product: ProductSummary) => {
    const { signedIn: inNow, ids: idsNow, mutate } = latest.current;
    if (!inNow) return void toast.error(shopCopy.favorites.loginTitle, shopCopy.favorites.loginText);
    mutate({ product, on: !idsNow.has(product.id) });
  }, []);
}
