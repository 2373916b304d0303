ALTER TABLE "products" ADD COLUMN "name_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', search_fold("products"."name"))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "meta_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', search_fold("products"."brand" || ' ' || "products"."category" || ' ' || "products"."primary_material"))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "search_terms" ADD COLUMN "in_name" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "search_terms" ADD COLUMN "stem" text GENERATED ALWAYS AS (strip(to_tsvector('english', "search_terms"."term"))::text) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_name_vector_idx" ON "products" USING gin ("name_vector") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "search_terms_name_stem_idx" ON "search_terms" USING btree ("stem") WHERE "search_terms"."in_name";--> statement-breakpoint
-- Hand-written (docs/decisions/029-catalogue-at-scale.md): the name order with the two small
-- vectors beside each entry, so a search's relevance tier is read in name order from this index
-- alone (an index-only scan) and stops at the page's end, however many products match.
CREATE INDEX "products_search_walk_idx" ON "products" (lower("name") COLLATE "C", "name" COLLATE "C", "id")
  INCLUDE ("name_vector", "meta_vector") WHERE "archived_at" IS NULL;
--> statement-breakpoint
-- The vocabulary's triggers (0009) now also mark the words of names (in_name).
CREATE OR REPLACE FUNCTION search_terms_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms AS t (term, in_name)
    SELECT word, bool_or(named) FROM (
      SELECT search_terms_words(search_text) AS word, false AS named FROM inserted_products
      UNION ALL
      SELECT search_terms_words(search_fold(name)), true FROM inserted_products) AS words
    GROUP BY word ORDER BY word
    ON CONFLICT (term) DO UPDATE SET in_name = true WHERE excluded.in_name AND NOT t.in_name;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_terms_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms AS t (term, in_name)
    SELECT word, bool_or(named) FROM (
      SELECT search_terms_words(NEW.search_text) AS word, false AS named
      UNION ALL
      SELECT search_terms_words(search_fold(NEW.name)), true) AS words
    GROUP BY word ORDER BY word
    ON CONFLICT (term) DO UPDATE SET in_name = true WHERE excluded.in_name AND NOT t.in_name;
  RETURN NULL;
END $$;--> statement-breakpoint
UPDATE search_terms SET in_name = true
  WHERE term IN (SELECT search_terms_words(search_fold(name)) FROM products);
