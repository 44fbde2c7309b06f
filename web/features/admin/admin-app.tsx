import { Navigate, NavLink, Route, Routes } from "react-router";
import { ADMIN_PATH } from "../../../shared/admin-path";
import { adminCopy } from "../../../shared/copy/back-office/admin";
import { reviewsAdminCopy } from "../../../shared/copy/back-office/reviews";
import { paths } from "../../../shared/paths";
import { Spinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api-client";
import { useAdminMe } from "./api/admin-api";
import { AuditPage } from "./components/audit-page";
import { CatalogListPage } from "./components/catalog-list-page";
import { DocumentsPage } from "./components/documents-page";
import { OrderDetailPage } from "./components/order-detail-page";
import { OrdersListPage } from "./components/orders-list-page";
import { ProductEditorPage } from "./components/product-editor-page";
import { ReviewsPage } from "./components/reviews-page";
import { StaffPage } from "./components/staff-page";
import { WithdrawalsPage } from "./components/withdrawals-page";

const t = adminCopy;

/**
 * The back-office (issue 32, decisions/0042): its own chunk, loaded only at /admin, in Portuguese. It shows nothing
 * until the API says who is here; every answer it then reads is checked by role on the server.
 */
export function AdminApp() {
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
              {t.nav.orders}
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
            <NavLink to={`${ADMIN_PATH}/avaliacoes`} className={link}>
              {reviewsAdminCopy.nav}
            </NavLink>
            {owner && (
              <>
                <NavLink to={`${ADMIN_PATH}/equipa`} className={link}>
                  {t.nav.staff}
                </NavLink>
                <NavLink to={`${ADMIN_PATH}/auditoria`} className={link}>
                  {t.nav.audit}
                </NavLink>
              </>
            )}
          </nav>
          <span className="ml-auto text-sm text-stone-600">{t.signedInAs(me.data.email, t.roles[me.data.role])}</span>
          <a href={paths.home} className="text-sm underline">
            {t.nav.shop}
          </a>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">
        <Routes>
          <Route index element={<OrdersListPage />} />
          <Route path="encomendas/:id" element={<OrderDetailPage />} />
          <Route path="catalogo" element={<CatalogListPage />} />
          <Route path="catalogo/:id" element={<ProductEditorPage />} />
          <Route path="desistencias" element={<WithdrawalsPage />} />
          <Route path="faturacao" element={<DocumentsPage />} />
          <Route path="avaliacoes" element={<ReviewsPage />} />
          {owner && <Route path="equipa" element={<StaffPage />} />}
          {owner && <Route path="auditoria" element={<AuditPage />} />}
          <Route path="*" element={<Navigate to={ADMIN_PATH} replace />} />
        </Routes>
      </main>
    </div>
  );
}
