import { type FormEvent, useId, useState } from "react";
import type { AdminReviewsQuery } from "../../../../shared/admin-reviews";
import { adminCopy } from "../../../../shared/copy/back-office/admin";
import { reviewsAdminCopy } from "../../../../shared/copy/back-office/reviews";
import { ErrorRetry } from "../../../components/ui/error-retry";
import { inputClass } from "../../../components/ui/field";
import { Select } from "../../../components/ui/select";
import { Spinner } from "../../../components/ui/spinner";
import { useAdminMe } from "../api/admin-api";
import { useAdminReviews } from "../api/reviews-admin-api";
import { Pager, useUrlFilters } from "./admin-list";
import { ReviewCard } from "./review-card";

const t = reviewsAdminCopy;
const ANY = "todas";

/** The filters as the URL holds them (a list can be shared and reloaded). */
function queryOf(params: URLSearchParams): Partial<AdminReviewsQuery> {
  const state = params.get("estado");
  return {
    state: state === "visible" || state === "hidden" ? state : undefined,
    product: params.get("produto") || undefined,
    page: Math.max(1, Number(params.get("pagina")) || 1),
  };
}

/**
 * /admin/avaliacoes (issue 34, decisions/0047): the customers' reviews, newest first, by state and product. Staff read
 * them; the owner hides one with its reason, shows it again, and replies as the shop (the server checks the role).
 */
export function ReviewsPage() {
  const owner = useAdminMe().data?.role === "owner";
  const { params, set, filtered, clear } = useUrlFilters();
  const query = queryOf(params);
  const reviews = useAdminReviews(query);
  const [said, setSaid] = useState<string | null>(null);
  const productId = useId();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    set({ produto: String(new FormData(e.currentTarget).get("produto") ?? "").trim() });
  };
  const data = reviews.data;
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p className="max-w-2xl text-stone-700">{t.intro}</p>
      {!owner && <p className="text-sm text-stone-700">{t.staffNote}</p>}
      <form onSubmit={submit} aria-label={t.filters} className="flex flex-wrap items-end gap-3 rounded-2xl border border-stone-200 bg-white p-4">
        <div className="w-48">
          <Select
            stacked
            id="reviews-state"
            label={t.state}
            value={query.state ?? ANY}
            options={[
              { value: ANY, label: t.anyState },
              { value: "visible", label: t.visibleOnly },
              { value: "hidden", label: t.hiddenOnly },
            ]}
            onChange={(v) => set({ estado: v === ANY ? undefined : v })}
          />
        </div>
        <div className="min-w-48 flex-1 space-y-1">
          <label htmlFor={productId} className="block text-sm font-medium text-stone-800">
            {t.product}
          </label>
          <input id={productId} name="produto" type="search" defaultValue={query.product} className={inputClass} />
        </div>
        <button type="submit" className="btn-primary">
          {t.apply}
        </button>
        {filtered && (
          <button type="button" className="btn-outline" onClick={clear}>
            {t.clear}
          </button>
        )}
      </form>
      <div role="status">{said && <p className="rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900">{said}</p>}</div>
      {reviews.isPending ? (
        <Spinner label={adminCopy.loading} />
      ) : reviews.error || !data ? (
        <ErrorRetry message={adminCopy.loadError} onRetry={() => void reviews.refetch()} />
      ) : data.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 p-8 text-center text-stone-600">{t.empty}</p>
      ) : (
        <>
          <ul aria-label={t.list} className="space-y-3">
            {data.items.map((r) => (
              <ReviewCard key={r.id} review={r} owner={owner} onDone={setSaid} />
            ))}
          </ul>
          <Pager label={t.page(data.page, data.totalPages, data.total)} page={data.page} pages={data.totalPages} go={(n) => set({ pagina: String(n) })} />
        </>
      )}
    </div>
  );
}
