import type { Context } from "hono";
import { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { discountCheckSchema, guestOrderSchema } from "../../../shared/orders";
import {
  preRegistrationAddressSchema,
  preRegistrationCredentialsSchema,
  preRegistrationProfileSchema,
  preRegistrationStartSchema,
} from "../../../shared/pre-registration";
import { deps } from "../../deps";
import type { AppEnv } from "../../env";
import { limitPerClient } from "../../lib/rate-limit";
import { requestLanguage } from "../../lib/request-language";
import { validate } from "../../lib/validate";
import { PRE_REGISTRATION_TTL_S } from "./pre-registration.service";

/** The guest's pre-registration id: HttpOnly, only sent to these routes, Secure on https. */
const COOKIE = "prereg";
const COOKIE_PATH = "/api/checkout";
const idOf = (c: Context<AppEnv>) => getCookie(c, COOKIE);

export const preRegistrationRoutes = new Hono<AppEnv>()
  .post("/", limitPerClient("pre-registration", 10, 60), validate("json", preRegistrationStartSchema), async (c) => {
    const id = await deps(c).preRegistration.start(c.req.valid("json").email);
    setCookie(c, COOKIE, id, {
      httpOnly: true,
      secure: c.var.config.publicOrigin.startsWith("https:"),
      sameSite: "Lax",
      path: COOKIE_PATH,
      maxAge: PRE_REGISTRATION_TTL_S,
    });
    return c.json({ started: true as const }, 201);
  })
  .get("/", async (c) => c.json({ preRegistration: await deps(c).preRegistration.get(idOf(c)) }))
  .put("/profile", validate("json", preRegistrationProfileSchema()), async (c) => {
    await deps(c).preRegistration.saveProfile(idOf(c), c.req.valid("json"));
    return c.json({ saved: true as const });
  })
  .put("/address", validate("json", preRegistrationAddressSchema), async (c) => {
    await deps(c).preRegistration.saveAddress(idOf(c), c.req.valid("json"));
    return c.json({ saved: true as const });
  })
  /**
   * 'Continuar sem criar conta' (issue 44): the guest's order, with the pre-registration's e-mail and address, and its
   * payment page; the answer carries the order's key (its page's link: `?pedido=<id>&chave=<key>`).
   */
  .post("/order", limitPerClient("orders", 10, 60), validate("json", guestOrderSchema), async (c) => {
    const buyer = await deps(c).preRegistration.guestBuyer(idOf(c));
    return c.json(await deps(c).checkout.placeOrder(buyer, c.req.valid("json"), requestLanguage(c)), 201);
  })
  /** 'Aplicar' for a guest: the code checked for the pre-registration's e-mail, as the guest's order will check it. */
  .post("/discount", limitPerClient("discount-check", 20, 60), validate("json", discountCheckSchema), async (c) => {
    const pre = await deps(c).preRegistration.get(idOf(c));
    const { code, items, destination } = c.req.valid("json");
    return c.json({ discount: await deps(c).orders.checkDiscount({ id: null, email: pre.email }, code, items, destination, requestLanguage(c)) });
  })
  /** Shares the sign-up limit: it creates an account. */
  .post("/credentials", limitPerClient("signup", 5, 60), validate("json", preRegistrationCredentialsSchema), async (c) => {
    const done = await deps(c).preRegistration.complete(idOf(c), c.req.valid("json").password, requestLanguage(c));
    deleteCookie(c, COOKIE, { path: COOKIE_PATH, secure: c.var.config.publicOrigin.startsWith("https:") });
    return c.json(done, 201);
  });
