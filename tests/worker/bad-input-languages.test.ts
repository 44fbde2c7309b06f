import { beforeAll, describe, expect, it } from "vitest";
import { copies } from "../../shared/copy";
import { LANGUAGE_HEADER, type Lang } from "../../shared/languages";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { api } from "./setup/request";

/**
 * Issue 44 (minor): a field missing or of the wrong type reached shoppers as zod's English ('Invalid input: expected
 * string, received undefined') on sign-up, e-mail-exists, stock alerts and reset-password-link. Every message is the
 * field's own, or 'Campo obrigatório' / 'Campo inválido', in the request's language (lib/validate.ts).
 */
const ZOD_ENGLISH = /invalid input|expected|received|too small|too big|required/i;

let n = 0;
const ip = () => `100.65.${Math.floor(n / 250)}.${(n++ % 250) + 1}`;

async function post(path: string, body: unknown, lang: Lang) {
  const res = await api(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip(), [LANGUAGE_HEADER]: lang },
    body: JSON.stringify(body),
  });
  expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
  return res.body.error as { code: string; message: string; field?: string };
}

/** Every text of a language's copy: a message said in `lang` is one of them. */
function textsOf(node: unknown, into = new Set<string>()): Set<string> {
  if (typeof node === "string") into.add(node);
  else if (node && typeof node === "object") for (const v of Object.values(node)) textsOf(v, into);
  return into;
}
const TEXTS: Record<Lang, Set<string>> = { pt: textsOf(copies.pt), es: textsOf(copies.es) };

beforeAll(seedCatalogFixture);

describe.each(["pt", "es"] as const)("missing and wrong-typed fields in %s", (lang) => {
  const t = copies[lang];

  it("sign-up: a missing or wrong-typed e-mail gets the e-mail's message", async () => {
    expect(await post("/api/account/signup", {}, lang)).toEqual({ code: "invalid_input", message: t.validation.email, field: "email" });
    expect(await post("/api/account/signup", { email: 42, password: "Segura#2026", firstName: "Ana", fullName: "Ana Costa" }, lang)).toEqual({
      code: "invalid_input",
      message: t.validation.email,
      field: "email",
    });
    const noPassword = await post("/api/account/signup", { email: "ana@exemplo.pt", firstName: "Ana", fullName: "Ana Costa" }, lang);
    expect(noPassword).toMatchObject({ code: "invalid_input", field: "password" });
    expect(noPassword.message).not.toMatch(ZOD_ENGLISH);
    expect(TEXTS[lang].has(noPassword.message), noPassword.message).toBe(true);
  });

  it("e-mail-exists: a missing or wrong-typed e-mail gets the e-mail's message", async () => {
    for (const body of [{}, { email: 42 }, { email: null }, { email: ["a@b.pt"] }]) {
      expect(await post("/api/account/email-exists", body, lang), JSON.stringify(body)).toEqual({
        code: "invalid_input",
        message: t.validation.email,
        field: "email",
      });
    }
  });

  it("stock alerts: a missing variant is 'Campo obrigatório', a variant that is no number 'Campo inválido'", async () => {
    expect(await post("/api/stock-alerts", { email: "ana@exemplo.pt", consent: true }, lang)).toEqual({
      code: "invalid_input",
      message: t.errors.fieldRequired,
      field: "variantId",
    });
    expect(await post("/api/stock-alerts", { variantId: "um", email: "ana@exemplo.pt", consent: true }, lang)).toEqual({
      code: "invalid_input",
      message: t.errors.fieldInvalid,
      field: "variantId",
    });
    expect(await post("/api/stock-alerts", { variantId: 1, consent: true }, lang)).toEqual({
      code: "invalid_input",
      message: t.validation.email,
      field: "email",
    });
    expect(await post("/api/stock-alerts", { variantId: 1, email: "ana@exemplo.pt" }, lang)).toEqual({
      code: "invalid_input",
      message: t.validation.stockAlertConsent,
      field: "consent",
    });
  });

  it("reset-password-link: a missing token is 'Campo obrigatório', a short one 'Campo inválido'", async () => {
    expect(await post("/api/account/reset-password-link", { newPassword: "Segura#2027" }, lang)).toEqual({
      code: "invalid_input",
      message: t.errors.fieldRequired,
      field: "token",
    });
    expect(await post("/api/account/reset-password-link", { token: "abc", newPassword: "Segura#2027" }, lang)).toEqual({
      code: "invalid_input",
      message: t.errors.fieldInvalid,
      field: "token",
    });
    const noPassword = await post("/api/account/reset-password-link", { token: "t".repeat(43) }, lang);
    expect(noPassword).toMatchObject({ code: "invalid_input", field: "newPassword" });
    expect(TEXTS[lang].has(noPassword.message), noPassword.message).toBe(true);
  });

  it("every public JSON route: an empty object, or every field of the wrong type, is answered in the copy of the request's language", async () => {
    const routes = [
      "/api/newsletter",
      "/api/contact",
      "/api/cart/refresh",
      "/api/shipping/quotes",
      "/api/account/signup",
      "/api/account/email-exists",
      "/api/withdrawals",
      "/api/account/reset-code",
      "/api/account/reset-password",
      "/api/account/reset-password-link",
      "/api/stock-alerts",
      "/api/team-invitations/status",
      "/api/team-invitations/accept",
    ];
    for (const path of routes) {
      for (const body of [{}, { email: 42, name: 7, token: false, ids: "x", country: 1, variantId: "x", orderNumber: 3 }, []]) {
        const error = await post(path, body, lang);
        expect(error.message, `${path} ${JSON.stringify(body)}`).not.toMatch(ZOD_ENGLISH);
        expect(TEXTS[lang].has(error.message), `${path} ${JSON.stringify(body)}: ${error.message}`).toBe(true);
      }
    }
  });
});
