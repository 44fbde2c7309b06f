DROP INDEX `order_refunds_session_idx`;--> statement-breakpoint
ALTER TABLE `order_refunds` ADD `actor` text;--> statement-breakpoint
ALTER TABLE `order_refunds` ADD `detail` text;--> statement-breakpoint
CREATE UNIQUE INDEX `order_refunds_session_idx` ON `order_refunds` (`session_id`) WHERE `reason` IN ('order_not_pending', 'paid_twice');--> statement-breakpoint
-- Hand-written (decisions/0043): the shop's refunds of an order's own payment never add up to more than was paid. The
-- database refuses the row that would pass the order's total, whoever writes it and however many at once (D1 runs
-- one write at a time, so each sees the ones before it); a refund of a payment that is not the order's is refused too.
CREATE TRIGGER `order_refunds_within_paid` BEFORE INSERT ON `order_refunds` WHEN new.reason = 'shop' BEGIN
  SELECT RAISE(ABORT, 'refund exceeds what was paid')
  WHERE new.amount_cents <= 0
    OR NOT EXISTS (SELECT 1 FROM orders WHERE id = new.order_id AND paid_session_id = new.session_id)
    OR (SELECT coalesce(sum(amount_cents), 0) FROM order_refunds WHERE order_id = new.order_id AND reason = 'shop') + new.amount_cents
       > (SELECT total_cents FROM orders WHERE id = new.order_id);
END;--> statement-breakpoint
-- Every refund is in the audit log (decisions/0042): opened (by whom, how much) and confirmed by the provider.
CREATE TRIGGER `order_refunds_audit_opened` AFTER INSERT ON `order_refunds` BEGIN
  INSERT INTO audit_log (actor, action, order_id, after, detail)
  VALUES (coalesce(new.actor, 'sistema'), 'order.refund', new.order_id, new.amount_cents, json_object('refund', new.id, 'reason', new.reason, 'detail', json(coalesce(new.detail, 'null'))));
END;--> statement-breakpoint
CREATE TRIGGER `order_refunds_audit_done` AFTER UPDATE OF status ON `order_refunds` WHEN new.status = 'succeeded' AND old.status IS NOT 'succeeded' BEGIN
  INSERT INTO audit_log (actor, action, order_id, after, detail)
  VALUES ('sistema', 'order.refunded', new.order_id, new.amount_cents, json_object('refund', new.id, 'providerRefundId', new.provider_refund_id));
END;
