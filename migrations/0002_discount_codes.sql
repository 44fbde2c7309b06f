CREATE TABLE `discount_codes` (
	`code` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`percent` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`expires_at` text,
	`redeemed_at` text,
	`order_id` text,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "discount_codes_percent" CHECK("discount_codes"."percent" > 0 AND "discount_codes"."percent" <= 100)
);
--> statement-breakpoint
CREATE INDEX `discount_codes_email_idx` ON `discount_codes` (`email`);