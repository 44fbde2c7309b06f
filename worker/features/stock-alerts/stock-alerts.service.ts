import { copies } from "../../../shared/copy";
import type { Lang } from "../../../shared/languages";
import { pathsFor } from "../../../shared/page-tables";
import { shopDay } from "../../../shared/shop-day";
import type { StockAlertRequest } from "../../../shared/stock-alerts";
import { variantSearch } from "../../../shared/variants";
import type { Mail } from "../../integrations/mailer";
import { DomainError } from "../../lib/domain-error";
import type { OutboxRepo } from "../outbox/outbox.repo";
import type { StockAlertsRepo } from "./stock-alerts.repo";

/** The one-click unsubscribe link of an alert (`t` its token, `l` its language), in e-mails written before decisions/0053. */
export const STOCK_ALERT_UNSUBSCRIBE = "/api/stock-alerts/unsubscribe";

interface Deps {
  repo: StockAlertsRepo;
  outboxRows: Pick<OutboxRepo, "insert">;
  deliverSoon: (ids: string[]) => void;
  origin: string;
  ownerEmails: readonly string[];
  adminUrl: string;
  now?: () => Date;
}

/**
 * 'Avise-me quando voltar' and the owners' low-stock e-mail (issue 34, decisions/0045). An alert's e-mail is rendered
 * when it is asked for (the shopper's language, the product's page, the one-click link) and written to the outbox by
 * the database in the statement that restocks the variant (migration 0028), so every restock — the back-office's, a
 * cancelled order's, a refund's — tells each waiting shopper once.
 */
export function stockAlertsService({ repo, outboxRows, deliverSoon, origin, ownerEmails, adminUrl, now = () => new Date() }: Deps) {
  return {
    /** "created", or "exists" when this e-mail already waits for this variant. */
    async request(input: StockAlertRequest, lang: Lang) {
      const variant = await repo.variant(input.variantId, lang);
      if (!variant) throw new DomainError("variant_not_found", (t) => t.orders.admin.catalog.variantNotFound, "variantId");
      if (variant.stock > 0) throw new DomainError("stock_alert_in_stock", (t) => t.errors.stockAlertInStock);
      const m = copies[lang].mail.stockAlert;
      const label = [variant.name, [variant.size, variant.color].filter(Boolean).join(", ")].filter(Boolean).join(" — ");
      // The alert is one-off, so its e-mail has nothing to unsubscribe from (decisions/0053); the token still names the
      // alert for the one-click link of e-mails written before.
      const token = [...crypto.getRandomValues(new Uint8Array(24))].map((b) => b.toString(16).padStart(2, "0")).join("");
      // The product's page with the size, colour and pack asked for already chosen (in the shopper's language's names).
      const page = `${origin}${pathsFor(lang).product(variant.productId)}${variantSearch(variant, lang)}`;
      const outcome = await repo.create({
        id: crypto.randomUUID(),
        variantId: input.variantId,
        email: input.email.trim().toLowerCase(),
        language: lang,
        token,
        subject: m.subject(label),
        text: m.text(label, page),
        atIso: now().toISOString(),
      });
      if (outcome === "limit") throw new DomainError("stock_alert_limit", (t) => t.errors.stockAlertLimit, "email");
      return outcome;
    },

    unsubscribe: (token: string) => repo.removeByToken(token),

    /** After a restock: the alerts' e-mails the database wrote, delivered now (the cron would, a little later). */
    async deliverFor(variantIds: number[]) {
      const ids = await repo.pendingMailIds(variantIds);
      if (ids.length) deliverSoon(ids);
    },

    /**
     * The owners' daily e-mail (the cron, from 08:00 Lisbon time): the variants at or below their threshold; one per
     * owner per day (the outbox's event key), none when nothing is low.
     */
    async dailyLowStock() {
      const at = now();
      const hour = Number(new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Lisbon", hour: "2-digit", hourCycle: "h23" }).format(at));
      if (hour < 8) return 0;
      const day = shopDay(at);
      // The cron runs every ten minutes: once today's e-mails are written, the variants are not read again.
      if (ownerEmails.length === 0 || (await repo.mailed(`low-stock:${day}:${ownerEmails.at(-1)}`))) return 0;
      const low = await repo.lowStock();
      if (low.length === 0) return 0;
      const m = copies.pt.mail.stockAlert;
      const lines = low.map((v) => m.lowStockLine(v.sku, [v.name, v.size, v.color].filter(Boolean).join(" · "), v.stock, v.threshold));
      const mails = ownerEmails.map((to) => ({
        id: crypto.randomUUID(),
        to,
        mail: { to, subject: m.lowStockSubject(low.length), text: m.lowStockText(lines, adminUrl) } as Mail,
      }));
      const written: string[] = [];
      for (const x of mails) {
        const res = await outboxRows.insert(x.id, x.mail, `low-stock:${day}:${x.to}`).run();
        if ((res.meta.changes ?? 0) > 0) written.push(x.id);
      }
      if (written.length) deliverSoon(written);
      return written.length;
    },
  };
}
export type StockAlertsService = ReturnType<typeof stockAlertsService>;
