/**
 * Makes each search index (products_fts, products_fuzzy and their Spanish twins) one b-tree again (decisions/0030,
 * 0041). FTS5 writes a segment per write and merges them only four at a time, so a catalogue loaded row by row leaves
 * an index of many segments, and every MATCH seeks in each. Migrations 0019 and 0023 ran the same statements once
 * over the databases that existed then.
 */
export const OPTIMIZE_SEARCH_INDEXES = ["products_fts", "products_fuzzy", "products_fts_es", "products_fuzzy_es"].map(
  (t) => `INSERT INTO \`${t}\`(\`${t}\`) VALUES('optimize')`,
);
