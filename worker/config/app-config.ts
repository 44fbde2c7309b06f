import { z } from "zod";
import { copy } from "../../shared/copy";
import { infoCopy } from "../../shared/copy/pt/info-pages";
import { DEFAULT_ORDER_LINE_MAX_UNITS, MAX_LINE_QUANTITY } from "../../shared/shipping";
import { type FaultPlan, parseFaultPlan } from "../integrations/faults/fault-plan";

/**
 * The environment, parsed once per isolate (epic-stack's env.server.ts is the model). Production is the
 * default: development behaviour (the dev outbox route, a fixed local Auth.js secret) exists only when
 * APP_ENV says "development" or "test", and production refuses to serve without its secrets.
 */
const DEV_AUTH_SECRET = "dev-only-secret-not-for-production-0123456789";

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

const positiveInt = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((v) => (Number(v) > 0 && Number.isFinite(Number(v)) ? Math.floor(Number(v)) : fallback));

const rawSchema = z.object({
  APP_ENV: z.enum(["production", "development", "test"]).default("production"),
  AUTH_SECRET: optionalText,
  PUBLIC_ORIGIN: optionalText,
  AUTH_GOOGLE_ID: optionalText,
  AUTH_GOOGLE_SECRET: optionalText,
  PASSWORD_PBKDF2_ITERATIONS: optionalText,
  MAIL_API_URL: optionalText,
  MAIL_API_KEY: optionalText,
  MAIL_FROM: optionalText,
  SHIPPING_SUPPLIER_URL: optionalText,
  SHIPPING_SUPPLIER_KEY: optionalText,
  SHIPPING_TIMEOUT_MS: positiveInt(5000),
  SHIPPING_QUOTES_PER_MINUTE: positiveInt(20),
  /** Carrier labels (issue 49): the multi-carrier API's key and address (EasyPost's wire format). */
  CARRIER_API_KEY: optionalText,
  CARRIER_API_URL: optionalText,
  CARRIER_TIMEOUT_MS: positiveInt(15_000),
  /** The tracking webhook's signing secret (issue 49): required with CARRIER_API_KEY. */
  CARRIER_WEBHOOK_SECRET: optionalText,
  GEOCODING_API_KEY: optionalText,
  GEOCODING_URL: optionalText,
  GEOCODING_TIMEOUT_MS: positiveInt(3000),
  POSTAL_LOOKUPS_PER_MINUTE: positiveInt(30),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Milliseconds before a call to Stripe is abandoned (default 10,000; tests lower it). */
  STRIPE_TIMEOUT_MS: positiveInt(10_000),
  /** Milliseconds before a call to the e-mail API is abandoned (default 5000; tests lower it). */
  MAIL_TIMEOUT_MS: positiveInt(5000),
  /** Development and tests only (issue 51): outside systems made slow, failing, malformed or cut off on purpose. */
  FAULTS: optionalText,
  COMPANY_NAME: optionalText,
  COMPANY_NIPC: optionalText,
  COMPANY_ADDRESS: optionalText,
  COMPANY_EMAIL: optionalText,
  COMPANY_PHONE: optionalText,
  ADR_ENTITY_NAME: optionalText,
  ADR_ENTITY_URL: optionalText,
  CONTACT_MESSAGES_PER_HOUR: positiveInt(5),
  /** The back-office's owners (issue 32): comma-separated e-mails; required in production. */
  OWNER_EMAILS: optionalText,
  ADMIN_REQUESTS_PER_MINUTE: positiveInt(120),
  /** Certified invoicing (issue 33): InvoiceXpress's account and key; or INVOICING=manual (the owner invoices by hand). */
  INVOICEXPRESS_ACCOUNT: optionalText,
  INVOICEXPRESS_API_KEY: optionalText,
  INVOICING: optionalText,
  INVOICING_TIMEOUT_MS: positiveInt(10_000),
  /** 'true' once the shop's distance sales to the EU pass €10,000 a year (or it opts in): Spain's VAT for Spain (OSS). */
  VAT_OSS: optionalText,
  /** The owner's setting (decisions/0050): units of one variant an order line may have; a whole number from 1 to 99. */
  ORDER_LINE_MAX_UNITS: optionalText,
  /** Days the daily exports to the BACKUPS bucket are kept (issue 46; default 30). */
  BACKUP_RETENTION_DAYS: positiveInt(30),
});

/** Every setting the shop reads from its environment (variables and secrets). */
export const CONFIG_KEYS = Object.keys(rawSchema.shape) as readonly string[];

/** Development and test: the owner `npm start` seeds (scripts/seed-back-office.ts); production names its own. */
export const DEV_OWNER_EMAIL = "dono@exemplo.pt";

