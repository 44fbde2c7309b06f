import { ADMIN_PATH } from "../shared/admin-path";
import { copy } from "../shared/copy";
import { freeDeliveryAmounts } from "../shared/free-delivery";
import { shopToday } from "../shared/shop-day";
import { mailSignature } from "../shared/shop-info";
import { birthListDiscount, dispatchSettings } from "../shared/shop-settings";
import { adminServices } from "./deps-admin";
import { orderDeps } from "./deps-orders";
import { type DepsSource, deferFrom } from "./deps-source";
import { accountService } from "./features/account/account.service";
import { deleteAccount } from "./features/account/account-deletion.repo";
import { exportAccount } from "./features/account/account-export.repo";
import { customersRepo } from "./features/account/customers.repo";
import { addressesRepo } from "./features/addresses/addresses.repo";
import { addressesService } from "./features/addresses/addresses.service";
import { authSessionsService } from "./features/auth/auth-sessions.service";
import { oneTimeCodes } from "./features/auth/one-time-codes";
import { hashParamsFrom } from "./features/auth/password-hash";
import { sessionStore } from "./features/auth/session-store";
import { signInGuardService } from "./features/auth/signin-guard.service";
import { usersRepo } from "./features/auth/users.repo";
import { dailyBackupService } from "./features/backups/daily-backup.service";
import { birthListsRepo } from "./features/birth-lists/birth-lists.repo";
import { birthListsService } from "./features/birth-lists/birth-lists.service";
import { cartService } from "./features/cart/cart.service";
import { cartRemindersRepo } from "./features/cart-reminders/cart-reminders.repo";
import { cartRemindersService } from "./features/cart-reminders/cart-reminders.service";
import { catalogRepo } from "./features/catalog/catalog.repo";
import { catalogService } from "./features/catalog/catalog.service";
import { catalogVersionRepo } from "./features/catalog/catalog-version.repo";
import { priceHistoryRepo } from "./features/catalog/price-history.repo";
import { searchCountsRepo } from "./features/catalog/search-counts.repo";
import { searchInsightsService } from "./features/catalog/search-insights.service";
import { searchSynonymsRepo } from "./features/catalog/search-synonyms.repo";
import { variantsRepo } from "./features/catalog/variants.repo";
import { favoritesRepo } from "./features/favorites/favorites.repo";
import { favoritesService } from "./features/favorites/favorites.service";
import { preRegistrationService } from "./features/guest-checkout/pre-registration.service";
import { preRegistrationsRepo } from "./features/guest-checkout/pre-registrations.repo";
import { healthRepo } from "./features/health/health.repo";
import { healthService } from "./features/health/health.service";
import { sizedImagesService } from "./features/images/sized-images.service";
import { contactMessagesRepo } from "./features/info/contact-messages.repo";
import { infoService } from "./features/info/info.service";
import { vatFreeRatesRepo } from "./features/invoicing/vat-free-rates.repo";
import { newsletterRepo } from "./features/newsletter/newsletter.repo";
import { newsletterService } from "./features/newsletter/newsletter.service";
import { outboxRepo } from "./features/outbox/outbox.repo";
import { outboxService } from "./features/outbox/outbox.service";
import { pagesService } from "./features/pages/pages.service";
import { sitemapRepo } from "./features/pages/sitemap.repo";
import { postalLookupService } from "./features/postal/postal.service";
import { discountCodesRepo } from "./features/promotions/discount-codes.repo";
import { discountCodes } from "./features/promotions/discount-codes.service";
import { promotionsRepo } from "./features/promotions/promotions.repo";
import { erasedEmailMark } from "./features/promotions/welcome-code";
import { isUniqueViolation, reviewsRepo } from "./features/reviews/reviews.repo";
import { reviewsService } from "./features/reviews/reviews.service";
import { shopSettingsRepo } from "./features/settings/shop-settings.repo";
import { settingsDefaults, shopSettingsService } from "./features/settings/shop-settings.service";
import { shippingService } from "./features/shipping/shipping.service";
import { shippingQuotesRepo } from "./features/shipping/shipping-quotes.repo";
import { stockAlertsRepo } from "./features/stock-alerts/stock-alerts.repo";
import { stockAlertsService } from "./features/stock-alerts/stock-alerts.service";
import { imagesBindingTransforms } from "./integrations/image-transforms";
import { kvQuoteCache } from "./integrations/kv-quote-cache";
import { chooseTransport, type Mailer } from "./integrations/mailer";
import { choosePostalLookup } from "./integrations/postal-lookup/choose-lookup";
import { kvPostalCache } from "./integrations/postal-lookup/kv-postal-cache";
import { r2ImageStore } from "./integrations/r2-images";
import { chooseQuoteProvider } from "./integrations/shipping/choose-provider";
import { rateTableIn } from "./integrations/shipping/rate-table";
import { hmacSha256Hex } from "./lib/crypto";

