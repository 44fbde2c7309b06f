import { shopSettingsSchema } from "../../../shared/shop-settings";
import { deps } from "../../deps";
import { validate } from "../../lib/validate";
import { adminRouter, requireOwner } from "../staff/staff-access";

/**
 * /api/admin/settings (issue 46): the shop's settings, read and saved by owners only (staff get 403); a save is checked
 * field by field (an unknown setting, a phone, a NIPC's check digit, an e-mail: 400 naming the field, nothing saved),
 * needs the shop's Origin like every write, and is audited in its batch.
 */
export const adminSettingsRoutes = adminRouter()
  .get("/", requireOwner, async (c) => c.json(await deps(c).settings.view()))
  .put("/", requireOwner, validate("json", shopSettingsSchema), async (c) => {
    const settings = deps(c).settings;
    const { changed } = await settings.save(c.req.valid("json"), c.var.user.email);
    return c.json({ ...(await settings.view()), changed });
  });
