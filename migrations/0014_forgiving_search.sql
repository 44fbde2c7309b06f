-- Hand-written (decisions/0018): forgiving search. products_fuzzy holds each active product's name as its
-- "forgiving" key (worker/features/catalog/fuzzy-key.ts: accents, sounds, doubled letters, plural and final vowels
-- folded); the search falls back to it when the exact and prefix matches of products_fts find little.
CREATE VIRTUAL TABLE `products_fuzzy` USING fts5(
  key,
  tokenize='unicode61 remove_diacritics 2',
  detail='none',
  columnsize=0
);--> statement-breakpoint
-- The key, from the rules the Worker applies to search words (fuzzyFoldSql, then fuzzySoundSql: D1 allows SQL
-- expressions only 100 deep, so two views); tests/worker/catalog-fuzzy-search.test.ts checks both agree.
CREATE VIEW `products_fuzzy_folded` AS SELECT `id`, replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(`name`), 'á', 'a'), 'Á', 'a'), 'à', 'a'), 'À', 'a'), 'â', 'a'), 'Â', 'a'), 'ã', 'a'), 'Ã', 'a'), 'ä', 'a'), 'Ä', 'a'), 'é', 'e'), 'É', 'e'), 'è', 'e'), 'È', 'e'), 'ê', 'e'), 'Ê', 'e'), 'ẽ', 'e'), 'Ẽ', 'e'), 'ë', 'e'), 'Ë', 'e'), 'í', 'i'), 'Í', 'i'), 'ì', 'i'), 'Ì', 'i'), 'î', 'i'), 'Î', 'i'), 'ĩ', 'i'), 'Ĩ', 'i'), 'ï', 'i'), 'Ï', 'i'), 'ó', 'o'), 'Ó', 'o'), 'ò', 'o'), 'Ò', 'o'), 'ô', 'o'), 'Ô', 'o'), 'õ', 'o'), 'Õ', 'o'), 'ö', 'o'), 'Ö', 'o'), 'ú', 'u'), 'Ú', 'u'), 'ù', 'u'), 'Ù', 'u'), 'û', 'u'), 'Û', 'u'), 'ũ', 'u'), 'Ũ', 'u'), 'ü', 'u'), 'Ü', 'u'), 'ç', 's'), 'Ç', 's'), 'ñ', 'n'), 'Ñ', 'n'), '-', ' '), '(', ' '), ')', ' '), '/', ' '), ',', ' '), '.', ' '), '+', ' '), '°', ' '), 'º', ' '), '''', ' '), '"', ' '), '&', ' '), ':', ' '), ';', ' '), '!', ' '), '?', ' '), '*', ' '), '%', ' '), '#', ' ') AS `folded` FROM `products` WHERE `active` = 1;--> statement-breakpoint
CREATE VIEW `products_fuzzy_keys` AS SELECT `id`, replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(`folded`, 'ch', 'x'), 'sh', 'x'), 'ph', 'f'), 'h', ''), 'qu', 'k'), 'ge', 'je'), 'gi', 'ji'), 'gue', 'ge'), 'gui', 'gi'), 'ce', 'se'), 'ci', 'si'), 'c', 'k'), 'z', 's'), 'y', 'i'), 'w', 'v'), 'aa', 'a'), 'bb', 'b'), 'cc', 'c'), 'dd', 'd'), 'ee', 'e'), 'ff', 'f'), 'gg', 'g'), 'hh', 'h'), 'ii', 'i'), 'jj', 'j'), 'kk', 'k'), 'll', 'l'), 'mm', 'm'), 'nn', 'n'), 'oo', 'o'), 'pp', 'p'), 'qq', 'q'), 'rr', 'r'), 'ss', 's'), 'tt', 't'), 'uu', 'u'), 'vv', 'v'), 'ww', 'w'), 'xx', 'x'), 'yy', 'y'), 'zz', 'z') || ' ', 's ', ' '), 'a ', ' '), 'e ', ' '), 'i ', ' '), 'o ', ' '), 'u ', ' '), 'a ', ' '), 'e ', ' '), 'i ', ' '), 'o ', ' '), 'u ', ' ') AS `key` FROM `products_fuzzy_folded`;--> statement-breakpoint
-- Like products_fts: only active products, following inserts, deletes, renames and (de)activation in the same write.
CREATE TRIGGER `products_fuzzy_after_insert` AFTER INSERT ON `products` WHEN new.active = 1 BEGIN
  INSERT INTO products_fuzzy(rowid, key) SELECT id, key FROM products_fuzzy_keys WHERE id = new.id;
END;--> statement-breakpoint
CREATE TRIGGER `products_fuzzy_after_delete` AFTER DELETE ON `products` WHEN old.active = 1 BEGIN
  DELETE FROM products_fuzzy WHERE rowid = old.id;
END;--> statement-breakpoint
CREATE TRIGGER `products_fuzzy_after_update` AFTER UPDATE OF name, active ON `products` BEGIN
  DELETE FROM products_fuzzy WHERE rowid = old.id AND old.active = 1;
  INSERT INTO products_fuzzy(rowid, key) SELECT id, key FROM products_fuzzy_keys WHERE id = new.id;
END;--> statement-breakpoint
INSERT INTO products_fuzzy(rowid, key) SELECT id, key FROM products_fuzzy_keys;
