import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CustomerNoteForm } from "../../../../shared/customers-admin";
import { client, unwrap } from "../../../lib/api-client";

/** Customers in the back-office (issue 48): /api/admin/customers, owners and staff (erasure: owners). */
const api = client.api.admin.customers;
const keys = { all: ["admin", "customers"] as const, one: (id: string) => ["admin", "customers", id] as const };

export const useCustomers = (q: string | undefined, page: number) =>
  useQuery({
    queryKey: [...keys.all, { q, page }],
    queryFn: () => unwrap(api.$get({ query: { q, page: String(page) } })),
    placeholderData: keepPreviousData,
  });

export const useCustomer = (id: string) => useQuery({ queryKey: keys.one(id), queryFn: () => unwrap(api[":id"].$get({ param: { id } })) });

export function useAddNote(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: CustomerNoteForm) => unwrap(api[":id"].notes.$post({ param: { id }, json })),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.one(id) }),
  });
}

export function useDeleteCustomer(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api[":id"].delete.$post({ param: { id } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.all }),
  });
}

/** The customer's data download (a JSON attachment; the request is audited). */
export const customerExportUrl = (id: string) => api[":id"].export.$path({ param: { id } });
