PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`product_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`order_id` text,
	`rating` integer NOT NULL,
	`title` text,
	`body` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`hidden_at` text,
	`hidden_reason` text,
	`hidden_note` text,
	`hidden_by` text,
	`reply_text` text,
	`reply_at` text,
	`reply_by` text,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "reviews_rating" CHECK("__new_reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_lengths" CHECK(("__new_reviews"."title" IS NULL OR length("__new_reviews"."title") <= 120) AND ("__new_reviews"."body" IS NULL OR length("__new_reviews"."body") <= 2000)),
	CONSTRAINT "reviews_hidden" CHECK(("__new_reviews"."hidden_at" IS NULL AND "__new_reviews"."hidden_reason" IS NULL AND "__new_reviews"."hidden_note" IS NULL AND "__new_reviews"."hidden_by" IS NULL) OR ("__new_reviews"."hidden_at" IS NOT NULL AND "__new_reviews"."hidden_reason" IN ('offensive','personal_data','off_topic','spam','other') AND "__new_reviews"."hidden_by" IS NOT NULL AND ("__new_reviews"."hidden_note" IS NULL OR length("__new_reviews"."hidden_note") <= 500))),
	CONSTRAINT "reviews_reply" CHECK(("__new_reviews"."reply_text" IS NULL AND "__new_reviews"."reply_at" IS NULL AND "__new_reviews"."reply_by" IS NULL) OR (length("__new_reviews"."reply_text") BETWEEN 1 AND 1000 AND "__new_reviews"."reply_at" IS NOT NULL AND "__new_reviews"."reply_by" IS NOT NULL))
);
--> statement-breakpoint
-- Hand-edited: the reviews as they were, none hidden, none replied to. Copying fires no trigger and dropping the old
-- table fires none either, so the products' rating_sum/rating_count stay as they are (every review counted).
INSERT INTO `__new_reviews`("id", "product_id", "user_id", "order_id", "rating", "title", "body", "created_at") SELECT "id", "product_id", "user_id", "order_id", "rating", "title", "body", "created_at" FROM `reviews`;--> statement-breakpoint
DROP TABLE `reviews`;--> statement-breakpoint
ALTER TABLE `__new_reviews` RENAME TO `reviews`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_product_user_idx` ON `reviews` (`product_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `reviews_product_created_idx` ON `reviews` (`product_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `reviews_user_idx` ON `reviews` (`user_id`);--> statement-breakpoint
CREATE INDEX `reviews_created_idx` ON `reviews` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `reviews_hidden_idx` ON `reviews` (`hidden_at`) WHERE "reviews"."hidden_at" IS NOT NULL;--> statement-breakpoint
-- Hand-written (decisions/0047): the old table's triggers went with it. A product's rating_sum/rating_count count its
-- visible reviews: an insert or a delete of a visible one, and a hide or an unhide, move them in the same statement
-- (and so the catalogue's version, migration 0015's trigger on products). A hidden review no longer counts; its own
-- rating, title and text are never changed by the shop.
CREATE TRIGGER `reviews_aggregate_after_insert` AFTER INSERT ON `reviews` WHEN new.hidden_at IS NULL BEGIN
  UPDATE `products` SET `rating_sum` = `rating_sum` + new.rating, `rating_count` = `rating_count` + 1 WHERE `id` = new.product_id;
END;--> statement-breakpoint
CREATE TRIGGER `reviews_aggregate_after_delete` AFTER DELETE ON `reviews` WHEN old.hidden_at IS NULL BEGIN
  UPDATE `products` SET `rating_sum` = `rating_sum` - old.rating, `rating_count` = `rating_count` - 1 WHERE `id` = old.product_id;
END;--> statement-breakpoint
CREATE TRIGGER `reviews_aggregate_after_update` AFTER UPDATE OF `hidden_at`, `rating`, `product_id` ON `reviews`
WHEN (old.hidden_at IS NULL) IS NOT (new.hidden_at IS NULL) OR old.rating IS NOT new.rating OR old.product_id IS NOT new.product_id BEGIN
  UPDATE `products` SET `rating_sum` = `rating_sum` - old.rating, `rating_count` = `rating_count` - 1 WHERE `id` = old.product_id AND old.hidden_at IS NULL;
  UPDATE `products` SET `rating_sum` = `rating_sum` + new.rating, `rating_count` = `rating_count` + 1 WHERE `id` = new.product_id AND new.hidden_at IS NULL;
END;
