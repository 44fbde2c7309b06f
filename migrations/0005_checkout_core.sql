CREATE TABLE `shipping_quotes` (
	`id` text PRIMARY KEY NOT NULL,
	`country` text NOT NULL,
	`postal_code` text NOT NULL,
	`items_hash` text NOT NULL,
	`options` text NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `shipping_quotes_expires_idx` ON `shipping_quotes` (`expires_at`);--> statement-breakpoint
ALTER TABLE `orders` ADD `shipping_quote_id` text;