import { Copy, ExternalLink } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { birthListsCopy } from "#copy/birth-lists";
import type { OwnBirthList } from "../../../../shared/birth-lists";
import { paths } from "../../../../shared/paths";
import { toast } from "../../../lib/toast";

const t = birthListsCopy.birthLists.share;

/** The list's address to send to family and friends (and its code, when only those with it may see the list). */
export function SharePanel({ list }: { list: OwnBirthList }) {
  const id = useId();
  const address = `${location.origin}${paths.birthList(list.slug)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      void toast.success(t.copied);
    } catch {
      void toast.error(t.copyFailed);
    }
  };
  return (
    <section aria-labelledby={`${id}-titulo`} className="card space-y-3 p-4">
      <h2 id={`${id}-titulo`} className="text-lg font-bold">
        {t.title}
      </h2>
      <p className="text-sm text-stone-700">{t.text}</p>
      <div className="space-y-1">
        <label htmlFor={id} className="block text-sm font-medium text-stone-800">
          {t.address}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={id}
            readOnly
            value={address}
            onFocus={(e) => e.currentTarget.select()}
            className="h-11 w-full min-w-0 rounded-xl sm:w-auto sm:flex-1 border border-stone-300 bg-stone-50 px-3 text-sm"
          />
          <button type="button" className="btn-primary h-11" onClick={() => void copy()}>
            <Copy aria-hidden className="size-4" />
            {t.copy}
          </button>
        </div>
      </div>
      {list.access === "code" && list.accessCode && <p className="text-sm font-medium text-stone-800">{t.code(list.accessCode)}</p>}
      <Link to={paths.birthList(list.slug)} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline">
        <ExternalLink aria-hidden className="size-4" />
        {t.view}
      </Link>
    </section>
  );
}
