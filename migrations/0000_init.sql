CREATE TABLE `accounts` (
	`user_id` text NOT NULL,
	`provider` text NOT NULL,
	`provider_account_id` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `accounts_provider_idx` ON `accounts` (`provider`,`provider_account_id`);--> statement-breakpoint
CREATE INDEX `accounts_user_idx` ON `accounts` (`user_id`);--> statement-breakpoint
CREATE TABLE `addresses` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`first_name` text NOT NULL,
	`full_name` text NOT NULL,
	`phone` text NOT NULL,
	`country` text NOT NULL,
	`zip_code` text NOT NULL,
	`address` text NOT NULL,
	`number` text NOT NULL,
	`complement` text,
	`neighborhood` text NOT NULL,
	`city` text NOT NULL,
	`state` text NOT NULL,
	`property_type` text NOT NULL,
	`is_default` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "addresses_default_flag" CHECK("addresses"."is_default" IS NULL OR "addresses"."is_default" = 1),
	CONSTRAINT "addresses_property_type" CHECK("addresses"."property_type" IN ('casa','apartamento'))
);
--> statement-breakpoint
CREATE INDEX `addresses_user_idx` ON `addresses` (`user_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `addresses_one_default_idx` ON `addresses` (`user_id`) WHERE is_default = 1;--> statement-breakpoint
CREATE TABLE `categories` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `categories_slug_unique` ON `categories` (`slug`);--> statement-breakpoint
CREATE TABLE `customers` (
	`user_id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`first_name` text,
	`full_name` text,
	`birth_date` text,
	`phone` text,
	`nif` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `email_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `email_outbox_created_idx` ON `email_outbox` (`created_at`);--> statement-breakpoint
CREATE TABLE `favorites` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`product_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `favorites_user_product_idx` ON `favorites` (`user_id`,`product_id`);--> statement-breakpoint
CREATE INDEX `favorites_user_created_idx` ON `favorites` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `newsletter_subscribers` (
	`email` text PRIMARY KEY NOT NULL,
	`consent_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `order_items` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`product_id` integer NOT NULL,
	`quantity` integer NOT NULL,
	`unit_price_cents` integer NOT NULL,
	`product_name` text NOT NULL,
	`image_key` text,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "order_items_quantity" CHECK("order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE INDEX `order_items_order_idx` ON `order_items` (`order_id`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`currency` text DEFAULT 'EUR' NOT NULL,
	`subtotal_cents` integer NOT NULL,
	`discount_cents` integer DEFAULT 0 NOT NULL,
	`shipping_cents` integer DEFAULT 0 NOT NULL,
	`total_cents` integer NOT NULL,
	`shipping_country` text NOT NULL,
	`shipping_postal_code` text NOT NULL,
	`shipping_service_name` text NOT NULL,
	`shipping_delay` text NOT NULL,
	`recipient_address` text,
	`payment_provider` text,
	`payment_session_id` text,
	`paid_at` text,
	`cancelled_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "orders_status" CHECK("orders"."status" IN ('pending','processing','shipped','delivered','cancelled','paid')),
	CONSTRAINT "orders_amounts" CHECK("orders"."subtotal_cents" >= 0 AND "orders"."discount_cents" >= 0 AND "orders"."shipping_cents" >= 0 AND "orders"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE INDEX `orders_user_created_idx` ON `orders` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_user_status_idx` ON `orders` (`user_id`,`status`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_payment_session_idx` ON `orders` (`payment_session_id`);--> statement-breakpoint
CREATE TABLE `payment_events` (
	`event_id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`received_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `pre_registrations` (
	`session_id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`first_name` text,
	`full_name` text,
	`birth_date` text,
	`nif` text,
	`phone` text,
	`country` text,
	`zip_code` text,
	`address` text,
	`number` text,
	`complement` text,
	`neighborhood` text,
	`city` text,
	`state` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`expires_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `products` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`price_cents` integer NOT NULL,
	`sale_price_cents` integer,
	`image_key` text,
	`extra_images` text DEFAULT '[]' NOT NULL,
	`sku` text NOT NULL,
	`stock_quantity` integer DEFAULT 0 NOT NULL,
	`sold_quantity` integer DEFAULT 0 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`category_id` integer,
	`subcategory_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`subcategory_id`) REFERENCES `subcategories`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "products_stock_nonnegative" CHECK("products"."stock_quantity" >= 0),
	CONSTRAINT "products_price_nonnegative" CHECK("products"."price_cents" >= 0 AND ("products"."sale_price_cents" IS NULL OR "products"."sale_price_cents" >= 0))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `products_sku_unique` ON `products` (`sku`);--> statement-breakpoint
CREATE INDEX `products_all_featured_idx` ON `products` (`active`,`stock_quantity`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `products_all_sold_idx` ON `products` (`active`,`sold_quantity`,`id`);--> statement-breakpoint
CREATE INDEX `products_all_newest_idx` ON `products` (`active`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `products_cat_featured_idx` ON `products` (`category_id`,`active`,`stock_quantity`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `products_cat_sold_idx` ON `products` (`category_id`,`active`,`sold_quantity`,`id`);--> statement-breakpoint
CREATE INDEX `products_cat_newest_idx` ON `products` (`category_id`,`active`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `products_sub_featured_idx` ON `products` (`subcategory_id`,`active`,`stock_quantity`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `products_sub_sold_idx` ON `products` (`subcategory_id`,`active`,`sold_quantity`,`id`);--> statement-breakpoint
CREATE INDEX `products_sub_newest_idx` ON `products` (`subcategory_id`,`active`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `subcategories` (
	`id` integer PRIMARY KEY NOT NULL,
	`category_id` integer NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subcategories_slug_unique` ON `subcategories` (`slug`);--> statement-breakpoint
CREATE INDEX `subcategories_category_idx` ON `subcategories` (`category_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`email_verified_at` text,
	`password_hash` text,
	`session_version` integer DEFAULT 1 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);