import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/types.ts';
import { slips, type Vocabulary } from '../vocabulary/index.ts';
import { WALK_SPAN_MIN, walkEnd } from './page-repository.ts';
import {
  anySlotText,
  type ExpandedWord,
  namedAloneWords,
  namedCategory,
  namedMatch,
  type PreparedSearch,
  rankingOf,
  SEARCH_WORDS_MAX,
  type SlotWords,
  searchWords,
  slotLive,
} from './product-search-sql.ts';
import { searchTerms, searchWordCounts } from './schema.ts';

// A search's q made ready for SQL (prepareSearch): its words looked up in one statement, each
// with its close catalogue words, word starts and the spellings no product has
// (docs/decisions/020, 052, 066, 068).

/**
 * A word's starts are listed (ExpandedWord.starts) up to this many catalogue words; past it a loose
 * match takes the word's prefix, as a word of two letters may start hundreds of words.
 */
const WORD_STARTS_MAX = 8;

/** A catalogue word stands for a query word from this trigram similarity on (pg_trgm's `%` is 0.3). */
const CLOSE_SIMILARITY = 0.5;
/** The nearest few are enough: more would only widen the full-text query. */
const CLOSE_TERMS = 3;

/** Whether a folded word is outside the vocabulary's knowledge: too short, or not all letters. */
const notInVocabulary = (foldedWord: SQL) =>
  sql`(length(${foldedWord}) < 3 or ${foldedWord} !~ '^[[:alpha:]]+$')`;
