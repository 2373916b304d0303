import { normalizeCategory } from '@sheesham/shared';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { nulInText } from '../../lib/http-error.ts';
import { products } from './schema.ts';

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
  /** A product name may have the word as typed (false: none has). */
  named: boolean;
  /** A product name may have it, a word it starts, or a close word (false: none has). */
  namedLoosely: boolean;
}

/** A search ready for SQL: its tsquery texts (toTsQueryText) and the category it names. */
export interface PreparedSearch {
  /** Every word as typed, a word start, or one of its close catalogue words. */
  expanded: string;
  /** The relevance tiers' conditions, best first (relevanceTiers); null: no product can meet it. */
  tiers: (SQL | null)[];
  /** Some of the matches, quick to count (namedMatch); null: the vocabulary says no name has any. */
  namedPart: SQL | null;
  /** The category q names by its label ("dining sets"), if any. */
  category?: string;
}

/** A to_tsquery operand: letters and digits only, quoted, so no input is an operator. */
const operand = (token: string, prefix: boolean) =>
  `'${token}'${prefix ? ':*' : ''}`.replace(/[^\p{L}\p{N}':*]/gu, '');

/** Each word's spellings: as typed (a word start too, when expanded), and its close words. */
function spellings(word: ExpandedWord, expanded: boolean): string[] {
  // A word start is also given as the word itself: the same matches, but the planner can estimate
  // a word (from its statistics) and not a word start, and a good estimate picks the fast plan.
  const typed = /^[\p{L}\p{N}]+$/u.test(word.folded)
    ? [operand(word.folded, false), ...(expanded ? [operand(word.folded, true)] : [])]
    : [];
  const others = expanded
    ? word.close.filter((s) => s !== word.folded).map((s) => operand(s, false))
    : [];
  return [...typed, ...others];
}

/**
 * Each word as an OR of its spellings, the words ANDed; '' when no word is left. The words as
 * typed (`exact`): "sofaa bed" → ('sofaa') & ('bed'). With corrections (`expanded`), where a
 * typed word may also start a longer word ("bed" finds "Bedside", "sof" finds sofas while
 * typing): ('sofaa' | 'sofaa':* | 'sofa') & ('bed' | 'bed':*).
 */
export function toTsQueryText(words: ExpandedWord[], expanded: boolean): string {
  return words
    .map((word) => spellings(word, expanded))
    .filter((operands) => operands.length > 0)
    .map((operands) => `(${operands.join(' | ')})`)
    .join(' & ');
}

/** Any spelling of any word: `a | b | c`, or '' when none. */
function anyWordText(words: ExpandedWord[], expanded: boolean): string {
  return words.flatMap((word) => spellings(word, expanded)).join(' | ');
}

const tsQuery = (text: string) => sql`to_tsquery('english', ${text})`;
const matches = (document: AnyPgColumn, text: string) => sql`${document} @@ ${tsQuery(text)}`;

/**
 * "Best match first" as tiers, each a condition, best first; a product sits in the first tier it
 * meets, and products of one tier follow the name order. A product named by the words ranks
 * above one that has them elsewhere (its description); among those, the words as typed rank above
 * their corrections and word starts; and a product named so whose brand, category or material
 * also says a word (a sofa called "Diwan Sofa") comes before one only named so ("Sofa Side
 * Table"). Tiers and not ts_rank, so a page can be read in the name order's index a tier at a time
 * instead of ranking every match (docs/decisions/029-catalogue-at-scale.md).
 */
export function relevanceTiers(words: ExpandedWord[]): (SQL | null)[] {
  const named: (SQL | null)[] = [];
  const anywhere: (SQL | null)[] = [];
  for (const expanded of [false, true]) {
    const every = toTsQueryText(words, expanded);
    // Every tier must imply searchMatch: the words as typed only when each has a typed spelling.
    const complete = expanded || words.every((word) => spellings(word, false).length > 0);
    if (!every || !complete) continue;
    // A tier the vocabulary says no name can meet is left out: it would hold no product, and
    // reading the name order for it would read all of it (the planner cannot know it is empty).
    // Its place stays (null), so a cursor's tier means the same tier on every page.
    const nameable = words.every((word) => (expanded ? word.namedLoosely : word.named));
    const inName = matches(products.nameVector, every);
    named.push(
      nameable
        ? sql`(${inName} and ${matches(products.metaVector, anyWordText(words, expanded))})`
        : null,
      nameable ? inName : null,
    );
    anywhere.push(matches(products.searchVector, every));
  }
  return [...named, ...anywhere];
}

/**
 * Every word as typed or as one of its close words, word starts left out, in the product's name:
 * some of searchMatch's products (the name's words are in search_vector too, and each word here
 * has fewer spellings), found through products_name_vector_idx, whose lists are shorter than
 * search_vector's (a wood is in many descriptions) and need no word start expanded. A capped count
 * that reaches the cap with these alone need not test search_vector row by row (countUpToCap).
 * Null when the vocabulary says some word is in no name, or no word is left.
 */
export function namedMatch(words: ExpandedWord[]): SQL | null {
  if (!words.every((word) => word.namedLoosely)) return null;
  const text = words
    .map((word) => spellings(word, true).filter((operand) => !operand.endsWith(':*')))
    .filter((operands) => operands.length > 0)
    .map((operands) => `(${operands.join(' | ')})`)
    .join(' & ');
  return text ? matches(products.nameVector, text) : null;
}

/** Every word (or a spelling close to it) is in the document, or q names a category. */
export function searchMatch(search: PreparedSearch): SQL {
  const words = search.expanded ? matches(products.searchVector, search.expanded) : sql`false`;
  return search.category ? (or(words, eq(products.category, search.category)) as SQL) : words;
}

/** How many tiers a search has: its conditions, and last the products q's category adds. */
export const tierCount = (search: PreparedSearch) => search.tiers.length + 1;

/**
 * The products of tier `tier` alone: its condition, and none of the better tiers'; null when the
 * vocabulary says no product can be in it. Each tier's
 * condition implies searchMatch, so only the last (what q's category adds) tests it; the named
 * tiers then read only name_vector and meta_vector, which products_search_walk_idx holds.
 */
export function inTier(search: PreparedSearch, tier: number): SQL | null {
  const better = search.tiers.slice(0, tier).filter((t): t is SQL => t !== null);
  const own = tier < search.tiers.length ? search.tiers[tier] : searchMatch(search);
  if (!own) return null;
  const notBetter = better.length > 0 ? sql`not (${sql.join(better, sql` or `)})` : undefined;
  return and(own, notBetter) as SQL;
}

/**
 * The product's relevance tier, lower first: the first of `search.tiers` it meets, or one past
 * the last (a product found only because q names its category); a tier no product can meet
 * (null) is skipped. An integer, so a keyset cursor
 * carries it through JSON exactly.
 */
export function searchScore(search: PreparedSearch): SQL<number> {
  const cases = search.tiers.flatMap((tier, i) =>
    tier ? [sql`when ${tier} then ${sql.raw(String(i))}`] : [],
  );
  if (cases.length === 0) return sql<number>`${sql.raw(String(search.tiers.length))}`;
  return sql<number>`(case ${sql.join(cases, sql` `)} else ${sql.raw(String(search.tiers.length))} end)`;
}

/** The search's category, for `PreparedSearch.category`. */
export const namedCategory = (q: string) => normalizeCategory(q) ?? undefined;
