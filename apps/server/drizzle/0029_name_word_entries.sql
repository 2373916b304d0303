-- The name key's two texts compare byte by byte ("C"), as byName orders products (hand-edited:
-- drizzle has no column collation), so the key's index is the name order of each word.
CREATE TABLE "name_word_entries" (
	"lexeme" text NOT NULL,
	"name_key" text COLLATE "C" NOT NULL,
	"exact_name" text COLLATE "C" NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "name_word_entries_lexeme_name_key_exact_name_product_id_pk" PRIMARY KEY("lexeme","name_key","exact_name","product_id")
);
--> statement-breakpoint
-- Hand-written from here (docs/decisions/068-words-no-product-has.md): triggers keep an entry for
-- each lexeme of each visible product's name_vector, as 0026 keeps their counts. Entries are found
-- by their whole key, so no other index is needed to remove them.
CREATE OR REPLACE FUNCTION name_word_entries_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO name_word_entries (lexeme, name_key, exact_name, product_id)
    SELECT word, lower(c.name), c.name, c.id
      FROM changed_products AS c, unnest(tsvector_to_array(c.name_vector)) AS word
     WHERE c.archived_at IS NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION name_word_entries_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM name_word_entries AS w
   USING changed_products AS c, unnest(tsvector_to_array(c.name_vector)) AS word
   WHERE c.archived_at IS NULL
     AND (w.lexeme, w.name_key, w.exact_name, w.product_id) = (word, lower(c.name), c.name, c.id);
  RETURN NULL;
END $$;--> statement-breakpoint
-- One row renamed, or in or out of sight: its old entries go, its new ones come.
CREATE OR REPLACE FUNCTION name_word_entries_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.archived_at IS NULL THEN
    DELETE FROM name_word_entries AS w
     USING unnest(tsvector_to_array(OLD.name_vector)) AS word
     WHERE (w.lexeme, w.name_key, w.exact_name, w.product_id)
         = (word, lower(OLD.name), OLD.name, OLD.id);
  END IF;
  IF NEW.archived_at IS NULL THEN
    INSERT INTO name_word_entries (lexeme, name_key, exact_name, product_id)
      SELECT word, lower(NEW.name), NEW.name, NEW.id
        FROM unnest(tsvector_to_array(NEW.name_vector)) AS word;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION name_word_entries_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM name_word_entries;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_name_entries_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed_products
  FOR EACH STATEMENT EXECUTE FUNCTION name_word_entries_after_insert();--> statement-breakpoint
CREATE TRIGGER products_name_entries_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS changed_products
  FOR EACH STATEMENT EXECUTE FUNCTION name_word_entries_after_delete();--> statement-breakpoint
-- Only when the name or archived_at is set (the checkout's stock updates never fire it), and only
-- when the name or its visibility really changed (a case-only rename moves the entries' key).
CREATE TRIGGER products_name_entries_update AFTER UPDATE OF name, archived_at ON products
  FOR EACH ROW
  WHEN ((OLD.archived_at IS NULL) IS DISTINCT FROM (NEW.archived_at IS NULL)
        OR OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION name_word_entries_after_update();--> statement-breakpoint
CREATE TRIGGER products_name_entries_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION name_word_entries_after_truncate();--> statement-breakpoint
INSERT INTO name_word_entries (lexeme, name_key, exact_name, product_id)
  SELECT word, lower(p.name), p.name, p.id
    FROM products AS p, unnest(tsvector_to_array(p.name_vector)) AS word
   WHERE p.archived_at IS NULL;
