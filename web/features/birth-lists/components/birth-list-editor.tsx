import { ArrowLeft, Eye, Lock, LockOpen } from "lucide-react";
import { Link } from "react-router";
import { birthListsCopy } from "#copy/birth-lists";
import { paths } from "../../../../shared/paths";
import { ErrorRetry } from "../../../components/ui/error-retry";
import { ApiError } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useBirthList, useBirthListAction, useUpdateBirthList } from "../api/birth-lists-api";
import { formatListDay } from "../list-day";
import { BirthListForm } from "./birth-list-form";
import { BirthListItems } from "./birth-list-items";
import { GiftsReceived } from "./gifts-received";
import { SharePanel } from "./share-panel";

const t = birthListsCopy.birthLists;

/**
 * One of the parents' lists (/listas-nascimento?lista=<id>): its address to share, closing and reopening, surprise mode's
 * 'Ver o que foi oferecido', its products, and its details.
 */
export function BirthListEditor({ id }: { id: string }) {
  const query = useBirthList(id);
  const action = useBirthListAction(id);
  const update = useUpdateBirthList(id);
  const list = query.data;
  const name = list ? list.babyName || t.defaultBabyName : undefined;
  useDocumentTitle(name ? t.page.listOf(name) : t.title);

  const back = (
    <Link to={paths.birthLists()} className="btn-outline h-10 px-4">
      <ArrowLeft aria-hidden className="size-4" />
      {t.page.back}
    </Link>
  );
  if (query.isPending)
    return (
      <p role="status" className="text-stone-600">
        {t.page.loading}
      </p>
    );
  if (!list || !name) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <div className="space-y-4">
        {missing ? <p role="alert">{t.page.notFound}</p> : <ErrorRetry message={t.page.loadError} onRetry={() => void query.refetch()} />}
        {back}
      </div>
    );
  }
  const run = (kind: "close" | "reopen" | "reveal", done: string) =>
    action.mutate(kind, { onSuccess: () => void toast.success(done), onError: (err) => void toast.error(err.message) });

  return (
    <div className="space-y-6">
      {back}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold">{t.page.listOf(name)}</h1>
          <p className="mt-1 text-stone-700">{t.page.expected(formatListDay(list.expectedDate))}</p>
          <p className="text-sm text-stone-600">{list.closed ? t.page.closedOn : t.page.closesOn(formatListDay(list.closesOn))}</p>
        </div>
        <button
          type="button"
          className="btn-outline"
          disabled={action.isPending}
          onClick={() => (list.closed ? run("reopen", t.page.reopened) : run("close", t.page.closedDone))}
        >
          {list.closed ? <LockOpen aria-hidden className="size-4" /> : <Lock aria-hidden className="size-4" />}
          {list.closed ? t.page.reopen : t.page.close}
        </button>
      </div>
      {list.surprise && !list.revealed && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-brand-50 p-4 text-sm text-brand-900">
          <p>{list.somethingOffered ? t.surprise.something : t.surprise.nothing}</p>
          {list.somethingOffered && (
            <button type="button" className="btn-outline" disabled={action.isPending} onClick={() => run("reveal", t.surprise.revealed)}>
              <Eye aria-hidden className="size-4" />
              {t.surprise.reveal}
            </button>
          )}
        </div>
      )}
      <div className="print:hidden">
        <SharePanel list={list} />
      </div>
      <GiftsReceived list={list} />
      <div className="print:hidden">
        <BirthListItems list={list} />
      </div>
      <section aria-labelledby="lista-dados" className="card space-y-4 p-4 print:hidden">
        <h2 id="lista-dados" className="text-lg font-bold">
          {t.form.editTitle}
        </h2>
        <BirthListForm
          key={list.closesOn + list.expectedDate}
          list={list}
          pending={update.isPending}
          onSubmit={async (values) => {
            await update.mutateAsync(values);
            void toast.success(t.page.saved);
          }}
        />
      </section>
    </div>
  );
}
