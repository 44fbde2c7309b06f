import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { inviteStaffSchema } from "../../../../shared/admin";
import { adminCopy } from "../../../../shared/copy/back-office/admin";
import { DialogContent } from "../../../components/ui/dialog";
import { ErrorRetry } from "../../../components/ui/error-retry";
import { Field, TextInput } from "../../../components/ui/field";
import { Spinner } from "../../../components/ui/spinner";
import { formResolver } from "../../../lib/form-resolver";
import { useStaff, useStaffChanges } from "../api/admin-api";
import { formatDay } from "./admin-format";
import { OwnerNotificationsSection } from "./owner-notifications-section";
import { ActionError } from "./sign-out";

const t = adminCopy.staff;
type Invite = z.input<typeof inviteStaffSchema>;

/** The team (owner only, issue 32): the owners from the configuration, the members, an invitation, a removal. */
export function StaffPage() {
  const staff = useStaff();
  const changes = useStaffChanges();
  const [said, setSaid] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const form = useForm<Invite>({ resolver: formResolver(inviteStaffSchema), defaultValues: { email: "" } });
  const invite = form.handleSubmit((v) =>
    changes.invite.mutate(v.email, {
      onSuccess: () => {
        setSaid(t.invited(v.email.trim().toLowerCase()));
        form.reset();
      },
    }),
  );

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p className="max-w-2xl text-stone-700">{t.intro}</p>
      {said && (
        <p role="status" className="rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900 [overflow-wrap:anywhere]">
          {said}
        </p>
      )}
      <form
        noValidate
        onSubmit={invite}
        aria-label={t.invite}
        className="flex max-w-xl flex-wrap items-end gap-3 rounded-2xl border border-stone-200 bg-white p-4"
      >
        <div className="min-w-64 flex-1">
          <Field label={t.email} error={form.formState.errors.email?.message}>
            {(ids) => (
              <TextInput
                id={ids.id}
                type="email"
                autoComplete="off"
                aria-describedby={ids.describedBy}
                aria-invalid={ids.invalid}
                {...form.register("email")}
              />
            )}
          </Field>
        </div>
        <button type="submit" className="btn-primary" disabled={changes.invite.isPending}>
          {t.invite}
        </button>
        <div className="w-full">
          <ActionError error={changes.invite.error} />
        </div>
      </form>
      {staff.isPending ? (
        <Spinner label={adminCopy.loading} />
      ) : staff.error ? (
        <ErrorRetry message={adminCopy.loadError} onRetry={() => void staff.refetch()} />
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-stone-200 bg-stone-50 text-stone-600">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t.email}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t.role}
                </th>
                <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">
                  {t.state}
                </th>
                <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">
                  {t.since}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  <span className="sr-only">{t.remove}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {staff.data.owners.map((o) => (
                <tr key={o.email} className="border-b border-stone-100">
                  <td className="px-3 py-2 [overflow-wrap:anywhere]">{o.email}</td>
                  <td className="px-3 py-2">{adminCopy.roles.owner}</td>
                  <td className="hidden px-3 py-2 sm:table-cell">—</td>
                  <td className="hidden px-3 py-2 sm:table-cell">—</td>
                  <td />
                </tr>
              ))}
              {staff.data.members.map((m) => (
                <tr key={m.email} className="border-b border-stone-100 last:border-0">
                  <td className="px-3 py-2 [overflow-wrap:anywhere]">
                    {m.email}
                    {/* On a phone the state sits under the address, leaving the row its room. */}
                    <span className="block text-xs text-stone-600 sm:hidden">{m.accepted ? t.states.accepted : t.states.pending}</span>
                  </td>
                  <td className="px-3 py-2">{adminCopy.roles.staff}</td>
                  <td className="hidden px-3 py-2 sm:table-cell">{m.accepted ? t.states.accepted : t.states.pending}</td>
                  {/* On a phone the date gives its room to the 'Retirar' button. */}
                  <td className="hidden px-3 py-2 sm:table-cell">{formatDay(m.since)}</td>
                  <td className="px-3 py-2 text-right">
                    <button type="button" className="btn-outline" onClick={() => setRemoving(m.email)}>
                      {t.remove}
                      <span className="sr-only"> {m.email}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {staff.data.members.length === 0 && <p className="p-4 text-sm text-stone-600">{t.empty}</p>}
        </div>
      )}
      <OwnerNotificationsSection />
      <Dialog.Root open={removing !== null} onOpenChange={(open) => !open && setRemoving(null)}>
        <DialogContent aria-describedby={undefined}>
          <Dialog.Title className="text-lg font-bold">{t.remove}</Dialog.Title>
          <p className="mt-2">{removing && t.confirmRemove(removing)}</p>
          <ActionError error={changes.remove.error} />
          <div className="mt-4 flex justify-end gap-2">
            <button type="button" className="btn-outline" onClick={() => setRemoving(null)}>
              {t.cancel}
            </button>
            <button
              type="button"
              className="btn-primary"
              disabled={changes.remove.isPending}
              onClick={() =>
                removing &&
                changes.remove.mutate(removing, {
                  onSuccess: () => {
                    setSaid(t.removed(removing));
                    setRemoving(null);
                  },
                })
              }
            >
              {t.remove}
            </button>
          </div>
        </DialogContent>
      </Dialog.Root>
    </div>
  );
}
