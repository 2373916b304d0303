import { TOTAL_COUNT_CAP } from '@sheesham/shared';
import { and, asc, eq, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/types.ts';
import type { ListTotal } from '../../lib/response-cache.ts';
import { slips, type Vocabulary } from '../vocabulary/index.ts';
import { type ProductRow, productColumns } from './mapper.ts';
import {
  afterCursor,
  afterName,
  bySortColumns,
  type ListingRow,
  type NameKey,
  nameSortColumns,
  type ProductCursor,
  upToName,
} from './product-cursor.ts';
import type { ProductFilter } from './product-filter.ts';
import {
  anySlotText,
  type ExpandedWord,
  everySlotCheck,
  inTier,
  namedAloneWords,
  namedCategory,
  namedMatch,
  type PreparedSearch,
  relevanceTiers,
  SEARCH_WORDS_MAX,
  type SlotWords,
  searchMatch,
  searchScore,
  searchWords,
  slotLive,
  tierCount,
  tierNameWords,
} from './product-search-sql.ts';
import { byName, notArchived, PRODUCT_ORDER } from './product-sql.ts';
import {
  nameWordCounts,
  nameWordEntries,
  productCounts,
  products,
  searchTerms,
  searchWordCounts,
} from './schema.ts';

function lowerIn(column: AnyPgColumn, values: string[]): SQL {
  return inArray(sql`lower(${column})`, values);
}

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
 * it more than once (its page and its count) prepares it once (CatalogService).
 */
export async function prepareSearch(
  db: Database,
  q: string,
  vocabulary: Vocabulary,
): Promise<PreparedSearch | undefined> {
  if (q.trim() === '') return undefined;
  const slots = vocabulary.slots(searchWords(q), SEARCH_WORDS_MAX);
  const typed = [...new Set(slots.flatMap((slot) => slot.typed))];
  const exact = [...new Set(slots.flatMap((slot) => slot.means.flat()))];
  const [words, firstWalkEnd] = await Promise.all([
    expandWords(db, typed, exact),
    walkEnd(db, undefined, WALK_SPAN_MIN),
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
    tiers: relevanceTiers(live),
    walkedTiers: relevanceTiers(live, 'walked'),
    namedPart: namedMatch(live),
    namedAlone: namedAloneWords(live),
    tierNameWords: tierNameWords(live),
    everySlot: everySlotCheck(live),
    category: namedCategory(q),
    firstWalkEnd,
  };
}

/** The filter's facets and price bounds as conditions: none when only q narrows the catalogue. */
function filterConditions(filter: ProductFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.category) conditions.push(eq(products.category, filter.category));
  if (filter.materials) conditions.push(lowerIn(products.primaryMaterial, filter.materials));
  if (filter.storage) conditions.push(lowerIn(products.storage, filter.storage));
  if (filter.brands) conditions.push(lowerIn(products.brand, filter.brands));
  // Price filters compare the regular price, as the listing's price inputs do.
  if (filter.minPricePaise !== undefined)
    conditions.push(gte(products.pricePaise, filter.minPricePaise));
  if (filter.maxPricePaise !== undefined)
    conditions.push(lte(products.pricePaise, filter.maxPricePaise));
  return conditions;
}

function whereFor(filter: ProductFilter, search?: PreparedSearch): SQL | undefined {
  return and(notArchived, search && searchMatch(search), ...filterConditions(filter));
}

/** Best match first (search score), then the name order. */
const byRelevance = (search: PreparedSearch | undefined) =>
  search ? [asc(searchScore(search)), ...byName] : byName;

/**
 * The page's rows in `order`. A page deep into the catalogue (an offset) first finds its ids, so
 * the rows it skips are read from the index alone (an index-only scan where the filter allows),
 * and only the page's own rows from the table: a "deferred join".
 */
async function pageRows(
  db: Database,
  where: SQL | undefined,
  order: SQL[],
  page: { limit: number; offset: number },
  extra: { score?: SQL<number> } = {},
): Promise<ListingRow[]> {
  const columns = extra.score ? { ...productColumns, score: extra.score } : productColumns;
  if (page.offset === 0) {
    return db
      .select(columns)
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(page.limit);
  }
  const ids = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset)
    .as('page_ids');
  return db
    .select(columns)
    .from(products)
    .innerJoin(ids, eq(products.id, ids.id))
    .orderBy(...order);
}

/** Up to this offset a search's page is read by the tier walk; deeper, in one ranked statement. */
const TIER_WALK_OFFSET_MAX = 500;

