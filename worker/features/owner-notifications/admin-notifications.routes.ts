import { ownerNotificationsSchema } from "../../../shared/owner-notifications";
import { deps } from "../../deps";
import { validate } from "../../lib/validate";
import { adminRouter, requireOwner } from "../staff/staff-access";

/**
 * /api/admin/notifications (issue 44, decisions/0056): the signed-in owner's choice of e-mails about the shop's events.
 * Owners only (staff get 403); writes need the shop's Origin like every write; a change is audited in its batch.
 */
export const adminNotificationsRoutes = adminRouter()
  .get("/", requireOwner, async (c) => c.json(await deps(c).admin.notifications.get(c.var.user.email)))
  .put("/", requireOwner, validate("json", ownerNotificationsSchema), async (c) =>
    c.json(await deps(c).admin.notifications.save(c.var.user.email, c.req.valid("json").events)),
  );
