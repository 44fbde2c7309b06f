ALTER TABLE `orders` ADD `gift_delivery` text;--> statement-breakpoint
ALTER TABLE `birth_lists` ADD `gift_address_id` text REFERENCES addresses(id) ON DELETE SET NULL;