/** The seller's legal identity (Decreto-Lei 7/2004 art. 10, DL 24/2014 art. 4): shown on the information pages and the footer. */
export interface CompanyDetails {
  name: string;
  nipc: string;
  address: string;
  email: string;
  phone: string;
  /** The alternative dispute resolution entity (Lei 144/2015 art. 18). */
  adr: { name: string; url: string };
}

/** Development and test only: clearly fake details, so a demo never passes for a real company (nor passes the preflight). */
export const DEMO_COMPANY = {
  COMPANY_NAME: infoCopy.demoCompany.name,
  COMPANY_NIPC: "500000000",
  COMPANY_ADDRESS: infoCopy.demoCompany.address,
  COMPANY_EMAIL: "apoio@exemplo.pt",
  COMPANY_PHONE: "+351 210 000 000",
} as const;
const COMPANY_KEYS = Object.keys(DEMO_COMPANY) as (keyof typeof DEMO_COMPANY)[];
const DEFAULT_ADR = { name: infoCopy.adrDefaultName, url: "https://www.cniacc.pt" };

export interface AppConfig {
  env: "production" | "development" | "test";
  /** Development and test only: the dev outbox viewer (the outbox as the developer's mailbox) and the fixed local secret. */
  devFeatures: boolean;
  authSecret: string;
  /** scheme://host[:port] every link the shop writes starts with. */
  publicOrigin: string;
  google: { clientId: string; clientSecret: string } | null;
  mail: { baseUrl: string; apiKey: string; from: string; timeoutMs: number } | null;
  shippingSupplier: { baseUrl: string; apiKey: string; timeoutMs: number } | null;
  shippingQuotesPerMinute: number;
  /**
   * Carrier labels (issue 49, decisions/0080): the multi-carrier API when its key is set, the embedded simulator in
   * development and tests, or none — production without the key: staff type the tracking number, as the page says.
   */
  carrierLabels: { kind: "api"; baseUrl: string; apiKey: string; timeoutMs: number } | { kind: "simulator" } | null;
  /** The tracking webhook's secret: the API's, or the simulator's fixed one in development; null: the webhook accepts nothing. */
  carrierWebhookSecret: string | null;
  /** The geocoder of SPEC §7 when its key is set; the embedded postal table otherwise (DESIGN §4). */
  geocoding: { apiKey: string; url?: string; timeoutMs: number } | null;
  postalLookupsPerMinute: number;
  /** Stripe Checkout when both keys are set; otherwise the test payment page (development/test) or no payments. */
  stripe: { secretKey: string; webhookSecret: string; timeoutMs: number } | null;
  /** The fault-injection mode (integrations/faults): empty unless FAULTS is set, which production refuses. */
  faults: FaultPlan;
  pbkdf2Iterations: string | undefined;
  company: CompanyDetails;
  contactMessagesPerHour: number;
  /** The back-office's owners (lower-case e-mails; decisions/0042); never empty. */
  ownerEmails: readonly string[];
  adminRequestsPerMinute: number;
  /**
   * How invoices are issued (decisions/0044): InvoiceXpress, the embedded simulator (development and tests only), or
   * by hand (the owner's explicit choice; the back-office lists what awaits an invoice). Production has no default.
   */
  invoicing: { kind: "invoicexpress"; account: string; apiKey: string; timeoutMs: number } | { kind: "simulator" } | { kind: "manual" };
  /** Distance sales to Spain taxed at Spain's rates through the One-Stop Shop. */
  vatOss: boolean;
  /** What a household buys: the most units of one variant an order line may have (decisions/0050; default 10). */
  orderLineMaxUnits: number;
  /** Days the daily exports to R2 are kept. */
  backupRetentionDays: number;
}

/** Raised when the configuration cannot serve; the request stops with a 503 and a log line naming what is missing. */
export class ConfigError extends Error {
  override name = "ConfigError";
  /** Each setting missing or wrong, in words (the production preflight prints one per line: scripts/check-production.ts). */
  readonly problems: readonly string[];
  constructor(message: string, problems: readonly string[]) {
    super(message);
    this.problems = problems;
  }
}

/** The tracking webhook's secret in development and tests (the simulator signs its events with it). */
export const DEV_CARRIER_WEBHOOK_SECRET = "carrier-simulator-webhook-secret";

/** EasyPost's API, whose wire format the carrier labels speak (worker/integrations/carriers/easypost.ts). */
const DEFAULT_CARRIER_API_URL = "https://api.easypost.com/v2";

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Whether an origin is this machine, where development settings (the development outbox, the fixed secret, the seeded
 * owner, the test payment page) may run (issue 43): localhost, 127.0.0.0/8 or [::1]; and for the test suite also a
 * `.test` name (RFC 6761 reserves it: it is never a site on the internet). Anything else fails closed.
 */
