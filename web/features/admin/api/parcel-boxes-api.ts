import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ParcelBoxInput } from "../../../../shared/parcel-boxes";
import { client, unwrap } from "../../../lib/api-client";

/** The shop's boxes (issue 49): /api/admin/parcel-boxes; staff and owners read them, owners change them. */
const api = client.api.admin["parcel-boxes"];
const key = ["admin", "parcel-boxes"] as const;

export const useParcelBoxes = () => useQuery({ queryKey: key, queryFn: () => unwrap(api.$get()), select: (r) => r.boxes });

/** A change to the list: the list is read again either way (another owner may have changed it meanwhile). */
function useBoxChange<T>(mutationFn: (input: T) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => qc.invalidateQueries({ queryKey: key }) });
}

export const useAddParcelBox = () => useBoxChange((json: ParcelBoxInput) => unwrap(api.$post({ json })));
export const useUpdateParcelBox = () => useBoxChange(({ id, ...json }: ParcelBoxInput & { id: string }) => unwrap(api[":id"].$put({ param: { id }, json })));
export const useRetireParcelBox = () => useBoxChange((id: string) => unwrap(api[":id"].$delete({ param: { id } })));
