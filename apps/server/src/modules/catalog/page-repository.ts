import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/types.ts';
import { productColumns } from './mapper.ts';
import {
  afterName,
  bySortColumns,
  type ListingRow,
  type NameKey,
  nameSortColumns,
  type ProductCursor,
  upToName,
} from './product-cursor.ts';
import {
  inTier,
  type PreparedSearch,
  searchMatch,
  searchScore,
  tierCount,
} from './product-search-sql.ts';
import { byName, notArchived } from './product-sql.ts';
import { nameWordEntries, products } from './schema.ts';

// One page of products: in a sort's order (pageRows), or a search's best match first, a relevance
// tier at a time (rankedPage; docs/decisions/029, 052, 068).

/** Best match first (search score), then the name order. */
const byRelevance = (search: PreparedSearch | undefined) =>
  search ? [asc(searchScore(search)), ...byName] : byName;

/**
 * The page's rows in `order`. A page deep into the catalogue (an offset) first finds its ids, so
 * the rows it skips are read from the index alone (an index-only scan where the filter allows),
 * and only the page's own rows from the table: a "deferred join".
 */
export async function pageRows(
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
export const WALK_SPAN_MIN = 2000;

/** One tier's condition in both forms (MatchForm): walked in the name order, or by its GIN index. */
interface TierCondition {
  walked: SQL;
  indexed: SQL;
  /** Its slots' name words, when it needs every one of them in the name (PreparedSearch.tierNameWords). */
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
export async function walkEnd(
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
export async function rankedPage(
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
  if (span === WALK_SPAN_MIN && search.firstWalkEnd !== undefined) {
    ends.set(false, Promise.resolve(search.firstWalkEnd));
  }
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
