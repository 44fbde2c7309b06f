import type { Context } from "hono";
import { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
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
  /** Shares the sign-up limit: it creates an account. */
  .post("/credentials", limitPerClient("signup", 5, 60), validate("json", preRegistrationCredentialsSchema), async (c) => {
    const done = await deps(c).preRegistration.complete(idOf(c), c.req.valid("json").password, requestLanguage(c));
    deleteCookie(c, COOKIE, { path: COOKIE_PATH, secure: c.var.config.publicOrigin.startsWith("https:") });
    return c.json(done, 201);
  });