/** A LIKE pattern for the words `foldedWord` starts, its own wildcards escaped. */
const wordStart = (foldedWord: SQL) =>
  sql`replace(replace(replace(${foldedWord}, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
/** Some product name has (or had) a word meeting `condition` (search_terms.in_name). */
const nameWord = (condition: SQL) =>
  sql`exists(select 1 from ${searchTerms} where ${searchTerms.inName} and ${condition})`;
/** A name has the word itself (by its English stem). */
const nameHasStem = (foldedWord: SQL) =>
  nameWord(sql`${searchTerms.stem} = strip(to_tsvector('english', ${foldedWord}))::text`);
/** A name, brand, category or material has the word itself (by its English stem). */
const knownStem = (foldedWord: SQL) =>
  sql`exists(select 1 from ${searchTerms} where ${searchTerms.stem} = strip(to_tsvector('english', ${foldedWord}))::text)`;
/**
 * Those of `words` (an array of folded words) whose English stems no visible product has anywhere
 * (search_word_counts, kept by triggers): a spelling the search can leave out (ExpandedWord.absent).
 */
const absentOf = (words: SQL) =>
  sql`array(select spelling from unnest(${words}) as spelling where not exists(
      select 1 from ${searchWordCounts} where ${searchWordCounts.visible} > 0
        and ${searchWordCounts.lexeme} = any(tsvector_to_array(to_tsvector('english', spelling)))))`;
/** Full text ignores the word (a stop word such as "with"): it has no lexeme. */
const isStopWord = (foldedWord: SQL) => sql`length(to_tsvector('english', ${foldedWord})) = 0`;

/** The word lookup's parameters, each an array (expandWords). */
const typedWords = sql`${sql.placeholder('typed')}::text[]`;
const slipVariants = sql`${sql.placeholder('slips')}::text[]`;
const slipWordIndexes = sql`${sql.placeholder('slipOf')}::integer[]`;
const exactWords = sql`${sql.placeholder('exact')}::text[]`;

/**
 * The query's words folded by the database, each with its close catalogue words (search_terms,
 * GIN), the catalogue words it starts, and whether a product name may have it (its stem, or a word
 * it starts, or a close word's stem is a name's: "bdes" is close to the category's "beds", and
 * names say "Bed"): the vocabulary knows every name word of three letters or more, so for those a
 * "no" is certain. One SELECT of one row per word, `word_index` its place in q: the words are an
 * array the statement unnests, so its plan is one word's however many q has (a SELECT per word
 * made planning most of a four-word lookup's time). Each word is folded and its close words found
 * once, in a lateral subquery (`offset 0` keeps the planner from copying them into every test
 * that uses them).
 */
function typedWordsSql(): SQL {
  const folded = sql`search_fold(typed_word.word)`;
  // The nearest by trigrams, and any catalogue word one slip away ("chiar" → chair), which
  // trigrams miss in short words; the slips are looked up by the primary key.
  const slipLookup = sql`select ${searchTerms.term}, 0 from ${searchTerms} where ${searchTerms.term} = any(array(
      select slip.variant from unnest(${slipVariants}, ${slipWordIndexes}) as slip (variant, ordinality)
      where slip.ordinality = typed_word.ordinality))`;
  const close = sql`array(select term from (
        (select ${searchTerms.term} as term, ${searchTerms.term} <-> ${folded} as distance from ${searchTerms}
          where ${searchTerms.term} % ${folded} and similarity(${searchTerms.term}, ${folded}) >= ${sql.raw(String(CLOSE_SIMILARITY))}
          order by ${searchTerms.term} <-> ${folded}, ${searchTerms.term} limit ${sql.raw(String(CLOSE_TERMS))}) union ${slipLookup}) as close_words
        group by term order by min(distance), term limit ${sql.raw(String(CLOSE_TERMS))})`;
  const foldedWord = sql`expanded_word.folded`;
  // The catalogue words a word of letters starts, one more than listed (ExpandedWord.starts).
  const starts = sql`case when ${foldedWord} ~ '^[[:alpha:]]+$' then array(select ${searchTerms.term}
      from ${searchTerms} where ${searchTerms.term} like ${wordStart(foldedWord)} and ${searchTerms.term} <> ${foldedWord}
      order by ${searchTerms.term} limit ${sql.raw(String(WORD_STARTS_MAX + 1))}) else '{}'::text[] end`;
  const spellings = sql`array[${foldedWord}] || expanded_word.close || word_starts.starts`;
  return sql`select (typed_word.ordinality - 1)::integer as word_index, ${foldedWord} as folded,
      expanded_word.close as close, word_starts.starts as starts, ${absentOf(spellings)} as absent,
      (${notInVocabulary(foldedWord)} or ${nameHasStem(foldedWord)}) as named,
      (${notInVocabulary(foldedWord)}
        or ${nameWord(sql`${searchTerms.term} like ${wordStart(foldedWord)}`)}
        or ${nameWord(sql`${searchTerms.stem} in (select close_term.stem from ${searchTerms} as close_term
          where close_term.term = any(expanded_word.close))`)}) as named_loosely,
      (${notInVocabulary(foldedWord)} or cardinality(expanded_word.close) > 0 or ${knownStem(foldedWord)}
        or exists(select 1 from ${searchTerms} where ${searchTerms.term} like ${wordStart(foldedWord)})) as known,
      ${isStopWord(foldedWord)} as stop
    from unnest(${typedWords}) with ordinality as typed_word (word, ordinality)
      cross join lateral (select ${folded} as folded, ${close} as close offset 0) as expanded_word
      cross join lateral (select ${starts} as starts offset 0) as word_starts`;
}

/** Where the vocabulary's meanings' words start in expandWords' word_index. */
const EXACT_WORDS_FROM = 1000;

/**
 * The vocabulary's meanings' words, looked up in one SELECT (one row each, word_index from
 * EXACT_WORDS_FROM): folded, and whether a name has each; they are matched as they are, so they
 * need no close words.
 */
function exactWordsSql(): SQL {
  const foldedWord = sql`exact_word.folded`;
  const named = sql`(${notInVocabulary(foldedWord)} or ${nameHasStem(foldedWord)})`;
  const known = sql`(${notInVocabulary(foldedWord)} or ${knownStem(foldedWord)})`;
  return sql`select ${sql.raw(String(EXACT_WORDS_FROM))} + exact_word.ordinality::integer as word_index,
      ${foldedWord} as folded, '{}'::text[] as close, '{}'::text[] as starts,
      ${absentOf(sql`array[${foldedWord}]`)} as absent, ${named} as named, ${named} as named_loosely,
      ${known} as known, ${isStopWord(foldedWord)} as stop
    from (select search_fold(word) as folded, ordinality from unnest(${exactWords}) with ordinality as w (word, ordinality)
      offset 0) as exact_word`;
}

/**
 * The word lookup as one statement whose text never changes (its words are array parameters),
 * prepared under a name, so each connection parses and analyses it once; PostgreSQL still plans
 * it for each q's words (a generic plan, guessing ten words, costs more than a custom one), and
 * PGlite runs it unnamed. 2.37 → 1.99 ms at the median for "teak dining table" (decision 066).
 */
function wordLookup(db: Database) {
  return db
    .select({
      index: sql<number>`word_index`.mapWith(Number),
      folded: sql<string>`folded`,
      close: sql<string[]>`close`,
      starts: sql<string[]>`starts`,
      absent: sql<string[]>`absent`,
      named: sql<boolean>`named`,
      namedLoosely: sql<boolean>`named_loosely`,
      known: sql<boolean>`known`,
      stop: sql<boolean>`stop`,
    })
    .from(sql`(${typedWordsSql()} union all ${exactWordsSql()}) as words`)
    .orderBy(sql`word_index`)
    .prepare('catalog_word_lookup');
}

/** Each database's prepared word lookup, built on first use. */
const wordLookups = new WeakMap<Database, ReturnType<typeof wordLookup>>();

interface LookedUpWords {
  typed: Map<string, ExpandedWord>;
  exact: Map<string, ExpandedWord>;
}

/**
 * Every query word expanded (typedWordsSql) and every meaning's word looked up (exactWordsSql) in
 * one statement, one row per word: the words are looked up before the page and the count can run,
 * so one round trip instead of one per word.
 */
async function expandWords(db: Database, typed: string[], exact: string[]): Promise<LookedUpWords> {
  let lookup = wordLookups.get(db);
  if (!lookup) {
    lookup = wordLookup(db);
    wordLookups.set(db, lookup);
  }
  const slipped = typed.flatMap((word, i) =>
    slips(word).map((variant) => ({ variant, ordinality: i + 1 })),
  );
  const rows =
    typed.length + exact.length === 0
      ? []
      : await lookup.execute({
          typed,
          slips: slipped.map((slip) => slip.variant),
          slipOf: slipped.map((slip) => slip.ordinality),
          exact,
        });
  const byIndex = new Map(
    rows.map(({ index, starts, ...row }) => [
      index,
      { ...row, starts: starts.length > WORD_STARTS_MAX ? null : starts },
    ]),
  );
  const found = (word: string, index: number, isExact: boolean): ExpandedWord => ({
    ...(byIndex.get(index) ?? {
      folded: word,
      close: [],
      starts: null,
      absent: [],
      named: true,
      namedLoosely: true,
      known: true,
      stop: false,
    }),
    exact: isExact,
  });
  return {
    typed: new Map(typed.map((word, i) => [word, found(word, i, false)])),
    exact: new Map(exact.map((word, i) => [word, found(word, EXACT_WORDS_FROM + i + 1, true)])),
  };
}

/**
 * q made ready for SQL: its words read through the vocabulary into slots (phrases with their
 * meanings, counts with both spellings), each typed word folded and with its close catalogue
 * words, each meaning's word folded; undefined for a blank q (no condition). A request that needs
 * it more than once (its page and its count) prepares it once (CatalogService). `ranked`: a page
 * best match first will be read, so the first stretch of its walk is looked up beside the words
 * (a count alone, or another sort, does not need it).
 */
export async function prepareSearch(
  db: Database,
  q: string,
  vocabulary: Vocabulary,
  ranked: boolean,
): Promise<PreparedSearch | undefined> {
  if (q.trim() === '') return undefined;
  const slots = vocabulary.slots(searchWords(q), SEARCH_WORDS_MAX);
  const typed = [...new Set(slots.flatMap((slot) => slot.typed))];
  const exact = [...new Set(slots.flatMap((slot) => slot.means.flat()))];
  const [words, firstWalkEnd] = await Promise.all([
    expandWords(db, typed, exact),
    ranked ? walkEnd(db, undefined, WALK_SPAN_MIN) : undefined,
  ]);
  const looked = (from: Map<string, ExpandedWord>) => (word: string) =>
    from.get(word) as ExpandedWord;
  const live = slots
    .map(
      (slot): SlotWords => ({
        phrase: slot.phrase,
        alternatives: [
          slot.typed.map(looked(words.typed)),
          ...slot.means.map((meaning) => meaning.map(looked(words.exact))),
        ],
      }),
    )
    .filter(slotLive);
  return {
    expanded: anySlotText(live),
    ...rankingOf(live),
    namedPart: namedMatch(live),
    namedAlone: namedAloneWords(live),
    category: namedCategory(q),
    firstWalkEnd,
  };
}
