CREATE INDEX `order_refunds_refunded_idx` ON `order_refunds` (`refunded_at`);--> statement-breakpoint
CREATE INDEX `invoice_documents_date_idx` ON `invoice_documents` (json_extract("content", '$.date'));
