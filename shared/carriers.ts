/**
 * The carriers an order can be shipped with (issue 32, decisions/0042): a code the order keeps, the name the customer
 * reads, and the carrier's own tracking page for a number (null: 'other', a carrier the shop has no page for). The
 * tracking link is built here, in one place, for the e-mail, /meus-pedidos and the back-office.
 */
export const CARRIERS = {
  ctt: { name: "CTT", tracking: "https://appserver.ctt.pt/CustomerArea/PublicArea_Detail?ObjectCodeInput={n}&SearchInput={n}" },
  "ctt-expresso": { name: "CTT Expresso", tracking: "https://appserver.ctt.pt/CustomerArea/PublicArea_Detail?ObjectCodeInput={n}&SearchInput={n}" },
  dpd: { name: "DPD", tracking: "https://tracking.dpd.de/status/pt_PT/parcel/{n}" },
  gls: { name: "GLS", tracking: "https://gls-group.com/PT/pt/seguir-envio.html?match={n}" },
  seur: { name: "SEUR", tracking: "https://www.seur.com/livetracking/?segOnlineIdentificador={n}" },
  correos: { name: "Correos", tracking: "https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number={n}" },
  other: { name: null, tracking: null },
} as const satisfies Record<string, { name: string | null; tracking: string | null }>;

export type CarrierCode = keyof typeof CARRIERS;
export const CARRIER_CODES = Object.keys(CARRIERS) as CarrierCode[];

export const isCarrierCode = (v: unknown): v is CarrierCode => typeof v === "string" && (CARRIER_CODES as string[]).includes(v);

/**
 * The carrier's name: a listed carrier's own; for 'other', the name the member typed when shipping (`typed`, issue 44),
 * else `other` (the language's words for another carrier, also for an unknown code).
 */
export const carrierName = (carrier: string | null, other: string, typed?: string | null): string =>
  (isCarrierCode(carrier) ? CARRIERS[carrier].name : null) ?? (typed || other);

/** The longest carrier name typed for 'other' (issue 44). */
export const CARRIER_NAME_MAX = 60;

/** The carrier's page for this tracking number, or null for 'other' (or an unknown code). */
export function trackingUrl(carrier: string | null, trackingNumber: string | null): string | null {
  if (!trackingNumber || !isCarrierCode(carrier)) return null;
  const template = CARRIERS[carrier].tracking;
  return template ? template.replaceAll("{n}", encodeURIComponent(trackingNumber)) : null;
}

/** A tracking number: letters, digits and dashes, 4 to 40 of them (what carriers print on their labels). */
export const TRACKING_NUMBER = /^[A-Za-z0-9-]{4,40}$/;
