import {
  NEXT_CURSOR_HEADER,
  type Product,
  TOTAL_COUNT_HEADER,
  TOTAL_COUNT_RELATION_HEADER,
} from '@sheesham/shared';
import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { resetTestState } from '@/testing/render';
import { fetchProducts, productPagesQueryOptions, totalLabel } from './products';

afterEach(resetTestState);

const product = (id: string) => ({ _id: id, name: `Product ${id}` }) as Product;

describe('productPagesQueryOptions', () => {
  it('asks for each next page with the cursor the previous page answered, until there is none', async () => {
    const calls = fakeApi({
      'GET /api/products?sort=price_asc&limit=2': () => ({
        status: 200,
        body: [product('a'), product('b')],
        headers: { [TOTAL_COUNT_HEADER]: '3', [NEXT_CURSOR_HEADER]: 'after-b' },
      }),
      'GET /api/products?sort=price_asc&limit=2&cursor=after-b': () => ({
        status: 200,
        body: [product('c')],
        headers: { [TOTAL_COUNT_HEADER]: '3' },
      }),
    });
    const client = new QueryClient();
    const observer = new InfiniteQueryObserver(
      client,
      productPagesQueryOptions({ sort: 'price_asc' }, 2),
    );
    await observer.refetch();
    expect(observer.getCurrentResult().hasNextPage).toBe(true);
    await observer.fetchNextPage();
    const result = observer.getCurrentResult();
    expect(result.data?.pages.flatMap((page) => page.products.map((p) => p._id))).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(result.hasNextPage).toBe(false);
    expect(calls.map((call) => call.key)).toContain(
      'GET /api/products?sort=price_asc&limit=2&cursor=after-b',
    );
  });
});

describe('a total the server stopped counting', () => {
  it('reads X-Total-Count-Relation and labels the total "1,000+"; an exact one stays as it is', async () => {
    fakeApi({
      'GET /api/products?q=sofa': () => ({
        status: 200,
        body: [product('a')],
        headers: { [TOTAL_COUNT_HEADER]: '1000', [TOTAL_COUNT_RELATION_HEADER]: 'gte' },
      }),
      'GET /api/products?q=kesar': () => ({
        status: 200,
        body: [product('b')],
        headers: { [TOTAL_COUNT_HEADER]: '1', [TOTAL_COUNT_RELATION_HEADER]: 'eq' },
      }),
    });
    const broad = await fetchProducts({ q: 'sofa' });
    expect(broad).toMatchObject({ total: 1000, totalAtLeast: true });
    expect(totalLabel(broad)).toBe('1,000+');
    const narrow = await fetchProducts({ q: 'kesar' });
    expect(narrow).toMatchObject({ total: 1, totalAtLeast: false });
    expect(totalLabel(narrow)).toBe('1');
    expect(totalLabel({ total: 123456, totalAtLeast: false })).toBe('1,23,456');
  });
});
