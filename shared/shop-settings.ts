import { z } from "zod";
import { phoneError } from "./account-rules";
import { shopSettingsCopy } from "./copy/back-office/shop-settings";
import { isValidPtNif } from "./tax-number";

/**
 * The shop's settings (issue 46): what the owner changes in the back-office without a deployment. The environment's
 * values (COMPANY_*, ADR_ENTITY_*) are the first defaults; a saved value replaces its default. Later settings (free
 * delivery, the dispatch cut-off and handling days) join this one list. The messages are the back-office's own words (Portuguese only),
 * which the worker says as they are (worker/lib/say-copy-key.ts).
 */
export const SHOP_SETTING_KEYS = [
  "companyName",
  "companyNipc",
  "companyAddress",
  "companyEmail",
  "companyPhone",
  "complaintsEntityName",
  "complaintsEntityUrl",
  "adrName",
  "adrUrl",
  "returnAddress",
  // Free delivery above an amount, per zone (issue 47: shared/free-delivery.ts); '' for none.
  "freeDeliveryPtContinente",
  "freeDeliveryPtAcores",
  "freeDeliveryPtMadeira",
  "freeDeliveryEsPeninsula",
  "freeDeliveryEsBaleares",
  // The delivery promise (issue 49: shared/delivery-dates.ts): the Lisbon hour from which an order leaves the next
  // working day, and the working days of handling before it leaves.
  "dispatchCutoffHour",
  "handlingDays",
  // A closed birth list's completion discount (issue 50): the percentage off what remained on the list ('0': none) and
  // for how many days the parents' code is valid.
  "birthListDiscountPercent",
  "birthListDiscountDays",
  // A cart that is not forgotten (issue 50): how many hours after a cart last changed its reminder goes out.
  "cartReminderHours",
] as const;
export type ShopSettingKey = (typeof SHOP_SETTING_KEYS)[number];
export type ShopSettings = Record<ShopSettingKey, string>;

const e = shopSettingsCopy.errors;

const text = (min: number, max: number, message: string) =>
  z
    .string(message)
    .trim()
    .min(min, message)
    .max(max, message)
    .regex(/^[^\r\n]*$/, message);
const httpsUrl = z
  .string(e.entityUrl)
  .trim()
  .max(300, e.entityUrl)
  .refine((v) => {
    try {
      return new URL(v).protocol === "https:";
    } catch {
      return false;
    }
  }, e.entityUrl);

/** An amount in euros with at most two decimals, or '' (none). */
const optionalEuros = z
  .string(e.freeDelivery)
  .trim()
  .refine((v) => v === "" || /^\d{1,6}(?:[.,]\d{1,2})?$/.test(v), e.freeDelivery);

/** One rule per setting, the same in the back-office's form and in PUT /api/admin/settings. */
export const shopSettingRules = {
  companyName: text(2, 120, e.companyName),
  companyNipc: z
    .string(e.companyNipc)
    .transform((v) => v.replace(/\s/g, ""))
    .pipe(
      z
        .string()
        .regex(/^\d{9}$/, e.companyNipc)
        .refine(isValidPtNif, e.companyNipcCheck),
    ),
  companyAddress: text(10, 200, e.companyAddress),
  companyEmail: z.string(e.companyEmail).trim().toLowerCase().max(254, e.companyEmail).pipe(z.email(e.companyEmail)),
  companyPhone: z
    .string(e.companyPhone)
    .trim()
    .max(24, e.companyPhone)
    .refine((v) => phoneError(v) === null, e.companyPhone),
  complaintsEntityName: text(2, 160, e.entityName),
  complaintsEntityUrl: httpsUrl,
  adrName: text(2, 160, e.entityName),
  adrUrl: httpsUrl,
  returnAddress: text(10, 200, e.returnAddress),
  freeDeliveryPtContinente: optionalEuros,
  freeDeliveryPtAcores: optionalEuros,
  freeDeliveryPtMadeira: optionalEuros,
  freeDeliveryEsPeninsula: optionalEuros,
  freeDeliveryEsBaleares: optionalEuros,
  dispatchCutoffHour: z
    .string(e.dispatchCutoffHour)
    .trim()
    .regex(/^(?:[01]?\d|2[0-3])$/, e.dispatchCutoffHour)
    .transform((v) => String(Number(v))),
  handlingDays: z
    .string(e.handlingDays)
    .trim()
    .regex(/^(?:\d|10)$/, e.handlingDays),
  birthListDiscountPercent: z
    .string(e.birthListDiscountPercent)
    .trim()
    .regex(/^(?:[0-4]?\d|50)$/, e.birthListDiscountPercent)
    .transform((v) => String(Number(v))),
  birthListDiscountDays: z
    .string(e.birthListDiscountDays)
    .trim()
    .regex(/^\d{1,3}$/, e.birthListDiscountDays)
    .refine((v) => Number(v) >= 1 && Number(v) <= 365, e.birthListDiscountDays)
    .transform((v) => String(Number(v))),
  cartReminderHours: z
    .string(e.cartReminderHours)
    .trim()
    .regex(/^\d{1,2}$/, e.cartReminderHours)
    .refine((v) => Number(v) >= 1 && Number(v) <= 72, e.cartReminderHours)
    .transform((v) => String(Number(v))),
} satisfies Record<ShopSettingKey, z.ZodType<string, string>>;

/** PUT /api/admin/settings: every setting, as the page sends them; a name the shop does not know is refused, never ignored. */
export const shopSettingsSchema = z.strictObject(shopSettingRules, {
  error: (issue) => (issue.code === "unrecognized_keys" ? e.unknown(issue.keys.join(", ")) : undefined),
});
export type ShopSettingsInput = z.input<typeof shopSettingsSchema>;

/** GET /api/admin/settings: the values in force, which of them were saved here (the rest are the environment's), the last change. */
export interface ShopSettingsView {
  values: ShopSettings;
  saved: ShopSettingKey[];
  lastChange: { at: string; by: string } | null;
  /** Production still shows the demonstration's identity (a warning on every back-office page). */
  demoIdentity: boolean;
}

/** The dispatch settings as numbers (the delivery-date engine's cut-off hour and handling days). */
export const dispatchSettings = (settings: Pick<ShopSettings, "dispatchCutoffHour" | "handlingDays">) => ({
  cutoffHour: Number(settings.dispatchCutoffHour),
  handlingDays: Number(settings.handlingDays),
});
export type DispatchSettings = ReturnType<typeof dispatchSettings>;

/** A closed birth list's completion discount as numbers (issue 50): percent 0 gives none. */
export const birthListDiscount = (settings: Pick<ShopSettings, "birthListDiscountPercent" | "birthListDiscountDays">) => ({
  percent: Number(settings.birthListDiscountPercent),
  days: Number(settings.birthListDiscountDays),
});
