import { TOTAL_COUNT_CAP } from '@sheesham/shared';
import { and, asc, eq, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/types.ts';
import type { ListTotal } from '../../lib/response-cache.ts';
import { type ProductRow, productColumns } from './mapper.ts';
import { pageRows, rankedPage } from './page-repository.ts';
import { afterCursor, type ListingRow } from './product-cursor.ts';
import type { ProductFilter } from './product-filter.ts';
import { type PreparedSearch, searchMatch } from './product-search-sql.ts';
import { byName, notArchived, PRODUCT_ORDER } from './product-sql.ts';
import { nameWordCounts, productCounts, products, searchTerms } from './schema.ts';

function lowerIn(column: AnyPgColumn, values: string[]): SQL {
  return inArray(sql`lower(${column})`, values);
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
