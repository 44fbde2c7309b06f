CREATE TABLE `promotion_uses` (
	`order_id` text PRIMARY KEY NOT NULL,
	`promotion_id` text NOT NULL,
	`code` text NOT NULL,
	`user_id` text,
	`email` text NOT NULL,
	`discount_cents` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `promotion_uses_promotion_idx` ON `promotion_uses` (`promotion_id`,`email`);--> statement-breakpoint
CREATE INDEX `promotion_uses_user_idx` ON `promotion_uses` (`promotion_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `promotions` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`kind` text NOT NULL,
	`percent` integer,
	`amount_cents` integer,
	`min_order_cents` integer DEFAULT 0 NOT NULL,
	`starts_at` text,
	`ends_at` text,
	`max_uses` integer,
	`max_uses_per_customer` integer,
	`first_purchase_only` integer DEFAULT false NOT NULL,
	`sale_items` text DEFAULT 'better' NOT NULL,
	`category_ids` text,
	`product_ids` text,
	`status` text DEFAULT 'active' NOT NULL,
	`system` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	CONSTRAINT "promotions_terms" CHECK(("promotions"."kind" = 'percent' AND "promotions"."percent" BETWEEN 1 AND 100 AND "promotions"."amount_cents" IS NULL)
        OR ("promotions"."kind" = 'amount' AND "promotions"."amount_cents" > 0 AND "promotions"."percent" IS NULL)
        OR ("promotions"."kind" = 'free_delivery' AND "promotions"."percent" IS NULL AND "promotions"."amount_cents" IS NULL)),
	CONSTRAINT "promotions_limits" CHECK("promotions"."min_order_cents" >= 0 AND coalesce("promotions"."max_uses", 1) > 0 AND coalesce("promotions"."max_uses_per_customer", 1) > 0),
	CONSTRAINT "promotions_dates" CHECK("promotions"."starts_at" IS NULL OR "promotions"."ends_at" IS NULL OR "promotions"."starts_at" < "promotions"."ends_at")
);
--> statement-breakpoint
-- Hand-written (issue 47): the welcome code's first-purchase rule moves to the code's use (promotion_uses_first_purchase
-- below); the rebuild of discount_codes would drop its trigger anyway: said here, on purpose.
DROP TRIGGER IF EXISTS `discount_codes_first_purchase`;--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_discount_codes` (
	`code` text PRIMARY KEY NOT NULL,
	`lookup` text GENERATED ALWAYS AS (replace(replace(upper(code), 'O', '0'), 'I', '1')) STORED,
	`promotion_id` text DEFAULT 'welcome' NOT NULL,
	`email` text,
	`single_use` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`expires_at` text,
	`redeemed_at` text,
	`order_id` text,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
-- Hand-edited (issue 47): every code so far is a welcome code (single use, bound to its e-mail); `lookup` is computed.
INSERT INTO `__new_discount_codes`("code", "promotion_id", "email", "single_use", "created_at", "expires_at", "redeemed_at", "order_id") SELECT "code", 'welcome', "email", 1, "created_at", "expires_at", "redeemed_at", "order_id" FROM `discount_codes`;--> statement-breakpoint
DROP TABLE `discount_codes`;--> statement-breakpoint
ALTER TABLE `__new_discount_codes` RENAME TO `discount_codes`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `discount_codes_lookup_idx` ON `discount_codes` (`lookup`);--> statement-breakpoint
CREATE INDEX `discount_codes_email_idx` ON `discount_codes` (`email`);--> statement-breakpoint
CREATE INDEX `discount_codes_promotion_idx` ON `discount_codes` (`promotion_id`);--> statement-breakpoint
ALTER TABLE `order_items` ADD `discount_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written (issue 47, decisions/0076): the newsletter's welcome code becomes the promotion 'welcome' (10 % off
-- every line, on sale or not, for the first purchase), and the orders that used one become its uses.
INSERT INTO `promotions` (`id`, `name`, `kind`, `percent`, `first_purchase_only`, `sale_items`, `system`)
VALUES ('welcome', 'Boas-vindas (newsletter)', 'percent', 10, 1, 'stacked', 1);--> statement-breakpoint
INSERT INTO `promotion_uses` (`order_id`, `promotion_id`, `code`, `user_id`, `email`, `discount_cents`)
SELECT d.`order_id`, 'welcome', d.`code`, o.`user_id`, coalesce(d.`email`, ''), o.`discount_cents`
FROM `discount_codes` d JOIN `orders` o ON o.`id` = d.`order_id`;--> statement-breakpoint
-- rule: A promotion's codes are used at most its cap of times in all: the order that would pass it is not placed, and a cancelled unpaid order's use is given back (issue 47).
CREATE TRIGGER `promotion_uses_cap` BEFORE INSERT ON `promotion_uses`
WHEN (SELECT `max_uses` FROM `promotions` WHERE `id` = NEW.`promotion_id`) IS NOT NULL
  AND (SELECT count(*) FROM `promotion_uses` WHERE `promotion_id` = NEW.`promotion_id`) >= (SELECT `max_uses` FROM `promotions` WHERE `id` = NEW.`promotion_id`)
BEGIN
  SELECT RAISE(ABORT, 'promotion_cap_reached');
END;--> statement-breakpoint
-- rule: One customer (by account or by e-mail) uses a promotion at most its per-customer cap of times (issue 47).
CREATE TRIGGER `promotion_uses_per_customer` BEFORE INSERT ON `promotion_uses`
WHEN (SELECT `max_uses_per_customer` FROM `promotions` WHERE `id` = NEW.`promotion_id`) IS NOT NULL
  AND (SELECT count(*) FROM `promotion_uses` WHERE `promotion_id` = NEW.`promotion_id`
       AND (`email` = NEW.`email` OR (NEW.`user_id` IS NOT NULL AND `user_id` = NEW.`user_id`)))
      >= (SELECT `max_uses_per_customer` FROM `promotions` WHERE `id` = NEW.`promotion_id`)
BEGIN
  SELECT RAISE(ABORT, 'promotion_customer_limit');
END;--> statement-breakpoint
-- rule: A first-purchase promotion (the welcome code) is used only when the order's customer has no other order pending or paid (issue 43, issue 47).
CREATE TRIGGER `promotion_uses_first_purchase` BEFORE INSERT ON `promotion_uses`
WHEN (SELECT `first_purchase_only` FROM `promotions` WHERE `id` = NEW.`promotion_id`) = 1
  AND EXISTS (
    SELECT 1 FROM `orders` AS `mine`
    JOIN `orders` AS `other` ON `other`.`user_id` = `mine`.`user_id` AND `other`.`id` <> `mine`.`id`
    WHERE `mine`.`id` = NEW.`order_id` AND (`other`.`status` = 'pending' OR `other`.`paid_at` IS NOT NULL)
  )
BEGIN
  SELECT RAISE(ABORT, 'welcome_code_first_purchase');
END;--> statement-breakpoint
-- rule: A single-use code is redeemed once: a second order naming it is not placed (issue 47).
CREATE TRIGGER `discount_codes_single_use` BEFORE UPDATE OF `redeemed_at` ON `discount_codes`
WHEN OLD.`redeemed_at` IS NOT NULL AND NEW.`redeemed_at` IS NOT NULL
BEGIN
  SELECT RAISE(ABORT, 'discount_code_used');
END;--> statement-breakpoint
DROP TRIGGER `orders_welcome_order_pending`;--> statement-breakpoint
-- rule: While a customer's order with a first-purchase code is pending, no order of theirs without a code is placed: that one is paid (then it was the first purchase) or cancelled first (issue 43, issue 47).
CREATE TRIGGER `orders_welcome_order_pending` BEFORE INSERT ON `orders`
WHEN NEW.`user_id` IS NOT NULL AND NEW.`discount_cents` = 0
  AND EXISTS (
    SELECT 1 FROM `orders` o JOIN `promotion_uses` u ON u.`order_id` = o.`id` JOIN `promotions` p ON p.`id` = u.`promotion_id`
    WHERE o.`user_id` = NEW.`user_id` AND o.`status` = 'pending' AND p.`first_purchase_only` = 1
  )
BEGIN
  SELECT RAISE(ABORT, 'welcome_order_pending');
END;--> statement-breakpoint
-- rule: While a customer's order with a first-purchase code is pending, no order of theirs with another code is placed either (issue 47).
CREATE TRIGGER `promotion_uses_welcome_pending` BEFORE INSERT ON `promotion_uses`
WHEN NEW.`user_id` IS NOT NULL
  AND EXISTS (
    SELECT 1 FROM `promotion_uses` u JOIN `orders` o ON o.`id` = u.`order_id` JOIN `promotions` p ON p.`id` = u.`promotion_id`
    WHERE o.`user_id` = NEW.`user_id` AND o.`status` = 'pending' AND p.`first_purchase_only` = 1 AND u.`order_id` <> NEW.`order_id`
  )
BEGIN
  SELECT RAISE(ABORT, 'welcome_order_pending');
END;
