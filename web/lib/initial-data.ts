import type { QueryClient } from "@tanstack/react-query";
import { INITIAL_DATA_ELEMENT_ID, type InitialDataEntry } from "../../shared/initial-data";
import { catalogKeys } from "./catalog-queries";

/**
 * Puts the catalogue data the worker wrote into the HTML (docs/decisions/0019) into the query cache, under the keys
 * the pages ask for, so the first screen paints without asking the API again. Read once, then removed from the page.
 */
export function seedInitialData(client: QueryClient, doc: Document = document) {
  const el = doc.getElementById(INITIAL_DATA_ELEMENT_ID);
  if (!el?.textContent) return;
  el.remove();
  let entries: InitialDataEntry[];
  try {
    entries = JSON.parse(el.textContent) as InitialDataEntry[];
  } catch {
    return;
  }
  seedEntries(client, entries);
}

/** Puts each entry into the query cache under the key its page asks for (the browser's and the worker's render alike). */
export function seedEntries(client: QueryClient, entries: InitialDataEntry[]) {
  for (const e of entries) {
    if (e.kind === "categories") client.setQueryData(catalogKeys.categories(), e.data);
    else if (e.kind === "featured") client.setQueryData(catalogKeys.featured(), e.data);
    else if (e.kind === "product") client.setQueryData(catalogKeys.product(e.id), e.data);
    else if (e.kind === "listing") client.setQueryData(catalogKeys.list(e.params), { pages: [e.data], pageParams: [1] });
    else if (e.kind === "search") client.setQueryData(catalogKeys.search(e.q, e.sort), { pages: [e.data], pageParams: [1] });
  }
}
