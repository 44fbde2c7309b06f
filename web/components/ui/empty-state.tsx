import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/**
 * Nothing to show (no results, no favourites, an empty cart, a page still to come) or a list that failed: a dashed
 * panel with an optional icon, title and action. `compact` for small spaces (a drawer, a short notice).
 */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
  compact = false,
}: {
  icon?: LucideIcon;
  title?: string;
  children?: ReactNode;
  action?: ReactNode;
  compact?: boolean;
}) {
  return (
    <div className={`rounded-2xl border border-dashed border-stone-300 bg-white text-center text-stone-600 ${compact ? "px-4 py-8" : "px-6 py-16"}`}>
      {Icon && <Icon aria-hidden className="mx-auto mb-3 size-10 text-stone-300" />}
      {title && <p className="text-lg font-semibold text-ink">{title}</p>}
      {title && children ? <div className="mt-1 text-sm">{children}</div> : children}
      {action && <div className={compact ? "mt-4" : "mt-6"}>{action}</div>}
    </div>
  );
}
