CREATE TABLE `shop_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_by` text NOT NULL
);
--> statement-breakpoint
-- Hand-written (issue 46): a setting the pages show (the seller's identity in the footer, the legal pages, the JSON-LD)
-- changes the catalogue's version token in its own statement, so the edge-cached answers keyed by it are read afresh.
-- rule: A setting the owner saves gives the catalogue a new version token, so the cached pages and shop information show it at once (issue 46).
CREATE TRIGGER `catalog_version_shop_settings_insert` AFTER INSERT ON `shop_settings` BEGIN
  UPDATE `catalog_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;--> statement-breakpoint
-- rule: A setting the owner changes gives the catalogue a new version token, so the cached pages and shop information show it at once (issue 46).
CREATE TRIGGER `catalog_version_shop_settings_update` AFTER UPDATE ON `shop_settings` BEGIN
  UPDATE `catalog_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;--> statement-breakpoint
-- rule: A setting removed gives the catalogue a new version token, so the cached pages and shop information show it at once (issue 46).
CREATE TRIGGER `catalog_version_shop_settings_delete` AFTER DELETE ON `shop_settings` BEGIN
  UPDATE `catalog_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;
