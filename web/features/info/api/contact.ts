import { useMutation } from "@tanstack/react-query";
import type { ContactMessageInput } from "../../../../shared/contact";
import { client, unwrap } from "../../../lib/api-client";

/** POST /api/contact: stores the message and e-mails the shop. */
export const useSendContactMessage = () => useMutation({ mutationFn: (v: ContactMessageInput) => unwrap(client.api.contact.$post({ json: v })) });
