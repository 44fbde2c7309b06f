import { type FormEvent, useId } from "react";
import { Link } from "react-router";
import type { AuditQuery } from "../../../../shared/admin";
import { ADMIN_PATH } from "../../../../shared/admin-path";
import { adminCopy } from "../../../../shared/copy/back-office/admin";
import { inputClass } from "../../../components/ui/field";
import { Select } from "../../../components/ui/select";
import { auditCsvUrl, useAuditLog } from "../api/admin-api";
import { formatMoment, orderNumber } from "./admin-format";
import { AdminList, Pager, STACKED_CELL, STACKED_ROW, useUrlFilters } from "./admin-list";

const t = adminCopy.audit;
const ANY = "todos";
/** Who the shop itself is in the log (payments, the customer's own steps, the cron). */
const SYSTEM = "sistema";
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters as the URL holds them (?acao=, ?quem=, ?de=, ?ate=, ?pagina=), read into the API's query. */
function queryOf(params: URLSearchParams): Partial<AuditQuery> {
  const day = (v: string | null) => (v && DAY.test(v) ? v : undefined);
  return {
    action: params.get("acao") || undefined,
    actor: params.get("quem") || undefined,
    from: day(params.get("de")),
    to: day(params.get("ate")),
    page: Math.max(1, Number(params.get("pagina")) || 1),
  };
}

const actorName = (actor: string) => (actor === SYSTEM ? t.system : actor);

/** An action's name in words, or its code when it has none (the CSV and the URL keep the code). */
const actionName = (action: string) => t.actionNames[action] ?? action;

/**
 * The audit log (owner only; issue 32, on screen since issue 44, decisions/0060): every back-office action and order
 * status change, newest first, filtered by action, by who did it and by day, in pages of 50; the CSV export takes the
 * same filters.
 */
export function AuditPage() {
  const { params, set, filtered, clear } = useUrlFilters();
  const query = queryOf(params);
  const log = useAuditLog(query);
  const ids = { from: useId(), to: useId() };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    set({ de: String(f.get("de") ?? ""), ate: String(f.get("ate") ?? "") });
  };
  const { page: _page, ...filters } = query;
  const choices = (values: string[] | undefined, current: string | undefined) => [...new Set([...(values ?? []), ...(current ? [current] : [])])];

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p className="max-w-2xl text-stone-700">{t.intro}</p>
      <form onSubmit={submit} aria-label={t.filters} className="flex flex-wrap items-end gap-3 rounded-2xl border border-stone-200 bg-white p-4">
        <div className="w-full sm:w-60">
          <Select
            stacked
            id="audit-action"
            label={t.action}
            value={query.action ?? ANY}
            options={[{ value: ANY, label: t.anyAction }, ...choices(log.data?.actions, query.action).map((a) => ({ value: a, label: actionName(a) }))]}
            onChange={(v) => set({ acao: v === ANY ? undefined : v })}
          />
        </div>
        <div className="w-full sm:w-72">
          <Select
            stacked
            id="audit-actor"
            label={t.actor}
            value={query.actor ?? ANY}
            options={[{ value: ANY, label: t.anyActor }, ...choices(log.data?.actors, query.actor).map((a) => ({ value: a, label: actorName(a) }))]}
            onChange={(v) => set({ quem: v === ANY ? undefined : v })}
          />
        </div>
        <label htmlFor={ids.from} className="text-sm">
          {t.from}
          <input id={ids.from} name="de" type="date" defaultValue={query.from} className={`${inputClass} mt-1 w-40`} />
        </label>
        <label htmlFor={ids.to} className="text-sm">
          {t.to}
          <input id={ids.to} name="ate" type="date" defaultValue={query.to} className={`${inputClass} mt-1 w-40`} />
        </label>
        <button type="submit" className="btn-primary">
          {t.apply}
        </button>
        {filtered && (
          <button type="button" className="btn-outline" onClick={clear}>
            {t.clear}
          </button>
        )}
      </form>
      <a href={auditCsvUrl(filters)} download className="btn-outline inline-flex">
        {Object.values(filters).some(Boolean) ? t.exportFiltered : t.export}
      </a>

      <AdminList query={log} rows={log.data?.items} columns={Object.values(t.columns)} empty={t.empty} stacked>
        {(r) => (
          <tr key={r.id} className={`border-b border-stone-100 align-top last:border-0 ${STACKED_ROW}`}>
            <td data-label={t.columns.at} className={`whitespace-nowrap px-3 py-2 ${STACKED_CELL}`}>
              <time dateTime={r.at}>{formatMoment(r.at)}</time>
            </td>
            <td data-label={t.columns.actor} className={`px-3 py-2 [overflow-wrap:anywhere] ${STACKED_CELL}`}>
              {actorName(r.actor)}
            </td>
            <td data-label={t.columns.action} className={`px-3 py-2 ${STACKED_CELL}`}>
              {actionName(r.action)}
              {t.actionNames[r.action] && <span className="block font-mono text-xs text-stone-600">{r.action}</span>}
            </td>
            <td data-label={t.columns.order} className={`px-3 py-2 font-mono ${STACKED_CELL}`}>
              {r.orderId ? (
                <Link to={`${ADMIN_PATH}/encomendas/${r.orderId}`} className="text-brand-700 underline">
                  {orderNumber(r.orderId)}
                </Link>
              ) : (
                "—"
              )}
            </td>
            <td data-label={t.columns.change} className={`px-3 py-2 [overflow-wrap:anywhere] ${STACKED_CELL}`}>
              {r.before || r.after ? `${r.before ?? "—"} → ${r.after ?? "—"}` : "—"}
            </td>
            <td data-label={t.columns.detail} className={`max-w-72 px-3 py-2 font-mono text-xs [overflow-wrap:anywhere] ${STACKED_CELL} max-md:col-span-2`}>
              {r.detail ?? "—"}
            </td>
          </tr>
        )}
      </AdminList>
      {log.data && log.data.items.length > 0 && (
        <Pager
          label={t.page(log.data.page, log.data.totalPages, log.data.total)}
          page={log.data.page}
          pages={log.data.totalPages}
          go={(n) => set({ pagina: String(n) })}
        />
      )}
    </div>
  );
}
