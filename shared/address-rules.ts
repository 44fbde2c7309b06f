import { z } from "zod";
import { addressesCopy } from "#copy/addresses";
import { shopCopy } from "#copy/shop";
import { firstNameSchema, msg, phoneError } from "./account-rules";
import { copyKeys } from "./copy-keys";
import { fullNameError } from "./name-rules";
import { normalizePostalCode, postalCodeError } from "./shipping";

/** SPEC §5 address rules, decided once here: the add-address dialog, the worker's routes and the lookup use them. */

/** Saved addresses are for delivery, and the shop delivers in Portugal and Spain (docs/spec-deviations.md A1). */
export const ADDRESS_COUNTRIES = [
  { code: "PT", name: shopCopy.shipping.countryNames.PT, placeholder: "1000-001" },
  { code: "ES", name: shopCopy.shipping.countryNames.ES, placeholder: "28001" },
] as const;
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number]["code"];
export const PROPERTY_TYPES = ["casa", "apartamento"] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
/** More than this many saved addresses is refused (a customer needs a handful; the list stays one screen). */
export const MAX_ADDRESSES = 20;

const t = copyKeys(addressesCopy).addresses;
const countrySchema = z.enum(["PT", "ES"], t.countryRequired);

/**
 * The code as it is stored and shown: PT "NNNN-NNN", ES "NNNNN". SPEC §5 removes dashes before sending a code to
 * the quote supplier (normalizePostalCode); the saved address keeps the country's written form.
 */
export function formatPostalCode(country: AddressCountry, raw: string): string {
  const digits = normalizePostalCode(raw);
  return country === "PT" && /^\d{7}$/.test(digits) ? `${digits.slice(0, 4)}-${digits.slice(4)}` : digits;
}

/** SPEC §5: the lookup starts once the code is complete (8 characters for PT "NNNN-NNN"; ES has 5 digits). */
export function isCompletePostalCode(country: AddressCountry, raw: string): boolean {
  return postalCodeError(country, raw) === null;
}

/** The lookup request: a country and a well-formed postal code (Portuguese field error otherwise). */
export const postalLookupQuerySchema = z
  .object({ country: countrySchema, postalCode: z.string().max(20) })
  .superRefine((v, ctx) => {
    const err = postalCodeError(v.country, v.postalCode);
    if (err) ctx.addIssue({ code: "custom", message: err, path: ["postalCode"] });
  })
  .transform((v) => ({ country: v.country, postalCode: formatPostalCode(v.country, v.postalCode) }));

/** What the lookup answers: city and district/province (SPEC §7's fallback texts when not found), locality when known. */
export interface PostalLookupAnswer {
  city: string;
  state: string;
  locality: string | null;
  cityFound: boolean;
  stateFound: boolean;
}

const text = (required: string, max: number) => z.string(required).trim().min(1, required).max(max, t.tooLong);

/** The address a customer saves (SPEC §3 addresses, §5 rules). */
export const addressInputSchema = z
  .object({
    firstName: firstNameSchema,
    fullName: z.string(msg.fullName).trim().max(160, t.tooLong),
    phone: z.string(msg.phoneRequired).trim().max(24),
    country: countrySchema,
    zipCode: z.string(copyKeys(shopCopy).shipping.postalCodeMissing).max(20),
    state: text(t.stateRequired, 80),
    city: text(t.cityRequired, 80),
    address: text(t.streetRequired, 120),
    number: text(t.numberRequired, 20),
    neighborhood: text(t.neighborhoodRequired, 80),
    propertyType: z.enum(PROPERTY_TYPES, t.propertyTypeRequired),
    complement: z.string().trim().max(80, t.tooLong).optional().default(""),
  })
  .superRefine((v, ctx) => {
    if (fullNameError(v.firstName, v.fullName)) ctx.addIssue({ code: "custom", path: ["fullName"], message: msg.fullName });
    const zip = postalCodeError(v.country, v.zipCode);
    if (zip) ctx.addIssue({ code: "custom", path: ["zipCode"], message: zip });
    const phone = phoneError(v.phone);
    if (phone) ctx.addIssue({ code: "custom", path: ["phone"], message: phone });
    if (v.propertyType === "apartamento" && !v.complement) ctx.addIssue({ code: "custom", path: ["complement"], message: t.complementRequired });
  })
  .transform((v) => ({
    ...v,
    zipCode: formatPostalCode(v.country, v.zipCode),
    phone: v.phone.replace(/[\s-]/g, ""),
    // SPEC §5: choosing Casa clears the complement.
    complement: v.propertyType === "casa" ? null : v.complement,
  }));
export type AddressInput = z.infer<typeof addressInputSchema>;
/** The add-address form's values, as the schema takes them. */
export type AddressFormValues = z.input<typeof addressInputSchema>;

/** A saved address as the API answers it. */
export interface SavedAddress extends AddressInput {
  id: string;
  isDefault: boolean;
  createdAt: string;
}

export const addressIdSchema = z.object({ id: z.uuid(t.notFound) });
