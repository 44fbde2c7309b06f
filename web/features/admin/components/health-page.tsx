import { Link } from "react-router";
import { ADMIN_PATH } from "../../../../shared/admin-path";
import { adminCopy } from "../../../../shared/copy/back-office/admin";
import { healthCopy } from "../../../../shared/copy/back-office/health";
import { formatCents } from "../../../../shared/money";
import { ErrorRetry } from "../../../components/ui/error-retry";
import { FormError } from "../../../components/ui/form-error";
import { Spinner } from "../../../components/ui/spinner";
import { type ShopHealth, useRetryEmail, useShopHealth } from "../api/health-api";
import { errorText, formatMoment, orderNumber } from "./admin-format";
import { AdminSection } from "./admin-section";

const t = healthCopy;

/**
 * 'Saúde da loja' (issue 46): what failed or waits for someone — e-mails (a failed one retried here), fiscal documents
 * not issued, payments that matched no order or were given back automatically, the scheduled jobs' last runs, the
 * providers' last webhooks. Owners and staff.
 */
export function HealthPage() {
  const health = useShopHealth();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t.title}</h1>
        <button type="button" className="btn-outline" onClick={() => void health.refetch()} disabled={health.isFetching}>
          {t.refresh}
        </button>
      </div>
      <p className="max-w-2xl text-stone-700">{t.intro}</p>
      {health.isPending ? (
        <Spinner label={adminCopy.loading} />
      ) : health.error ? (
        <ErrorRetry message={adminCopy.loadError} onRetry={() => void health.refetch()} />
      ) : (
        <>
          <Emails emails={health.data.emails} />
          <Documents documents={health.data.documents} />
          <Payments payments={health.data.payments} />
          <Jobs jobs={health.data.jobs} />
          <Webhooks webhooks={health.data.webhooks} />
        </>
      )}
    </div>
  );
}

const Fine = () => <p className="text-sm text-emerald-800">{t.allWell}</p>;
const item = "rounded-xl border border-stone-200 p-3 text-sm [overflow-wrap:anywhere]";

