import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BulkLabelsInput, CreateLabelInput } from "../../../../shared/shipping-labels";
import { client, unwrap } from "../../../lib/api-client";

/** Carrier labels (issue 49): /api/admin/shipping-labels, for staff and owners. */
const api = client.api.admin["shipping-labels"];
const keys = { label: (id: string) => ["admin", "shipping-label", id] as const };

/** How labels are bought here, the order's label if bought, its lines' weight. */
export const useShippingLabel = (id: string) => useQuery({ queryKey: keys.label(id), queryFn: () => unwrap(api[":id"].$get({ param: { id } })), retry: false });

/** 'Criar etiqueta': the label (bought now, or the one already bought); the order's page reads again either way. */
export function useCreateLabel(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: CreateLabelInput) => unwrap(api[":id"].$post({ param: { id }, json })),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: keys.label(id) }), qc.invalidateQueries({ queryKey: ["admin", "order", id] })]),
  });
}

/** 'Criar etiqueta de devolução': a withdrawal's return label, e-mailed to the customer. */
export function useCreateReturnLabel(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: CreateLabelInput) => unwrap(api[":id"].return.$post({ param: { id }, json })),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: keys.label(id) }), qc.invalidateQueries({ queryKey: ["admin", "order", id] })]),
  });
}

/** A withdrawal's return label PDF (a plain link). */
export const returnLabelPdfUrl = (id: string) => api[":id"]["return.pdf"].$path({ param: { id } });

/** The order's label PDF, as the browser opens it (a plain link). */
export const labelPdfUrl = (id: string) => api[":id"]["label.pdf"].$path({ param: { id } });

/** Several orders' labels, one PDF. */
export const labelsPdfUrl = (ids: string[]) => `${client.api.admin["shipping-labels.pdf"].$path()}?${new URLSearchParams({ ids: ids.join(",") }).toString()}`;

/** 'Criar etiquetas': several orders' labels in one go; each outcome is in the answer; the orders read again. */
export function useCreateLabels() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: BulkLabelsInput) => unwrap(api.bulk.$post({ json })),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: ["admin", "shipping-label"] }), qc.invalidateQueries({ queryKey: ["admin", "order"] })]),
  });
}
