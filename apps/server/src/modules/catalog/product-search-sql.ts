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

/** A search ready for SQL: its tsquery texts (toTsQueryText) and the category it names. */
export interface PreparedSearch {
  /** Every word as typed, a word start, or one of its close catalogue words. */
  expanded: string;
  /** The relevance tiers, best first (relevanceTiers). */
  tiers: string[];
  /** The category q names by its label ("dining sets"), if any. */
  category?: string;
}

/**
 * A to_tsquery operand: letters and digits only, quoted, so no input is an operator. `weights`
 * restricts it to parts of the document (A name, B brand/category/material).
 */
const operand = (token: string, prefix: boolean, weights = '') =>
  `'${token}':${prefix ? '*' : ''}${weights}`.replace(/[^\p{L}\p{N}':*AB]/gu, '').replace(/:$/, '');

/** Each word's spellings: as typed (a word start too, when expanded), and its close words. */
function spellings(word: ExpandedWord, expanded: boolean): { token: string; prefix: boolean }[] {
  const typed = /^[\p{L}\p{N}]+$/u.test(word.folded)
    ? [{ token: word.folded, prefix: expanded }]
    : [];
  const others = expanded
    ? word.close.filter((s) => s !== word.folded).map((token) => ({ token, prefix: false }))
    : [];
  return [...typed, ...others];
}

/** Each word as an OR of its spellings (in `weights`), the words ANDed; '' when none is left. */
function everyWord(words: ExpandedWord[], expanded: boolean, weights = ''): string {
  return words
    .map((word) => spellings(word, expanded).map((s) => operand(s.token, s.prefix, weights)))
    .filter((operands) => operands.length > 0)
    .map((operands) => `(${operands.join(' | ')})`)
    .join(' & ');
}

/** Any spelling of any word, in `weights`. */
function anyWord(words: ExpandedWord[], expanded: boolean, weights: string): string {
  const operands = words.flatMap((word) =>
    spellings(word, expanded).map((s) => operand(s.token, s.prefix, weights)),
  );
  return operands.length > 0 ? `(${operands.join(' | ')})` : '';
}

/**
 * Each word as an OR of its spellings, the words ANDed. The words as typed (`exact`):
 * "sofaa bed" → ('sofaa') & ('bed'). With corrections (`expanded`), where a typed word may also
 * start a longer word ("bed" finds "Bedside", "sof" finds sofas while typing):
 * ('sofaa':* | 'sofa') & ('bed':*).
 */
export function toTsQueryText(words: ExpandedWord[], expanded: boolean): string {
  return everyWord(words, expanded);
}

/**
 * "Best match first" as tiers, each a tsquery, best first; a product sits in the first tier it
 * matches, and products of one tier follow the name order. A product named by the words ranks
 * above one that has them elsewhere (its description); among those, the words as typed rank above
 * their corrections and word starts; and a product named so whose brand, category or material
 * also says a word (a sofa called "Diwan Sofa") comes before one only named so ("Sofa Side
 * Table"). Tiers, not ts_rank: a tier is one tsquery test per row, where a rank reads every
 * match's positions (docs/decisions/029-catalogue-at-scale.md).
 */
export function relevanceTiers(words: ExpandedWord[]): string[] {
  const named: string[] = [];
  const anywhere: string[] = [];
  for (const expanded of [false, true]) {
    const inName = everyWord(words, expanded, 'A');
    const described = anyWord(words, expanded, 'B');
    if (inName && described) named.push(`(${inName}) & ${described}`);
    if (inName) named.push(inName);
    const inDocument = everyWord(words, expanded);
    if (inDocument) anywhere.push(inDocument);
  }
  return [...named, ...anywhere];
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
 * The product's relevance tier, lower first: the first of `search.tiers` it matches, or one past
 * the last (a product found only because q names its category). An integer, so a keyset cursor
 * carries it through JSON exactly.
 */
export function searchScore(search: PreparedSearch): SQL<number> {
  if (search.tiers.length === 0) return sql<number>`0`;
  const cases = search.tiers.map(
    (text, tier) => sql`when ${products.searchVector} @@ ${tsQuery(text)} then ${sql.raw(String(tier))}`,
  );
  return sql<number>`(case ${sql.join(cases, sql` `)} else ${sql.raw(String(search.tiers.length))} end)`;
}

/** The relevance order's leading key, ascending like every other sort key (SORT_KEY). */
export const relevanceKey = (search: PreparedSearch): SQL => searchScore(search);

/** The search's category, for `PreparedSearch.category`. */
export const namedCategory = (q: string) => normalizeCategory(q) ?? undefined;
