import * as Dialog from "@radix-ui/react-dialog";
import { ChevronDown, X } from "lucide-react";
import { useState } from "react";
import { Link, NavLink } from "react-router";
import { commonCopy } from "#copy/common";
import { paths } from "../../../shared/paths";
import { DialogContent, type SheetProps } from "../../components/ui/dialog";
import { ErrorRetry } from "../../components/ui/error-retry";
import { LanguageSwitch } from "./language-switch";
import { type CategoryLink, useCategoryLinks } from "./use-category-links";

const rowLink = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 flex-1 items-center rounded-xl px-3 font-semibold ${isActive ? "text-brand-700" : "text-stone-800"} hover:bg-brand-50`;

function CategoryRow({ category, onNavigate }: { category: CategoryLink; onNavigate: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const listId = `menu-sub-${category.slug}`;
  return (
    <li>
      <div className="flex items-center gap-1">
        <NavLink to={category.path} end onClick={onNavigate} className={rowLink}>
          {category.name}
        </NavLink>
        {category.subcategories.length > 0 && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-label={commonCopy.common.subcategoriesOf(category.name)}
            onClick={() => setExpanded((e) => !e)}
            className="grid size-11 shrink-0 place-items-center rounded-full text-stone-600 hover:bg-brand-50 hover:text-brand-700"
          >
            <ChevronDown aria-hidden className={`size-5 transition-transform ${expanded ? "rotate-180" : ""}`} />
          </button>
        )}
      </div>
      {expanded && (
        <ul id={listId} className="mb-2 ml-3 border-l border-stone-200 pl-2">
          {category.subcategories.map((s) => (
            <li key={s.slug}>
              <Link
                to={s.path}
                onClick={onNavigate}
                className="flex min-h-11 items-center rounded-xl px-3 text-sm text-stone-700 hover:bg-brand-50 hover:text-brand-700"
              >
                {s.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** Phones: a side sheet with Início, Catálogo and every category, each opening its subcategories. Loaded on first use. */
export default function MenuSheet({ open, onOpenChange, returnFocus }: SheetProps) {
  const { links, isPending, isError, refetch } = useCategoryLinks();
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogContent
        aria-describedby={undefined}
        // Opened from the header's button, not a Radix trigger: focus goes back to it.
        onCloseAutoFocus={(e) => {
          if (!returnFocus.current?.isConnected) return;
          e.preventDefault();
          returnFocus.current.focus();
        }}
        placement="left"
        className="w-[min(22rem,88vw)]"
      >
        <div className="flex items-center justify-between border-b border-stone-200 px-4 py-3">
          <Dialog.Title className="text-lg font-bold">{commonCopy.common.menu}</Dialog.Title>
          <Dialog.Close aria-label={commonCopy.common.close} className="grid size-11 place-items-center rounded-full hover:bg-stone-100">
            <X aria-hidden className="size-5" />
          </Dialog.Close>
        </div>
        <nav aria-label={commonCopy.common.mainNav} className="flex-1 overflow-y-auto px-2 py-3">
          <ul>
            <li className="flex">
              <NavLink to={paths.home} end onClick={close} className={rowLink}>
                {commonCopy.common.home}
              </NavLink>
            </li>
            <li className="flex">
              <NavLink to={paths.catalogue} onClick={close} className={rowLink}>
                {commonCopy.common.catalogue}
              </NavLink>
            </li>
          </ul>
          <h2 className="mt-4 px-3 pb-1 text-xs font-bold uppercase tracking-wide text-stone-600">{commonCopy.common.categories}</h2>
          {isPending && <p className="px-3 py-2 text-sm text-stone-600">{commonCopy.common.loading}</p>}
          {isError && <ErrorRetry onRetry={() => void refetch()} className="px-3" />}
          <ul>
            {links.map((c) => (
              <CategoryRow key={c.slug} category={c} onNavigate={close} />
            ))}
          </ul>
        </nav>
        <LanguageSwitch className="flex border-t border-stone-200 px-5 py-3" />
      </DialogContent>
    </Dialog.Root>
  );
}
