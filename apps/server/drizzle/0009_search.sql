-- Hand-written (docs/decisions/020-typo-tolerant-search.md): the extensions and the folding
-- function come before drizzle-kit's statements that use them, the vocabulary's triggers after.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold("products"."name" || ' ' || "products"."brand" || ' ' || "products"."category" || ' ' || "products"."primary_material")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', search_fold("products"."name")), 'A')
        || setweight(to_tsvector('english', search_fold("products"."brand" || ' ' || "products"."category" || ' ' || "products"."primary_material")), 'B')
        || setweight(to_tsvector('english', search_fold("products"."description")), 'D')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
-- The catalogue vocabulary (typo correction, "Did you mean"): the alphabetic words (3+ letters) of each written product's search text.
CREATE OR REPLACE FUNCTION search_terms_words(search_text text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT DISTINCT word FROM regexp_split_to_table(search_text, '[^[:alpha:]]+') AS word
        WHERE length(word) >= 3 $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_terms_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
    SELECT DISTINCT search_terms_words(search_text) FROM inserted_products
    ON CONFLICT (term) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_terms_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
    SELECT search_terms_words(NEW.search_text)
    ON CONFLICT (term) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
-- One statement-level trigger for bulk inserts; on update only when a searched column is set, so
-- the checkout's stock updates never pay for it.
CREATE TRIGGER products_search_terms_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS inserted_products
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_after_insert();--> statement-breakpoint
CREATE TRIGGER products_search_terms_update AFTER UPDATE OF name, brand, category, primary_material ON products
  FOR EACH ROW EXECUTE FUNCTION search_terms_after_update();--> statement-breakpoint
INSERT INTO search_terms (term)
  SELECT DISTINCT search_terms_words(search_text) FROM products
  ON CONFLICT (term) DO NOTHING;