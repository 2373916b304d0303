import type { Product } from '@sheesham/shared';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { findListedProduct } from './product';

const product = (id: string) => ({ _id: id, name: `Product ${id}` }) as Product;

describe('findListedProduct', () => {
  it('finds a product in a cached single page or in any page of a paged listing', () => {
    const client = new QueryClient();
    client.setQueryData(['products', { limit: 0 }], { products: [], total: 53 });
    client.setQueryData(['products', { sort: 'name' }], { products: [product('a')], total: 1 });
    client.setQueryData(['products', 'pages', { sort: 'name' }, 24], {
      pages: [
        { products: [product('b')], total: 2 },
        { products: [product('c')], total: 2 },
      ],
      pageParams: [0, 24],
    });
    expect(findListedProduct(client, 'a')?.name).toBe('Product a');
    expect(findListedProduct(client, 'c')?.name).toBe('Product c');
    expect(findListedProduct(client, 'zz')).toBeUndefined();
  });
});
