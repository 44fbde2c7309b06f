import { useForm } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import type { z } from "zod";
import { ADMIN_PATH } from "../../../../shared/admin-path";
import { adminCopy } from "../../../../shared/copy/back-office/admin";
import { customersCopy } from "../../../../shared/copy/back-office/customers";
import { type CustomerNoteForm, customerNoteSchema } from "../../../../shared/customers-admin";
import { formatCents } from "../../../../shared/money";
import { ErrorRetry } from "../../../components/ui/error-retry";
import { Field, inputClass } from "../../../components/ui/field";
import { FormError } from "../../../components/ui/form-error";
import { OrderStatusBadge } from "../../../components/ui/order-status-badge";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api-client";
import { formResolver } from "../../../lib/form-resolver";
import { useAdminMe } from "../api/admin-api";
import { customerExportUrl, useAddNote, useCustomer, useDeleteCustomer } from "../api/customers-api";
import { errorText, formatDay, formatMoment, orderNumber } from "./admin-format";
import { AdminSection } from "./admin-section";

const t = customersCopy;
type Page = NonNullable<ReturnType<typeof useCustomer>["data"]>;

/**
 * A customer's page (issue 48): who they are and what they spent, their orders, addresses, consents and reviews, the
 * team's internal notes (a form to add one), what the team did, and the GDPR requests (the data download; the erasure,
 * owners only).
 */
export function CustomerPage() {
  const { id = "" } = useParams();
  const customer = useCustomer(id);
  const back = (
    <Link to={`${ADMIN_PATH}/clientes`} className="text-sm underline">
      {t.back}
    </Link>
  );
  if (customer.isPending) return <Spinner label={adminCopy.loading} />;
  if (customer.error)
    return (
      <div className="space-y-4">
        {back}
        {customer.error instanceof ApiError && customer.error.status === 404 ? (
          <p className="rounded-2xl border border-dashed border-stone-300 p-8 text-center text-stone-600">{t.notFound}</p>
        ) : (
          <ErrorRetry message={adminCopy.loadError} onRetry={() => void customer.refetch()} />
        )}
      </div>
    );
  const { customer: c } = customer.data;
  return (
    <div className="space-y-5">
      {back}
      <header className="space-y-1">
        <h1 className="text-2xl font-bold [overflow-wrap:anywhere]">{c.name || c.email}</h1>
        <p className="text-stone-700 [overflow-wrap:anywhere]">{[c.email, c.phone, c.nif && `NIF ${c.nif}`].filter(Boolean).join(" · ")}</p>
        <p className="text-sm text-stone-700">
          {t.columns.since}: {formatDay(c.createdAt)}
        </p>
        <p className="font-semibold">{t.lifetime(formatCents(c.lifetimeCents), c.orders)}</p>
      </header>
      <Orders orders={customer.data.orders} />
      <div className="grid gap-5 lg:grid-cols-2">
        <Addresses addresses={customer.data.addresses} />
        <Consents consents={customer.data.consents} />
      </div>
      <Reviews reviews={customer.data.reviews} />
      <Notes id={id} notes={customer.data.notes} />
      <Audit audit={customer.data.audit} />
      <Privacy id={id} email={c.email} />
    </div>
  );
}

const None = ({ text }: { text: string }) => <p className="text-sm text-stone-700">{text}</p>;

