import { inviteStaffSchema, staffEmailParamSchema } from "../../../shared/admin";
import { deps } from "../../deps";
import { validate } from "../../lib/validate";
import { adminRouter, requireOwner } from "./staff-access";

/** Who is signed in to the back-office (and whether the shop still shows the demonstration's identity), and the team (owner only: list, invite, remove), under /api/admin. */
export const staffRoutes = adminRouter()
  // demoIdentity (issue 46): production still shows the demonstration's company; every back-office page warns.
  .get("/me", async (c) => c.json({ email: c.var.user.email, role: c.var.role, demoIdentity: await deps(c).settings.demoIdentity() }))
  .get("/staff", requireOwner, async (c) => c.json(await deps(c).admin.staff.list()))
  .post("/staff", requireOwner, validate("json", inviteStaffSchema), async (c) => {
    await deps(c).admin.staff.invite(c.req.valid("json").email, c.var.user);
    return c.json({ ok: true as const }, 201);
  })
  .delete("/staff/:email", requireOwner, validate("param", staffEmailParamSchema), async (c) => {
    await deps(c).admin.staff.remove(c.req.valid("param").email, c.var.user);
    return c.json({ ok: true as const });
  });
