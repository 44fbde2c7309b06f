import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { copy } from "../../shared/copy";
import { Browser, STRONG, signUp } from "./setup/session";

const valid = { firstName: "Maria", fullName: "Maria Silva", birthDate: "1990-05-17", phone: "+351912345678", nif: "123456789" };

async function signedIn(email: string) {
  const b = new Browser();
  await signUp(b, email);
  await b.signIn(email, STRONG);
  return b;
}

describe("customer record", () => {
  it("needs a session: 401 without one", async () => {
    const b = new Browser();
    expect((await b.json("/api/account/me")).status).toBe(401);
    expect((await b.json("/api/account/customer", "PUT", valid)).status).toBe(401);
  });

  it("saves the profile; the account is then complete", async () => {
    const b = await signedIn("perfil@exemplo.pt");
    const res = await b.json("/api/account/customer", "PUT", valid);
    expect(res.status).toBe(200);
    expect(res.body.customer).toMatchObject({ firstName: "Maria", fullName: "Maria Silva", birthDate: "1990-05-17", phone: "+351912345678", nif: "123456789" });
    expect((await b.json("/api/account/me")).body.profileComplete).toBe(true);
  });

  it.each([
    [{ nif: "12345678" }, "nif", "NIF deve ter exatamente 9 dígitos"],
    [{ nif: "1234567a" }, "nif", "NIF deve ter exatamente 9 dígitos"],
    [{ nif: "123456780" }, "nif", copy.taxNumber.ptCheckDigit],
    [{ nif: "400000008" }, "nif", copy.taxNumber.ptCheckDigit],
    [{ nif: "12345678Z" }, "nif", copy.taxNumber.esNeedsSpanishPhone],
    [{ nif: "12345678a" }, "nif", copy.taxNumber.esNeedsSpanishPhone],
    [{ phone: "+34612345678", nif: "12345678A" }, "nif", copy.taxNumber.esCheckLetter],
    [{ phone: "+34612345678", nif: "X1234567A" }, "nif", copy.taxNumber.esCheckLetter],
    [{ phone: "+34612345678", nif: "1234" }, "nif", copy.taxNumber.esFormat],
    [{ phone: "+34612345678", nif: "123456789" }, null, null],
    [{ nif: "" }, "nif", "NIF é obrigatório"],
    [{ phone: "+35191234567" }, "phone", "Formato de telefone inválido"],
    [{ phone: "+34612345" }, "phone", "Formato de telefone inválido"],
    [{ phone: "+351" }, "phone", "Telefone é obrigatório"],
    [{ phone: "+5511912345678" }, null, null],
    [{ phone: "+12025550123" }, null, null],
    [{ birthDate: "2020-01-01" }, "birthDate", "Você deve ter pelo menos 13 anos para se cadastrar"],
    [{ birthDate: "1990-02-30" }, "birthDate", "Data de nascimento é obrigatória"],
    [{ firstName: "Maria José" }, "firstName", "Primeiro nome deve ser apenas uma palavra"],
    [{ firstName: "" }, "firstName", "Primeiro nome é obrigatório"],
    [{ fullName: "Maria" }, "fullName", "Nome completo é obrigatório e deve ser diferente do primeiro nome"],
  ])("validates %j", async (override, field, message) => {
    const b = await signedIn(`v${Math.random().toString(36).slice(2)}@exemplo.pt`);
    const res = await b.json("/api/account/customer", "PUT", { ...valid, ...override });
    if (field === null) {
      expect(res.status).toBe(200);
      return;
    }
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ field, message });
    const row = await env.DB.prepare("SELECT nif FROM customers WHERE email = (SELECT email FROM users ORDER BY created_at DESC LIMIT 1)").first<{
      nif: string | null;
    }>();
    expect(row?.nif ?? null).toBeNull();
  });

  it.each([
    ["12345678Z", "12345678Z"],
    ["x1234567-l", "X1234567L"],
    ["Y1234567X", "Y1234567X"],
    ["z 1234567 r", "Z1234567R"],
  ])("a customer with a Spanish phone saves the DNI/NIE %s (stored as %s)", async (nif, stored) => {
    const b = await signedIn(`es${Math.random().toString(36).slice(2)}@exemplo.pt`);
    const res = await b.json("/api/account/customer", "PUT", { ...valid, phone: "+34612345678", nif });
    expect(res.status).toBe(200);
    expect(res.body.customer).toMatchObject({ phone: "+34612345678", nif: stored });
    expect((await b.json("/api/account/me")).body.profileComplete).toBe(true);
  });

  it("another customer's data is never reachable: each session sees and changes only its own", async () => {
    const a = await signedIn("a@exemplo.pt");
    const b = await signedIn("b@exemplo.pt");
    await a.json("/api/account/customer", "PUT", { ...valid, nif: "111111110" });
    await b.json("/api/account/customer", "PUT", { ...valid, firstName: "Beatriz", fullName: "Beatriz Lopes", nif: "222222220" });
    expect((await a.json("/api/account/me")).body.customer).toMatchObject({ email: "a@exemplo.pt", nif: "111111110" });
    expect((await b.json("/api/account/me")).body.customer).toMatchObject({ email: "b@exemplo.pt", nif: "222222220" });
    // A body that names another user changes nothing of theirs: the user comes from the session only.
    await a.json("/api/account/customer", "PUT", { ...valid, nif: "333333330", userId: "x", user_id: "x", email: "b@exemplo.pt" });
    expect((await b.json("/api/account/me")).body.customer.nif).toBe("222222220");
    expect((await a.json("/api/account/me")).body.customer).toMatchObject({ email: "a@exemplo.pt", nif: "333333330" });
  });
});

describe("dev outbox", () => {
  it("lists sent e-mails in development and test", async () => {
    await signUp(new Browser(), "outbox@exemplo.pt");
    const res = await new Browser().json("/api/dev/outbox");
    expect(res.status).toBe(200);
    expect(res.body.emails.some((m: { to: string }) => m.to === "outbox@exemplo.pt")).toBe(true);
  });
});
