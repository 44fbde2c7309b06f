import { z } from "zod";
import { changePasswordSchema, emailSchema, msg, signupSchema } from "./account-rules";

/**
 * The account forms as the web validates them: each is the worker's own schema (account-rules) plus only what
 * exists on the screen alone, the password confirmation and "fill every field". No rule is restated here.
 */

/** Copies the server schema's problems onto the form's fields. */
function addServerIssues(ctx: z.RefinementCtx, result: z.ZodSafeParseResult<unknown>) {
  if (!result.success) for (const issue of result.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
}

/** SPEC §5 sign-up: every field first (one form-level message), then each field's own rule, then the match. */
export const signupFormSchema = z
  .object({
    firstName: z.string(),
    fullName: z.string(),
    email: z.string(),
    password: z.string(),
    confirm: z.string(),
    /** A reminder of a cart left behind (issue 50): off unless ticked. */
    cartReminders: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if ([v.firstName, v.fullName, v.email, v.password, v.confirm].some((x) => !x.trim()))
      return ctx.addIssue({ code: "custom", path: ["form"], message: msg.allFields });
    addServerIssues(ctx, signupSchema.safeParse({ email: v.email, password: v.password, firstName: v.firstName, fullName: v.fullName }));
    if (v.password !== v.confirm) ctx.addIssue({ code: "custom", path: ["confirm"], message: msg.passwordsMismatch });
  });
export type SignupFormValues = z.infer<typeof signupFormSchema>;

/** Sign-in: both fields, and an address that could be one (the password's rule is not checked on the way in). */
export const loginFormSchema = z.object({
  email: z.string().trim().min(1, msg.allFields).pipe(emailSchema),
  password: z.string().min(1, msg.allFields),
});
export type LoginFormValues = z.input<typeof loginFormSchema>;

/** The 6-digit code the account guard e-mails (decisions/0032), typed with the password when the sign-in asks for it. */
export const signInCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, msg.resetCodeDigits);

/** Sign-in on a guarded account: both fields and the code. */
export const loginWithCodeFormSchema = loginFormSchema.extend({ code: signInCodeSchema });
export type LoginWithCodeFormValues = z.input<typeof loginWithCodeFormSchema>;

/** MUDAR SENHA: the worker's schema plus the confirmation. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirm: z.string() })
  .refine((v) => v.newPassword === v.confirm, { path: ["confirm"], message: msg.passwordsMismatch });
export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>;
