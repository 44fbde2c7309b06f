ALTER TABLE `shipping_labels` ADD `tracking_status` text;--> statement-breakpoint
ALTER TABLE `shipping_labels` ADD `tracking_updated_at` text;--> statement-breakpoint
ALTER TABLE `shipping_labels` ADD `tracking_history` text;--> statement-breakpoint
ALTER TABLE `shipping_labels` ADD `problem` text;--> statement-breakpoint
ALTER TABLE `shipping_labels` ADD `problem_at` text;--> statement-breakpoint
ALTER TABLE `shipping_labels` ADD `out_for_delivery_at` text;