CREATE TABLE "search_word_counts" (
	"lexeme" text PRIMARY KEY NOT NULL,
	"visible" integer NOT NULL,
	CONSTRAINT "search_word_counts_visible_check" CHECK ("search_word_counts"."visible" >= 0)
);
--> statement-breakpoint
-- Hand-written from here (docs/decisions/068-words-no-product-has.md): search_word_counts is kept
-- as 0026 keeps name_word_counts, over search_vector (name, brand, category, material and
-- description). 0026's functions become one set for both tables: each trigger names its counts
-- table and the products' tsvector column (TG_ARGV). A word counts a visible product once
-- (tsvector_to_array lists each lexeme once, whatever its weights).
-- A removal updates the row it was counted in (an upsert would check its negative row first).
CREATE OR REPLACE FUNCTION word_counts_add(p_table text, p_lexeme text, p_delta integer) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  IF p_delta > 0 THEN
    EXECUTE format('INSERT INTO %I AS c (lexeme, visible) VALUES ($1, $2)
        ON CONFLICT (lexeme) DO UPDATE SET visible = c.visible + excluded.visible', p_table)
      USING p_lexeme, p_delta;
  ELSE
    EXECUTE format('UPDATE %I SET visible = visible + $2 WHERE lexeme = $1', p_table)
      USING p_lexeme, p_delta;
  END IF;
END $$;--> statement-breakpoint
-- Rows are changed in word order, so two statements that touch the same words lock them in the
-- same order and never deadlock each other (and one table after the other: triggers fire in the
-- order of their names). One function for both statement triggers: each names its transition
-- table changed_products, and TG_OP says whether its rows come or go. New products' words go in
-- as one upsert (it inserts in its SELECT's order); removed ones a word at a time.
CREATE OR REPLACE FUNCTION word_counts_after_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  words text := format('SELECT word, count(*)::integer AS n
             FROM changed_products, unnest(tsvector_to_array(%I)) AS word
            WHERE archived_at IS NULL
            GROUP BY word ORDER BY word', TG_ARGV[1]);
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('INSERT INTO %I AS c (lexeme, visible) %s
        ON CONFLICT (lexeme) DO UPDATE SET visible = c.visible + excluded.visible',
      TG_ARGV[0], words);
  ELSE
    FOR r IN EXECUTE words LOOP
      PERFORM word_counts_add(TG_ARGV[0], r.word, -r.n);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- One row rewritten, or in or out of sight: each word it loses or gains, in word order.
CREATE OR REPLACE FUNCTION word_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN EXECUTE format('SELECT word, sum(delta)::integer AS n FROM (
             SELECT unnest(tsvector_to_array(($1).%1$I)) AS word, -1 AS delta
              WHERE ($1).archived_at IS NULL
             UNION ALL
             SELECT unnest(tsvector_to_array(($2).%1$I)), 1
              WHERE ($2).archived_at IS NULL) AS moves
            GROUP BY word HAVING sum(delta) <> 0 ORDER BY word', TG_ARGV[1]) USING OLD, NEW LOOP
    PERFORM word_counts_add(TG_ARGV[0], r.word, r.n);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION word_counts_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DELETE FROM %I', TG_ARGV[0]);
  RETURN NULL;
END $$;--> statement-breakpoint
-- 0026's triggers on these functions, then its own functions gone.
DROP TRIGGER products_name_words_insert ON products;--> statement-breakpoint
DROP TRIGGER products_name_words_delete ON products;--> statement-breakpoint
DROP TRIGGER products_name_words_update ON products;--> statement-breakpoint
DROP TRIGGER products_name_words_truncate ON products;--> statement-breakpoint
DROP FUNCTION name_word_counts_after_write();--> statement-breakpoint
DROP FUNCTION name_word_counts_after_update();--> statement-breakpoint
DROP FUNCTION name_word_counts_after_truncate();--> statement-breakpoint
DROP FUNCTION name_word_counts_add(text, integer);--> statement-breakpoint
CREATE TRIGGER products_name_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed_products
  FOR EACH STATEMENT EXECUTE FUNCTION word_counts_after_write('name_word_counts', 'name_vector');--> statement-breakpoint
CREATE TRIGGER products_name_words_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS changed_products
  FOR EACH STATEMENT EXECUTE FUNCTION word_counts_after_write('name_word_counts', 'name_vector');--> statement-breakpoint
-- Only when the name or archived_at is set (the checkout's stock updates never fire it), and only
-- for a row whose words or visibility really changed.
CREATE TRIGGER products_name_words_update AFTER UPDATE OF name, archived_at ON products
  FOR EACH ROW
  WHEN ((OLD.archived_at IS NULL) IS DISTINCT FROM (NEW.archived_at IS NULL)
        OR OLD.name_vector IS DISTINCT FROM NEW.name_vector)
  EXECUTE FUNCTION word_counts_after_update('name_word_counts', 'name_vector');--> statement-breakpoint
CREATE TRIGGER products_name_words_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION word_counts_after_truncate('name_word_counts');--> statement-breakpoint
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed_products
  FOR EACH STATEMENT EXECUTE FUNCTION word_counts_after_write('search_word_counts', 'search_vector');--> statement-breakpoint
CREATE TRIGGER products_search_words_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS changed_products
  FOR EACH STATEMENT EXECUTE FUNCTION word_counts_after_write('search_word_counts', 'search_vector');--> statement-breakpoint
-- Only when a column search_vector is made of, or archived_at, is set, and only for a row whose
-- words or visibility really changed.
CREATE TRIGGER products_search_words_update
  AFTER UPDATE OF name, brand, category, primary_material, description, archived_at ON products
  FOR EACH ROW
  WHEN ((OLD.archived_at IS NULL) IS DISTINCT FROM (NEW.archived_at IS NULL)
        OR OLD.search_vector IS DISTINCT FROM NEW.search_vector)
  EXECUTE FUNCTION word_counts_after_update('search_word_counts', 'search_vector');--> statement-breakpoint
CREATE TRIGGER products_search_words_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION word_counts_after_truncate('search_word_counts');--> statement-breakpoint
INSERT INTO search_word_counts (lexeme, visible)
  SELECT word, count(*)::integer
    FROM products, unnest(tsvector_to_array(search_vector)) AS word
   WHERE archived_at IS NULL GROUP BY word;
