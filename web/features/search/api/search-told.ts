import { useEffect, useRef } from "react";
import { client } from "../../../lib/api-client";

/**
 * What shoppers search for (issue 48): the results page tells the shop the search it showed and how many it found, once
 * per search, and when one of its results is opened. Counted without who searched; a failure is nobody's business.
 */
export function useSearchTold(q: string, total: number | undefined) {
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (total === undefined || told.current === q) return;
    told.current = q;
    client.api.search.seen.$post({ json: { q, total } }).catch(() => {});
  }, [q, total]);
}

/** A result of `q` opened: sent even as the page changes (keepalive). */
export const tellSearchOpened = (q: string) => {
  client.api.search.opened.$post({ json: { q } }, { init: { keepalive: true } }).catch(() => {});
};
