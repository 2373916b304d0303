-- Hand-written (docs/decisions/068-words-no-product-has.md): whether any visible product's
-- search_vector matches q, read through its GIN index. A search whose first tier came back short
-- asks it before walking the other tiers that need every slot of q: "sofa & bed" is in no
-- product, yet each of those tiers would walk a stretch of the name order to find that out.
-- Plain scans are switched off inside the function: the planner guesses how often words meet as
-- if they were independent, and betting that EXISTS meets a match early it would read the whole
-- catalogue in name or heap order for two words no product has together. A bitmap scan of the
-- GIN index costs what the words' lists cost, whatever the answer.
CREATE OR REPLACE FUNCTION products_have_words(q tsquery) RETURNS boolean
  LANGUAGE sql STABLE
  SET enable_seqscan = off SET enable_indexscan = off SET enable_indexonlyscan = off
  AS $$ SELECT EXISTS (SELECT 1 FROM products WHERE archived_at IS NULL AND search_vector @@ q) $$;
