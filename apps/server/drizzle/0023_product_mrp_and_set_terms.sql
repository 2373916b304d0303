ALTER TABLE "products" ADD COLUMN "mrp_paise" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "set_description" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "set_items_price_paise" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_mrp_check" CHECK ("products"."mrp_paise" is null or "products"."mrp_paise" >= "products"."price_paise");