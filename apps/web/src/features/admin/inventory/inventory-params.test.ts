import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INVENTORY_PARAMS,
  pageCount,
  parseInventoryParams,
  serializeInventoryParams,
  toAdminProductQuery,
} from './inventory-params';

const parse = (query: string) => parseInventoryParams(new URLSearchParams(query));

describe('inventory URL state', () => {
  it('round-trips through the URL, defaults left out', () => {
    const state = {
      q: 'sofa',
      category: 'sofas',
      lowStock: true,
      sort: 'stock_asc',
      page: 4,
    } as const;
    const query = serializeInventoryParams(state).toString();
    expect(query).toBe('q=sofa&category=sofas&low_stock=true&sort=stock_asc&page=4');
    expect(parse(query)).toEqual(state);
    expect(serializeInventoryParams(DEFAULT_INVENTORY_PARAMS).toString()).toBe('');
  });

  it('falls back to defaults for anything it does not know', () => {
    expect(parse('category=tables&sort=cheapest&page=-2&low_stock=yes')).toEqual(
      DEFAULT_INVENTORY_PARAMS,
    );
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=50001').page).toBe(1);
    expect(parse('category=Office').category).toBe('recliners');
  });

  it('asks the server for 20 a page at the right offset', () => {
    expect(toAdminProductQuery({ ...DEFAULT_INVENTORY_PARAMS, page: 3 }).toString()).toBe(
      'sort=name&limit=20&offset=40',
    );
    expect([0, 1, 20, 21, 40].map(pageCount)).toEqual([1, 1, 1, 2, 2]);
  });
});
