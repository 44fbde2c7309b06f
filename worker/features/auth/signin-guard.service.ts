import { copies } from "../../../shared/copy";
import { pathsFor } from "../../../shared/page-tables";
import type { Mailer } from "../../integrations/mailer";
import type { OneTimeCodes } from "./one-time-codes";
import type { UserRow } from "./users.repo";

interface Deps {
  codes: OneTimeCodes;
  mailer: Mailer;
  /** The shop's origin, for links in e-mails. */
  origin: string;
}

type Holder = Pick<UserRow, "id" | "email" | "language">;

/**
 * The account guard's e-mails and codes (decisions/0032). When an account has had too many failed sign-ins, the
 * password alone no longer signs in from any client: the right password earns a code by e-mail, and the password plus
 * that code signs in. When and how often each e-mail goes out is decided by the sign-in limits (signin-limits.ts);
 * both go to the account's address in the account's language, whoever's shop the attempt came from.
 */
export function signInGuardService({ codes, mailer, origin }: Deps) {
  // Where the holder signs in and finds 'Esqueci minha senha' (the reset asks for its own code).
  const signInPage = (holder: Holder) => `${origin}${pathsFor(holder.language).auth()}`;
  return {
    /** Tells the holder that repeated failed sign-ins happened, with the advice to set a new password. */
    async alert(holder: Holder) {
      const mail = copies[holder.language].mail.signInAlert;
      await mailer.send({ to: holder.email, subject: mail.subject, text: mail.text(holder.email, signInPage(holder)) });
    },

    /** A new code (the newest wins) e-mailed to the holder; the code is a live secret, blanked once delivered. */
    async sendCode(holder: Holder) {
      const code = await codes.issueSignInCode(holder.email, holder.id);
      const mail = copies[holder.language].mail.signInCode;
      await mailer.send({ to: holder.email, subject: mail.subject, text: mail.text(code, signInPage(holder)), secrets: [code] });
    },

    /** The code's issue when it and the password are right (one-time-codes.ts): its user and its single use. */
    checkCode: (email: string, code: string, passwordRight: boolean) => codes.checkSignInCode(email, code, passwordRight),
  };
}
export type SignInGuardService = ReturnType<typeof signInGuardService>;
