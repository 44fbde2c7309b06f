import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { copy } from "../../shared/copy";
import { guestAddress, guestProfile } from "./setup/guest";
import { Browser, STRONG, signUp } from "./setup/session";

// The guest's checkout (SPEC §4, DESIGN §6.7): a server-made pre-registration behind an HttpOnly cookie.

const profile = guestProfile;
const address = guestAddress;
let n = 0;
const guest = () => new Browser(`192.0.2.${(++n % 200) + 20}`);
const email = () => `convidada-${++n}-${crypto.randomUUID().slice(0, 6)}@exemplo.pt`;

describe("pre-registration", () => {
  it("is created by the server behind an HttpOnly cookie scoped to the checkout routes", async () => {
    const b = guest();
    const e = email();
    const res = await b.fetch("/api/checkout/pre-registration", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: e }),
    });
    expect(res.status).toBe(201);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("prereg="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\/api\/checkout/);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie.split(";")[0]!.slice("prereg=".length)).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect((await b.json("/api/checkout/pre-registration")).body.preRegistration).toEqual({ email: e, profile: null, address: null });
  });

  it("is reachable only through its cookie: none, or a made-up one, is SPEC's 'not found'", async () => {
    const b = guest();
    await b.json("/api/checkout/pre-registration", "POST", { email: email() });
    const stranger = guest();
    const none = await stranger.json("/api/checkout/pre-registration");
    expect(none.status).toBe(404);
    expect(none.body.error).toEqual({ code: "pre_registration_not_found", message: copy.checkout.preRegistrationMissing });
    stranger.cookies.set("prereg", "a".repeat(43));
    expect((await stranger.json("/api/checkout/pre-registration")).status).toBe(404);
    expect((await stranger.json("/api/checkout/pre-registration/profile", "PUT", profile)).status).toBe(404);
  });

  it("an e-mail that already has an account is told so (the e-mail step then asks for the password)", async () => {
    const e = email();
    await signUp(guest(), e);
    const b = guest();
    const res = await b.json("/api/checkout/pre-registration", "POST", { email: e });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("user_already_registered");
    expect(b.cookies.has("prereg")).toBe(false);
  });

  it("keeps the profile and the address, checked by the shared rules", async () => {
    const b = guest();
    await b.json("/api/checkout/pre-registration", "POST", { email: email() });
    const bad = await b.json("/api/checkout/pre-registration/profile", "PUT", { ...profile, nif: "123" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe("nif");
    expect((await b.json("/api/checkout/pre-registration/profile", "PUT", profile)).status).toBe(200);
    const badAddress = await b.json("/api/checkout/pre-registration/address", "PUT", { ...address, complement: "" });
    expect(badAddress.body.error).toMatchObject({ field: "complement", message: copy.addresses.complementRequired });
    expect((await b.json("/api/checkout/pre-registration/address", "PUT", address)).status).toBe(200);
    const { preRegistration } = (await b.json("/api/checkout/pre-registration")).body;
    expect(preRegistration.profile).toEqual(profile);
    expect(preRegistration.address).toMatchObject({ zipCode: "4000-322", city: "Porto", complement: "2.º Esq.", propertyType: "apartamento" });
  });

  it("the credentials step needs the profile and the address first", async () => {
    const b = guest();
    await b.json("/api/checkout/pre-registration", "POST", { email: email() });
    await b.json("/api/checkout/pre-registration/profile", "PUT", profile);
    const res = await b.json("/api/checkout/pre-registration/credentials", "POST", { password: STRONG, confirm: STRONG });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("pre_registration_incomplete");
  });

  it("creates the account with its customer record and default address, deletes the pre-registration, and the guest can sign in", async () => {
    const b = guest();
    const e = email();
    await b.json("/api/checkout/pre-registration", "POST", { email: e });
    await b.json("/api/checkout/pre-registration/profile", "PUT", profile);
    await b.json("/api/checkout/pre-registration/address", "PUT", address);
    const mismatch = await b.json("/api/checkout/pre-registration/credentials", "POST", { password: STRONG, confirm: "Outra#2026" });
    expect(mismatch.body.error).toMatchObject({ field: "confirm", message: copy.validation.passwordsMismatch });
    const res = await b.json("/api/checkout/pre-registration/credentials", "POST", { password: STRONG, confirm: STRONG });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ email: e, addressId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(b.cookies.has("prereg")).toBe(false);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM pre_registrations WHERE email = ?1").bind(e).first()).toEqual({ n: 0 });
    expect((await b.signIn(e, STRONG)).ok).toBe(true);
    const me = (await b.json("/api/account/me")).body;
    expect(me.customer).toMatchObject({ firstName: "Rita", fullName: "Rita Sousa", nif: "123456789", phone: "+351912345678" });
    expect(me.profileComplete).toBe(true);
    const { items } = (await b.json("/api/addresses")).body;
    expect(items).toEqual([expect.objectContaining({ id: res.body.addressId, isDefault: true, fullName: "Rita Sousa", zipCode: "4000-322" })]);
    // Used up: a second try finds nothing.
    expect((await b.json("/api/checkout/pre-registration/credentials", "POST", { password: STRONG, confirm: STRONG })).status).toBe(404);
  });
});
