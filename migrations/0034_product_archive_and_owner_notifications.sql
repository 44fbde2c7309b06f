CREATE TABLE `owner_notification_choices` (
	`email` text PRIMARY KEY NOT NULL,
	`events` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `products` ADD `archived_at` text;
--> statement-breakpoint
-- Hand-written (issue 44 item 8, decisions/0053): 'a partir de' quotes a price a shopper can pay. A product's lowest
-- price is the lowest of its active variants IN STOCK; only when every one is sold out, the lowest of its active
-- variants (the card and the page then say 'Fora de Estoque' beside it). Whether the prices vary is still read over
-- every active variant (the page offers them all). Migration 0004's triggers, redrawn with that rule; a change of a
-- variant's stock already fires the update trigger (it fires on any update of a variant).
DROP TRIGGER IF EXISTS `product_variants_after_insert`;
--> statement-breakpoint
CREATE TRIGGER `product_variants_after_insert` AFTER INSERT ON `product_variants` BEGIN
  UPDATE `products` SET
    `stock_quantity` = (SELECT coalesce(sum(v.stock_quantity), 0) FROM product_variants v WHERE v.product_id = new.product_id AND v.active = 1),
    `variant_count` = (SELECT count(*) FROM product_variants v WHERE v.product_id = new.product_id AND v.active = 1),
    `min_price_cents` = (SELECT coalesce(min(CASE WHEN v.stock_quantity > 0 THEN CASE WHEN v.price_cents IS NULL THEN coalesce(products.sale_price_cents, products.price_cents) ELSE coalesce(v.sale_price_cents, v.price_cents) END END), min(CASE WHEN v.price_cents IS NULL THEN coalesce(products.sale_price_cents, products.price_cents) ELSE coalesce(v.sale_price_cents, v.price_cents) END)) FROM product_variants v WHERE v.product_id = new.product_id AND v.active = 1),
    `price_varies` = (SELECT count(DISTINCT CASE WHEN v.price_cents IS NULL THEN coalesce(products.sale_price_cents, products.price_cents) ELSE coalesce(v.sale_price_cents, v.price_cents) END) > 1 FROM product_variants v WHERE v.product_id = new.product_id AND v.active = 1)
  WHERE `id` = new.product_id;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `product_variants_after_update`;
--> statement-breakpoint
CREATE TRIGGER `product_variants_after_update` AFTER UPDATE ON `product_variants` BEGIN
  UPDATE `products` SET
    `stock_quantity` = (SELECT coalesce(sum(v.stock_quantity), 0) FROM product_variants v WHERE v.product_id = products.id AND v.active = 1),
    `variant_count` = (SELECT count(*) FROM product_variants v WHERE v.product_id = products.id AND v.active = 1),
    `min_price_cents` = (SELECT coalesce(min(CASE WHEN v.stock_quantity > 0 THEN CASE WHEN v.price_cents IS NULL THEN coalesce(products.sale_price_cents, products.price_cents) ELSE coalesce(v.sale_price_cents, v.price_cents) END END), min(CASE WHEN v.price_cents IS NULL THEN coalesce(products.sale_price_cents, products.price_cents) ELSE coalesce(v.sale_price_cents, v.price_cents) END)) FROM product_variants v WHERE v.product_id = products.id AND v.active = 1),
    `price_varies` = (SELECT count(DISTINCT CASE WHEN v.price_cents IS NULL THEN coalesce(products.sale_price_cents, products.price_cents) ELSE coalesce(v.sale_price_cents, v.price_cents) END) > 1 FROM product_variants v WHERE v.product_id = products.id AND v.active = 1)
  WHERE `id` IN (old.product_id, new.product_id);
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `product_variants_after_delete`;
--> statement-breakpoint
CREATE TRIGGER `product_variants_after_delete` AFTER DELETE ON `product_variants` BEGIN
  UPDATE `products` SET
    `stock_quantity` = (SELECT coalesce(sum(v.stock_quantity), 0) FROM product_variants v WHERE v.product_id = old.product_id AND v.active = 1),
    `variant_count` = (SELECT count(*) FROM product_variants v WHERE v.product_id = old.product_id AND v.active = 1),
    `min_price_cents` = (SELECT coalesce(min(CASE WHEN v.stock_quantity > 0 THEN CASE WHEN v.price_cents IS NULL THEN coalesce(products.sale_price_cents, products.price_cents) ELSE coalesce(v.sale_price_cents, v.price_cents) END END), min(CASE WHEN v.price_cents IS NULL THEN coalesce(products.sale_price_cents, products.price_cents) ELSE coalesce(v.sale_price_cents, v.price_cents) END)) FROM product_variants v WHERE v.product_id = old.product_id AND v.active = 1),
    `price_varies` = (SELECT count(DISTINCT CASE WHEN v.price_cents IS NULL THEN coalesce(products.sale_price_cents, products.price_cents) ELSE coalesce(v.sale_price_cents, v.price_cents) END) > 1 FROM product_variants v WHERE v.product_id = old.product_id AND v.active = 1)
  WHERE `id` = old.product_id;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `products_price_after_update`;
--> statement-breakpoint
CREATE TRIGGER `products_price_after_update` AFTER UPDATE OF `price_cents`, `sale_price_cents` ON `products` BEGIN
  UPDATE `products` SET
    `min_price_cents` = (SELECT coalesce(min(CASE WHEN v.stock_quantity > 0 THEN CASE WHEN v.price_cents IS NULL THEN coalesce(products.sale_price_cents, products.price_cents) ELSE coalesce(v.sale_price_cents, v.price_cents) END END), min(CASE WHEN v.price_cents IS NULL THEN coalesce(products.sale_price_cents, products.price_cents) ELSE coalesce(v.sale_price_cents, v.price_cents) END)) FROM product_variants v WHERE v.product_id = new.id AND v.active = 1),
    `price_varies` = (SELECT count(DISTINCT CASE WHEN v.price_cents IS NULL THEN coalesce(products.sale_price_cents, products.price_cents) ELSE coalesce(v.sale_price_cents, v.price_cents) END) > 1 FROM product_variants v WHERE v.product_id = new.id AND v.active = 1)
  WHERE `id` = new.id;
END;
--> statement-breakpoint
-- Every product's lowest price again, by the rule above.
UPDATE `products` SET `min_price_cents` = (SELECT coalesce(min(CASE WHEN v.stock_quantity > 0 THEN CASE WHEN v.price_cents IS NULL THEN coalesce(products.sale_price_cents, products.price_cents) ELSE coalesce(v.sale_price_cents, v.price_cents) END END), min(CASE WHEN v.price_cents IS NULL THEN coalesce(products.sale_price_cents, products.price_cents) ELSE coalesce(v.sale_price_cents, v.price_cents) END)) FROM product_variants v WHERE v.product_id = products.id AND v.active = 1);
--> statement-breakpoint
-- Issue 44 (minor), decisions/0053: sorted by price, the products with nothing in stock come last. Migration 0001's
-- price indexes are redrawn with 'stock 0 or not' before the price, so a page is still read in index order without
-- sorting the category; price-high has its own index (price and id descending).
DROP INDEX IF EXISTS `products_all_price_idx`;
--> statement-breakpoint
DROP INDEX IF EXISTS `products_cat_price_idx`;
--> statement-breakpoint
DROP INDEX IF EXISTS `products_sub_price_idx`;
--> statement-breakpoint
CREATE INDEX `products_all_price_idx` ON `products` (`active`, `stock_quantity` = 0, coalesce(`sale_price_cents`, `price_cents`), `id`);
--> statement-breakpoint
CREATE INDEX `products_all_price_high_idx` ON `products` (`active`, `stock_quantity` = 0, coalesce(`sale_price_cents`, `price_cents`) DESC, `id` DESC);
--> statement-breakpoint
CREATE INDEX `products_cat_price_idx` ON `products` (`category_id`, `active`, `stock_quantity` = 0, coalesce(`sale_price_cents`, `price_cents`), `id`);
--> statement-breakpoint
CREATE INDEX `products_cat_price_high_idx` ON `products` (`category_id`, `active`, `stock_quantity` = 0, coalesce(`sale_price_cents`, `price_cents`) DESC, `id` DESC);
--> statement-breakpoint
CREATE INDEX `products_sub_price_idx` ON `products` (`subcategory_id`, `active`, `stock_quantity` = 0, coalesce(`sale_price_cents`, `price_cents`), `id`);
--> statement-breakpoint
CREATE INDEX `products_sub_price_high_idx` ON `products` (`subcategory_id`, `active`, `stock_quantity` = 0, coalesce(`sale_price_cents`, `price_cents`) DESC, `id` DESC);
--> statement-breakpoint
-- Hand-written (issue 44, decisions/0052): an archived product is never on sale. It is unarchived first, and activated
-- after that as any inactive product is; an editor's save, a CSV line or a race cannot put it back in the shop.
CREATE TRIGGER `products_archived_not_active` BEFORE UPDATE OF `active`, `archived_at` ON `products`
WHEN new.active = 1 AND new.archived_at IS NOT NULL BEGIN
  SELECT RAISE(ABORT, 'product_archived');
END;
--> statement-breakpoint
-- The back-office's list leaves archived products out by default: its count reads this index, not the table.
CREATE INDEX `products_archived_idx` ON `products` (`archived_at`);
