CREATE TABLE "search_word_counts" (
	"lexeme" text PRIMARY KEY NOT NULL,
	"visible" integer NOT NULL,
	CONSTRAINT "search_word_counts_visible_check" CHECK ("search_word_counts"."visible" >= 0)
);
--> statement-breakpoint
-- Hand-written from here (docs/decisions/068-words-no-product-has.md): triggers keep
-- search_word_counts exact on every write of products, as 0026 keeps name_word_counts, over
-- search_vector (name, brand, category, material and description). A word counts a visible
-- product once (tsvector_to_array lists each lexeme once, whatever its weights).
-- A removal updates the row it was counted in (an upsert would check its negative row first).
CREATE OR REPLACE FUNCTION search_word_counts_add(p_lexeme text, p_delta integer) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  IF p_delta > 0 THEN
    INSERT INTO search_word_counts AS c (lexeme, visible) VALUES (p_lexeme, p_delta)
      ON CONFLICT (lexeme) DO UPDATE SET visible = c.visible + excluded.visible;
  ELSE
    UPDATE search_word_counts SET visible = visible + p_delta WHERE lexeme = p_lexeme;
  END IF;
END $$;--> statement-breakpoint
-- Rows are changed in word order, so two statements that touch the same words lock them in the
-- same order and never deadlock each other (and after name_word_counts' rows: triggers fire in
-- the order of their names). One function for both statement triggers: each names its transition
-- table changed_products, and TG_OP says whether its rows come or go.
CREATE OR REPLACE FUNCTION search_word_counts_after_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  sign integer := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  FOR r IN SELECT word, count(*)::integer AS n
             FROM changed_products, unnest(tsvector_to_array(search_vector)) AS word
            WHERE archived_at IS NULL
            GROUP BY word ORDER BY word LOOP
    PERFORM search_word_counts_add(r.word, sign * r.n);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
-- One row rewritten, or in or out of sight: each word it loses or gains, in word order.
CREATE OR REPLACE FUNCTION search_word_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT word, sum(delta)::integer AS n FROM (
             SELECT unnest(tsvector_to_array(OLD.search_vector)) AS word, -1 AS delta
              WHERE OLD.archived_at IS NULL
             UNION ALL
             SELECT unnest(tsvector_to_array(NEW.search_vector)), 1
              WHERE NEW.archived_at IS NULL) AS moves
            GROUP BY word HAVING sum(delta) <> 0 ORDER BY word LOOP
    PERFORM search_word_counts_add(r.word, r.n);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_word_counts_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_word_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed_products
  FOR EACH STATEMENT EXECUTE FUNCTION search_word_counts_after_write();--> statement-breakpoint
CREATE TRIGGER products_search_words_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS changed_products
  FOR EACH STATEMENT EXECUTE FUNCTION search_word_counts_after_write();--> statement-breakpoint
-- Only when a column search_vector is made of, or archived_at, is set (the checkout's stock
-- updates never fire it), and only for a row whose words or visibility really changed.
CREATE TRIGGER products_search_words_update
  AFTER UPDATE OF name, brand, category, primary_material, description, archived_at ON products
  FOR EACH ROW
  WHEN ((OLD.archived_at IS NULL) IS DISTINCT FROM (NEW.archived_at IS NULL)
        OR OLD.search_vector IS DISTINCT FROM NEW.search_vector)
  EXECUTE FUNCTION search_word_counts_after_update();--> statement-breakpoint
CREATE TRIGGER products_search_words_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION search_word_counts_after_truncate();--> statement-breakpoint
INSERT INTO search_word_counts (lexeme, visible)
  SELECT word, count(*)::integer
    FROM products, unnest(tsvector_to_array(search_vector)) AS word
   WHERE archived_at IS NULL GROUP BY word;
