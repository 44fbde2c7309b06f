import type { NewsletterRepo } from "./newsletter.repo";

export function newsletterService(repo: NewsletterRepo) {
  return {
    /** DESIGN §6.6: the subscription (e-mail and consent time) is stored. Same answer whether new or repeated. */
    subscribe: (email: string) => repo.subscribe(email.trim().toLowerCase()),
  };
}
