import { useMutation } from "@tanstack/react-query";
import type { CartLineRef } from "../../../../shared/shipping-schemas";
import { client, unwrap } from "../../../lib/api-client";

/**
 * The delivery options for gifts sent to the parents of a birth list (issue 50): quoted by the server for their gift
 * address, which the answer never holds (only whether it lies outside the EU's VAT territory).
 */
export const useGiftQuote = () =>
  useMutation({
    mutationFn: ({ slug, code, items }: { slug: string; code?: string; items: (CartLineRef & { quantity: number })[] }) =>
      unwrap(client.api.lists[":slug"].quotes.$post({ param: { slug }, json: { items, ...(code ? { code } : {}) } })),
  });
