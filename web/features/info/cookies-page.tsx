import { legalCopy } from "#copy/legal-pages";
import { InfoPage, Sections } from "./info-page";

const t = legalCopy.cookies;

/** /cookies: exactly what the shop keeps in the browser (read from the code; decision 0013), all strictly necessary. */
export function CookiesPage() {
  return (
    <InfoPage title={t.title} lead={legalCopy.updated}>
      <Sections sections={t.sections} />
      {/* Phones: one card per item; wider screens: the table. */}
      <section aria-labelledby="armazenamento-lista" className="space-y-3 sm:hidden">
        <h2 id="armazenamento-lista" className="font-bold text-stone-900">
          {t.tableCaption}
        </h2>
        <ul className="space-y-3">
          {t.rows.map((r) => (
            <li key={r.name} className="card p-4 text-sm">
              <p className="font-mono text-xs break-all text-stone-900">{r.name}</p>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                <dt className="text-stone-600">{t.columns.kind}</dt>
                <dd>{r.kind}</dd>
                <dt className="text-stone-600">{t.columns.purpose}</dt>
                <dd>{r.purpose}</dd>
                <dt className="text-stone-600">{t.columns.duration}</dt>
                <dd>{r.duration}</dd>
              </dl>
            </li>
          ))}
        </ul>
      </section>
      <div className="hidden sm:block">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="mb-2 text-left font-bold text-stone-900">{t.tableCaption}</caption>
          <thead>
            <tr className="border-b border-stone-300">
              <th scope="col" className="py-2 pr-3">
                {t.columns.name}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t.columns.kind}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t.columns.purpose}
              </th>
              <th scope="col" className="py-2">
                {t.columns.duration}
              </th>
            </tr>
          </thead>
          <tbody>
            {t.rows.map((r) => (
              <tr key={r.name} className="border-b border-stone-200 align-top">
                <th scope="row" className="py-2 pr-3 font-mono text-xs font-normal break-all">
                  {r.name}
                </th>
                <td className="py-2 pr-3">{r.kind}</td>
                <td className="py-2 pr-3">{r.purpose}</td>
                <td className="py-2">{r.duration}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Sections sections={t.after} />
    </InfoPage>
  );
}
