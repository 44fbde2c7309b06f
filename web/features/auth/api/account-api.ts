import { queryOptions, useMutation } from "@tanstack/react-query";
import type { MyDataInput, ProfileInput } from "../../../../shared/account-rules";
import { client, unwrap } from "../../../lib/api-client";

export const authKeys = {
  resetLink: (token: string) => ["reset-link", token] as const,
};

/** Whether a reset link (from the e-mail) can still be used; asked once per token. */
export const resetLinkQuery = (token: string) =>
  queryOptions({
    queryKey: authKeys.resetLink(token),
    queryFn: () => unwrap(client.api.account["reset-link-status"].$post({ json: { token } })),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

export const useSignUp = () =>
  useMutation({
    mutationFn: (v: { email: string; password: string; firstName: string; fullName: string; cartReminders?: boolean }) =>
      unwrap(client.api.account.signup.$post({ json: v })),
  });

/** 'Lembretes do carrinho' in 'Meus dados' (issue 50): the consent on or off. */
export const useSetCartReminders = () =>
  useMutation({ mutationFn: (enabled: boolean) => unwrap(client.api["cart-reminders"].consent.$put({ json: { enabled } })) });

export const useSendResetCode = () => useMutation({ mutationFn: (email: string) => unwrap(client.api.account["reset-code"].$post({ json: { email } })) });

export const useResetWithCode = () =>
  useMutation({
    mutationFn: (v: { email: string; code: string; newPassword: string }) => unwrap(client.api.account["reset-password"].$post({ json: v })),
  });

export const useResetWithLink = () =>
  useMutation({
    mutationFn: (v: { token: string; newPassword: string }) => unwrap(client.api.account["reset-password-link"].$post({ json: v })),
  });

/** Completing the profile (after sign-up or the first Google sign-in). */
export const useSaveCustomer = () => useMutation({ mutationFn: (v: ProfileInput) => unwrap(client.api.account.customer.$put({ json: v })) });

/** 'Meus dados': the SPEC §5 my-data rules. */
export const useSaveMyData = () => useMutation({ mutationFn: (v: MyDataInput) => unwrap(client.api.account["my-data"].$patch({ json: v })) });
