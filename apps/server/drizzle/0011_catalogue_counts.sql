CREATE TABLE "product_counts" (
	"category" text NOT NULL,
	"material" text NOT NULL,
	"brand" text NOT NULL,
	"storage" text NOT NULL,
	"visible" integer NOT NULL,
	CONSTRAINT "product_counts_category_material_brand_storage_pk" PRIMARY KEY("category","material","brand","storage"),
	CONSTRAINT "product_counts_visible_check" CHECK ("product_counts"."visible" >= 0)
);
--> statement-breakpoint
-- Hand-written from here (docs/decisions/029-catalogue-at-scale.md): triggers keep product_counts
-- exact on every write of products, so a listing's total never counts the catalogue.
-- A removal updates the row it was counted in (an upsert would check its negative row first).
CREATE OR REPLACE FUNCTION product_counts_add(p_category text, p_material text, p_brand text, p_storage text, p_delta integer) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  IF p_delta > 0 THEN
    INSERT INTO product_counts AS c (category, material, brand, storage, visible)
      VALUES (p_category, p_material, p_brand, p_storage, p_delta)
      ON CONFLICT (category, material, brand, storage) DO UPDATE SET visible = c.visible + excluded.visible;
  ELSE
    UPDATE product_counts SET visible = visible + p_delta
     WHERE category = p_category AND material = p_material AND brand = p_brand AND storage = p_storage;
  END IF;
END $$;--> statement-breakpoint
-- Rows are changed in key order, so two statements that touch the same keys lock them in the
-- same order and never deadlock each other. One function for both statement triggers: each names
-- its transition table changed_products, and TG_OP says whether its rows come or go.
CREATE OR REPLACE FUNCTION product_counts_after_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  sign integer := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  FOR r IN SELECT category, lower(primary_material) AS material, lower(brand) AS brand,
                  lower(storage) AS storage, count(*)::integer AS n
             FROM changed_products WHERE archived_at IS NULL
            GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4 LOOP
    PERFORM product_counts_add(r.category, r.material, r.brand, r.storage, sign * r.n);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
-- One row's move between keys (or in and out of sight): the smaller key first, as above.
CREATE OR REPLACE FUNCTION product_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_key text[] := ARRAY[OLD.category, lower(OLD.primary_material), lower(OLD.brand), lower(OLD.storage)];
  new_key text[] := ARRAY[NEW.category, lower(NEW.primary_material), lower(NEW.brand), lower(NEW.storage)];
  old_delta integer := CASE WHEN OLD.archived_at IS NULL THEN -1 ELSE 0 END;
  new_delta integer := CASE WHEN NEW.archived_at IS NULL THEN 1 ELSE 0 END;
BEGIN
  IF old_key = new_key THEN
    IF old_delta + new_delta <> 0 THEN
      PERFORM product_counts_add(new_key[1], new_key[2], new_key[3], new_key[4], old_delta + new_delta);
    END IF;
  ELSIF old_key < new_key THEN
    IF old_delta <> 0 THEN PERFORM product_counts_add(old_key[1], old_key[2], old_key[3], old_key[4], old_delta); END IF;
    IF new_delta <> 0 THEN PERFORM product_counts_add(new_key[1], new_key[2], new_key[3], new_key[4], new_delta); END IF;
  ELSE
    IF new_delta <> 0 THEN PERFORM product_counts_add(new_key[1], new_key[2], new_key[3], new_key[4], new_delta); END IF;
    IF old_delta <> 0 THEN PERFORM product_counts_add(old_key[1], old_key[2], old_key[3], old_key[4], old_delta); END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_counts_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_counts_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed_products
  FOR EACH STATEMENT EXECUTE FUNCTION product_counts_after_write();--> statement-breakpoint
CREATE TRIGGER products_counts_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS changed_products
  FOR EACH STATEMENT EXECUTE FUNCTION product_counts_after_write();--> statement-breakpoint
-- Only when a counted column is set (the checkout's stock updates never fire it), and only for a
-- row whose key or visibility really changed.
CREATE TRIGGER products_counts_update AFTER UPDATE OF archived_at, category, primary_material, brand, storage ON products
  FOR EACH ROW
  WHEN ((OLD.archived_at IS NULL) IS DISTINCT FROM (NEW.archived_at IS NULL)
        OR OLD.category IS DISTINCT FROM NEW.category
        OR lower(OLD.primary_material) IS DISTINCT FROM lower(NEW.primary_material)
        OR lower(OLD.brand) IS DISTINCT FROM lower(NEW.brand)
        OR lower(OLD.storage) IS DISTINCT FROM lower(NEW.storage))
  EXECUTE FUNCTION product_counts_after_update();--> statement-breakpoint
CREATE TRIGGER products_counts_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION product_counts_after_truncate();--> statement-breakpoint
INSERT INTO product_counts (category, material, brand, storage, visible)
  SELECT category, lower(primary_material), lower(brand), lower(storage), count(*)::integer
    FROM products WHERE archived_at IS NULL GROUP BY 1, 2, 3, 4;--> statement-breakpoint
-- A listing filtered by category and price, with any of material, brand and storage: the page is
-- read in price order and the total counted from this index alone (drizzle has no INCLUDE, so it
-- lives here and not in schema.ts).
CREATE INDEX "products_facets_idx" ON "products" ("category", "price_paise")
  INCLUDE ("primary_material", "brand", "storage") WHERE "archived_at" IS NULL;--> statement-breakpoint
-- Statistics on the lower-cased facets the filters compare, so the planner knows how many rows a
-- material, brand or storage filter keeps and reads the facet index in price order when few are
-- needed (without them it guessed 40 rows of 900 and sorted 16,000).
CREATE STATISTICS IF NOT EXISTS "products_material_stats" ON (lower("primary_material")) FROM "products";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "products_brand_stats" ON (lower("brand")) FROM "products";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "products_storage_stats" ON (lower("storage")) FROM "products";
