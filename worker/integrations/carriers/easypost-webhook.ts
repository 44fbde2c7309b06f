import { z } from "zod";
import { isTrackingStatus, type TrackingStatus, type TrackingStep } from "../../../shared/parcel-tracking";
import { hmacSha256Hex, sameText } from "../../lib/crypto";

/** A tracker's update, as the shop reads an EasyPost-format `tracker.updated` event. */
export interface TrackerUpdate {
  eventId: string;
  trackingCode: string;
  status: TrackingStatus;
  /** When the tracker last changed (its `updated_at`): an update not newer than the one kept changes nothing. */
  updatedAt: string;
  /** Oldest first, as the carrier lists it. */
  history: TrackingStep[];
}

/**
 * The signature EasyPost-format webhooks carry (issue 49): `X-Hmac-Signature: hmac-sha256-hex=<hex>` — HMAC-SHA256 of
 * the raw body with the webhook's secret (NFKD-normalised), compared in constant time.
 */
export async function verifyCarrierSignature(body: string, header: string | undefined, secret: string): Promise<boolean> {
  const given = /^hmac-sha256-hex=([0-9a-f]{64})$/i.exec(header ?? "")?.[1]?.toLowerCase();
  if (!given) return false;
  return sameText(await hmacSha256Hex(secret.normalize("NFKD"))(body), given);
}

/** The header a body is signed with (the simulator's events, and tests). */
export async function signCarrierBody(body: string, secret: string): Promise<string> {
  return `hmac-sha256-hex=${await hmacSha256Hex(secret.normalize("NFKD"))(body)}`;
}

const detailSchema = z.object({
  status: z.string(),
  datetime: z.string(),
  tracking_location: z.object({ city: z.string().nullish(), country: z.string().nullish() }).nullish(),
});
const eventSchema = z.object({ id: z.string().min(1), object: z.literal("Event"), description: z.string(), result: z.unknown() });
const trackerSchema = z.object({
  object: z.literal("Tracker"),
  tracking_code: z.string().min(1),
  status: z.string(),
  updated_at: z.string(),
  tracking_details: z.array(detailSchema).default([]),
});

/**
 * The tracker update an event carries; null for an event of another kind (a batch, a refund…) or a status the shop does
 * not show (unknown, cancelled, error); "malformed" for a body that is not such an event at all.
 */
export function trackerUpdateOf(json: unknown): TrackerUpdate | null | "malformed" {
  const e = eventSchema.safeParse(json);
  if (!e.success) return "malformed";
  if (e.data.description !== "tracker.updated" && e.data.description !== "tracker.created") return null;
  const tracker = trackerSchema.safeParse(e.data.result);
  if (!tracker.success) return "malformed";
  const t = tracker.data;
  if (!isTrackingStatus(t.status) || Number.isNaN(Date.parse(t.updated_at))) return null;
  const history = t.tracking_details
    .filter((d) => isTrackingStatus(d.status) && !Number.isNaN(Date.parse(d.datetime)))
    .map((d) => ({
      status: d.status as TrackingStatus,
      at: new Date(d.datetime).toISOString(),
      place: d.tracking_location?.city?.trim() || null,
    }));
  return { eventId: e.data.id, trackingCode: t.tracking_code, status: t.status, updatedAt: new Date(t.updated_at).toISOString(), history };
}
