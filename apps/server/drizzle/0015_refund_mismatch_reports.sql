ALTER TABLE "refunds" ADD COLUMN "reported_amount_paise" bigint;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "reported_currency" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "reported_gateway_payment_id" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "mismatch_reported_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "refunds_mismatch_idx" ON "refunds" USING btree ("mismatch_reported_at") WHERE "refunds"."mismatch_reported_at" is not null and "refunds"."status" = 'pending';