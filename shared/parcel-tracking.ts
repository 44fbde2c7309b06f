/**
 * A parcel's tracking (issue 49), as the carrier's tracker reports it (the multi-carrier API's statuses) and as the shop
 * keeps and shows it: the back-office's order page and the customer's 'Meus Pedidos' list its history.
 */
export const TRACKING_STATUSES = ["pre_transit", "in_transit", "out_for_delivery", "delivered", "failure", "return_to_sender", "available_for_pickup"] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];
export const isTrackingStatus = (v: unknown): v is TrackingStatus => typeof v === "string" && (TRACKING_STATUSES as readonly string[]).includes(v);

/** Statuses that need someone: a delivery that failed, a parcel going back to the shop. */
export const PARCEL_PROBLEMS = ["failure", "return_to_sender"] as const satisfies readonly TrackingStatus[];
export type ParcelProblem = (typeof PARCEL_PROBLEMS)[number];

/** One step of the history: what happened, when (ISO), and where, as the carrier says it. */
export interface TrackingStep {
  status: TrackingStatus;
  at: string;
  place: string | null;
}
