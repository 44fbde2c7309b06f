CREATE TABLE `reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`product_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`order_id` text,
	`rating` integer NOT NULL,
	`title` text,
	`body` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "reviews_rating" CHECK("reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_lengths" CHECK(("reviews"."title" IS NULL OR length("reviews"."title") <= 120) AND ("reviews"."body" IS NULL OR length("reviews"."body") <= 2000))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_product_user_idx` ON `reviews` (`product_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `reviews_product_created_idx` ON `reviews` (`product_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `reviews_user_idx` ON `reviews` (`user_id`);--> statement-breakpoint
ALTER TABLE `products` ADD `rating_sum` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `rating_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written (decisions/0017): the product's review aggregate follows every insert and delete of a review in the
-- same statement, including the cascade when an account or a product is deleted; listings read two columns.
CREATE TRIGGER `reviews_aggregate_after_insert` AFTER INSERT ON `reviews` BEGIN
  UPDATE `products` SET `rating_sum` = `rating_sum` + new.rating, `rating_count` = `rating_count` + 1 WHERE `id` = new.product_id;
END;--> statement-breakpoint
CREATE TRIGGER `reviews_aggregate_after_delete` AFTER DELETE ON `reviews` BEGIN
  UPDATE `products` SET `rating_sum` = `rating_sum` - old.rating, `rating_count` = `rating_count` - 1 WHERE `id` = old.product_id;
END;
