import { type ComponentType, lazy } from "react";
import { Route, Routes } from "react-router";
import { type OtherPage, type PageFrame, ROUTES, type RouteKeyOf } from "../../shared/routes";
import { SessionGate } from "../features/auth/components/session-gate";
import { useCartDrawer } from "../features/cart/state/cart-drawer-context";
import { cartGift } from "../lib/cart-gift";
import { cartStore } from "../lib/cart-store";
import { checkoutStore } from "../lib/checkout-store";
import { pageRoutes, type RoutePage } from "./page-routes";

/**
 * Every page of the route table (shared/routes.ts) that is not the catalogue's (router.tsx): account, checkout, orders,
 * sign-in and the information pages, and the not-found page for any other path. Matched below the app's layout, from
 * "/" (docs/decisions/0024).
 */
const CategoryIdsPage = lazy(() => import("../features/pages/category-ids-page").then((m) => ({ default: m.CategoryIdsPage })));
const CheckoutLayout = lazy(() => import("../features/checkout/components/checkout-layout").then((m) => ({ default: m.CheckoutLayout })));
const CheckoutEntry = lazy(() => import("../features/checkout/steps/checkout-entry").then((m) => ({ default: m.CheckoutEntry })));
const CheckoutEmailStep = lazy(() => import("../features/checkout/steps/checkout-email-step").then((m) => ({ default: m.CheckoutEmailStep })));
const CheckoutProfileStep = lazy(() => import("../features/checkout/steps/checkout-profile-step").then((m) => ({ default: m.CheckoutProfileStep })));
const CheckoutCredentialsStep = lazy(() =>
  import("../features/checkout/steps/checkout-credentials-step").then((m) => ({ default: m.CheckoutCredentialsStep })),
);
const GuestAddressForm = lazy(() => import("../features/addresses/components/guest-address-form").then((m) => ({ default: m.GuestAddressForm })));
const CheckoutShippingStep = lazy(() => import("../features/checkout/steps/checkout-shipping-step").then((m) => ({ default: m.CheckoutShippingStep })));
const CheckoutPaymentStep = lazy(() => import("../features/checkout/steps/checkout-payment-step").then((m) => ({ default: m.CheckoutPaymentStep })));
const ForgotPasswordDialog = lazy(() => import("../features/auth/components/forgot-password-dialog").then((m) => ({ default: m.ForgotPasswordDialog })));
const AddAddressDialog = lazy(() => import("../features/addresses/components/add-address-dialog").then((m) => ({ default: m.AddAddressDialog })));
const AuthPage = lazy(() => import("../features/auth/components/auth-page").then((m) => ({ default: m.AuthPage })));
const ResetPasswordPage = lazy(() => import("../features/auth/components/reset-password-page").then((m) => ({ default: m.ResetPasswordPage })));
const AccountLayout = lazy(() => import("../features/account/components/account-layout").then((m) => ({ default: m.AccountLayout })));
const AccountOverviewPage = lazy(() => import("../features/account/components/account-overview-page").then((m) => ({ default: m.AccountOverviewPage })));
const MyDataPage = lazy(() => import("../features/auth/components/my-data-page").then((m) => ({ default: m.MyDataPage })));
const OrdersPage = lazy(() => import("../features/orders/components/orders-page").then((m) => ({ default: m.OrdersPage })));
const OrderSuccessPage = lazy(() => import("../features/orders/components/order-success-page").then((m) => ({ default: m.OrderSuccessPage })));
const AddressesPage = lazy(() => import("../features/addresses/components/addresses-page").then((m) => ({ default: m.AddressesPage })));
const FavoritesPage = lazy(() => import("../features/favorites/components/favorites-page").then((m) => ({ default: m.FavoritesPage })));
const BirthListsPage = lazy(() => import("../features/birth-lists/components/birth-lists-page").then((m) => ({ default: m.BirthListsPage })));
const BirthListVisitorPage = lazy(() =>
  import("../features/birth-lists/components/birth-list-visitor-page").then((m) => ({ default: m.BirthListVisitorPage })),
);
const FindBirthListPage = lazy(() => import("../features/birth-lists/components/find-birth-list-page").then((m) => ({ default: m.FindBirthListPage })));
const SavedCartPage = lazy(() => import("../features/cart-reminders/components/saved-cart-page").then((m) => ({ default: m.SavedCartPage })));
const WithdrawalPage = lazy(() => import("../features/orders/components/withdrawal-page").then((m) => ({ default: m.WithdrawalPage })));
const info = () => import("../features/info/text-pages");
const ContactPage = lazy(() => import("../features/info/contact-page").then((m) => ({ default: m.ContactPage })));
const ShippingInfoPage = lazy(() => import("../features/info/shipping-page").then((m) => ({ default: m.ShippingPage })));
const CookiesPage = lazy(() => import("../features/info/cookies-page").then((m) => ({ default: m.CookiesPage })));
const ReturnsPage = lazy(() => info().then((m) => ({ default: m.ReturnsPage })));
const FaqPage = lazy(() => info().then((m) => ({ default: m.FaqPage })));
const AboutPage = lazy(() => info().then((m) => ({ default: m.AboutPage })));
const TermsPage = lazy(() => info().then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => info().then((m) => ({ default: m.PrivacyPage })));
const AccessibilityPage = lazy(() => info().then((m) => ({ default: m.AccessibilityPage })));
const NotFoundPage = lazy(() => import("../features/pages/not-found-page").then((m) => ({ default: m.NotFoundPage })));

