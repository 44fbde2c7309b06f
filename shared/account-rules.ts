import { z } from "zod";
import { validationCopy } from "#copy/validation";
import { type CopyKey, copyKeys } from "./copy-keys";
import { fullNameError } from "./name-rules";
import { normaliseTaxNumber, taxNumberProblem } from "./tax-number";

/** SPEC §5 account and profile rules, decided once here and used by the forms and the worker. */

export const MIN_AGE = 13;
export const BIRTH_YEARS = 100;
export const PLACEHOLDER_BIRTH_DATE = "1990-01-01";

/**
 * The birth-year choices of the profile forms, newest first: from the latest year that can give MIN_AGE today
 * (2013 on 2026-11-26: someone born early in 2013 is 13) down to the oldest of SPEC §5's last BIRTH_YEARS years.
 */
export function birthYears(today: Date = new Date()): number[] {
  const now = today.getUTCFullYear();
  const newest = now - MIN_AGE;
  const oldest = now - BIRTH_YEARS + 1;
  return Array.from({ length: newest - oldest + 1 }, (_, i) => newest - i);
}

/** Supported phone prefixes and how many digits follow each (SPEC §5). Default +351. */
export const PHONE_PREFIXES = [
  { code: "+351", digits: 9, example: "912 345 678" },
  { code: "+34", digits: 9, example: "612 345 678" },
  { code: "+55", digits: 11, example: "11 91234 5678" },
  { code: "+1", digits: 10, example: "202 555 0123" },
  { code: "+44", digits: 11, example: "07700 900123" },
  { code: "+33", digits: 10, example: "06 12 34 56 78" },
  { code: "+49", digits: 11, example: "0151 2345 6789" },
  { code: "+39", digits: 10, example: "312 345 6789" },
] as const;
export const DEFAULT_PHONE_PREFIX = "+351";

/** The field messages' keys (shared/copy/<lang>/validation.ts; shared/copy-keys.ts), under the short name the forms use. */
export const msg = copyKeys(validationCopy).validation;

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email(msg.email).max(254, msg.email));

export const passwordSchema = z
  .string()
  .min(8, msg.passwordRule)
  .max(128, msg.passwordRule)
  .refine((p) => /[A-Z]/.test(p) && /[a-z]/.test(p) && /\d/.test(p) && /[^A-Za-z0-9]/.test(p), msg.passwordRule);

/** Splits "+351912345678" into its prefix and digits (longest matching prefix). */
export function splitPhone(phone: string): { prefix: string; digits: string } {
  const compact = phone.replace(/[\s-]/g, "");
  const known = [...PHONE_PREFIXES].sort((a, b) => b.code.length - a.code.length).find((p) => compact.startsWith(p.code));
  if (known) return { prefix: known.code, digits: compact.slice(known.code.length) };
  const m = /^(\+\d{1,4})(\d*)$/.exec(compact);
  return m ? { prefix: m[1]!, digits: m[2]! } : { prefix: "", digits: compact };
}

export function phoneError(phone: string | null | undefined): CopyKey | null {
  const { prefix, digits } = splitPhone(phone ?? "");
  if (!digits) return msg.phoneRequired;
  if (!prefix || !/^\d+$/.test(digits)) return msg.phoneFormat;
  const rule = PHONE_PREFIXES.find((p) => p.code === prefix);
  if (rule && digits.length !== rule.digits) return msg.phoneFormat;
  if (!rule && digits.length > 15) return msg.phoneFormat;
  return null;
}

/**
 * DESIGN §6.11: why a non-empty tax number is refused for this phone, or null. A Spanish (+34) phone allows a Spanish
 * DNI/NIF or NIE (check letter) as well as a Portuguese NIF; any other phone a Portuguese NIF (check digit) only.
 */
export function taxNumberError(nif: string, phone: string, notNineDigits: CopyKey = msg.nifDigits): CopyKey | null {
  return taxNumberProblem(nif, splitPhone(phone).prefix === "+34", notNineDigits);
}

export function ageOn(birthDate: string, today: Date): number {
  const [y, m, d] = birthDate.split("-").map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age--;
  return age;
}

function isRealDate(s: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
}

export const firstNameSchema = z
  .string(msg.firstNameRequired)
  .trim()
  .min(1, msg.firstNameRequired)
  .max(60)
  .refine((v) => !/\s/.test(v), msg.firstNameOneWord);

