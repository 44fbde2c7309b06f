import { deliveryWindowOrNull, deliveryWindowText } from "../../../shared/delivery-dates";
import { type FreeDeliveryZone, freeDeliveryZone } from "../../../shared/free-delivery";
import { DEFAULT_LANG, type Lang } from "../../../shared/languages";
import { normalizePostalCode, outsideEuVatArea, type ShippingOption } from "../../../shared/shipping";
import type { ShippingQuoteRequest } from "../../../shared/shipping-schemas";
import type { DispatchSettings } from "../../../shared/shop-settings";
import type { VatFreeRates } from "../../../shared/vat-free-prices";
import type { QuoteCache } from "../../integrations/kv-quote-cache";
import type { QuoteProvider, QuoteRequest } from "../../integrations/shipping/quote-provider";
import { sha256Hex } from "../../lib/crypto";
import { DomainError } from "../../lib/domain-error";
import { type CartDeps, currentCartLines } from "../cart/cart.service";
import { quoteItemsHash } from "./quote-items-hash";
import { QUOTE_LIFETIME_MS, type ShippingQuotesRepo } from "./shipping-quotes.repo";

interface Deps {
  lines: CartDeps;
  provider: QuoteProvider;
  cache: QuoteCache;
  quotes: ShippingQuotesRepo;
  /** Portugal's VAT rate of each product's tax category (what a delivery outside the EU's VAT territory takes out). */
  vatFree: { ratesOf(productIds: number[]): Promise<Record<string, number>> };
  /** The owner's free delivery above an amount, per zone (issue 47; null: none there). */
  freeDelivery: () => Promise<Record<FreeDeliveryZone, number | null>>;
  /** The owner's dispatch cut-off hour and handling days (issue 49): each option's delivery window counts from them. */
  dispatch: () => Promise<DispatchSettings>;
  now?: () => Date;
}

/**
 * Free delivery above the zone's amount (issue 47): the goods (at today's prices, VAT included, before any code) reach
 * it, so the cheapest option costs nothing. The quote stores it so, and the order charges what the quote says.
 */
function withFreeDelivery(options: ShippingOption[], goodsCents: number, amountCents: number | null): ShippingOption[] {
  if (amountCents === null || goodsCents < amountCents || options.length === 0) return options;
  const cheapest = options.reduce((a, o) => (o.costCents < a.costCents ? o : a));
  return options.map((o) => (o === cheapest ? { ...o, costCents: 0 } : o));
}

/**
 * Each option whose transit days are known, with when it would arrive if ordered now (issue 49): from the dispatch
 * cut-off and handling days, weekends and the holidays of Portugal (dispatch) and of the destination (transit).
 */
function withWindows(options: ShippingOption[], country: "PT" | "ES", at: Date, lang: Lang, dispatch: DispatchSettings): ShippingOption[] {
  return options.map((o) => {
    if (!o.transitDays) return o;
    const w = deliveryWindowOrNull({ now: at, ...dispatch, transitDays: o.transitDays, destination: country });
    return w ? { ...o, window: { from: w.from, to: w.to, text: deliveryWindowText(lang, w) } } : o;
  });
}

async function cacheKey(provider: string, q: QuoteRequest) {
  const canonical = JSON.stringify([
    provider,
    q.lang ?? DEFAULT_LANG,
    q.isoCountry,
    q.postcode,
    [...q.products].sort((a, b) => a.reference.localeCompare(b.reference)),
  ]);
  return sha256Hex(canonical);
}

export function shippingService({ lines, provider, cache, quotes, vatFree, freeDelivery, dispatch, now = () => new Date() }: Deps) {
  return {
    /**
     * The worker looks up the skus itself: the browser sends only ids and quantities. The supplier's reference is the
     * variant's sku (SPEC §7). The answer is stored as a quote (id, short lifetime) that an order can refer to.
     */
    async quote(req: ShippingQuoteRequest, lang: Lang = DEFAULT_LANG) {
      const current = await currentCartLines(lines, req.items);
      const chosen = req.items.map((item, i) => {
        const line = current.find((l) => l.productId === item.productId && (item.variantId === null || l.variantId === item.variantId));
        if (!line) throw new DomainError("unknown_product", (t) => t.errors.unknownCartProduct, `items.${i}.productId`);
        if (line.variantId === null) throw new DomainError("variant_required", (t) => t.errors.variantRequired, `items.${i}.variantId`);
        return { sku: line.sku.trim(), variantId: line.variantId, unitCents: line.salePriceCents ?? line.priceCents };
      });
      const skus = chosen.map((c) => c.sku);
      const q: QuoteRequest = {
        isoCountry: req.country,
        postcode: normalizePostalCode(req.postalCode),
        products: req.items.map((i, n) => ({ reference: skus[n]!, quantity: i.quantity })),
        lang,
      };
      const key = await cacheKey(provider.name, q);
      let quoted = await cache.get(key);
      if (!quoted) {
        quoted = await provider.quote(q);
        await cache.put(key, quoted);
      }
      const zone = freeDeliveryZone(req.country, req.postalCode);
      const goodsCents = req.items.reduce((s, it, i) => s + chosen[i]!.unitCents * it.quantity, 0);
      const at = now();
      const options = withWindows(withFreeDelivery(quoted, goodsCents, zone ? (await freeDelivery())[zone] : null), req.country, at, lang, await dispatch());
      const saved = await quotes.save(
        {
          country: req.country,
          postalCode: req.postalCode.trim(),
          itemsHash: await quoteItemsHash(
            req.country,
            req.postalCode,
            req.items.map((it, i) => ({ variantId: chosen[i]!.variantId, quantity: it.quantity })),
          ),
          options,
          expiresAt: new Date(at.getTime() + QUOTE_LIFETIME_MS).toISOString(),
        },
        at,
      );
      // Outside the EU's VAT territory the goods are charged without Portugal's VAT (decisions/0054): the rate to take
      // out of each product's price, so the cart and the checkout show what the order will charge.
      const withoutVat: VatFreeRates = outsideEuVatArea(req.country, req.postalCode) ? await vatFree.ratesOf(req.items.map((i) => i.productId)) : null;
      return { quoteId: saved.id, expiresAt: saved.expiresAt, options, withoutVat };
    },
  };
}
