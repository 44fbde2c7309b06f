import { productIdSchema } from "../../../shared/catalog-schemas";
import { deps } from "../../deps";
import { requestLanguage } from "../../lib/request-language";
import { validate } from "../../lib/validate";
import { protectedRouter } from "../auth/require-user";

/** The signed-in customer's favourites only (the user comes from the session, never from the request). */
export const favoritesRoutes = protectedRouter()
  .get("/", async (c) => c.json({ items: await deps(c).favorites.list(c.var.user.id, requestLanguage(c)) }))
  .put("/:id", validate("param", productIdSchema), async (c) => {
    await deps(c).favorites.add(c.var.user.id, Number(c.req.valid("param").id));
    return c.json({ favorite: true as const });
  })
  .delete("/:id", validate("param", productIdSchema), async (c) => {
    await deps(c).favorites.remove(c.var.user.id, Number(c.req.valid("param").id));
    return c.json({ favorite: false as const });
  });
