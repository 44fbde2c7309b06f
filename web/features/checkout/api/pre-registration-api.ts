import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProfileInput } from "../../../../shared/account-rules";
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
