import { Gift, Heart, MapPin, Package, User, UserRound } from "lucide-react";
import { NavLink, Outlet } from "react-router";
import { accountCopy } from "#copy/account";
import { paths } from "../../../../shared/paths";
import { Spinner } from "../../../components/ui/spinner";
import { useRequireSession } from "../../../lib/use-require-session";

const LINKS = [
  { to: paths.account, label: accountCopy.account.overview, icon: UserRound },
  { to: paths.orders, label: accountCopy.account.orders, icon: Package },
  { to: paths.favorites, label: accountCopy.account.favorites, icon: Heart },
  { to: paths.addresses, label: accountCopy.account.addresses, icon: MapPin },
  { to: paths.birthLists(), label: accountCopy.account.birthLists, icon: Gift },
  { to: paths.myData, label: accountCopy.account.myData, icon: User },
];

/** Account pages need a signed-in customer: a visitor goes to /auth and comes back after signing in. */
export function AccountLayout() {
  const session = useRequireSession();
  if (!session) return <Spinner />;
  return (
    <div className="container-page grid grid-cols-1 gap-6 py-6 md:grid-cols-[14rem_minmax(0,1fr)]">
      <nav aria-label={accountCopy.account.menu} className="min-w-0 md:sticky md:top-24 md:self-start">
        {/* Phones: the entries wrap onto as many rows as they need, every one whole on the screen. */}
        <ul className="flex flex-wrap gap-2 md:flex-col md:gap-1">
          {LINKS.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                className={({ isActive }) =>
                  `flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium md:rounded-xl md:border-0 ${isActive ? "border-brand-700 bg-brand-700 text-white" : "border-stone-300 bg-white text-stone-700 hover:text-brand-700 md:bg-transparent"}`
                }
              >
                <Icon aria-hidden className="size-4" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
