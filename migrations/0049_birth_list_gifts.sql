ALTER TABLE `order_items` ADD `birth_list_id` text;--> statement-breakpoint
CREATE INDEX `order_items_birth_list_idx` ON `order_items` (`birth_list_id`) WHERE "order_items"."birth_list_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `gift_from` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `gift_message` text;--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_birth_list_items` (
	`list_id` text NOT NULL,
	`variant_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`wanted` integer NOT NULL,
	`offered` integer DEFAULT 0 NOT NULL,
	`held` integer DEFAULT 0 NOT NULL,
	`essential` integer DEFAULT false NOT NULL,
	`position` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`list_id`, `variant_id`),
	FOREIGN KEY (`list_id`) REFERENCES `birth_lists`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`variant_id`) REFERENCES `product_variants`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "birth_list_items_wanted" CHECK("__new_birth_list_items"."wanted" BETWEEN 1 AND 50),
	CONSTRAINT "birth_list_items_offered" CHECK("__new_birth_list_items"."offered" >= 0),
	CONSTRAINT "birth_list_items_held" CHECK("__new_birth_list_items"."held" >= 0)
);
--> statement-breakpoint
INSERT INTO `__new_birth_list_items`("list_id", "variant_id", "product_id", "wanted", "offered", "held", "essential", "position", "created_at") SELECT "list_id", "variant_id", "product_id", "wanted", "offered", 0, "essential", "position", "created_at" FROM `birth_list_items`;--> statement-breakpoint
DROP TABLE `birth_list_items`;--> statement-breakpoint
ALTER TABLE `__new_birth_list_items` RENAME TO `birth_list_items`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `birth_list_items_variant_idx` ON `birth_list_items` (`variant_id`);--> statement-breakpoint
ALTER TABLE `birth_lists` ADD `language` text DEFAULT 'pt' NOT NULL;--> statement-breakpoint
ALTER TABLE `birth_lists` ADD `completed_at` text;--> statement-breakpoint
-- rule: A gift line for a birth list (issue 50) holds its units on the list's product while its order is pending; a line for a product that is not on the list is refused.
CREATE TRIGGER order_items_birth_list_hold AFTER INSERT ON order_items WHEN NEW.birth_list_id IS NOT NULL
BEGIN
  UPDATE birth_list_items SET held = held + NEW.quantity WHERE list_id = NEW.birth_list_id AND variant_id = NEW.variant_id;
  SELECT RAISE(ABORT, 'birth_list_item_gone') WHERE changes() = 0;
END;
--> statement-breakpoint
-- rule: No gift takes a birth list's product past what the parents want: whenever more units are held, offered and held together stay within `wanted` (issue 50).
CREATE TRIGGER birth_list_items_within_wanted BEFORE UPDATE OF held ON birth_list_items
WHEN NEW.held > OLD.held AND NEW.held + NEW.offered > NEW.wanted
BEGIN SELECT RAISE(ABORT, 'birth_list_item_offered'); END;
--> statement-breakpoint
-- rule: A pending order that is paid turns its gift lines' held units into offered ones on their birth list (issue 50).
CREATE TRIGGER orders_birth_list_paid AFTER UPDATE OF status ON orders WHEN OLD.status = 'pending' AND NEW.status = 'paid'
BEGIN
  UPDATE birth_list_items SET held = max(0, held - (SELECT sum(i.quantity) FROM order_items i WHERE i.order_id = NEW.id AND i.birth_list_id = birth_list_items.list_id AND i.variant_id = birth_list_items.variant_id)), offered = offered + (SELECT sum(i.quantity) FROM order_items i WHERE i.order_id = NEW.id AND i.birth_list_id = birth_list_items.list_id AND i.variant_id = birth_list_items.variant_id)
  WHERE EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = NEW.id AND i.birth_list_id = birth_list_items.list_id AND i.variant_id = birth_list_items.variant_id);
END;
--> statement-breakpoint
-- rule: A pending order cancelled (by its customer, a failed payment or the expiry run) gives its gift lines' held units back to their birth list (issue 50).
CREATE TRIGGER orders_birth_list_released AFTER UPDATE OF status ON orders WHEN OLD.status = 'pending' AND NEW.status = 'cancelled'
BEGIN
  UPDATE birth_list_items SET held = max(0, held - (SELECT sum(i.quantity) FROM order_items i WHERE i.order_id = NEW.id AND i.birth_list_id = birth_list_items.list_id AND i.variant_id = birth_list_items.variant_id))
  WHERE EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = NEW.id AND i.birth_list_id = birth_list_items.list_id AND i.variant_id = birth_list_items.variant_id);
END;
--> statement-breakpoint
-- rule: Units of a paid gift line put back in stock ('order.restocked': a paid order cancelled, a refund's restock) are no longer offered on its birth list (issue 50).
CREATE TRIGGER audit_log_birth_list_restock AFTER INSERT ON audit_log
WHEN NEW.action = 'order.restocked' AND (SELECT status FROM orders WHERE id = NEW.order_id) <> 'pending'
BEGIN
  UPDATE birth_list_items SET offered = max(0, offered - json_extract(NEW.detail, '$.quantity'))
  WHERE variant_id = json_extract(NEW.detail, '$.variantId')
    AND list_id IN (SELECT birth_list_id FROM order_items WHERE order_id = NEW.order_id AND variant_id = json_extract(NEW.detail, '$.variantId') AND birth_list_id IS NOT NULL);
END;
