import type { AppConfig } from "./config/app-config";
import { auditLogRepo } from "./features/audit/audit-log.repo";
import { auditLogService } from "./features/audit/audit-log.service";
import type { HashParams } from "./features/auth/password-hash";
import { catalogAdminRepo } from "./features/catalog/catalog-admin.repo";
import { catalogAdminService } from "./features/catalog/catalog-admin.service";
import { catalogCsvRepo } from "./features/catalog/catalog-csv.repo";
import { catalogCsvService } from "./features/catalog/catalog-csv.service";
import { catalogImagesRepo } from "./features/catalog/catalog-images.repo";
import { catalogImagesService } from "./features/catalog/catalog-images.service";
import { catalogProductsRepo } from "./features/catalog/catalog-products.repo";
import { catalogProductsService } from "./features/catalog/catalog-products.service";
import { catalogVariantsRepo } from "./features/catalog/catalog-variants.repo";
import { catalogVariantsService } from "./features/catalog/catalog-variants.service";
import { customersAdminRepo } from "./features/customers/customers-admin.repo";
import { customersAdminService } from "./features/customers/customers-admin.service";
import type { SizedImagesService } from "./features/images/sized-images.service";
import type { InvoicingService } from "./features/invoicing/invoicing.service";
import { adminOrdersRepo } from "./features/orders/admin-orders.repo";
import { adminOrdersService } from "./features/orders/admin-orders.service";
import type { OrderLifecycle } from "./features/orders/order-lifecycle";
import type { RefundRow } from "./features/orders/order-lifecycle.repo";
import type { OutboxRepo } from "./features/outbox/outbox.repo";
import type { OutboxService } from "./features/outbox/outbox.service";
import { ownerNoticesRepo } from "./features/owner-notifications/owner-notices.repo";
import { ownerNotificationsService } from "./features/owner-notifications/owner-notifications.service";
import { parcelBoxesRepo } from "./features/parcel-boxes/parcel-boxes.repo";
import { parcelBoxesService } from "./features/parcel-boxes/parcel-boxes.service";
import { promotionsRepo } from "./features/promotions/promotions.repo";
import { promotionsService } from "./features/promotions/promotions.service";
import { scheduledSalesRepo } from "./features/promotions/scheduled-sales.repo";
import { scheduledSalesService } from "./features/promotions/scheduled-sales.service";
import { dashboardRepo } from "./features/reports/dashboard.repo";
import { dashboardService } from "./features/reports/dashboard.service";
import { refundsReportRepo } from "./features/reports/refunds-report.repo";
import { refundsReportService } from "./features/reports/refunds-report.service";
import { salesReportRepo } from "./features/reports/sales-report.repo";
import { salesReportService } from "./features/reports/sales-report.service";
import { vatReportRepo } from "./features/reports/vat-report.repo";
import { vatReportService } from "./features/reports/vat-report.service";
import { reviewsAdminRepo } from "./features/reviews/reviews-admin.repo";
import { reviewsAdminService } from "./features/reviews/reviews-admin.service";
import { shippingLabelsRepo } from "./features/shipping-labels/shipping-labels.repo";
import { type Seller, shippingLabelsService } from "./features/shipping-labels/shipping-labels.service";
import { roleInvitationsRepo } from "./features/staff/role-invitations.repo";
import { roleInvitationsService } from "./features/staff/role-invitations.service";
import { staffRepo } from "./features/staff/staff.repo";
import { staffService } from "./features/staff/staff.service";
import { chooseLabelProvider } from "./integrations/carriers/choose-label-provider";
import { simulatedTrackerEvent } from "./integrations/carriers/easypost-simulator";
import { manualShipments } from "./integrations/carriers/shipments";
import type { ImageStore } from "./integrations/r2-images";
import { hmacSha256Hex, sameText } from "./lib/crypto";

/**
 * A return label's link for its customer (issue 49): keyed by an HMAC of the order's id under the shop's secret, so the
 * e-mail's link opens the PDF without signing in (a guest's order too) and no other order's label can be guessed.
 */
