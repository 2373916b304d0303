import { type AdminProductSort, adminProductPageSchema } from '@sheesham/shared/admin-products';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema.ts';
import { signUpAdmin, type TestAccount } from '../helpers/accounts.ts';
import { aProduct, insertProducts, type ProductInsert } from '../helpers/product-builder.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const t = useTestApp();
let admin: TestAccount;
type Row = ProductInsert & { id: string };
let rows: Row[];

const day = (iso: string) => new Date(`${iso}T10:00:00Z`);

/** Ties on purpose: stock 3 and 25, rating 4.5, created 2024-03-01; one name in lower case. */
const FIXTURES = [
  aProduct({
    name: 'Amber Bed',
    brand: 'Teakline',
    category: 'beds',
    primaryMaterial: 'Solid Wood',
    ...{ stock: 3, stockThreshold: 10, pricePaise: 30_000_00, rating: 4.5 },
    createdAt: day('2024-01-01'),
  }),
  aProduct({
    name: 'banyan Sofa',
    brand: 'Urban Loom',
    category: 'sofas',
    primaryMaterial: 'Fabric',
    ...{ stock: 25, stockThreshold: 10, pricePaise: 45_000_00, rating: 4 },
    createdAt: day('2024-03-01'),
  }),
  aProduct({
    name: 'Cedar Chair',
    brand: 'Kaveri Living',
    category: 'chairs',
    primaryMaterial: 'Metal',
    ...{ stock: 3, stockThreshold: 2, pricePaise: 8_000_00, rating: 3.5 },
    createdAt: day('2024-02-01'),
  }),
  aProduct({
    name: 'Dune Recliner',
    brand: 'Nest & Nook',
    category: 'recliners',
    primaryMaterial: 'Premium Leather',
    ...{ stock: 0, stockThreshold: 10, pricePaise: 60_000_00, rating: 4.5 },
    createdAt: day('2024-03-01'),
  }),
  aProduct({
    name: 'Ebony Dining Set',
    brand: 'Royal Rosewood',
    category: 'dining',
    primaryMaterial: 'Solid Wood',
    ...{ stock: 10, stockThreshold: 10, pricePaise: 75_000_00, rating: 5 },
    createdAt: day('2024-04-01'),
  }),
  aProduct({
    name: 'Fig 50% Off Shelf',
    brand: 'Teakline',
    category: 'storage',
    primaryMaterial: 'Engineered Wood',
    ...{ stock: 25, stockThreshold: 30, pricePaise: 12_000_00, rating: 3 },
    createdAt: day('2024-01-15'),
  }),
  aProduct({ name: 'Ghost Bed', brand: 'Teakline', archivedAt: new Date(), stock: 0 }),
];

beforeAll(async () => {
  admin = await signUpAdmin(t.app, t.db);
  rows = (await insertProducts(t.db, FIXTURES)) as Row[];
});