/**
 * How far into the name order a tier's page is first looked for: this many rows per row wanted,
 * at least WALK_SPAN_MIN. A tier with at least one match in WALK_SPAN_PER_ROW rows fills its page
 * there; a rarer one (or an empty one, which the planner cannot tell) is then found through its
 * GIN index instead of walking the rest of the catalogue in vain (decision 052).
 */
const WALK_SPAN_PER_ROW = 80;
const WALK_SPAN_MIN = 2000;

/** One tier's condition in both forms (MatchForm): walked in the name order, or by its GIN index. */
interface TierCondition {
  walked: SQL;
  indexed: SQL;
  /** Its slots' name words, when it needs every one of them in the name (tierNameWords). */
  nameWords: string[][] | null;
}

/**
 * How many of a word's entries in the name order (name_word_entries) a tier's merge reads at
 * most: 2,500 of a word in one name in six reach some 15,000 names in. Past them the tier's GIN
 * index finds the rest, as after a walk; two common words no name has together cost 2 × 2,500
 * entries (about 1.5 ms) before it.
 */
const ENTRIES_READ_MAX = 2500;

/**
 * The one stem all of `words` have (to_tsvector as name_vector's), or null when they have several:
 * a slot's words are merged as one list of entries, which only one stem's are in order.
 */
const singleStem = (words: string[]) =>
  sql`(select case when count(distinct stem) = 1 then min(stem) end
    from unnest(array[${sql.join(
      words.map((word) => sql`${word}`),
      sql`, `,
    )}]::text[]) as word, unnest(tsvector_to_array(to_tsvector('english', word))) as stem)`;

/**
 * The products whose names have a stem of each slot's words, in the name order, from their first
 * ENTRIES_READ_MAX entries each: a merge join of ordered index ranges of name_word_entries, which
 * stops as soon as the tier's condition has kept `limit` of them. Every row of the tier is among
 * them up to where a word's entries were cut, and a merge returns nothing past that.
 */
function mergedNameEntries(nameWords: string[][], condition: SQL, limit: number): SQL {
  const key = sql.raw('name_key, exact_name, product_id');
  const lists = nameWords.map(
    (words, i) => sql`(select ${key} from ${nameWordEntries}
      where ${nameWordEntries.lexeme} = ${singleStem(words)}
      order by ${key} limit ${ENTRIES_READ_MAX}) as ${sql.identifier(`entries_${i}`)}`,
  );
  return sql`select ${products.id} as id from ${sql.join(
    lists.map((list, i) => (i === 0 ? list : sql`join ${list} using (${key})`)),
    sql` `,
  )}
    join ${products} on ${products.id} = product_id
    where ${condition} order by ${key} limit ${limit}`;
}

/** The visible row `span` rows into the name order (after `after`); null when fewer remain. */
async function walkEnd(
  db: Database,
  after: SQL | undefined,
  span: number,
): Promise<NameKey | null> {
  const [row] = await db
    .select({ name: products.name, id: products.id })
    .from(products)
    .where(and(notArchived, after))
    .orderBy(...byName)
    .offset(span - 1)
    .limit(1);
  return row ?? null;
}

/**
 * A tier's first `limit` rows in the name order from `start` on, in one statement (decision 052):
 * - `near`: the tier's rows up to `end` (the walk's stretch, walkEnd; null: the rest of the
 *   catalogue is shorter), the condition tested row by row as the walk reads them (`walked`:
 *   products_search_walk_idx alone for a named tier), stopping at `limit`; when it fills the page
 *   it is the answer;
 * - else all of the tier's rows from `start` (the near ones among them), found through its GIN
 *   index (`indexed`) and sorted. The planner cannot tell that a tier's rows are few (it guesses
 *   how often words meet in one product as if they were independent, and "sofa & bed" meet in
 *   none), and left to choose it would walk the name order to the end for them: `offset 0` keeps
 *   the order and limit above the scan, so the scan is planned to read all of the tier's rows, and
 *   it reads `brand`, which products_search_walk_idx does not hold, so the GIN index and the heap
 *   are cheaper than that index from end to end. Its condition does not depend on the rows, so
 *   this is not read at all when the near rows suffice.
 * Then the page's rows are read by id. No transaction, one round trip.
 */
