import { z } from "zod";
import { accountCopy } from "#copy/account";
import { passwordSchema } from "./account-rules";
import { copyKeys } from "./copy-keys";

/**
 * The forms that set a new password, as the web validates them before asking the worker: the forgot-password
 * dialog (one schema per step, SPEC §4's toast messages) and the /reset-password page. The worker checks the
 * same rule again with `resetWithCodeSchema` / `resetWithLinkSchema` (account-rules).
 */
const f = copyKeys(accountCopy).forgot;

export const forgotEmailStepSchema = z.object({ email: z.string().trim().min(1, f.emailRequired).pipe(z.email(f.emailInvalid)) });

export const forgotCodeStepSchema = z.object({ code: z.string().regex(/^\d{6}$/, f.codeIncomplete) });

/** Both fields first, then the rule, then the match: the dialog shows only the first problem. */
export const forgotPasswordStepSchema = z.object({ password: z.string(), confirm: z.string() }).superRefine((v, ctx) => {
  if (!v.password || !v.confirm) ctx.addIssue({ code: "custom", path: ["password"], message: f.passwordsRequired });
  else if (!passwordSchema.safeParse(v.password).success) ctx.addIssue({ code: "custom", path: ["password"], message: f.passwordInvalid });
  else if (v.password !== v.confirm) ctx.addIssue({ code: "custom", path: ["confirm"], message: f.passwordsMismatch });
});

export const FORGOT_STEPS = ["email", "code", "password"] as const;
export type ForgotStep = (typeof FORGOT_STEPS)[number];

export const forgotStepSchemas = { email: forgotEmailStepSchema, code: forgotCodeStepSchema, password: forgotPasswordStepSchema } as const;

export interface ForgotValues {
  email: string;
  code: string;
  password: string;
  confirm: string;
}

/** The /reset-password page: the rule under the password, the match under the confirmation. */
export const newPasswordFormSchema = z
  .object({ password: z.string().refine((p) => passwordSchema.safeParse(p).success, copyKeys(accountCopy).resetPage.weak), confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: f.passwordsMismatch });
export type NewPasswordValues = z.infer<typeof newPasswordFormSchema>;
