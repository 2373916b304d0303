import { normalizeCategory } from '@sheesham/shared';
import { eq, or, type SQL, sql } from 'drizzle-orm';
import { products } from '../../db/schema.ts';
import { nulInText } from '../../lib/http-error.ts';

/**
 * The storefront's typo-tolerant search, the same SQL on PGlite and PostgreSQL
 * (docs/decisions/020-typo-tolerant-search.md). A typo is first corrected against the catalogue's
 * own words (`search_terms`, trigram similarity, a small table); the products are then found by
 * full text over `search_vector` (GIN), so no query compares trigrams product by product.
 */

/** A query's words beyond this many are ignored: each is one more vocabulary lookup. */
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

/** One query word, folded by the database, and the catalogue words close enough to stand for it. */
export interface ExpandedWord {
  folded: string;
  close: string[];
}

/** A search ready for SQL: the words as typed, and with their corrections. */
export interface PreparedSearch {
  /** to_tsquery text of the words as typed: an exact match ranks above a corrected one. */
  exact: string;
  /** to_tsquery text where each word may also be one of its close catalogue words. */
  expanded: string;
  /** The category q names by its label ("dining sets"), if any. */
  category?: string;
}

/** A to_tsquery operand: letters and digits only, quoted, so no input is an operator. */
const operand = (token: string, prefix: boolean) =>
  `'${token}'${prefix ? ':*' : ''}`.replace(/[^\p{L}\p{N}':*]/gu, '');

/**
 * Each word as an OR of its spellings, the words ANDed. The words as typed (`exact`):
 * "sofaa bed" → ('sofaa') & ('bed'). With corrections (`expanded`), where a typed word may also
 * start a longer word ("bed" finds "Bedside", "sof" finds sofas while typing):
 * ('sofaa':* | 'sofa') & ('bed':*).
 */
export function toTsQueryText(words: ExpandedWord[], expanded: boolean): string {
  return words
    .map(({ folded, close }) => {
      const typed = /^[\p{L}\p{N}]+$/u.test(folded) ? [operand(folded, expanded)] : [];
      const others = expanded
        ? close.filter((s) => s !== folded).map((s) => operand(s, false))
        : [];
      const operands = [...typed, ...others];
      return operands.length > 0 ? `(${operands.join(' | ')})` : '';
    })
    .filter(Boolean)
    .join(' & ');
}

const tsQuery = (text: string) => sql`to_tsquery('english', ${text})`;

/** Every word (or a spelling close to it) is in the document, or q names a category. */
export function searchMatch(search: PreparedSearch): SQL {
  const words = search.expanded
    ? sql`${products.searchVector} @@ ${tsQuery(search.expanded)}`
    : sql`false`;
  return search.category ? (or(words, eq(products.category, search.category)) as SQL) : words;
}

/**
 * How well a product matches, higher first: the full-text rank of the words as typed (weighted:
 * name above brand and category above description; nearer words rank higher) counts twice, the
 * corrected words' once. ts_rank_cd, because ts_rank scores an OR of prefixes as 0. float8, so a
 * keyset cursor carries it through JSON exactly.
 */
export function searchScore(search: PreparedSearch): SQL<number> {
  const rank = (text: string) =>
    text ? sql`ts_rank_cd(${products.searchVector}, ${tsQuery(text)})` : sql`0`;
  if (search.exact === search.expanded) return sql<number>`(${rank(search.exact)} * 3)::float8`;
  return sql<number>`(${rank(search.exact)} * 2 + ${rank(search.expanded)})::float8`;
}

/** The relevance order's leading key, ascending like every other sort key (SORT_KEY). */
export const relevanceKey = (search: PreparedSearch): SQL => sql`(-${searchScore(search)})`;

/** The search's category, for `PreparedSearch.category`. */
export const namedCategory = (q: string) => normalizeCategory(q) ?? undefined;
