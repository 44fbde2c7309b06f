ALTER TABLE `orders` ADD `payment_expires_at` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_method` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_reference` text;--> statement-breakpoint
CREATE INDEX `orders_status_payment_expires_idx` ON `orders` (`status`,`payment_expires_at`);--> statement-breakpoint
-- Orders already waiting for payment get the lifetime of their card session (31 minutes from creation).
UPDATE `orders` SET `payment_expires_at` = strftime('%Y-%m-%dT%H:%M:%fZ', `created_at`, '+31 minutes') WHERE `status` = 'pending';
