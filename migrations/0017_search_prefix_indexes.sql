-- Hand-written (decisions/0025): prefix indexes for the lengths the search asks. Every search word is a prefix query
-- ("carrinho"* in products_fts, "karin"* in products_fuzzy); without an index of that length FTS5 gathers every term
-- that starts with it and merges their lists, which measured as most of a search's SQL at 100,000 products.
-- FTS5 cannot change its options in place, so both tables are made again and filled as 0001 and 0014 fill them (active
-- products only); the triggers of 0001, 0014 and 0016 write to them by name and go on doing so.
DROP TABLE `products_fts`;--> statement-breakpoint
CREATE VIRTUAL TABLE `products_fts` USING fts5(
  name,
  content='products',
  content_rowid='id',
  tokenize='unicode61 remove_diacritics 2',
  prefix='2 3 4 5 6 7 8'
);--> statement-breakpoint
INSERT INTO products_fts(rowid, name) SELECT id, name FROM products WHERE active = 1;--> statement-breakpoint
DROP TABLE `products_fuzzy`;--> statement-breakpoint
CREATE VIRTUAL TABLE `products_fuzzy` USING fts5(
  key,
  tokenize='unicode61 remove_diacritics 2',
  detail='none',
  columnsize=0,
  prefix='3 4 5 6 7'
);--> statement-breakpoint
INSERT INTO products_fuzzy(rowid, key) SELECT id, key FROM products_fuzzy_keys;
