import type { Context } from "hono";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { AdminEnv, AdminRole, AppEnv } from "../../env";
import { ApiError } from "../../lib/errors";
import { limitKey } from "../../lib/rate-limit";
import { sessionUser } from "../auth/require-user";
import { staffAccessRepo } from "./staff-access.repo";

/**
 * Who may use the back-office (issues 32 and 43, decisions/0042 and 0048), read from the database on every request, so
 * a member removed by the owner is refused at their very next click. A role is offered to an address (an owner is an
 * e-mail of OWNER_EMAILS, a member one of staff_members) and held only by the account that accepted it through the
 * link sent to that address (back_office_acceptances names the account): whoever signed up with the address first,
 * before its holder, holds nothing. `pending` is an account whose address is offered a role it has not accepted.
 */
export async function roleOf(c: Context<AppEnv>, user: { id: string; email: string }): Promise<AdminRole | "pending" | null> {
  const row = await staffAccessRepo(c.var.db).standing(user.id);
  if (!row) return null;
  const owner = c.var.config.ownerEmails.includes(row.email.toLowerCase());
  if (!owner && !row.staff) return null;
  if (!row.accepted || !row.verified) return "pending";
  return owner ? "owner" : "staff";
}

/**
 * The back-office's door: 401 without a session, 403 for anyone who is neither staff nor an owner; then a limit per
 * member. Never indexed (and, as every API answer, never cached). Writes already need the shop's Origin
 * (sameOriginWrites, worker/index.ts).
 */
export const requireStaff = createMiddleware<AdminEnv>(async (c, next) => {
  // Several back-office routers share a prefix (each domain has its own): the first one's door lets the request in, and
  // the ones after it neither ask the database again nor count the request a second time against the limit.
  if (c.get("role")) return next();
  const app = c as unknown as Context<AppEnv>;
  c.header("X-Robots-Tag", "noindex, nofollow");
  const user = await sessionUser(app);
  if (!user) throw new ApiError(401, "unauthenticated", (t) => t.errors.unauthenticated);
  const role = await roleOf(app, user);
  if (role === "pending") throw new ApiError(403, "role_not_accepted", (t) => t.orders.admin.roleNotAccepted);
  if (!role) throw new ApiError(403, "forbidden", (t) => t.orders.admin.forbidden);
  await limitKey(app, "admin", user.id, c.var.config.adminRequestsPerMinute, 60);
  c.set("user", user);
  c.set("role", role);
  await next();
});

/** After requireStaff: 403 unless an owner (refunds, the team, the audit log's export). */
export const requireOwner = createMiddleware<AdminEnv>(async (c, next) => {
  if (c.var.role !== "owner") throw new ApiError(403, "forbidden", (t) => t.orders.admin.ownerOnly);
  await next();
});

/** The base of the back-office's routers: staff and owners; owner-only routes add requireOwner. */
export const adminRouter = () => new Hono<AdminEnv>().use(requireStaff);
