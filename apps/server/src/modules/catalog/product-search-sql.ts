import { normalizeCategory } from '@sheesham/shared';
import { searchTokens } from '@sheesham/shared/search-vocabulary';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { nulInText } from '../../lib/http-error.ts';
import type { NameKey } from './product-cursor.ts';
import { products } from './schema.ts';

/**
 * The storefront's typo-tolerant search, the same SQL on PGlite and PostgreSQL
 * (docs/decisions/020-typo-tolerant-search.md). A typo is first corrected against the catalogue's
 * own words (`search_terms`, trigram similarity, a small table); the products are then found by
 * full text over `search_vector` (GIN), so no query compares trigrams product by product.
 */

/** A query's slots beyond this many are ignored: each word is one more vocabulary lookup. */
export const SEARCH_WORDS_MAX = 6;

/**
 * q's words, lower-cased, accents dropped, in order: the shared searchTokens, which the vocabulary's
 * entries are split by too. A NUL is refused as PostgreSQL would refuse it, although splitting
 * would drop it.
 */
export function searchWords(q: string): string[] {
  if (q.includes('\u0000')) throw nulInText();
  return searchTokens(q);
}

/** One query word, folded by the database, and the catalogue words close enough to stand for it. */
export interface ExpandedWord {
  folded: string;
  close: string[];
  /**
   * The catalogue words the word starts ("bed": bedside), its word starts in a loose match; null
   * when there are too many to list, and the match takes any word it starts (`'bed':*`).
   */
  starts: string[] | null;
  /**
   * The word as typed, its close words and starts that no visible product has anywhere
   * (search_word_counts): spellings the search leaves out, so a tier that needs one of them is
   * known to be empty instead of being read (docs/decisions/068-words-no-product-has.md).
   */
  absent: string[];
  /** A product name may have the word as typed (false: none has). */
  named: boolean;
  /** A product name may have it, a word it starts, or a close word (false: none has). */
  namedLoosely: boolean;
  /**
   * Some product's name, brand, category or material may have it, loosely (false: none has); the
   * vocabulary (search_terms) holds all their words of three letters or more.
   */
  known: boolean;
  /** A vocabulary word: matched as it is, never corrected or read as a word start. */
  exact: boolean;
  /** A stop word ("with", "for"): full text ignores it, so it counts for nothing. */
  stop: boolean;
}

/**
 * One slot of the query (the vocabulary's QuerySlot) with its words looked up: each alternative a
 * list of words that must all be there; the first is the shopper's own words.
 */
export interface SlotWords {
  alternatives: ExpandedWord[][];
  /** A vocabulary phrase ("crockery unit"): among products matching one slot, these come first. */
  phrase: boolean;
}

/** A search ready for SQL: its tsquery texts (toTsQueryText) and the category it names. */
export interface PreparedSearch {
  /** Any slot: a word as typed, a word start, a close catalogue word, or a meaning. */
  expanded: string;
  /** The relevance tiers' conditions, best first (relevanceTiers); null: no product can meet it. */
  tiers: (SQL | null)[];
  /** The same tiers tested without their GIN indexes (MatchForm 'walked'), to walk the name order. */
  walkedTiers: (SQL | null)[];
  /** Some of the matches, quick to count (namedMatch); null: the vocabulary says no name has any. */
  namedPart: SQL | null;
  /**
   * For each tier, when it needs every one of some slots in the name, those slots' name words
   * (rankingOf): its page is read by merging their entries in the name order.
   */
  tierNameWords: (string[][] | null)[];
  /** Words any of which in a name makes a product one of namedPart's (namedAloneWords). */
  namedAlone: string[];
  /** Whether any product can be in the tiers that need every slot (everySlotCheck). */
  everySlot: { tiers: number; exists: SQL } | null;
  /** The category q names by its label ("dining sets"), if any. */
  category?: string;
  /**
   * Where a first page's tier walk ends (page-repository walkEnd from the start), looked up beside q's
   * words so the page does not wait for it; null: the catalogue is shorter than the stretch;
   * undefined: not looked up (prepared for a count, or another sort).
   */
  firstWalkEnd?: NameKey | null;
}

