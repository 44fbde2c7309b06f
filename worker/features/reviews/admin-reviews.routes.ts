import { adminReviewIdSchema, adminReviewsQuerySchema, hideReviewSchema, replyReviewSchema } from "../../../shared/admin-reviews";
import { reviewsAdminCopy } from "../../../shared/copy/back-office/reviews";
import { deps } from "../../deps";
import { ApiError } from "../../lib/errors";
import { validate } from "../../lib/validate";
import { adminRouter, requireOwner } from "../staff/staff-access";

/** The review a write answers with, or 404 (the back-office is Portuguese: its message is). */
const found = <T>(result: T | null): T => {
  if (!result) throw new ApiError(404, "not_found", () => reviewsAdminCopy.errors.notFound);
  return result;
};

/**
 * /api/admin/reviews (issue 34, decisions/0047): behind requireStaff like every back-office route (session, role read
 * from D1, the shop's Origin for writes, a limit per member). Staff read the reviews; hiding, showing again and the
 * shop's reply are the owner's. Each write and its audit row are one batch.
 */
export const adminReviewsRoutes = adminRouter()
  .get("/", validate("query", adminReviewsQuerySchema), async (c) => c.json(await deps(c).admin.reviews.list(c.req.valid("query"))))
  .post("/:id/hide", requireOwner, validate("param", adminReviewIdSchema), validate("json", hideReviewSchema), async (c) => {
    const { reason, note } = c.req.valid("json");
    return c.json(found(await deps(c).admin.reviews.hide(c.req.valid("param").id, { reason, note }, c.var.user.email)));
  })
  .post("/:id/unhide", requireOwner, validate("param", adminReviewIdSchema), async (c) =>
    c.json(found(await deps(c).admin.reviews.unhide(c.req.valid("param").id, c.var.user.email))),
  )
  .put("/:id/reply", requireOwner, validate("param", adminReviewIdSchema), validate("json", replyReviewSchema), async (c) =>
    c.json(found(await deps(c).admin.reviews.reply(c.req.valid("param").id, c.req.valid("json").text, c.var.user.email))),
  )
  .delete("/:id/reply", requireOwner, validate("param", adminReviewIdSchema), async (c) =>
    c.json(found(await deps(c).admin.reviews.deleteReply(c.req.valid("param").id, c.var.user.email))),
  );
