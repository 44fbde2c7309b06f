import { Hono } from "hono";
import { postalLookupQuerySchema } from "../../../shared/address-rules";
import { deps } from "../../deps";
import type { AppEnv } from "../../env";
import { limitPerClient } from "../../lib/rate-limit";
import { requestLanguage } from "../../lib/request-language";
import { validate } from "../../lib/validate";

/** Postal-code lookup for the address forms (signed-in dialog and, next, the guest's checkout address). */
export const postalRoutes = new Hono<AppEnv>().get(
  "/",
  limitPerClient("postal", (c) => c.var.config.postalLookupsPerMinute, 60),
  validate("query", postalLookupQuerySchema),
  async (c) => {
    const { country, postalCode } = c.req.valid("query");
    return c.json(await deps(c).postal.lookup(country, postalCode, requestLanguage(c)));
  },
);
