import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { copy } from "../../shared/copy";
import { shopSettingsCopy } from "../../shared/copy/back-office/shop-settings";
import { infoCopy } from "../../shared/copy/pt/info-pages";
import { DEFAULT_COMPLAINTS_ENTITY_URL, mailSignature } from "../../shared/shop-info";
import type { ShopSettings } from "../../shared/shop-settings";
import { DEMO_COMPANY, parseConfig } from "../../worker/config/app-config";
import { shopSettingsRepo } from "../../worker/features/settings/shop-settings.repo";
import { settingsDefaults, shopSettingsService } from "../../worker/features/settings/shop-settings.service";
import { OWNER, person } from "./setup/admin";
import { jsonLd, page } from "./setup/html";
import { api } from "./setup/request";

/**
 * Issue 46: the shop's settings in the back-office. Owners only, every field checked as the page checks it (nothing
 * saved on a refusal), audited in the save's batch, and shown at once by the footer's source (GET /api/shop-info, edge-
 * cached under the catalogue's token), the legal pages, the home page's JSON-LD, the next e-mail and the invoices.
 */
const e = shopSettingsCopy.errors;

/** Free delivery (issue 47) is off in every zone until the owner sets it (tests/worker/free-delivery.test.ts); orders leave the same working day until 14:00 (issue 49). */
const DELIVERY_DEFAULTS = {
  freeDeliveryPtContinente: "",
  freeDeliveryPtAcores: "",
  freeDeliveryPtMadeira: "",
  freeDeliveryEsPeninsula: "",
  freeDeliveryEsBaleares: "",
  dispatchCutoffHour: "14",
  handlingDays: "0",
  birthListDiscountPercent: "10",
  birthListDiscountDays: "60",
  cartReminderHours: "4",
};

const CONFIGURED: ShopSettings = {
  companyName: env.COMPANY_NAME!,
  companyNipc: env.COMPANY_NIPC!,
  companyAddress: env.COMPANY_ADDRESS!,
  companyEmail: env.COMPANY_EMAIL!,
  companyPhone: env.COMPANY_PHONE!,
  complaintsEntityName: infoCopy.complaintsEntityDefaultName,
  complaintsEntityUrl: DEFAULT_COMPLAINTS_ENTITY_URL,
  adrName: expect.stringContaining("CNIACC") as unknown as string,
  adrUrl: "https://www.cniacc.pt",
  returnAddress: env.COMPANY_ADDRESS!,
  ...DELIVERY_DEFAULTS,
};

const OWN: ShopSettings = {
  companyName: "Bebés do Tejo, Lda.",
  companyNipc: "508000009",
  companyAddress: "Avenida da Liberdade, 100, 1250-146 Lisboa",
  companyEmail: "ola@bebesdotejo.pt",
  companyPhone: "+351 213 456 789",
  complaintsEntityName: "ASAE — Autoridade de Segurança Alimentar e Económica",
  complaintsEntityUrl: "https://www.asae.gov.pt",
  adrName: "Centro de Arbitragem de Conflitos de Consumo de Lisboa",
  adrUrl: "https://www.centroarbitragemlisboa.pt",
  returnAddress: "Armazém Bebés do Tejo, Rua do Açúcar, 7, 1950-009 Lisboa",
  ...DELIVERY_DEFAULTS,
};

