import { type ReactNode, useEffect } from "react";
import { useLocation } from "react-router";
import { commonCopy } from "#copy/common";
import { infoCopy } from "#copy/info-pages";
import { paths } from "../../../shared/paths";
import type { InfoSection } from "../../../shared/shop-info";
import { Breadcrumb } from "../../components/ui/breadcrumb";
import { ErrorRetry } from "../../components/ui/error-retry";
import { Spinner } from "../../components/ui/spinner";
import { type ShopInfo, useShopInfo } from "../../lib/shop-info-query";
import { useDocumentTitle } from "../../lib/use-document-title";

/** The frame of every information page: <title>, breadcrumb, h1 and a readable column (decision 0013). */
export function InfoPage({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="container-page space-y-6 py-6">
      <Breadcrumb items={[{ label: commonCopy.common.home, to: paths.home }, { label: title }]} />
      <article className="max-w-3xl space-y-6">
        <header className="space-y-3">
          <h1 className="text-2xl font-extrabold sm:text-3xl">{title}</h1>
          {lead && <p className="text-stone-700">{lead}</p>}
        </header>
        {children}
      </article>
    </div>
  );
}

/**
 * Headings and paragraphs from the copy module; an array inside a section's body is a bulleted list. A section with an
 * id is scrolled to when the address names it (/termos-condicoes#politica-de-avaliacoes): the page draws it only once
 * the shop's details are there, after the browser would have looked for it, and after the new page's scroll to the top.
 */
export function Sections({ sections }: { sections: readonly InfoSection[] }) {
  const { hash } = useLocation();
  const wanted = decodeURIComponent(hash.slice(1));
  const here = wanted !== "" && sections.some((s) => s.id === wanted);
  useEffect(() => {
    if (!here) return;
    const frame = requestAnimationFrame(() => document.getElementById(wanted)?.scrollIntoView());
    return () => cancelAnimationFrame(frame);
  }, [here, wanted]);
  return (
    <>
      {sections.map((s) => (
        <section key={s.heading} id={s.id} className="scroll-mt-24 space-y-3">
          <h2 className="text-lg font-bold text-stone-900">{s.heading}</h2>
          {s.body.map((b) =>
            typeof b === "string" ? (
              <p key={b} className="leading-relaxed text-stone-700">
                {b}
              </p>
            ) : (
              <ul key={b.join()} className="list-disc space-y-2 pl-5 leading-relaxed text-stone-700">
                {b.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ),
          )}
        </section>
      ))}
    </>
  );
}

/** Renders `children` with the shop's details once GET /api/shop-info has answered; a spinner or a retry until then. */
export function WithShopInfo({ children }: { children: (info: ShopInfo) => ReactNode }) {
  const query = useShopInfo();
  if (query.isPending) return <Spinner />;
  if (query.isError) return <ErrorRetry message={infoCopy.loadError} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
