import { copies } from "../../../shared/copy";
import type { Lang } from "../../../shared/languages";

/** 32 symbols without look-alikes (no I, O, 0, 1): each character carries exactly 5 random bits. */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const WELCOME_PERCENT = 10;
const LENGTH = 10;

/**
 * The prefix in the language of the shop it was asked from ('BEMVINDO-', 'BIENVENIDO-': issue 44) and 10 characters from
 * the platform's CSPRNG: 50 bits, not guessable. The prefix is a word for the shopper, not a rule: a code is looked up
 * whole, so the codes already sent stay valid in either shop.
 */
export function newWelcomeCode(lang: Lang): string {
  const bytes = crypto.getRandomValues(new Uint8Array(LENGTH));
  let out: string = copies[lang].mail.welcomeCodePrefix;
  for (const b of bytes) out += ALPHABET[b & 31];
  return out;
}

/** What a customer types, as stored: trimmed, upper case. */
export const normaliseCode = (input: string) => input.trim().toUpperCase();

/**
 * What stays of an e-mail on its welcome code once the account is erased (issue 43): a keyed hash (HMAC with the shop's
 * secret) of the lower-cased address, never the address, so the same address subscribing again gets no second code.
 * `sign` is the shop's HMAC (lib/crypto.ts hmacSha256Hex of AUTH_SECRET); the prefix keeps it apart from its other uses.
 */
export const erasedEmailMark = async (sign: (text: string) => Promise<string>, email: string) =>
  `erased:${await sign(`welcome-code-erased:${email.trim().toLowerCase()}`)}`;
