CREATE TABLE `invoice_documents` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`event_key` text NOT NULL,
	`kind` text NOT NULL,
	`refund_id` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`last_error` text,
	`content` text,
	`provider` text,
	`provider_document_id` text,
	`number` text,
	`atcud` text,
	`qr_code` text,
	`pdf_url` text,
	`total_cents` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`issued_at` text,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "invoice_documents_kind" CHECK("invoice_documents"."kind" IN ('invoice_receipt','credit_note')),
	CONSTRAINT "invoice_documents_status" CHECK("invoice_documents"."status" IN ('pending','issued','failed','manual'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoice_documents_event_key_unique` ON `invoice_documents` (`event_key`);--> statement-breakpoint
CREATE INDEX `invoice_documents_order_idx` ON `invoice_documents` (`order_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `invoice_documents_due_idx` ON `invoice_documents` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `simulated_invoice_series` (
	`series` text PRIMARY KEY NOT NULL,
	`last_number` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `vat_rates` (
	`region` text NOT NULL,
	`tax_category` text NOT NULL,
	`rate_bp` integer NOT NULL,
	PRIMARY KEY(`region`, `tax_category`),
	CONSTRAINT "vat_rates_rate" CHECK("vat_rates"."rate_bp" >= 0 AND "vat_rates"."rate_bp" < 10000)
);
--> statement-breakpoint
ALTER TABLE `products` ADD `tax_category` text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE `order_items` ADD `tax_category` text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `invoice_nif` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `invoice_name` text;--> statement-breakpoint
-- Hand-written (issue 33, decisions/0044): the VAT rates are data. Portugal (CIVA art. 18): mainland 23/13/6, Açores
-- (PT-20) 16/9/4, Madeira (PT-30) 22/12/5. Spain (LIVA art. 90-91), used for deliveries to Spain under OSS: 21 general,
-- 10 reduced; the categories follow the Portuguese lists, and Spain has no reduced rate for child car seats (the
-- Portuguese 'reduced' products), so they are 21 there.
INSERT INTO vat_rates (region, tax_category, rate_bp) VALUES
  ('PT', 'normal', 2300), ('PT', 'intermediate', 1300), ('PT', 'reduced', 600),
  ('PT-20', 'normal', 1600), ('PT-20', 'intermediate', 900), ('PT-20', 'reduced', 400),
  ('PT-30', 'normal', 2200), ('PT-30', 'intermediate', 1200), ('PT-30', 'reduced', 500),
  ('ES', 'normal', 2100), ('ES', 'intermediate', 1000), ('ES', 'reduced', 2100);
--> statement-breakpoint
-- Child car seats and carrycots for cars are in CIVA's Lista I (item 2.11): the reduced rate.
UPDATE products SET tax_category = 'reduced'
WHERE subcategory_id IN (SELECT id FROM subcategories WHERE slug = 'cadeira-auto');
--> statement-breakpoint
-- A fiscal document is never deleted, and once issued its number, ATCUD and total never change.
CREATE TRIGGER `invoice_documents_no_delete` BEFORE DELETE ON `invoice_documents` BEGIN
  SELECT RAISE(ABORT, 'invoice documents are kept');
END;
--> statement-breakpoint
CREATE TRIGGER `invoice_documents_issued_fixed` BEFORE UPDATE ON `invoice_documents` WHEN old.status = 'issued' BEGIN
  SELECT RAISE(ABORT, 'an issued document does not change');
END;
