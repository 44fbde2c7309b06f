CREATE TABLE `health_notices` (
	`key` text PRIMARY KEY NOT NULL,
	`run_id` text NOT NULL,
	`noticed_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `job_runs` (
	`name` text PRIMARY KEY NOT NULL,
	`started_at` text NOT NULL,
	`finished_at` text NOT NULL,
	`ok` integer NOT NULL,
	`detail` text,
	`failing_since` text
);
--> statement-breakpoint
CREATE TABLE `unmatched_payment_events` (
	`event_id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`event_type` text NOT NULL,
	`session_id` text NOT NULL,
	`received_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `webhook_receipts` (
	`provider` text PRIMARY KEY NOT NULL,
	`received_at` text NOT NULL,
	`event_type` text,
	`outcome` text NOT NULL
);
