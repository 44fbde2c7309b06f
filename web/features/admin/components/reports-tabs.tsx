import { NavLink } from "react-router";
import { ADMIN_PATH } from "../../../../shared/admin-path";
import { reportsCopy } from "../../../../shared/copy/back-office/reports";

/** The reports' two pages (issue 48): sales, and VAT for the accountant. */
export function ReportsTabs() {
  const link = ({ isActive }: { isActive: boolean }) =>
    `rounded-full border px-3 py-1 text-sm font-medium ${isActive ? "border-brand-600 bg-brand-50 text-brand-800" : "border-stone-300 text-stone-700 hover:bg-stone-100"}`;
  return (
    <nav aria-label={reportsCopy.nav} className="flex gap-2">
      <NavLink to={`${ADMIN_PATH}/relatorios`} end className={link}>
        {reportsCopy.tabs.sales}
      </NavLink>
      <NavLink to={`${ADMIN_PATH}/relatorios/iva`} className={link}>
        {reportsCopy.tabs.vat}
      </NavLink>
    </nav>
  );
}
