CREATE TABLE `cart_reminders` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`token` text NOT NULL,
	`cart_updated_at` text NOT NULL,
	`lines` text NOT NULL,
	`sent_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`restored_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cart_reminders_token_idx` ON `cart_reminders` (`token`);--> statement-breakpoint
CREATE UNIQUE INDEX `cart_reminders_once_idx` ON `cart_reminders` (`user_id`,`cart_updated_at`);--> statement-breakpoint
CREATE INDEX `cart_reminders_sent_idx` ON `cart_reminders` (`sent_at`);--> statement-breakpoint
CREATE TABLE `saved_carts` (
	`user_id` text PRIMARY KEY NOT NULL,
	`lines` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "saved_carts_lines" CHECK(json_valid("saved_carts"."lines") AND json_array_length("saved_carts"."lines") BETWEEN 1 AND 50)
);
--> statement-breakpoint
CREATE INDEX `saved_carts_updated_idx` ON `saved_carts` (`updated_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `cart_reminders_at` text;