import type { ReactNode } from "react";

/** A back-office page's titled box (a region named by its title): the health page's and a customer's page's parts. */
export function AdminSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4">
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}
