ALTER TABLE `scheduled_sale_variants` ADD `applied_price_cents` integer;--> statement-breakpoint
ALTER TABLE `scheduled_sales` ADD `variant_ids` text;--> statement-breakpoint
-- rule: A variant that stops having a price of its own has the product's prices it follows from then recorded in its price history, so its history stays whole when it gets an own price again (issue 47).
CREATE TRIGGER `price_history_variant_follows` AFTER UPDATE OF `price_cents` ON `product_variants`
WHEN old.price_cents IS NOT NULL AND new.price_cents IS NULL BEGIN
  INSERT INTO `price_history` (`product_id`, `variant_id`, `price_cents`, `sale_price_cents`)
  SELECT p.id, new.id, p.price_cents, p.sale_price_cents FROM `products` p WHERE p.id = new.product_id;
END;
