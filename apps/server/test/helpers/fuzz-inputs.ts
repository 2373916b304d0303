export { seededRandom } from '@sheesham/shared/seeded-random';

/**
 * Malformed and hostile inputs for the route fuzz test, drawn from a seeded generator so a failure
 * is reproducible: the same seed gives the same requests in the same order.
 */

export class Draw {
  constructor(private readonly random: () => number) {}
  chance(p: number): boolean {
    return this.random() < p;
  }
  int(max: number): number {
    return Math.floor(this.random() * max);
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }
}

/** Strings that have broken servers: prototype names, NUL, huge, odd Unicode, injections. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '\u0000',
  'a\u0000b',
  '\r\nBcc: x@example.in',
  '\uD800',
  '\uFEFF',
  '😀🪑',
  'नमस्ते',
  "' OR 1=1 --",
  '%',
  '_',
  '\\',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '{"a":1}',
  'null',
  'NaN',
  '-1',
  '1e308',
  '00000000-0000-0000-0000-000000000000',
  'x'.repeat(300),
  'y'.repeat(70_000),
  '302001',
  'sofa',
  'beds',
  'cod',
  'gateway',
  'cancelled',
  'delivered',
  'month',
  'true',
];

export const NASTY_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  99,
  100,
  2 ** 31,
  Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  [],
  [null],
  {},
  { __proto__: null, toString: 'x' },
  ...NASTY_STRINGS,
];

/** Field names the API knows, so random bodies often get past "unknown field" into the rules. */
export const FIELD_NAMES = [
  'name',
  'email',
  'phone',
  'subject',
  'message',
  'password',
  'fullName',
  'phoneNumber',
  'address',
  'pincode',
  'delivery_instructions',
  'payment_method',
  'razorpay_order_id',
  'razorpay_payment_id',
  'razorpay_signature',
  'items',
  'product_id',
  'quantity',
  'selected_set',
  'status',
  'read',
  'price',
  'set_price',
  'has_set_option',
  'images',
  'category',
  'stock',
  'expected_stock',
  'description',
  'product_rating',
  'outcome',
  'receipt',
  'role',
  'userId',
  'constructor',
  'toString',
];

export const QUERY_NAMES = [
  'q',
  'category',
  'sort',
  'limit',
  'offset',
  'min_price',
  'max_price',
  'material',
  'brand',
  'storage',
  'status',
  'period',
  'unread',
  'low_stock',
  'page',
  '__proto__',
  'constructor',
];

export const CONTENT_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/octet-stream',
  'multipart/form-data; boundary=fuzz',
  'multipart/form-data',
  'application/json; charset=utf-16',
  'application/json; charset=',
  'application/vnd.api+json',
  ';;;',
  'image/png',
];

export const MALFORMED_JSON = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":NaN}',
  '"unterminated',
  '\uFEFF{}',
  '{"__proto__":{"role":"admin"}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '[1,2',
  '}',
  '\u0000',
  '1'.repeat(400),
];

/** Each catalogue sort, the query that asks for it, and a leading key a real row could have. */
const CURSOR_SORTS = [
  { sort: 'name', query: 'sort=name', key: null },
  { sort: 'price_asc', query: 'sort=price_asc', key: 4_999_900 },
  { sort: 'price_desc', query: 'sort=price_desc', key: 4_999_900 },
  { sort: 'rating', query: 'sort=rating', key: 4.5 },
  { sort: 'relevance', query: 'q=sofa', key: 1 },
] as const;

/** Keys no row has: beyond int4 and safe integers, fractions, negatives, other types. */
const FORGED_CURSOR_KEYS: unknown[] = [
  1e308,
  -1e308,
  2 ** 31,
  -(2 ** 31),
  2 ** 53 + 2,
  1.5,
  -0.0001,
  -1,
  6,
  '100',
  null,
  true,
  [],
  {},
];

/**
 * `sort=…&cursor=…` for GET /api/products: a cursor the way the server makes one (base64url JSON
 * of [sort, key, name, id], modules/catalog/product-cursor.ts) with one field forged, mostly the
 * leading key, so that it gets past the other checks to the column it is compared with.
 */
export function forgedCursorQuery(draw: Draw): string {
  const { sort, query, key } = draw.pick(CURSOR_SORTS);
  const fields: unknown[] = [sort, key, 'Sofa 01', '7d1f5a2e-9c4b-4e8a-b1d3-2f6e8a9c0b14'];
  const roll = draw.int(10);
  if (roll < 7) fields[1] = draw.pick(FORGED_CURSOR_KEYS);
  else if (roll < 9) fields[2] = draw.pick([...NASTY_STRINGS.slice(0, 26), 'x'.repeat(201), 42]);
  else fields[draw.int(4)] = draw.pick(NASTY_VALUES);
  const cursor = Buffer.from(JSON.stringify(fields)).toString('base64url');
  return `${query}&cursor=${cursor}`;
}
