import * as Dialog from "@radix-ui/react-dialog";
import { Gift, Plus } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { birthListsCopy } from "#copy/birth-lists";
import { commonCopy } from "#copy/common";
import { paths } from "../../../../shared/paths";
import { Breadcrumb } from "../../../components/ui/breadcrumb";
import { DialogContent } from "../../../components/ui/dialog";
import { EmptyState } from "../../../components/ui/empty-state";
import { ErrorRetry } from "../../../components/ui/error-retry";
import { toast } from "../../../lib/toast";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useBirthLists, useCreateBirthList } from "../api/birth-lists-api";
import { formatListDay } from "../list-day";
import { BirthListEditor } from "./birth-list-editor";
import { BirthListForm } from "./birth-list-form";

const t = birthListsCopy.birthLists;

/**
 * /listas-nascimento (issue 50): the parents' birth lists, each with its expected date, products and whether it is
 * open, and a new one from 'Criar lista'; `?lista=<id>` opens one in its editor.
 */
export function BirthListsPage() {
  const [params] = useSearchParams();
  const open = params.get("lista");
  useDocumentTitle(t.title);
  return (
    <div className="space-y-6">
      <Breadcrumb items={[{ label: commonCopy.common.home, to: paths.home }, open ? { label: t.title, to: paths.birthLists() } : { label: t.title }]} />
      {open ? <BirthListEditor key={open} id={open} /> : <ListsOverview />}
    </div>
  );
}

function ListsOverview() {
  const query = useBirthLists();
  const [creating, setCreating] = useState(false);
  const lists = query.data ?? [];
  const createButton = (
    <button type="button" className="btn-primary" onClick={() => setCreating(true)}>
      <Plus aria-hidden className="size-4" />
      {t.page.create}
    </button>
  );
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold">{t.title}</h1>
          <p className="mt-1 text-stone-600">{t.page.intro}</p>
        </div>
        {lists.length > 0 && createButton}
      </div>
      {query.isPending ? (
        <p role="status" className="text-stone-600">
          {t.page.loading}
        </p>
      ) : query.isError ? (
        <ErrorRetry message={t.page.loadError} onRetry={() => void query.refetch()} />
      ) : lists.length === 0 ? (
        <EmptyState icon={Gift} title={t.page.empty} action={createButton}>
          <p>{t.page.emptyText}</p>
        </EmptyState>
      ) : (
        <ul aria-label={t.page.listsLabel} className="grid gap-4 lg:grid-cols-2">
          {lists.map((l) => (
            <li key={l.id} className="card flex flex-col gap-3 p-4">
              <div className="flex items-start justify-between gap-3">
                <h2 className="text-lg font-bold">{t.page.listOf(l.babyName)}</h2>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${l.closed ? "bg-stone-200 text-stone-800" : "bg-emerald-100 text-emerald-900"}`}
                >
                  {l.closed ? t.page.closed : t.page.open}
                </span>
              </div>
              <p className="text-sm text-stone-700">
                {t.page.expected(formatListDay(l.expectedDate))} · {t.page.itemCount(l.itemCount)}
              </p>
              <Link to={paths.birthLists({ lista: l.id })} className="btn-outline mt-auto self-start" aria-label={t.page.manageLabel(l.babyName)}>
                {t.page.manage}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <CreateListDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}

function CreateListDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const create = useCreateBirthList();
  const navigate = useNavigate();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-lg">
        <Dialog.Title className="text-lg font-bold">{t.form.createTitle}</Dialog.Title>
        <Dialog.Description className="mb-4 mt-1 text-sm text-stone-600">{t.form.createText}</Dialog.Description>
        {open && (
          <BirthListForm
            pending={create.isPending}
            onCancel={() => onOpenChange(false)}
            onSubmit={async (values) => {
              const { list } = await create.mutateAsync(values);
              void toast.success(t.page.created);
              onOpenChange(false);
              void navigate(paths.birthLists({ lista: list.id }));
            }}
          />
        )}
      </DialogContent>
    </Dialog.Root>
  );
}
