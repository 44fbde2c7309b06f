import { Link, Navigate, NavLink, Route, Routes, useLocation } from "react-router";
import { ADMIN_PATH } from "../../../shared/admin-path";
import { adminCopy } from "../../../shared/copy/back-office/admin";
import { customersCopy } from "../../../shared/copy/back-office/customers";
import { dashboardCopy } from "../../../shared/copy/back-office/dashboard";
import { healthCopy } from "../../../shared/copy/back-office/health";
import { promotionsCopy } from "../../../shared/copy/back-office/promotions";
import { reportsCopy } from "../../../shared/copy/back-office/reports";
import { reviewsAdminCopy } from "../../../shared/copy/back-office/reviews";
import { searchInsightsCopy } from "../../../shared/copy/back-office/search-insights";
import { shopSettingsCopy } from "../../../shared/copy/back-office/shop-settings";
import { paths } from "../../../shared/paths";
import { FormError } from "../../components/ui/form-error";
import { Spinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api-client";
import { useSession } from "../../lib/session";
import { useAccessLink, useAdminMe } from "./api/admin-api";
import { AcceptInvitationPage } from "./components/accept-invitation-page";
import { errorText } from "./components/admin-format";
import { AuditPage } from "./components/audit-page";
import { CatalogListPage } from "./components/catalog-list-page";
import { CustomerPage } from "./components/customer-page";
import { CustomersListPage } from "./components/customers-list-page";
import { DashboardPage } from "./components/dashboard-page";
import { DocumentsPage } from "./components/documents-page";
import { HealthPage } from "./components/health-page";
import { OrderDetailPage } from "./components/order-detail-page";
import { OrdersListPage } from "./components/orders-list-page";
import { ProductCreatePage } from "./components/product-create-page";
import { ProductEditorPage } from "./components/product-editor-page";
import { PromotionEditorPage } from "./components/promotion-editor-page";
import { PromotionsPage } from "./components/promotions-page";
import { ReportsPage } from "./components/reports-page";
import { ReviewsPage } from "./components/reviews-page";
import { SearchInsightsPage } from "./components/search-insights-page";
import { SettingsPage } from "./components/settings-page";
import { SignOutButton } from "./components/sign-out";
import { StaffPage } from "./components/staff-page";
import { VatReportPage } from "./components/vat-report-page";
import { WithdrawalsPage } from "./components/withdrawals-page";

const t = adminCopy;

/**
 * The back-office (issue 32, decisions/0042): its own chunk, loaded only at /admin, in Portuguese. The invitation's
 * page is open to anyone with its link (issue 43); everything else shows nothing until the API says who is here, and
 * every answer it then reads is checked by role on the server.
 */
export function AdminApp() {
  return (
    <Routes>
      <Route path="convite" element={<AcceptInvitationPage />} />
      <Route path="*" element={<BackOffice />} />
    </Routes>
  );
}

/** An account offered a role it has not accepted yet asks for the link that accepts it (sent to its address). */
function PendingAccess() {
  const send = useAccessLink();
  const me = useSession();
  return (
    <div className="mt-6 space-y-3">
      {send.isSuccess ? (
        <p role="status" className="rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900 [overflow-wrap:anywhere]">
          {t.pendingAccess.sent(me.data?.user.email ?? "")}
        </p>
      ) : (
        <button type="button" className="btn-primary inline-flex" disabled={send.isPending} onClick={() => send.mutate()}>
          {t.pendingAccess.send}
        </button>
      )}
      <FormError>{send.error ? errorText(send.error) : null}</FormError>
    </div>
  );
}

/** Production still shows the demonstration's company (issue 46): every back-office page says so; owners get the way to fix it. */
function DemoIdentityWarning({ owner }: { owner: boolean }) {
  const w = shopSettingsCopy.demoWarning;
  return (
    <div role="alert" className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
      <p className="font-bold">{w.title}</p>
      <p className="mt-1 text-sm">{w.text}</p>
      {owner && (
        <Link to={`${ADMIN_PATH}/definicoes`} className="mt-2 inline-block text-sm font-medium underline underline-offset-2">
          {w.link}
        </Link>
      )}
    </div>
  );
}

function BackOffice() {
  const me = useAdminMe();
  if (me.isPending)
    return (
      <main className="grid min-h-dvh place-items-center">
        <Spinner label={t.loading} />
      </main>
    );
  if (me.error) {
    const signedOut = me.error instanceof ApiError && me.error.status === 401;
    return (
      <main className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{t.forbiddenTitle}</h1>
        <p className="mt-3 text-stone-700">{me.error instanceof ApiError && me.error.status === 403 ? me.error.message : t.forbiddenText}</p>
        {signedOut && (
          <a className="btn-primary mt-6 inline-flex" href={paths.auth({ voltar: ADMIN_PATH })}>
            {t.signIn}
          </a>
        )}
        {me.error instanceof ApiError && me.error.code === "role_not_accepted" && <PendingAccess />}
      </main>
    );
  }
  const owner = me.data.role === "owner";
  const link = ({ isActive }: { isActive: boolean }) =>
    `rounded-full px-3 py-1.5 text-sm font-medium ${isActive ? "bg-brand-50 text-brand-800" : "text-stone-700 hover:bg-stone-100"}`;
  return (
    <div className="min-h-dvh bg-stone-50">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <span className="font-bold text-brand-700">{t.title}</span>
          <nav aria-label={t.title} className="flex flex-wrap gap-1">
            <NavLink to={ADMIN_PATH} end className={link}>
              {dashboardCopy.nav}
            </NavLink>
            <NavLink to={`${ADMIN_PATH}/encomendas`} className={link}>
              {t.nav.orders}
            </NavLink>
            <NavLink to={`${ADMIN_PATH}/clientes`} className={link}>
              {customersCopy.nav}
            </NavLink>
            <NavLink to={`${ADMIN_PATH}/catalogo`} className={link}>
              {t.nav.catalog}
            </NavLink>
            <NavLink to={`${ADMIN_PATH}/desistencias`} className={link}>
              {t.nav.withdrawals}
            </NavLink>
            <NavLink to={`${ADMIN_PATH}/faturacao`} className={link}>
              {t.nav.documents}
            </NavLink>
            <NavLink to={`${ADMIN_PATH}/pesquisas`} className={link}>
              {searchInsightsCopy.nav}
            </NavLink>
            <NavLink to={`${ADMIN_PATH}/avaliacoes`} className={link}>
              {reviewsAdminCopy.nav}
            </NavLink>
            <NavLink to={`${ADMIN_PATH}/saude`} className={link}>
              {healthCopy.nav}
            </NavLink>
            {owner && (
              <>
                <NavLink to={`${ADMIN_PATH}/relatorios`} className={link}>
                  {reportsCopy.nav}
                </NavLink>
                <NavLink to={`${ADMIN_PATH}/promocoes`} className={link}>
                  {promotionsCopy.nav}
                </NavLink>
                <NavLink to={`${ADMIN_PATH}/equipa`} className={link}>
                  {t.nav.staff}
                </NavLink>
                <NavLink to={`${ADMIN_PATH}/auditoria`} className={link}>
                  {t.nav.audit}
                </NavLink>
                <NavLink to={`${ADMIN_PATH}/definicoes`} className={link}>
                  {shopSettingsCopy.nav}
                </NavLink>
              </>
            )}
          </nav>
          <span className="ml-auto text-sm text-stone-600 [overflow-wrap:anywhere]">{t.signedInAs(me.data.email, t.roles[me.data.role])}</span>
          <a href={paths.home} className="text-sm underline">
            {t.nav.shop}
          </a>
          <SignOutButton />
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">
        {me.data.demoIdentity && <DemoIdentityWarning owner={owner} />}
        <Routes>
          <Route index element={<DashboardIndex />} />
          <Route path="encomendas" element={<OrdersListPage />} />
          <Route path="clientes" element={<CustomersListPage />} />
          <Route path="clientes/:id" element={<CustomerPage />} />
          <Route path="encomendas/:id" element={<OrderDetailPage />} />
          <Route path="catalogo" element={<CatalogListPage />} />
          <Route path="catalogo/novo" element={<ProductCreatePage />} />
          <Route path="catalogo/:id" element={<ProductEditorPage />} />
          <Route path="desistencias" element={<WithdrawalsPage />} />
          <Route path="faturacao" element={<DocumentsPage />} />
          <Route path="pesquisas" element={<SearchInsightsPage />} />
          <Route path="avaliacoes" element={<ReviewsPage />} />
          <Route path="saude" element={<HealthPage />} />
          {owner && <Route path="relatorios" element={<ReportsPage />} />}
          {owner && <Route path="relatorios/iva" element={<VatReportPage />} />}
          {owner && <Route path="promocoes" element={<PromotionsPage />} />}
          {owner && <Route path="promocoes/nova" element={<PromotionEditorPage />} />}
          {owner && <Route path="promocoes/:id" element={<PromotionEditorPage />} />}
          {owner && <Route path="equipa" element={<StaffPage />} />}
          {owner && <Route path="auditoria" element={<AuditPage />} />}
          {owner && <Route path="definicoes" element={<SettingsPage />} />}
          <Route path="*" element={<Navigate to={ADMIN_PATH} replace />} />
        </Routes>
      </main>
    </div>
  );
}

/**
 * /admin opens on the dashboard (issue 48). A link to /admin with the orders list's filters (it was the list's address
 * until then: e-mails and bookmarks) goes on to the list with them.
 */
function DashboardIndex() {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  if (params.has("periodo") || params.size === 0) return <DashboardPage />;
  return <Navigate to={`${ADMIN_PATH}/encomendas${location.search}`} replace />;
}
