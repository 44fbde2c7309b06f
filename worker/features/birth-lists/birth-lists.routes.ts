import { type Context, Hono } from "hono";
import {
  birthListCodeQuerySchema,
  birthListIdSchema,
  birthListInputSchema,
  birthListItemParamSchema,
  birthListItemSchema,
  birthListOrderSchema,
  birthListQuoteSchema,
  birthListSearchSchema,
  birthListSlugSchema,
} from "../../../shared/birth-lists";
import { outsideEuVatArea } from "../../../shared/shipping";
import { deps } from "../../deps";
import type { AppEnv, ProtectedEnv } from "../../env";
import { limitClient, limitPerClient } from "../../lib/rate-limit";
import { requestLanguage } from "../../lib/request-language";
import { validate } from "../../lib/validate";
import { protectedRouter } from "../auth/require-user";

/** Every parents' change answers with the list as it now is. */
const listAnswer = async (c: Context<ProtectedEnv>, id: string, status: 200 | 201 = 200) =>
  c.json({ list: await deps(c).birthLists.get(c.var.user.id, id, requestLanguage(c)) }, status);

/**
 * The parents' birth lists (issue 50), at /api/birth-lists: only the signed-in account's own lists (the user from the
 * session, never from the request; another account's list is 404).
 */
export const birthListsRoutes = protectedRouter()
  .get("/", async (c) => c.json({ lists: await deps(c).birthLists.listOf(c.var.user.id, requestLanguage(c)) }))
  .post("/", validate("json", birthListInputSchema), async (c) => {
    return listAnswer(c, await deps(c).birthLists.create(c.var.user.id, c.req.valid("json"), requestLanguage(c)), 201);
  })
  .get("/:id", validate("param", birthListIdSchema), (c) => listAnswer(c, c.req.valid("param").id))
  .put("/:id", validate("param", birthListIdSchema), validate("json", birthListInputSchema), async (c) => {
    const { id } = c.req.valid("param");
    await deps(c).birthLists.update(c.var.user.id, id, c.req.valid("json"));
    return listAnswer(c, id);
  })
  .post("/:id/close", validate("param", birthListIdSchema), async (c) => {
    const { id } = c.req.valid("param");
    await deps(c).birthLists.setClosed(c.var.user.id, id, true);
    return listAnswer(c, id);
  })
  .post("/:id/reopen", validate("param", birthListIdSchema), async (c) => {
    const { id } = c.req.valid("param");
    await deps(c).birthLists.setClosed(c.var.user.id, id, false);
    return listAnswer(c, id);
  })
  .post("/:id/reveal", validate("param", birthListIdSchema), async (c) => {
    const { id } = c.req.valid("param");
    await deps(c).birthLists.reveal(c.var.user.id, id);
    return listAnswer(c, id);
  })
  .put("/:id/items/:variantId", validate("param", birthListItemParamSchema), validate("json", birthListItemSchema), async (c) => {
    const { id, variantId } = c.req.valid("param");
    const { wanted, essential } = c.req.valid("json");
    await deps(c).birthLists.setItem(c.var.user.id, id, variantId, wanted, essential);
    return listAnswer(c, id);
  })
  .delete("/:id/items/:variantId", validate("param", birthListItemParamSchema), async (c) => {
    const { id, variantId } = c.req.valid("param");
    await deps(c).birthLists.removeItem(c.var.user.id, id, variantId);
    return listAnswer(c, id);
  })
  .post("/:id/items/order", validate("param", birthListIdSchema), validate("json", birthListOrderSchema), async (c) => {
    const { id } = c.req.valid("param");
    await deps(c).birthLists.reorder(c.var.user.id, id, c.req.valid("json").variantIds);
    return listAnswer(c, id);
  });

/**
 * A birth list as visitors read it (/api/lists): by its address (and its code, when the parents asked for one: at most
 * 20 tries in 10 minutes per client, so a code cannot be guessed), or found by surname and expected date when the
 * parents allowed it (30 searches a minute per client).
 */
export const publicBirthListsRoutes = new Hono<AppEnv>()
  .get("/", validate("query", birthListSearchSchema), async (c) => {
    await limitClient(c, "birth-list-search", 30, 60);
    const { apelido, data } = c.req.valid("query");
    c.header("Cache-Control", "no-store");
    return c.json({ lists: await deps(c).birthLists.search(apelido, data, requestLanguage(c)) });
  })
  .get("/:slug", validate("param", birthListSlugSchema), validate("query", birthListCodeQuerySchema), async (c) => {
    const { codigo } = c.req.valid("query");
    if (codigo) await limitClient(c, "birth-list-code", 20, 600);
    c.header("Cache-Control", "no-store");
    return c.json({ list: await deps(c).birthLists.publicView(c.req.valid("param").slug, codigo, requestLanguage(c)) });
  })
  /**
   * The delivery options for a gift sent to the parents (issue 50): quoted and stored like any quote, for their gift
   * address, which the answer never holds (the same answer as POST /api/shipping/quotes, the same limit).
   */
  .post(
    "/:slug/quotes",
    limitPerClient("shipping", (c) => c.var.config.shippingQuotesPerMinute, 60),
    validate("param", birthListSlugSchema),
    validate("json", birthListQuoteSchema),
    async (c) => {
      const { code, items } = c.req.valid("json");
      if (code) await limitClient(c, "birth-list-code", 20, 600);
      const { address } = await deps(c).birthLists.giftDestination(c.req.valid("param").slug, code);
      c.header("Cache-Control", "no-store");
      const quote = await deps(c).shipping.quote({ country: address.country, postalCode: address.zipCode, items }, requestLanguage(c));
      // Outside the EU's VAT territory, which one (the note's local tax): a region, no more of the address than the city says.
      return c.json({ ...quote, vatArea: outsideEuVatArea(address.country, address.zipCode) });
    },
  );
