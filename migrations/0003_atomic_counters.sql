CREATE TABLE `counters` (
	`key` text PRIMARY KEY NOT NULL,
	`n` integer NOT NULL,
	`window_ends_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `counters_window_idx` ON `counters` (`window_ends_at`);