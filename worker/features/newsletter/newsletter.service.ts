import { copies } from "../../../shared/copy";
import type { Lang } from "../../../shared/languages";
import { apiPaths } from "../../../shared/paths";
import type { Mailer } from "../../integrations/mailer";
import type { DiscountCodes } from "../promotions/discount-codes.service";
import { erasedEmailMark, WELCOME_PERCENT } from "../promotions/welcome-code";
import type { NewsletterRepo } from "./newsletter.repo";

interface Deps {
  repo: NewsletterRepo;
  codes: DiscountCodes;
  mailer: Mailer;
  /** HMAC with the shop's secret: the unsubscribe link's proof that it came from the shop's e-mail. */
  sign: (text: string) => Promise<string>;
  origin: string;
}

/** The same length and every character compared, so the time taken says nothing about a guessed token. */
const sameToken = (a: string, b: string) => a.length === b.length && [...a].reduce((diff, ch, i) => diff | (ch.charCodeAt(0) ^ b.charCodeAt(i)), 0) === 0;

export function newsletterService({ repo, codes, mailer, sign, origin }: Deps) {
  const tokenFor = (email: string) => sign(`newsletter-unsubscribe:${email}`);
  /** The one-click link every newsletter e-mail carries (the consent box promises it); a Spanish e-mail's opens a Spanish page. */
  const unsubscribeLink = async (email: string, lang: Lang) =>
    `${origin}${apiPaths.newsletterUnsubscribe}?${new URLSearchParams({ e: email, t: await tokenFor(email), ...(lang === "pt" ? {} : { l: lang }) })}`;
  const welcomeMail = async (to: string, code: string, lang: Lang) => ({
    to,
    ...copies[lang].mail.welcomeDiscount(WELCOME_PERCENT, code, await unsubscribeLink(to, lang)),
  });

  return {
    /** The link's e-mail and token: true (and the subscription gone) when the token is the shop's for that e-mail. */
    async unsubscribe(email: string, token: string) {
      if (!sameToken(token, await tokenFor(email))) return false;
      await repo.unsubscribe(email);
      return true;
    },

    /**
     * DESIGN §6.6: the subscription (e-mail and consent time) is stored. The first subscription of an e-mail
     * also gets a single-use welcome code by e-mail (in the language of the shop it subscribed from); a repeated one
     * gets neither, and the same answer — even after the address's account was erased.
     */
    async subscribe(input: string, lang: Lang) {
      const email = input.trim().toLowerCase();
      await repo.subscribe(email);
      // An address whose account was erased after it had a code gets none again (issue 43).
      const code = await codes.mintWelcomeCode(email, await erasedEmailMark(sign, email), lang);
      if (!code) return;
      try {
        await mailer.send(await welcomeMail(email, code, lang));
      } catch (e) {
        // Undelivered: take the code back so subscribing again mints and sends a new one.
        await codes.discard(code);
        throw e;
      }
    },
  };
}