function Orders({ orders }: { orders: Page["orders"] }) {
  return (
    <AdminSection title={t.sections.orders}>
      {orders.length === 0 ? (
        <None text={t.noOrders} />
      ) : (
        <ul className="divide-y divide-stone-100">
          {orders.map((o) => (
            <li key={o.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2 text-sm">
              <Link to={`${ADMIN_PATH}/encomendas/${o.id}`} className="font-mono font-semibold text-brand-700 underline">
                {orderNumber(o.id)}
              </Link>
              <span>{formatMoment(o.createdAt)}</span>
              <OrderStatusBadge status={o.status} />
              <span className="font-semibold">{formatCents(o.totalCents)}</span>
              {o.refundedCents > 0 && <span className="text-stone-700">{t.refunded(formatCents(o.refundedCents))}</span>}
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}

function Addresses({ addresses }: { addresses: Page["addresses"] }) {
  return (
    <AdminSection title={t.sections.addresses}>
      {addresses.length === 0 ? (
        <None text={t.noAddresses} />
      ) : (
        <ul className="space-y-2 text-sm">
          {addresses.map((a) => (
            <li key={a.id} className="[overflow-wrap:anywhere]">
              {a.fullName}, {a.address} {a.number}, {a.zipCode} {a.city} ({a.country}){a.isDefault && ` · ${t.defaultAddress}`}
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}

function Consents({ consents }: { consents: Page["consents"] }) {
  return (
    <AdminSection title={t.sections.consents}>
      <p className="text-sm">{t.newsletter(consents.newsletter && formatDay(consents.newsletter))}</p>
      <p className="text-sm">{t.stockAlerts(consents.stockAlerts.length)}</p>
      {consents.stockAlerts.length > 0 && (
        <ul className="list-disc pl-5 text-sm">
          {consents.stockAlerts.map((a) => (
            <li key={`${a.sku}-${a.createdAt}`}>
              {a.productName ?? a.sku} · {formatDay(a.createdAt)}
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}

function Reviews({ reviews }: { reviews: Page["reviews"] }) {
  return (
    <AdminSection title={t.sections.reviews}>
      {reviews.length === 0 ? (
        <None text={t.noReviews} />
      ) : (
        <ul className="space-y-1 text-sm">
          {reviews.map((r) => (
            <li key={r.id}>
              {"★".repeat(r.rating)} {r.title} — {r.productName} · {formatDay(r.createdAt)}
              {r.hiddenAt && ` · ${t.hidden}`}
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}

function Notes({ id, notes }: { id: string; notes: Page["notes"] }) {
  const add = useAddNote(id);
  const form = useForm<CustomerNoteForm, unknown, z.output<typeof customerNoteSchema>>({
    resolver: formResolver(customerNoteSchema),
    defaultValues: { text: "" },
  });
  const submit = form.handleSubmit((values) => add.mutate(values, { onSuccess: () => form.reset({ text: "" }) }));
  return (
    <AdminSection title={t.sections.notes}>
      <p className="text-sm text-stone-700">{t.notesIntro}</p>
      {notes.length === 0 ? (
        <None text={t.noNotes} />
      ) : (
        <ul className="space-y-2">
          {notes.map((n) => (
            <li key={n.id} className="rounded-xl bg-stone-50 p-3 text-sm">
              <p className="whitespace-pre-line [overflow-wrap:anywhere]">{n.text}</p>
              <p className="mt-1 text-xs text-stone-600">{t.noteBy(n.author, formatMoment(n.createdAt))}</p>
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={submit} aria-label={t.noteLabel} className="space-y-2">
        <Field label={t.noteLabel} error={form.formState.errors.text?.message}>
          {(f) => (
            <textarea
              id={f.id}
              rows={3}
              maxLength={2000}
              aria-describedby={f.describedBy}
              aria-invalid={f.invalid || undefined}
              className={`${inputClass} h-auto py-2`}
              {...form.register("text")}
            />
          )}
        </Field>
        <FormError>{add.error ? errorText(add.error) : null}</FormError>
        {add.isSuccess && !form.formState.isDirty && (
          <p role="status" className="text-sm text-emerald-800">
            {t.noteSaved}
          </p>
        )}
        <button type="submit" className="btn-primary" disabled={add.isPending}>
          {t.addNote}
        </button>
      </form>
    </AdminSection>
  );
}

function Audit({ audit }: { audit: Page["audit"] }) {
  return (
    <AdminSection title={t.sections.audit}>
      {audit.length === 0 ? (
        <None text={t.noAudit} />
      ) : (
        <ul className="space-y-1 text-sm">
          {audit.map((a) => (
            <li key={a.id} className="[overflow-wrap:anywhere]">
              {formatMoment(a.at)} · {a.actor} · {adminCopy.audit.actionNames[a.action] ?? a.action}
              {a.orderId && ` · ${orderNumber(a.orderId)}`}
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}

function Privacy({ id, email }: { id: string; email: string }) {
  const owner = useAdminMe().data?.role === "owner";
  const erase = useDeleteCustomer(id);
  const navigate = useNavigate();
  return (
    <AdminSection title={t.sections.privacy}>
      <p className="text-sm text-stone-700">{t.exportNote}</p>
      <a href={customerExportUrl(id)} download className="btn-outline inline-flex">
        {t.export}
      </a>
      {owner && (
        <div className="space-y-2 border-t border-stone-100 pt-3">
          <p className="text-sm text-stone-700">{t.deleteNote}</p>
          <FormError>{erase.error ? errorText(erase.error) : null}</FormError>
          <button
            type="button"
            className="btn-outline text-red-700"
            disabled={erase.isPending}
            onClick={() => window.confirm(t.deleteConfirm(email)) && erase.mutate(undefined, { onSuccess: () => navigate(`${ADMIN_PATH}/clientes`) })}
          >
            {t.delete}
          </button>
        </div>
      )}
    </AdminSection>
  );
}
