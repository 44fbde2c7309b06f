import type { z } from "zod";
import type { AddressInput } from "../../../shared/address-rules";
import { DEFAULT_LANG, type Lang } from "../../../shared/languages";
import type { CreateOrderRequest } from "../../../shared/orders";
import { normalizePostalCode, outsideEuVatArea } from "../../../shared/shipping";
import type { cartLineSchema } from "../../../shared/shipping-schemas";
import { invoiceTaxNumber } from "../../../shared/tax-number";
import { priceWithoutVat } from "../../../shared/vat-free-prices";
import { DomainError } from "../../lib/domain-error";
import type { AddressesRepo } from "../addresses/addresses.repo";
import type { BirthListsService } from "../birth-lists/birth-lists.service";
import { type CartDeps, currentCartLines } from "../cart/cart.service";
import type { AppliedCode, CodeLine, DiscountCodes } from "../promotions/discount-codes.service";
import { quoteItemsHash } from "../shipping/quote-items-hash";
import type { ShippingQuotesRepo } from "../shipping/shipping-quotes.repo";
import type { NewOrder, OrdersRepo } from "./orders.repo";

interface Deps {
  lines: CartDeps;
  quotes: ShippingQuotesRepo;
  addresses: AddressesRepo;
  discounts: DiscountCodes;
  repo: OrdersRepo;
  /** Whether the customer already has a paid order (the welcome code is for the first purchase). */
  hasPaidOrder: (userId: string) => Promise<boolean>;
  /** The owner's per-line limit (ORDER_LINE_MAX_UNITS): what a household buys. */
  lineLimit: number;
  /** Portugal's VAT rate of each product's tax category (what a delivery outside the EU's VAT territory takes out). */
  vatFree: { ratesOf(productIds: number[]): Promise<Record<string, number>> };
  /** The birth list a gift is for (issue 50): open and seen as its visitors see it; and what is still wanted of it. */
  giftLists: Pick<BirthListsService, "giftTarget" | "giftDestination" | "remaining">;
  now?: () => Date;
}

/**
 * The most units of a variant one customer may hold in pending orders at once (decisions/0050): half of what is not sold
 * to others (`free` in stock plus the customer's own `held`), and always the per-line limit when the stock allows.
 * migrations/0032's trigger applies the same rule inside the reserving batch.
 */
export const stockShare = (free: number, held: number, lineLimit: number) => Math.max(lineLimit, Math.floor((free + held) / 2));

const lineLimitError = (name: string, limit: number, i: number) =>
  new DomainError("order_line_limit", (t) => t.orders.lineLimit(name, limit), `items.${i}.quantity`);
const shareError = (name: string, more: number, i: number) =>
  new DomainError("stock_share_limit", (t) => t.orders.shareLimit(name, Math.max(0, more)), `items.${i}.quantity`);

const quoteExpired = () => new DomainError("quote_expired", (t) => t.orders.quoteExpired, "quoteId");

/**
 * Who places an order: a signed-in customer (their saved address named by `addressId`), or a guest (issue 44,
 * decisions/0058: no account, `id` null) with the address the checkout kept in their pre-registration. A guest's order
 * keeps the e-mail in its recipient address (`guestEmail`): its e-mails go there, and the account that proves it later
 * takes the order (users.repo markVerified).
 */
export type Buyer = { id: string; email: string; address?: undefined } | { id: null; email: string; address: AddressInput };
/** A guest's order request: the address is the pre-registration's, not a saved one. */
export type GuestOrderRequest = Omit<CreateOrderRequest, "addressId">;

/**
 * Orders, priced and reserved on the server (DESIGN §5): the request names variants, quantities, a stored quote and one
 * of its options, a saved address and perhaps a discount code; every amount comes from D1 in integer cents, and the
 * stock is reserved in the batch that writes the order. Payment and fulfilment build on the pending order.
 */
