import { useMutation } from "@tanstack/react-query";
import { client, unwrap } from "../../../lib/api-client";

/** DESIGN §6.6: stores the e-mail and the consent time; the consent is the box the subscriber ticked. */
export const useSubscribeNewsletter = (onSuccess: () => void) =>
  useMutation({ mutationFn: (v: { email: string; consent: true }) => unwrap(client.api.newsletter.$post({ json: v })), onSuccess });
