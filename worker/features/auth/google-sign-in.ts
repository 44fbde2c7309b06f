import type { Profile } from "@auth/core/types";
import { DEFAULT_LANG, type Lang } from "../../../shared/languages";
import { stripUnsafeCharacters } from "../../../shared/text-safety";
import type { UsersRepo } from "./users.repo";

const clean = (name: string | null) => (name ? stripUnsafeCharacters(name).trim() || null : null);

/**
 * SPEC §4 Google flow: a new Google user gets a user and a basic customer record (e-mail, names from the
 * provider), in the language of the shop it signed in from. An existing e-mail is linked only when that e-mail is verified here; otherwise sign-in is refused.
 */
export async function googleSignIn(users: UsersRepo, googleId: string, profile: Profile | undefined, language: Lang = DEFAULT_LANG): Promise<boolean> {
  if (await users.accountFor("google", googleId)) return true;
  const email = typeof profile?.email === "string" ? profile.email.trim().toLowerCase() : "";
  if (!email || profile?.email_verified === false) return false;
  const existing = await users.byEmail(email);
  if (existing) {
    if (!existing.emailVerifiedAt) return false;
    await users.linkAccount(existing.id, "google", googleId);
    return true;
  }
  const id = crypto.randomUUID();
  const fullName = typeof profile?.name === "string" ? profile.name.trim() : null;
  const firstName = typeof profile?.given_name === "string" ? profile.given_name.trim() : (fullName?.split(/\s+/)[0] ?? null);
  if (!(await users.createWithCustomer({ id, email, passwordHash: null, verified: true, firstName: clean(firstName), fullName: clean(fullName), language })))
    return false;
  await users.linkAccount(id, "google", googleId);
  return true;
}
