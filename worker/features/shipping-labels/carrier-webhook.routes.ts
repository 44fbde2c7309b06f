import { Hono } from "hono";
import { deps } from "../../deps";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/errors";
import { log } from "../../lib/log";

/**
 * The carrier's tracking webhook (issue 49, decisions/0080), at CARRIER_WEBHOOK_PATH: a write without the
 * shop's Origin, its signature checked instead (EasyPost's X-Hmac-Signature). A bad signature or a body that is not an
 * event is refused (400), an unknown parcel is named (404); nothing changes for any of them.
 */
export const carrierWebhookRoutes = new Hono<AppEnv>().post("/carrier-webhook", async (c) => {
  const outcome = await deps(c).admin.shippingLabels.tracked(await c.req.text(), c.req.header("x-hmac-signature"));
  const received = (outcome: "handled" | "refused") =>
    deps(c)
      .health.recordWebhook("carrier", null, outcome)
      .catch((error) => log("error", "webhook receipt not kept", { error }));
  if (outcome === "bad-signature") {
    await received("refused");
    throw new ApiError(400, "invalid_input", (t) => t.errors.invalidSignature);
  }
  if (outcome === "malformed") {
    await received("refused");
    throw new ApiError(400, "invalid_input", (t) => t.errors.invalidInput);
  }
  await received("handled");
  return c.json({ received: true as const, outcome });
});
