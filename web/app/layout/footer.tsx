import { Link } from "react-router";
import { copy } from "../../../shared/copy";
import { paths } from "../../../shared/paths";
import { useShopInfo } from "../../lib/shop-info-query";
import { ComplaintsBookBadge } from "./complaints-book-badge";

const heading = "text-sm font-bold uppercase tracking-wide text-stone-900";
const link = "text-stone-700 underline-offset-2 hover:text-brand-700 hover:underline";

const SUPPORT = [
  { to: paths.contact, label: copy.footer.contact },
  { to: paths.shippingInfo, label: copy.footer.shipping },
  { to: paths.returns, label: copy.footer.returns },
  { to: paths.withdrawal, label: copy.footer.withdrawal },
  { to: paths.faq, label: copy.footer.faq },
];
const LEGAL = [
  { to: paths.terms, label: copy.footer.terms },
  { to: paths.privacy, label: copy.footer.privacy },
  { to: paths.cookies, label: copy.footer.cookies },
  { to: paths.accessibility, label: copy.footer.accessibility },
];

function LinkList({ items }: { items: { to: string; label: string }[] }) {
  return (
    <ul className="mt-3 space-y-1 text-sm">
      {items.map((i) => (
        <li key={i.to}>
          <Link to={i.to} className={`${link} inline-block py-1`}>
            {i.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Every page's footer: the information pages, the complaints book, the ADR entity and the seller (decision 0013). */
export function Footer() {
  const info = useShopInfo().data;
  return (
    <footer className="mt-16 border-t border-stone-200 bg-white">
      <nav aria-label={copy.footer.nav} className="container-page grid gap-8 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section>
          <h2 className={heading}>{copy.footer.support}</h2>
          <LinkList items={SUPPORT} />
        </section>
        <section>
          <h2 className={heading}>{copy.footer.about}</h2>
          <p className="mt-3 text-sm text-stone-600">{copy.footer.aboutText}</p>
          <LinkList
            items={[
              { to: paths.about, label: copy.footer.about },
              { to: paths.catalogue, label: copy.common.catalogue },
            ]}
          />
          <h2 className={`${heading} mt-6`}>{copy.footer.social}</h2>
          <p className="mt-3 text-sm text-stone-600">{copy.footer.socialNames.join(" · ")}</p>
        </section>
        <section>
          <h2 className={heading}>{copy.footer.legal}</h2>
          <LinkList items={LEGAL} />
        </section>
        <section>
          <h2 className={heading}>{copy.footer.payments}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {copy.footer.paymentMethods.map((m) => (
              <li key={m} className="rounded border border-stone-300 px-2 py-1 text-xs font-bold text-stone-700">
                {m}
              </li>
            ))}
          </ul>
          <h2 className={`${heading} mt-6`}>{copy.footer.complaintsHeading}</h2>
          <div className="mt-3">
            <ComplaintsBookBadge />
          </div>
        </section>
      </nav>
      <div className="border-t border-stone-200">
        <div className="container-page space-y-2 py-4 text-center text-xs text-stone-600">
          {info && (
            <>
              <p>
                {copy.footer.adr(info.adr)} {copy.footer.adrLink}{" "}
                <a href={info.adr.url} target="_blank" rel="noopener noreferrer" className="font-medium underline underline-offset-2">
                  {info.adr.url.replace(/^https:\/\//, "")}
                  <span className="sr-only"> {copy.footer.newTab}</span>
                </a>
                .
              </p>
              <p>{copy.footer.company(info.company)}</p>
            </>
          )}
          <p>{copy.footer.copyright}</p>
        </div>
      </div>
    </footer>
  );
}
