import { useMutation } from "@tanstack/react-query";
import { client, unwrap } from "../../../lib/api-client";

/** MUDAR SENHA: the server checks the current password and ends the other sessions. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (v: { currentPassword: string; newPassword: string }) => unwrap(client.api.account.password.$post({ json: v })),
  });

/** EXCLUIR MINHA CONTA: deletes the customer and their session on the server. */
export const useDeleteAccount = () => useMutation({ mutationFn: (json: { password?: string }) => unwrap(client.api.account.$delete({ json })) });

/**
 * DESCARREGAR OS MEUS DADOS (GDPR art. 20): a plain link, not a fetch — the server answers a JSON attachment that the
 * browser saves. (The typed client's `$url()` needs an absolute base URL, which this same-origin client does not have.)
 */
export const ACCOUNT_EXPORT_HREF = "/api/account/export";