async function tierRows(
  db: Database,
  tier: TierCondition,
  range: { start: SQL | undefined; end: NameKey | null },
  limit: number,
): Promise<ListingRow[]> {
  const { start, end } = range;
  const near = tier.nameWords
    ? mergedNameEntries(tier.nameWords, and(tier.walked, start) as SQL, limit)
    : sql`select ${products.id} as id from ${products}
    where ${and(tier.walked, start, end ? upToName(end) : undefined)}
    order by ${sql.join(byName, sql`, `)} limit ${limit}`;
  const ids =
    end || tier.nameWords
      ? sql`with near as materialized (${near})
      select id from near where (select count(*) from near) = ${limit}
      union all
      (select id from (select ${products.id} as id, ${nameSortColumns}, ${products.brand} from ${products}
          where ${and(tier.indexed, start)} offset 0) as tier_rows
        where (select count(*) from near) < ${limit}
        order by ${bySortColumns} limit ${limit})`
      : near;
  return db
    .select(productColumns)
    .from(products)
    .where(sql`${products.id} = any(array(${ids}))`)
    .orderBy(...byName)
    .limit(limit);
}

/**
 * A search's page best match first, read a relevance tier at a time in the name order: each tier's
 * rows come from walking a stretch of the name order (products_search_walk_idx alone for a named
 * tier), stopping at the page's end, and for a tier with too few there from its GIN index
 * (tierRows), so a word that matches thousands of products never has all of them ranked, and a
 * tier that matches none never reads the whole catalogue. A row of a better tier is left out by
 * its id: a tier is read past only once all its rows from its start are found, so every such row
 * this page could meet is in it already, and a named tier's walk needs no search_vector (no heap
 * page). At most `seen.size` of the rows read are seen ones, so reading that many more always
 * leaves the rows wanted. Only the rows of the tiers up to a cursor's, which earlier pages showed,
 * are left out by their conditions. The cursor's key is its row's tier. A deep offset reads the
 * same order in one statement. `where` holds the filters, not the search (each tier implies it).
 */
async function rankedPage(
  db: Database,
  where: SQL | undefined,
  search: PreparedSearch,
  page: { limit: number; offset: number; cursor?: ProductCursor },
): Promise<ListingRow[]> {
  if (page.offset > TIER_WALK_OFFSET_MAX) {
    return pageRows(db, and(where, searchMatch(search)), byRelevance(search), page, {
      score: searchScore(search),
    });
  }
  const key = page.cursor?.key ?? 0;
  const first = Number.isInteger(key) && key >= 0 ? key : 0;
  // A near page (a small offset) is the first rows of the same walk, the skipped ones dropped.
  const wanted = page.offset + page.limit;
  const span = Math.max(WALK_SPAN_MIN, WALK_SPAN_PER_ROW * wanted);
  const excluded = page.cursor ? first + 1 : 0;
  // Where the walk's stretch ends: from the cursor for the cursor's tier, else from the start;
  // each looked up once, when a tier first needs it. The usual one (a page of up to
  // WALK_SPAN_MIN / WALK_SPAN_PER_ROW rows, from the start) came with the prepared search.
  const ends = new Map<boolean, Promise<NameKey | null>>();
  if (span === WALK_SPAN_MIN) ends.set(false, Promise.resolve(search.firstWalkEnd));
  const endOf = (fromCursor: boolean, start: SQL | undefined) => {
    const known = ends.get(fromCursor);
    if (known) return known;
    const end = walkEnd(db, start, span);
    ends.set(fromCursor, end);
    return end;
  };
  const rows: ListingRow[] = [];
  const seen = new Set<string>();
  const everySlot = everySlotAnswer(db, search);
  for (let tier = first; tier < tierCount(search) && rows.length < wanted; tier++) {
    const walked = inTier(search, tier, excluded, 'walked');
    const indexed = inTier(search, tier, excluded, 'indexed');
    if (!walked || !indexed || !(await everySlot.mayHold(tier))) continue;
    const fromCursor = tier === first && page.cursor !== undefined;
    const start = fromCursor && page.cursor ? afterName(page.cursor) : undefined;
    const need = wanted - rows.length;
    const read = await tierRows(
      db,
      {
        walked: and(where, walked) as SQL,
        indexed: and(where, indexed) as SQL,
        nameWords: search.tierNameWords[tier] ?? null,
      },
      { start, end: await endOf(fromCursor, start) },
      need + seen.size,
    );
    const found = read.filter((row) => !seen.has(row.id)).slice(0, need);
    for (const row of found) seen.add(row.id);
    rows.push(...found.map((row) => ({ ...row, score: tier })));
  }
  return rows.slice(page.offset);
}

/**
 * Whether a tier that needs every slot of q (PreparedSearch.everySlot) may hold products. Once
 * one such tier has been read and came back short, and two or more are left to read, the database
 * is asked once whether any visible product has every slot (products_have_words): when none has,
 * the rest are left out instead of each walking a stretch of the name order and its GIN index
 * to find nothing ("sfoa bdes": sofa & bed, in no product). Asking costs about what one tier's
 * index does, so it is not asked before the first such tier, which usually fills the page.
 */
