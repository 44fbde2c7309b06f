-- Issue 43 (decisions/0051): the welcome code is for the first purchase, held by the database in the batch that places
-- the order (worker/features/orders/orders.repo.ts), so no order of placing, paying or racing requests steps around it.
-- Hand-written: triggers only, no table or column (the drizzle schema is unchanged).
--
-- 1. A code is redeemed (by its order's batch) only when the order's customer has no other order pending or paid.
CREATE TRIGGER `discount_codes_first_purchase` BEFORE UPDATE OF `redeemed_at` ON `discount_codes`
WHEN NEW.`redeemed_at` IS NOT NULL AND OLD.`redeemed_at` IS NULL AND NEW.`order_id` IS NOT NULL
  AND EXISTS (
    SELECT 1 FROM `orders` AS `mine`
    JOIN `orders` AS `other` ON `other`.`user_id` = `mine`.`user_id` AND `other`.`id` <> `mine`.`id`
    WHERE `mine`.`id` = NEW.`order_id` AND (`other`.`status` = 'pending' OR `other`.`paid_at` IS NOT NULL)
  )
BEGIN
  SELECT RAISE(ABORT, 'welcome_code_first_purchase');
END;
--> statement-breakpoint
-- 2. While a customer's discounted order is pending, no plain order of theirs is placed: the discounted one is paid
-- (then it was the first purchase) or cancelled (then the code is free again) first. (A discounted one is refused by 1,
-- or by the code's own single use.)
CREATE TRIGGER `orders_welcome_order_pending` BEFORE INSERT ON `orders`
WHEN NEW.`user_id` IS NOT NULL AND NEW.`discount_cents` = 0
  AND EXISTS (SELECT 1 FROM `orders` WHERE `user_id` = NEW.`user_id` AND `status` = 'pending' AND `discount_cents` > 0)
BEGIN
  SELECT RAISE(ABORT, 'welcome_order_pending');
END;
