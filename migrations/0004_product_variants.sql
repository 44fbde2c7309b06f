CREATE TABLE `product_variants` (
	`id` integer PRIMARY KEY NOT NULL,
	`product_id` integer NOT NULL,
	`sku` text NOT NULL,
	`size` text,
	`color` text,
	`pack_count` integer,
	`price_cents` integer,
	`sale_price_cents` integer,
	`image_key` text,
	`stock_quantity` integer DEFAULT 0 NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "product_variants_stock_nonnegative" CHECK("product_variants"."stock_quantity" >= 0),
	CONSTRAINT "product_variants_price" CHECK(("product_variants"."price_cents" IS NULL AND "product_variants"."sale_price_cents" IS NULL) OR ("product_variants"."price_cents" IS NOT NULL AND "product_variants"."price_cents" >= 0 AND coalesce("product_variants"."sale_price_cents", 0) >= 0))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `product_variants_sku_unique` ON `product_variants` (`sku`);--> statement-breakpoint
CREATE INDEX `product_variants_product_idx` ON `product_variants` (`product_id`,`active`,`position`);--> statement-breakpoint
CREATE INDEX `product_variants_size_idx` ON `product_variants` (`size`,`active`,`product_id`);--> statement-breakpoint
ALTER TABLE `order_items` ADD `variant_id` integer REFERENCES product_variants(id);--> statement-breakpoint
ALTER TABLE `products` ADD `variant_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `min_price_cents` integer;--> statement-breakpoint
ALTER TABLE `products` ADD `price_varies` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written (drizzle-kit does not model triggers). A product's stock, variant count, lowest price and whether
-- its variants' prices differ are derived from its ACTIVE variants. A variant with a null price sells at the
-- product's price and sale price. Guarded by tests/worker/variants-schema.test.ts.
CREATE TRIGGER `product_variants_after_insert` AFTER INSERT ON `product_variants` BEGIN
  UPDATE `products` SET
    `stock_quantity` = (SELECT coalesce(sum(v.stock_quantity), 0) FROM product_variants v WHERE v.product_id = new.product_id AND v.active = 1),
    `variant_count` = (SELECT count(*) FROM product_variants v WHERE v.product_id = new.product_id AND v.active = 1),
    `min_price_cents` = (SELECT min(CASE WHEN v.price_cents IS NULL THEN coalesce(products.sale_price_cents, products.price_cents) ELSE coalesce(v.sale_price_cents, v.price_cents) END) FROM product_variants v WHERE v.product_id = new.product_id AND v.active = 1),
    `price_varies` = (SELECT count(DISTINCT CASE WHEN v.price_cents IS NULL THEN coalesce(products.sale_price_cents, products.price_cents) ELSE coalesce(v.sale_price_cents, v.price_cents) END) > 1 FROM product_variants v WHERE v.product_id = new.product_id AND v.active = 1)
  WHERE `id` = new.product_id;
END;
--> statement-breakpoint
CREATE TRIGGER `product_variants_after_update` AFTER UPDATE ON `product_variants` BEGIN
  UPDATE `products` SET
    `stock_quantity` = (SELECT coalesce(sum(v.stock_quantity), 0) FROM product_variants v WHERE v.product_id = products.id AND v.active = 1),
    `variant_count` = (SELECT count(*) FROM product_variants v WHERE v.product_id = products.id AND v.active = 1),
    `min_price_cents` = (SELECT min(CASE WHEN v.price_cents IS NULL THEN coalesce(products.sale_price_cents, products.price_cents) ELSE coalesce(v.sale_price_cents, v.price_cents) END) FROM product_variants v WHERE v.product_id = products.id AND v.active = 1),
    `price_varies` = (SELECT count(DISTINCT CASE WHEN v.price_cents IS NULL THEN coalesce(products.sale_price_cents, products.price_cents) ELSE coalesce(v.sale_price_cents, v.price_cents) END) > 1 FROM product_variants v WHERE v.product_id = products.id AND v.active = 1)
  WHERE `id` IN (old.product_id, new.product_id);
END;
--> statement-breakpoint
CREATE TRIGGER `product_variants_after_delete` AFTER DELETE ON `product_variants` BEGIN
  UPDATE `products` SET
    `stock_quantity` = (SELECT coalesce(sum(v.stock_quantity), 0) FROM product_variants v WHERE v.product_id = old.product_id AND v.active = 1),
    `variant_count` = (SELECT count(*) FROM product_variants v WHERE v.product_id = old.product_id AND v.active = 1),
    `min_price_cents` = (SELECT min(CASE WHEN v.price_cents IS NULL THEN coalesce(products.sale_price_cents, products.price_cents) ELSE coalesce(v.sale_price_cents, v.price_cents) END) FROM product_variants v WHERE v.product_id = old.product_id AND v.active = 1),
    `price_varies` = (SELECT count(DISTINCT CASE WHEN v.price_cents IS NULL THEN coalesce(products.sale_price_cents, products.price_cents) ELSE coalesce(v.sale_price_cents, v.price_cents) END) > 1 FROM product_variants v WHERE v.product_id = old.product_id AND v.active = 1)
  WHERE `id` = old.product_id;
END;
--> statement-breakpoint
-- A change to the product's own price moves the prices of the variants that follow it.
CREATE TRIGGER `products_price_after_update` AFTER UPDATE OF `price_cents`, `sale_price_cents` ON `products` BEGIN
  UPDATE `products` SET
    `min_price_cents` = (SELECT min(CASE WHEN v.price_cents IS NULL THEN coalesce(products.sale_price_cents, products.price_cents) ELSE coalesce(v.sale_price_cents, v.price_cents) END) FROM product_variants v WHERE v.product_id = new.id AND v.active = 1),
    `price_varies` = (SELECT count(DISTINCT CASE WHEN v.price_cents IS NULL THEN coalesce(products.sale_price_cents, products.price_cents) ELSE coalesce(v.sale_price_cents, v.price_cents) END) > 1 FROM product_variants v WHERE v.product_id = new.id AND v.active = 1)
  WHERE `id` = new.id;
END;
--> statement-breakpoint
-- Every product is sold through a variant: a new product gets its default one (the product's sku and stock).
CREATE TRIGGER `products_default_variant` AFTER INSERT ON `products` BEGIN
  INSERT INTO `product_variants` (`product_id`, `sku`, `stock_quantity`, `position`, `active`) VALUES (new.id, new.sku, new.stock_quantity, 0, 1);
END;
--> statement-breakpoint
-- Existing products: one default variant each, carrying the product's stock (ids, favourites and images unchanged).
INSERT INTO `product_variants` (`product_id`, `sku`, `stock_quantity`, `position`, `active`) SELECT `id`, `sku`, `stock_quantity`, 0, 1 FROM `products`;