function everySlotAnswer(db: Database, search: PreparedSearch) {
  const check = search.everySlot;
  let tiersRead = 0;
  let holds: boolean | undefined;
  return {
    async mayHold(tier: number): Promise<boolean> {
      if (!check || tier >= check.tiers) return true;
      const left = search.tiers.slice(tier, check.tiers).filter((t) => t !== null).length;
      if (holds === undefined && tiersRead > 0 && left >= 2) {
        const [row] = await db
          .select({ yes: sql<boolean>`${check.exists}` })
          .from(sql`(values (1)) as one (x)`);
        holds = row?.yes === true;
      }
      tiersRead++;
      return holds !== false;
    },
  };
}

/**
 * One page in the sort's order (after the cursor, or from the offset) and whether more follow;
 * `search` is filter.q prepared (prepareSearch).
 */
export async function findProductPage(
  db: Database,
  filter: ProductFilter,
  search: PreparedSearch | undefined,
): Promise<{ rows: ListingRow[]; more: boolean }> {
  if (filter.limit === 0) return { rows: [], more: false };
  const ranked = filter.sort === 'relevance' ? search : undefined;
  // One row beyond the page says whether a next page exists, without counting.
  const page = { limit: filter.limit + 1, offset: filter.offset ?? 0 };
  const rows = ranked
    ? await rankedPage(db, whereFor(filter), ranked, { ...page, cursor: filter.cursor })
    : await pageRows(
        db,
        and(whereFor(filter, search), filter.cursor && afterCursor(filter.cursor)),
        PRODUCT_ORDER[filter.sort as 'name'],
        page,
      );
  return { rows: rows.slice(0, filter.limit), more: rows.length > filter.limit };
}

/** `select count(*)` of the rows `where` finds, reading no more than TOTAL_COUNT_CAP + 1 of them. */
const cappedCount = (where: SQL | undefined) =>
  sql`(select count(*) from (select 1 from ${products} ${where ? sql`where ${where}` : sql``}
    limit ${TOTAL_COUNT_CAP + 1}) as matches)`;

/**
 * How many rows match, scanning no further than TOTAL_COUNT_CAP + 1 of them: past the cap the
 * total is "at least" (TOTAL_COUNT_RELATION_HEADER), so no count reads a whole large catalogue.
 * `part`, some of `where`'s rows that an index finds quickly, is counted first: when it alone
 * passes the cap, so does `where`, and `where` is not counted (PostgreSQL evaluates the second
 * subquery only when the CASE needs it). A common search ("sheesham bed": 6,839 matches) is then
 * answered from the name index instead of testing search_vector on some 14,000 rows. `floor`, a
 * number no greater than the total and read from a small table (nameWordFloor), comes first: past
 * the cap, neither is counted.
 */
async function countUpToCap(
  db: Database,
  where: SQL | undefined,
  part?: SQL | null,
  floor?: SQL,
): Promise<ListTotal> {
  const beyondCap = [floor, part && cappedCount(part)].flatMap((lower) =>
    lower ? [sql`when ${lower} > ${TOTAL_COUNT_CAP} then ${TOTAL_COUNT_CAP + 1}`] : [],
  );
  const counted =
    beyondCap.length > 0
      ? sql`case ${sql.join(beyondCap, sql` `)} else ${cappedCount(where)} end`
      : cappedCount(where);
  const [row] = await db
    .select({ n: sql`(${counted})::integer`.mapWith(Number) })
    .from(sql`(values (1)) as one (x)`);
  const n = row?.n ?? 0;
  return n > TOTAL_COUNT_CAP
    ? { count: TOTAL_COUNT_CAP, atLeast: true }
    : { count: n, atLeast: false };
}

/**
 * How many visible products have the commonest of `words` in their name, from the counts the
 * triggers keep (migration 0026): a floor of the total of a search whose namedAlone they are, with
 * no other filter. The words are stemmed as name_vector's are ('sofas' → 'sofa').
 */
const nameWordFloor = (words: string[]) =>
  sql`(select coalesce(max(${nameWordCounts.visible}), 0) from ${nameWordCounts}
    where ${nameWordCounts.lexeme} = any(tsvector_to_array(to_tsvector('english', search_fold(${words.join(' ')})))))`;

