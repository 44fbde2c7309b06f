import { copy } from "../shared/copy";
import type { ShopIdentity } from "../shared/shop-info";
import type { DispatchSettings } from "../shared/shop-settings";
import type { AppConfig } from "./config/app-config";
import type { Db } from "./db/client";
import type { Once } from "./deps-source";
import type { AddressesRepo } from "./features/addresses/addresses.repo";
import type { UsersRepo } from "./features/auth/users.repo";
import type { BirthListsService } from "./features/birth-lists/birth-lists.service";
import { invoiceDocumentsRepo } from "./features/invoicing/invoice-documents.repo";
import { invoicingService } from "./features/invoicing/invoicing.service";
import { vatFreeRatesRepo } from "./features/invoicing/vat-free-rates.repo";
import { checkoutService, ORDER_STATUS_CHECK_SECONDS } from "./features/orders/checkout.service";
import { guestOrderKeys } from "./features/orders/guest-order-key";
import { orderLifecycle } from "./features/orders/order-lifecycle";
import { orderLifecycleRepo } from "./features/orders/order-lifecycle.repo";
import { paymentsService } from "./features/orders/order-payments.service";
import { orderReadsRepo } from "./features/orders/order-reads.repo";
import { ordersRepo } from "./features/orders/orders.repo";
import { ordersService } from "./features/orders/orders.service";
import { withdrawalService } from "./features/orders/withdrawal.service";
import { withdrawalsRepo } from "./features/orders/withdrawals.repo";
import type { OutboxRepo } from "./features/outbox/outbox.repo";
import type { OutboxService } from "./features/outbox/outbox.service";
import { ownerNotices } from "./features/owner-notifications/owner-notices";
import { ownerNoticesRepo } from "./features/owner-notifications/owner-notices.repo";
import type { DiscountCodes } from "./features/promotions/discount-codes.service";
import type { ShippingQuotesRepo } from "./features/shipping/shipping-quotes.repo";
import { chooseInvoicingProvider } from "./integrations/invoicing/choose-provider";
import { choosePaymentProvider } from "./integrations/payments/choose-provider";
import { stripeWebhookVerifier } from "./integrations/payments/stripe-provider";
import { firstInWindow } from "./lib/rate-limit";

/** What the orders' part of the dependencies takes from the rest (deps.ts). */
interface Base {
  db: Db;
  config: AppConfig;
  defer: (work: Promise<unknown>) => void;
  outbox: () => OutboxService;
  outboxRows: () => OutboxRepo;
  users: () => UsersRepo;
  lines: () => Parameters<typeof ordersService>[0]["lines"];
  shippingQuotes: () => ShippingQuotesRepo;
  addressRows: () => AddressesRepo;
  birthLists: () => BirthListsService;
  discounts: () => DiscountCodes;
  /** The seller as the owner's settings name it (issue 46): the withdrawal form's trader and the e-mails' contact. */
  identity: () => Promise<ShopIdentity>;
  /** The owner's dispatch cut-off and handling days (issue 49): a paid order's delivery promise. */
  dispatch: () => Promise<DispatchSettings>;
  /** A provider's payment event for a session the shop never opened, kept for the health page (issue 46). */
  recordUnmatched: (e: { eventId: string; provider: string; eventType: string; sessionId: string }) => Promise<void>;
}

/**
 * The orders' part of the dependencies (decisions/0006): the lifecycle and everything that moves orders through it —
 * payments, checkout, withdrawals — and certified invoicing (issue 33). Built on first use, like the rest (deps.ts).
 */
export function orderDeps(
  once: Once,
  { db, config, defer, outbox, outboxRows, users, lines, shippingQuotes, addressRows, discounts, birthLists, identity, dispatch, recordUnmatched }: Base,
) {
  const paymentProvider = once("paymentProvider", () =>
    choosePaymentProvider({ stripe: config.stripe, devFeatures: config.devFeatures, publicOrigin: config.publicOrigin, fault: config.faults.payments }),
  );
  const orderReads = once("orderReads", () => orderReadsRepo(db));
  const emailOf = async (userId: string) => (await users().byId(userId))?.email ?? null;
  // A guest order's key (issue 44): the link of its page, for the guest without an account.
  const guestKeys = once("guestKeys", () => guestOrderKeys(config.authSecret));
  // The owners' e-mails of the shop's events (issue 44): made by the services, written in their events' batches.
  const ownerNoticeRows = once("ownerNoticeRows", () => ownerNoticesRepo(db.$client));
  const owners = once("owners", () => ownerNotices(config.ownerEmails, (ids) => outbox().deliverSoon(ids)));
  const documentRows = once("documentRows", () => invoiceDocumentsRepo(db.$client, outboxRows(), ownerNoticeRows()));
  const invoicing = once("invoicing", () =>
    invoicingService({
      repo: documentRows(),
      provider: chooseInvoicingProvider(config, db.$client),
      oss: config.vatOss,
      origin: config.publicOrigin,
      defer: defer,
      deliverSoon: (ids) => outbox().deliverSoon(ids),
      owners: owners(),
      guestKey: (orderId) => guestKeys().sign(orderId),
      verifyGuestKey: (orderId, key) => guestKeys().verify(orderId, key),
    }),
  );
  const lifecycleRepo = once("lifecycleRepo", () => orderLifecycleRepo(db.$client, outboxRows(), documentRows(), ownerNoticeRows()));
  const lifecycle = once("lifecycle", () =>
    orderLifecycle({
      repo: lifecycleRepo(),
      reads: orderReads(),
      outbox: outbox(),
      invoices: { issueSoon: (ids) => invoicing().issueSoon(ids) },
      emailOf,
      guestKey: (orderId) => guestKeys().sign(orderId),
      shop: { origin: config.publicOrigin, from: config.mail?.from ?? copy.mail.defaultFrom, company: async () => (await identity()).company },
      owners: owners(),
      dispatch,
      giftMails: (orderId) => birthLists().giftMails(orderId),
    }),
  );
  const payments = once("payments", () =>
    paymentsService({
      lifecycle: lifecycle(),
      provider: paymentProvider(),
      webhook: config.stripe ? stripeWebhookVerifier(config.stripe) : null,
      recordUnmatched,
    }),
  );
  const checkout = once("checkout", () =>
    checkoutService({
      orders: orders(),
      reads: orderReads(),
      lifecycle: lifecycle(),
      payments: payments(),
      provider: paymentProvider(),
      origin: config.publicOrigin,
      mayAskProvider: (orderId) => firstInWindow(db.$client, "order-status", orderId, ORDER_STATUS_CHECK_SECONDS),
      guestKeys: guestKeys(),
    }),
  );
  const orders = once("orders", () =>
    ordersService({
      lines: lines(),
      quotes: shippingQuotes(),
      addresses: addressRows(),
      discounts: discounts(),
      repo: ordersRepo(db, config.orderLineMaxUnits),
      hasPaidOrder: (userId) => lifecycleRepo().hasPaidOrder(userId),
      lineLimit: config.orderLineMaxUnits,
      vatFree: vatFreeRatesRepo(db.$client),
      giftLists: birthLists(),
    }),
  );
  const withdrawals = once("withdrawals", () => withdrawalService({ repo: withdrawalsRepo(db), reads: orderReads(), lifecycle: lifecycle() }));
  return { invoicing, lifecycle, payments, checkout, orders, withdrawals, owners, ownerNoticeRows };
}
