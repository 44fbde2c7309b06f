import { ADMIN_ORDER_STATUSES, ADMIN_PAYMENT_METHODS, type AdminOrdersQuery } from "../../../../shared/admin";
import { REFUND_FILTERS } from "../../../../shared/refunds";

/** The late orders' filter as the URL spells it (?prazo=risco, issue 49). */
export const LATE_PARAM = "risco";
/** Parcels with a failed delivery or on their way back (?entrega=problema, issue 49). */
export const PARCEL_PARAM = "problema";

/** The refund filter as the URL spells it (?reembolso=total|parcial), and back. */
export const REFUND_PARAM = { full: "total", partial: "parcial" } as const;
const refundOfParam = (v: string | null) => REFUND_FILTERS.find((f) => REFUND_PARAM[f] === v);

/**
 * The orders list's filters as the URL holds them (a list can be shared and reloaded), read into the API's query: by the
 * list itself and by the navigation that asks for its data beside its code (web/app/route-data.ts).
 */
export function ordersQueryOf(params: URLSearchParams): Partial<AdminOrdersQuery> {
  const status = params.get("estado");
  const method = params.get("pagamento");
  return {
    status: (ADMIN_ORDER_STATUSES as readonly string[]).includes(status ?? "") ? (status as AdminOrdersQuery["status"]) : undefined,
    method: (ADMIN_PAYMENT_METHODS as readonly string[]).includes(method ?? "") ? (method as AdminOrdersQuery["method"]) : undefined,
    refund: refundOfParam(params.get("reembolso")),
    late: params.get("prazo") === LATE_PARAM ? "1" : undefined,
    parcel: params.get("entrega") === PARCEL_PARAM ? "problem" : undefined,
    from: params.get("de") || undefined,
    to: params.get("ate") || undefined,
    q: params.get("q") || undefined,
    page: Math.max(1, Number(params.get("pagina")) || 1),
  };
}
