CREATE TABLE "delivery_holidays" (
	"day" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"origin_pincode" text,
	"within_km" integer,
	"pincodes" text[] DEFAULT '{}'::text[] NOT NULL,
	"prefixes" text[] DEFAULT '{}'::text[] NOT NULL,
	"rest_of_india" boolean DEFAULT false NOT NULL,
	"serviceable" boolean NOT NULL,
	"charge_paise" integer NOT NULL,
	"lead_days" integer NOT NULL,
	"weekday_mask" smallint NOT NULL,
	"cutoff_minutes" integer NOT NULL,
	"assembly" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_zones_name_unique" UNIQUE("name"),
	CONSTRAINT "delivery_zones_position_unique" UNIQUE("position"),
	CONSTRAINT "delivery_zones_charge_check" CHECK ("delivery_zones"."charge_paise" between 0 and 5000000),
	CONSTRAINT "delivery_zones_lead_days_check" CHECK ("delivery_zones"."lead_days" between 0 and 60),
	CONSTRAINT "delivery_zones_weekdays_check" CHECK ("delivery_zones"."weekday_mask" between 1 and 127),
	CONSTRAINT "delivery_zones_cutoff_check" CHECK ("delivery_zones"."cutoff_minutes" between 0 and 1439),
	CONSTRAINT "delivery_zones_distance_check" CHECK (("delivery_zones"."within_km" is null) = ("delivery_zones"."origin_pincode" is null))
);
--> statement-breakpoint
-- Hand-written: the shop's default zones and holidays (docs/decisions/049-delivery-zones.md). The
-- showroom is in Jaipur (302001): free within 50 km, two charged bands, and the rest of India not
-- served until the owner says so in the admin panel. Mon–Sat (mask 63), cut-off 14:00 (840).
INSERT INTO "delivery_zones" ("name", "position", "origin_pincode", "within_km", "rest_of_india", "serviceable", "charge_paise", "lead_days", "weekday_mask", "cutoff_minutes", "assembly") VALUES
	('Jaipur, within 50 km', 1, '302001', 50, false, true, 0, 2, 63, 840, true),
	('50 to 150 km', 2, '302001', 150, false, true, 149900, 4, 63, 840, true),
	('150 to 200 km', 3, '302001', 200, false, true, 249900, 6, 63, 840, true),
	('Rest of India', 4, NULL, NULL, true, false, 499900, 10, 63, 840, false)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "delivery_holidays" ("day", "name") VALUES
	('2026-12-25', 'Christmas'),
	('2027-01-26', 'Republic Day'),
	('2027-08-15', 'Independence Day'),
	('2027-10-02', 'Gandhi Jayanti')
ON CONFLICT DO NOTHING;
