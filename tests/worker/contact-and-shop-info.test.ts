import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SHIPPING_COUNTRIES } from "../../shared/shipping";
import { ZONES_BY_COUNTRY } from "../../shared/shipping-zones";
import { RATE_TABLE } from "../../worker/integrations/shipping/rate-table";
import { api } from "./setup/request";
import { countRows } from "./setup/tables";

const send = (body: unknown, ip: string = crypto.randomUUID()) =>
  api("/api/contact", { method: "POST", headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip }, body: JSON.stringify(body) });

const valid = () => ({
  name: "Maria Silva",
  email: `maria.${crypto.randomUUID().slice(0, 8)}@exemplo.pt`,
  subject: "Tamanho do body",
  message: "Olá,\nO body de 3-6 meses serve a um bebé de 7 kg?\nObrigada.",
});

describe("GET /api/shop-info", () => {
  it("answers the configured seller, the ADR entity and the very rate table the quotes use, cacheable", async () => {
    const { status, body, headers } = await api("/api/shop-info");
    expect(status).toBe(200);
    expect(headers.get("Cache-Control")).toMatch(/^public, max-age=/);
    expect(body.company).toEqual({
      name: env.COMPANY_NAME,
      nipc: env.COMPANY_NIPC,
      address: env.COMPANY_ADDRESS,
      email: env.COMPANY_EMAIL,
      phone: env.COMPANY_PHONE,
    });
    expect(body.adr).toEqual({
      name: expect.stringContaining("Centro Nacional de Informação e Arbitragem de Conflitos de Consumo"),
      url: "https://www.cniacc.pt",
    });
    const zones = Object.fromEntries(body.shipping.zones.map((z: any) => [z.zone, z.options.map((o: any) => [o.id, o.costCents, o.delay])]));
    for (const [zone, options] of Object.entries(RATE_TABLE)) {
      expect(zones[zone], zone).toEqual([...options].sort((a, b) => a.costCents - b.costCents).map((o) => [o.id, o.costCents, o.delay]));
    }
    // The test environment quotes through a supplier, so the page must call the table a reference.
    expect(body.shipping.ratesFromSupplier).toBe(true);
  });

  it("lists only the zones of the countries the checkout delivers to: no 'Outros países' the checkout never offers (issue 44)", async () => {
    const { body } = await api("/api/shop-info");
    const listed = body.shipping.zones.map((z: { zone: string }) => z.zone);
    expect(listed).toEqual(SHIPPING_COUNTRIES.flatMap((c) => ZONES_BY_COUNTRY[c.code]));
    expect(listed).not.toContain("internacional");
    // A country outside them is not quoted at all, so no rate could be shown for it.
    const quote = await api("/api/shipping/quotes", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ country: "FR", postalCode: "75001", items: [{ productId: 1, quantity: 1 }] }),
    });
    expect(quote.status).toBe(400);
  });
});

describe("POST /api/contact", () => {
  it("stores the message and e-mails it to the shop's address", async () => {
    const message = valid();
    const { status, body } = await send(message);
    expect(status).toBe(201);
    const row = await env.DB.prepare("SELECT name, email, subject, message, created_at FROM contact_messages WHERE id = ?1").bind(body.id).first<any>();
    expect(row).toMatchObject({ name: message.name, email: message.email, subject: message.subject, message: message.message });
    expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const mail = await env.DB.prepare('SELECT subject, text FROM email_outbox WHERE "to" = ?1 AND text LIKE ?2')
      .bind(env.COMPANY_EMAIL, `%${body.id}%`)
      .first<{ subject: string; text: string }>();
    expect(mail!.subject).toBe(`Contacto pelo site: ${message.subject}`);
    expect(mail!.text).toContain(message.email);
    expect(mail!.text).toContain(message.message);
  });

  it.each([
    ["name", { name: "   " }, "Indique o seu nome"],
    ["email", { email: "nao-e-email" }, "Por favor, digite um e-mail válido"],
    ["subject", { subject: "" }, "Indique o assunto"],
    ["subject", { subject: "Linha 1\r\nBcc: outro@exemplo.pt" }, "Escreva numa só linha"],
    ["message", { message: "curta" }, "Escreva a sua mensagem (pelo menos 10 caracteres)"],
    ["message", { message: "x".repeat(5001) }, "A mensagem pode ter no máximo 5000 caracteres"],
    ["message", { message: undefined }, "Escreva a sua mensagem (pelo menos 10 caracteres)"],
  ])("refuses a bad %s with a 400 naming it, and stores and sends nothing", async (field, change, message) => {
    const [rows, mails] = [await countRows("contact_messages"), await countRows("email_outbox")];
    const { status, body } = await send({ ...valid(), ...change });
    expect(status).toBe(400);
    expect(body.error).toEqual({ code: "invalid_input", message, field });
    expect(await countRows("contact_messages")).toBe(rows);
    expect(await countRows("email_outbox")).toBe(mails);
  });

  it("refuses control characters in the message", async () => {
    const { status, body } = await send({ ...valid(), message: "Mensagem com \u202Econtrolo escondido" });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: "unsafe_characters", field: "message" });
  });

  it("lets one client send 5 messages an hour, even in parallel: the rest get 429 and nothing is stored for them", async () => {
    const ip = `198.51.100.${Math.floor(Math.random() * 200)}-contact`;
    const before = await countRows("contact_messages");
    const statuses = (await Promise.all(Array.from({ length: 12 }, () => send(valid(), ip)))).map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    expect(await countRows("contact_messages")).toBe(before + 5);
    const late = await send(valid(), ip);
    expect(late.status).toBe(429);
    expect(Number(late.headers.get("Retry-After"))).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await send(valid())).status).toBe(201);
  });
});
