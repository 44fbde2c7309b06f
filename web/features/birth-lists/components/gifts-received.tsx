import { Download, Printer } from "lucide-react";
import { birthListsCopy } from "#copy/birth-lists";
import type { OwnBirthList } from "../../../../shared/birth-lists";
import { BOM, csvRecord } from "../../../../shared/csv";
import { formatListDay } from "../list-day";

const t = birthListsCopy.birthLists.received;

/** The thank-you list as a spreadsheet: one row per product given, with who gave it, when and their message. */
function exportCsv(list: OwnBirthList) {
  const rows = (list.gifts ?? []).flatMap((g) => g.items.map((i) => [g.from, g.paidAt.slice(0, 10), i.name, i.quantity, g.message]));
  const text = BOM + [t.csvHeader, ...rows].map((r) => csvRecord(r, ";")).join("\r\n");
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = `${t.fileName}-${list.slug}.csv`;
  a.click();
  URL.revokeObjectURL(url);
}

/**
 * Who gave what, with their message (issue 50): the parents' thank-you list, to print or export. Hidden in surprise mode
 * until the parents choose to see it.
 */
export function GiftsReceived({ list }: { list: OwnBirthList }) {
  const gifts = list.gifts;
  return (
    <section aria-labelledby="lista-presentes" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="lista-presentes" className="text-lg font-bold">
          {t.title}
        </h2>
        {gifts && gifts.length > 0 && (
          <div className="flex flex-wrap gap-2 print:hidden">
            <button type="button" className="btn-outline h-10" onClick={() => window.print()}>
              <Printer aria-hidden className="size-4" />
              {t.print}
            </button>
            <button type="button" className="btn-outline h-10" onClick={() => exportCsv(list)}>
              <Download aria-hidden className="size-4" />
              {t.export}
            </button>
          </div>
        )}
      </div>
      {gifts === null ? (
        <p className="text-sm text-stone-700">{t.hidden}</p>
      ) : gifts.length === 0 ? (
        <p className="text-sm text-stone-700">{t.empty}</p>
      ) : (
        <ul aria-label={t.title} className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
          {gifts.map((g, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: gifts have no id of their own and their order never changes
            <li key={i} className="space-y-1 p-3 text-sm">
              <p>
                <span className="font-semibold">{t.from(g.from)}</span>
                {g.paidAt && <span className="text-stone-600"> · {t.on(formatListDay(g.paidAt.slice(0, 10)))}</span>}
              </p>
              <ul className="text-stone-800">
                {g.items.map((item) => (
                  <li key={item.variantId}>{t.line(item.quantity, item.name)}</li>
                ))}
              </ul>
              {g.message && <blockquote className="border-l-4 border-brand-200 pl-3 italic text-stone-700">{g.message}</blockquote>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
