/**
 * Makes each search index (products_fts, products_fuzzy) one b-tree again (decisions/0030). FTS5 writes a segment per
 * write and merges them only four at a time, so a catalogue loaded row by row leaves an index of many segments, and
 * every MATCH seeks in each. Migration 0019 ran the same statements once over the databases that existed then.
 */
export const OPTIMIZE_SEARCH_INDEXES = [
  "INSERT INTO `products_fts`(`products_fts`) VALUES('optimize')",
  "INSERT INTO `products_fuzzy`(`products_fuzzy`) VALUES('optimize')",
] as const;
