-- Listing by price (SPEC §7) orders by the price a shopper pays: the sale price when there is one.
-- Expression indexes are written by hand: drizzle-kit cannot express them for SQLite.
CREATE INDEX `products_all_price_idx` ON `products` (`active`, coalesce(`sale_price_cents`, `price_cents`), `id`);--> statement-breakpoint
CREATE INDEX `products_cat_price_idx` ON `products` (`category_id`, `active`, coalesce(`sale_price_cents`, `price_cents`), `id`);--> statement-breakpoint
CREATE INDEX `products_sub_price_idx` ON `products` (`subcategory_id`, `active`, coalesce(`sale_price_cents`, `price_cents`), `id`);--> statement-breakpoint
-- Full-text search over active product names: case- and accent-insensitive ("berco" finds "Berço"), prefix queries.
CREATE VIRTUAL TABLE `products_fts` USING fts5(
  name,
  content='products',
  content_rowid='id',
  tokenize='unicode61 remove_diacritics 2',
  prefix='2 3 4'
);--> statement-breakpoint
-- Only active products are indexed, so a search never needs to look at inactive rows.
CREATE TRIGGER `products_fts_after_insert` AFTER INSERT ON `products` WHEN new.active = 1 BEGIN
  INSERT INTO products_fts(rowid, name) VALUES (new.id, new.name);
END;--> statement-breakpoint
CREATE TRIGGER `products_fts_after_delete` AFTER DELETE ON `products` WHEN old.active = 1 BEGIN
  INSERT INTO products_fts(products_fts, rowid, name) VALUES ('delete', old.id, old.name);
END;--> statement-breakpoint
CREATE TRIGGER `products_fts_after_update` AFTER UPDATE OF name, active ON `products` BEGIN
  INSERT INTO products_fts(products_fts, rowid, name) SELECT 'delete', old.id, old.name WHERE old.active = 1;
  INSERT INTO products_fts(rowid, name) SELECT new.id, new.name WHERE new.active = 1;
END;
