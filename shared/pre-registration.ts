import { z } from "zod";
import { emailSchema, msg, passwordSchema, profileSchema } from "./account-rules";
import { addressInputSchema } from "./address-rules";

/** A guest's checkout (SPEC §4, DESIGN §6.7): e-mail, then profile, then the address, then the account's password. */
export const preRegistrationStartSchema = z.object({ email: emailSchema });
export const preRegistrationProfileSchema = profileSchema;
/** The guest's delivery address: the names and phone come from the profile step. */
export const preRegistrationAddressSchema = addressInputSchema;
export const preRegistrationCredentialsSchema = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: msg.passwordsMismatch });

/** What the server keeps for a guest, as the web reads it back. */
export interface PreRegistrationView {
  email: string;
  profile: { firstName: string; fullName: string; birthDate: string; phone: string; nif: string } | null;
  address: {
    country: "PT" | "ES";
    zipCode: string;
    state: string;
    city: string;
    address: string;
    number: string;
    neighborhood: string;
    complement: string | null;
    propertyType: "casa" | "apartamento";
  } | null;
}
