import { Link } from "react-router";
import { copy } from "../../../shared/copy";
import { paths } from "../../../shared/paths";

export function Footer() {
  return (
    <footer className="mt-16 border-t border-stone-200 bg-white">
      <div className="container-page grid gap-8 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section>
          <h2 className="text-sm font-bold uppercase tracking-wide text-stone-900">{copy.footer.support}</h2>
          <ul className="mt-3 space-y-2 text-sm text-stone-600">
            {copy.footer.supportItems.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="text-sm font-bold uppercase tracking-wide text-stone-900">{copy.footer.about}</h2>
          <p className="mt-3 text-sm text-stone-600">{copy.footer.aboutText}</p>
          <p className="mt-2 text-sm">
            <Link to={paths.catalogue} className="text-brand-700 underline-offset-2 hover:underline">
              {copy.common.catalogue}
            </Link>
          </p>
        </section>
        <section>
          <h2 className="text-sm font-bold uppercase tracking-wide text-stone-900">{copy.footer.social}</h2>
          <ul className="mt-3 space-y-2 text-sm text-stone-600">
            {["Instagram", "Facebook", "YouTube"].map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="text-sm font-bold uppercase tracking-wide text-stone-900">{copy.footer.payments}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {copy.footer.paymentMethods.map((m) => (
              <li key={m} className="rounded border border-stone-300 px-2 py-1 text-xs font-bold text-stone-700">
                {m}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="border-t border-stone-200 py-4 text-center text-xs text-stone-600">{copy.footer.copyright}</p>
    </footer>
  );
}
