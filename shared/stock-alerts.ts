import { z } from "zod";
import { validationCopy } from "#copy/validation";
import { copyKeys } from "./copy-keys";

const v = copyKeys(validationCopy).validation;

/** POST /api/stock-alerts: 'Avise-me quando voltar' on a sold-out variant (issue 34), with the shopper's consent. */
export const stockAlertSchema = z.object({
  variantId: z.number().int().positive(),
  email: z.email(v.email).max(254),
  consent: z.literal(true, v.stockAlertConsent),
});
export type StockAlertRequest = z.infer<typeof stockAlertSchema>;
/** The product page's form: the box starts unticked. */
export const stockAlertFormSchema = stockAlertSchema.omit({ variantId: true }).extend({ consent: z.boolean().refine((c) => c, v.stockAlertConsent) });

/** Waiting alerts one e-mail may hold at once. */
export const STOCK_ALERTS_PER_EMAIL = 20;
