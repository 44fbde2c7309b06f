import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminOrdersQuery, AuditFilter, AuditQuery, DeliverOrderInput, RefundOrderInput, ShipOrderInput } from "../../../../shared/admin";
import { client, unwrap } from "../../../lib/api-client";

/** The back-office's reads and writes (issue 32): /api/admin through the typed client. */
const adminKeys = {
  all: ["admin"] as const,
  me: () => [...adminKeys.all, "me"] as const,
  orders: (q: Partial<AdminOrdersQuery>) => [...adminKeys.all, "orders", q] as const,
  order: (id: string) => [...adminKeys.all, "order", id] as const,
  staff: () => [...adminKeys.all, "staff"] as const,
};

/** A list's query as URL parameters (strings), the empty ones dropped. */
const asParams = <Q extends object>(q: Partial<Q>): { [K in keyof Q]?: string } =>
  Object.fromEntries(
    Object.entries(q)
      .filter(([, v]) => v !== undefined && v !== "")
      .map(([k, v]) => [k, String(v)]),
  ) as { [K in keyof Q]?: string };

/** Who is at the back-office: { email, role }; 401 (not signed in) and 403 (not staff) are errors the gate reads. */
export const adminMeQuery = () =>
  queryOptions({ queryKey: adminKeys.me(), queryFn: () => unwrap(client.api.admin.me.$get()), retry: false, staleTime: 60_000 });
export const useAdminMe = () => useQuery(adminMeQuery());

export const adminOrdersQuery = (q: Partial<AdminOrdersQuery>) =>
  queryOptions({ queryKey: adminKeys.orders(q), queryFn: () => unwrap(client.api.admin.orders.$get({ query: asParams(q) as never })) });
export const useAdminOrders = (q: Partial<AdminOrdersQuery>) => useQuery({ ...adminOrdersQuery(q), placeholderData: keepPreviousData });

export const adminOrderQuery = (id: string) =>
  queryOptions({ queryKey: adminKeys.order(id), queryFn: () => unwrap(client.api.admin.orders[":id"].$get({ param: { id } })), retry: false });
export const useAdminOrder = (id: string) => useQuery(adminOrderQuery(id));

/** The fulfilment steps; each refreshes the order and the lists, whether it moved the order or someone else had. */
export function useFulfilment(id: string) {
  const qc = useQueryClient();
  const settled = () => qc.invalidateQueries({ queryKey: adminKeys.all });
  const order = client.api.admin.orders[":id"];
  return {
    prepare: useMutation({ mutationFn: () => unwrap(order.prepare.$post({ param: { id } })), onSettled: settled }),
    ship: useMutation({ mutationFn: (json: ShipOrderInput) => unwrap(order.ship.$post({ param: { id }, json })), onSettled: settled }),
    deliver: useMutation({ mutationFn: (json: DeliverOrderInput) => unwrap(order.deliver.$post({ param: { id }, json })), onSettled: settled }),
  };
}

/** The owner's refund of an order (POST /api/admin/orders/:id/refunds); the order's page and the lists (its badge) read again after it. */
export function useRefund(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: RefundOrderInput) => unwrap(client.api.admin.orders[":id"].refunds.$post({ param: { id }, json })),
    onSettled: () => qc.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** The owner cancels a paid order not yet sent, which refunds it (POST /api/admin/orders/:id/cancel). */
export function useCancelPaidOrder(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(client.api.admin.orders[":id"].cancel.$post({ param: { id } })),
    onSettled: () => qc.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** Faturação (issue 33): the documents not issued yet, and whether the shop invoices by hand. */
export const documentsNotIssuedQuery = () =>
  queryOptions({ queryKey: [...adminKeys.all, "documents"], queryFn: () => unwrap(client.api.admin.documents.$get()) });
export const useDocumentsNotIssued = () => useQuery(documentsNotIssuedQuery());

/** The owner's 'Tentar de novo' on a failed document; the lists and the order read again after it. */
export function useRetryDocument(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(client.api.admin.documents[":id"].retry.$post({ param: { id } })),
    onSettled: () => qc.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const withdrawalsQuery = () => queryOptions({ queryKey: [...adminKeys.all, "withdrawals"], queryFn: () => unwrap(client.api.admin.withdrawals.$get()) });
export const useWithdrawals = () => useQuery(withdrawalsQuery());

/** 'Mercadoria recebida' and the withdrawal's refund; the order and the lists read again after either. */
export function useWithdrawalSteps(id: string) {
  const qc = useQueryClient();
  const settled = () => qc.invalidateQueries({ queryKey: adminKeys.all });
  const order = client.api.admin.orders[":id"];
  return {
    goodsReceived: useMutation({ mutationFn: () => unwrap(order["goods-received"].$post({ param: { id } })), onSettled: settled }),
    refund: useMutation({ mutationFn: () => unwrap(order["refund-withdrawal"].$post({ param: { id } })), onSettled: settled }),
  };
}

export const useStaff = () => useQuery({ queryKey: adminKeys.staff(), queryFn: () => unwrap(client.api.admin.staff.$get()) });

export function useStaffChanges() {
  const qc = useQueryClient();
  const settled = () => qc.invalidateQueries({ queryKey: adminKeys.staff() });
  return {
    invite: useMutation({ mutationFn: (email: string) => unwrap(client.api.admin.staff.$post({ json: { email } })), onSettled: settled }),
    remove: useMutation({ mutationFn: (email: string) => unwrap(client.api.admin.staff[":email"].$delete({ param: { email } })), onSettled: settled }),
  };
}

/** An invitation's link (issue 43): the address it is for, or null when it is no longer valid. */
export const useInvitation = (token: string) =>
  useQuery({
    queryKey: [...adminKeys.all, "invitation", token] as const,
    queryFn: () => unwrap(client.api["team-invitations"].status.$post({ json: { token } })),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Accepting the role: the account's password set through the link. */
export const useAcceptInvitation = () =>
  useMutation({ mutationFn: (json: { token: string; password: string }) => unwrap(client.api["team-invitations"].accept.$post({ json })) });

/** At the door, an account offered a role asks for a link to its address. */
export const useAccessLink = () => useMutation({ mutationFn: () => unwrap(client.api["team-invitations"]["access-link"].$post()) });

/** The audit log on screen (owner only; issue 44): a page of rows, newest first, matching the filters. */
export const useAuditLog = (q: Partial<AuditQuery>) =>
  useQuery({
    queryKey: [...adminKeys.all, "audit", q] as const,
    queryFn: () => unwrap(client.api.admin.audit.$get({ query: asParams(q) as never })),
    placeholderData: keepPreviousData,
  });

/** The packing slips of these orders, one PDF (issue 49), as the browser opens it (a plain link). */
export const packingSlipsUrl = (ids: string[]) =>
  `${client.api.admin.orders["packing-slips.pdf"].$path()}?${new URLSearchParams({ ids: ids.join(",") }).toString()}`;

/** The audit log's CSV with these filters, as the browser downloads it (a plain link: the API sets the file's name). */
export const auditCsvUrl = (q: AuditFilter) => {
  const query = new URLSearchParams(asParams(q) as Record<string, string>).toString();
  return `${client.api.admin["audit.csv"].$path()}${query ? `?${query}` : ""}`;
};
