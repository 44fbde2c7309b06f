-- Hand-written (issue 43, decisions/0049): the units an order's refunds (and the owner's cancellation of a paid order)
-- put back in stock are written down as 'order.restocked' rows of the order's audit log (append-only, migration 0024):
-- detail {variantId, quantity, asked, refund}, `after` the units. That ledger is what caps them: per variant of the
-- order, never more than was sold less what is back already.
--
-- First the restocks made before this migration, as they were made (so the cap counts them): each shop refund with
-- 'restock' put its lines back (those of the order's own variants)...
INSERT INTO audit_log (at, actor, action, order_id, after, detail)
SELECT r.created_at, coalesce(r.actor, 'sistema'), 'order.restocked', r.order_id, json_extract(l.value, '$.quantity'),
  json_object('variantId', json_extract(l.value, '$.variantId'), 'quantity', json_extract(l.value, '$.quantity'), 'refund', r.id, 'migrated', 1)
FROM order_refunds r, json_each(r.detail, '$.lines') l
WHERE r.reason = 'shop' AND r.detail IS NOT NULL AND json_extract(r.detail, '$.restock') = 1 AND json_extract(l.value, '$.quantity') > 0
  AND EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = r.order_id AND i.variant_id = json_extract(l.value, '$.variantId'))
ORDER BY r.created_at, r.rowid;--> statement-breakpoint
-- ...and a paid order the owner cancelled put back what those refunds had not.
INSERT INTO audit_log (at, actor, action, order_id, after, detail)
SELECT coalesce(b.at, strftime('%Y-%m-%dT%H:%M:%fZ','now')), 'sistema', 'order.restocked', b.order_id, b.q,
  json_object('variantId', b.variant_id, 'quantity', b.q, 'refund', NULL, 'migrated', 1)
FROM (
  SELECT i.order_id, i.variant_id, o.cancelled_at AS at,
    sum(i.quantity) - (SELECT coalesce(sum(json_extract(a.detail, '$.quantity')), 0) FROM audit_log a
                       WHERE a.order_id = i.order_id AND a.action = 'order.restocked' AND json_extract(a.detail, '$.variantId') = i.variant_id) AS q
  FROM order_items i JOIN orders o ON o.id = i.order_id
  WHERE i.variant_id IS NOT NULL AND o.status = 'cancelled'
    AND EXISTS (SELECT 1 FROM audit_log s WHERE s.order_id = o.id AND s.action = 'order.status' AND s.before IN ('paid', 'processing') AND s.after = 'cancelled')
  GROUP BY i.order_id, i.variant_id
) b
WHERE b.q > 0;--> statement-breakpoint
-- The cap, whoever writes the row and however many at once (D1 runs one write at a time, and each statement of a batch
-- sees the ones before it): a positive whole number of units (D1 binds numbers as reals: 2.0 is 2) of a variant the
-- order has, at most what it sold less what is back already. A refused row aborts its whole batch: the refund with it,
-- nothing half-written.
CREATE TRIGGER `audit_log_restock_within_sold` BEFORE INSERT ON `audit_log` WHEN new.action = 'order.restocked' BEGIN
  SELECT RAISE(ABORT, 'restock exceeds what was sold')
  WHERE typeof(json_extract(new.detail, '$.quantity')) NOT IN ('integer', 'real')
    OR json_extract(new.detail, '$.quantity') <> CAST(json_extract(new.detail, '$.quantity') AS INTEGER)
    OR json_extract(new.detail, '$.quantity') <= 0
    OR json_extract(new.detail, '$.quantity')
       > (SELECT coalesce(sum(quantity), 0) FROM order_items WHERE order_id = new.order_id AND variant_id = json_extract(new.detail, '$.variantId'))
         - (SELECT coalesce(sum(json_extract(detail, '$.quantity')), 0) FROM audit_log
            WHERE order_id = new.order_id AND action = 'order.restocked' AND json_extract(detail, '$.variantId') = json_extract(new.detail, '$.variantId'));
END;--> statement-breakpoint
-- The units are put back by the statement that writes them down (as stock adjustments are, migration 0028): the stock
-- and its record never disagree, and stock comes back for an order only through this capped row.
CREATE TRIGGER `audit_log_restock_apply` AFTER INSERT ON `audit_log` WHEN new.action = 'order.restocked' BEGIN
  UPDATE product_variants SET stock_quantity = stock_quantity + json_extract(new.detail, '$.quantity') WHERE id = json_extract(new.detail, '$.variantId');
  SELECT RAISE(ABORT, 'variant not found') WHERE changes() = 0;
END;
