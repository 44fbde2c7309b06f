CREATE TABLE `stock_alerts` (
	`id` text PRIMARY KEY NOT NULL,
	`variant_id` integer NOT NULL,
	`email` text NOT NULL,
	`language` text DEFAULT 'pt' NOT NULL,
	`token` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`consent_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`notified_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `stock_alerts_token_unique` ON `stock_alerts` (`token`);--> statement-breakpoint
CREATE INDEX `stock_alerts_variant_idx` ON `stock_alerts` (`variant_id`,`notified_at`);--> statement-breakpoint
CREATE INDEX `stock_alerts_email_idx` ON `stock_alerts` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `stock_alerts_waiting_idx` ON `stock_alerts` (`variant_id`,`email`) WHERE "stock_alerts"."notified_at" IS NULL;--> statement-breakpoint
CREATE TABLE `stock_adjustments` (
	`id` text PRIMARY KEY NOT NULL,
	`variant_id` integer NOT NULL,
	`reason` text NOT NULL,
	`quantity` integer NOT NULL,
	`delta` integer NOT NULL,
	`actor` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	CONSTRAINT "stock_adjustments_reason" CHECK("stock_adjustments"."reason" IN ('received','damaged','count'))
);
--> statement-breakpoint
CREATE INDEX `stock_adjustments_variant_idx` ON `stock_adjustments` (`variant_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `product_variants` ADD `low_stock_threshold` integer DEFAULT 3 NOT NULL;--> statement-breakpoint
-- Hand-written (issue 34): an adjustment is applied to its variant in the statement that writes it, with its audit
-- row; stock below zero violates product_variants_stock_nonnegative and aborts it all (no row, no audit).
CREATE TRIGGER `stock_adjustments_apply` AFTER INSERT ON `stock_adjustments` BEGIN
  UPDATE product_variants SET stock_quantity = stock_quantity + new.delta WHERE id = new.variant_id;
  SELECT RAISE(ABORT, 'variant not found') WHERE changes() = 0;
  INSERT INTO audit_log (actor, action, before, after, detail)
  SELECT new.actor, 'stock.adjusted', v.stock_quantity - new.delta, v.stock_quantity,
    json_object('variantId', new.variant_id, 'sku', v.sku, 'productId', v.product_id, 'reason', new.reason, 'quantity', new.quantity, 'delta', new.delta)
  FROM product_variants v WHERE v.id = new.variant_id;
END;
--> statement-breakpoint
-- Adjustments are records: never changed or deleted.
CREATE TRIGGER `stock_adjustments_no_update` BEFORE UPDATE ON `stock_adjustments` BEGIN
  SELECT RAISE(ABORT, 'stock adjustments are append-only');
END;
--> statement-breakpoint
CREATE TRIGGER `stock_adjustments_no_delete` BEFORE DELETE ON `stock_adjustments` BEGIN
  SELECT RAISE(ABORT, 'stock adjustments are append-only');
END;
--> statement-breakpoint
-- 'Avise-me quando voltar': the statement that takes a variant from sold out to in stock writes each waiting shopper's
-- e-mail (rendered when they asked) to the outbox, once (`stock-alert:<id>` is the event key), and marks them told.
CREATE TRIGGER `stock_alerts_back_in_stock` AFTER UPDATE OF stock_quantity ON `product_variants`
WHEN old.stock_quantity = 0 AND new.stock_quantity > 0 BEGIN
  INSERT INTO email_outbox (id, "to", subject, text, event_key)
  SELECT lower(hex(randomblob(16))), a.email, a.subject, a.text, 'stock-alert:' || a.id
  FROM stock_alerts a WHERE a.variant_id = new.id AND a.notified_at IS NULL
  ON CONFLICT (event_key) DO NOTHING;
  UPDATE stock_alerts SET notified_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE variant_id = new.id AND notified_at IS NULL;
END;
