import { ChevronRight } from "lucide-react";
import { Fragment } from "react";
import { Link } from "react-router";
import { shopCopy } from "#copy/shop";

export interface Crumb {
  label: string;
  to?: string;
}

export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label={shopCopy.product.breadcrumb} className="text-sm text-stone-600">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((c, i) => (
          <Fragment key={c.to ?? c.label}>
            {i > 0 && <ChevronRight aria-hidden className="size-4 text-stone-400" />}
            <li>
              {c.to && i < items.length - 1 ? (
                <Link to={c.to} className="hover:text-brand-700 hover:underline">
                  {c.label}
                </Link>
              ) : (
                <span aria-current={i === items.length - 1 ? "page" : undefined} className="font-medium text-stone-800">
                  {c.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
