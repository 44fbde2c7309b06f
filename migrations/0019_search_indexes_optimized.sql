-- Hand-written (decisions/0030): each search index made one b-tree. FTS5 adds a segment per write and merges them
-- only in fours, so an index filled row by row (the seed, migration 0017's rebuild) was left in 13 to 15 segments,
-- and every MATCH seeks in each of them. 'optimize' rewrites the index as one segment; the search's answers are
-- the same. scripts/seed.ts runs the same after it loads a catalogue.
INSERT INTO `products_fts`(`products_fts`) VALUES('optimize');--> statement-breakpoint
INSERT INTO `products_fuzzy`(`products_fuzzy`) VALUES('optimize');
