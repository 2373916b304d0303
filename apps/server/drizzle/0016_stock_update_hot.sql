DROP INDEX "products_sort_stock_asc_idx";--> statement-breakpoint
DROP INDEX "products_sort_stock_desc_idx";--> statement-breakpoint
-- Hand-written (decision 047): with no index on `stock`, an order's decrement can be a HOT update,
-- which needs room for the new row version on the same page. New and moved rows leave a fifth of
-- each page free; rows written before this keep their full pages until their first update moves
-- them (a one-time non-HOT update each).
ALTER TABLE "products" SET (fillfactor = 80);