async function list(query = '') {
  const response = await t.app.inject({
    url: `/api/admin/products${query}`,
    headers: admin.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return adminProductPageSchema.parse(response.json());
}
const names = async (query = '') => (await list(query)).items.map((p) => p.name);

const visibleRows = () => rows.filter((r) => !r.archivedAt);

/** The expected order, computed here: the key, then lower-cased name, name and id in byte order. */
function expectedOrder(key: (r: Row) => number): string[] {
  const byte = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return visibleRows()
    .sort(
      (a, b) =>
        key(a) - key(b) ||
        byte(a.name.toLowerCase(), b.name.toLowerCase()) ||
        byte(a.name, b.name) ||
        byte(a.id, b.id),
    )
    .map((r) => r.name);
}

const SORT_KEYS: Record<AdminProductSort, (r: Row) => number> = {
  name: () => 0,
  price_asc: (r) => r.pricePaise,
  price_desc: (r) => -r.pricePaise,
  rating: (r) => -(r.rating ?? 0),
  stock_asc: (r) => r.stock ?? 0,
  stock_desc: (r) => -(r.stock ?? 0),
  newest: (r) => -(r.createdAt as Date).getTime(),
};

describe('GET /api/admin/products', () => {
  it('lists the visible products by name by default, with the total', async () => {
    const page = await list();
    expect(page.total).toBe(6);
    expect(page.items.map((p) => p.name)).toEqual([
      'Amber Bed',
      'banyan Sofa',
      'Cedar Chair',
      'Dune Recliner',
      'Ebony Dining Set',
      'Fig 50% Off Shelf',
    ]);
    expect(page.items[0]).toMatchObject({ price: 30_000, stock: 3, stock_threshold: 10 });
  });

  it.each(Object.keys(SORT_KEYS) as AdminProductSort[])(
    'sorts by %s, ties by name',
    async (sort) => {
      expect(await names(`?sort=${sort}`)).toEqual(expectedOrder(SORT_KEYS[sort]));
    },
  );

  it('pins the tie-breakers the sorts rely on', async () => {
    expect((await names('?sort=stock_asc')).slice(0, 3)).toEqual([
      'Dune Recliner',
      'Amber Bed',
      'Cedar Chair',
    ]);
    expect((await names('?sort=newest')).slice(0, 3)).toEqual([
      'Ebony Dining Set',
      'banyan Sofa',
      'Dune Recliner',
    ]);
  });

  it.each([
    ['teakline', ['Amber Bed', 'Fig 50% Off Shelf'], 'brand'],
    ['SOFA', ['banyan Sofa'], 'name and category, any case'],
    ['leather', ['Dune Recliner'], 'material'],
    ['recliners', ['Dune Recliner'], 'category'],
    ['dining sets', ['Ebony Dining Set'], 'category label'],
    ['%', ['Fig 50% Off Shelf'], 'a LIKE wildcard taken literally'],
    ['d_ne', [], 'an underscore taken literally'],
    ['sturdy', [], 'not the description'],
    ['ghost', [], 'not archived products'],
  ])('searches q=%s (%s)', async (q, expected) => {
    const page = await list(`?q=${encodeURIComponent(q)}`);
    expect(page.items.map((p) => p.name)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it('filters by category in any accepted spelling, and refuses an unknown one', async () => {
    expect(await names('?category=Beds')).toEqual(['Amber Bed']);
    expect(await names('?category=office')).toEqual(['Dune Recliner']);
    const unknown = await t.app.inject({
      url: '/api/admin/products?category=kitchens',
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ category: 'Choose one of the shop categories' });
  });

  it('lists low stock: stock below the product’s own threshold', async () => {
    const page = await list('?low_stock=true&sort=stock_asc');
    expect(page.items.map((p) => p.name)).toEqual([
      'Dune Recliner',
      'Amber Bed',
      'Fig 50% Off Shelf',
    ]);
    expect(page.total).toBe(3);
    expect(page.items.every((p) => p.stock < p.stock_threshold)).toBe(true);
    expect(await names('?low_stock=false')).toHaveLength(6);
    expect(await names('?low_stock=true&category=beds&q=amber')).toEqual(['Amber Bed']);
  });

  it('pages: the pages add up to the whole order and the total stays the matches', async () => {
    const all = expectedOrder(SORT_KEYS.stock_desc);
    const pages = [];
    for (const offset of [0, 2, 4]) {
      const page = await list(`?sort=stock_desc&limit=2&offset=${offset}`);
      expect(page.total).toBe(6);
      pages.push(...page.items.map((p) => p.name));
    }
    expect(pages).toEqual(all);
    expect(await list('?limit=2&offset=10')).toEqual({ items: [], total: 6 });
    expect(await list('?q=teakline&limit=1&offset=1')).toMatchObject({
      items: [{ name: 'Fig 50% Off Shelf' }],
      total: 2,
    });
  });

  it.each([
    ['sort=cheapest', 'sort'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['offset=-1', 'offset'],
    ['low_stock=yes', 'low_stock'],
  ])('refuses ?%s with a field error', async (query, field) => {
    const response = await t.app.inject({
      url: `/api/admin/products?${query}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual([field]);
  });

  it('is not cached: a change in the database shows on the next call', async () => {
    const amber = rows.find((r) => r.name === 'Amber Bed') as Row;
    expect((await list('?q=amber')).items[0]?.stock).toBe(3);
    await t.db.update(products).set({ stock: 40 }).where(eq(products.id, amber.id));
    expect((await list('?q=amber')).items[0]?.stock).toBe(40);
    await t.db.update(products).set({ stock: 3 }).where(eq(products.id, amber.id));
  });

  it('answers 20 products per page by default', async () => {
    await insertProducts(
      t.db,
      Array.from({ length: 20 }, () => aProduct()),
    );
    const page = await list();
    expect(page.items).toHaveLength(20);
    expect(page.total).toBe(26);
  });
});
