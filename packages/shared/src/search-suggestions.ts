import { z } from 'zod';

/**
 * GET /products/suggest: what the search box offers while the shopper types, and "Did you mean"
 * for a search that finds nothing (docs/decisions/020-typo-tolerant-search.md). Its own module, so
 * the storefront's first load does not carry it: the search box loads it on first use.
 */

/** Suggestions when `limit` is absent, and the most a request may ask for. */
export const SUGGEST_LIMIT_DEFAULT = 6;
export const SUGGEST_LIMIT_MAX = 10;
/** The longest q, as the listing's search accepts. */
export const SEARCH_QUERY_MAX = 200;

export const suggestQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_QUERY_MAX, `q must be at most ${SEARCH_QUERY_MAX} characters`),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    .max(SUGGEST_LIMIT_MAX, `limit must be at most ${SUGGEST_LIMIT_MAX}`)
    .optional(),
});

export const productSuggestionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  category: z.string(),
});

export const searchSuggestionsSchema = z.object({
  /** The best matches, best first; empty when nothing matches. */
  products: z.array(productSuggestionSchema),
  /** For a q that finds nothing: the closest catalogue words that do find products, else null. */
  did_you_mean: z.string().nullable(),
});

export type ProductSuggestion = z.infer<typeof productSuggestionSchema>;
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;
