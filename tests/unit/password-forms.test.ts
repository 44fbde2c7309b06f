import { describe, expect, it } from "vitest";
import { copy } from "../../shared/copy";
import { copyText } from "../../shared/copy-keys";
import { forgotCodeStepSchema, forgotEmailStepSchema, forgotPasswordStepSchema, newPasswordFormSchema } from "../../shared/password-forms";

const f = copy.forgot;
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : copyText(r.error!.issues[0]!.message));

describe("forgot-password dialog steps (SPEC §4)", () => {
  it("e-mail step: required, then valid", () => {
    expect(firstMessage(forgotEmailStepSchema.safeParse({ email: "  " }))).toBe(f.emailRequired);
    expect(firstMessage(forgotEmailStepSchema.safeParse({ email: "mau" }))).toBe(f.emailInvalid);
    expect(forgotEmailStepSchema.parse({ email: " ana@exemplo.pt " })).toEqual({ email: "ana@exemplo.pt" });
  });

  it.each(["", "123", "12345a", "1234567"])("code step refuses %j", (code) => {
    expect(firstMessage(forgotCodeStepSchema.safeParse({ code }))).toBe(f.codeIncomplete);
  });

  it("code step takes exactly six digits", () => {
    expect(forgotCodeStepSchema.safeParse({ code: "012345" }).success).toBe(true);
  });

  it("password step: one message at a time, required before the rule before the match", () => {
    expect(firstMessage(forgotPasswordStepSchema.safeParse({ password: "", confirm: "x" }))).toBe(f.passwordsRequired);
    expect(firstMessage(forgotPasswordStepSchema.safeParse({ password: "fraca", confirm: "outra" }))).toBe(f.passwordInvalid);
    expect(firstMessage(forgotPasswordStepSchema.safeParse({ password: "Segura#2026", confirm: "Segura#2027" }))).toBe(f.passwordsMismatch);
    expect(forgotPasswordStepSchema.safeParse({ password: "Segura#2026", confirm: "Segura#2026" }).success).toBe(true);
  });
});

describe("/reset-password form", () => {
  it("puts the rule under the password and the match under the confirmation", () => {
    const weak = newPasswordFormSchema.safeParse({ password: "fraca", confirm: "fraca" });
    expect(weak.success ? [] : weak.error.issues.map((i) => [i.path.join("."), copyText(i.message)])).toEqual([["password", copy.resetPage.weak]]);
    const mismatch = newPasswordFormSchema.safeParse({ password: "Segura#2026", confirm: "Segura#2025" });
    expect(mismatch.success ? [] : mismatch.error.issues.map((i) => [i.path.join("."), copyText(i.message)])).toEqual([["confirm", f.passwordsMismatch]]);
  });
});
