import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { MAX_ADDRESSES } from "../../shared/address-rules";
import { copy } from "../../shared/copy";
import { Browser, STRONG, signUp } from "./setup/session";

const lisboa = {
  firstName: "Maria",
  fullName: "Maria Silva",
  phone: "+351 912 345 678",
  country: "PT",
  zipCode: "1100148",
  state: "Lisboa",
  city: "Lisboa",
  address: "Rua Augusta",
  number: "10",
  neighborhood: "Santa Maria Maior",
  propertyType: "casa",
};
const madrid = {
  ...lisboa,
  phone: "+34612345678",
  country: "ES",
  zipCode: "28013",
  state: "Madrid",
  city: "Madrid",
  address: "Calle Mayor",
  number: "5",
  neighborhood: "Centro",
  propertyType: "apartamento",
  complement: "2.º B",
};

let n = 0;
async function signedIn() {
  const email = `enderecos-${++n}-${crypto.randomUUID().slice(0, 6)}@exemplo.pt`;
  const b = new Browser();
  await signUp(b, email);
  await b.signIn(email, STRONG);
  return b;
}
const list = async (b: Browser) => (await b.json("/api/addresses")).body.items as { id: string; isDefault: boolean; city: string }[];
const defaults = async (b: Browser) => (await list(b)).filter((a) => a.isDefault).length;

