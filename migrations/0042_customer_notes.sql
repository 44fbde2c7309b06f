CREATE TABLE `customer_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`author` text NOT NULL,
	`text` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	CONSTRAINT "customer_notes_text" CHECK(length("customer_notes"."text") BETWEEN 1 AND 2000)
);
--> statement-breakpoint
CREATE INDEX `customer_notes_user_idx` ON `customer_notes` (`user_id`,`created_at`);