import { infoCopy } from "#copy/info-pages";
import { ContactForm } from "./contact-form";
import { InfoPage, WithShopInfo } from "./info-page";

const t = infoCopy;

/** /contacto: the seller's details (from GET /api/shop-info) and the contact form. */
export function ContactPage() {
  return (
    <InfoPage title={t.contact.title} lead={t.contact.lead}>
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <ContactForm />
        <section aria-labelledby="contacto-dados" className="space-y-3">
          <h2 id="contacto-dados" className="text-lg font-bold">
            {t.contact.otherWays}
          </h2>
          <WithShopInfo>
            {({ company }) => (
              <dl className="space-y-2 text-sm">
                <div>
                  <dt className="font-semibold text-stone-900">{t.companyEmail}</dt>
                  <dd>
                    <a href={`mailto:${company.email}`} className="text-brand-700 underline underline-offset-2">
                      {company.email}
                    </a>
                  </dd>
                </div>
                <div>
                  <dt className="font-semibold text-stone-900">{t.companyPhone}</dt>
                  <dd>
                    <a href={`tel:${company.phone.replace(/\s/g, "")}`} className="text-brand-700 underline underline-offset-2">
                      {company.phone}
                    </a>
                    <span className="block text-xs text-stone-600">{t.phoneCost}</span>
                  </dd>
                </div>
                <div>
                  <dt className="font-semibold text-stone-900">{t.companyName}</dt>
                  <dd className="text-stone-700">{company.name}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-stone-900">{t.companyNipc}</dt>
                  <dd className="text-stone-700">{company.nipc}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-stone-900">{t.companyAddress}</dt>
                  <dd className="text-stone-700">{company.address}</dd>
                </div>
              </dl>
            )}
          </WithShopInfo>
        </section>
      </div>
    </InfoPage>
  );
}