// Each test starts from the configuration's values: the saved settings go (the audit log is append-only, so its rows
// are counted from the test's start).
let auditFrom = 0;
beforeEach(async () => {
  await env.DB.prepare("DELETE FROM shop_settings").run();
  auditFrom = (await env.DB.prepare("SELECT coalesce(max(id), 0) AS n FROM audit_log").first<{ n: number }>())!.n;
});
const rows = async (table: "shop_settings" | "audit_log") =>
  table === "audit_log"
    ? (await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'settings.updated' AND id > ?1").bind(auditFrom).first<{ n: number }>())!.n
    : (await env.DB.prepare("SELECT count(*) AS n FROM shop_settings").first<{ n: number }>())!.n;
const token = async () => (await env.DB.prepare("SELECT token FROM catalog_version WHERE id = 1").first<{ token: string }>())!.token;

describe("the shop's settings: who may read and save them", () => {
  it("the owner reads the configuration's values as the first ones, none saved here", async () => {
    const owner = await person("owner", OWNER);
    const { status, body } = await owner.b.json("/api/admin/settings");
    expect(status).toBe(200);
    expect(body).toEqual({ values: CONFIGURED, saved: [], lastChange: null, demoIdentity: false });
  });

  it("staff and customers are refused both ways, and nothing is written", async () => {
    for (const kind of ["staff", "customer"] as const) {
      const p = await person(kind);
      expect((await p.b.json("/api/admin/settings")).status, kind).toBe(403);
      expect((await p.b.json("/api/admin/settings", "PUT", OWN)).status, kind).toBe(403);
    }
    expect(await rows("shop_settings")).toBe(0);
    expect(await rows("audit_log")).toBe(0);
  });
});

describe("saving the settings", () => {
  it("writes only what changed, with one audit row (before → after, the owner) in the same batch, and a new catalogue token", async () => {
    const owner = await person("owner", OWNER);
    const before = await token();
    const { values } = (await owner.b.json("/api/admin/settings")).body;
    const res = await owner.b.json("/api/admin/settings", "PUT", { ...values, companyPhone: "+351 213 456 789" });
    expect(res.status).toBe(200);
    expect(res.body.changed).toEqual(["companyPhone"]);
    expect(res.body.values.companyPhone).toBe("+351 213 456 789");
    expect(res.body.saved).toEqual(["companyPhone"]);
    expect(res.body.lastChange).toEqual({ at: expect.any(String), by: OWNER });
    expect(await token()).not.toBe(before);
    const audit = await env.DB.prepare("SELECT actor, before, after FROM audit_log WHERE action = 'settings.updated' AND id > ?1")
      .bind(auditFrom)
      .all<Record<string, string>>();
    expect(audit.results).toHaveLength(1);
    expect(audit.results[0]!.actor).toBe(OWNER);
    expect(JSON.parse(audit.results[0]!.before!)).toEqual({ companyPhone: env.COMPANY_PHONE });
    expect(JSON.parse(audit.results[0]!.after!)).toEqual({ companyPhone: "+351 213 456 789" });

    // The same values again: nothing to write, no audit row, the token unchanged.
    const again = await owner.b.json("/api/admin/settings", "PUT", res.body.values);
    expect(again.body.changed).toEqual([]);
    expect(await rows("audit_log")).toBe(1);
  });

  it("normalises what it keeps: a NIPC typed with spaces, an e-mail in capitals, text trimmed", async () => {
    const owner = await person("owner", OWNER);
    const res = await owner.b.json("/api/admin/settings", "PUT", {
      ...OWN,
      companyNipc: "508 000 009",
      companyEmail: " Ola@BebesDoTejo.pt ",
      companyName: "  Bebés do Tejo, Lda.  ",
    });
    expect(res.status).toBe(200);
    expect(res.body.values).toEqual(OWN);
  });

  it("refuses bad input on its field, in words, and saves nothing", async () => {
    const owner = await person("owner", OWNER);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...OWN, companyPhone: "21 345" }, "companyPhone", e.companyPhone],
      [{ ...OWN, companyPhone: "ligue-nos" }, "companyPhone", e.companyPhone],
      [{ ...OWN, companyNipc: "508000008" }, "companyNipc", e.companyNipcCheck],
      [{ ...OWN, companyNipc: "50800000" }, "companyNipc", e.companyNipc],
      [{ ...OWN, companyEmail: "ola@" }, "companyEmail", e.companyEmail],
      [{ ...OWN, adrUrl: "http://www.cniacc.pt" }, "adrUrl", e.entityUrl],
      [{ ...OWN, complaintsEntityUrl: "asae" }, "complaintsEntityUrl", e.entityUrl],
      [{ ...OWN, returnAddress: "Lisboa" }, "returnAddress", e.returnAddress],
      [{ ...OWN, companyName: "Loja\nFalsa" }, "companyName", e.companyName],
    ];
    for (const [body, field, message] of cases) {
      const res = await owner.b.json("/api/admin/settings", "PUT", body);
      expect(res.status, field).toBe(400);
      expect(res.body.error, field).toMatchObject({ code: "invalid_input", field, message });
    }
    const unknown = await owner.b.json("/api/admin/settings", "PUT", { ...OWN, freeDeliveryFrom: 5000 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe(e.unknown("freeDeliveryFrom"));
    const { companyPhone: _, ...missing } = OWN;
    expect((await owner.b.json("/api/admin/settings", "PUT", missing)).status).toBe(400);
    expect(await rows("shop_settings")).toBe(0);
    expect(await rows("audit_log")).toBe(0);
  });

  it("two owners saving at once: both saves land whole, each audited, the last one in force", async () => {
    const [a, b] = [await person("owner", OWNER), await person("owner", OWNER)];
    const phones = ["+351 213 000 001", "+351 213 000 002"];
    const results = await Promise.all([a, b].map((p, i) => p.b.json("/api/admin/settings", "PUT", { ...OWN, companyPhone: phones[i] })));
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const phone = (await api("/api/shop-info")).body.company.phone;
    expect(phones).toContain(phone);
    const audit = (
      await env.DB.prepare("SELECT after FROM audit_log WHERE action = 'settings.updated' AND id > ?1 ORDER BY id").bind(auditFrom).all<{ after: string }>()
    ).results;
    expect(audit.length).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(audit.at(-1)!.after).companyPhone ?? phone).toBe(phone);
    // Every setting but the complaints entity (OWN keeps ASAE, its first value) and free delivery (still none), each saved once.
    expect(await rows("shop_settings")).toBe(Object.keys(OWN).length - 2 - Object.keys(DELIVERY_DEFAULTS).length);
  });
});

