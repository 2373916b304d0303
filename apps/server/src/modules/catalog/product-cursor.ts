import type { SortOption } from '@sheesham/shared';
import { and, eq, gt, gte, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { products } from '../../db/schema.ts';
import { badRequest } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { ProductRow } from './mapper.ts';

/**
 * Keyset paging for the storefront's sorts (docs/decisions/015-catalogue-paging.md): a cursor is
 * the last row's sort key, name and id, so the next page starts right after it through the sort's
 * index, whatever the depth. Tokens are opaque to clients (base64url JSON).
 */
export interface ProductCursor {
  sort: SortOption;
  /** The leading sort key (price in paise, rating); null for the name sort. */
  key: number | null;
  name: string;
  id: string;
}

/** The leading column of each sort before the name order, and its direction. */
const LEADING: Record<SortOption, { column: 'pricePaise' | 'rating'; desc: boolean } | null> = {
  name: null,
  price_asc: { column: 'pricePaise', desc: false },
  price_desc: { column: 'pricePaise', desc: true },
  rating: { column: 'rating', desc: true },
};

export function cursorAfter(sort: SortOption, row: ProductRow): string {
  const leading = LEADING[sort];
  const key = leading ? row[leading.column] : null;
  return Buffer.from(JSON.stringify([sort, key, row.name, row.id])).toString('base64url');
}

const invalidCursor = () =>
  badRequest('The cursor is not valid for this listing.', {
    cursor: 'Start again from the first page',
  });

/** Reads a token for `sort`; anything malformed, or made for another sort, is a 400 on `cursor`. */
export function readCursor(token: string, sort: SortOption): ProductCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw invalidCursor();
  const [madeFor, key, name, id] = parsed as unknown[];
  const keyOk = LEADING[sort] ? typeof key === 'number' && Number.isFinite(key) : key === null;
  if (madeFor !== sort || !keyOk || typeof name !== 'string' || typeof id !== 'string')
    throw invalidCursor();
  // A NUL would reach PostgreSQL as an error, not as a row.
  if (!isUuid(id) || name.includes('\u0000')) throw invalidCursor();
  return { sort, key: key as number | null, name, id: id.toLowerCase() };
}

/** Rows after the cursor in PRODUCT_ORDER[sort] (the name order ends every sort). */
export function afterCursor(cursor: ProductCursor): SQL {
  const { name, id } = cursor;
  const afterName = sql`(lower(${products.name}) collate "C", ${products.name} collate "C", ${products.id}) > (lower(${name}) collate "C", ${name} collate "C", ${id}::uuid)`;
  const leading = LEADING[cursor.sort];
  if (!leading || cursor.key === null) return afterName;
  const column = products[leading.column];
  const key = cursor.key;
  // The first bound is redundant but lets the planner start the index scan at the key.
  const [from, beyond] = leading.desc ? [lte, lt] : [gte, gt];
  return and(
    from(column, key),
    or(beyond(column, key), and(eq(column, key), afterName)),
  ) as SQL;
}
