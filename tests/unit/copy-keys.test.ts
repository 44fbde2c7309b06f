import { describe, expect, it, vi } from "vitest";
import { addressInputSchema } from "../../shared/address-rules";
import { contactMessageSchema } from "../../shared/contact";
import { copies } from "../../shared/copy";
import { copyText } from "../../shared/copy-keys";
import { sayCopyKey } from "../../worker/lib/say-copy-key";

/** Every message of a refused parse. */
const messagesOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? [] : r.error!.issues.map((i) => i.message));

describe("zod messages are copy keys, said in each side's language (decisions/0066)", () => {
  it("a key names one place: 'Remover' is two places of the Portuguese, and Spanish says each its own way", () => {
    // The Portuguese text alone could not say which place it came from: the first one found won ('Eliminar' for both).
    expect(copies.pt.addresses.remove).toBe(copies.pt.checkout.removeCode);
    expect(copies.es.addresses.remove).not.toBe(copies.es.checkout.removeCode);
    expect(sayCopyKey("checkout.removeCode")(copies.es, "es")).toBe("Quitar");
    expect(sayCopyKey("addresses.remove")(copies.es, "es")).toBe("Eliminar");
    expect(sayCopyKey("checkout.removeCode")(copies.pt, "pt")).toBe("Remover");
  });

  it("a schema's message is its key; the worker says it in the request's language, the web in its build's", () => {
    const [first] = messagesOf(contactMessageSchema.safeParse({ name: "", email: "ana@exemplo.pt", subject: "Olá", message: "Uma mensagem longa" }));
    expect(first).toBe("validation.contactName");
    expect(sayCopyKey(first!)(copies.es, "es")).toBe(copies.es.validation.contactName);
    expect(sayCopyKey(first!)(copies.pt, "pt")).toBe("Indique o seu nome");
    // This build (the tests') is Portuguese: the forms show the Portuguese, as before.
    expect(copyText(first!)).toBe("Indique o seu nome");
  });

  it("every message of the address form is a key both languages have", () => {
    const messages = messagesOf(
      addressInputSchema.safeParse({ country: "PT", propertyType: "apartamento", phone: "1", zipCode: "0000-000", firstName: "Ana" }),
    );
    expect(messages.length).toBeGreaterThan(5);
    for (const key of messages) {
      for (const lang of ["pt", "es"] as const) {
        const said = sayCopyKey(key)(copies[lang], lang);
        expect(said, `${key} in ${lang}`).not.toBe(key);
        expect(said).toBeTypeOf("string");
      }
      expect(copyText(key)).toBe(sayCopyKey(key)(copies.pt, "pt"));
    }
  });

  it("the Spanish build's forms show the Spanish of the key's own place", async () => {
    // The web is built once per language: in the Spanish build the schemas' sections are Spanish, and so is copyText.
    vi.resetModules();
    const fresh = await import("../../shared/copy-keys");
    const es = { addresses: copies.es.addresses, checkout: copies.es.checkout };
    const keys = fresh.copyKeys(es);
    expect(keys.checkout.removeCode).toBe("checkout.removeCode");
    expect(fresh.copyText(keys.checkout.removeCode)).toBe("Quitar");
    expect(fresh.copyText(keys.addresses.remove)).toBe("Eliminar");
    expect(fresh.copyText("Uma mensagem da API")).toBe("Uma mensagem da API");
  });
});
