import { Hono } from "hono";
import { cartReminderConsentSchema, cartReminderTokenSchema, savedCartSchema } from "../../../shared/shipping-schemas";
import { deps } from "../../deps";
import type { AppEnv } from "../../env";
import { limitPerClient } from "../../lib/rate-limit";
import { validate } from "../../lib/validate";
import { protectedRouter } from "../auth/require-user";

/**
 * A cart that is not forgotten (issue 50), at /api/cart-reminders: the signed-in customer's consent and kept cart (the
 * account from the session only); and the reminder's links, by their token, for anyone holding the e-mail.
 */
export const cartRemindersRoutes = new Hono<AppEnv>()
  .post("/restore", limitPerClient("cart-reminder-link", 30, 60), validate("json", cartReminderTokenSchema), async (c) => {
    return c.json({ lines: await deps(c).cartReminders.restore(c.req.valid("json").token) });
  })
  .post("/stop", limitPerClient("cart-reminder-link", 30, 60), validate("json", cartReminderTokenSchema), async (c) => {
    await deps(c).cartReminders.stop(c.req.valid("json").token);
    return c.json({ enabled: false as const });
  })
  .route(
    "/",
    protectedRouter()
      .get("/consent", async (c) => c.json({ enabled: await deps(c).cartReminders.consent(c.var.user.id) }))
      .put("/consent", validate("json", cartReminderConsentSchema), async (c) => {
        const { enabled } = c.req.valid("json");
        await deps(c).cartReminders.setConsent(c.var.user.id, enabled);
        return c.json({ enabled });
      })
      /** The browser's cart, kept only when the customer agreed (`kept` says whether). */
      .put("/cart", validate("json", savedCartSchema), async (c) => {
        return c.json({ kept: await deps(c).cartReminders.save(c.var.user.id, c.req.valid("json").lines) });
      }),
  );
