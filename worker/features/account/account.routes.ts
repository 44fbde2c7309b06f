import { Hono } from "hono";
import { z } from "zod";
import {
  changePasswordSchema,
  emailOnlySchema,
  myDataSchema,
  profileSchema,
  resetLinkTokenSchema,
  resetWithCodeSchema,
  resetWithLinkSchema,
  signupSchema,
} from "../../../shared/account-rules";
import { pathsFor } from "../../../shared/page-tables";
import { deps } from "../../deps";
import type { AppEnv } from "../../env";
import { limitClient, limitKey, limitPerClient } from "../../lib/rate-limit";
import { requestLanguage } from "../../lib/request-language";
import { validate } from "../../lib/validate";
import { requireUser, sessionUser } from "../auth/require-user";

const service = (c: Parameters<typeof deps>[0]) => deps(c).account;

/** DESIGN §5 rate limits, per client address (atomic D1 counters); e-mail-revealing answers included. */
const limit = limitPerClient;

/**
 * Reset e-mails per address, from all clients together (decisions/0032): counted before the account is looked
 * up, so an unknown e-mail gets the same answers (200, then 429) as a registered one.
 */
const RESET_SEND_PER_EMAIL = { limit: 5, windowSeconds: 60 * 60 };

/**
 * Erasure's password attempts (issue 43): per account, so one session cannot guess through it from many clients, and per
 * client, so one client cannot guess through many sessions. Every attempt that sends a password counts, before the
 * password is checked (atomic counters: parallel guesses see distinct counts). A right one erases the account, so
 * counting it too costs the customer nothing; a request without a password is no guess and is not counted.
 */
export const DELETE_PASSWORDS_PER_ACCOUNT = { limit: 5, windowSeconds: 15 * 60 };
export const DELETE_PASSWORDS_PER_CLIENT = { limit: 10, windowSeconds: 15 * 60 };

/** Erasure's proof of who is there: the password (an account without one signs in with Google again instead). */
const deleteAccountSchema = z.object({ password: z.string().max(200).optional() });

/** The name the browser saves the customer's data under. */
const EXPORT_FILE_NAME = "meus-dados-mae-e-bebe.json";

export const accountRoutes = new Hono<AppEnv>()
  .post("/signup", limit("signup", 5, 60), validate("json", signupSchema), async (c) => {
    await service(c).signUp(c.req.valid("json"), requestLanguage(c));
    return c.json({ created: true as const }, 201);
  })
  .get("/verify-email", async (c) => {
    // Back to the sign-in page in the account's language (an invalid link's in Portuguese: whose it was is unknown).
    const verified = await service(c).verifyEmail(c.req.query("token") ?? "");
    if (!verified) return c.redirect(pathsFor("pt").auth({ verificado: false }), 302);
    return c.redirect(pathsFor(verified.lang).auth({ verificado: true, redefinir: verified.resetToken }), 302);
  })
  .post("/email-exists", limit("email-exists", 10, 60), validate("json", emailOnlySchema), async (c) => {
    return c.json({ exists: await service(c).emailExists(c.req.valid("json").email) });
  })
  .post("/reset-code", limit("reset-send", 5, 300), validate("json", emailOnlySchema), async (c) => {
    const { email } = c.req.valid("json"); // trimmed and lower-cased by the schema
    await limitKey(c, "reset-send-email", email, RESET_SEND_PER_EMAIL.limit, RESET_SEND_PER_EMAIL.windowSeconds);
    await service(c).sendResetCode(email, requestLanguage(c));
    return c.json({ sent: true as const });
  })
  .post("/reset-password", limit("reset-verify", 10, 300), validate("json", resetWithCodeSchema), async (c) => {
    const { email, code, newPassword } = c.req.valid("json");
    await service(c).resetWithCode(email, code, newPassword);
    return c.json({ reset: true as const });
  })
  .post("/reset-password-link", limit("reset-verify", 10, 300), validate("json", resetWithLinkSchema), async (c) => {
    const { token, newPassword } = c.req.valid("json");
    await service(c).resetWithLink(token, newPassword);
    return c.json({ reset: true as const });
  })
  /** Checked when /reset-password opens; shares the reset-verify limit, so it is no cheaper way to guess tokens. */
  .post("/reset-link-status", limit("reset-verify", 10, 300), validate("json", resetLinkTokenSchema), async (c) => {
    return c.json({ valid: await service(c).resetLinkValid(c.req.valid("json").token) });
  })
  .get("/me", requireUser, async (c) => c.json(await service(c).me(c.var.user)))
  /** The page's session check: 200 with null for a visitor (no 401 for browsers to log). */
  .get("/session", async (c) => {
    const user = await sessionUser(c);
    return c.json({ session: user ? await service(c).me(user) : null });
  })
  .put("/customer", requireUser, validate("json", profileSchema()), async (c) => {
    return c.json({ customer: await service(c).saveCustomer(c.var.user, c.req.valid("json")) });
  })
  .patch("/my-data", requireUser, validate("json", myDataSchema()), async (c) => {
    return c.json({ customer: await service(c).saveMyData(c.var.user, c.req.valid("json")) });
  })
  .post("/password", requireUser, limit("password-change", 10, 300), validate("json", changePasswordSchema), async (c) => {
    const { currentPassword, newPassword } = c.req.valid("json");
    await service(c).changePassword(c.var.user, currentPassword, newPassword);
    return c.json({ changed: true as const });
  })
  .get("/export", requireUser, limit("account-export", 10, 300), async (c) => {
    const data = await service(c).exportData(c.var.user);
    c.header("Content-Disposition", `attachment; filename="${EXPORT_FILE_NAME}"`);
    return c.json(data);
  })
  .delete("/", requireUser, validate("json", deleteAccountSchema), async (c) => {
    const { password } = c.req.valid("json");
    if (password) {
      await limitClient(c, "account-delete-client", DELETE_PASSWORDS_PER_CLIENT.limit, DELETE_PASSWORDS_PER_CLIENT.windowSeconds);
      await limitKey(c, "account-delete-account", c.var.user.id, DELETE_PASSWORDS_PER_ACCOUNT.limit, DELETE_PASSWORDS_PER_ACCOUNT.windowSeconds);
    }
    await service(c).deleteAccount(c.var.user, password);
    return c.json({ deleted: true as const });
  });
