import { useMutation } from "@tanstack/react-query";
import type { CartLineRef } from "../../../../shared/shipping-schemas";
import { client, unwrap } from "../../../lib/api-client";

/** The browser's cart, kept on the server for its reminder (issue 50; kept only when the customer agreed). */
export const keepCart = (lines: (CartLineRef & { quantity: number })[]) => unwrap(client.api["cart-reminders"].cart.$put({ json: { lines } }));

/** A reminder's link: the lines its e-mail showed. */
export const useRestoreCart = () =>
  useMutation({ mutationFn: (token: string) => unwrap(client.api["cart-reminders"].restore.$post({ json: { token } })).then((r) => r.lines) });

/** A reminder's one-click stop. */
export const useStopReminders = () => useMutation({ mutationFn: (token: string) => unwrap(client.api["cart-reminders"].stop.$post({ json: { token } })) });
