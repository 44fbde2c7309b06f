import { authHandler } from "@hono/auth-js";
import { Hono } from "hono";
import { copies } from "../shared/copy";
import type { AppEnv, Bindings } from "./env";
import { accountRoutes } from "./features/account/account.routes";
import { addressesRoutes } from "./features/addresses/addresses.routes";
import { auditLogRoutes } from "./features/audit/audit-log.routes";
import { withAuthJs } from "./features/auth/require-user";
import { signInLimits } from "./features/auth/signin-limits";
import { birthListsRoutes, publicBirthListsRoutes } from "./features/birth-lists/birth-lists.routes";
import { cartRoutes } from "./features/cart/cart.routes";
import { cartRemindersRoutes } from "./features/cart-reminders/cart-reminders.routes";
import { adminCatalogRoutes } from "./features/catalog/admin-catalog.routes";
import { adminCatalogCsvRoutes } from "./features/catalog/admin-catalog-csv.routes";
import { categoryRoutes, productRoutes } from "./features/catalog/catalog.routes";
import { adminSearchRoutes, searchInsightsRoutes } from "./features/catalog/search-insights.routes";
import { adminCustomersRoutes } from "./features/customers/admin-customers.routes";
import { devRoutes } from "./features/dev/dev.routes";
import { favoritesRoutes } from "./features/favorites/favorites.routes";
import { guestOrdersRoutes } from "./features/guest-checkout/guest-orders.routes";
import { preRegistrationRoutes } from "./features/guest-checkout/pre-registration.routes";
import { adminHealthRoutes } from "./features/health/admin-health.routes";
import { imageRoutes } from "./features/images/images.routes";
import { contactRoutes, shopInfoRoutes } from "./features/info/info.routes";
import { adminDocumentsRoutes } from "./features/invoicing/admin-documents.routes";
import { invoicesRoutes } from "./features/invoicing/invoices.routes";
import { newsletterRoutes } from "./features/newsletter/newsletter.routes";
import { adminOrdersRoutes } from "./features/orders/admin-orders.routes";
import { ordersRoutes } from "./features/orders/orders.routes";
import { withdrawalsRoutes } from "./features/orders/withdrawals.routes";
import { adminNotificationsRoutes } from "./features/owner-notifications/admin-notifications.routes";
import { pageRoutes } from "./features/pages/pages.routes";
import { adminParcelBoxesRoutes } from "./features/parcel-boxes/admin-parcel-boxes.routes";
import { paymentsRoutes } from "./features/payments/payments.routes";
import { postalRoutes } from "./features/postal/postal.routes";
import { adminPromotionsRoutes } from "./features/promotions/admin-promotions.routes";
import { adminSalesRoutes } from "./features/promotions/admin-sales.routes";
import { adminDashboardRoutes } from "./features/reports/admin-dashboard.routes";
import { adminReportsRoutes } from "./features/reports/admin-reports.routes";
import { adminReviewsRoutes } from "./features/reviews/admin-reviews.routes";
import { latestReviewsRoutes, reviewsRoutes } from "./features/reviews/reviews.routes";
import { adminSettingsRoutes } from "./features/settings/admin-settings.routes";
import { shippingRoutes } from "./features/shipping/shipping.routes";
import { adminShippingLabelsRoutes } from "./features/shipping-labels/admin-shipping-labels.routes";
import { carrierSimulatorRoutes } from "./features/shipping-labels/carrier-simulator.routes";
import { carrierWebhookRoutes } from "./features/shipping-labels/carrier-webhook.routes";
import { returnLabelRoutes } from "./features/shipping-labels/return-label.routes";
import { roleInvitationsRoutes } from "./features/staff/role-invitations.routes";
import { staffRoutes } from "./features/staff/staff.routes";
import { stockAlertsRoutes } from "./features/stock-alerts/stock-alerts.routes";
import { NO_STORE } from "./lib/cache-control";
import { errorBody } from "./lib/errors";
import { onError } from "./lib/on-error";
import { openApiDocument } from "./lib/openapi";
import { requestContext } from "./lib/request-context";
import { devOnly, limitBodySize, sameOriginWrites, withConfig, withDb } from "./lib/request-guards";
import { requestLanguage } from "./lib/request-language";
import { securityHeaders } from "./lib/security-headers";
import { scheduled } from "./scheduled";

