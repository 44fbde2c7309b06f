import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProfileInput } from "../../../../shared/account-rules";
import type { DiscountCheckInput, GuestOrderInput } from "../../../../shared/orders";
import { client, unwrap } from "../../../lib/api-client";
import { preRegistrationKeys } from "../../../lib/pre-registration-query";

/** Starts a guest's checkout for this e-mail (the server sets the cookie). */
export const startPreRegistration = (email: string) => unwrap(client.api.checkout["pre-registration"].$post({ json: { email } }));

export function useSaveGuestProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: ProfileInput) => unwrap(client.api.checkout["pre-registration"].profile.$put({ json })),
    onSuccess: () => qc.invalidateQueries({ queryKey: preRegistrationKeys.all() }),
  });
}

/** Turns the pre-registration into the account; the caller then signs in with the same password. */
export const useCompleteGuest = () =>
  useMutation({
    mutationFn: (json: { password: string; confirm: string }) => unwrap(client.api.checkout["pre-registration"].credentials.$post({ json })),
  });

/** 'Continuar sem criar conta' (issue 44): the guest's order and its payment page (`url`), with the order's key. */
export const usePlaceGuestOrder = () =>
  useMutation({ mutationFn: (json: GuestOrderInput) => unwrap(client.api.checkout["pre-registration"].order.$post({ json })) });

/** 'Aplicar' for a guest: the code checked for the pre-registration's e-mail, against these lines. */
export const checkGuestDiscount = (json: DiscountCheckInput) =>
  unwrap(client.api.checkout["pre-registration"].discount.$post({ json })).then((r) => r.discount);

/** Back from the payment page without paying, as a guest: that order (by its key) is cancelled. */
export const useCancelGuestOrder = () =>
  useMutation({
    mutationFn: (o: { id: string; key: string }) => unwrap(client.api["guest-orders"][":id"].cancel.$post({ param: { id: o.id }, query: { chave: o.key } })),
  });
