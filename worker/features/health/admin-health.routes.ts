import { emailIdSchema } from "../../../shared/admin";
import { deps } from "../../deps";
import { validate } from "../../lib/validate";
import { adminRouter } from "../staff/staff-access";

/**
 * /api/admin/health (issue 46): the shop's health for owners and staff (what failed or waits for someone), and the
 * retry of a failed e-mail (audited; writes need the shop's Origin like every write).
 */
export const adminHealthRoutes = adminRouter()
  .get("/", async (c) => c.json(await deps(c).health.report()))
  .post("/emails/:id/retry", validate("param", emailIdSchema), async (c) => {
    await deps(c).health.retryEmail(c.req.valid("param").id, c.var.user.email);
    return c.json({ ok: true as const });
  });
