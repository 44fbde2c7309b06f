import { Heart, MapPin, Package, User } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { accountCopy } from "#copy/account";
import { LANG } from "#copy/language";
import { greetingName, PLACEHOLDER_BIRTH_DATE } from "../../../../shared/account-rules";
import { LOCALE } from "../../../../shared/languages";
import { paths } from "../../../../shared/paths";
import { useDefaultAddress } from "../../../lib/address-queries";
import { useSession } from "../../../lib/session";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { ACCOUNT_EXPORT_HREF } from "../api/account-mutations";
import { ChangePasswordDialog } from "./change-password-dialog";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { LatestOrders } from "./latest-orders";

const t = accountCopy.account;

const dateFmt = new Intl.DateTimeFormat(LOCALE[LANG], { day: "2-digit", month: "long", year: "numeric", timeZone: "UTC" });

export function AccountOverviewPage() {
  useDocumentTitle(t.overview);
  const { data } = useSession();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<null | "password" | "delete">(null);
  const defaultAddress = useDefaultAddress();
  if (!data) return null;
  const c = data.customer;
  const quick = [
    { to: paths.orders, label: t.quick.orders, icon: Package },
    { to: paths.favorites, label: t.quick.favorites, icon: Heart },
    { to: paths.addresses, label: t.quick.addresses, icon: MapPin },
    { to: paths.myData, label: t.quick.myData, icon: User },
  ];
  const rows: [string, string | null | undefined][] = [
    [t.name, c?.fullName],
    [t.email, data.user.email],
    [t.phone, c?.phone],
    [t.nif, c?.nif],
    [t.birthDate, c?.birthDate && c.birthDate !== PLACEHOLDER_BIRTH_DATE ? dateFmt.format(new Date(`${c.birthDate}T00:00:00Z`)) : null],
  ];
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-extrabold">{t.greeting(greetingName(c?.firstName, data.user.email))}</h1>
        <p className="mt-1 text-stone-600">{t.greetingText}</p>
      </div>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {quick.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className="flex h-full flex-col items-center gap-2 card p-4 text-center text-sm font-semibold hover:shadow-md">
              <Icon aria-hidden className="size-6 text-brand-700" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="ultimas" className="card p-5">
          <h2 id="ultimas" className="font-bold">
            {t.lastOrders}
          </h2>
          <LatestOrders userId={data.user.id} />
        </section>
        <section aria-labelledby="moradas" className="card p-5">
          <h2 id="moradas" className="font-bold">
            {t.savedAddresses}
          </h2>
          {defaultAddress ? (
            <address className="mt-3 text-sm not-italic text-stone-700">
              <span className="font-medium">{defaultAddress.fullName}</span>
              <br />
              {defaultAddress.address} {defaultAddress.number}
              {defaultAddress.complement ? `, ${defaultAddress.complement}` : ""}
              <br />
              {defaultAddress.zipCode} {defaultAddress.city}
            </address>
          ) : (
            <p className="mt-3 text-sm text-stone-600">{t.noAddresses}</p>
          )}
        </section>
      </div>
      <section aria-labelledby="resumo" className="card p-5">
        <h2 id="resumo" className="font-bold">
          {t.dataSummary}
        </h2>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-stone-600">{label}</dt>
              <dd className="break-all">{value || "—"}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-5 flex flex-wrap gap-2">
          <button type="button" className="btn-outline" onClick={() => navigate(paths.myData)}>
            {t.edit}
          </button>
          {data.user.hasPassword && (
            <button type="button" className="btn-outline" onClick={() => setDialog("password")}>
              {t.changePassword}
            </button>
          )}
          <a href={ACCOUNT_EXPORT_HREF} download className="btn-outline" aria-describedby="exportar-dados">
            {t.exportData}
          </a>
          <button type="button" className="btn border border-red-300 bg-white text-red-700 hover:bg-red-50" onClick={() => setDialog("delete")}>
            {t.deleteAccount}
          </button>
        </div>
        <p id="exportar-dados" className="mt-3 text-xs text-stone-600">
          {t.exportDataHint}
        </p>
      </section>
      <ChangePasswordDialog open={dialog === "password"} onOpenChange={(o) => setDialog(o ? "password" : null)} />
      <DeleteAccountDialog open={dialog === "delete"} onOpenChange={(o) => setDialog(o ? "delete" : null)} hasPassword={data.user.hasPassword} />
    </div>
  );
}
