import * as Popover from "@radix-ui/react-popover";
import { type RefObject, useEffect, useRef } from "react";
import { Link } from "react-router";
import { commonCopy } from "#copy/common";
import { ErrorRetry } from "../../components/ui/error-retry";
import { CATEGORY_MENU_ID } from "./category-menu-id";
import { useCategoryLinks } from "./use-category-links";

/**
 * Desktop: every category and its subcategories in a panel under 'Categorias'. Loaded on first use; the
 * trigger lives in the header, so the panel anchors to it. Focus moves to the first link; Tab walks the
 * links (the panel follows the trigger in the page order); Escape closes and gives focus back.
 */
export default function CategoryMenu({
  open,
  onOpenChange,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const { links, isPending, isError, refetch } = useCategoryLinks();
  const focusTrigger = useRef(true);
  const panel = useRef<HTMLDivElement>(null);
  // Opened before the categories arrived, focus sits on the panel itself: move it to the first link once they do.
  useEffect(() => {
    if (open && links.length > 0 && document.activeElement === panel.current) panel.current?.querySelector<HTMLElement>("a")?.focus();
  }, [open, links.length]);
  const close = (returnFocus: boolean) => {
    focusTrigger.current = returnFocus;
    onOpenChange(false);
  };
  return (
    <Popover.Root open={open} onOpenChange={(o) => (o ? onOpenChange(true) : close(true))}>
      <Popover.Anchor virtualRef={trigger as RefObject<HTMLButtonElement>} />
      <Popover.Content
        ref={panel}
        id={CATEGORY_MENU_ID}
        aria-label={commonCopy.common.categories}
        align="start"
        sideOffset={10}
        collisionPadding={16}
        onOpenAutoFocus={(e) => {
          // Radix skips links when it places focus; the panel is all links, so focus the first one.
          e.preventDefault();
          focusTrigger.current = true;
          (panel.current?.querySelector<HTMLElement>("a") ?? panel.current)?.focus();
        }}
        onInteractOutside={(e) => {
          // The trigger toggles by itself; any other outside click closes without taking focus.
          if (trigger.current?.contains(e.target as Node)) e.preventDefault();
          else focusTrigger.current = false;
        }}
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          if (focusTrigger.current) trigger.current?.focus();
        }}
        className="z-40 max-h-[calc(100dvh-6rem)] w-[min(60rem,calc(100vw-2rem))] overflow-y-auto card p-6 shadow-xl"
      >
        <nav aria-label={commonCopy.common.categories}>
          {isPending && <p className="text-sm text-stone-600">{commonCopy.common.loading}</p>}
          {isError && <ErrorRetry onRetry={() => void refetch()} />}
          <ul className="columns-2 gap-8 lg:columns-3">
            {links.map((c) => (
              <li key={c.slug} className="mb-5 break-inside-avoid">
                <Link to={c.path} onClick={() => close(false)} className="font-bold text-stone-900 hover:text-brand-700">
                  {c.name}
                </Link>
                {c.subcategories.length > 0 && (
                  <ul className="mt-2 space-y-1.5 text-sm">
                    {c.subcategories.map((s) => (
                      <li key={s.slug}>
                        <Link to={s.path} onClick={() => close(false)} className="text-stone-600 hover:text-brand-700">
                          {s.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </Popover.Content>
    </Popover.Root>
  );
}
