import { parcelBoxIdSchema, parcelBoxSchema } from "../../../shared/parcel-boxes";
import { deps } from "../../deps";
import { validate } from "../../lib/validate";
import { adminRouter, requireOwner } from "../staff/staff-access";

/**
 * /api/admin/parcel-boxes (issue 49): the shop's boxes. Staff and owners read them (the label form's list); owners add,
 * change and take them out of use, each change audited in its batch.
 */
export const adminParcelBoxesRoutes = adminRouter()
  .get("/", async (c) => c.json({ boxes: await deps(c).admin.parcelBoxes.list() }))
  .post("/", requireOwner, validate("json", parcelBoxSchema), async (c) =>
    c.json({ box: await deps(c).admin.parcelBoxes.add(c.req.valid("json"), c.var.user.email) }, 201),
  )
  .put("/:id", requireOwner, validate("param", parcelBoxIdSchema), validate("json", parcelBoxSchema), async (c) =>
    c.json({ box: await deps(c).admin.parcelBoxes.update(c.req.valid("param").id, c.req.valid("json"), c.var.user.email) }),
  )
  .delete("/:id", requireOwner, validate("param", parcelBoxIdSchema), async (c) => {
    await deps(c).admin.parcelBoxes.retire(c.req.valid("param").id, c.var.user.email);
    return c.json({ retired: true as const });
  });
