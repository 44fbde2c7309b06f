import { queryOptions, useQuery } from "@tanstack/react-query";
import { type AddressCountry, formatPostalCode, isCompletePostalCode } from "../../../../shared/address-rules";
import { client, unwrap } from "../../../lib/api-client";
import { postalKeys } from "../../../lib/query-keys";

const lookupQuery = (country: AddressCountry, postalCode: string) =>
  queryOptions({
    queryKey: postalKeys.lookup(country, postalCode),
    queryFn: () => unwrap(client.api["postal-codes"].$get({ query: { country, postalCode } })),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** SPEC §5: the lookup runs once the code is complete for its country; an incomplete code asks nothing. */
export function usePostalLookup(country: AddressCountry | "", raw: string) {
  const complete = country !== "" && isCompletePostalCode(country, raw);
  const code = complete ? formatPostalCode(country, raw) : "";
  const query = useQuery({ ...lookupQuery((country || "PT") as AddressCountry, code), enabled: complete });
  return { complete, code, query };
}