/** SPEC §4: once the order is paid, the cart and the shipping selection are emptied (the orders feature cannot reach the cart). */
function clearCartAfterPayment() {
  cartStore.clear();
  cartGift.set(null);
  checkoutStore.clear();
}

/** The checkout's 'voltar para o carrinho' opens the cart feature's drawer. */
function CheckoutPage() {
  return <CheckoutLayout openCart={useCartDrawer().openCart} />;
}

function EmailStep() {
  return <CheckoutEmailStep ForgotPasswordDialog={ForgotPasswordDialog} />;
}

function ShippingStep() {
  return <CheckoutShippingStep AddressDialog={AddAddressDialog} GuestAddressForm={GuestAddressForm} />;
}

/** Meus Pedidos' 'Comprar novamente' offers the cart feature's drawer once lines are added. */
function MyOrders() {
  return <OrdersPage openCart={useCartDrawer().openCart} />;
}

/** A birth list's 'Oferecer' opens the cart feature's drawer with the gift in it. */
function BirthListForVisitors() {
  return <BirthListVisitorPage openCart={useCartDrawer().openCart} />;
}

/** A cart reminder's link puts the cart back and offers the cart feature's drawer (issue 50). */
function SavedCart() {
  return <SavedCartPage openCart={useCartDrawer().openCart} />;
}

function OrderSuccess() {
  return <OrderSuccessPage onPaid={clearCartAfterPayment} />;
}

type OtherKey = RouteKeyOf<"other">;

const OTHER_PAGES: Record<OtherKey, RoutePage> = {
  auth: AuthPage,
  resetPassword: ResetPasswordPage,
  checkout: CheckoutEntry,
  checkoutEmail: EmailStep,
  checkoutProfile: CheckoutProfileStep,
  checkoutShipping: ShippingStep,
  checkoutCredentials: CheckoutCredentialsStep,
  checkoutPayment: CheckoutPaymentStep,
  orderSuccess: OrderSuccess,
  account: AccountOverviewPage,
  myData: MyDataPage,
  favorites: FavoritesPage,
  orders: MyOrders,
  addresses: AddressesPage,
  birthLists: BirthListsPage,
  birthList: BirthListForVisitors,
  findBirthList: FindBirthListPage,
  savedCart: SavedCart,
  categoryIds: CategoryIdsPage,
  contact: ContactPage,
  shippingInfo: ShippingInfoPage,
  returns: ReturnsPage,
  faq: FaqPage,
  about: AboutPage,
  terms: TermsPage,
  privacy: PrivacyPage,
  cookies: CookiesPage,
  accessibility: AccessibilityPage,
  withdrawal: WithdrawalPage,
};

const FRAMES: Record<PageFrame, ComponentType> = { checkout: CheckoutPage, account: AccountLayout };

/** The pages with this session rule and frame (no frame: drawn straight in the app's layout). */
const where = (session: OtherPage["session"], frame?: PageFrame) => (key: OtherKey) => {
  const def: OtherPage = ROUTES[key];
  return def.session === session && def.frame === frame;
};

/** The pages with this session rule: those drawn straight in the app's layout, then those of each frame. */
const routesWhere = (session: OtherPage["session"]) => [
  ...pageRoutes(OTHER_PAGES, where(session)),
  ...Object.entries(FRAMES).map(([frame, Frame]) => (
    <Route key={frame} element={<Frame />}>
      {pageRoutes(OTHER_PAGES, where(session, frame as PageFrame))}
    </Route>
  )),
];

export function OtherRoutes() {
  return (
    <Routes>
      <Route element={<SessionGate />}>{routesWhere("waits")}</Route>
      {routesWhere("none")}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
