import { dashboardQuerySchema } from "../../../shared/dashboard";
import { deps } from "../../deps";
import { validate } from "../../lib/validate";
import { adminRouter } from "../staff/staff-access";

/** /api/admin/dashboard (issue 48): the back-office's first page, owners and staff; money figures for owners only. */
export const adminDashboardRoutes = adminRouter().get("/", validate("query", dashboardQuerySchema), async (c) =>
  c.json(await deps(c).admin.dashboard.dashboard(c.req.valid("query").period, c.var.role === "owner")),
);
