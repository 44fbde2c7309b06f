import { z } from "zod";
import { validationCopy } from "#copy/validation";
import { copyKeys } from "./copy-keys";
import { MAX_CART_LINES, MAX_LINE_QUANTITY, postalCodeError, SHIPPING_COUNTRIES, type ShippingCountry } from "./shipping";

const invalid = copyKeys(validationCopy).validation;

/** Checks of the cart and shipping requests (POST /api/shipping/quote, POST /api/cart/refresh) and the calculator's form. */
const countryCodes = SHIPPING_COUNTRIES.map((c) => c.code) as [ShippingCountry, ...ShippingCountry[]];

/** A cart line names a variant; null means "the product's only variant" (and is what carts saved before variants hold). */
const variantIdSchema = z.number().int().positive().nullable();

export const cartLineSchema = z.object({
  productId: z.number().int().positive(),
  variantId: variantIdSchema.default(null),
  quantity: z.number().int(invalid.quantity).min(1, invalid.quantityMin).max(MAX_LINE_QUANTITY, invalid.quantityMax),
});

const destinationShape = { country: z.enum(countryCodes, invalid.country), postalCode: z.string().max(20) };

function checkPostalCode(v: { country: string; postalCode: string }, ctx: z.RefinementCtx) {
  const err = postalCodeError(v.country, v.postalCode);
  if (err) ctx.addIssue({ code: "custom", message: err, path: ["postalCode"] });
}

/** The calculator's destination (country and postal code), as its form and the quote request check it. */
export const shippingDestinationSchema = z.object(destinationShape).superRefine(checkPostalCode);
export type ShippingDestination = z.infer<typeof shippingDestinationSchema>;

export const shippingQuoteSchema = z
  .object({
    ...destinationShape,
    items: z.array(cartLineSchema).min(1, invalid.cartEmpty).max(MAX_CART_LINES, invalid.cartTooLong),
  })
  .superRefine((v, ctx) => {
    checkPostalCode(v, ctx);
    const seen = new Set<string>();
    v.items.forEach((it, i) => {
      const key = `${it.productId}:${it.variantId}`;
      if (seen.has(key)) ctx.addIssue({ code: "custom", message: invalid.cartRepeated, path: ["items", i, "productId"] });
      seen.add(key);
    });
  });
export type ShippingQuoteRequest = z.infer<typeof shippingQuoteSchema>;

export const cartRefreshSchema = z.object({
  lines: z.array(z.object({ productId: z.number().int().positive(), variantId: variantIdSchema })).max(MAX_CART_LINES),
});
export type CartLineRef = z.infer<typeof cartRefreshSchema>["lines"][number];

/**
 * The cart a signed-in customer who agreed to reminders keeps on the server (PUT /api/cart/saved, issue 50): its lines as
 * the browser holds them; none forgets it.
 */
export const savedCartSchema = z.object({
  lines: z.array(cartLineSchema).max(MAX_CART_LINES, invalid.cartTooLong),
});
/** A cart reminder's link (issue 50): its token, which puts its cart back or stops the reminders. */
export const cartReminderTokenSchema = z.object({ token: z.string().min(20).max(100) });
/** The reminders' consent (issue 50): on or off. */
export const cartReminderConsentSchema = z.object({ enabled: z.boolean() });
