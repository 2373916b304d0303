import { NEXT_CURSOR_HEADER, type Product } from '@sheesham/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { aProduct, insertProducts } from '../helpers/product-builder.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// A search's tier whose products lie beyond the stretch of the name order it first looks in
// (2,000 rows and more, repository rankedPage) is read through its GIN index instead
// (docs/decisions/052-search-vocabulary.md); on PGlite and PostgreSQL the order and the paging are
// the same as for a tier found in that stretch.
const t = useTestApp();

/** More products than the stretch, all named before the ones searched for, none matching. */
const FILLERS = 2_100;

beforeAll(async () => {
  for (let from = 0; from < FILLERS; from += 700) {
    await insertProducts(
      t.db,
      Array.from({ length: 700 }, (_, i) =>
        aProduct({
          name: `Aaa Plain Stool ${String(from + i).padStart(4, '0')}`,
          category: 'chairs',
        }),
      ),
    );
  }
  await insertProducts(t.db, [
    // Two in the stretch, two after it: one tier read from both (page-repository tierRows).
    aProduct({ name: 'Aaa Plain Stool 0005 Ottoman', category: 'chairs' }),
    aProduct({ name: 'Aaa Plain Stool 1500 Ottoman', category: 'chairs' }),
    aProduct({ name: 'Yak Ottoman', category: 'chairs' }),
    aProduct({ name: 'Yew Ottoman', category: 'chairs' }),
    aProduct({ name: 'Zeta Bed', category: 'beds' }),
    aProduct({ name: 'Zebra Sofa', category: 'sofas' }),
    aProduct({ name: 'Zebra Sofa Bed', category: 'sofas' }),
    aProduct({ name: 'Zulu Sofa Bed', category: 'sofas' }),
  ]);
});

async function names(url: string): Promise<{ names: string[]; next?: string }> {
  const response = await t.app.inject({ url });
  expect(response.statusCode).toBe(200);
  const next = response.headers[NEXT_CURSOR_HEADER];
  return {
    names: (response.json() as Product[]).map((p) => p.name),
    next: typeof next === 'string' ? next : undefined,
  };
}

describe('a search whose matches are rare and late in the name order', () => {
  it('ranks them as always: every word first, then one word, each in the name order', async () => {
    const { names: found } = await names('/api/products?q=bed%20sofa');
    expect(found).toEqual(['Zebra Sofa Bed', 'Zulu Sofa Bed', 'Zebra Sofa', 'Zeta Bed']);
  });

  it('pages them by cursor in the same order, one at a time', async () => {
    const paged: string[] = [];
    let url = '/api/products?q=bed%20sofa&limit=1';
    for (let page = 0; page < 10; page++) {
      const { names: found, next } = await names(url);
      paged.push(...found);
      if (!next) break;
      url = `/api/products?q=bed%20sofa&limit=1&cursor=${next}`;
    }
    expect(paged).toEqual(['Zebra Sofa Bed', 'Zulu Sofa Bed', 'Zebra Sofa', 'Zeta Bed']);
  });

  it('lists a tier found partly in the stretch and partly after it in the name order', async () => {
    const all = ['Aaa Plain Stool 0005 Ottoman', 'Aaa Plain Stool 1500 Ottoman', 'Yak Ottoman'];
    expect((await names('/api/products?q=ottoman')).names).toEqual([...all, 'Yew Ottoman']);
    const first = await names('/api/products?q=ottoman&limit=3');
    expect(first.names).toEqual(all);
    const rest = await names(`/api/products?q=ottoman&limit=3&cursor=${first.next}`);
    expect(rest).toEqual({ names: ['Yew Ottoman'], next: undefined });
  });

  it('suggests them, and finds nothing for a word no product has', async () => {
    const response = await t.app.inject({ url: '/api/products/suggest?q=zebra%20bed' });
    expect(response.json().products.map((p: { name: string }) => p.name)).toEqual([
      'Zebra Sofa Bed',
      'Zebra Sofa',
      'Zeta Bed',
      'Zulu Sofa Bed',
    ]);
    expect((await names('/api/products?q=almirah')).names).toEqual([]);
  });
});
