ALTER TABLE `orders` ADD `transit_days_min` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `transit_days_max` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `dispatch_by` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_from` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_to` text;--> statement-breakpoint
CREATE INDEX `orders_dispatch_by_idx` ON `orders` (`dispatch_by`) WHERE "orders"."status" IN ('paid','processing') AND "orders"."dispatch_by" IS NOT NULL;