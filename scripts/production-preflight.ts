import { copy } from "../shared/copy";
import { type ShopSettingKey, shopSettingRules } from "../shared/shop-settings";
import { CONFIG_KEYS, ConfigError, DEMO_COMPANY, parseConfig } from "../worker/config/app-config";

/**
 * What stops these settings from running the shop in production, in words, one problem per entry (issue 46): the
 * worker's own configuration schema (worker/config/app-config.ts), then what only a live shop needs (live payment
 * keys, mail sent from the shop's own domain, the seller's real identity). `vars` are the production values:
 * wrangler.toml's [vars] with the secrets' file over them. Empty: ready.
 */
/** The variables that are the first values of the shop's settings. */
const SETTING_OF: Record<string, ShopSettingKey> = {
  COMPANY_NAME: "companyName",
  COMPANY_NIPC: "companyNipc",
  COMPANY_ADDRESS: "companyAddress",
  COMPANY_EMAIL: "companyEmail",
  COMPANY_PHONE: "companyPhone",
  ADR_ENTITY_NAME: "adrName",
  ADR_ENTITY_URL: "adrUrl",
};

export function productionProblems(vars: Readonly<Record<string, string>>): string[] {
  const problems: string[] = [];
  const has = (key: string) => Boolean(vars[key]?.trim());

  for (const key of Object.keys(vars)) if (!CONFIG_KEYS.includes(key)) problems.push(`${key}: not a setting the shop reads (a typo?)`);
  if ((vars.APP_ENV ?? "production") !== "production") problems.push(`APP_ENV: "${vars.APP_ENV}" — production is "production" (or no APP_ENV at all)`);
  try {
    parseConfig({ ...vars, APP_ENV: "production" });
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    for (const p of err.problems) problems.push(`${p}: missing or wrong`);
  }

  // Payments: a shop without both keys takes no payment; a test key takes pretend ones.
  if (!has("STRIPE_SECRET_KEY") || !has("STRIPE_WEBHOOK_SECRET"))
    problems.push("STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: both are needed, or the shop takes no payment");
  if (has("STRIPE_SECRET_KEY") && /^(sk|rk)_test_/.test(vars.STRIPE_SECRET_KEY!))
    problems.push("STRIPE_SECRET_KEY: a test key (sk_test_…); production takes the live one (sk_live_… or rk_live_…)");
  else if (has("STRIPE_SECRET_KEY") && !/^(sk|rk)_live_/.test(vars.STRIPE_SECRET_KEY!))
    problems.push("STRIPE_SECRET_KEY: not a Stripe secret key (sk_live_… or rk_live_…)");
  if (has("STRIPE_WEBHOOK_SECRET") && !vars.STRIPE_WEBHOOK_SECRET!.startsWith("whsec_"))
    problems.push("STRIPE_WEBHOOK_SECRET: not a webhook signing secret (whsec_…, from the webhook's page in Stripe)");

  // Mail leaves from the shop's own domain, or the receivers' filters (SPF, DKIM, DMARC) drop it.
  const host = originHost(vars.PUBLIC_ORIGIN);
  const from = vars.MAIL_FROM?.trim() || copy.mail.defaultFrom;
  const fromDomain = /@([^>\s]+)>?\s*$/.exec(from)?.[1]?.toLowerCase();
  if (!fromDomain) problems.push(`MAIL_FROM: "${from}" holds no e-mail address`);
  else if (host && !(host === fromDomain || host.endsWith(`.${fromDomain}`) || fromDomain.endsWith(`.${host}`)))
    problems.push(`MAIL_FROM: sent from ${fromDomain}, outside the shop's domain (${host}); mail from another domain fails SPF and DMARC`);

  // The seller's identity is the company's own, never the demonstration's.
  // Each value passes the rule the back-office's settings page applies to it (shared/shop-settings.ts, decisions/0074).
  for (const [key, demo] of Object.entries(DEMO_COMPANY)) if (vars[key]?.trim() === demo) problems.push(`${key}: still the demonstration's ("${demo}")`);
  for (const [key, setting] of Object.entries(SETTING_OF)) {
    // Said once: a value the configuration's own schema already refused is not named again.
    if (!has(key) || problems.some((p) => p.startsWith(`${key} `) || p.startsWith(`${key}:`))) continue;
    const refused = shopSettingRules[setting].safeParse(vars[key]).error?.issues[0]?.message;
    if (refused) problems.push(`${key}: ${refused}`);
  }

  // Pairs: one half of a pair does nothing.
  for (const [a, b] of [
    ["AUTH_GOOGLE_ID", "AUTH_GOOGLE_SECRET"],
    ["SHIPPING_SUPPLIER_URL", "SHIPPING_SUPPLIER_KEY"],
    ["INVOICEXPRESS_ACCOUNT", "INVOICEXPRESS_API_KEY"],
  ] as const)
    if (has(a) !== has(b)) problems.push(`${has(a) ? b : a}: missing (${has(a) ? a : b} is set, and one without the other does nothing)`);
  if (has("PASSWORD_PBKDF2_ITERATIONS"))
    problems.push("PASSWORD_PBKDF2_ITERATIONS: a development setting; remove it (production always hashes with 600,000 rounds)");
  return problems;
}

function originHost(value: string | undefined): string | null {
  try {
    return value ? new URL(value).hostname.toLowerCase() : null;
  } catch {
    return null;
  }
}
