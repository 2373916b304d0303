CREATE TABLE "order_claim_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_claim_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_check";--> statement-breakpoint
DROP INDEX "orders_idempotency_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "created_by_admin_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "created_by_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment" text DEFAULT 'delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_mode" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "showroom_mode" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "showroom_reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "received_by" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "walk_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "order_claim_tokens" ADD CONSTRAINT "order_claim_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_claim_tokens_user_idx" ON "order_claim_tokens" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_admin_id_users_id_fk" FOREIGN KEY ("created_by_admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_staff_idempotency_idx" ON "orders" USING btree ("created_by_admin_id","idempotency_key") WHERE "orders"."created_by_admin_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_channel_idx" ON "orders" USING btree ("channel");--> statement-breakpoint
CREATE UNIQUE INDEX "users_walk_in_phone_idx" ON "users" USING btree ("phone") WHERE "users"."walk_in";--> statement-breakpoint
CREATE INDEX "users_contact_email_idx" ON "users" USING btree (lower("contact_email")) WHERE "users"."walk_in";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_idx" ON "orders" USING btree ("user_id","idempotency_key") WHERE "orders"."created_by_admin_id" is null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_check" CHECK ("orders"."channel" in ('online','showroom','phone'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment_check" CHECK ("orders"."fulfilment" in ('delivery','collect'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_mode_check" CHECK (("orders"."payment_method" = 'showroom') = coalesce("orders"."payment_mode" in ('cash','card','upi'), false));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('cod','gateway','showroom'));