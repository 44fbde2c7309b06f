import { addressIdSchema, addressInputSchema } from "../../../shared/address-rules";
import { deps } from "../../deps";
import { validate } from "../../lib/validate";
import { protectedRouter } from "../auth/require-user";

/** The signed-in customer's addresses only (the user comes from the session; another user's id answers 404). */
export const addressesRoutes = protectedRouter()
  .get("/", async (c) => c.json({ items: await deps(c).addresses.list(c.var.user.id) }))
  .post("/", validate("json", addressInputSchema), async (c) => {
    const address = await deps(c).addresses.add(c.var.user.id, c.req.valid("json"));
    return c.json({ address }, 201);
  })
  .put("/:id/default", validate("param", addressIdSchema), async (c) => {
    await deps(c).addresses.setDefault(c.var.user.id, c.req.valid("param").id);
    return c.json({ items: await deps(c).addresses.list(c.var.user.id) });
  })
  .delete("/:id", validate("param", addressIdSchema), async (c) => {
    await deps(c).addresses.remove(c.var.user.id, c.req.valid("param").id);
    return c.json({ items: await deps(c).addresses.list(c.var.user.id) });
  });
