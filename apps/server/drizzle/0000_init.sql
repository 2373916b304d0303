CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"ip_address" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"price_paise" integer NOT NULL,
	"set_price_paise" integer,
	"has_set_option" boolean DEFAULT false NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category" text NOT NULL,
	"room_type" text NOT NULL,
	"primary_material" text NOT NULL,
	"storage" text NOT NULL,
	"assembly" text NOT NULL,
	"dimensions_cm" text NOT NULL,
	"dimensions_inches" text NOT NULL,
	"weight" text NOT NULL,
	"warranty" text NOT NULL,
	"description" text NOT NULL,
	"rating" double precision DEFAULT 0 NOT NULL,
	"seating_height" integer,
	"recommended_mattress_size" text,
	"stock" integer DEFAULT 0 NOT NULL,
	"stock_threshold" integer DEFAULT 10 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_paise");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name");