/**
 * The one place a request's services, repos and outside systems are put together (docs/decisions/0006).
 * Everything is built on first use and kept for the rest of the request, so a route that needs only the
 * catalogue never opens a mailer. Routes call `deps(c).account.signUp(...)`; services receive what they need
 * as plain arguments and know neither Hono nor Drizzle.
 */
export function createDeps(source: DepsSource) {
  const {
    env,
    var: { db, config },
  } = source;
  const made = new Map<string, unknown>();
  const once =
    <T>(name: string, make: () => T) =>
    (): T => {
      if (!made.has(name)) made.set(name, make());
      return made.get(name) as T;
    };

  // Repos and outside systems.
  const users = once("users", () => usersRepo(db));
  const customers = once("customers", () => customersRepo(db));
  const products = once("products", () => catalogRepo(db));
  const variants = once("variants", () => variantsRepo(db));
  const catalogVersion = once("catalogVersion", () => catalogVersionRepo(db));
  const priceHistory = once("priceHistory", () => priceHistoryRepo(db));
  const favoriteRows = once("favoriteRows", () => favoritesRepo(db));
  const outboxRows = once("outboxRows", () => outboxRepo(db.$client));
  const sessions = once("sessions", () => sessionStore(env.KV));
  const codes = once("codes", () => oneTimeCodes(env.KV, env.DB, config.authSecret));
  // The shop's settings (issue 46): the owner's saved values over the environment's, read once per request.
  const settings = once("settings", () =>
    shopSettingsService({ repo: shopSettingsRepo(db.$client), defaults: settingsDefaults(config), production: config.env === "production" }),
  );
  const outbox = once("outbox", () =>
    outboxService({
      repo: outboxRows(),
      transport: chooseTransport(config.mail, config.devFeatures, config.faults.mail),
      defer: deferFrom(source),
      signature: async () => mailSignature(copy.brand, (await settings().identity()).company),
    }),
  );
  // Every e-mail goes through the outbox (decisions/0034); this is the one the non-order services send with.
  const mailer = once("mailer", (): Mailer => ({ send: (mail) => outbox().send(mail) }));
  const quoteProvider = once("quoteProvider", () => chooseQuoteProvider(config.shippingSupplier, config.faults.shipping));
  const quoteCache = once("quoteCache", () => kvQuoteCache(env.KV));
  const shippingQuotes = once("shippingQuotes", () => shippingQuotesRepo(db));
  const images = once("images", () => r2ImageStore(env.IMAGES));
  const sizedImages = once("sizedImages", () => sizedImagesService({ store: images(), transforms: imagesBindingTransforms(env.IMAGE_TRANSFORMS) }));
  const hashParams = once("hashParams", () => hashParamsFrom({ PASSWORD_PBKDF2_ITERATIONS: config.pbkdf2Iterations }));

  // Services.
  // The version and synonyms repos are reached lazily: the image route serves R2 without a database.
  const synonyms = once("synonyms", () => searchSynonymsRepo(db.$client));
  const catalog = once("catalog", () =>
    catalogService(
      products(),
      variants(),
      images(),
      priceHistory(),
      { current: () => catalogVersion().current() },
      // Reached lazily too: the image route has no database.
      { forWords: (lang, words) => synonyms().forWords(lang, words) },
    ),
  );
  const searchInsights = once("searchInsights", () => searchInsightsService(searchCountsRepo(db.$client), synonyms()));
  const authSessions = once("authSessions", () => authSessionsService(users(), sessions(), hashParams()));
  const signInGuard = once("signInGuard", () => signInGuardService({ codes: codes(), mailer: mailer(), origin: config.publicOrigin }));
  const cart = once("cart", () => cartService({ products: products(), variants: variants() }));
  const shipping = once("shipping", () =>
    shippingService({
      lines: { products: products(), variants: variants() },
      provider: quoteProvider(),
      cache: quoteCache(),
      quotes: shippingQuotes(),
      vatFree: vatFreeRatesRepo(db.$client),
      freeDelivery: async () => freeDeliveryAmounts(await settings().current()),
      dispatch: async () => dispatchSettings(await settings().current()),
    }),
  );
  const favorites = once("favorites", () => favoritesService(favoriteRows(), priceHistory()));
  const birthLists = once("birthLists", () =>
    birthListsService(
      {
        repo: birthListsRepo(db, outboxRows()),
        products: products(),
        variants: variants(),
        discount: async () => birthListDiscount(await settings().current()),
        deliverSoon: (ids) => outbox().deliverSoon(ids),
        origin: config.publicOrigin,
        writeMails: async (mails) => {
          if (mails.length === 0) return [];
          const written = await db.$client.batch(mails.map((m) => outboxRows().insert(m.id, m.mail, m.key)));
          return mails.filter((_, i) => written[i]?.meta.changes === 1).map((m) => m.id);
        },
      },
      shopToday,
    ),
  );
  // A cart that is not forgotten (issue 50): the kept carts and their reminders.
  const cartReminders = once("cartReminders", () =>
    cartRemindersService({
      repo: cartRemindersRepo(db, outboxRows()),
      lines: { products: products(), variants: variants() },
      delayHours: async () => Number((await settings().current()).cartReminderHours),
      origin: config.publicOrigin,
      deliverSoon: (ids) => outbox().deliverSoon(ids),
    }),
  );
  const addressRows = once("addressRows", () => addressesRepo(db));
  const addresses = once("addresses", () => addressesService(addressRows()));
  const preRegistration = once("preRegistration", () => preRegistrationService({ repo: preRegistrationsRepo(db), account: account(), addresses: addresses() }));
  // The orders, their payments and invoices (deps-orders.ts).
  const { invoicing, lifecycle, payments, checkout, orders, withdrawals, owners, ownerNoticeRows } = orderDeps(once, {
    db,
    config,
    defer: deferFrom(source),
    outbox,
    outboxRows,
    users,
    lines: () => ({ products: products(), variants: variants() }),
    shippingQuotes,
    addressRows,
    birthLists,
    discounts: () => discounts(),
    identity: () => settings().identity(),
    dispatch: async () => dispatchSettings(await settings().current()),
    recordUnmatched: (e) => health().recordUnmatched(e),
  });
  const postal = once("postal", () =>
    postalLookupService({ lookup: choosePostalLookup(config.geocoding, config.faults.postal), cache: kvPostalCache(env.KV) }),
  );
  const info = once("info", () =>
    infoService({
      identity: () => settings().identity(),
      rates: rateTableIn,
      ratesFromSupplier: config.shippingSupplier !== null,
      freeDelivery: async () => freeDeliveryAmounts(await settings().current()),
      dispatch: async () => dispatchSettings(await settings().current()),
      repo: contactMessagesRepo(db),
      mailer: mailer(),
    }),
  );
  const reviews = once("reviews", () =>
    reviewsService(reviewsRepo(db, ownerNoticeRows()), isUniqueViolation, { notices: owners(), origin: config.publicOrigin }),
  );
  const pages = once("pages", () =>
    pagesService({ catalog: catalog(), origin: config.publicOrigin, sitemap: sitemapRepo(db), identity: () => settings().identity() }),
  );
  const discounts = once("discounts", () => discountCodes(discountCodesRepo(db), promotionsRepo(db.$client)));
  const newsletter = once("newsletter", () =>
    newsletterService({ repo: newsletterRepo(db), codes: discounts(), mailer: mailer(), sign: hmacSha256Hex(config.authSecret), origin: config.publicOrigin }),
  );
  // The customer's pending orders are cancelled in the erasure's batch, their payment pages ended after it (decisions/0050).
  // The customer's own deletion and the owner's from the back-office (issue 48) are this one.
  const eraseAccount = async (user: { id: string; email: string }) => {
    const pending = await lifecycle().erasureCancellations(user.id);
    await deleteAccount(db, user, pending.statements, await erasedEmailMark(hmacSha256Hex(config.authSecret), user.email));
    await payments().endSessions(pending.sessions);
  };

  const account = once("account", () =>
    accountService({
      users: users(),
      customers: customers(),
      codes: codes(),
      mailer: mailer(),
      hashParams: hashParams(),
      // Links in e-mails come from the configured origin, never from the request's Host header.
      origin: config.publicOrigin,
      sessions: sessions(),
      eraseAccount,
      exportAccount: (user) => exportAccount(db, user),
    }),
  );

  const stockAlerts = once("stockAlerts", () =>
    stockAlertsService({
      repo: stockAlertsRepo(db.$client),
      outboxRows: outboxRows(),
      deliverSoon: (ids) => outbox().deliverSoon(ids),
      origin: config.publicOrigin,
      ownerEmails: config.ownerEmails,
      adminUrl: `${config.publicOrigin}${ADMIN_PATH}/catalogo?stock=low`,
    }),
  );
  const admin = once("admin", () =>
    adminServices({
      d1: db.$client,
      config,
      lifecycle: lifecycle(),
      outboxRows: outboxRows(),
      outbox: outbox(),
      refundNow: (r) => payments().refundNow(r),
      signedInAt: (sid) => sessions().openedAt(sid),
      invoicing: invoicing(),
      sellerName: async () => (await settings().identity()).company.name,
      seller: async () => (await settings().identity()).company,
      labels: env.LABELS,
      kv: env.KV,
      deliverStockAlerts: (variantIds) => stockAlerts().deliverFor(variantIds),
      images: images(),
      sizedImages: sizedImages(),
      hashParams: hashParams(),
      exportAccount: (user) => account().exportData(user),
      eraseAccount,
      cartReminderCounts: (from, to) => cartReminders().counts(from, to),
    }),
  );

  const health = once("health", () =>
    healthService({
      repo: healthRepo(db.$client, outboxRows()),
      ownerEmails: config.ownerEmails,
      origin: config.publicOrigin,
      deliverSoon: (ids) => outbox().deliverSoon(ids),
    }),
  );
  const backups = once("backups", () => dailyBackupService({ db: db.$client, bucket: env.BACKUPS, retentionDays: config.backupRetentionDays }));

  return {
    /** A cart that is not forgotten (issue 50): consent, kept carts, reminders and their links. */
    get cartReminders() {
      return cartReminders();
    },
    /** The shop's health (issue 46): the back-office's page, the records it reads, the owners' alert. */
    get health() {
      return health();
    },
    /** The daily export of the shop's tables to R2 (issue 46; the cron runs it). */
    get backups() {
      return backups();
    },
    /** The shop's settings (issue 46): its legal identity, the entities, the return address. */
    get settings() {
      return settings();
    },
    /** The back-office (issue 32): its orders and its team. */
    get admin() {
      return admin();
    },
    /** Auth.js's door to users and their revocable sessions (auth.config.ts). */
    get authSessions() {
      return authSessions();
    },
    /** The account guard's codes and e-mails, for the sign-in limits (signin-limits.ts). */
    get signInGuard() {
      return signInGuard();
    },
    get catalog() {
      return catalog();
    },
    /** The product photos in the widths the pages use (decisions/0084). */
    get sizedImages() {
      return sizedImages();
    },
    /** What shoppers search for and the synonyms (issue 48). */
    get searchInsights() {
      return searchInsights();
    },
    get cart() {
      return cart();
    },
    get shipping() {
      return shipping();
    },
    get favorites() {
      return favorites();
    },
    get birthLists() {
      return birthLists();
    },
    get reviews() {
      return reviews();
    },
    get addresses() {
      return addresses();
    },
    get orders() {
      return orders();
    },
    get preRegistration() {
      return preRegistration();
    },
    get checkout() {
      return checkout();
    },
    get payments() {
      return payments();
    },
    /** The orders lifecycle (the back-office and tests move orders through it). */
    get lifecycle() {
      return lifecycle();
    },
    get withdrawals() {
      return withdrawals();
    },
    get postal() {
      return postal();
    },
    get outbox() {
      return outbox();
    },
    /** 'Avise-me quando voltar' and the owners' low-stock e-mail (issue 34). */
    get stockAlerts() {
      return stockAlerts();
    },
    /** Certified invoicing (issue 33): the documents of orders, their PDFs, and the cron's retries. */
    get invoicing() {
      return invoicing();
    },
    get account() {
      return account();
    },
    get discounts() {
      return discounts();
    },
    get newsletter() {
      return newsletter();
    },
    get info() {
      return info();
    },
    get pages() {
      return pages();
    },
  };
}
export type Deps = ReturnType<typeof createDeps>;

const perRequest = new WeakMap<object, Deps>();

/** The request's dependencies, built once per request context. */
export function deps(c: DepsSource): Deps {
  let d = perRequest.get(c);
  if (!d) {
    d = createDeps(c);
    perRequest.set(c, d);
  }
  return d;
}