const app = new Hono<AppEnv>();

app.use("*", requestContext, securityHeaders(), withConfig);
app.use("/api/*", limitBodySize, sameOriginWrites, withDb, async (c, next) => {
  await next();
  if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", NO_STORE);
});
app.use("/api/dev/*", devOnly);

// Auth.js (sign-in, sign-out, session, Google callback). Routes elsewhere that need a session read it
// through requireUser / sessionUser, which build this configuration themselves.
app.use("/api/auth/*", withAuthJs, signInLimits);
app.on(["GET", "POST"], "/api/auth/*", authHandler());

const routes = app
  .get("/api/health", (c) => c.json({ ok: true as const }))
  .route("/api/categories", categoryRoutes)
  .route("/api/products/:id/reviews", reviewsRoutes)
  .route("/api/reviews", latestReviewsRoutes)
  .route("/api/products", productRoutes)
  .route("/api/search", searchInsightsRoutes)
  .route("/api/newsletter", newsletterRoutes)
  .route("/api/cart", cartRoutes)
  .route("/api/shipping", shippingRoutes)
  .route("/api/shipping", carrierWebhookRoutes)
  .route("/api/return-labels", returnLabelRoutes)
  .route("/api/account", accountRoutes)
  .route("/api/dev", devRoutes)
  .route("/api/dev/carrier-simulator", carrierSimulatorRoutes)
  .route("/api/favorites", favoritesRoutes)
  .route("/api/birth-lists", birthListsRoutes)
  .route("/api/lists", publicBirthListsRoutes)
  .route("/api/cart-reminders", cartRemindersRoutes)
  .route("/api/addresses", addressesRoutes)
  .route("/api/postal-codes", postalRoutes)
  .route("/api/orders", ordersRoutes)
  .route("/api/withdrawals", withdrawalsRoutes)
  .route("/api/checkout/pre-registration", preRegistrationRoutes)
  .route("/api/guest-orders", guestOrdersRoutes)
  .route("/api/payments", paymentsRoutes)
  .route("/api/shop-info", shopInfoRoutes)
  .route("/api/contact", contactRoutes)
  .route("/images", imageRoutes)
  .route("/api/invoices", invoicesRoutes)
  .route("/api/stock-alerts", stockAlertsRoutes)
  .route("/api/admin/catalog", adminCatalogRoutes)
  .route("/api/admin/catalog", adminCatalogCsvRoutes)
  .route("/api/admin/reviews", adminReviewsRoutes)
  .route("/api/admin/notifications", adminNotificationsRoutes)
  .route("/api/admin/settings", adminSettingsRoutes)
  .route("/api/admin/promotions", adminPromotionsRoutes)
  .route("/api/admin/sales", adminSalesRoutes)
  .route("/api/admin/dashboard", adminDashboardRoutes)
  .route("/api/admin/customers", adminCustomersRoutes)
  .route("/api/admin/reports", adminReportsRoutes)
  .route("/api/admin/search", adminSearchRoutes)
  .route("/api/admin/health", adminHealthRoutes)
  .route("/api/admin", adminOrdersRoutes)
  .route("/api/admin", adminShippingLabelsRoutes)
  .route("/api/admin/parcel-boxes", adminParcelBoxesRoutes)
  .route("/api/admin", adminDocumentsRoutes)
  .route("/api/admin", staffRoutes)
  .route("/api/admin", auditLogRoutes)
  .route("/api/team-invitations", roleInvitationsRoutes);

// The API reference (decisions/0071), from the routes above: development and tests only (devOnly above guards /api/dev/*).
app.get("/api/dev/openapi.json", (c) => c.json(openApiDocument(app)));

// Every other GET is a page of the shop (or the sitemap, robots.txt): the SPA's HTML with its head and first data (decisions/0019).
app.route("/", pageRoutes);

app.notFound((c) => c.json(errorBody("not_found", copies[requestLanguage(c)].errors.resourceNotFound), 404));
app.onError(onError);

export type AppType = typeof routes;
export { app };

/** The HTTP app, and the Cron Trigger that expires stale pending orders (worker/scheduled.ts). */
export default { fetch: app.fetch, scheduled } satisfies ExportedHandler<Bindings>;
