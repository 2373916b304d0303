CREATE TABLE "delivery_slot_bookings" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"slot" text NOT NULL,
	"booked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "delivery_slot_days" (
	"day" date NOT NULL,
	"slot" text NOT NULL,
	"capacity" integer,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "delivery_slot_days_day_slot_pk" PRIMARY KEY("day","slot"),
	CONSTRAINT "delivery_slot_days_capacity_check" CHECK ("delivery_slot_days"."capacity" is null or "delivery_slot_days"."capacity" >= 0),
	CONSTRAINT "delivery_slot_days_booked_check" CHECK ("delivery_slot_days"."booked" >= 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_slots" (
	"code" text PRIMARY KEY NOT NULL,
	"start_hour" integer NOT NULL,
	"end_hour" integer NOT NULL,
	"default_capacity" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "delivery_slots_code_check" CHECK ("delivery_slots"."code" in ('morning','afternoon','evening')),
	CONSTRAINT "delivery_slots_hours_check" CHECK ("delivery_slots"."start_hour" >= 0 and "delivery_slots"."end_hour" <= 24 and "delivery_slots"."start_hour" < "delivery_slots"."end_hour"),
	CONSTRAINT "delivery_slots_capacity_check" CHECK ("delivery_slots"."default_capacity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "delivery_slot_bookings" ADD CONSTRAINT "delivery_slot_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_slot_bookings" ADD CONSTRAINT "delivery_slot_bookings_day_fk" FOREIGN KEY ("day","slot") REFERENCES "public"."delivery_slot_days"("day","slot") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_slot_days" ADD CONSTRAINT "delivery_slot_days_slot_delivery_slots_code_fk" FOREIGN KEY ("slot") REFERENCES "public"."delivery_slots"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_slot_bookings_day_idx" ON "delivery_slot_bookings" USING btree ("day","slot") WHERE "delivery_slot_bookings"."released_at" is null;--> statement-breakpoint
-- Hand-written: the three slots of a day and their default places (docs/decisions/050), within the
-- showroom's hours (9 AM-9 PM); the admin changes the places in the panel.
INSERT INTO "delivery_slots" ("code", "start_hour", "end_hour", "default_capacity", "position") VALUES
	('morning', 9, 13, 6, 1),
	('afternoon', 13, 17, 6, 2),
	('evening', 17, 21, 4, 3)
ON CONFLICT ("code") DO NOTHING;
