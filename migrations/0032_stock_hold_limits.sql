-- Hand-written (issue 43, decisions/0050): stock that cannot be held without paying.
-- A Multibanco reference holds the order's stock until the bank's deadline (days): only a customer whose e-mail was
-- verified may have one. Unverified accounts and guests pay by card or MB WAY inside the card window (31 minutes).
CREATE TRIGGER `orders_multibanco_verified` BEFORE UPDATE OF `payment_method` ON `orders`
WHEN NEW.`payment_method` = 'multibanco' AND OLD.`payment_method` IS NOT 'multibanco'
  AND NOT EXISTS (SELECT 1 FROM `users` WHERE `id` = NEW.`user_id` AND `email_verified_at` IS NOT NULL)
BEGIN
  SELECT RAISE(ABORT, 'multibanco_needs_verified_email');
END;--> statement-breakpoint
-- The reserving batch's last statement inserts (order id, the owner's per-line limit) here; the view keeps nothing, its
-- trigger checks the order just written against the stock as the batch left it, and aborts the whole batch:
-- - no line above the limit (what a household buys; ORDER_LINE_MAX_UNITS);
-- - for each of its variants, the units the customer holds in pending orders (this one included) are at most
--   max(limit, (free + held) / 2): half of what is not yet sold to others, and always the limit when the stock allows.
-- The batch is one transaction, so two parallel orders of one customer see each other.
CREATE VIEW `stock_hold_checks` AS SELECT NULL AS `order_id`, NULL AS `line_limit` WHERE 0;--> statement-breakpoint
CREATE TRIGGER `stock_hold_checks_insert` INSTEAD OF INSERT ON `stock_hold_checks`
BEGIN
  SELECT RAISE(ABORT, 'order_line_limit')
  WHERE EXISTS (SELECT 1 FROM `order_items` WHERE `order_id` = NEW.`order_id` AND `quantity` > NEW.`line_limit`);
  SELECT RAISE(ABORT, 'stock_share_limit')
  WHERE EXISTS (
    SELECT 1 FROM (
      SELECT v.`stock_quantity` AS free,
        (SELECT coalesce(sum(h.`quantity`), 0) FROM `orders` o JOIN `order_items` h ON h.`order_id` = o.`id`
         WHERE o.`user_id` = (SELECT `user_id` FROM `orders` WHERE `id` = NEW.`order_id`) AND o.`status` = 'pending'
           AND h.`variant_id` = v.`id`) AS held
      FROM `product_variants` v
      WHERE v.`id` IN (SELECT `variant_id` FROM `order_items` WHERE `order_id` = NEW.`order_id`)
    )
    WHERE held > max(NEW.`line_limit`, (free + held) / 2)
  );
END;
