CREATE TABLE `color_names` (
	`color` text PRIMARY KEY NOT NULL,
	`name_es` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `products` ADD `name_es` text;--> statement-breakpoint
ALTER TABLE `products` ADD `description_es` text;--> statement-breakpoint
ALTER TABLE `products` ADD `safety_warnings_es` text;--> statement-breakpoint
-- Hand-written (decisions/0041): the search in Spanish. products_fts_es and products_fuzzy_es are products_fts and
-- products_fuzzy over each active product's Spanish name, its Portuguese name where it has none (a shopper in Spain
-- still finds a product nobody translated). products_fts_es keeps its own copy of the names (an external-content
-- table reads one column of products, and the name searched is an expression of two). The same options as 0017,
-- and the same forgiving key as 0014/0016 (worker/features/catalog/fuzzy-key.ts; the Spanish names fold with the same
-- rules: 'cunas' ~ 'cuna', 'biberon' ~ 'Biberón').
CREATE VIRTUAL TABLE `products_fts_es` USING fts5(
  name,
  tokenize='unicode61 remove_diacritics 2',
  prefix='2 3 4 5 6 7 8'
);--> statement-breakpoint
CREATE VIRTUAL TABLE `products_fuzzy_es` USING fts5(
  key,
  tokenize='unicode61 remove_diacritics 2',
  detail='none',
  columnsize=0,
  prefix='3 4 5 6 7'
);--> statement-breakpoint
CREATE VIEW `products_es_fuzzy_folded` AS SELECT `id`, replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(coalesce(`name_es`, `name`)), 'á', 'a'), 'Á', 'a'), 'à', 'a'), 'À', 'a'), 'â', 'a'), 'Â', 'a'), 'ã', 'a'), 'Ã', 'a'), 'ä', 'a'), 'Ä', 'a'), 'é', 'e'), 'É', 'e'), 'è', 'e'), 'È', 'e'), 'ê', 'e'), 'Ê', 'e'), 'ẽ', 'e'), 'Ẽ', 'e'), 'ë', 'e'), 'Ë', 'e'), 'í', 'i'), 'Í', 'i'), 'ì', 'i'), 'Ì', 'i'), 'î', 'i'), 'Î', 'i'), 'ĩ', 'i'), 'Ĩ', 'i'), 'ï', 'i'), 'Ï', 'i'), 'ó', 'o'), 'Ó', 'o'), 'ò', 'o'), 'Ò', 'o'), 'ô', 'o'), 'Ô', 'o'), 'õ', 'o'), 'Õ', 'o'), 'ö', 'o'), 'Ö', 'o'), 'ú', 'u'), 'Ú', 'u'), 'ù', 'u'), 'Ù', 'u'), 'û', 'u'), 'Û', 'u'), 'ũ', 'u'), 'Ũ', 'u'), 'ü', 'u'), 'Ü', 'u'), 'ç', 's'), 'Ç', 's'), 'ñ', 'n'), 'Ñ', 'n'), '-', ' '), '(', ' '), ')', ' '), '/', ' '), ',', ' '), '.', ' '), '+', ' '), '°', ' '), 'º', ' '), '''', ' '), '"', ' '), '&', ' '), ':', ' '), ';', ' '), '!', ' '), '?', ' '), '*', ' '), '%', ' '), '#', ' ') AS `folded` FROM `products` WHERE `active` = 1;--> statement-breakpoint
CREATE VIEW `products_es_fuzzy_keys` AS SELECT `id`, replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(`folded`, 'ch', 'x'), 'sh', 'x'), 'ph', 'f'), 'h', ''), 'qu', 'k'), 'ge', 'je'), 'gi', 'ji'), 'gue', 'ge'), 'gui', 'gi'), 'ce', 'se'), 'ci', 'si'), 'c', 'k'), 'z', 's'), 'y', 'i'), 'w', 'v'), 'ei', 'e'), 'ou', 'o'), 'aa', 'a'), 'bb', 'b'), 'cc', 'c'), 'dd', 'd'), 'ee', 'e'), 'ff', 'f'), 'gg', 'g'), 'hh', 'h'), 'ii', 'i'), 'jj', 'j'), 'kk', 'k'), 'll', 'l'), 'mm', 'm'), 'nn', 'n'), 'oo', 'o'), 'pp', 'p'), 'qq', 'q'), 'rr', 'r'), 'ss', 's'), 'tt', 't'), 'uu', 'u'), 'vv', 'v'), 'ww', 'w'), 'xx', 'x'), 'yy', 'y'), 'zz', 'z') || ' ', 's ', ' '), 'a ', ' '), 'e ', ' '), 'i ', ' '), 'o ', ' '), 'u ', ' '), 'a ', ' '), 'e ', ' '), 'i ', ' '), 'o ', ' '), 'u ', ' ') AS `key` FROM `products_es_fuzzy_folded`;--> statement-breakpoint
-- Like 0001 and 0014: active products only, following inserts, deletes, names in either language and (de)activation.
CREATE TRIGGER `products_es_search_after_insert` AFTER INSERT ON `products` WHEN new.active = 1 BEGIN
  INSERT INTO products_fts_es(rowid, name) VALUES (new.id, coalesce(new.name_es, new.name));
  INSERT INTO products_fuzzy_es(rowid, key) SELECT id, key FROM products_es_fuzzy_keys WHERE id = new.id;
END;--> statement-breakpoint
CREATE TRIGGER `products_es_search_after_delete` AFTER DELETE ON `products` WHEN old.active = 1 BEGIN
  DELETE FROM products_fts_es WHERE rowid = old.id;
  DELETE FROM products_fuzzy_es WHERE rowid = old.id;
END;--> statement-breakpoint
CREATE TRIGGER `products_es_search_after_update` AFTER UPDATE OF name, name_es, active ON `products` BEGIN
  DELETE FROM products_fts_es WHERE rowid = old.id AND old.active = 1;
  DELETE FROM products_fuzzy_es WHERE rowid = old.id AND old.active = 1;
  INSERT INTO products_fts_es(rowid, name) SELECT new.id, coalesce(new.name_es, new.name) WHERE new.active = 1;
  INSERT INTO products_fuzzy_es(rowid, key) SELECT id, key FROM products_es_fuzzy_keys WHERE id = new.id;
END;--> statement-breakpoint
-- A colour's Spanish name is part of what a Spanish answer shows: a change to it draws a new catalogue version (0015).
CREATE TRIGGER `catalog_version_color_names_insert` AFTER INSERT ON `color_names` BEGIN
  UPDATE `catalog_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_color_names_update` AFTER UPDATE ON `color_names` BEGIN
  UPDATE `catalog_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_color_names_delete` AFTER DELETE ON `color_names` BEGIN
  UPDATE `catalog_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;--> statement-breakpoint
INSERT INTO products_fts_es(rowid, name) SELECT id, coalesce(name_es, name) FROM products WHERE active = 1;--> statement-breakpoint
INSERT INTO products_fuzzy_es(rowid, key) SELECT id, key FROM products_es_fuzzy_keys;--> statement-breakpoint
INSERT INTO `products_fts_es`(`products_fts_es`) VALUES('optimize');--> statement-breakpoint
INSERT INTO `products_fuzzy_es`(`products_fuzzy_es`) VALUES('optimize');
