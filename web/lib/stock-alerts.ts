import { useMutation } from "@tanstack/react-query";
import { client, unwrap } from "./api-client";

/**
 * 'Avise-me quando voltar' (issue 34): the e-mail waits for this variant; 201 a new alert, 200 one already waiting. The
 * product page's form and a birth list's parents (issue 50) ask it.
 */
export const useStockAlert = () =>
  useMutation({
    mutationFn: (v: { variantId: number; email: string; consent: true }) => unwrap(client.api["stock-alerts"].$post({ json: v })),
  });
