import type { ShipOrderInput } from "../../../shared/admin";

/**
 * How an order gets its carrier and tracking number when it is sent (issue 32, decisions/0042). The embedded default is
 * the back-office's own entry (the member types the number the carrier printed); a carrier's label API (CTT, DPD…)
 * would implement the same interface, buying the label and answering its number, without touching the lifecycle.
 */
export interface ShipmentProvider {
  readonly name: string;
  ship(orderId: string, input: ShipOrderInput): Promise<{ carrier: string; carrierName: string | null; trackingNumber: string }>;
}

/** The manual default: what the member entered, as entered (validated by shared/admin.ts shipOrderSchema). */
export const manualShipments: ShipmentProvider = {
  name: "manual",
  ship: async (_orderId, input) => ({
    carrier: input.carrier,
    // The typed name is the carrier's only for 'other' (issue 44); a listed carrier has its own.
    carrierName: input.carrier === "other" ? input.carrierName || null : null,
    trackingNumber: input.trackingNumber,
  }),
};
