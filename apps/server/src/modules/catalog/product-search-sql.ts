import { normalizeCategory } from '@sheesham/shared';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { products } from '../../db/schema.ts';
import { nulInText } from '../../lib/http-error.ts';

/**
 * The storefront's typo-tolerant search, the same SQL on PGlite and PostgreSQL
 * (docs/decisions/020-typo-tolerant-search.md). Text is folded in the database (`search_fold`:
 * lower case, accents removed), so the query and the stored documents fold alike.
 */

/** A query's words beyond this many are ignored: every word is one more index condition. */
export const SEARCH_WORDS_MAX = 6;

/**
 * q's words, lower-cased, in order, without repeats; one-letter words only if nothing else.
 * Punctuation separates words, so LIKE wildcards mean nothing. A NUL is refused as PostgreSQL
 * would refuse it, although splitting would drop it.
 */
export function searchWords(q: string): string[] {
  if (q.includes('\u0000')) throw nulInText();
  const words = [
    ...new Set(
      q
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    ),
  ];
  const longer = words.filter((word) => word.length > 1);
  return (longer.length > 0 ? longer : words).slice(0, SEARCH_WORDS_MAX);
}

const folded = (text: string) => sql`search_fold(${text})`;
const textQuery = (text: string) => sql`plainto_tsquery('english', ${folded(text)})`;

/**
 * One word matches a product when its stem is in the full-text document ("sofas" → sofa) or it is
 * close to a word of the name, brand, category or material (`<%`: pg_trgm's word similarity at
 * its default threshold of 0.6: "sofaa" → sofa, "recliener" → recliner). Both use a GIN index.
 * A stop word ("with", "and") has no stem and asks nothing: the constant folds to true.
 */
function wordMatch(word: string): SQL {
  const stem = textQuery(word);
  return sql`(numnode(${stem}) = 0 or ${folded(word)} <% ${products.searchText} or ${products.searchVector} @@ ${stem})`;
}

/**
 * Every word of q matches, or q names a category by its label ("dining sets"). A blank q asks
 * nothing (undefined); a q of punctuation only ("%") has no word to find, so nothing matches.
 */
export function searchMatch(q: string): SQL | undefined {
  if (q.trim() === '') return undefined;
  const words = searchWords(q);
  if (words.length === 0) return sql`false`;
  const category = normalizeCategory(q);
  const allWords = and(...words.map(wordMatch)) as SQL;
  return category ? or(allWords, eq(products.category, category)) : allWords;
}

/**
 * How well a product matches q, higher first: full-text rank (weighted: name above description)
 * plus trigram word similarity (1 for an exact word, less for a typo). float8, so a keyset cursor
 * carries it through JSON exactly.
 */
export function searchScore(q: string): SQL<number> {
  const text = searchWords(q).join(' ');
  return sql<number>`(ts_rank(${products.searchVector}, ${textQuery(text)}) + word_similarity(${folded(text)}, ${products.searchText}))::float8`;
}

/** The relevance order's leading key, ascending like every other sort key (SORT_KEY). */
export const relevanceKey = (q: string): SQL => sql`(-${searchScore(q)})`;
