import { useQueryClient } from "@tanstack/react-query";
import { ChevronDown, Heart, Menu, Search, ShoppingBag, User } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import { commonCopy } from "#copy/common";
import { paths } from "../../../shared/paths";
import { useCartDrawer } from "../../features/cart/state/cart-drawer-context";
import { useSearchPalette } from "../../features/search/search-palette-provider";
import { catalogQueries } from "../../lib/catalog-queries";
import { useSession } from "../../lib/session";
import { useCart } from "../../lib/use-cart";
import { CATEGORY_MENU_ID } from "./category-menu-id";
import { LanguageSwitch } from "./language-switch";

/** Desktop: the search field look-alike that opens the palette. */
function SearchBox({ className = "" }: { className?: string }) {
  const { openPalette } = useSearchPalette();
  const isMac = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);
  return (
    <button
      type="button"
      onClick={openPalette}
      aria-keyshortcuts="Control+K Meta+K"
      className={`flex h-11 w-full items-center gap-2 rounded-full border border-stone-300 bg-white px-4 text-left text-sm text-stone-500 hover:border-brand-600 ${className}`}
    >
      <Search aria-hidden className="size-4 shrink-0" />
      <span className="flex-1 truncate">{commonCopy.common.search}</span>
      <kbd aria-hidden className="hidden rounded border border-stone-300 px-1.5 text-xs text-stone-500 sm:inline">
        {isMac ? "⌘K" : "Ctrl K"}
      </kbd>
    </button>
  );
}

const iconButton = "grid size-11 shrink-0 place-items-center rounded-full text-stone-700 hover:bg-brand-50 hover:text-brand-700";

/** Phones: the search as an icon that opens the palette. */
function SearchIcon({ className }: { className: string }) {
  const { openPalette } = useSearchPalette();
  return (
    <button type="button" onClick={openPalette} aria-label={commonCopy.common.searchLabel} aria-haspopup="dialog" className={`${iconButton} ${className}`}>
      <Search aria-hidden className="size-5" />
    </button>
  );
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-sm font-medium hover:text-brand-700 ${isActive ? "text-brand-700" : "text-stone-700"}`;

const CategoryMenu = lazy(() => import("./category-menu"));
const MenuSheet = lazy(() => import("./menu-sheet"));

/** 'Categorias': its panel (and the Radix code) loads on first use; hovering or focusing the button prefetches it. */
function CategoriesEntry() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const queryClient = useQueryClient();
  const prefetch = () => {
    void import("./category-menu");
    void queryClient.prefetchQuery(catalogQueries.categories());
  };
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={open ? CATEGORY_MENU_ID : undefined}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setLoaded(true);
          setOpen((o) => !o);
        }}
        className={`${navClass({ isActive: open })} flex items-center gap-1`}
      >
        {commonCopy.common.categories}
        <ChevronDown aria-hidden className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <CategoryMenu open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      )}
    </>
  );
}

/** Desktop: Início, Catálogo and the categories menu (phones have them in the menu sheet). */
function MainNav() {
  return (
    <nav aria-label={commonCopy.common.mainNav} className="hidden md:block">
      <ul className="flex items-center gap-1">
        <li>
          <NavLink to={paths.home} end className={navClass}>
            {commonCopy.common.home}
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.catalogue} className={navClass}>
            {commonCopy.common.catalogue}
          </NavLink>
        </li>
        <li>
          <CategoriesEntry />
        </li>
      </ul>
    </nav>
  );
}

/** Phones: the menu button and its sheet (loaded on first use). */
function MenuEntry() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-label={commonCopy.common.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void import("./menu-sheet")}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className={`${iconButton} -ml-2 md:hidden`}
      >
        <Menu aria-hidden className="size-6" />
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <MenuSheet open={open} onOpenChange={setOpen} returnFocus={opener} />
        </Suspense>
      )}
    </>
  );
}

/** One row at every width: phones get the menu button, a search icon and the account and cart icons. */
export function Header() {
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="container-page flex h-15 items-center md:h-16 gap-1 sm:gap-3 md:gap-6">
        <MenuEntry />
        <Link to={paths.home} className="flex min-w-0 shrink-0 items-center gap-2 text-lg font-extrabold text-brand-700">
          <Heart aria-hidden className="size-6 fill-brand-700" />
          <span>{commonCopy.brand}</span>
        </Link>
        <MainNav />
        <div className="hidden flex-1 md:block">
          <SearchBox className="max-w-md" />
        </div>
        <div className="ml-auto flex items-center gap-0.5 sm:gap-2">
          <SearchIcon className="md:hidden" />
          <LanguageSwitch compact className="hidden min-[400px]:flex" />
          <AccountEntry />
          <CartButton />
        </div>
      </div>
    </header>
  );
}

const UserMenu = lazy(() => import("../../features/auth/components/user-menu"));

/** Anonymous: the sign-in icon; signed in: the avatar menu (its code loads only then). */
function AccountEntry() {
  const session = useSession();
  const signIn = (
    <Link
      to={paths.auth()}
      aria-label={commonCopy.common.signIn}
      className="grid size-11 place-items-center rounded-full text-stone-700 hover:bg-brand-50 hover:text-brand-700"
    >
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
      aria-label={count > 0 ? commonCopy.common.cartWithCount(count) : commonCopy.common.cart}
      className="relative grid size-11 place-items-center rounded-full text-stone-700 hover:bg-brand-50 hover:text-brand-700"
    >
      <ShoppingBag aria-hidden className="size-5" />
      {count > 0 && (
        <span className="absolute -right-0.5 -top-0.5 grid min-w-5 place-items-center rounded-full bg-brand-700 px-1 text-xs font-bold text-white">
          {count}
        </span>
      )}
    </button>
  );
}
