CREATE TABLE `manufacturers` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`address` text NOT NULL,
	`contact` text NOT NULL,
	`country` text NOT NULL,
	`eu_responsible_name` text,
	`eu_responsible_address` text,
	`eu_responsible_contact` text,
	CONSTRAINT "manufacturers_eu_responsible" CHECK("manufacturers"."country" IN ('AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK') OR ("manufacturers"."eu_responsible_name" IS NOT NULL AND "manufacturers"."eu_responsible_address" IS NOT NULL AND "manufacturers"."eu_responsible_contact" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE `products` ADD `manufacturer_id` integer REFERENCES manufacturers(id);--> statement-breakpoint
ALTER TABLE `products` ADD `model` text;--> statement-breakpoint
ALTER TABLE `products` ADD `gtin` text;--> statement-breakpoint
ALTER TABLE `products` ADD `safety_warnings` text DEFAULT '[]' NOT NULL;