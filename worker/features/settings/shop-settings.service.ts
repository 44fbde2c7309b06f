import { BIRTH_LIST_DISCOUNT, CART_REMINDER_HOURS, DISPATCH_CUTOFF_HOUR, HANDLING_DAYS } from "../../../shared/constants";
import { infoCopy } from "../../../shared/copy/pt/info-pages";
import { DEFAULT_COMPLAINTS_ENTITY_URL, type ShopIdentity } from "../../../shared/shop-info";
import { SHOP_SETTING_KEYS, type ShopSettingKey, type ShopSettings, type ShopSettingsView } from "../../../shared/shop-settings";
import { type AppConfig, DEMO_COMPANY } from "../../config/app-config";
import type { ShopSettingsRepo } from "./shop-settings.repo";

/**
 * The settings' first values: the environment's (COMPANY_*, ADR_ENTITY_*), the complaints entity's default, the seat as
 * return address, the dispatch cut-off and handling days of shared/constants.ts.
 */
export function settingsDefaults(config: Pick<AppConfig, "company">): ShopSettings {
  const c = config.company;
  return {
    companyName: c.name,
    companyNipc: c.nipc,
    companyAddress: c.address,
    companyEmail: c.email,
    companyPhone: c.phone,
    complaintsEntityName: infoCopy.complaintsEntityDefaultName,
    complaintsEntityUrl: DEFAULT_COMPLAINTS_ENTITY_URL,
    adrName: c.adr.name,
    adrUrl: c.adr.url,
    returnAddress: c.address,
    freeDeliveryPtContinente: "",
    freeDeliveryPtAcores: "",
    freeDeliveryPtMadeira: "",
    freeDeliveryEsPeninsula: "",
    freeDeliveryEsBaleares: "",
    dispatchCutoffHour: String(DISPATCH_CUTOFF_HOUR),
    handlingDays: String(HANDLING_DAYS),
    birthListDiscountPercent: String(BIRTH_LIST_DISCOUNT.percent),
    birthListDiscountDays: String(BIRTH_LIST_DISCOUNT.days),
    cartReminderHours: String(CART_REMINDER_HOURS),
  };
}

/** Which settings still hold the demonstration's identity (development's defaults, decisions/0070's preflight refuses them). */
const DEMO_VALUES: Partial<ShopSettings> = {
  companyName: DEMO_COMPANY.COMPANY_NAME,
  companyNipc: DEMO_COMPANY.COMPANY_NIPC,
  companyAddress: DEMO_COMPANY.COMPANY_ADDRESS,
  companyEmail: DEMO_COMPANY.COMPANY_EMAIL,
  companyPhone: DEMO_COMPANY.COMPANY_PHONE,
};

/**
 * The shop's settings (issue 46): the owner's saved values over the environment's. Read once per request (D1; the
 * public answers that show them are edge-cached under the catalogue's version token, which a save changes), saved by
 * an owner with an audit row in the same batch.
 */
export function shopSettingsService({ repo, defaults, production }: { repo: ShopSettingsRepo; defaults: ShopSettings; production: boolean }) {
  let read: Promise<{ values: ShopSettings; saved: Awaited<ReturnType<ShopSettingsRepo["all"]>> }> | undefined;
  const load = () => {
    read ??= repo.all().then((saved) => {
      const values = { ...defaults };
      for (const row of saved) if ((SHOP_SETTING_KEYS as readonly string[]).includes(row.key)) values[row.key] = row.value;
      return { values, saved };
    });
    return read;
  };
  const demoIdentity = (values: ShopSettings) =>
    production && (Object.entries(DEMO_VALUES) as [ShopSettingKey, string][]).some(([key, demo]) => values[key] === demo);

  return {
    /** The values in force. */
    current: async () => (await load()).values,

    /** The seller's identity as the shop shows it (information pages, footer, e-mails, invoices, JSON-LD). */
    async identity(): Promise<ShopIdentity> {
      const v = (await load()).values;
      return {
        company: { name: v.companyName, nipc: v.companyNipc, address: v.companyAddress, email: v.companyEmail, phone: v.companyPhone },
        adr: { name: v.adrName, url: v.adrUrl },
        complaints: { name: v.complaintsEntityName, url: v.complaintsEntityUrl },
        returnAddress: v.returnAddress,
      };
    },

    /** Production still shows the demonstration's identity (the back-office warns on every page). */
    demoIdentity: async () => demoIdentity((await load()).values),

    /** The back-office's page: the values, which were saved here, the last change. */
    async view(): Promise<ShopSettingsView> {
      const { values, saved } = await load();
      const last = saved.reduce<(typeof saved)[number] | null>((a, r) => (!a || r.updatedAt > a.updatedAt ? r : a), null);
      return {
        values,
        saved: saved.map((r) => r.key).filter((k) => (SHOP_SETTING_KEYS as readonly string[]).includes(k)),
        lastChange: last ? { at: last.updatedAt, by: last.updatedBy } : null,
        demoIdentity: demoIdentity(values),
      };
    },

    /** The owner's save: only what differs from the values in force is written (none: nothing, no audit row). */
    async save(input: ShopSettings, actor: string): Promise<{ changed: ShopSettingKey[] }> {
      const { values } = await load();
      const changes = SHOP_SETTING_KEYS.filter((k) => input[k] !== values[k]).map((key) => ({ key, value: input[key], fallback: defaults[key] }));
      if (changes.length) await repo.save(changes, actor);
      read = undefined;
      return { changed: changes.map((c) => c.key) };
    },
  };
}
export type ShopSettingsService = ReturnType<typeof shopSettingsService>;
