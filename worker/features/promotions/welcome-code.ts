import { copies } from "../../../shared/copy";
import type { Lang } from "../../../shared/languages";
import { readableCode } from "./readable-code";

/** The welcome promotion's percentage, as migrations/0038 stores it (the e-mail that sends the code says it). */
export const WELCOME_PERCENT = 10;
const LENGTH = 10;

/**
 * The prefix in the language of the shop it was asked from ('BEMVINDO-', 'BIENVENIDO-': issue 44) and 10 characters from
 * the platform's CSPRNG: 50 bits, not guessable. The prefix is a word for the shopper, not a rule: a code is looked up
 * whole, so the codes already sent stay valid in either shop.
 */
export function newWelcomeCode(lang: Lang): string {
  return readableCode(copies[lang].mail.welcomeCodePrefix, LENGTH);
}

/**
 * What stays of an e-mail on its welcome code once the account is erased (issue 43): a keyed hash (HMAC with the shop's
 * secret) of the lower-cased address, never the address, so the same address subscribing again gets no second code.
 * `sign` is the shop's HMAC (lib/crypto.ts hmacSha256Hex of AUTH_SECRET); the prefix keeps it apart from its other uses.
 */
export const erasedEmailMark = async (sign: (text: string) => Promise<string>, email: string) =>
  `erased:${await sign(`welcome-code-erased:${email.trim().toLowerCase()}`)}`;
