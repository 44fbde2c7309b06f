CREATE TABLE `parcel_boxes` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`length_cm` integer NOT NULL,
	`width_cm` integer NOT NULL,
	`height_cm` integer NOT NULL,
	`tare_grams` integer NOT NULL,
	`position` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`retired_at` text,
	CONSTRAINT "parcel_boxes_sides" CHECK("parcel_boxes"."length_cm" BETWEEN 1 AND 120 AND "parcel_boxes"."width_cm" BETWEEN 1 AND 120 AND "parcel_boxes"."height_cm" BETWEEN 1 AND 120),
	CONSTRAINT "parcel_boxes_tare" CHECK("parcel_boxes"."tare_grams" BETWEEN 0 AND 5000),
	CONSTRAINT "parcel_boxes_name" CHECK(length("parcel_boxes"."name") BETWEEN 1 AND 40)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `parcel_boxes_name_idx` ON `parcel_boxes` (lower("name")) WHERE "parcel_boxes"."retired_at" IS NULL;--> statement-breakpoint
-- The four boxes the shop had as a fixed list (shared/parcel-boxes.ts until now): the labels bought with them keep their ids.
INSERT INTO `parcel_boxes` (`id`, `name`, `length_cm`, `width_cm`, `height_cm`, `tare_grams`, `position`) VALUES
	('pequena', 'Pequena', 30, 20, 10, 150, 0),
	('media', 'Média', 40, 30, 20, 300, 1),
	('grande', 'Grande', 60, 40, 40, 650, 2),
	('volumosa', 'Volumosa', 100, 60, 50, 1500, 3);
