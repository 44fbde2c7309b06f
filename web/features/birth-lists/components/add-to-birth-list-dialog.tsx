import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, useId, useState } from "react";
import { Link, useLocation } from "react-router";
import { birthListsCopy } from "#copy/birth-lists";
import { BIRTH_LIST_LIMITS } from "../../../../shared/birth-lists";
import { paths } from "../../../../shared/paths";
import { DialogContent } from "../../../components/ui/dialog";
import { Field, TextInput } from "../../../components/ui/field";
import { FormError } from "../../../components/ui/form-error";
import { Select } from "../../../components/ui/select";
import { useSession } from "../../../lib/session";
import { useBirthLists, useSetBirthListItem } from "../api/birth-lists-api";

const t = birthListsCopy.birthLists;

/**
 * Which list, how many are wanted and whether it is essential. A visitor is asked to sign in first (and comes back
 * here); parents without an open list are offered to create one.
 */
export function AddToBirthListDialog({
  open,
  onOpenChange,
  productName,
  variantId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  productName: string;
  variantId: number;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <Dialog.Title className="text-lg font-bold">{t.add.title}</Dialog.Title>
        <Dialog.Description className="mb-4 mt-1 text-sm text-stone-600">{productName}</Dialog.Description>
        {open && <DialogBody variantId={variantId} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog.Root>
  );
}

function DialogBody({ variantId, onDone }: { variantId: number; onDone: () => void }) {
  const signedIn = !!useSession().data;
  const { pathname, search } = useLocation();
  if (!signedIn)
    return (
      <div className="space-y-4">
        <p>{t.add.signIn}</p>
        <Link to={paths.auth({ voltar: pathname + search })} className="btn-primary h-11 w-full">
          {t.add.signInAction}
        </Link>
      </div>
    );
  return <AddForm variantId={variantId} onDone={onDone} />;
}

function AddForm({ variantId, onDone }: { variantId: number; onDone: () => void }) {
  const lists = useBirthLists();
  const setItem = useSetBirthListItem();
  const ids = { list: useId(), essential: useId() };
  const open = (lists.data ?? []).filter((l) => !l.closed);
  const [chosen, setChosen] = useState<string | null>(null);
  const [wanted, setWanted] = useState("1");
  const [essential, setEssential] = useState(false);
  const [wantedError, setWantedError] = useState<string | undefined>();
  const listId = chosen ?? open[0]?.id ?? "";

  if (lists.isPending)
    return (
      <p role="status" className="text-stone-600">
        {t.add.loading}
      </p>
    );
  if (lists.isError) return <FormError>{t.page.loadError}</FormError>;
  if (open.length === 0)
    return (
      <div className="space-y-4">
        <p>{t.add.noLists}</p>
        <Link to={paths.birthLists()} className="btn-primary h-11 w-full">
          {t.add.createFirst}
        </Link>
      </div>
    );
  if (setItem.isSuccess) {
    const name = open.find((l) => l.id === listId)?.babyName ?? t.defaultBabyName;
    return (
      <div className="space-y-4">
        <p role="status" className="rounded-xl bg-emerald-50 px-3 py-2 text-emerald-900">
          {t.add.added(name)}
        </p>
        <Link to={paths.birthLists({ lista: listId })} className="btn-primary h-11 w-full" onClick={onDone}>
          {t.add.view}
        </Link>
      </div>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = Number(wanted);
    if (!Number.isInteger(n) || n < 1 || n > BIRTH_LIST_LIMITS.wanted) return setWantedError(t.validation.wanted);
    setWantedError(undefined);
    setItem.mutate({ listId, variantId, wanted: n, essential });
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {open.length > 1 && (
        <Select
          stacked
          id={ids.list}
          label={t.add.list}
          value={listId}
          options={open.map((l) => ({ value: l.id, label: t.page.listOf(l.babyName) }))}
          onChange={setChosen}
        />
      )}
      <Field label={t.add.wanted} error={wantedError}>
        {({ id, describedBy, invalid }) => (
          <TextInput
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            max={BIRTH_LIST_LIMITS.wanted}
            value={wanted}
            onChange={(e) => setWanted(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className="max-w-32"
          />
        )}
      </Field>
      <div className="flex items-center gap-2 text-sm">
        <input id={ids.essential} type="checkbox" className="size-4 accent-brand-700" checked={essential} onChange={(e) => setEssential(e.target.checked)} />
        <label htmlFor={ids.essential}>{t.add.essential}</label>
      </div>
      <FormError>{setItem.error?.message}</FormError>
      <button type="submit" className="btn-primary h-11 w-full" disabled={setItem.isPending}>
        {t.add.submit}
      </button>
    </form>
  );
}
