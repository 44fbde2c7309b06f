ALTER TABLE `orders` ADD `withdrawn_at` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `withdrawal_channel` text;