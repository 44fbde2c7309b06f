CREATE TABLE `shipping_labels` (
	`order_id` text NOT NULL,
	`kind` text DEFAULT 'outbound' NOT NULL,
	`status` text DEFAULT 'buying' NOT NULL,
	`claimed_at` integer NOT NULL,
	`provider` text NOT NULL,
	`box` text NOT NULL,
	`weight_grams` integer NOT NULL,
	`shipment_id` text,
	`carrier` text,
	`service` text,
	`tracking_code` text,
	`cost_cents` integer,
	`label_key` text,
	`created_by` text NOT NULL,
	`bought_at` text,
	`tracking_status` text,
	`tracking_updated_at` text,
	`tracking_history` text,
	`problem` text,
	`problem_at` text,
	`out_for_delivery_at` text,
	PRIMARY KEY(`order_id`, `kind`),
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "shipping_labels_kind" CHECK("shipping_labels"."kind" IN ('outbound', 'return')),
	CONSTRAINT "shipping_labels_weight" CHECK("shipping_labels"."weight_grams" > 0),
	CONSTRAINT "shipping_labels_bought" CHECK("shipping_labels"."status" = 'buying' OR ("shipping_labels"."shipment_id" IS NOT NULL AND "shipping_labels"."tracking_code" IS NOT NULL AND "shipping_labels"."label_key" IS NOT NULL AND "shipping_labels"."bought_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shipping_labels_tracking_idx` ON `shipping_labels` (`tracking_code`);--> statement-breakpoint
ALTER TABLE `product_variants` ADD `weight_grams` integer;--> statement-breakpoint
-- rule: A new variant's weight, when given, is a whole number of grams from 1 to 30,000 (a carrier's parcel limit; issue 49).
CREATE TRIGGER product_variants_weight_insert BEFORE INSERT ON product_variants
WHEN NEW.weight_grams IS NOT NULL AND (typeof(NEW.weight_grams) <> 'integer' OR NEW.weight_grams < 1 OR NEW.weight_grams > 30000)
BEGIN SELECT RAISE(ABORT, 'variant weight out of range'); END;
--> statement-breakpoint
-- rule: A variant's weight, when changed, stays a whole number of grams from 1 to 30,000, or none (issue 49).
CREATE TRIGGER product_variants_weight_update BEFORE UPDATE OF weight_grams ON product_variants
WHEN NEW.weight_grams IS NOT NULL AND (typeof(NEW.weight_grams) <> 'integer' OR NEW.weight_grams < 1 OR NEW.weight_grams > 30000)
BEGIN SELECT RAISE(ABORT, 'variant weight out of range'); END;
