ALTER TABLE `orders` ADD `goods_returned_at` text;--> statement-breakpoint
-- Hand-written (decisions/0042): the goods of a withdrawal coming back is in the order's audit log, who marked it too.
CREATE TRIGGER `orders_audit_goods_returned` AFTER UPDATE OF goods_returned_at ON `orders` WHEN old.goods_returned_at IS NULL AND new.goods_returned_at IS NOT NULL BEGIN
  INSERT INTO audit_log (actor, action, order_id, after) VALUES (coalesce(new.changed_by, 'sistema'), 'order.goods_returned', new.id, new.goods_returned_at);
  UPDATE orders SET changed_by = NULL WHERE id = new.id AND changed_by IS NOT NULL;
END;
