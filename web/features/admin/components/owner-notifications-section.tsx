import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "react-router";
import { adminCopy } from "../../../../shared/copy/back-office/admin";
import { ownerNotificationsCopy } from "../../../../shared/copy/back-office/owner-notifications";
import {
  OWNER_NOTIFICATION_EVENTS,
  type OwnerNotifications,
  type OwnerNotificationsInput,
  ownerNotificationsSchema,
} from "../../../../shared/owner-notifications";
import { ErrorRetry } from "../../../components/ui/error-retry";
import { FormError } from "../../../components/ui/form-error";
import { Spinner } from "../../../components/ui/spinner";
import { formResolver } from "../../../lib/form-resolver";
import { useOwnerNotifications, useSaveOwnerNotifications } from "../api/notifications-api";
import { errorText } from "./admin-format";

const t = ownerNotificationsCopy.settings;
/** The section's anchor: the owners' e-mails link to it (…/admin/equipa#avisos). */
export const OWNER_NOTIFICATIONS_ANCHOR = "avisos";

/**
 * 'Avisos por e-mail' (issue 44, decisions/0056): the signed-in owner's choice of e-mails about the shop's events, one
 * checkbox per event. Shown to owners only (on the team page); the API refuses anyone else.
 */
export function OwnerNotificationsSection() {
  const current = useOwnerNotifications();
  const save = useSaveOwnerNotifications();
  const [saved, setSaved] = useState(false);
  const form = useForm<OwnerNotificationsInput, unknown, OwnerNotifications>({
    resolver: formResolver(ownerNotificationsSchema),
    values: current.data ? { events: current.data.events } : undefined,
  });
  const submit = form.handleSubmit((v) => save.mutate(v, { onSuccess: () => setSaved(true) }));
  const chosen = form.watch("events") ?? [];
  const id = useId();
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const loaded = Boolean(current.data);
  // Opened from an e-mail's link: the section is scrolled to once it is drawn.
  useEffect(() => {
    if (loaded && hash === `#${OWNER_NOTIFICATIONS_ANCHOR}`) section.current?.scrollIntoView({ block: "start" });
  }, [loaded, hash]);

  return (
    <section ref={section} id={OWNER_NOTIFICATIONS_ANCHOR} aria-labelledby={`${id}-title`} className="max-w-2xl scroll-mt-4 space-y-3">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {t.title}
      </h2>
      {current.isPending ? (
        <Spinner label={adminCopy.loading} />
      ) : current.error ? (
        <ErrorRetry message={adminCopy.loadError} onRetry={() => void current.refetch()} />
      ) : (
        <form noValidate onSubmit={submit} onChange={() => setSaved(false)} className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4">
          <fieldset className="space-y-3">
            <legend className="text-stone-700 [overflow-wrap:anywhere]">{t.intro(current.data.email)}</legend>
            {OWNER_NOTIFICATION_EVENTS.map((event) => (
              <div key={event} className="flex items-start gap-3">
                <input
                  id={`${id}-${event}`}
                  type="checkbox"
                  value={event}
                  className="mt-1 size-4 shrink-0"
                  aria-describedby={`${id}-${event}-hint`}
                  {...form.register("events")}
                />
                <div>
                  <label htmlFor={`${id}-${event}`} className="font-medium">
                    {t.events[event].label}
                  </label>
                  <p id={`${id}-${event}-hint`} className="text-sm text-stone-600">
                    {t.events[event].hint}
                  </p>
                </div>
              </div>
            ))}
          </fieldset>
          {chosen.length === 0 && <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">{t.none}</p>}
          <FormError>{form.formState.errors.events?.message ?? (save.error ? errorText(save.error) : null)}</FormError>
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className="btn-primary" disabled={save.isPending}>
              {t.save}
            </button>
            {saved && (
              <p role="status" className="text-sm text-emerald-800">
                {t.saved}
              </p>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
