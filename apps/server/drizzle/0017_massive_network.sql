ALTER TABLE "orders" ADD COLUMN "delivery_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_check" CHECK ("orders"."delivery_paise" >= 0);