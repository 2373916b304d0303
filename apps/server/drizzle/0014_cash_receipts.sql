CREATE TABLE "cash_receipts" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"amount_paise" integer NOT NULL,
	"received_on" date NOT NULL,
	"received_by" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"recorded_by" text,
	"recorded_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_receipts_amount_check" CHECK ("cash_receipts"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "cash_receipts" ADD CONSTRAINT "cash_receipts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_receipts" ADD CONSTRAINT "cash_receipts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;