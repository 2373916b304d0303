import { NEXT_CURSOR_HEADER, type Product, TOTAL_COUNT_HEADER } from '@sheesham/shared';
import { searchSuggestionsSchema } from '@sheesham/shared/search-suggestions';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema.ts';
import { aProduct, insertProducts } from '../helpers/product-builder.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// Typo-tolerant search (docs/decisions/020-typo-tolerant-search.md), on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL: the same migration and the same SQL on both.
const t = useTestApp();

beforeAll(async () => {
  await insertProducts(t.db, [
    aProduct({ name: 'Diwan Sofa', category: 'sofas', brand: 'Urban Loom' }),
    aProduct({ name: 'Jharokha Sofa Set', category: 'sofas', brand: 'Urban Loom' }),
    aProduct({
      name: 'Sofa Side Table',
      category: 'storage',
      description: 'Stands beside a sofa.',
    }),
    aProduct({ name: 'Mehfil Recliner', category: 'recliners' }),
    aProduct({ name: 'Rajwada Recliner Chair', category: 'recliners' }),
    aProduct({ name: 'Sheesham King Bed', category: 'beds' }),
    aProduct({ name: 'Mango Wood Bed', category: 'beds', primaryMaterial: 'Engineered Wood' }),
    aProduct({ name: 'Sheesham Bookshelf', category: 'storage' }),
    aProduct({ name: 'Café Chair', category: 'chairs' }),
    aProduct({ name: 'Hidden Recliner', category: 'recliners', archivedAt: new Date() }),
  ]);
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

async function search(query: string) {
  const response = await get(`/api/products?${query}`);
  expect(response.statusCode).toBe(200);
  return {
    names: (response.json() as Product[]).map((p) => p.name),
    total: Number(response.headers[TOTAL_COUNT_HEADER]),
    next: response.headers[NEXT_CURSOR_HEADER] as string | undefined,
  };
}

async function suggest(query: string) {
  const response = await get(`/api/products/suggest?${query}`);
  expect(response.statusCode).toBe(200);
  return searchSuggestionsSchema.parse(response.json());
}

describe('search that forgives typos', () => {
  it('finds the sofas for "sofaa" and the recliners for "recliener"', async () => {
    expect(await search('q=sofaa')).toMatchObject({
      names: ['Diwan Sofa', 'Jharokha Sofa Set', 'Sofa Side Table'],
      total: 3,
    });
    expect(await search('q=recliener')).toMatchObject({
      names: ['Mehfil Recliner', 'Rajwada Recliner Chair'],
      total: 2,
    });
  });

  it('ranks the products of the word first: sofas above a table named for sofas', async () => {
    expect((await search('q=sofa')).names).toEqual([
      'Diwan Sofa',
      'Jharokha Sofa Set',
      'Sofa Side Table',
    ]);
  });

  it('ranks the product with every word first: "sheesham bed" is the sheesham bed, then the others', async () => {
    expect((await search('q=sheesham%20bed')).names).toEqual([
      'Sheesham King Bed',
      'Mango Wood Bed',
      'Sheesham Bookshelf',
    ]);
    expect((await search('q=sheesam%20bed')).names[0]).toBe('Sheesham King Bed');
  });

  it('ignores accents both ways', async () => {
    expect((await search('q=sof%C3%A1')).names).toEqual((await search('q=sofa')).names);
    expect((await search('q=cafe')).names).toEqual(['Café Chair']);
  });

  it('keeps the chosen sort when one is given', async () => {
    expect((await search('q=sofa&sort=name')).names).toEqual([
      'Diwan Sofa',
      'Jharokha Sofa Set',
      'Sofa Side Table',
    ]);
    expect((await search('q=recliner&sort=name')).names).toEqual([
      'Mehfil Recliner',
      'Rajwada Recliner Chair',
    ]);
  });

  it('pages a ranked search by cursor and by offset in the same order', async () => {
    const whole = await search('q=sofa');
    const seen: string[] = [];
    let page = await search('q=sofa&limit=1');
    expect(page.total).toBe(3);
    seen.push(...page.names);
    while (page.next) {
      page = await search(`q=sofa&limit=1&cursor=${page.next}`);
      seen.push(...page.names);
    }
    expect(seen).toEqual(whole.names);
    expect((await search('q=sofa&limit=2&offset=1')).names).toEqual(whole.names.slice(1));
  });

  it('finds a product by a word given to it later (the vocabulary follows writes)', async () => {
    expect((await search('q=zardozy')).total).toBe(0);
    await t.db
      .update(products)
      .set({ name: 'Zardozi Bookshelf' })
      .where(eq(products.name, 'Sheesham Bookshelf'));
    t.app.catalog.invalidate();
    expect((await search('q=zardozy')).names).toEqual(['Zardozi Bookshelf']);
  });
});

describe('GET /api/products/suggest', () => {
  it('suggests the best matches while typing, a word start included', async () => {
    const body = await suggest('q=recl');
    expect(body.products.map((p) => p.name)).toEqual(['Mehfil Recliner', 'Rajwada Recliner Chair']);
    expect(body.products[0]).toEqual({
      _id: expect.any(String),
      name: 'Mehfil Recliner',
      category: 'recliners',
    });
    expect(body.did_you_mean).toBeNull();
  });

  it('offers "did you mean" for a search that finds nothing', async () => {
    // Too far from "bookshelf" (trigram similarity 0.46, and no slip of one letter) to be searched as it, close enough to offer.
    expect((await search('q=bukshelf')).total).toBe(0);
    expect(await suggest('q=bukshelf')).toEqual({ products: [], did_you_mean: 'bookshelf' });
    expect(await suggest('q=qwxyz')).toEqual({ products: [], did_you_mean: null });
  });

  it('answers at most `limit` suggestions, 6 by default, and refuses more than 10', async () => {
    expect((await suggest('q=wood')).products).toHaveLength(6);
    expect((await suggest('q=wood&limit=2')).products).toHaveLength(2);
    for (const query of ['q=wood&limit=11', 'q=wood&limit=0', `q=${'a'.repeat(201)}`]) {
      const response = await get(`/api/products/suggest?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('validation_error');
    }
  });

  it('answers nothing for a blank q and a 400 for a NUL', async () => {
    expect(await suggest('q=%20')).toEqual({ products: [], did_you_mean: null });
    expect((await get('/api/products/suggest?q=a%00b')).statusCode).toBe(400);
  });
});