export function isLocalOrigin(origin: string, env: "development" | "test"): boolean {
  const host = new URL(origin).hostname;
  if (host === "localhost" || host === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)) return true;
  return env === "test" && /^([a-z0-9-]+\.)+test$/.test(host);
}

export function parseConfig(env: Record<string, unknown>): AppConfig {
  const parsed = rawSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`invalid configuration: ${problems.join("; ")}`, problems);
  }
  const raw = parsed.data;
  const devFeatures = raw.APP_ENV !== "production";
  const missing: string[] = [];

  let authSecret = raw.AUTH_SECRET;
  if (!authSecret || authSecret.length < 32) {
    if (devFeatures) authSecret = DEV_AUTH_SECRET;
    else missing.push(authSecret ? "AUTH_SECRET (at least 32 characters)" : "AUTH_SECRET");
  }
  const publicOrigin = raw.PUBLIC_ORIGIN ? originOf(raw.PUBLIC_ORIGIN) : null;
  if (!publicOrigin) missing.push(raw.PUBLIC_ORIGIN ? "PUBLIC_ORIGIN (an http(s) origin)" : "PUBLIC_ORIGIN");
  else if (!devFeatures && !publicOrigin.startsWith("https:")) missing.push("PUBLIC_ORIGIN (https in production)");
  else if (raw.APP_ENV !== "production" && !isLocalOrigin(publicOrigin, raw.APP_ENV))
    missing.push(
      `PUBLIC_ORIGIN (local: localhost, 127.0.0.0/8 or [::1]${raw.APP_ENV === "test" ? ", or a .test name" : ""}; APP_ENV=${raw.APP_ENV} is not for a shop on the internet)`,
    );
  const company: Record<string, string> = {};
  for (const key of COMPANY_KEYS) {
    const value = raw[key] ?? (devFeatures ? DEMO_COMPANY[key] : undefined);
    if (value) company[key] = value;
    else missing.push(key);
  }
  // Production sends its e-mails (order confirmations, payment details, refunds, codes) or does not serve at all.
  if (!devFeatures && !(raw.MAIL_API_URL && raw.MAIL_API_KEY)) missing.push("MAIL_API_URL and MAIL_API_KEY");
  if (raw.COMPANY_NIPC && !/^\d{9}$/.test(raw.COMPANY_NIPC)) missing.push("COMPANY_NIPC (9 digits)");
  if (raw.COMPANY_EMAIL && !z.email().safeParse(raw.COMPANY_EMAIL).success) missing.push("COMPANY_EMAIL (an e-mail address)");
  // The back-office has owners, or production does not serve (fail closed: no shop without someone to run it).
  const ownerEmails = (raw.OWNER_EMAILS ?? (devFeatures ? DEV_OWNER_EMAIL : ""))
    .split(",")
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  if (ownerEmails.length === 0) missing.push("OWNER_EMAILS");
  else if (ownerEmails.some((e) => !z.email().safeParse(e).success)) missing.push("OWNER_EMAILS (comma-separated e-mail addresses)");
  // Every sale needs a certified invoice (issue 33): production names its provider or says the owner invoices by hand.
  const invoicing: AppConfig["invoicing"] | null =
    raw.INVOICEXPRESS_ACCOUNT && raw.INVOICEXPRESS_API_KEY
      ? { kind: "invoicexpress", account: raw.INVOICEXPRESS_ACCOUNT, apiKey: raw.INVOICEXPRESS_API_KEY, timeoutMs: raw.INVOICING_TIMEOUT_MS }
      : raw.INVOICING === "manual"
        ? { kind: "manual" }
        : devFeatures
          ? { kind: "simulator" }
          : null;
  if (!invoicing) missing.push("INVOICEXPRESS_ACCOUNT and INVOICEXPRESS_API_KEY (or INVOICING=manual)");
  if (raw.INVOICEXPRESS_ACCOUNT && !/^[a-z0-9-]+$/i.test(raw.INVOICEXPRESS_ACCOUNT)) missing.push("INVOICEXPRESS_ACCOUNT (the account's name)");
  // A mistyped limit is refused, never read as another number (a shop that sells 1 or 99 per line by accident).
  const orderLineMaxUnits = raw.ORDER_LINE_MAX_UNITS === undefined ? DEFAULT_ORDER_LINE_MAX_UNITS : Number(raw.ORDER_LINE_MAX_UNITS);
  if (!/^\d+$/.test(raw.ORDER_LINE_MAX_UNITS ?? "1") || orderLineMaxUnits < 1 || orderLineMaxUnits > MAX_LINE_QUANTITY)
    missing.push(`ORDER_LINE_MAX_UNITS (a whole number from 1 to ${MAX_LINE_QUANTITY})`);
  const adrUrl = raw.ADR_ENTITY_URL ?? DEFAULT_ADR.url;
  if (!originOf(adrUrl)?.startsWith("https:")) missing.push("ADR_ENTITY_URL (an https address)");
  const carrierApiUrl = raw.CARRIER_API_URL ?? DEFAULT_CARRIER_API_URL;
  if (raw.CARRIER_API_KEY && !raw.CARRIER_WEBHOOK_SECRET && !devFeatures)
    missing.push("CARRIER_WEBHOOK_SECRET (with CARRIER_API_KEY: the tracking webhook's secret)");
  if (raw.CARRIER_API_KEY && !originOf(carrierApiUrl)?.startsWith(devFeatures ? "http" : "https:")) missing.push("CARRIER_API_URL (an https address)");
  let faults: FaultPlan = {};
  if (raw.FAULTS && !devFeatures) missing.push("FAULTS (faults are injected in development and tests only: unset it)");
  else if (raw.FAULTS) {
    const parsedFaults = parseFaultPlan(raw.FAULTS);
    if ("problem" in parsedFaults) missing.push(parsedFaults.problem);
    else faults = parsedFaults.plan;
  }
  if (missing.length) throw new ConfigError(`configuration missing for APP_ENV=${raw.APP_ENV}: ${missing.join(", ")}`, missing);

  return {
    env: raw.APP_ENV,
    devFeatures,
    authSecret: authSecret!,
    publicOrigin: publicOrigin!,
    google: raw.AUTH_GOOGLE_ID && raw.AUTH_GOOGLE_SECRET ? { clientId: raw.AUTH_GOOGLE_ID, clientSecret: raw.AUTH_GOOGLE_SECRET } : null,
    mail:
      raw.MAIL_API_URL && raw.MAIL_API_KEY
        ? { baseUrl: raw.MAIL_API_URL, apiKey: raw.MAIL_API_KEY, from: raw.MAIL_FROM ?? copy.mail.defaultFrom, timeoutMs: raw.MAIL_TIMEOUT_MS }
        : null,
    shippingSupplier:
      raw.SHIPPING_SUPPLIER_URL && raw.SHIPPING_SUPPLIER_KEY
        ? { baseUrl: raw.SHIPPING_SUPPLIER_URL, apiKey: raw.SHIPPING_SUPPLIER_KEY, timeoutMs: raw.SHIPPING_TIMEOUT_MS }
        : null,
    shippingQuotesPerMinute: raw.SHIPPING_QUOTES_PER_MINUTE,
    carrierLabels: raw.CARRIER_API_KEY
      ? { kind: "api", baseUrl: carrierApiUrl.replace(/\/+$/, ""), apiKey: raw.CARRIER_API_KEY, timeoutMs: raw.CARRIER_TIMEOUT_MS }
      : devFeatures
        ? { kind: "simulator" }
        : null,
    carrierWebhookSecret: raw.CARRIER_WEBHOOK_SECRET ?? (devFeatures ? DEV_CARRIER_WEBHOOK_SECRET : null),
    geocoding: raw.GEOCODING_API_KEY ? { apiKey: raw.GEOCODING_API_KEY, url: raw.GEOCODING_URL, timeoutMs: raw.GEOCODING_TIMEOUT_MS } : null,
    postalLookupsPerMinute: raw.POSTAL_LOOKUPS_PER_MINUTE,
    stripe:
      raw.STRIPE_SECRET_KEY && raw.STRIPE_WEBHOOK_SECRET
        ? { secretKey: raw.STRIPE_SECRET_KEY, webhookSecret: raw.STRIPE_WEBHOOK_SECRET, timeoutMs: raw.STRIPE_TIMEOUT_MS }
        : null,
    faults,
    // Only tests and development may lower the hashing cost.
    pbkdf2Iterations: devFeatures ? raw.PASSWORD_PBKDF2_ITERATIONS : undefined,
    company: {
      name: company.COMPANY_NAME!,
      nipc: company.COMPANY_NIPC!,
      address: company.COMPANY_ADDRESS!,
      email: company.COMPANY_EMAIL!,
      phone: company.COMPANY_PHONE!,
      adr: { name: raw.ADR_ENTITY_NAME ?? DEFAULT_ADR.name, url: adrUrl },
    },
    contactMessagesPerHour: raw.CONTACT_MESSAGES_PER_HOUR,
    ownerEmails,
    adminRequestsPerMinute: raw.ADMIN_REQUESTS_PER_MINUTE,
    invoicing: invoicing!,
    vatOss: raw.VAT_OSS === "true",
    orderLineMaxUnits,
    backupRetentionDays: raw.BACKUP_RETENTION_DAYS,
  };
}

const cache = new WeakMap<object, AppConfig>();

/** The parsed configuration for these bindings (parsed once per bindings object). */
export function appConfig(env: object): AppConfig {
  let config = cache.get(env);
  if (!config) {
    config = parseConfig(env as Record<string, unknown>);
    cache.set(env, config);
  }
  return config;
}
