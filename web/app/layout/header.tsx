import { Heart, Search, ShoppingBag, User } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link, NavLink } from "react-router";
import { useSession } from "../../features/auth/api/session";
import { copy } from "../../../shared/copy";
import { useCartDrawer } from "../../features/cart/state/cart-drawer-context";
import { useCart } from "../../features/cart/state/use-cart";
import { useSearchPalette } from "../../features/search/search-palette-provider";

function SearchBox({ className = "" }: { className?: string }) {
  const { openPalette } = useSearchPalette();
  const isMac = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);
  return (
    <button
      type="button"
      onClick={openPalette}
      aria-label={copy.common.searchLabel}
      aria-keyshortcuts="Control+K Meta+K"
      className={`flex h-11 w-full items-center gap-2 rounded-full border border-stone-300 bg-white px-4 text-left text-sm text-stone-500 hover:border-brand-600 ${className}`}
    >
      <Search aria-hidden className="size-4 shrink-0" />
      <span className="flex-1 truncate">{copy.common.search}</span>
      <kbd className="hidden rounded border border-stone-300 px-1.5 text-xs text-stone-500 sm:inline">{isMac ? "⌘K" : "Ctrl K"}</kbd>
    </button>
  );
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-sm font-medium hover:text-brand-700 ${isActive ? "text-brand-700" : "text-stone-700"}`;

/** Início and Catálogo; on phones Início is the brand link, so only Catálogo shows. */
function MainNav({ className }: { className: string }) {
  return (
    <nav aria-label={copy.common.mainNav} className={className}>
      <ul className="flex gap-1">
        <li className="hidden md:block">
          <NavLink to="/" end className={navClass}>
            {copy.common.home}
          </NavLink>
        </li>
        <li>
          <NavLink to="/catalogo" className={navClass}>
            {copy.common.catalogue}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

export function Header() {
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center gap-3 sm:gap-6">
        <Link to="/" className="flex shrink-0 items-center gap-2 text-lg font-extrabold text-brand-700">
          <Heart aria-hidden className="size-6 fill-brand-700" />
          <span>{copy.brand}</span>
        </Link>
        <MainNav className="hidden md:block" />
        <div className="hidden flex-1 md:block">
          <SearchBox className="max-w-md" />
        </div>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <span className="rounded border border-stone-300 px-2 py-0.5 text-xs font-semibold text-stone-600" title="Português">
            {copy.common.languageLabel}
          </span>
          <AccountEntry />
          <CartButton />
        </div>
      </div>
      <div className="container-page flex items-center gap-3 pb-3 md:hidden">
        <MainNav className="shrink-0" />
        <SearchBox />
      </div>
    </header>
  );
}

const UserMenu = lazy(() => import("../../features/auth/components/user-menu"));

/** Anonymous: the sign-in icon; signed in: the avatar menu (its code loads only then). */
function AccountEntry() {
  const session = useSession();
  const signIn = (
    <Link to="/auth" aria-label={copy.common.signIn} className="grid size-11 place-items-center rounded-full text-stone-700 hover:bg-brand-50 hover:text-brand-700">
      <User aria-hidden className="size-5" />
    </Link>
  );
  if (!session.data) return signIn;
  return (
    <Suspense fallback={<span className="size-10" />}>
      <UserMenu email={session.data.user.email} />
    </Suspense>
  );
}

function CartButton() {
  const { count } = useCart();
  const { openCart } = useCartDrawer();
  return (
    <button
      type="button"
      onClick={openCart}
      aria-haspopup="dialog"
      aria-label={count > 0 ? copy.common.cartWithCount(count) : copy.common.cart}
      className="relative grid size-11 place-items-center rounded-full text-stone-700 hover:bg-brand-50 hover:text-brand-700"
    >
      <ShoppingBag aria-hidden className="size-5" />
      {count > 0 && (
        <span className="absolute -right-0.5 -top-0.5 grid min-w-5 place-items-center rounded-full bg-brand-700 px-1 text-xs font-bold text-white">{count}</span>
      )}
    </button>
  );
}