describe("addresses: a signed-in customer's own", () => {
  it("needs a session for every route", async () => {
    const b = new Browser();
    const id = crypto.randomUUID();
    for (const [path, method, body] of [
      ["/api/addresses", "GET", undefined],
      ["/api/addresses", "POST", lisboa],
      [`/api/addresses/${id}/default`, "PUT", undefined],
      [`/api/addresses/${id}`, "DELETE", undefined],
    ] as const) {
      const res = await b.json(path, method, body);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.error.code).toBe("unauthenticated");
    }
  });

  it("starts empty; the first address becomes the default; the list is default first, then newest", async () => {
    const b = await signedIn();
    expect(await list(b)).toEqual([]);
    const first = await b.json("/api/addresses", "POST", lisboa);
    expect(first.status).toBe(201);
    expect(first.body.address).toMatchObject({
      zipCode: "1100-148",
      phone: "+351912345678",
      isDefault: true,
      complement: null,
      propertyType: "casa",
    });
    const second = await b.json("/api/addresses", "POST", madrid);
    expect(second.body.address).toMatchObject({ zipCode: "28013", isDefault: false, complement: "2.º B" });
    const third = await b.json("/api/addresses", "POST", { ...lisboa, zipCode: "4000-322", city: "Porto", state: "Porto" });
    expect((await list(b)).map((a) => a.city)).toEqual(["Lisboa", "Porto", "Madrid"]);
    expect(third.body.address.isDefault).toBe(false);
  });

  it("sets the default in one step: the old one is cleared, exactly one remains, and the list follows", async () => {
    const b = await signedIn();
    await b.json("/api/addresses", "POST", lisboa);
    const { address: es } = (await b.json("/api/addresses", "POST", madrid)).body;
    const res = await b.json(`/api/addresses/${es.id}/default`, "PUT");
    expect(res.status).toBe(200);
    expect(res.body.items[0]).toMatchObject({ id: es.id, isDefault: true });
    expect(res.body.items.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);
    // Setting the default that already is one changes nothing.
    expect((await b.json(`/api/addresses/${es.id}/default`, "PUT")).status).toBe(200);
    expect(await defaults(b)).toBe(1);
  });

  it("concurrent set-default calls leave exactly one default, whichever wins", async () => {
    const b = await signedIn();
    const ids: string[] = [];
    for (const city of ["Lisboa", "Porto", "Faro", "Braga", "Évora"]) ids.push((await b.json("/api/addresses", "POST", { ...lisboa, city })).body.address.id);
    for (let round = 0; round < 4; round++) {
      const results = await Promise.all(ids.flatMap((id) => [b.json(`/api/addresses/${id}/default`, "PUT"), b.json(`/api/addresses/${id}/default`, "PUT")]));
      expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
      const rows = await list(b);
      expect(rows.filter((a) => a.isDefault)).toHaveLength(1);
      expect(rows[0]!.isDefault).toBe(true);
    }
  });

  it("concurrent first addresses: exactly one becomes the default", async () => {
    const b = await signedIn();
    const results = await Promise.all(["Lisboa", "Porto", "Faro", "Braga"].map((city) => b.json("/api/addresses", "POST", { ...lisboa, city })));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(results.filter((r) => r.body.address.isDefault)).toHaveLength(1);
    expect(await defaults(b)).toBe(1);
  });

  it("the database itself refuses a second default", async () => {
    const b = await signedIn();
    const { address } = (await b.json("/api/addresses", "POST", lisboa)).body;
    await b.json("/api/addresses", "POST", madrid);
    const uid = (await env.DB.prepare("SELECT user_id FROM addresses WHERE id = ?1").bind(address.id).first<{ user_id: string }>())!.user_id;
    await expect(env.DB.prepare("UPDATE addresses SET is_default = 1 WHERE user_id = ?1").bind(uid).run()).rejects.toThrow(/UNIQUE/);
  });

  it("deleting the default promotes the newest remaining address; deleting the last leaves none", async () => {
    const b = await signedIn();
    const a1 = (await b.json("/api/addresses", "POST", lisboa)).body.address;
    const a2 = (await b.json("/api/addresses", "POST", { ...lisboa, city: "Porto" })).body.address;
    const a3 = (await b.json("/api/addresses", "POST", { ...lisboa, city: "Faro" })).body.address;
    const res = await b.json(`/api/addresses/${a1.id}`, "DELETE");
    expect(res.status).toBe(200);
    expect(res.body.items.map((a: { id: string; isDefault: boolean }) => [a.id, a.isDefault])).toEqual([
      [a3.id, true],
      [a2.id, false],
    ]);
    // Deleting one that is not the default keeps the default where it is.
    await b.json(`/api/addresses/${a2.id}`, "DELETE");
    expect((await list(b)).map((a) => [a.id, a.isDefault])).toEqual([[a3.id, true]]);
    await b.json(`/api/addresses/${a3.id}`, "DELETE");
    expect(await list(b)).toEqual([]);
    expect((await b.json(`/api/addresses/${a3.id}`, "DELETE")).status).toBe(404);
  });

  it("another customer's address answers 404 and is left untouched", async () => {
    const owner = await signedIn();
    const mine = (await owner.json("/api/addresses", "POST", lisboa)).body.address;
    await owner.json("/api/addresses", "POST", madrid);
    const intruder = await signedIn();
    const own = (await intruder.json("/api/addresses", "POST", madrid)).body.address;
    for (const [path, method] of [
      [`/api/addresses/${mine.id}/default`, "PUT"],
      [`/api/addresses/${mine.id}`, "DELETE"],
    ] as const) {
      const res = await intruder.json(path, method);
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: "address_not_found", message: copy.addresses.notFound });
    }
    expect(await intruder.json("/api/addresses")).toMatchObject({ body: { items: [{ id: own.id, isDefault: true }] } });
    expect((await list(owner)).map((a) => [a.id, a.isDefault])[0]).toEqual([mine.id, true]);
    // An id that is nobody's, and one that is not an id at all.
    expect((await owner.json(`/api/addresses/${crypto.randomUUID()}/default`, "PUT")).status).toBe(404);
    expect((await owner.json("/api/addresses/not-an-id", "DELETE")).status).toBe(400);
  });

  it.each([
    [{ firstName: "" }, "firstName", copy.validation.firstNameRequired],
    [{ firstName: "Maria José" }, "firstName", copy.validation.firstNameOneWord],
    [{ fullName: "Maria" }, "fullName", copy.validation.fullName],
    [{ country: "BR" }, "country", copy.addresses.countryRequired],
    [{ zipCode: "1100" }, "zipCode", copy.shipping.postalCodeFormatPT],
    [{ zipCode: "0999-001" }, "zipCode", copy.shipping.postalCodeUnknownPT],
    [{ country: "ES", zipCode: "1100-148", phone: "+34612345678" }, "zipCode", copy.shipping.postalCodeFormatES],
    [{ country: "ES", zipCode: "53001", phone: "+34612345678" }, "zipCode", copy.shipping.postalCodeUnknownES],
    [{ phone: "+351" }, "phone", copy.validation.phoneRequired],
    [{ phone: "+35191234" }, "phone", copy.validation.phoneFormat],
    [{ address: "  " }, "address", copy.addresses.streetRequired],
    [{ number: "" }, "number", copy.addresses.numberRequired],
    [{ neighborhood: "" }, "neighborhood", copy.addresses.neighborhoodRequired],
    [{ city: "" }, "city", copy.addresses.cityRequired],
    [{ state: "" }, "state", copy.addresses.stateRequired],
    [{ propertyType: "loja" }, "propertyType", copy.addresses.propertyTypeRequired],
    [{ propertyType: "apartamento", complement: " " }, "complement", copy.addresses.complementRequired],
    [{ address: "R".repeat(121) }, "address", copy.addresses.tooLong],
  ])("refuses %o on %s with its message, and writes nothing", async (patch, field, message) => {
    const b = await signedIn();
    const res = await b.json("/api/addresses", "POST", { ...lisboa, ...patch });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: "invalid_input", message, field });
    expect(await list(b)).toEqual([]);
  });

  it("a house never keeps a complement", async () => {
    const b = await signedIn();
    const res = await b.json("/api/addresses", "POST", { ...lisboa, complement: "3.º Esq." });
    expect(res.body.address.complement).toBeNull();
  });

  it("refuses control characters", async () => {
    const b = await signedIn();
    const res = await b.json("/api/addresses", "POST", { ...lisboa, address: "Rua\u202E Augusta" });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("unsafe_characters");
  });

  it(`holds at most ${MAX_ADDRESSES} addresses, also when many are added at once`, async () => {
    const b = await signedIn();
    const results = await Promise.all(
      Array.from({ length: MAX_ADDRESSES + 5 }, (_, i) => b.json("/api/addresses", "POST", { ...lisboa, number: String(i + 1) })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(MAX_ADDRESSES);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.body.error).toEqual({ code: "address_limit", message: copy.addresses.tooMany(MAX_ADDRESSES) });
    expect(await list(b)).toHaveLength(MAX_ADDRESSES);
    expect(await defaults(b)).toBe(1);
  });
});
