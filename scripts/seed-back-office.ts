/**
 * The back-office's development accounts (issue 32, decisions/0042), in the local D1 only (never through migrations,
 * so never in production): the owner dono@exemplo.pt (the development OWNER_EMAILS) and a staff member
 * equipa@exemplo.pt, both with the password below, their e-mail verified and their role accepted. Idempotent: accounts that exist are left.
 *   npx tsx scripts/seed-back-office.ts [--persist-to .wrangler/state]
 */
import { parseArgs } from "node:util";
import { DEV_OWNER_EMAIL } from "../worker/config/app-config.ts";
import { hashPassword } from "../worker/features/auth/password-hash.ts";
import { openLocalState } from "./lib/local-state.ts";

const BACK_OFFICE_PASSWORD = "Dono#2026loja";
const DEV_STAFF_EMAIL = "equipa@exemplo.pt";

const { values } = parseArgs({ options: { "persist-to": { type: "string", default: ".wrangler/state" } } });
const { db, send, dispose } = await openLocalState(values["persist-to"]!);
try {
  const hash = await hashPassword(BACK_OFFICE_PASSWORD);
  // A complete profile (shared/account-rules.ts isProfileComplete), so signing in goes straight back to /admin.
  const account = (email: string, firstName: string, fullName: string, phone: string) => {
    const id = `dev-${email}`;
    return [
      db
        .prepare("INSERT OR IGNORE INTO users (id, email, email_verified_at, password_hash) VALUES (?1, ?2, '2026-11-01T00:00:00.000Z', ?3)")
        .bind(id, email, hash),
      db
        .prepare(
          "INSERT OR IGNORE INTO customers (user_id, email, first_name, full_name, birth_date, phone, nif) SELECT id, email, ?2, ?3, '1985-03-14', ?4, '123456789' FROM users WHERE email = ?1",
        )
        .bind(email, firstName, fullName, phone),
    ];
  };
  await send([
    ...account(DEV_OWNER_EMAIL, "Dona", "Dona da Loja", "+351912000001"),
    ...account(DEV_STAFF_EMAIL, "Equipa", "Equipa da Loja", "+351912000002"),
    db.prepare("INSERT OR IGNORE INTO staff_members (email, invited_by) VALUES (?1, ?2)").bind(DEV_STAFF_EMAIL, DEV_OWNER_EMAIL),
    // Both as if they had accepted their role through the link (issue 43): in development only.
    ...[DEV_OWNER_EMAIL, DEV_STAFF_EMAIL].map((email) =>
      db.prepare("INSERT OR IGNORE INTO back_office_acceptances (email, user_id) SELECT email, id FROM users WHERE email = ?1").bind(email),
    ),
  ]);
  console.log(`Back-office (development): ${DEV_OWNER_EMAIL} (dono) e ${DEV_STAFF_EMAIL} (equipa), palavra-passe ${BACK_OFFICE_PASSWORD}, em /admin`);
} finally {
  await dispose();
}
