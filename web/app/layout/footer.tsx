import { Link } from "react-router";
import { commonCopy } from "#copy/common";
import { footerCopy } from "#copy/footer";
import { paths } from "../../../shared/paths";
import { useShopInfo } from "../../lib/shop-info-query";
import { ComplaintsBookBadge } from "./complaints-book-badge";

const heading = "text-sm font-bold uppercase tracking-wide text-stone-900";
const link = "text-stone-700 underline-offset-2 hover:text-brand-700 hover:underline";

const SUPPORT = [
  { to: paths.contact, label: footerCopy.footer.contact },
  { to: paths.shippingInfo, label: footerCopy.footer.shipping },
  { to: paths.returns, label: footerCopy.footer.returns },
  { to: paths.withdrawal, label: footerCopy.footer.withdrawal },
  { to: paths.findBirthList, label: footerCopy.footer.birthLists },
  { to: paths.faq, label: footerCopy.footer.faq },
];
const LEGAL = [
  { to: paths.terms, label: footerCopy.footer.terms },
  { to: paths.privacy, label: footerCopy.footer.privacy },
  { to: paths.cookies, label: footerCopy.footer.cookies },
  { to: paths.accessibility, label: footerCopy.footer.accessibility },
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
      <nav aria-label={footerCopy.footer.nav} className="container-page grid gap-8 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section>
          <h2 className={heading}>{footerCopy.footer.support}</h2>
          <LinkList items={SUPPORT} />
        </section>
        <section>
          <h2 className={heading}>{footerCopy.footer.about}</h2>
          <p className="mt-3 text-sm text-stone-600">{footerCopy.footer.aboutText}</p>
          <LinkList
            items={[
              { to: paths.about, label: footerCopy.footer.about },
              { to: paths.catalogue, label: commonCopy.common.catalogue },
            ]}
          />
          <h2 className={`${heading} mt-6`}>{footerCopy.footer.social}</h2>
          <p className="mt-3 text-sm text-stone-600">{footerCopy.footer.socialNames.join(" · ")}</p>
        </section>
        <section>
          <h2 className={heading}>{footerCopy.footer.legal}</h2>
          <LinkList items={LEGAL} />
        </section>
        <section>
          <h2 className={heading}>{footerCopy.footer.payments}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {footerCopy.footer.paymentMethods.map((m) => (
              <li key={m} className="rounded border border-stone-300 px-2 py-1 text-xs font-bold text-stone-700">
                {m}
              </li>
            ))}
          </ul>
          <h2 className={`${heading} mt-6`}>{footerCopy.footer.complaintsHeading}</h2>
          <div className="mt-3">
            <ComplaintsBookBadge />
          </div>
          {info && <p className="mt-2 text-xs text-stone-600">{footerCopy.footer.complaintsEntity(info.complaints.name)}</p>}
        </section>
      </nav>
      <div className="border-t border-stone-200">
        <div className="container-page space-y-2 py-4 text-center text-xs text-stone-600">
          {info && (
            <>
              <p>
                {footerCopy.footer.adr(info.adr)} {footerCopy.footer.adrLink}{" "}
                <a href={info.adr.url} target="_blank" rel="noopener noreferrer" className="font-medium underline underline-offset-2">
                  {info.adr.url.replace(/^https:\/\//, "")}
                  <span className="sr-only"> {footerCopy.footer.newTab}</span>
                </a>
                .
              </p>
              <p>{footerCopy.footer.company(info.company)}</p>
              <p>{footerCopy.footer.companyContact(info.company)}</p>
            </>
          )}
          {/* The year in UTC, so the worker's drawing and the browser's agree (docs/decisions/0022). */}
          <p>{footerCopy.footer.copyright(new Date().getUTCFullYear())}</p>
        </div>
      </div>
    </footer>
  );
}
