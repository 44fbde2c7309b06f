import { z } from "zod";
import { addressesCopy } from "#copy/addresses";
import { birthListsCopy } from "#copy/birth-lists";
import { checkoutCopy } from "#copy/checkout";
import { messagesCopy } from "#copy/messages";
import { ordersCopy } from "#copy/orders";
import { validationCopy } from "#copy/validation";
import { birthListGiftSchema } from "./birth-lists";
import { copyKeys } from "./copy-keys";
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "./shipping";
import { cartLineSchema, shippingDestinationSchema } from "./shipping-schemas";

const invalid = copyKeys(validationCopy).validation;
const errors = copyKeys(messagesCopy).errors;
const orders = copyKeys(ordersCopy).orders;
const checkout = copyKeys(checkoutCopy).checkout;
const addresses = copyKeys(addressesCopy).addresses;
const giftErrors = copyKeys(birthListsCopy).birthLists.gift;

/** The lines, the quote and its option, the code and the invoice: what every order request names. */
const orderFields = {
  items: z
    .array(
      z.object({
        productId: z.number().int().positive(),
        /** null: the product's only variant (carts saved before variants), as the quote reads it. */
        variantId: z.number().int().positive(errors.variantRequired).nullable().default(null),
        quantity: z.number().int(invalid.quantity).min(1, invalid.quantityMin).max(MAX_LINE_QUANTITY, invalid.quantityMax),
        /** A gift for the order's birth list (`gift`, issue 50): counted on the list once paid. */
        forList: z.boolean().optional(),
      }),
    )
    .min(1, invalid.cartEmpty)
    .max(MAX_CART_LINES, invalid.cartTooLong),
  quoteId: z.uuid(orders.quoteExpired),
  optionId: z.string().min(1).max(120),
  discountCode: z.string().trim().max(40).optional(),
  /**
   * 'Pretende fatura com NIF?' (issue 33): the tax number the invoice names (checked against the delivery's country by
   * the server) and the name on it (the address's name when absent); absent: an invoice to the consumidor final.
   */
  invoice: z.object({ nif: z.string().trim().min(1).max(20), name: z.string().trim().min(1).max(160).optional() }).optional(),
  /**
   * A gift from a birth list (issue 50): the list's address (and its code when the parents asked for one), who it is
   * from and their message for the parents. Only the lines marked `forList` count on the list.
   */
  gift: birthListGiftSchema.optional(),
  /**
   * Send the parcel to the parents of the gift's list (issue 50): to their gift address, which the buyer never sees (the
   * quote named must be the list's: POST /api/lists/:slug/quotes). The buyer's address stays the invoice's and contact's.
   */
  deliverToList: z.boolean().optional(),
  /** Who receives the parcel (SPEC §4 shipping step); the address's own name when absent. */
  recipientName: z.string().trim().min(1, checkout.recipientRequired).max(160).optional(),
};

/**
 * A cart line named twice is refused (the order takes each line once), and so is a line marked as a gift without the
 * list it is for.
 */
const noRepeatedLines = (
  v: { items: { productId: number; variantId: number | null; forList?: boolean }[]; gift?: unknown; deliverToList?: boolean },
  ctx: z.RefinementCtx,
) => {
  if (v.deliverToList && !(v.gift && v.items.some((i) => i.forList)))
    ctx.addIssue({ code: "custom", message: giftErrors.listMissing, path: ["deliverToList"] });
  const seen = new Set<string>();
  v.items.forEach((it, i) => {
    const key = `${it.productId}:${it.variantId}`;
    if (seen.has(key)) ctx.addIssue({ code: "custom", message: invalid.cartRepeated, path: ["items", i, "variantId"] });
    seen.add(key);
    if (it.forList && !v.gift) ctx.addIssue({ code: "custom", message: giftErrors.listMissing, path: ["items", i, "forList"] });
  });
};

/**
 * What the browser sends to create an order (DESIGN §5): variant ids and quantities, the stored quote and one of its
 * options, a saved address and an optional discount code. Never a price, a cost or a total: those come from D1.
 */
export const createOrderSchema = z.object({ ...orderFields, addressId: z.uuid(addresses.notFound) }).superRefine(noRepeatedLines);

/**
 * A guest's order (issue 44, decisions/0058): the same request without a saved address: the address is the one the
 * checkout kept in the guest's pre-registration (POST /api/checkout/pre-registration/order).
 */
export const guestOrderSchema = z.object(orderFields).superRefine(noRepeatedLines);
export type GuestOrderInput = z.input<typeof guestOrderSchema>;
export type CreateOrderRequest = z.infer<typeof createOrderSchema>;
/** What the web sends (before the schema's defaults). */
export type CreateOrderInput = z.input<typeof createOrderSchema>;

/**
 * 'Aplicar' (issue 47): the code and the cart's lines it is checked against, and the delivery's destination when the
 * checkout knows it (an order outside the EU's VAT territory is priced without Portugal's VAT).
 */
export const discountCheckSchema = z.object({
  code: z.string().max(40),
  items: z.array(cartLineSchema).min(1, invalid.cartEmpty).max(MAX_CART_LINES, invalid.cartTooLong),
  destination: shippingDestinationSchema.nullable().default(null),
});
export type DiscountCheckInput = z.input<typeof discountCheckSchema>;
