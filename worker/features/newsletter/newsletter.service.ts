import { copy } from "../../../shared/copy";
import type { Mailer } from "../../integrations/mailer";
import type { DiscountCodes } from "../discounts/discount-codes.service";
import { WELCOME_PERCENT } from "../discounts/welcome-code";
import type { NewsletterRepo } from "./newsletter.repo";

interface Deps {
  repo: NewsletterRepo;
  codes: DiscountCodes;
  mailer: Mailer;
}

const welcomeMail = (to: string, code: string) => ({ to, ...copy.mail.welcomeDiscount(WELCOME_PERCENT, code) });

export function newsletterService({ repo, codes, mailer }: Deps) {
  return {
    /**
     * DESIGN §6.6: the subscription (e-mail and consent time) is stored. The first subscription of an e-mail
     * also gets a single-use welcome code by e-mail; a repeated one gets neither, and the same answer.
     */
    async subscribe(input: string) {
      const email = input.trim().toLowerCase();
      await repo.subscribe(email);
      const code = await codes.mintWelcomeCode(email);
      if (!code) return;
      try {
        await mailer.send(welcomeMail(email, code));
      } catch (e) {
        // Undelivered: take the code back so subscribing again mints and sends a new one.
        await codes.discard(code);
        throw e;
      }
    },
  };
}
