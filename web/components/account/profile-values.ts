import { z } from "zod";
import { accountCopy } from "#copy/account";
import { DEFAULT_PHONE_PREFIX, myDataSchema, PLACEHOLDER_BIRTH_DATE, profileSchema, splitPhone } from "../../../shared/account-rules";
import { formResolver } from "../../lib/form-resolver";
import type { SessionData } from "../../lib/session";

/** The profile form's values (birth date and phone split into their inputs), its resolver and its start. */
const t = accountCopy.profile;
const pad = (n: number | string) => String(n).padStart(2, "0");

export interface ProfileValues {
  firstName: string;
  fullName: string;
  day: string;
  month: string;
  year: string;
  prefix: string;
  digits: string;
  nif: string;
}

/** The form values as the shared profile schema sees them (the rules themselves are shared/account-rules.ts). */
export const toProfile = (v: ProfileValues) => ({
  firstName: v.firstName,
  fullName: v.fullName,
  birthDate: v.day && v.month && v.year ? `${v.year}-${pad(v.month)}-${pad(v.day)}` : "",
  phone: `${v.prefix}${v.digits.replace(/[\s-]/g, "")}`,
  nif: v.nif,
});

export type ProfileVariant = "profile" | "google" | "my-data";

export function profileResolver(variant: ProfileVariant) {
  const schema = variant === "my-data" ? myDataSchema() : profileSchema();
  return formResolver(
    z
      .object({
        firstName: z.string(),
        fullName: z.string(),
        day: z.string(),
        month: z.string(),
        year: z.string(),
        prefix: z.string(),
        digits: z.string(),
        nif: z.string(),
      })
      .superRefine((v, ctx) => {
        if (variant === "google" && [v.firstName, v.fullName, v.day, v.month, v.year, v.digits, v.nif].some((x) => !x.trim())) {
          ctx.addIssue({ code: "custom", path: ["form"], message: t.allRequired });
          return;
        }
        const r = schema.safeParse(toProfile(v));
        if (r.success) return;
        for (const issue of r.error.issues) {
          const key = String(issue.path[0]);
          const path = key === "birthDate" ? "day" : key === "phone" ? "digits" : key;
          ctx.addIssue({ code: "custom", path: [path], message: variant === "google" && key === "phone" ? t.phoneInvalid : issue.message });
        }
      }),
  );
}

export function profileInitialValues(session: SessionData): ProfileValues {
  const c = session.customer;
  const birth = c?.birthDate && c.birthDate !== PLACEHOLDER_BIRTH_DATE ? c.birthDate.split("-") : ["", "", ""];
  const phone = c?.phone ? splitPhone(c.phone) : { prefix: DEFAULT_PHONE_PREFIX, digits: "" };
  const first = c?.firstName ?? "";
  return {
    firstName: first,
    fullName: c?.fullName ?? (first ? `${first} ` : ""),
    year: birth[0] ?? "",
    month: birth[1] ? String(Number(birth[1])) : "",
    day: birth[2] ? String(Number(birth[2])) : "",
    prefix: phone.prefix || DEFAULT_PHONE_PREFIX,
    digits: phone.digits,
    nif: c?.nif ?? "",
  };
}
