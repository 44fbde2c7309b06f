import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** Nothing to show (no results, no favourites) or a list that failed: a dashed panel with an optional icon, title and action. */
export function EmptyState({ icon: Icon, title, children, action }: { icon?: LucideIcon; title?: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-16 text-center text-stone-600">
      {Icon && <Icon aria-hidden className="mx-auto mb-3 size-10 text-stone-300" />}
      {title && <p className="text-lg font-semibold text-ink">{title}</p>}
      {title && children ? <div className="mt-1 text-sm">{children}</div> : children}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
