CREATE TABLE `search_counts` (
	`day` text NOT NULL,
	`language` text NOT NULL,
	`query` text NOT NULL,
	`searches` integer DEFAULT 0 NOT NULL,
	`zero_results` integer DEFAULT 0 NOT NULL,
	`opened` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `language`, `query`),
	CONSTRAINT "search_counts_language" CHECK("search_counts"."language" IN ('pt','es')),
	CONSTRAINT "search_counts_query" CHECK(length("search_counts"."query") BETWEEN 1 AND 80),
	CONSTRAINT "search_counts_figures" CHECK("search_counts"."searches" >= 0 AND "search_counts"."zero_results" BETWEEN 0 AND "search_counts"."searches" AND "search_counts"."opened" >= 0)
);
--> statement-breakpoint
CREATE TABLE `search_synonyms` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`language` text NOT NULL,
	`term` text NOT NULL,
	`synonym` text NOT NULL,
	`created_by` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	CONSTRAINT "search_synonyms_language" CHECK("search_synonyms"."language" IN ('pt','es')),
	CONSTRAINT "search_synonyms_term" CHECK(length("search_synonyms"."term") BETWEEN 2 AND 40 AND "search_synonyms"."term" = lower("search_synonyms"."term") AND instr("search_synonyms"."term", ' ') = 0),
	CONSTRAINT "search_synonyms_synonym" CHECK(length("search_synonyms"."synonym") BETWEEN 2 AND 80)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `search_synonyms_term_idx` ON `search_synonyms` (`language`,`term`);--> statement-breakpoint
-- rule: A new synonym gives the catalogue a new version token, so a cached search answers with it at once (decisions/0078).
CREATE TRIGGER `catalog_version_search_synonyms_insert` AFTER INSERT ON `search_synonyms` BEGIN
  UPDATE `catalog_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;--> statement-breakpoint
-- rule: Removing a synonym gives the catalogue a new version token, so a cached search stops using it at once (decisions/0078).
CREATE TRIGGER `catalog_version_search_synonyms_delete` AFTER DELETE ON `search_synonyms` BEGIN
  UPDATE `catalog_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;
