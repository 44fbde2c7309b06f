import { Hono } from "hono";
import { z } from "zod";
import { TRACKING_NUMBER } from "../../../shared/carriers";
import { TRACKING_STATUSES } from "../../../shared/parcel-tracking";
import { deps } from "../../deps";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/errors";
import { validate } from "../../lib/validate";

const eventSchema = z.object({ trackingCode: z.string().regex(TRACKING_NUMBER), status: z.enum(TRACKING_STATUSES) });

/**
 * The carrier simulator's tracking (development and tests only: under /api/dev, and only while the simulator sells the
 * labels): the parcel moves to `status` and the event the API would post, signed with the webhook's secret, goes through
 * the webhook's own handling — signature included. 404 for a parcel the simulator never sold.
 */
export const carrierSimulatorRoutes = new Hono<AppEnv>().post("/events", validate("json", eventSchema), async (c) => {
  const { trackingCode, status } = c.req.valid("json");
  const outcome = await deps(c).admin.shippingLabels.simulateTracking(trackingCode, status);
  if (!outcome) throw new ApiError(404, "not_found", (t) => t.errors.resourceNotFound);
  return c.json({ outcome });
});
