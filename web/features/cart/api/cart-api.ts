import type { ShippingQuoteRequest } from "../../../../shared/shipping";
import { client, unwrap } from "../../../lib/api-client";

export const cartApi = {
  refresh: (ids: number[]) => unwrap(client.api.cart.refresh.$post({ json: { ids } })),
  quote: (req: ShippingQuoteRequest) => unwrap(client.api.shipping.quotes.$post({ json: req })),
};
