import { Info, TriangleAlert } from "lucide-react";
import { productSafetyCopy } from "#copy/product-safety";
import { isWebsite, type ProductSafety, type SafetyParty } from "../../../shared/product-safety";

const t = productSafetyCopy;

/** Warnings that start with 'Atenção' (age limits, choking, drowning) are shown first and stand out. */
const isCaution = (w: string) => /^Aten[^\s:]*:/.test(w);

function Contact({ contact }: { contact: string }) {
  const href = isWebsite(contact) ? `https://${contact.replace(/^https?:\/\//, "")}` : `mailto:${contact}`;
  return (
    <a href={href} className="break-all text-brand-700 underline underline-offset-2 hover:text-brand-800" rel="noopener noreferrer">
      {contact}
    </a>
  );
}

function Party({ id, title, party, note }: { id: string; title: string; party: SafetyParty; note?: string }) {
  return (
    <section aria-labelledby={id} className="space-y-1">
      <h3 id={id} className="font-bold text-stone-900">
        {title}
      </h3>
      {note && <p className="text-stone-600">{note}</p>}
      <p className="font-medium">{party.name}</p>
      <p className="whitespace-pre-line text-stone-700">
        <span className="sr-only">{t.address}: </span>
        {party.address}
      </p>
      <p>
        <span className="sr-only">{t.contact}: </span>
        <Contact contact={party.contact} />
      </p>
    </section>
  );
}

/**
 * GPSR art. 19 (decisions/0016): the manufacturer, the EU responsible person when the manufacturer is outside
 * the EU, what identifies the product (the chosen variant's reference, model, GTIN) and its warnings.
 * Always open: the reference it shows is the one the shopper picks, and nothing needs a click to be read.
 */
export function ProductSafetySection({ safety, reference }: { safety: ProductSafety; reference: string }) {
  const warnings = [...safety.warnings.filter(isCaution), ...safety.warnings.filter((w) => !isCaution(w))];
  return (
    <section aria-labelledby="seguranca" className="card space-y-4 p-4 text-sm">
      <h2 id="seguranca" className="text-lg font-bold">
        {t.heading}
      </h2>
      {warnings.length > 0 && (
        <ul aria-label={t.warnings} className="space-y-2">
          {warnings.map((w) =>
            isCaution(w) ? (
              <li key={w} className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 font-semibold text-amber-900">
                <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
                {w}
              </li>
            ) : (
              <li key={w} className="flex gap-2 text-stone-800">
                <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-stone-500" />
                {w}
              </li>
            ),
          )}
        </ul>
      )}
      <dl aria-label={t.identification} className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="text-stone-600">{t.reference}</dt>
        <dd>{reference}</dd>
        {safety.model && (
          <>
            <dt className="text-stone-600">{t.model}</dt>
            <dd>{safety.model}</dd>
          </>
        )}
        {safety.gtin && (
          <>
            <dt className="text-stone-600">{t.gtin}</dt>
            <dd className="tabular-nums">{safety.gtin}</dd>
          </>
        )}
      </dl>
      <div className="grid gap-4 border-t border-stone-200 pt-4 sm:grid-cols-2">
        {safety.manufacturer ? (
          <Party id="fabricante" title={t.manufacturer} party={safety.manufacturer} />
        ) : (
          <section aria-labelledby="fabricante" className="space-y-1">
            <h3 id="fabricante" className="font-bold text-stone-900">
              {t.manufacturer}
            </h3>
            <p className="text-stone-700">{t.manufacturerPending}</p>
          </section>
        )}
        {safety.euResponsible && <Party id="responsavel-ue" title={t.euResponsible} party={safety.euResponsible} note={t.euResponsibleWhy} />}
      </div>
    </section>
  );
}
