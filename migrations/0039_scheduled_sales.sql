CREATE TABLE `scheduled_sale_products` (
	`product_id` integer PRIMARY KEY NOT NULL,
	`sale_id` text NOT NULL,
	`previous_sale_price_cents` integer,
	`applied_sale_price_cents` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `scheduled_sale_variants` (
	`variant_id` integer PRIMARY KEY NOT NULL,
	`sale_id` text NOT NULL,
	`previous_sale_price_cents` integer,
	`applied_sale_price_cents` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `scheduled_sales` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`percent` integer NOT NULL,
	`starts_at` text NOT NULL,
	`ends_at` text NOT NULL,
	`category_ids` text,
	`product_ids` text,
	`status` text DEFAULT 'scheduled' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	CONSTRAINT "scheduled_sales_percent" CHECK("scheduled_sales"."percent" BETWEEN 1 AND 90),
	CONSTRAINT "scheduled_sales_dates" CHECK("scheduled_sales"."starts_at" < "scheduled_sales"."ends_at")
);
--> statement-breakpoint
CREATE INDEX `scheduled_sales_status_idx` ON `scheduled_sales` (`status`,`starts_at`);--> statement-breakpoint
ALTER TABLE `order_items` ADD `sale_id` text;--> statement-breakpoint
ALTER TABLE `order_items` ADD `regular_price_cents` integer;