import type { SearchSort } from "./constants";
import type { ListingParams } from "./listing-url";

/**
 * The first screen's catalogue data, written by the worker into the page's HTML (docs/decisions/0019) and put into
 * the web's query cache before the first render. Each entry names its query by what the page reads from its URL;
 * the web turns that into its own query key. `data` is exactly the API's answer for the same query.
 */
export const INITIAL_DATA_ELEMENT_ID = "initial-data";

/**
 * On the root element (decisions/0022): the worker drew the page; removed once the app has taken it over (until then
 * web/public/start-app.js holds what the shopper does). start-app.js reads it by this name.
 */
export const RENDERED_ATTRIBUTE = "data-rendered";

export type InitialDataEntry =
  | { kind: "categories"; data: unknown }
  | { kind: "featured"; data: unknown }
  /** The first page of a listing (GET /api/products with page 1). */
  | { kind: "listing"; params: ListingParams; data: unknown }
  /** The first page of search results (GET /api/products/search with page 1). */
  | { kind: "search"; q: string; sort: SearchSort; data: unknown }
  /** A product's detail; `id` as the page's URL names it. */
  | { kind: "product"; id: string; data: unknown };
