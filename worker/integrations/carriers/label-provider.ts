/**
 * A multi-carrier label API (issue 49, decisions/0080), as the shipping-labels feature uses it: a shipment is created
 * with the parcel and the two addresses and answers its rates; one rate is bought, which gives the tracking code and
 * the label's address; a shipment is read again to learn whether it was bought (a retry after a timeout). EasyPost's
 * wire format (easypost.ts) over the network, or its embedded simulator (easypost-simulator.ts).
 */
export interface LabelAddress {
  name: string;
  street1: string;
  street2?: string | null;
  city: string;
  zip: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  phone?: string | null;
  email?: string | null;
}

export interface LabelParcel {
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  weightGrams: number;
}

export interface LabelRate {
  id: string;
  /** The API's carrier name (e.g. 'CTTExpress') and service. */
  carrier: string;
  service: string;
  costCents: number;
  currency: string;
}

export interface BoughtLabel {
  trackingCode: string;
  carrier: string;
  service: string;
  costCents: number;
  /** Where the label's PDF is fetched from (labelPdf). */
  labelUrl: string;
}

export interface LabelShipment {
  id: string;
  rates: LabelRate[];
  /** Null until a rate is bought. */
  bought: BoughtLabel | null;
}

export interface LabelProvider {
  readonly name: "api" | "simulator";
  createShipment(p: { reference: string; from: LabelAddress; to: LabelAddress; parcel: LabelParcel }): Promise<LabelShipment>;
  shipment(id: string): Promise<LabelShipment>;
  buy(shipmentId: string, rateId: string): Promise<BoughtLabel>;
  labelPdf(url: string): Promise<Uint8Array>;
}

/** The API said no (an address it cannot deliver to, a parcel above its limits): in its words; nothing was bought. */
export class CarrierRefused extends Error {
  override name = "CarrierRefused";
}

/** The API did not answer in time, failed (5xx) or answered what cannot be read: the outcome is unknown. */
export class CarrierUnavailable extends Error {
  override name = "CarrierUnavailable";
}