function returnLabelLink(config: AppConfig) {
  const keyOf = hmacSha256Hex(`return-label:${config.authSecret}`);
  return {
    url: async (orderId: string) => `${config.publicOrigin}/api/return-labels/${orderId}/label.pdf?chave=${await keyOf(orderId)}`,
    verify: async (orderId: string, key: string) => sameText(await keyOf(orderId), key),
  };
}

/** The back-office's services (issue 32, decisions/0042): its orders and its team, put together for worker/deps.ts. */
export function adminServices(p: {
  d1: D1Database;
  config: AppConfig;
  lifecycle: OrderLifecycle;
  outboxRows: OutboxRepo;
  outbox: OutboxService;
  refundNow: (r: RefundRow) => Promise<boolean>;
  signedInAt: (sid: string) => Promise<number | null>;
  invoicing: InvoicingService;
  /** The seller's name (the owner's settings): atop the packing slips. */
  sellerName: () => Promise<string>;
  /** The seller's details (the owner's settings): a carrier label's sender. */
  seller: () => Promise<Seller>;
  /** Carrier labels' PDFs (private), and the key-value store the carrier simulator keeps its shipments in. */
  labels: R2Bucket;
  kv: KVNamespace;
  /** After a restock: the waiting shoppers' e-mails delivered now (issue 34). */
  deliverStockAlerts: (variantIds: number[]) => Promise<void>;
  /** The products' images in R2, one folder per sku, and their sized copies (decisions/0084). */
  images: ImageStore;
  sizedImages: SizedImagesService;
  /** The password hashing cost (an invitation's acceptance sets the account's password). */
  hashParams: HashParams;
  /** A customer's data download and erasure, the same the customer's own account pages use (issue 48). */
  exportAccount: (user: { id: string; email: string }) => Promise<Record<string, unknown>>;
  eraseAccount: (user: { id: string; email: string }) => Promise<void>;
  /** The forgotten carts' reminders sent in a range, the carts recovered and their revenue (issue 50). */
  cartReminderCounts: (fromIso: string, toIso: string) => Promise<{ sent: number; recovered: number; revenueCents: number }>;
}) {
  const invitationsRepo = roleInvitationsRepo(p.d1, p.outboxRows);
  const invitations = roleInvitationsService({
    repo: invitationsRepo,
    ownerEmails: p.config.ownerEmails,
    origin: p.config.publicOrigin,
    hashToken: hmacSha256Hex(`back-office-invitations:${p.config.authSecret}`),
    hashParams: p.hashParams,
    deliverSoon: (ids) => p.outbox.deliverSoon(ids),
  });
  const parcelBoxes = parcelBoxesService(parcelBoxesRepo(p.d1));
  return {
    /** How a back-office role reaches an account (issue 43): links sent to the address, accepted by setting a password. */
    invitations,
    orders: adminOrdersService({
      repo: adminOrdersRepo(p.d1),
      lifecycle: p.lifecycle,
      shipments: manualShipments,
      refundNow: p.refundNow,
      signedInAt: p.signedInAt,
      documentsOf: (orderId) => p.invoicing.documentsOf(orderId),
      sellerName: p.sellerName,
    }),
    /** Carrier labels (issue 49, decisions/0080): bought once from the order page, their PDFs one by one or together. */
    /** The shop's boxes (issue 49): a label's parcel is one of them; owners keep the list. */
    parcelBoxes,
    shippingLabels: shippingLabelsService({
      repo: shippingLabelsRepo(p.d1, p.outboxRows),
      boxes: parcelBoxes,
      provider: chooseLabelProvider(p.config, p.kv),
      bucket: p.labels,
      orderOf: (id) => p.lifecycle.order(id),
      seller: p.seller,
      lifecycle: p.lifecycle,
      webhookSecret: p.config.carrierWebhookSecret,
      simulatedEvent: p.config.carrierLabels?.kind === "simulator" ? (code, status) => simulatedTrackerEvent(p.kv, code, status, new Date()) : null,
      goodsReturnedAt: (id) => adminOrdersRepo(p.d1).goodsReturnedAt(id),
      contactOf: (id) => p.lifecycle.contactOf(id),
      returnLink: returnLabelLink(p.config),
    }),
    /** The catalogue in the back-office (issue 34): products, the editor, stock. */
    catalog: catalogAdminService({ repo: catalogAdminRepo(p.d1), deliverStockAlerts: p.deliverStockAlerts }),
    /** Products created, copied and archived (issue 44, decisions/0052). */
    catalogProducts: catalogProductsService({ repo: catalogProductsRepo(p.d1), admin: catalogAdminRepo(p.d1), variants: catalogVariantsRepo(p.d1) }),
    /** The catalogue as CSV (issue 34, decisions/0046): the export, and the import checked line by line before it writes. */
    catalogCsv: catalogCsvService({ repo: catalogCsvRepo(p.d1), deliverStockAlerts: p.deliverStockAlerts }),
    /** A product's variants (add, edit, reorder, deactivate) and its images (upload, order, delete). */
    catalogVariants: catalogVariantsService(catalogVariantsRepo(p.d1)),
    catalogImages: catalogImagesService({ repo: catalogImagesRepo(p.d1), images: p.images, sized: p.sizedImages }),
    /** The customers' reviews (issue 34, decisions/0047): read by staff, hidden and replied to by the owner. */
    reviews: reviewsAdminService({
      repo: reviewsAdminRepo(p.d1, p.outboxRows),
      deliverSoon: (ids) => p.outbox.deliverSoon(ids),
      origin: p.config.publicOrigin,
    }),
    /** Certified invoicing in the back-office (issue 33): what is not issued yet (manual, retrying, failed), and retries. */
    documents: {
      manual: p.invoicing.manual,
      notIssued: () => p.invoicing.notIssued(),
      retry: (id: string, actor: string) => p.invoicing.retry(id, actor),
    },
    /** The audit log on screen and as CSV (owner only; issue 44, decisions/0060). */
    audit: auditLogService(auditLogRepo(p.d1)),
    /** The owner's promotions (issue 47, decisions/0076): codes, bulk codes and their report. */
    promotions: promotionsService(promotionsRepo(p.d1)),
    /** Scheduled sales (issue 47): a percentage off categories or products between two moments. */
    sales: scheduledSalesService(scheduledSalesRepo(p.d1), promotionsRepo(p.d1)),
    /** The back-office's first page (issue 48): the period's figures against the one before, charts, what waits. */
    dashboard: dashboardService(dashboardRepo(p.d1), p.config.ownerEmails, p.config.vatOss, p.cartReminderCounts),
    /** The sales reports (issue 48): a dimension over a range of Lisbon days, on screen and as CSV. */
    reports: salesReportService(salesReportRepo(p.d1)),
    /** Refunds by why and the withdrawals received in a range (issue 48). */
    refundsReport: refundsReportService(refundsReportRepo(p.d1)),
    vatReport: vatReportService(vatReportRepo(p.d1)),
    /** Customers (issue 48): the list, a customer's page and notes; their data download and erasure. */
    customers: customersAdminService({
      repo: customersAdminRepo(p.d1, p.config.ownerEmails),
      exportAccount: p.exportAccount,
      eraseAccount: p.eraseAccount,
    }),
    /** Each owner's choice of e-mails about the shop's events (issue 44). */
    notifications: ownerNotificationsService({ repo: ownerNoticesRepo(p.d1) }),
    staff: staffService({
      repo: staffRepo(p.d1, invitationsRepo),
      ownerEmails: p.config.ownerEmails,
      invitations,
      signedInAt: p.signedInAt,
      deliverSoon: (ids) => p.outbox.deliverSoon(ids),
    }),
  };
}
