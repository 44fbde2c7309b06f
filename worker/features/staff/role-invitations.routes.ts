import { Hono } from "hono";
import { acceptInvitationSchema, invitationTokenSchema } from "../../../shared/admin";
import { deps } from "../../deps";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/errors";
import { limitKey, limitPerClient } from "../../lib/rate-limit";
import { validate } from "../../lib/validate";
import { sessionUser } from "../auth/require-user";

/** Access links one address may ask for in an hour (each is an e-mail). */
const ACCESS_LINKS_PER_EMAIL = { limit: 3, windowSeconds: 60 * 60 };

/**
 * /api/team-invitations (issue 43, decisions/0048): the door to a back-office role, outside requireStaff since the
 * invitee may have no account yet. The link's token is the credential; guesses share a per-client limit. Never indexed.
 */
export const roleInvitationsRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    c.header("X-Robots-Tag", "noindex, nofollow");
    await next();
  })
  /** The acceptance page's first look: the address the link is for, or null when it is not valid. */
  .post("/status", limitPerClient("invitation", 20, 300), validate("json", invitationTokenSchema), async (c) =>
    c.json({ email: await deps(c).admin.invitations.linkEmail(c.req.valid("json").token) }),
  )
  .post("/accept", limitPerClient("invitation", 20, 300), validate("json", acceptInvitationSchema), async (c) => {
    const { token, password } = c.req.valid("json");
    return c.json(await deps(c).admin.invitations.accept(token, password));
  })
  /** A signed-in account whose address is offered a role asks for a link; it goes to the address. */
  .post("/access-link", limitPerClient("access-link", 5, 300), async (c) => {
    const user = await sessionUser(c);
    if (!user) throw new ApiError(401, "unauthenticated", (t) => t.errors.unauthenticated);
    await limitKey(c, "access-link-email", user.email.toLowerCase(), ACCESS_LINKS_PER_EMAIL.limit, ACCESS_LINKS_PER_EMAIL.windowSeconds);
    if (!(await deps(c).admin.invitations.sendAccessLink(user.email.toLowerCase()))) throw new ApiError(403, "forbidden", (t) => t.orders.admin.forbidden);
    return c.json({ sent: true as const });
  });
