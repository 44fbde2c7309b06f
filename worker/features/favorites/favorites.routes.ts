import { productIdSchema } from "../../../shared/catalog-schemas";
import { notFound } from "../../lib/errors";
import { validate } from "../../lib/validate";
import { protectedRouter } from "../auth/require-user";
import { favoritesRepo } from "./favorites.repo";

/** The signed-in customer's favourites only (the user comes from the session, never from the request). */
export const favoritesRoutes = protectedRouter()
  .get("/", async (c) => c.json({ items: await favoritesRepo(c.var.db).list(c.var.user.id) }))
  .put("/:id", validate("param", productIdSchema), async (c) => {
    const repo = favoritesRepo(c.var.db);
    const productId = Number(c.req.valid("param").id);
    if (!(await repo.activeProductExists(productId))) throw notFound("product_not_found", "Produto não encontrado.");
    await repo.add(c.var.user.id, productId);
    return c.json({ favorite: true as const });
  })
  .delete("/:id", validate("param", productIdSchema), async (c) => {
    await favoritesRepo(c.var.db).remove(c.var.user.id, Number(c.req.valid("param").id));
    return c.json({ favorite: false as const });
  });
