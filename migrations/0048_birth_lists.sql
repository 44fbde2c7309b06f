CREATE TABLE `birth_list_items` (
	`list_id` text NOT NULL,
	`variant_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`wanted` integer NOT NULL,
	`offered` integer DEFAULT 0 NOT NULL,
	`essential` integer DEFAULT false NOT NULL,
	`position` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`list_id`, `variant_id`),
	FOREIGN KEY (`list_id`) REFERENCES `birth_lists`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`variant_id`) REFERENCES `product_variants`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "birth_list_items_wanted" CHECK("birth_list_items"."wanted" BETWEEN 1 AND 50),
	CONSTRAINT "birth_list_items_offered" CHECK("birth_list_items"."offered" >= 0)
);
--> statement-breakpoint
CREATE INDEX `birth_list_items_variant_idx` ON `birth_list_items` (`variant_id`);--> statement-breakpoint
CREATE TABLE `birth_lists` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`user_id` text NOT NULL,
	`baby_name` text DEFAULT '' NOT NULL,
	`surname` text DEFAULT '' NOT NULL,
	`expected_date` text NOT NULL,
	`closes_on` text NOT NULL,
	`message` text DEFAULT '' NOT NULL,
	`cover_product_id` integer,
	`access` text DEFAULT 'link' NOT NULL,
	`access_code` text,
	`searchable` integer DEFAULT false NOT NULL,
	`surprise` integer DEFAULT false NOT NULL,
	`gift_mail` text DEFAULT 'each' NOT NULL,
	`closed_at` text,
	`revealed_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`cover_product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "birth_lists_access" CHECK("birth_lists"."access" IN ('link', 'code') AND ("birth_lists"."access" = 'link' OR "birth_lists"."access_code" IS NOT NULL)),
	CONSTRAINT "birth_lists_gift_mail" CHECK("birth_lists"."gift_mail" IN ('each', 'daily')),
	CONSTRAINT "birth_lists_texts" CHECK(length("birth_lists"."baby_name") <= 60 AND length("birth_lists"."surname") <= 60 AND length("birth_lists"."message") <= 500),
	CONSTRAINT "birth_lists_closes_after_expected" CHECK("birth_lists"."closes_on" > "birth_lists"."expected_date")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `birth_lists_slug_idx` ON `birth_lists` (`slug`);--> statement-breakpoint
CREATE INDEX `birth_lists_user_idx` ON `birth_lists` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `birth_lists_search_idx` ON `birth_lists` (`expected_date`,`surname`);