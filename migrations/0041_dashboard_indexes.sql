CREATE INDEX `users_created_idx` ON `users` (`created_at`);--> statement-breakpoint
CREATE INDEX `order_refunds_created_idx` ON `order_refunds` (`created_at`);--> statement-breakpoint
CREATE INDEX `orders_paid_idx` ON `orders` (`paid_at`);