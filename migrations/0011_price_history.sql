CREATE TABLE `price_history` (
	`id` integer PRIMARY KEY NOT NULL,
	`product_id` integer NOT NULL,
	`variant_id` integer,
	`price_cents` integer NOT NULL,
	`sale_price_cents` integer,
	`effective_from` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`variant_id`) REFERENCES `product_variants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `price_history_product_idx` ON `price_history` (`product_id`,`variant_id`,`effective_from`);--> statement-breakpoint
-- Hand-written (drizzle-kit does not see triggers; tests/worker/schema-integrity.test.ts checks they exist).
-- Every price change is recorded in the statement that makes it: a new product, a change of the product's price
-- or sale price, and a variant with its own price (a null variant price follows the product's history).
CREATE TRIGGER `price_history_product_insert` AFTER INSERT ON `products` BEGIN
  INSERT INTO `price_history` (`product_id`, `price_cents`, `sale_price_cents`) VALUES (new.id, new.price_cents, new.sale_price_cents);
END;
--> statement-breakpoint
CREATE TRIGGER `price_history_product_update` AFTER UPDATE OF `price_cents`, `sale_price_cents` ON `products`
WHEN old.price_cents IS NOT new.price_cents OR old.sale_price_cents IS NOT new.sale_price_cents BEGIN
  INSERT INTO `price_history` (`product_id`, `price_cents`, `sale_price_cents`) VALUES (new.id, new.price_cents, new.sale_price_cents);
END;
--> statement-breakpoint
CREATE TRIGGER `price_history_variant_insert` AFTER INSERT ON `product_variants` WHEN new.price_cents IS NOT NULL BEGIN
  INSERT INTO `price_history` (`product_id`, `variant_id`, `price_cents`, `sale_price_cents`) VALUES (new.product_id, new.id, new.price_cents, new.sale_price_cents);
END;
--> statement-breakpoint
CREATE TRIGGER `price_history_variant_update` AFTER UPDATE OF `price_cents`, `sale_price_cents` ON `product_variants`
WHEN new.price_cents IS NOT NULL AND (old.price_cents IS NOT new.price_cents OR old.sale_price_cents IS NOT new.sale_price_cents) BEGIN
  INSERT INTO `price_history` (`product_id`, `variant_id`, `price_cents`, `sale_price_cents`) VALUES (new.product_id, new.id, new.price_cents, new.sale_price_cents);
END;
--> statement-breakpoint
-- Existing products and own-priced variants: their current price, known from now on. No earlier price can be
-- proven, so a sale already running is not announced as a reduction (docs/decisions/0015).
INSERT INTO `price_history` (`product_id`, `price_cents`, `sale_price_cents`) SELECT `id`, `price_cents`, `sale_price_cents` FROM `products`;
--> statement-breakpoint
INSERT INTO `price_history` (`product_id`, `variant_id`, `price_cents`, `sale_price_cents`) SELECT `product_id`, `id`, `price_cents`, `sale_price_cents` FROM `product_variants` WHERE `price_cents` IS NOT NULL;
