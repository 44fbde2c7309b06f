import { isProfileComplete, type MyDataInput, type ProfileInput } from "../../../shared/account-rules";
import { copies, copy } from "../../../shared/copy";
import type { Lang } from "../../../shared/languages";
import { pathsFor } from "../../../shared/page-tables";
import { apiPaths } from "../../../shared/paths";
import type { Mailer } from "../../integrations/mailer";
import { DomainError } from "../../lib/domain-error";
import type { OneTimeCodes } from "../auth/one-time-codes";
import type { HashParams } from "../auth/password-hash";
import { hashPassword, verifyPassword } from "../auth/password-hash";
import type { SessionStore } from "../auth/session-store";
import type { UsersRepo } from "../auth/users.repo";
import type { AccountExport } from "./account-export.repo";
import type { CustomersRepo } from "./customers.repo";

interface Deps {
  users: UsersRepo;
  customers: CustomersRepo;
  codes: OneTimeCodes;
  mailer: Mailer;
  hashParams: HashParams;
  /** The shop's origin, for links in e-mails. */
  origin: string;
  sessions: SessionStore;
  eraseAccount: (user: { id: string; email: string }) => Promise<void>;
  /** Everything held about the customer (account-export.repo.ts). */
  exportAccount: (user: { id: string; email: string }) => Promise<AccountExport>;
}

const invalidCode = () => new DomainError("invalid_reset_code", (t) => t.errors.invalidResetCode, "code");

/** How recent a Google sign-in must be for an account without a password to be erased. */
export const FRESH_SIGN_IN_MS = 10 * 60_000;

