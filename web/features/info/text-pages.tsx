import { Link } from "react-router";
import { footerCopy } from "#copy/footer";
import { infoCopy } from "#copy/info-pages";
import { legalCopy } from "#copy/legal-pages";
import { paths } from "../../../shared/paths";
import { CNPD_URL, traderLine } from "../../../shared/shop-info";
import { WITHDRAWAL_FORM_TITLE, withdrawalFormLines } from "../../../shared/withdrawal-form";
import { InfoPage, Sections, WithShopInfo } from "./info-page";

const l = legalCopy;

/** /trocas-devolucoes: the right of withdrawal (with the withdrawal function and the model form), how to return, refunds, the legal guarantee. */
export function ReturnsPage() {
  return (
    <InfoPage title={infoCopy.returns.title}>
      <WithShopInfo>
        {(info) => (
          <>
            <Sections sections={infoCopy.returns.sections(info.company, info.returnAddress)} />
            <p>
              <Link to={paths.withdrawal} className="btn-primary inline-flex">
                {infoCopy.returns.withdrawNow}
              </Link>
            </p>
            <section aria-labelledby="modelo-livre-resolucao" className="rounded-xl border border-stone-200 bg-stone-50 p-4">
              <h2 id="modelo-livre-resolucao" className="font-bold">
                {WITHDRAWAL_FORM_TITLE}
              </h2>
              <div className="mt-2 space-y-1 whitespace-pre-line text-sm text-stone-800">
                {withdrawalFormLines(traderLine(info.company))
                  .slice(1)
                  .map((line, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the form's lines are fixed text in a fixed order.
                    <p key={i}>{line || "\u00a0"}</p>
                  ))}
              </div>
            </section>
          </>
        )}
      </WithShopInfo>
    </InfoPage>
  );
}

/** /sobre-nos */
export function AboutPage() {
  return (
    <InfoPage title={infoCopy.about.title}>
      <WithShopInfo>{(info) => <Sections sections={infoCopy.about.sections(info.company)} />}</WithShopInfo>
    </InfoPage>
  );
}

/** /termos-condicoes: the terms of sale. */
export function TermsPage() {
  return (
    <InfoPage title={l.terms.title} lead={l.updated}>
      <WithShopInfo>{(info) => <Sections sections={l.terms.sections(info.company, info.adr, info.complaints)} />}</WithShopInfo>
    </InfoPage>
  );
}

/** /politica-privacidade: data, purposes, legal bases, retention, rights and the supervisory authority. */
export function PrivacyPage() {
  return (
    <InfoPage title={l.privacy.title} lead={l.updated}>
      <WithShopInfo>
        {(info) => (
          <>
            <Sections sections={l.privacy.sections(info.company)} />
            <p>
              <a href={CNPD_URL} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline underline-offset-2">
                {l.privacy.cnpdLink} (www.cnpd.pt)
                <span className="sr-only"> {footerCopy.footer.newTab}</span>
              </a>
            </p>
          </>
        )}
      </WithShopInfo>
    </InfoPage>
  );
}

/** /acessibilidade: the accessibility statement. */
export function AccessibilityPage() {
  return (
    <InfoPage title={l.accessibility.title}>
      <WithShopInfo>{(info) => <Sections sections={l.accessibility.sections(info.company)} />}</WithShopInfo>
    </InfoPage>
  );
}

/** /perguntas-frequentes: questions as disclosure widgets (native <details>, keyboard and screen-reader friendly). */
export function FaqPage() {
  return (
    <InfoPage title={infoCopy.faq.title}>
      <WithShopInfo>
        {(info) => (
          <div className="space-y-3">
            {infoCopy.faq.items(info.company).map((item) => (
              <details key={item.q} className="card group p-4">
                <summary className="cursor-pointer font-semibold text-stone-900 marker:text-brand-700">{item.q}</summary>
                <p className="mt-2 leading-relaxed text-stone-700">{item.a}</p>
              </details>
            ))}
          </div>
        )}
      </WithShopInfo>
    </InfoPage>
  );
}
