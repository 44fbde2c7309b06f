import { z } from "zod";
import { validationCopy } from "#copy/validation";
import { copyKeys } from "./copy-keys";

const v = copyKeys(validationCopy).validation;

/** Limits of the contact form (/contacto), the same in the form and in POST /api/contact. */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, messageMin: 10, message: 5000 } as const;

/** Name and subject go into an e-mail's subject line and header-like text: one line each. */
const ONE_LINE = /^[^\r\n]*$/;

export const contactMessageSchema = z.object({
  name: z.string(v.contactName).trim().min(1, v.contactName).max(CONTACT_LIMITS.name, v.contactNameLong).regex(ONE_LINE, v.oneLine),
  email: z.string(v.email).trim().max(CONTACT_LIMITS.email, v.email).pipe(z.email(v.email)),
  subject: z.string(v.contactSubject).trim().min(1, v.contactSubject).max(CONTACT_LIMITS.subject, v.contactSubjectLong).regex(ONE_LINE, v.oneLine),
  message: z.string(v.contactMessage).trim().min(CONTACT_LIMITS.messageMin, v.contactMessage).max(CONTACT_LIMITS.message, v.contactMessageLong),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
