import type { SortOption } from '@sheesham/shared';
import { MAX_PRODUCT_NAME_LENGTH, MAX_PRODUCT_RATING } from '@sheesham/shared/product-input';
import { type SQL, sql } from 'drizzle-orm';
import { badRequest } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { ProductRow } from './mapper.ts';
import { SORT_KEY } from './product-sql.ts';
import { products } from './schema.ts';

/**
 * Keyset paging for the storefront's sorts (docs/decisions/015-catalogue-paging.md): a cursor is
 * the last row's sort key, name and id, so the next page starts right after it through the sort's
 * index, whatever the depth. Tokens are opaque to clients (base64url JSON).
 */
/** The storefront's sorts, and best match first, the order of a search without a chosen sort. */
export type ListingSort = SortOption | 'relevance';

/** A listing row; a search's rows also carry their score (product-search-sql.ts). */
export type ListingRow = ProductRow & { score?: number };

export interface ProductCursor {
  sort: ListingSort;
  /** The leading sort key (price in paise, rating, search score); null for the name sort. */
  key: number | null;
  name: string;
  id: string;
}

/** The leading key of each storefront sort as the row holds it, and its sign in SORT_KEY. */
const LEADING: Record<
  ListingSort,
  { column: 'pricePaise' | 'rating' | 'score'; sign: 1 | -1 } | null
> = {
  name: null,
  price_asc: { column: 'pricePaise', sign: 1 },
  price_desc: { column: 'pricePaise', sign: -1 },
  rating: { column: 'rating', sign: -1 },
  relevance: { column: 'score', sign: 1 },
};

export function cursorAfter(sort: ListingSort, row: ListingRow): string {
  const leading = LEADING[sort];
  const key = leading ? (row[leading.column] ?? null) : null;
  return Buffer.from(JSON.stringify([sort, key, row.name, row.id])).toString('base64url');
}

const invalidCursor = () =>
  badRequest('The cursor is not valid for this listing.', {
    cursor: 'Start again from the first page',
  });

/** Reads a token for `sort`; anything malformed, or made for another sort, is a 400 on `cursor`. */
export function readCursor(token: string, sort: ListingSort): ProductCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw invalidCursor();
  const [madeFor, key, name, id] = parsed as unknown[];
  if (madeFor !== sort || !KEY_FITS[sort](key) || !isProductName(name)) throw invalidCursor();
  if (typeof id !== 'string' || !isUuid(id)) throw invalidCursor();
  return { sort, key: key as number | null, name, id: id.toLowerCase() };
}

/** PostgreSQL's integer, price_paise's type: a key beyond it fails the query instead of paging. */
const INT4_MAX = 2_147_483_647;
/** A search has a handful of relevance tiers (relevanceTiers); a tier is a small whole number. */
const MAX_TIER = 99;

const wholeUpTo = (max: number) => (key: unknown) =>
  Number.isInteger(key) && (key as number) >= 0 && (key as number) <= max;

/**
 * The leading keys a row of each sort can have, checked before they reach SQL: a price is whole
 * paise ≥ 0 within price_paise's integer type (price_desc compares its negation, which then fits
 * too), a rating between 0 and MAX_PRODUCT_RATING, a relevance key its tier; the name sort has none.
 */
const KEY_FITS: Record<ListingSort, (key: unknown) => boolean> = {
  name: (key) => key === null,
  price_asc: wholeUpTo(INT4_MAX),
  price_desc: wholeUpTo(INT4_MAX),
  rating: (key) => typeof key === 'number' && key >= 0 && key <= MAX_PRODUCT_RATING,
  relevance: wholeUpTo(MAX_TIER),
};

/** A name a product can have: not longer, and no NUL (PostgreSQL would fail on it). */
const isProductName = (name: unknown): name is string =>
  typeof name === 'string' && name.length <= MAX_PRODUCT_NAME_LENGTH && !name.includes('\u0000');

const nameKey = sql`lower(${products.name}) collate "C", ${products.name} collate "C", ${products.id}`;
/** A row's place in the name order: its name and id. */
export type NameKey = Pick<ProductCursor, 'name' | 'id'>;

const cursorNameKey = ({ name, id }: NameKey) =>
  sql`lower(${name}) collate "C", ${name} collate "C", ${id}::uuid`;

/** Rows after the cursor's row in the name order alone (within one relevance tier). */
export const afterName = (cursor: NameKey): SQL => sql`(${nameKey}) > (${cursorNameKey(cursor)})`;

/** Rows up to and including `last` in the name order: a range the name order's indexes answer. */
export const upToName = (last: NameKey): SQL => sql`(${nameKey}) <= (${cursorNameKey(last)})`;

/** A row's name as its place in the name order, the columns k1 and k2 (then its id). */
export const nameSortColumns = sql`lower(${products.name}) collate "C" as k1, ${products.name} collate "C" as k2`;

/** The name order over rows with nameSortColumns and an id. */
export const bySortColumns = sql`k1, k2, id`;

/**
 * Rows after the cursor in PRODUCT_ORDER[sort]: one row comparison its index answers. A search's
 * relevance cursor is read tier by tier (repository rankedPage, `afterName`), never here.
 */
export function afterCursor(cursor: ProductCursor): SQL {
  const leading = LEADING[cursor.sort];
  if (!leading || cursor.key === null) return afterName(cursor);
  const sortKey = SORT_KEY[cursor.sort as keyof typeof SORT_KEY];
  if (!sortKey) throw invalidCursor();
  return sql`(${sortKey}, ${nameKey}) > (${leading.sign * cursor.key}, ${cursorNameKey(cursor)})`;
}