export function accountService({ users, customers, codes, mailer, hashParams, origin, sessions, eraseAccount, exportAccount }: Deps) {
  return {
    /** A new account in the shop's language it is made from (`lang`): its verification e-mail's, and later ones'. */
    async signUp(input: { email: string; password: string; firstName: string; fullName: string; cartReminders?: boolean }, lang: Lang) {
      const taken = () => new DomainError("user_already_registered", (t) => t.errors.userAlreadyRegistered, "email");
      if (await users.byEmail(input.email)) throw taken();
      const id = crypto.randomUUID();
      const passwordHash = await hashPassword(input.password, hashParams);
      // A parallel sign-up with the same e-mail may win the race: the UNIQUE index decides, and this one is a 409.
      if (
        !(await users.createWithCustomer({
          id,
          email: input.email,
          passwordHash,
          verified: false,
          firstName: input.firstName,
          fullName: input.fullName,
          language: lang,
          cartReminders: input.cartReminders === true,
        }))
      )
        throw taken();
      const token = await codes.issueVerification(id);
      // The token is a live secret: the outbox blanks it once the e-mail is delivered (decisions/0034).
      const mail = copies[lang].mail.verifyEmail(input.firstName, `${origin}${apiPaths.verifyEmail(token)}`);
      await mailer.send({ to: input.email, ...mail, secrets: [token] });
      return { id };
    },

    /**
     * Once its e-mail is verified: the account's language (where the link then leads) and a reset link's token, or null
     * for a link that is not valid. Verifying ends every session opened before it (issue 43); the one who clicked holds
     * the mailbox, so the page they land on offers them a new password at once, for an account they did not create
     * themselves (someone else signed up with their address and knows its password).
     */
    async verifyEmail(token: string): Promise<{ lang: Lang; resetToken: string } | null> {
      const userId = await codes.consumeVerification(token);
      if (!userId) return null;
      await users.markVerified(userId);
      const user = await users.byId(userId);
      if (!user) return null;
      const { linkToken } = await codes.issueReset(user.email, user.id);
      return { lang: user.language, resetToken: linkToken };
    },

    emailExists: async (email: string) => !!(await users.byEmail(email)),

    /** The language the customer chose with the header's switch (issue 31): kept on their record, their e-mails' language. */
    setLanguage: (userId: string, lang: Lang) => users.setLanguage(userId, lang),

    /** Same outcome whether or not the e-mail exists (no enumeration); in the language of the shop it is asked from. */
    async sendResetCode(email: string, lang: Lang) {
      const user = await users.byEmail(email);
      if (!user) return;
      const { code, linkToken } = await codes.issueReset(email, user.id);
      const mail = copies[lang].mail.resetCode(code, `${origin}${pathsFor(lang).resetPasswordLink(linkToken)}`);
      await mailer.send({ to: email, ...mail, secrets: [code, linkToken] });
    },

    async resetWithCode(email: string, code: string, newPassword: string) {
      const userId = await codes.consumeResetCode(email, code);
      const user = userId ? await users.byEmail(email) : undefined;
      // The account the code was issued for, not one registered later with the same e-mail.
      if (!user || user.id !== userId) throw invalidCode();
      await users.setPassword(user.id, await hashPassword(newPassword, hashParams));
    },

    async resetWithLink(token: string, newPassword: string) {
      const issue = await codes.resetLink(token, true);
      const user = issue ? await users.byEmail(issue.email) : undefined;
      if (!user || user.id !== issue?.userId) throw new DomainError("invalid_reset_link", (t) => t.errors.invalidResetLink, "token");
      await users.setPassword(user.id, await hashPassword(newPassword, hashParams));
    },

    /** Whether /reset-password may show its form: the link is unused, unexpired and its account still exists. */
    async resetLinkValid(token: string): Promise<boolean> {
      const issue = await codes.resetLink(token, false);
      const user = issue ? await users.byEmail(issue.email) : undefined;
      return !!user && user.id === issue?.userId;
    },

    /** The customer's data as a portable JSON document (GDPR art. 20), with when and by whom it was made. */
    async exportData(user: { id: string; email: string }) {
      return { shop: copy.brand, exportedAt: new Date().toISOString(), ...(await exportAccount(user)) };
    },

    async me(user: { id: string; email: string }) {
      const [row, customer] = await Promise.all([users.byId(user.id), customers.byUserId(user.id)]);
      return {
        user: {
          id: user.id,
          email: user.email,
          emailVerified: !!row?.emailVerifiedAt,
          hasPassword: !!row?.passwordHash,
          // A reminder of a cart left behind (issue 50): the browser keeps the cart on the server only then.
          cartReminders: !!row?.cartRemindersAt,
        },
        customer,
        profileComplete: isProfileComplete(customer),
      };
    },

    /** Ends the customer's other sessions; this one stays signed in. */
    async changePassword(user: { id: string; sid: string }, currentPassword: string, newPassword: string) {
      const row = await users.byId(user.id);
      if (!row?.passwordHash) throw new DomainError("no_password", (t) => t.errors.noPassword, "currentPassword");
      if (!(await verifyPassword(currentPassword, row.passwordHash))) throw new DomainError("wrong_password", (t) => t.errors.wrongPassword, "currentPassword");
      const sv = await users.setPassword(user.id, await hashPassword(newPassword, hashParams));
      await sessions.keep(user.sid, user.id, sv);
    },

    /**
     * Erasure asks who is there first (issue 30): the password of an account that has one, or a sign-in with Google in
     * the last 10 minutes for one that has none. Nothing is erased otherwise.
     */
    async deleteAccount(user: { id: string; email: string; sid: string }, password: string | undefined) {
      const row = await users.byId(user.id);
      if (row?.passwordHash) {
        if (!password) throw new DomainError("wrong_password", (t) => t.errors.passwordRequiredToDelete, "password");
        if (!(await verifyPassword(password, row.passwordHash))) throw new DomainError("wrong_password", (t) => t.errors.wrongPasswordToDelete, "password");
      } else {
        const at = await sessions.openedAt(user.sid);
        if (!at || Date.now() - at > FRESH_SIGN_IN_MS) throw new DomainError("reauthentication_required", (t) => t.errors.freshSignInToDelete);
      }
      await eraseAccount(user);
      await Promise.all([sessions.close(user.sid), codes.forget(user.email)]);
    },

    async saveMyData(user: { id: string; email: string }, data: MyDataInput) {
      await customers.upsert(user.id, user.email, { ...data, nif: data.nif ?? "" });
      return customers.byUserId(user.id);
    },

    async saveCustomer(user: { id: string; email: string }, profile: ProfileInput) {
      await customers.upsert(user.id, user.email, profile);
      return customers.byUserId(user.id);
    },
  };
}
export type AccountService = ReturnType<typeof accountService>;
