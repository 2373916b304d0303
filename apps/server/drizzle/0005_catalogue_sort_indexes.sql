DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_name_idx";--> statement-breakpoint
CREATE INDEX "products_sort_name_idx" ON "products" USING btree (lower("name") collate "C","name" collate "C","id") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_sort_price_asc_idx" ON "products" USING btree ("price_paise",lower("name") collate "C","name" collate "C","id") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_sort_price_desc_idx" ON "products" USING btree ((-"price_paise"),lower("name") collate "C","name" collate "C","id") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_sort_rating_idx" ON "products" USING btree ((-"rating"),lower("name") collate "C","name" collate "C","id") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_sort_stock_asc_idx" ON "products" USING btree ("stock",lower("name") collate "C","name" collate "C","id") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_sort_stock_desc_idx" ON "products" USING btree ((-"stock"),lower("name") collate "C","name" collate "C","id") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_sort_newest_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,lower("name") collate "C","name" collate "C","id") WHERE "products"."archived_at" is null;