describe("what the shop shows after a save", () => {
  it("GET /api/shop-info (edge-cached) answers the new values at once, and the legal pages' sources with them", async () => {
    const owner = await person("owner", OWNER);
    const first = await api("/api/shop-info");
    expect(first.body.company.phone).toBe(env.COMPANY_PHONE);
    expect((await api("/api/shop-info")).headers.get("x-catalog-cache")).toBe("hit");
    expect((await owner.b.json("/api/admin/settings", "PUT", OWN)).status).toBe(200);
    const after = await api("/api/shop-info");
    expect(after.headers.get("x-catalog-cache")).toBe("miss");
    expect(after.body).toMatchObject({
      company: { name: OWN.companyName, nipc: OWN.companyNipc, address: OWN.companyAddress, email: OWN.companyEmail, phone: OWN.companyPhone },
      adr: { name: OWN.adrName, url: OWN.adrUrl },
      complaints: { name: OWN.complaintsEntityName, url: OWN.complaintsEntityUrl },
      returnAddress: OWN.returnAddress,
    });
  });

  it("the home page's Organization names the company, its NIPC, seat, e-mail and phone", async () => {
    const owner = await person("owner", OWNER);
    expect((await owner.b.json("/api/admin/settings", "PUT", OWN)).status).toBe(200);
    const { html } = await page("/");
    expect(jsonLd(html, "Organization")[0]).toMatchObject({
      legalName: OWN.companyName,
      taxID: OWN.companyNipc,
      address: OWN.companyAddress,
      email: OWN.companyEmail,
      telephone: OWN.companyPhone,
    });
  });

  it("the next e-mail goes to the new address and is signed with the new phone", async () => {
    const owner = await person("owner", OWNER);
    expect((await owner.b.json("/api/admin/settings", "PUT", OWN)).status).toBe(200);
    const sent = await api("/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Maria Silva", email: "maria@exemplo.pt", subject: "Entregas", message: "Entregam nos Açores?" }),
    });
    expect(sent.status).toBe(201);
    const mail = await env.DB.prepare(`SELECT "to", text, status FROM email_outbox WHERE "to" = ?1`).bind(OWN.companyEmail).first<{
      to: string;
      text: string;
      status: string;
    }>();
    expect(mail).toMatchObject({ to: OWN.companyEmail, status: "sent" });
    const company = { name: OWN.companyName, nipc: OWN.companyNipc, address: OWN.companyAddress, email: OWN.companyEmail, phone: OWN.companyPhone };
    expect(mail!.text.endsWith(`\n\n${mailSignature(copy.brand, company)}`)).toBe(true);
    expect(mail!.text).toContain(OWN.companyPhone);
  });
});

describe("the demonstration's identity in production", () => {
  it("is flagged while any of the company's details is still the demonstration's, and no longer once the owner saves their own", async () => {
    const demo = parseConfig({
      APP_ENV: "test",
      PUBLIC_ORIGIN: "http://shop.test",
    });
    expect(demo.company.name).toBe(DEMO_COMPANY.COMPANY_NAME);
    const repo = shopSettingsRepo(env.DB);
    const production = () => shopSettingsService({ repo, defaults: settingsDefaults(demo), production: true });
    expect(await production().demoIdentity()).toBe(true);
    // Outside production the demonstration is what development shows: no warning.
    expect(await shopSettingsService({ repo, defaults: settingsDefaults(demo), production: false }).demoIdentity()).toBe(false);
    await production().save({ ...OWN, companyPhone: DEMO_COMPANY.COMPANY_PHONE }, OWNER);
    expect(await production().demoIdentity()).toBe(true);
    await production().save(OWN, OWNER);
    expect(await production().demoIdentity()).toBe(false);
    expect((await production().view()).values).toEqual(OWN);
  });
});
