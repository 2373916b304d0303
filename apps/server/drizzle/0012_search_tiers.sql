ALTER TABLE "products" ADD COLUMN "name_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', search_fold("products"."name"))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "meta_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', search_fold("products"."brand" || ' ' || "products"."category" || ' ' || "products"."primary_material"))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_name_vector_idx" ON "products" USING gin ("name_vector") WHERE "products"."archived_at" is null;--> statement-breakpoint
-- Hand-written (docs/decisions/029-catalogue-at-scale.md): the name order with the two small
-- vectors beside each entry, so a search's relevance tier is read in name order from this index
-- alone (an index-only scan) and stops at the page's end, however many products match.
CREATE INDEX "products_search_walk_idx" ON "products" (lower("name") COLLATE "C", "name" COLLATE "C", "id")
  INCLUDE ("name_vector", "meta_vector") WHERE "archived_at" IS NULL;
