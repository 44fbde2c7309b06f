import { Link } from "react-router";
import { ADMIN_PATH } from "../../../../shared/admin-path";
import { adminCopy } from "../../../../shared/copy/back-office/admin";
import { promotionsCopy } from "../../../../shared/copy/back-office/promotions";
import { ErrorRetry } from "../../../components/ui/error-retry";
import { Spinner } from "../../../components/ui/spinner";
import { REPORT_CSV_URL, usePromotions, usePromotionsReport } from "../api/promotions-api";
import { euros, formatMoment } from "./admin-format";
import { ScheduledSalesSection } from "./scheduled-sales-section";

const t = promotionsCopy;

type Listed = NonNullable<ReturnType<typeof usePromotions>["data"]>["items"][number];

/** What a promotion takes off, in a few words: '10%', '5,00 €', 'Portes grátis', with its minimum. */
function termsOf(p: Listed) {
  const value = p.kind === "percent" ? t.terms.percent(p.percent ?? 0) : p.kind === "amount" ? `${euros(p.amountCents)} €` : t.terms.freeDelivery;
  return p.minOrderCents > 0 ? `${value} · ${t.terms.minimum(`${euros(p.minOrderCents)} €`)}` : value;
}

function periodOf(p: Listed) {
  if (p.startsAt && p.endsAt) return t.fromTo(formatMoment(p.startsAt), formatMoment(p.endsAt));
  if (p.startsAt) return t.from(formatMoment(p.startsAt));
  if (p.endsAt) return t.until(formatMoment(p.endsAt));
  return t.always;
}

const STATE_STYLE: Record<Listed["state"], string> = {
  active: "bg-emerald-50 text-emerald-800",
  scheduled: "bg-sky-50 text-sky-800",
  paused: "bg-amber-50 text-amber-900",
  expired: "bg-stone-100 text-stone-700",
  ended: "bg-stone-100 text-stone-700",
};

/**
 * 'Promoções' (issue 47): the owner's codes, each with what it takes off, when, how often it was used and its state,
 * and the results per promotion (orders, sales, discount given, average basket) with their CSV. Owners only.
 */
export function PromotionsPage() {
  const list = usePromotions();
  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t.title}</h1>
        <Link to={`${ADMIN_PATH}/promocoes/nova`} className="btn-primary">
          {t.newPromotion}
        </Link>
      </div>
      <p className="max-w-3xl text-stone-700">{t.intro}</p>
      {list.isPending ? (
        <Spinner label={t.loading} />
      ) : list.error ? (
        <ErrorRetry message={t.loadError} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-stone-700">{t.empty}</p>
      ) : (
        // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region is reached by the keyboard (WCAG 2.1.1)
        <div tabIndex={0} className="overflow-x-auto rounded-2xl border border-stone-200 bg-white">
          <table aria-label={t.title} className="w-full min-w-[44rem] text-left text-sm">
            <thead className="border-b border-stone-200 bg-stone-50 text-stone-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t.table.name}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t.table.code}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t.table.terms}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t.table.period}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t.table.uses}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t.table.status}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((p) => (
                <tr key={p.id} className="border-b border-stone-100 last:border-0">
                  <td className="px-3 py-2 font-medium">
                    {p.system ? (
                      <span>
                        {p.name} <span className="text-xs text-stone-500">({t.system})</span>
                      </span>
                    ) : (
                      <Link to={`${ADMIN_PATH}/promocoes/${p.id}`} className="text-brand-700 underline underline-offset-2">
                        {p.name}
                      </Link>
                    )}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 font-mono">{p.sharedCode ?? (p.codes > 0 && !p.system ? t.bulkCodes(p.codes) : "—")}</td>
                  <td className="px-3 py-2">{termsOf(p)}</td>
                  <td className="px-3 py-2">{periodOf(p)}</td>
                  <td className="px-3 py-2">{t.usesOf(p.uses, p.maxUses)}</td>
                  <td className="px-3 py-2">
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_STYLE[p.state]}`}>{t.statuses[p.state]}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PromotionsReport />
      <ScheduledSalesSection />
    </section>
  );
}

function PromotionsReport() {
  const report = usePromotionsReport();
  const r = t.report;
  return (
    <section aria-labelledby="promocoes-resultados" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="promocoes-resultados" className="text-lg font-bold">
          {r.title}
        </h2>
        <a href={REPORT_CSV_URL} className="btn-outline" download>
          {t.actions.exportCsv}
        </a>
      </div>
      {report.isPending ? (
        <Spinner label={adminCopy.loading} />
      ) : report.error ? (
        <ErrorRetry message={adminCopy.loadError} onRetry={() => void report.refetch()} />
      ) : report.data.items.every((x) => x.orders === 0) ? (
        <p className="text-sm text-stone-700">{r.empty}</p>
      ) : (
        // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region is reached by the keyboard (WCAG 2.1.1)
        <div tabIndex={0} className="overflow-x-auto rounded-2xl border border-stone-200 bg-white">
          <table aria-labelledby="promocoes-resultados" className="w-full min-w-[36rem] text-left text-sm">
            <thead className="border-b border-stone-200 bg-stone-50 text-stone-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t.table.name}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {r.orders}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {r.revenue}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {r.discount}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {r.average}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.data.items
                .filter((x) => x.orders > 0)
                .map((x) => (
                  <tr key={x.id} className="border-b border-stone-100 last:border-0">
                    <td className="px-3 py-2 font-medium">{x.name}</td>
                    <td className="px-3 py-2 text-right">{x.orders}</td>
                    <td className="px-3 py-2 text-right">{euros(x.revenueCents)} €</td>
                    <td className="px-3 py-2 text-right">{euros(x.discountCents)} €</td>
                    <td className="px-3 py-2 text-right">{euros(x.averageCents)} €</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