function Emails({ emails }: { emails: ShopHealth["emails"] }) {
  const retry = useRetryEmail();
  const rows = [...emails.failed, ...emails.waiting];
  return (
    <AdminSection title={t.emails.title}>
      {rows.length === 0 ? (
        <Fine />
      ) : (
        <>
          {emails.failedCount > 0 && <p className="font-medium text-red-800">{t.emails.failed(emails.failedCount)}</p>}
          {emails.waitingCount > 0 && <p className="font-medium text-amber-800">{t.emails.waiting(emails.waitingCount)}</p>}
          <ul className="space-y-2">
            {rows.map((e) => (
              <li key={e.id} className={item}>
                <dl className="grid gap-x-3 gap-y-1 sm:grid-cols-[8rem_1fr]">
                  <dt className="text-stone-600">{t.emails.to}</dt>
                  <dd>{e.to}</dd>
                  <dt className="text-stone-600">{t.emails.subject}</dt>
                  <dd>{e.subject}</dd>
                  <dt className="text-stone-600">{t.emails.attempts}</dt>
                  <dd>{e.attempts}</dd>
                  <dt className="text-stone-600">{t.emails.error}</dt>
                  <dd className="font-mono text-xs">{e.lastError ?? "—"}</dd>
                  <dt className="text-stone-600">{t.emails.createdAt}</dt>
                  <dd>{formatMoment(e.createdAt)}</dd>
                </dl>
                {e.status === "failed" && (
                  <button type="button" className="btn-outline mt-2" disabled={retry.isPending} onClick={() => retry.mutate(e.id)}>
                    {t.emails.retry}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {/* Outside the list: the retried e-mail may leave it (delivered) before the page reads again. */}
      {retry.isSuccess && (
        <p role="status" className="text-sm text-emerald-800">
          {t.emails.retried}
        </p>
      )}
      <FormError>{retry.error ? errorText(retry.error) : null}</FormError>
    </AdminSection>
  );
}

function Documents({ documents }: { documents: ShopHealth["documents"] }) {
  return (
    <AdminSection title={t.documents.title}>
      {documents.count === 0 ? (
        <Fine />
      ) : (
        <>
          <p className="font-medium text-amber-800">{t.documents.count(documents.count)}</p>
          <ul className="space-y-2">
            {documents.items.map((d) => (
              <li key={d.id} className={item}>
                <Link to={`${ADMIN_PATH}/encomendas/${d.orderId}`} className="font-mono underline">
                  {orderNumber(d.orderId)}
                </Link>{" "}
                · {t.documents.kinds[d.kind]} · {t.documents.statuses[d.status]} · {formatMoment(d.createdAt)}
                {d.lastError && <p className="mt-1 font-mono text-xs text-stone-700">{d.lastError}</p>}
              </li>
            ))}
          </ul>
          <Link to={`${ADMIN_PATH}/faturacao`} className="text-sm underline">
            {t.documents.open}
          </Link>
        </>
      )}
    </AdminSection>
  );
}

function Payments({ payments }: { payments: ShopHealth["payments"] }) {
  return (
    <AdminSection title={t.payments.title}>
      <h3 className="text-sm font-semibold">{t.payments.unmatched}</h3>
      {payments.unmatched.length === 0 ? (
        <p className="text-sm text-stone-600">{t.payments.none}</p>
      ) : (
        <ul className="space-y-2">
          {payments.unmatched.map((e) => (
            <li key={e.eventId} className={item}>
              {e.provider} · {e.eventType} · <span className="font-mono">{e.sessionId}</span> · {formatMoment(e.receivedAt)}
            </li>
          ))}
        </ul>
      )}
      <h3 className="text-sm font-semibold">{t.payments.refunded}</h3>
      {payments.refunds.length === 0 ? (
        <p className="text-sm text-stone-600">{t.payments.none}</p>
      ) : (
        <ul className="space-y-2">
          {payments.refunds.map((r) => (
            <li key={r.id} className={item}>
              <Link to={`${ADMIN_PATH}/encomendas/${r.orderId}`} className="font-mono underline">
                {orderNumber(r.orderId)}
              </Link>{" "}
              · {formatCents(r.amountCents)} · {t.payments.reasons[r.reason]} · {t.payments.refundStatuses[r.status]} · {formatMoment(r.createdAt)}
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}

function Jobs({ jobs }: { jobs: ShopHealth["jobs"] }) {
  return (
    <AdminSection title={t.jobs.title}>
      {jobs.length === 0 ? (
        <p className="text-sm text-stone-600">{t.jobs.never}</p>
      ) : (
        <ul className="space-y-2">
          {jobs.map((j) => (
            <li key={j.name} className={item}>
              <p className="font-medium">{t.jobs.names[j.name] ?? j.name}</p>
              <p className="text-stone-700">
                {t.jobs.lastRun}: {formatMoment(j.startedAt)} ·{" "}
                <span className={j.ok ? "text-emerald-800" : "font-medium text-red-800"}>{j.ok ? t.jobs.ok : t.jobs.failed}</span>
                {j.failingSince && <> · {t.jobs.failingSince(formatMoment(j.failingSince))}</>}
              </p>
              {j.detail && <p className="mt-1 font-mono text-xs text-stone-700">{j.detail}</p>}
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}

function Webhooks({ webhooks }: { webhooks: ShopHealth["webhooks"] }) {
  return (
    <AdminSection title={t.webhooks.title}>
      {webhooks.length === 0 ? (
        <p className="text-sm text-stone-600">{t.webhooks.none}</p>
      ) : (
        <ul className="space-y-2">
          {webhooks.map((w) => (
            <li key={w.provider} className={item}>
              <span className="font-medium">{w.provider}</span> · {t.webhooks.last}: {formatMoment(w.receivedAt)} · {w.eventType ?? "—"} ·{" "}
              <span className={w.outcome === "handled" ? "text-emerald-800" : "font-medium text-red-800"}>{t.webhooks.outcomes[w.outcome]}</span>
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}
