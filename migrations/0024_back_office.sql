CREATE TABLE `staff_members` (
	`email` text PRIMARY KEY NOT NULL,
	`invited_by` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`actor` text NOT NULL,
	`action` text NOT NULL,
	`order_id` text,
	`before` text,
	`after` text,
	`detail` text
);
--> statement-breakpoint
CREATE INDEX `audit_log_order_idx` ON `audit_log` (`order_id`,`id`);--> statement-breakpoint
ALTER TABLE `orders` ADD `carrier` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `tracking_number` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `changed_by` text;--> statement-breakpoint
-- Hand-written (decisions/0042): the audit log is append-only. The database itself refuses to change or remove a row,
-- whoever asks (the worker, a console, a future bug).
CREATE TRIGGER `audit_log_no_update` BEFORE UPDATE ON `audit_log` BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only');
END;--> statement-breakpoint
CREATE TRIGGER `audit_log_no_delete` BEFORE DELETE ON `audit_log` BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only');
END;--> statement-breakpoint
-- Every order's life is written down in the same statement that lives it, whatever code path writes it: its creation,
-- each status change (who: the back-office member named in `changed_by` by that UPDATE, else 'sistema'; then cleared,
-- so the next change names its own) and the customer's withdrawal.
CREATE TRIGGER `orders_audit_created` AFTER INSERT ON `orders` BEGIN
  INSERT INTO audit_log (actor, action, order_id, after) VALUES ('sistema', 'order.created', new.id, new.status);
END;--> statement-breakpoint
CREATE TRIGGER `orders_audit_status` AFTER UPDATE OF status ON `orders` WHEN new.status IS NOT old.status BEGIN
  INSERT INTO audit_log (actor, action, order_id, before, after, detail) VALUES (
    coalesce(new.changed_by, 'sistema'), 'order.status', new.id, old.status, new.status,
    CASE new.status
      WHEN 'shipped' THEN json_object('carrier', new.carrier, 'trackingNumber', new.tracking_number)
      WHEN 'delivered' THEN json_object('deliveredAt', new.delivered_at)
    END
  );
  UPDATE orders SET changed_by = NULL WHERE id = new.id AND changed_by IS NOT NULL;
END;--> statement-breakpoint
CREATE TRIGGER `orders_audit_withdrawn` AFTER UPDATE OF withdrawn_at ON `orders` WHEN old.withdrawn_at IS NULL AND new.withdrawn_at IS NOT NULL BEGIN
  INSERT INTO audit_log (actor, action, order_id, detail) VALUES ('sistema', 'order.withdrawn', new.id, json_object('channel', new.withdrawal_channel));
END;
