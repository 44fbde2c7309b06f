import { useMutation, useQueryClient } from "@tanstack/react-query";
import { addressesCopy } from "#copy/addresses";
import type { AddressFormValues, SavedAddress } from "../../../../shared/address-rules";
import { addressesQuery } from "../../../lib/address-queries";
import { client, unwrap } from "../../../lib/api-client";
import { preRegistrationKeys } from "../../../lib/pre-registration-query";
import { addressesKeys } from "../../../lib/query-keys";
import { useSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";

/** Puts the server's answer (the whole list, in order) in the cache, or refetches when it only sent one row. */
function useAddressesCache() {
  const qc = useQueryClient();
  const userId = useSession().data?.user.id;
  const key = addressesQuery(userId).queryKey;
  return {
    set: (items: SavedAddress[]) => qc.setQueryData(key, items),
    refresh: () => qc.invalidateQueries({ queryKey: addressesKeys.all() }),
  };
}

/** POST an address; the caller shows field errors, this shows SPEC §8's toasts. */
export function useAddAddress() {
  const cache = useAddressesCache();
  return useMutation({
    mutationFn: (json: AddressFormValues) => unwrap(client.api.addresses.$post({ json })),
    onSuccess: () => {
      void toast.success(addressesCopy.addresses.added);
      return cache.refresh();
    },
  });
}

export function useSetDefaultAddress() {
  const cache = useAddressesCache();
  return useMutation({
    mutationFn: (id: string) => unwrap(client.api.addresses[":id"].default.$put({ param: { id } })),
    onSuccess: ({ items }) => {
      cache.set(items);
      void toast.success(addressesCopy.addresses.defaultUpdated);
    },
    onError: () => {
      void toast.error(addressesCopy.addresses.defaultError);
      return cache.refresh();
    },
  });
}

export function useRemoveAddress() {
  const cache = useAddressesCache();
  return useMutation({
    mutationFn: (id: string) => unwrap(client.api.addresses[":id"].$delete({ param: { id } })),
    onSuccess: ({ items }) => {
      cache.set(items);
      void toast.success(addressesCopy.addresses.removed);
    },
    onError: () => {
      void toast.error(addressesCopy.addresses.removeError);
      return cache.refresh();
    },
  });
}

/** A guest's delivery address, kept in the checkout pre-registration (no account yet). */
export function useSaveGuestAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: AddressFormValues) => unwrap(client.api.checkout["pre-registration"].address.$put({ json })),
    onSuccess: () => qc.invalidateQueries({ queryKey: preRegistrationKeys.all() }),
  });
}
