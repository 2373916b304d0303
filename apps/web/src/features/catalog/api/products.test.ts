import { NEXT_CURSOR_HEADER, type Product, TOTAL_COUNT_HEADER } from '@sheesham/shared';
import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { resetTestState } from '@/testing/render';
import { productPagesQueryOptions } from './products';

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
