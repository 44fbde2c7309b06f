import { CART_RECOVERY_DAYS } from "../../../shared/constants";
import { randomToken } from "../../lib/crypto";
import { DomainError } from "../../lib/domain-error";
import { type CartDeps, currentCartLines } from "../cart/cart.service";
import { cartReminderMail } from "./cart-reminder-mail";
import type { CartRemindersRepo, SavedLine } from "./cart-reminders.repo";

interface Deps {
  repo: CartRemindersRepo;
  lines: CartDeps;
  /** The owner's delay (the settings' 'cartReminderHours'). */
  delayHours: () => Promise<number>;
  /** The shop's configured origin: the e-mail's links. */
  origin: string;
  /** Sends the e-mails a batch wrote (the outbox's). */
  deliverSoon: (ids: string[]) => void;
}

const HOUR_MS = 3_600_000;
const notFound = () => new DomainError("cart_reminder_not_found", (t) => t.cartReminders.page.notFound);

/**
 * A cart that is not forgotten (issue 50): a signed-in customer who agreed keeps their cart on the server; a job of the
 * Cron Trigger sends one reminder per cart, the owner's hours after it last changed, with the products still sold and
 * in stock, unless they ordered since or withdrew; its link puts the cart back (what was in it, at today's prices) and
 * another stops the reminders in one click.
 */
export function cartRemindersService({ repo, lines, delayHours, origin, deliverSoon }: Deps) {
  return {
    consent: async (userId: string) => (await repo.consentOf(userId)) !== null,
    setConsent: (userId: string, agreed: boolean) => repo.setConsent(userId, agreed),

    /** The browser's cart, kept only when the customer agreed; whether it is kept. */
    save: (userId: string, saved: SavedLine[]) => repo.save(userId, saved),

    /** The reminders due now, each once; how many were written. */
    async sendDue(at: Date = new Date(), limit = 50) {
      const before = new Date(at.getTime() - (await delayHours()) * HOUR_MS).toISOString();
      let written = 0;
      for (const cart of await repo.due(before, limit)) {
        const current = await currentCartLines(lines, cart.lines, cart.language);
        const available = cart.lines.flatMap((l) => {
          const now = current.find((c) => c.productId === l.productId && c.variantId !== null && (l.variantId === null || c.variantId === l.variantId));
          return now && now.stockQuantity > 0 ? [{ ...now, quantity: Math.min(l.quantity, now.stockQuantity) }] : [];
        });
        // Everything sold out or withdrawn: no e-mail; the cart is forgotten until the browser sends it again.
        if (available.length === 0) {
          await repo.forget(cart.userId, cart.updatedAt);
          continue;
        }
        const token = randomToken();
        const mail = { id: crypto.randomUUID(), mail: cartReminderMail(cart, available, token, origin), key: `cart-reminder:${cart.userId}:${cart.updatedAt}` };
        if (await repo.remind(cart, token, mail)) {
          written++;
          deliverSoon([mail.id]);
        }
      }
      return written;
    },

    /** The lines a reminder's link puts back (its e-mail's cart; the page asks the cart's own check for today's prices). */
    async restore(token: string) {
      const reminder = await repo.byToken(token);
      if (!reminder) throw notFound();
      await repo.markRestored(reminder.id);
      return reminder.lines;
    },

    /** One click from the e-mail: no more reminders for that customer, and their kept cart forgotten. */
    async stop(token: string) {
      const reminder = await repo.byToken(token);
      if (!reminder) throw notFound();
      await repo.setConsent(reminder.userId, false);
    },

    /** The back-office's counts for reminders sent in [from, to). */
    counts: (fromIso: string, toIso: string) => repo.counts(fromIso, toIso, CART_RECOVERY_DAYS),
  };
}
export type CartRemindersService = ReturnType<typeof cartRemindersService>;
