import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { productionProblems } from "../../scripts/production-preflight";
import { shopSettingsCopy } from "../../shared/copy/back-office/shop-settings";

/** A complete production configuration (made-up values in the right shapes). */
const READY: Record<string, string> = {
  APP_ENV: "production",
  PUBLIC_ORIGIN: "https://www.maeebebe.pt",
  AUTH_SECRET: "k3Jd9sL0pQ2vX7yZ1aB4cD6eF8gH0iJ2kL4mN6oP8qR",
  MAIL_API_URL: "https://api.mail.example/v1",
  MAIL_API_KEY: "mail-key-0123456789",
  MAIL_FROM: "Mãe & Bebé <encomendas@maeebebe.pt>",
  STRIPE_SECRET_KEY: "sk_live_51AbCdEfGhIjKlMnOp",
  STRIPE_WEBHOOK_SECRET: "whsec_AbCdEfGhIjKlMnOpQrSt",
  COMPANY_NAME: "Mãe & Bebé, Lda.",
  COMPANY_NIPC: "516222228",
  COMPANY_ADDRESS: "Rua das Flores, 10, 4050-262 Porto",
  COMPANY_EMAIL: "apoio@maeebebe.pt",
  COMPANY_PHONE: "+351 220 000 123",
  OWNER_EMAILS: "dona@maeebebe.pt",
  INVOICEXPRESS_ACCOUNT: "maeebebe",
  INVOICEXPRESS_API_KEY: "ix-key-0123456789",
};

describe("the production preflight's rules", () => {
  it("a complete configuration has no problem", () => {
    expect(productionProblems(READY)).toEqual([]);
  });

  it("names each setting missing or wrong, in words, one per problem", () => {
    const problems = productionProblems({
      ...READY,
      PUBLIC_ORIGIN: "http://www.maeebebe.pt",
      STRIPE_SECRET_KEY: "sk_test_51AbCdEf",
      OWNER_EMAILS: "",
      MAIL_FROM: "Loja <loja@gmail.com>",
      COMPANY_NIPC: "516222221",
      COMPANY_PHONE: "+351 210 000 000",
      COMPANY_EMAIL: "apoio@",
      AUTH_GOOGLE_ID: "123.apps.googleusercontent.com",
      PASWORD_RESET: "x",
    });
    expect(problems).toEqual([
      "PASWORD_RESET: not a setting the shop reads (a typo?)",
      "PUBLIC_ORIGIN (https in production): missing or wrong",
      "COMPANY_EMAIL (an e-mail address): missing or wrong",
      "OWNER_EMAILS: missing or wrong",
      "STRIPE_SECRET_KEY: a test key (sk_test_…); production takes the live one (sk_live_… or rk_live_…)",
      "MAIL_FROM: sent from gmail.com, outside the shop's domain (www.maeebebe.pt); mail from another domain fails SPF and DMARC",
      'COMPANY_PHONE: still the demonstration\'s ("+351 210 000 000")',
      `COMPANY_NIPC: ${shopSettingsCopy.errors.companyNipcCheck}`,
      "AUTH_GOOGLE_SECRET: missing (AUTH_GOOGLE_ID is set, and one without the other does nothing)",
    ]);
  });

  it("an empty file: every required secret is named, and payments", () => {
    const problems = productionProblems({ APP_ENV: "production" });
    for (const key of ["AUTH_SECRET", "PUBLIC_ORIGIN", "MAIL_API_URL and MAIL_API_KEY", "OWNER_EMAILS", "COMPANY_NIPC"])
      expect(problems).toContain(`${key}: missing or wrong`);
    expect(problems).toContain("STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: both are needed, or the shop takes no payment");
  });

  it("development values are refused: APP_ENV, the lowered hashing cost", () => {
    expect(productionProblems({ ...READY, APP_ENV: "development", PASSWORD_PBKDF2_ITERATIONS: "2000" })).toEqual([
      'APP_ENV: "development" — production is "production" (or no APP_ENV at all)',
      "PASSWORD_PBKDF2_ITERATIONS: a development setting; remove it (production always hashes with 600,000 rounds)",
    ]);
  });
});

describe("npm run check:production -- --vars FILE", () => {
  const run = async (vars: Record<string, string>) => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "preflight-")), "production.vars");
    writeFileSync(
      file,
      Object.entries(vars)
        .map(([k, v]) => `${k}="${v}"`)
        .join("\n"),
    );
    return promisify(execFile)("npx", ["tsx", "scripts/check-production.ts", "--vars", file], { cwd: path.join(import.meta.dirname, "../..") }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (err: { code: number; stdout: string }) => ({ code: err.code, stdout: err.stdout }),
    );
  };

  it("a complete file: ready, after the production deploy's dry run; exit 0", async () => {
    const { code, stdout } = await run(READY);
    expect(stdout).toMatch(/^✓ the production configuration is ready \(16 values from .*; deploy dry run passed\)$/m);
    expect(code).toBe(0);
  }, 120_000);

  it("a test key and no owners: each on its own line, not ready; exit 1", async () => {
    const { code, stdout } = await run({ ...READY, STRIPE_SECRET_KEY: "sk_test_x", OWNER_EMAILS: "" });
    expect(stdout.split("\n").filter((l) => l.startsWith("✗ "))).toEqual([
      "✗ OWNER_EMAILS: missing or wrong",
      "✗ STRIPE_SECRET_KEY: a test key (sk_test_…); production takes the live one (sk_live_… or rk_live_…)",
    ]);
    expect(stdout).toContain("not ready: 2 problem(s) above");
    expect(code).toBe(1);
  }, 120_000);
});
