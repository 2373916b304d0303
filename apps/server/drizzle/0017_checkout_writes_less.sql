DROP INDEX "products_sort_stock_asc_idx";--> statement-breakpoint
DROP INDEX "products_sort_stock_desc_idx";--> statement-breakpoint
-- Hand-written (decision 047): with no index on `stock`, an order's decrement can be a HOT update,
-- which needs room for the new row version on the same page. New and moved rows leave a fifth of
-- each page free; rows written before this keep their full pages until their first update moves
-- them (a one-time non-HOT update each).
ALTER TABLE "products" SET (fillfactor = 80);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "html" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "source" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_body_check" CHECK (("mail_outbox"."html" is null) = ("mail_outbox"."text" is null) and ("mail_outbox"."html" is not null or "mail_outbox"."source" is not null));
