import { authHandler } from "@hono/auth-js";
import { Hono } from "hono";
import { copies } from "../shared/copy";
import type { AppEnv, Bindings } from "./env";
import { accountRoutes } from "./features/account/account.routes";
import { addressesRoutes } from "./features/addresses/addresses.routes";
import { adminRoutes } from "./features/admin/admin.routes";
import { adminCatalogRoutes } from "./features/admin/admin-catalog.routes";
import { adminCatalogCsvRoutes } from "./features/admin/admin-catalog-csv.routes";
import { adminNotificationsRoutes } from "./features/admin/admin-notifications.routes";
import { adminReviewsRoutes } from "./features/admin/admin-reviews.routes";
import { roleInvitationsRoutes } from "./features/admin/role-invitations.routes";
import { withAuthJs } from "./features/auth/require-user";
import { signInLimits } from "./features/auth/signin-limits";
import { cartRoutes } from "./features/cart/cart.routes";
import { categoryRoutes, productRoutes } from "./features/catalog/catalog.routes";
import { devRoutes } from "./features/dev/dev.routes";
import { favoritesRoutes } from "./features/favorites/favorites.routes";
import { guestOrdersRoutes } from "./features/guest-checkout/guest-orders.routes";
import { preRegistrationRoutes } from "./features/guest-checkout/pre-registration.routes";
import { imageRoutes } from "./features/images/images.routes";
import { contactRoutes, shopInfoRoutes } from "./features/info/info.routes";
import { invoicesRoutes } from "./features/invoicing/invoices.routes";
import { newsletterRoutes } from "./features/newsletter/newsletter.routes";
import { ordersRoutes } from "./features/orders/orders.routes";
import { withdrawalsRoutes } from "./features/orders/withdrawals.routes";
import { pageRoutes } from "./features/pages/pages.routes";
import { paymentsRoutes } from "./features/payments/payments.routes";
import { postalRoutes } from "./features/postal/postal.routes";
import { latestReviewsRoutes, reviewsRoutes } from "./features/reviews/reviews.routes";
import { shippingRoutes } from "./features/shipping/shipping.routes";
import { stockAlertsRoutes } from "./features/stock-alerts/stock-alerts.routes";
import { NO_STORE } from "./lib/cache-control";
import { errorBody } from "./lib/errors";
import { onError } from "./lib/on-error";
import { devOnly, limitBodySize, sameOriginWrites, withConfig, withDb } from "./lib/request-guards";
import { requestLanguage } from "./lib/request-language";
import { securityHeaders } from "./lib/security-headers";
import { scheduled } from "./scheduled";

const app = new Hono<AppEnv>();

app.use("*", securityHeaders(), withConfig);
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
  .route("/api/newsletter", newsletterRoutes)
  .route("/api/cart", cartRoutes)
  .route("/api/shipping", shippingRoutes)
  .route("/api/account", accountRoutes)
  .route("/api/dev", devRoutes)
  .route("/api/favorites", favoritesRoutes)
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
  .route("/api/admin", adminRoutes)
  .route("/api/team-invitations", roleInvitationsRoutes);

// Every other GET is a page of the shop (or the sitemap, robots.txt): the SPA's HTML with its head and first data (decisions/0019).
app.route("/", pageRoutes);

app.notFound((c) => c.json(errorBody("not_found", copies[requestLanguage(c)].errors.resourceNotFound), 404));
app.onError(onError);

export type AppType = typeof routes;
export { app };

/** The HTTP app, and the Cron Trigger that expires stale pending orders (worker/scheduled.ts). */
export default { fetch: app.fetch, scheduled } satisfies ExportedHandler<Bindings>;
