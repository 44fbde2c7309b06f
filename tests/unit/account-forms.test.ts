import { describe, expect, it } from "vitest";
import { changePasswordFormSchema, loginFormSchema, signupFormSchema } from "../../shared/account-forms";
import { msg } from "../../shared/account-rules";

type Parsed = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const problems = (r: Parsed) => (r.success ? [] : r.error!.issues.map((i) => [i.path.join("."), i.message]));
const signup = { firstName: "Ana", fullName: "Ana Costa", email: "ana@exemplo.pt", password: "Segura#2026", confirm: "Segura#2026" };

describe("sign-up form (SPEC §5)", () => {
  it("asks for every field with one message before any other rule", () => {
    expect(problems(signupFormSchema.safeParse({ ...signup, fullName: "  ", password: "x" }))).toEqual([["form", msg.allFields]]);
  });

  it("applies the worker's rules to each field and the match to the confirmation", () => {
    const bad = { firstName: "Ana Maria", fullName: "ana", email: "mau", password: "fraca", confirm: "outra" };
    const found = new Map(problems(signupFormSchema.safeParse(bad)) as [string, string][]);
    expect(found.get("firstName")).toBe(msg.firstNameOneWord);
    expect(found.get("email")).toBe(msg.email);
    expect(found.get("password")).toBe(msg.passwordRule);
    expect(found.get("confirm")).toBe(msg.passwordsMismatch);
  });

  it("the full name must differ from the first name", () => {
    expect(problems(signupFormSchema.safeParse({ ...signup, fullName: " ana " }))).toEqual([["fullName", msg.fullName]]);
  });

  it("accepts a valid sign-up", () => {
    expect(signupFormSchema.safeParse(signup).success).toBe(true);
  });
});

describe("sign-in form", () => {
  it("both fields, then an address", () => {
    expect(problems(loginFormSchema.safeParse({ email: " ", password: "" }))).toEqual([
      ["email", msg.allFields],
      ["password", msg.allFields],
    ]);
    expect(problems(loginFormSchema.safeParse({ email: "mau", password: "x" }))).toEqual([["email", msg.email]]);
    expect(loginFormSchema.parse({ email: " Ana@Exemplo.pt ", password: "x" }).email).toBe("ana@exemplo.pt");
  });
});

describe("change-password form", () => {
  it("the current password, the rule, then the match", () => {
    expect(problems(changePasswordFormSchema.safeParse({ currentPassword: "", newPassword: "Segura#2026", confirm: "Segura#2026" }))).toEqual([
      ["currentPassword", msg.passwordRequired],
    ]);
    expect(problems(changePasswordFormSchema.safeParse({ currentPassword: "a", newPassword: "fraca", confirm: "fraca" }))[0]).toEqual([
      "newPassword",
      msg.passwordRule,
    ]);
    expect(problems(changePasswordFormSchema.safeParse({ currentPassword: "a", newPassword: "Segura#2026", confirm: "x" }))).toEqual([
      ["confirm", msg.passwordsMismatch],
    ]);
  });
});