/** A search's floor (nameWordFloor), or none when it names no word alone. */
const searchFloor = (search: PreparedSearch | undefined) =>
  search && search.namedAlone.length > 0 ? nameWordFloor(search.namedAlone) : undefined;

/** A listing's exact total from the counts the triggers keep (no search, no price bounds). */
async function countFromFacets(db: Database, filter: ProductFilter): Promise<ListTotal> {
  const [counted] = await db
    .select({ n: sql<number>`coalesce(sum(${productCounts.visible}), 0)::integer` })
    .from(productCounts)
    .where(
      and(
        filter.category ? eq(productCounts.category, filter.category) : undefined,
        filter.materials ? inArray(productCounts.material, filter.materials) : undefined,
        filter.storage ? inArray(productCounts.storage, filter.storage) : undefined,
        filter.brands ? inArray(productCounts.brand, filter.brands) : undefined,
      ),
    );
  return { count: Number(counted?.n ?? 0), atLeast: false };
}

/** How many visible products match the filter (its q prepared as `search`), whatever the page. */
export async function countProducts(
  db: Database,
  filter: ProductFilter,
  search: PreparedSearch | undefined,
): Promise<ListTotal> {
  const priced = filter.minPricePaise !== undefined || filter.maxPricePaise !== undefined;
  if (!search && !priced) return countFromFacets(db, filter);
  return countUpToCap(
    db,
    whereFor(filter, search),
    search?.namedPart && and(whereFor(filter), search.namedPart),
    // A word's count says nothing about the products a facet or a price bound leaves.
    filterConditions(filter).length > 0 ? undefined : searchFloor(search),
  );
}

const searchWhere = (search: PreparedSearch | undefined) =>
  and(notArchived, search && searchMatch(search));

/** Visible products matching q (prepared), best match first, then by name; all for a blank q. */
export async function searchProducts(
  db: Database,
  search: PreparedSearch | undefined,
  page: { limit: number; offset: number },
): Promise<ProductRow[]> {
  if (!search) return pageRows(db, notArchived, byName, page);
  return rankedPage(db, notArchived, search, page);
}

/** The best few matches' names for the search box (a word's start finds the word: "sof"). */
export async function suggestProducts(
  db: Database,
  search: PreparedSearch | undefined,
  limit: number,
): Promise<{ id: string; name: string; category: string }[]> {
  if (!search) return [];
  const rows = await rankedPage(db, notArchived, search, { limit, offset: 0 });
  return rows.map(({ id, name, category }) => ({ id, name, category }));
}

/**
 * The catalogue word closest to `word` (pg_trgm's `%`, similarity 0.3 or more, GIN-indexed) with
 * its similarity, or null when none is close; ties by the word itself, so the answer is stable.
 */
export async function closestTerm(
  db: Database,
  word: string,
): Promise<{ word: string; similarity: number } | null> {
  const folded = sql`search_fold(${word})`;
  const [row] = await db
    .select({
      word: searchTerms.term,
      similarity: sql<number>`similarity(${searchTerms.term}, ${folded})`.mapWith(Number),
    })
    .from(searchTerms)
    .where(sql`${searchTerms.term} % ${folded}`)
    .orderBy(sql`${searchTerms.term} <-> ${folded}`, asc(searchTerms.term))
    .limit(1);
  return row ?? null;
}

/** How many visible products match q (prepared), up to the cap. */
export function countSearchMatches(
  db: Database,
  search: PreparedSearch | undefined,
): Promise<ListTotal> {
  return countUpToCap(
    db,
    searchWhere(search),
    search?.namedPart && and(notArchived, search.namedPart),
    searchFloor(search),
  );
}

export async function findProductById(db: Database, id: string): Promise<ProductRow | null> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .where(and(notArchived, eq(products.id, id)))
    .limit(1);
  return row ?? null;
}

/** SPEC §9 in SQL: same category, then same room type, then the rest; by name within each. */
export async function findRelatedProducts(
  db: Database,
  product: Pick<ProductRow, 'id' | 'category' | 'roomType'>,
  limit: number,
): Promise<ProductRow[]> {
  const group = sql`case
    when ${products.category} = ${product.category} then 0
    when ${products.roomType} = ${product.roomType} then 1
    else 2 end`;
  return db
    .select(productColumns)
    .from(products)
    .where(and(notArchived, ne(products.id, product.id)))
    .orderBy(asc(group), ...byName)
    .limit(limit);
}

/** What the sitemap needs: every visible product's id and last change. */
export async function listProductSitemapEntries(
  db: Database,
): Promise<{ id: string; updatedAt: Date }[]> {
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(notArchived)
    .orderBy(...byName);
}
