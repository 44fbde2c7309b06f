import { Search } from "lucide-react";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { shopCopy } from "#copy/shop";
import { searchQuerySchema } from "../../../shared/catalog-schemas";
import { paths } from "../../../shared/paths";
import { inputClass } from "../../components/ui/field";
import { formResolver } from "../../lib/form-resolver";

const schema = searchQuerySchema.pick({ q: true });
type Values = { q: string };

/** /pesquisa without a usable term: a search field and the 2-character rule, instead of empty results. */
export function SearchPrompt({ initial }: { initial: string }) {
  const navigate = useNavigate();
  const hintId = useId();
  const form = useForm<Values>({ resolver: formResolver(schema), defaultValues: { q: initial } });
  const invalid = !!form.formState.errors.q;
  const submit = form.handleSubmit(
    ({ q }) => navigate(paths.search(q)),
    () => form.setFocus("q"),
  );
  return (
    <div className="mx-auto max-w-xl space-y-3 card p-4 sm:p-6">
      <form role="search" onSubmit={(e) => void submit(e)} className="flex gap-2">
        <input
          type="search"
          aria-label={shopCopy.search.paletteTitle}
          aria-describedby={hintId}
          aria-invalid={invalid || undefined}
          placeholder={shopCopy.search.fieldPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          className={`${inputClass} min-w-0`}
          {...form.register("q")}
        />
        <button type="submit" className="btn-primary h-11 shrink-0 px-4 sm:px-5">
          <Search aria-hidden className="size-4" />
          <span className="sr-only sm:not-sr-only">{shopCopy.search.submit}</span>
        </button>
      </form>
      <p id={hintId} className={`text-sm ${invalid ? "font-medium text-red-700" : "text-stone-600"}`}>
        {shopCopy.search.tooShort}
      </p>
    </div>
  );
}
