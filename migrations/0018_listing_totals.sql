CREATE TABLE `listing_totals` (
	`scope` text PRIMARY KEY NOT NULL,
	`total` integer NOT NULL
);
--> statement-breakpoint
-- Hand-written (decisions/0026): a listing without filters reads its total here instead of counting the active
-- products of its category (17,800 of them in the bench's largest). Triggers keep each scope's count in the same
-- statement as the product's write, so in the same D1 batch: 'all', 'c<category id>', 's<subcategory id>'.
INSERT INTO `listing_totals` (`scope`, `total`) SELECT 'all', count(*) FROM `products` WHERE `active` = 1;--> statement-breakpoint
INSERT INTO `listing_totals` (`scope`, `total`) SELECT 'c' || `category_id`, count(*) FROM `products` WHERE `active` = 1 AND `category_id` IS NOT NULL GROUP BY `category_id`;--> statement-breakpoint
INSERT INTO `listing_totals` (`scope`, `total`) SELECT 's' || `subcategory_id`, count(*) FROM `products` WHERE `active` = 1 AND `subcategory_id` IS NOT NULL GROUP BY `subcategory_id`;--> statement-breakpoint
CREATE TRIGGER `listing_totals_products_insert` AFTER INSERT ON `products` WHEN new.active = 1 BEGIN
  INSERT INTO `listing_totals` (`scope`, `total`)
    SELECT column1, 1 FROM (VALUES ('all'), ('c' || new.category_id), ('s' || new.subcategory_id)) WHERE column1 IS NOT NULL
    ON CONFLICT (`scope`) DO UPDATE SET `total` = `total` + 1;
END;--> statement-breakpoint
CREATE TRIGGER `listing_totals_products_delete` AFTER DELETE ON `products` WHEN old.active = 1 BEGIN
  UPDATE `listing_totals` SET `total` = `total` - 1 WHERE `scope` IN ('all', 'c' || old.category_id, 's' || old.subcategory_id);
END;--> statement-breakpoint
CREATE TRIGGER `listing_totals_products_update` AFTER UPDATE OF `active`, `category_id`, `subcategory_id` ON `products` WHEN old.active = 1 OR new.active = 1 BEGIN
  UPDATE `listing_totals` SET `total` = `total` - 1 WHERE old.active = 1 AND `scope` IN ('all', 'c' || old.category_id, 's' || old.subcategory_id);
  INSERT INTO `listing_totals` (`scope`, `total`)
    SELECT column1, 1 FROM (VALUES ('all'), ('c' || new.category_id), ('s' || new.subcategory_id)) WHERE new.active = 1 AND column1 IS NOT NULL
    ON CONFLICT (`scope`) DO UPDATE SET `total` = `total` + 1;
END;