export function ordersService({ lines, quotes, addresses, discounts, repo, hasPaidOrder, lineLimit, vatFree, giftLists, now = () => new Date() }: Deps) {
  /** The first line that would take the customer past their share of its variant (and how many more they may hold), or null. */
  async function pastShare(userId: string, priced: { variantId: number; quantity: number }[], free: (variantId: number) => number) {
    const held = await repo.heldBy(
      userId,
      priced.map((p) => p.variantId),
    );
    for (const [i, p] of priced.entries()) {
      const mine = held.get(p.variantId) ?? 0;
      const share = stockShare(free(p.variantId), mine, lineLimit);
      if (mine + p.quantity > share) return { i, more: share - mine };
    }
    return null;
  }

  /** The code, if this customer may use it now (checked again by the order's batch under races). */
  const codeFor = (user: { id: string | null; email: string }, code: string) =>
    discounts.check(code, { userId: user.id, email: user.email, hasPaidOrder: async () => (user.id ? hasPaidOrder(user.id) : false) }, now());

  /**
   * Delivered outside the EU's VAT territory (the Canaries, Ceuta, Melilla: an exempt export), each unit is charged
   * without Portugal's VAT, by the one rule the cart and the checkout show (shared/vat-free-prices.ts, decisions/0054).
   */
  async function withoutVatOutsideEu(country: string, postalCode: string, priced: { productId: number; unitPriceCents: number; regularPriceCents: number }[]) {
    if (!outsideEuVatArea(country, postalCode)) return;
    const rates = await vatFree.ratesOf(priced.map((p) => p.productId));
    for (const p of priced) {
      p.unitPriceCents = priceWithoutVat(p.unitPriceCents, rates[String(p.productId)]!);
      p.regularPriceCents = priceWithoutVat(p.regularPriceCents, rates[String(p.productId)]!);
    }
  }

  return {
    /**
     * 'Aplicar' on the payment step: what the code takes off these cart lines (delivered to `destination`, whose VAT the
     * order would take out), or a refusal saying why: the same checks and the same rule the order applies.
     */
    async checkDiscount(
      user: { id: string | null; email: string },
      code: string,
      items: z.output<typeof cartLineSchema>[],
      destination: { country: string; postalCode: string } | null,
      lang: Lang = DEFAULT_LANG,
    ) {
      const found = await codeFor(user, code);
      const current = await currentCartLines(lines, items, lang);
      const codeLines: CodeLine[] = current.flatMap((l) => {
        const qty = items.find((i) => i.productId === l.productId && (i.variantId === null || i.variantId === l.variantId))?.quantity ?? 0;
        return l.variantId === null || qty <= 0
          ? []
          : [
              {
                productId: l.productId,
                variantId: l.variantId,
                unitPriceCents: l.salePriceCents ?? l.priceCents,
                regularPriceCents: l.priceCents,
                quantity: qty,
              },
            ];
      });
      if (destination) await withoutVatOutsideEu(destination.country, destination.postalCode, codeLines);
      const applied = await discounts.apply(found, codeLines, 0);
      return {
        code: applied.code,
        kind: applied.kind,
        percent: applied.percent,
        amountCents: applied.amountCents,
        discountCents: applied.money.discountCents,
        freeDelivery: applied.kind === "free_delivery",
        lines: applied.lines,
      };
    },

    /** The pending order, priced and its stock reserved, placed in `lang` (the request's: its e-mails' language). */
    async create(user: Buyer, req: CreateOrderRequest | GuestOrderRequest, lang: Lang = DEFAULT_LANG) {
      const at = now();

      // The lines named in the order's language: the name kept with each item is the one its e-mails and pages show.
      const current = await currentCartLines(lines, req.items, lang);
      const priced = req.items.map((item, i) => {
        const line = current.find((l) => l.productId === item.productId && (item.variantId === null || l.variantId === item.variantId));
        if (!line) throw new DomainError("unknown_product", (t) => t.errors.unknownCartProduct, `items.${i}.productId`);
        if (line.variantId === null) throw new DomainError("variant_required", (t) => t.errors.variantRequired, `items.${i}.variantId`);
        if (item.quantity > lineLimit) throw lineLimitError(line.name, lineLimit, i);
        if (line.stockQuantity < item.quantity)
          throw new DomainError("out_of_stock", (t) => t.orders.outOfStock(line.name, line.stockQuantity), `items.${i}.quantity`);
        return {
          productId: line.productId,
          variantId: line.variantId,
          quantity: item.quantity,
          unitPriceCents: line.salePriceCents ?? line.priceCents,
          regularPriceCents: line.priceCents,
          productName: line.name,
          imageKey: line.imageKey,
        };
      });

      // One customer does not hold more than their share of a variant (the batch checks it again, under races).
      const stock = new Map(current.map((l) => [l.variantId, l.stockQuantity]));
      // A guest holds no other order under an id: the per-line limit and the batch's checks still apply.
      const past = user.id ? await pastShare(user.id, priced, (v) => stock.get(v) ?? 0) : null;
      if (past) throw shareError(priced[past.i]!.productName, past.more, past.i);

      const address = user.id === null ? user.address : "addressId" in req ? await addresses.byId(user.id, req.addressId) : null;
      if (!address) throw new DomainError("address_not_found", (t) => t.addresses.notFound, "addressId");
      // A gift sent to the parents (issue 50): the parcel goes to their gift address; the buyer's stays the invoice's.
      const parcel = req.deliverToList && req.gift ? (await giftLists.giftDestination(req.gift.slug, req.gift.code)).address : null;
      const to = parcel ? { country: parcel.country, zipCode: parcel.zipCode } : { country: address.country, zipCode: address.zipCode };

      // The quote must be alive and be for this destination and these very lines; the option must be one of its own.
      const quote = await quotes.byId(req.quoteId);
      if (!quote || quote.expiresAt <= at.toISOString()) throw quoteExpired();
      const hash = await quoteItemsHash(to.country, to.zipCode, priced);
      if (quote.country !== to.country || normalizePostalCode(quote.postalCode) !== normalizePostalCode(to.zipCode) || quote.itemsHash !== hash) {
        throw quoteExpired();
      }
      const option = quote.options.find((o) => o.id === req.optionId);
      if (!option) throw new DomainError("quote_expired", (t) => t.orders.quoteExpired, "optionId");

      const invoiceNif = req.invoice ? invoiceTaxNumber(req.invoice.nif, address.country) : null;
      if (req.invoice && !invoiceNif) throw new DomainError("invoice_nif_invalid", (t) => t.orders.invoiceNifInvalid(address.country === "ES"), "invoice.nif");

      const found = req.discountCode ? await codeFor(user, req.discountCode) : null;
      // A gift from a birth list (issue 50): the list must be open and seen as its visitors see it (with its code).
      const giftList = req.gift && req.items.some((i) => i.forList) ? await giftLists.giftTarget(req.gift.slug, req.gift.code) : null;

      // The line keeps the price charged, so the payment, the e-mails and the invoice all add up to the same cents.
      await withoutVatOutsideEu(to.country, to.zipCode, priced);

      const applied: AppliedCode | null = found ? await discounts.apply(found, priced, option.costCents) : null;
      const money = applied?.money ?? {
        subtotalCents: priced.reduce((s, p) => s + p.unitPriceCents * p.quantity, 0),
        discountCents: 0,
        lineDiscountCents: priced.map(() => 0),
        shippingCents: option.costCents,
        shippingWaivedCents: 0,
        totalCents: priced.reduce((s, p) => s + p.unitPriceCents * p.quantity, 0) + option.costCents,
      };
      const order: NewOrder = {
        id: crypto.randomUUID(),
        userId: user.id,
        subtotalCents: money.subtotalCents,
        discountCents: money.discountCents,
        shippingCents: money.shippingCents,
        totalCents: money.totalCents,
        shippingCountry: to.country,
        shippingPostalCode: to.zipCode,
        shippingServiceName: option.name,
        shippingDelay: option.delay,
        transitDays: option.transitDays ?? null,
        recipientAddress: {
          ...address,
          id: undefined,
          isDefault: undefined,
          createdAt: undefined,
          recipientName: req.recipientName ?? address.fullName,
          ...(user.id === null ? { guestEmail: user.email } : {}),
        },
        shippingQuoteId: quote.id,
        items: priced.map((p, i) => ({
          ...p,
          discountCents: money.lineDiscountCents[i]!,
          birthListId: giftList && req.items[i]!.forList ? giftList.id : null,
        })),
        gift: giftList && req.gift ? { from: req.gift.from, message: req.gift.message ?? "" } : null,
        giftDelivery: parcel ? { ...parcel, recipientName: parcel.fullName } : null,
        promotion: applied
          ? {
              id: applied.promotionId,
              code: applied.code,
              singleUse: applied.singleUse,
              email: user.email.toLowerCase(),
              discountCents: money.discountCents + money.shippingWaivedCents,
            }
          : null,
        language: lang,
        invoiceNif,
        invoiceName: req.invoice ? (req.invoice.name ?? address.fullName) : null,
      };
      const result = await repo.reserve(order, at.toISOString());
      if (!result.ok && result.refused === "discount") throw new DomainError("discount_invalid", (t) => t.orders.discountUsed, "discountCode");
      if (!result.ok && result.refused === "cap") throw new DomainError("discount_invalid", (t) => t.orders.discountCapReached, "discountCode");
      if (!result.ok && result.refused === "customer-limit") throw new DomainError("discount_invalid", (t) => t.orders.discountCustomerLimit, "discountCode");
      if (!result.ok && result.refused === "pending") throw new DomainError("too_many_pending_orders", (t) => t.orders.tooManyPending);
      if (!result.ok && result.refused === "first-purchase") throw new DomainError("discount_invalid", (t) => t.orders.discountOtherOrder, "discountCode");
      if (!result.ok && result.refused === "welcome-pending") throw new DomainError("too_many_pending_orders", (t) => t.orders.welcomeOrderPending);
      if (!result.ok && (result.refused === "gift-offered" || result.refused === "gift-gone") && giftList) {
        // Another gift took what was still wanted in the meantime (or the parents took the product off the list): name
        // the first gift line that no longer fits; the visitor may still buy it, unmarked.
        const left = await giftLists.remaining(giftList.id);
        const i = Math.max(
          0,
          priced.findIndex((p, j) => req.items[j]!.forList && (left.get(p.variantId) ?? 0) < p.quantity),
        );
        const name = priced[i]!.productName;
        if (!left.has(priced[i]!.variantId)) throw new DomainError("birth_list_item_gone", (t) => t.birthLists.gift.itemGone(name), `items.${i}.forList`);
        throw new DomainError("birth_list_item_offered", (t) => t.birthLists.gift.justOffered(name), `items.${i}.forList`);
      }
      if (!result.ok && result.refused === "line") {
        const i = Math.max(
          0,
          priced.findIndex((p) => p.quantity > lineLimit),
        );
        throw lineLimitError(priced[i]!.productName, lineLimit, i);
      }
      if (!result.ok && result.refused === "share") {
        // Another order of this customer was reserved in the meantime: say how many more they may hold now.
        const left = await repo.stockOf(priced.map((p) => p.variantId));
        const past = (user.id ? await pastShare(user.id, priced, (v) => left.get(v) ?? 0) : null) ?? { i: 0, more: 0 };
        throw shareError(priced[past.i]!.productName, past.more, past.i);
      }
      if (!result.ok) {
        // Someone bought the last units in the meantime: name the first line that no longer fits, and what is left.
        const left = await repo.stockOf(priced.map((p) => p.variantId));
        const i = Math.max(
          0,
          priced.findIndex((p) => (left.get(p.variantId) ?? 0) < p.quantity),
        );
        throw new DomainError("out_of_stock", (t) => t.orders.outOfStock(priced[i]!.productName, left.get(priced[i]!.variantId) ?? 0), `items.${i}.quantity`);
      }
      return {
        id: order.id,
        status: "pending" as const,
        subtotalCents: money.subtotalCents,
        discountCents: money.discountCents,
        shippingCents: money.shippingCents,
        totalCents: money.totalCents,
      };
    },
  };
}
export type OrdersService = ReturnType<typeof ordersService>;
