CREATE TABLE `catalog_version` (
	`id` integer PRIMARY KEY NOT NULL,
	`token` text NOT NULL
);--> statement-breakpoint
-- Hand-written (decisions/0020): the catalogue's version token, part of every edge-cache key of a catalogue answer.
-- Each change to what a catalogue answer shows draws a new random token in the same statement (so in the same D1
-- batch as an order's stock reservation or a cancellation's restock); random, not a counter, so a restored or
-- rebuilt database never reuses a token an older entry was stored under.
INSERT INTO `catalog_version` (`id`, `token`) VALUES (1, lower(hex(randomblob(8))));--> statement-breakpoint
CREATE TRIGGER `catalog_version_products_insert` AFTER INSERT ON `products` BEGIN
  UPDATE `catalog_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_products_update` AFTER UPDATE ON `products` BEGIN
  UPDATE `catalog_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_products_delete` AFTER DELETE ON `products` BEGIN
  UPDATE `catalog_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_product_variants_insert` AFTER INSERT ON `product_variants` BEGIN
  UPDATE `catalog_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_product_variants_update` AFTER UPDATE ON `product_variants` BEGIN
  UPDATE `catalog_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_product_variants_delete` AFTER DELETE ON `product_variants` BEGIN
  UPDATE `catalog_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_categories_insert` AFTER INSERT ON `categories` BEGIN
  UPDATE `catalog_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_categories_update` AFTER UPDATE ON `categories` BEGIN
  UPDATE `catalog_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_categories_delete` AFTER DELETE ON `categories` BEGIN
  UPDATE `catalog_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_subcategories_insert` AFTER INSERT ON `subcategories` BEGIN
  UPDATE `catalog_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_subcategories_update` AFTER UPDATE ON `subcategories` BEGIN
  UPDATE `catalog_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_subcategories_delete` AFTER DELETE ON `subcategories` BEGIN
  UPDATE `catalog_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_manufacturers_insert` AFTER INSERT ON `manufacturers` BEGIN
  UPDATE `catalog_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_manufacturers_update` AFTER UPDATE ON `manufacturers` BEGIN
  UPDATE `catalog_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_manufacturers_delete` AFTER DELETE ON `manufacturers` BEGIN
  UPDATE `catalog_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_price_history_insert` AFTER INSERT ON `price_history` BEGIN
  UPDATE `catalog_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_price_history_update` AFTER UPDATE ON `price_history` BEGIN
  UPDATE `catalog_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_price_history_delete` AFTER DELETE ON `price_history` BEGIN
  UPDATE `catalog_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;
