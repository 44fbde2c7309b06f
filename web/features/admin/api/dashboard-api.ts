import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { DASHBOARD_PERIODS, type DashboardPeriod } from "../../../../shared/dashboard";
import { client, unwrap } from "../../../lib/api-client";

/** The back-office's first page (issue 48): /api/admin/dashboard, owners and staff (money for owners only). */
export const dashboardQuery = (period: DashboardPeriod) => ({
  queryKey: ["admin", "dashboard", period] as const,
  queryFn: () => unwrap(client.api.admin.dashboard.$get({ query: { period } })),
});

/** The period's figures; the previous period's stay on screen while another period is asked for. */
export const useDashboard = (period: DashboardPeriod) => useQuery({ ...dashboardQuery(period), placeholderData: keepPreviousData });

/** The period as the URL spells it (?periodo=hoje|7d|30d|mes), so a period can be shared and reloaded. */
export const DASHBOARD_PERIOD_PARAM: Record<DashboardPeriod, string> = { today: "hoje", "7d": "7d", "30d": "30d", month: "mes" };
export const dashboardPeriodOf = (param: string | null) => DASHBOARD_PERIODS.find((p) => DASHBOARD_PERIOD_PARAM[p] === param) ?? "today";
