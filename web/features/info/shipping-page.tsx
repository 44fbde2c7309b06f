import { infoCopy } from "#copy/info-pages";
import { formatCents } from "../../../shared/money";
import { InfoPage, Sections, WithShopInfo } from "./info-page";

const t = infoCopy.shipping;

/** /envios-entregas: zones, costs and delays from the rate table the quotes use (GET /api/shop-info), so they cannot disagree. */
export function ShippingPage() {
  return (
    <InfoPage title={t.title} lead={t.lead}>
      <WithShopInfo>
        {(info) => (
          <section aria-labelledby="tabela-envios" className="space-y-3">
            <h2 id="tabela-envios" className="text-lg font-bold text-stone-900">
              {t.ratesHeading}
            </h2>
            {info.shipping.ratesFromSupplier && <p className="text-sm text-stone-700">{t.supplierNote}</p>}
            <ul className="grid gap-3 sm:grid-cols-2">
              {info.shipping.zones.map((z) => (
                <li key={z.zone} className="card p-4">
                  <h3 className="font-semibold text-stone-900">{t.zones[z.zone]}</h3>
                  <dl className="mt-2 space-y-2 text-sm">
                    {z.options.map((o) => (
                      <div key={o.id} className="grid grid-cols-[1fr_auto] items-baseline gap-x-3">
                        <dt className="text-stone-700">
                          {o.name} <span className="text-stone-600">· {o.delay}</span>
                        </dt>
                        <dd className="font-bold text-stone-900">{formatCents(o.costCents)}</dd>
                      </div>
                    ))}
                  </dl>
                </li>
              ))}
            </ul>
          </section>
        )}
      </WithShopInfo>
      <Sections sections={t.sections} />
    </InfoPage>
  );
}
