import { useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { birthListsCopy } from "#copy/birth-lists";
import { commonCopy } from "#copy/common";
import { birthListSearchSchema } from "../../../../shared/birth-lists";
import { paths } from "../../../../shared/paths";
import { Breadcrumb } from "../../../components/ui/breadcrumb";
import { Field, TextInput } from "../../../components/ui/field";
import { FormError } from "../../../components/ui/form-error";
import { formResolver } from "../../../lib/form-resolver";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { birthListSearchQuery } from "../api/birth-lists-api";
import { formatListDay } from "../list-day";

const t = birthListsCopy.birthLists;
type ListSearch = z.output<typeof birthListSearchSchema>;

/**
 * /encontrar-lista (issue 50): a birth list found by the family's surname and the expected date, only where its parents
 * allowed it; each found list by its name and date, linking to its page. Nothing else of the list is shown here.
 */
export function FindBirthListPage() {
  useDocumentTitle(t.find.title);
  const [asked, setAsked] = useState<ListSearch | null>(null);
  const form = useForm<z.input<typeof birthListSearchSchema>, unknown, ListSearch>({
    resolver: formResolver(birthListSearchSchema),
    defaultValues: { apelido: "", data: "" },
  });
  const { errors } = form.formState;
  const found = useQuery(birthListSearchQuery(asked));
  return (
    <div className="container-page max-w-2xl space-y-6 py-6">
      <Breadcrumb items={[{ label: commonCopy.common.home, to: paths.home }, { label: t.find.title }]} />
      <div className="space-y-2">
        <h1 className="text-2xl font-extrabold">{t.find.title}</h1>
        <p className="text-stone-700">{t.find.intro}</p>
      </div>
      <form noValidate onSubmit={form.handleSubmit(setAsked)} className="card grid gap-4 p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <Field label={t.find.surname} error={errors.apelido?.message}>
          {({ id, describedBy, invalid }) => (
            <TextInput id={id} autoComplete="family-name" aria-describedby={describedBy} aria-invalid={invalid || undefined} {...form.register("apelido")} />
          )}
        </Field>
        <Field label={t.find.date} error={errors.data?.message}>
          {({ id, describedBy, invalid }) => (
            <TextInput id={id} type="date" aria-describedby={describedBy} aria-invalid={invalid || undefined} {...form.register("data")} />
          )}
        </Field>
        <button type="submit" className="btn-primary h-11" disabled={found.isFetching}>
          <Search aria-hidden className="size-4" />
          {found.isFetching ? t.find.searching : t.find.submit}
        </button>
      </form>
      {found.isError && <FormError>{found.error.message}</FormError>}
      {found.data &&
        (found.data.length === 0 ? (
          <p role="status" className="rounded-xl bg-stone-100 p-3 text-stone-800">
            {t.find.none}
          </p>
        ) : (
          <section aria-labelledby="listas-encontradas" className="space-y-2">
            <h2 id="listas-encontradas" className="text-lg font-bold">
              {t.find.results}
            </h2>
            <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
              {found.data.map((l) => (
                <li key={l.slug} className="p-3">
                  <Link to={paths.birthList(l.slug)} className="font-semibold text-brand-700 hover:underline">
                    {t.visitor.heading(l.babyName)}
                  </Link>
                  <p className="text-sm text-stone-700">{t.visitor.expected(formatListDay(l.expectedDate))}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      <p className="text-sm text-stone-700">
        {t.find.parents}{" "}
        <Link to={paths.birthLists()} className="font-semibold text-brand-700 underline">
          {t.find.parentsLink}
        </Link>
      </p>
    </div>
  );
}
