CREATE TABLE `order_refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`session_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`reason` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`provider_refund_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`refunded_at` text,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "order_refunds_amount" CHECK("order_refunds"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `order_refunds_session_idx` ON `order_refunds` (`session_id`);--> statement-breakpoint
CREATE INDEX `order_refunds_order_idx` ON `order_refunds` (`order_id`);--> statement-breakpoint
CREATE INDEX `order_refunds_status_idx` ON `order_refunds` (`status`);--> statement-breakpoint
CREATE TABLE `payment_attempts` (
	`session_id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`provider` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `payment_attempts_order_idx` ON `payment_attempts` (`order_id`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_email_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`event_key` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`last_error` text,
	`sent_at` text,
	`secrets` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	CONSTRAINT "email_outbox_status" CHECK("__new_email_outbox"."status" IN ('pending','sent','failed'))
);
--> statement-breakpoint
-- E-mails written before the outbox delivered anything were the development mailbox's: they count as sent.
INSERT INTO `__new_email_outbox`("id", "to", "subject", "text", "status", "sent_at", "created_at") SELECT "id", "to", "subject", "text", 'sent', "created_at", "created_at" FROM `email_outbox`;--> statement-breakpoint
DROP TABLE `email_outbox`;--> statement-breakpoint
ALTER TABLE `__new_email_outbox` RENAME TO `email_outbox`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `email_outbox_created_idx` ON `email_outbox` (`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `email_outbox_event_key_idx` ON `email_outbox` (`event_key`);--> statement-breakpoint
CREATE INDEX `email_outbox_due_idx` ON `email_outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
ALTER TABLE `orders` ADD `hold_expires_at` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `paid_session_id` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `processing_at` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `shipped_at` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivered_at` text;--> statement-breakpoint
-- Hand-written (decisions/0033): the sessions of orders placed before, so their events still find their order.
INSERT OR IGNORE INTO `payment_attempts` (`session_id`, `order_id`, `provider`) SELECT `payment_session_id`, `id`, `payment_provider` FROM `orders` WHERE `payment_session_id` IS NOT NULL AND `payment_provider` IS NOT NULL;--> statement-breakpoint
UPDATE `orders` SET `hold_expires_at` = `payment_expires_at` WHERE `status` = 'pending' AND `payment_method` IS NULL;--> statement-breakpoint
UPDATE `orders` SET `paid_session_id` = `payment_session_id` WHERE `paid_at` IS NOT NULL;--> statement-breakpoint
-- A customer holds at most two pending orders (stock cannot be held without paying): checked inside the batch that
-- reserves the stock, so parallel orders cannot step around it.
CREATE TRIGGER `orders_pending_limit` BEFORE INSERT ON `orders`
WHEN NEW.`status` = 'pending' AND NEW.`user_id` IS NOT NULL
  AND (SELECT count(*) FROM `orders` WHERE `user_id` = NEW.`user_id` AND `status` = 'pending') >= 2
BEGIN
  SELECT RAISE(ABORT, 'pending_order_limit');
END;
