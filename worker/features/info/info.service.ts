import type { ContactMessageInput } from "../../../shared/contact";
import { infoCopy } from "../../../shared/copy/pt/info-pages";
import type { FreeDeliveryZone } from "../../../shared/free-delivery";
import { DEFAULT_LANG, type Lang } from "../../../shared/languages";
import type { ShippingOption } from "../../../shared/shipping";
import type { Zone } from "../../../shared/shipping-zones";
import type { ShopIdentity } from "../../../shared/shop-info";
import type { DispatchSettings } from "../../../shared/shop-settings";
import type { Mailer } from "../../integrations/mailer";
import type { ContactMessagesRepo } from "./contact-messages.repo";

/** Two years (the privacy policy). */
export const CONTACT_RETENTION_DAYS = 730;

interface Deps {
  /** The seller, the entities and the return address: the owner's settings over the configuration's (issue 46). */
  identity: () => Promise<ShopIdentity>;
  /**
   * The rate table the shop quotes with when no supplier is configured (worker/integrations/shipping/rate-table.ts),
   * its options named and their delays said in a language (the Spanish shop's page in Spanish, issue 44).
   */
  rates: (lang: Lang) => Record<Zone, ShippingOption[]>;
  /** True when a supplier answers the quotes: the page then calls the table a reference. */
  ratesFromSupplier: boolean;
  /** Free delivery above an amount, per zone (issue 47; null: none): the cart drawer says how much is missing. */
  freeDelivery: () => Promise<Record<FreeDeliveryZone, number | null>>;
  /** The dispatch cut-off and handling days (issue 49): the product page and the cart count the delivery window from them. */
  dispatch: () => Promise<DispatchSettings>;
  repo: ContactMessagesRepo;
  mailer: Mailer;
}

/** The shop's public information (company, ADR entity, shipping rates) and the contact form (decision 0013). */
export function infoService({ identity, rates, ratesFromSupplier, freeDelivery, dispatch, repo, mailer }: Deps) {
  return {
    async shopInfo(lang: Lang = DEFAULT_LANG) {
      const table = rates(lang);
      return {
        ...(await identity()),
        shipping: {
          ratesFromSupplier,
          zones: (Object.keys(table) as Zone[]).map((zone) => ({
            zone,
            options: [...table[zone]]
              .sort((a, b) => a.costCents - b.costCents)
              .map(({ id, name, costCents, delay, carrierCode, transitDays }) => ({ id, name, costCents, delay, carrierCode, transitDays })),
          })),
          freeDeliveryAbove: await freeDelivery(),
          dispatch: await dispatch(),
        },
      };
    },

    /** The retention of the privacy policy: contact messages go CONTACT_RETENTION_DAYS after they were sent (Cron Trigger). */
    purgeOldMessages: (now = new Date()) => repo.purgeBefore(new Date(now.getTime() - CONTACT_RETENTION_DAYS * 86_400_000).toISOString()),

    /** Stores the message first (it is not lost if the mail fails), then e-mails the shop. */
    async sendContactMessage(message: ContactMessageInput) {
      const id = crypto.randomUUID();
      await repo.insert(id, message);
      await mailer.send({ to: (await identity()).company.email, ...infoCopy.contactMail(id, message) });
      return { id };
    },
  };
}
export type InfoService = ReturnType<typeof infoService>;