/** The profile of SPEC §3 customers, as the complete-profile form and the worker check it. */
export function profileSchema(today: () => Date = () => new Date()) {
  return z
    .object({
      firstName: firstNameSchema,
      fullName: z.string(msg.fullName).trim().max(160),
      birthDate: z.string(msg.birthDate).refine(isRealDate, msg.birthDate),
      phone: z.string(msg.phoneRequired).trim().max(24),
      nif: z.string(msg.nifRequired).trim().min(1, msg.nifRequired).max(20, msg.nifDigits),
    })
    .superRefine((v, ctx) => {
      if (fullNameError(v.firstName, v.fullName)) ctx.addIssue({ code: "custom", path: ["fullName"], message: msg.fullName });
      const tax = v.nif ? taxNumberError(v.nif, v.phone) : null;
      if (tax) ctx.addIssue({ code: "custom", path: ["nif"], message: tax });
      if (isRealDate(v.birthDate)) {
        const age = ageOn(v.birthDate, today());
        if (age < MIN_AGE) ctx.addIssue({ code: "custom", path: ["birthDate"], message: msg.minAge });
        if (age > BIRTH_YEARS) ctx.addIssue({ code: "custom", path: ["birthDate"], message: msg.birthDate });
      }
      const p = phoneError(v.phone);
      if (p) ctx.addIssue({ code: "custom", path: ["phone"], message: p });
    })
    .transform((v) => ({ ...v, nif: normaliseTaxNumber(v.nif) }));
}
export type ProfileInput = z.infer<ReturnType<typeof profileSchema>>;

/** SPEC §5 my-data page: NIF optional but valid when given (DESIGN §6.11); name, birth date and phone required. */
export function myDataSchema(today: () => Date = () => new Date()) {
  const required = msg.requiredFields;
  return z
    .object({
      firstName: z.string(required).trim().min(1, required).max(60),
      fullName: z.string(required).trim().min(1, required).max(160),
      birthDate: z.string(required).min(1, required),
      phone: z.string(required).trim().max(24),
      nif: z.string().trim().max(20).optional().default(""),
    })
    .superRefine((v, ctx) => {
      if (/\s/.test(v.firstName)) ctx.addIssue({ code: "custom", path: ["firstName"], message: msg.firstNameOneWord });
      if (v.fullName && v.fullName.toLowerCase() === v.firstName.toLowerCase()) ctx.addIssue({ code: "custom", path: ["fullName"], message: msg.fullName });
      if (v.birthDate && !isRealDate(v.birthDate)) ctx.addIssue({ code: "custom", path: ["birthDate"], message: msg.birthDate });
      else if (v.birthDate && ageOn(v.birthDate, today()) < MIN_AGE) ctx.addIssue({ code: "custom", path: ["birthDate"], message: msg.minAge });
      const p = phoneError(v.phone);
      if (p === msg.phoneRequired) ctx.addIssue({ code: "custom", path: ["phone"], message: required });
      else if (p) ctx.addIssue({ code: "custom", path: ["phone"], message: p });
      const tax = v.nif ? taxNumberError(v.nif, v.phone, msg.nifDigitsOptional) : null;
      if (tax) ctx.addIssue({ code: "custom", path: ["nif"], message: tax });
    })
    .transform((v) => ({ ...v, nif: normaliseTaxNumber(v.nif) }));
}
export type MyDataInput = z.infer<ReturnType<typeof myDataSchema>>;

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, msg.passwordRequired).max(128),
  newPassword: passwordSchema,
});

export const signupSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    firstName: firstNameSchema,
    fullName: z.string().trim().min(1, msg.allFields).max(160),
    /** A reminder of a cart left behind (issue 50): a consent of its own, off unless ticked. */
    cartReminders: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.fullName && fullNameError(v.firstName, v.fullName)) ctx.addIssue({ code: "custom", path: ["fullName"], message: msg.fullName });
  });

export const emailOnlySchema = z.object({ email: emailSchema });
export const resetWithCodeSchema = z.object({
  email: emailSchema,
  code: z.string().regex(/^\d{6}$/, msg.resetCodeDigits),
  newPassword: passwordSchema,
});
export const resetWithLinkSchema = z.object({ token: z.string().min(20).max(200), newPassword: passwordSchema });
export const resetLinkTokenSchema = z.object({ token: z.string().min(20).max(200) });

export interface CustomerFields {
  firstName?: string | null;
  fullName?: string | null;
  phone?: string | null;
  nif?: string | null;
}

/** SPEC §5: incomplete when firstName, fullName, phone or nif is missing or blank; no record is incomplete. */
export function isProfileComplete(c: CustomerFields | null | undefined): boolean {
  if (!c) return false;
  return [c.firstName, c.fullName, c.phone, c.nif].every((v) => typeof v === "string" && v.trim() !== "");
}

/** SPEC §2 account greeting: the first name, or the capitalised part of the e-mail before the at-sign. */
export function greetingName(firstName: string | null | undefined, email: string): string {
  if (firstName?.trim()) return firstName.trim();
  const local = email.split("@")[0] ?? "";
  return local ? local[0]!.toUpperCase() + local.slice(1) : "";
}