/** A to_tsquery operand: letters and digits only, quoted, so no input is an operator. */
const operand = (token: string, prefix: boolean) =>
  `'${token}'${prefix ? ':*' : ''}`.replace(/[^\p{L}\p{N}':*]/gu, '');

/**
 * How a word may be spelt in a tsquery: `typed` as typed; `corrected` also as its close catalogue
 * words; `loose` also as the start of a longer word ("bed" finds "Bedside", "sof" finds sofas
 * while typing). A vocabulary word is always matched as it is.
 */
type Spelling = 'typed' | 'corrected' | 'loose';

/** Which of a word's spellings (folded words) a query may use. */
type Usable = (spelling: string) => boolean;

/** A word's spellings as to_tsquery operands, those `usable` allows; none for a stop word. */
function spellingsOf(word: ExpandedWord, mode: Spelling, usable: Usable): string[] {
  if (word.stop) return [];
  const spellable = /^[\p{L}\p{N}]+$/u.test(word.folded);
  const asTyped = spellable && usable(word.folded) ? [operand(word.folded, false)] : [];
  if (mode === 'typed' || word.exact) return asTyped;
  const start = mode === 'loose' && spellable ? wordStarts(word, usable) : [];
  const others = word.close
    .filter((s) => s !== word.folded && usable(s))
    .map((s) => operand(s, false));
  return [...new Set([...asTyped, ...start, ...others])];
}

/** A word's spellings some visible product has (ExpandedWord.absent left out). */
const spellings = (word: ExpandedWord, mode: Spelling) =>
  spellingsOf(word, mode, (spelling) => !word.absent.includes(spelling));

/**
 * A word's starts as operands: the catalogue words it starts, each a plain word, or while they are
 * too many to list a prefix (`'bed':*`). A listed word is one GIN entry, where a prefix makes GIN
 * collect every matching entry's rows before it can intersect them with the other words': four
 * times the index time for "sheesham bed" at 100,000 products (decision 052). A number starts no
 * word: "2" is not the start of "20" (and `'2':*` read every number in the names).
 */
function wordStarts(word: ExpandedWord, usable: Usable): string[] {
  if (/^\p{N}+$/u.test(word.folded)) return [];
  if (word.starts === null) return [operand(word.folded, true)];
  return word.starts.filter(usable).map((start) => operand(start, false));
}

/**
 * The words full text can match at all (stop words and unspellable words count for nothing). A
 * word no visible product has is live: an alternative that needs it matches nothing, rather than
 * matching without it.
 */
const liveWords = (words: ExpandedWord[]) =>
  words.filter((w) => spellingsOf(w, 'loose', () => true).length > 0);

/** Whether a slot has a word full text can match at all (a slot of stop words has none). */
export const slotLive = (slot: SlotWords) =>
  slot.alternatives.some((words) => liveWords(words).length > 0);

/**
 * An alternative's words ANDed, each an OR of its spellings; '' when a live word has no spelling
 * in this mode (so a stricter mode never matches more than a looser one) or none a visible product
 * has, or no word is live.
 */
function alternativeText(words: ExpandedWord[], mode: Spelling): string {
  const parts = liveWords(words).map((word) => spellings(word, mode));
  if (parts.length === 0 || parts.some((operands) => operands.length === 0)) return '';
  return parts.map((operands) => `(${operands.join(' | ')})`).join(' & ');
}

/** A slot as a tsquery text: any of its alternatives; '' when none can match in this mode. */
export function slotText(slot: SlotWords, mode: Spelling): string {
  return slot.alternatives
    .map((words) => alternativeText(words, mode))
    .filter(Boolean)
    .map((text) => `(${text})`)
    .join(' | ');
}

/**
 * Whether a product name may match the slot in this mode: the vocabulary knows every name word of
 * three letters or more, so a "no" is certain (ExpandedWord.named, namedLoosely).
 */
function slotNamed(slot: SlotWords, mode: Spelling): boolean {
  return slot.alternatives.some(
    (words) =>
      alternativeText(words, mode) !== '' &&
      liveWords(words).every((word) => (mode === 'typed' ? word.named : word.namedLoosely)),
  );
}

/** Whether a product's name, brand, category or material may match the slot (ExpandedWord.known). */
const slotKnown = (slot: SlotWords) =>
  slot.alternatives.some(
    (words) =>
      alternativeText(words, 'loose') !== '' && liveWords(words).every((word) => word.known),
  );

/** Every slot ANDed; '' when a slot has no text in this mode. */
function everySlotText(slots: SlotWords[], mode: Spelling): string {
  const texts = slots.map((slot) => slotText(slot, mode));
  return texts.length === 0 || texts.some((text) => !text)
    ? ''
    : texts.map((text) => `(${text})`).join(' & ');
}

/** The query as the search's match: any slot, loosely; '' when no slot can match. */
export const anySlotText = (slots: SlotWords[]) =>
  slots
    .map((slot) => slotText(slot, 'loose'))
    .filter(Boolean)
    .map((text) => `(${text})`)
    .join(' | ');

/** Any spelling of any word of any slot: `a | b | c`, or '' when none. */
function anyWordText(slots: SlotWords[], mode: Spelling): string {
  const operands = slots.flatMap((slot) =>
    slot.alternatives.flatMap((words) => words.flatMap((word) => spellings(word, mode))),
  );
  return [...new Set(operands)].join(' | ');
}

/** Every choice of `k` of `items`, in order. */
function choices<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items as [T, ...T[]];
  return [...choices(rest, k - 1).map((chosen) => [first, ...chosen]), ...choices(rest, k)];
}

/** At least `k` of the slot texts: an OR of every choice of k of them ANDed. */
const atLeast = (k: number, texts: string[]) =>
  choices(texts, k)
    .map((chosen) => `(${chosen.map((text) => `(${text})`).join(' & ')})`)
    .join(' | ');

const tsQuery = (text: string) => sql`to_tsquery('english', ${text})`;

/**
 * How a tier tests a document: `indexed` with `@@`, which the document's GIN index answers;
 * `walked`, for the name and the labels, with ts_match_vq, the function behind `@@` (the same
 * test), which no index answers, so the planner reads a stretch of the name order through
 * products_search_walk_idx, which holds both, and stops at the page's end (page-repository tierRows)
 * instead of collecting every match from the GIN index first: it guesses a tier's matches as if its
 * words were independent, and "teak & dining & set" (a category's two words) are not. search_vector
 * is in no btree index, so a walk reads its heap rows, twenty times the cost of an index entry: a
 * tier on it stays `@@`, and the planner takes its GIN index where it expects few matches.
 */
export type MatchForm = 'indexed' | 'walked';
type Match = (document: AnyPgColumn, text: string) => SQL;
const indexedMatch: Match = (document, text) => sql`${document} @@ ${tsQuery(text)}`;
const MATCHES: Record<MatchForm, Match> = {
  indexed: indexedMatch,
  walked: (document, text) =>
    document === products.searchVector
      ? indexedMatch(document, text)
      : sql`ts_match_vq(${document}, ${tsQuery(text)})`,
};
const matches = MATCHES.indexed;

/**
 * "Best match first" as tiers, each a condition, best first; a product sits in the first tier it
 * meets, and products of one tier follow the name order. First the products that match every
 * slot of the query: named by them above having them elsewhere (the description); among those,
 * the words as typed above their corrections and word starts; and a product named so whose brand,
 * category or material also says a word (a sofa called "Diwan Sofa") before one only named so
 * ("Sofa Side Table"). Then, for a query of several slots, the products that match one slot
 * fewer, named before elsewhere, and so on down to one slot ("marble dining table" finds "Marble
 * Top 6 Seater Dining Set"; docs/decisions/052-search-vocabulary.md). Tiers and not ts_rank, so a
 * page can be read in the name order's index a tier at a time instead of ranking every match
 * (docs/decisions/029-catalogue-at-scale.md).
 */
function relevanceTiers(slots: SlotWords[], form: MatchForm = 'indexed'): (SQL | null)[] {
  return tiersOf(slots, form).map((tier) => tier.condition);
}

/**
 * What a search ranks by, each tier built once a form: the tiers (relevanceTiers) tested by
 * their GIN indexes and walked; for each tier that needs every one of some slots in the name,
 * those slots' name words (slotNameWords; null for the others, and where a slot's words cannot
 * be listed); and the check for the tiers that need every slot (everySlotCheck).
 */
export function rankingOf(
  slots: SlotWords[],
): Pick<PreparedSearch, 'tiers' | 'walkedTiers' | 'tierNameWords' | 'everySlot'> {
  const every = everySlotTiers(slots, 'indexed');
  const indexed = [...every, ...fewerSlotTiers(slots, MATCHES.indexed)];
  return {
    tiers: indexed.map((tier) => tier.condition),
    walkedTiers: relevanceTiers(slots, 'walked'),
    tierNameWords: indexed.map((tier) => tier.nameWords),
    everySlot: everySlotCheck(slots, every.length),
  };
}

/** A relevance tier: its condition (null: no product can be in it) and its name words. */
interface Tier {
  condition: SQL | null;
  nameWords: string[][] | null;
}
const tier = (condition: SQL | null, nameWords: string[][] | null = null): Tier => ({
  condition,
  nameWords: condition ? nameWords : null,
});

const tiersOf = (slots: SlotWords[], form: MatchForm): Tier[] => [
  ...everySlotTiers(slots, form),
  ...fewerSlotTiers(slots, MATCHES[form]),
];

/**
 * The words one of whose stems a name must have for it to hold the slot in this mode: the first
 * live word's spellings of each alternative that can match. Null when one is a word start's
 * prefix (`'bed':*`), which names no list of words.
 */
function slotNameWords(slot: SlotWords, mode: Spelling): string[] | null {
  const words = new Set<string>();
  for (const alternative of slot.alternatives) {
    const [first] = liveWords(alternative);
    if (!first || alternativeText(alternative, mode) === '') continue;
    for (const spelled of spellings(first, mode)) {
      if (spelled.endsWith(':*')) return null;
      words.add(spelled.replaceAll("'", ''));
    }
  }
  return words.size > 0 ? [...words] : null;
}

/** Each slot's name words (slotNameWords), or null when a slot's cannot be listed. */
function namesWords(slots: SlotWords[], mode: Spelling): string[][] | null {
  const each = slots.map((slot) => slotNameWords(slot, mode));
  return each.every((words) => words !== null) ? (each as string[][]) : null;
}

/** The tiers of products that match every slot of the query (relevanceTiers), best first. */
function everySlotTiers(slots: SlotWords[], form: MatchForm): Tier[] {
  const matches = MATCHES[form];
  const named: Tier[] = [];
  const anywhere: Tier[] = [];
  for (const mode of ['typed', 'loose'] as const) {
    const every = everySlotText(slots, mode);
    if (!every) {
      // No product has every slot in this mode: its tiers keep their places, empty.
      named.push(tier(null), tier(null));
      anywhere.push(tier(null));
      continue;
    }
    // A tier the vocabulary says no name can meet is left out: it would hold no product, and
    // reading the name order for it would read all of it (the planner cannot know it is empty).
    // Its place stays (null), so a cursor's tier means the same tier on every page.
    const nameable = slots.every((slot) => slotNamed(slot, mode));
    const inName = matches(products.nameVector, every);
    const words = namesWords(slots, mode);
    named.push(
      tier(
        nameable
          ? sql`(${inName} and ${matches(products.metaVector, anyWordText(slots, mode))})`
          : null,
        words,
      ),
      tier(nameable ? inName : null, words),
    );
    anywhere.push(tier(matches(products.searchVector, every)));
  }
  return [...named, tier(labelled(slots, form)), ...anywhere];
}

/**
 * For a query of two slots or more: how many of the first tiers need every slot (`tiers`, the
 * length of everySlotTiers), and the test whether any visible product has every slot anywhere
 * (products_have_words, migration 0028), which each of them implies. Null for one slot (its
 * words are in some product: search_word_counts), or when no spelling can meet every slot.
 */
function everySlotCheck(slots: SlotWords[], tiers: number): { tiers: number; exists: SQL } | null {
  const every = everySlotText(slots, 'loose');
  if (slots.length < 2 || !every) return null;
  return { tiers, exists: sql`products_have_words(${tsQuery(every)})` };
}

/**
 * Every slot in the name or in the brand, category or material, loosely: "2 seater sofa" finds the
 * "Compact 2 Seater Loveseat", a sofa, before a 3-seater whose description says "2" somewhere.
 * Null when the vocabulary says some slot is in none of them.
 */
function labelled(slots: SlotWords[], form: MatchForm): SQL | null {
  const texts = slots.map((slot) => slotText(slot, 'loose'));
  if (texts.length === 0 || texts.some((text) => !text) || !slots.every(slotKnown)) return null;
  const matches = MATCHES[form];
  const each = sql.join(
    texts.map(
      (text) =>
        sql`(${matches(products.nameVector, text)} or ${matches(products.metaVector, text)})`,
    ),
    sql` and `,
  );
  // Every slot anywhere, which the tier implies: search_vector's GIN index finds a rare tier's
  // few rows (meta_vector has no index of its own). A walk leaves it out, so it reads
  // products_search_walk_idx alone.
  if (form === 'walked') return sql`(${each})`;
  const anywhere = matches(products.searchVector, everySlotText(slots, 'loose'));
  return sql`(${anywhere} and ${each})`;
}

/**
 * The tiers of products that match only some of the slots: k of them in the name, then k
 * anywhere, for k from one fewer than all down to one. A name tier only counts slots a name can
 * match, for the reason relevanceTiers leaves out an impossible tier. Among products matching a
 * single slot, a vocabulary phrase's come first: in "crockery unit sheesham" the shopper names a
 * sideboard, and sheesham is what it is made of.
 */
function fewerSlotTiers(slots: SlotWords[], matches: Match): Tier[] {
  const tiers: Tier[] = [];
  for (let k = slots.length - 1; k >= 2; k--) tiers.push(...someSlotTiers(slots, k, matches));
  if (slots.length < 2) return tiers;
  const phrases = slots.filter((slot) => slot.phrase);
  const groups =
    phrases.length > 0 && phrases.length < slots.length
      ? [phrases, slots.filter((slot) => !slot.phrase)]
      : [slots];
  return [...tiers, ...groups.flatMap((group) => someSlotTiers(group, 1, matches))];
}

/**
 * At least k of `slots` in the name (only slots a name can match), then anywhere (only slots some
 * visible product has): null where too few are left. The tiers are the same for any catalogue,
 * so a cursor's tier means one tier on every page.
 */
function someSlotTiers(slots: SlotWords[], k: number, matches: Match): Tier[] {
  const texts = slots.map((slot) => slotText(slot, 'loose')).filter(Boolean);
  const named = slots.filter((slot) => slotNamed(slot, 'loose'));
  const nameable = named.map((slot) => slotText(slot, 'loose'));
  return [
    tier(
      nameable.length >= k ? matches(products.nameVector, atLeast(k, nameable)) : null,
      // k of k: every one of them, which a merge of their words' entries can read.
      nameable.length === k ? namesWords(named, 'loose') : null,
    ),
    tier(texts.length >= k ? matches(products.searchVector, atLeast(k, texts)) : null),
  ];
}

/**
 * Any slot as typed or corrected, word starts left out, in the product's name: some of
 * searchMatch's products (the name's words are in search_vector too, and each word here has fewer
 * spellings), found through products_name_vector_idx, whose lists are shorter than
 * search_vector's (a wood is in many descriptions) and need no word start expanded. A capped count
 * that reaches the cap with these alone need not test search_vector row by row (countUpToCap).
 * Null when the vocabulary says no slot is in any name.
 */
export function namedMatch(slots: SlotWords[]): SQL | null {
  const text = slots
    .filter((slot) => slotNamed(slot, 'loose'))
    .map((slot) => slotText(slot, 'corrected'))
    .filter(Boolean)
    .map((t) => `(${t})`)
    .join(' | ');
  return text ? matches(products.nameVector, text) : null;
}

/**
 * The words of namedMatch that match a slot on their own: each spelling (as typed, or corrected) of
 * the one live word of a named slot's alternative. A product whose name has any of them is one of
 * namedMatch's, so the count of names with the commonest is a floor of the search's total
 * (repository nameWordFloor). A word of a longer alternative ("dining" of "dining table") is not:
 * the alternative needs its other words too.
 */
export function namedAloneWords(slots: SlotWords[]): string[] {
  const words = slots
    .filter((slot) => slotNamed(slot, 'loose'))
    .flatMap((slot) => slot.alternatives)
    .map(liveWords)
    .filter((live) => live.length === 1)
    .flatMap(([word]) => spellings(word as ExpandedWord, 'corrected'))
    .map((spelled) => spelled.replaceAll("'", ''));
  return [...new Set(words)];
}

/** Some slot (a word, a spelling close to it, a meaning) is in the document, or q names a category. */
export function searchMatch(search: PreparedSearch, form: MatchForm = 'indexed'): SQL {
  const words = search.expanded
    ? MATCHES[form](products.searchVector, search.expanded)
    : sql`false`;
  return search.category ? (or(words, eq(products.category, search.category)) as SQL) : words;
}

/** How many tiers a search has: its conditions, and last the products q's category adds. */
export const tierCount = (search: PreparedSearch) => search.tiers.length + 1;

/**
 * The products of tier `tier` that are in none of the first `excluded` tiers (by default every
 * better one, so the tier alone); null when the vocabulary says no product can be in it. Each
 * tier's condition implies searchMatch, so only the last (what q's category adds) tests it; a named
 * tier with no better tier excluded reads only name_vector and meta_vector, which
 * products_search_walk_idx holds (rankedPage leaves the better tiers' rows out by id where it can).
 * `form` says how its words are tested (MatchForm).
 */
export function inTier(
  search: PreparedSearch,
  tier: number,
  excluded = tier,
  form: MatchForm = 'indexed',
): SQL | null {
  const tiers = form === 'indexed' ? search.tiers : search.walkedTiers;
  const better = tiers.slice(0, Math.min(tier, excluded)).filter((t): t is SQL => t !== null);
  const own = tier < tiers.length ? tiers[tier] : searchMatch(search, form);
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
