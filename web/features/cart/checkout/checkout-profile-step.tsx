import { Link, Navigate, useNavigate } from "react-router";
import { copy } from "../../../../shared/copy";
import { paths } from "../../../../shared/paths";
import { Spinner } from "../../../components/ui/spinner";
import { useSession } from "../../../lib/session";

const t = copy.checkout;

/**
 * SPEC §4 profile step for a signed-in customer: the customer record the invoice and the delivery use. Completing it is
 * the blocking profile form every signed-in customer gets (SessionGate); here the customer confirms or edits it.
 */
export function CheckoutProfileStep() {
  const session = useSession();
  const navigate = useNavigate();
  if (session.isPending) return <Spinner />;
  if (!session.data) return <Navigate to={paths.checkoutEmail} replace />;
  const c = session.data.customer;
  const rows: [string, string | null | undefined][] = [
    [copy.account.name, c?.fullName],
    [copy.account.email, session.data.user.email],
    [copy.account.phone, c?.phone],
    [copy.account.nif, c?.nif],
  ];
  return (
    <section aria-labelledby="passo-perfil" className="card space-y-4 p-5">
      <div>
        <h2 id="passo-perfil" className="text-lg font-bold">
          {t.profileTitle}
        </h2>
        <p className="text-sm text-stone-600">{t.profileText}</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-600">{label}</dt>
            <dd className="font-medium">{value || "—"}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Link to={paths.myData} className="btn-outline">
          {t.editData}
        </Link>
        <button type="button" className="btn-primary flex-1" disabled={!session.data.profileComplete} onClick={() => navigate(paths.checkoutShipping)}>
          {t.continue}
        </button>
      </div>
    </section>
  );
}
