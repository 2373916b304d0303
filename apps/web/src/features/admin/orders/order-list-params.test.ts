import { describe, expect, it } from 'vitest';
import {
  isFiltered,
  pageCount,
  parseOrderListParams,
  serializeOrderListParams,
  toAdminOrderQuery,
} from './order-list-params';

const parse = (query: string) => parseOrderListParams(new URLSearchParams(query));

describe('order list params', () => {
  it('reads search, stored status and page from the URL', () => {
    expect(parse('q=%231001&status=dispatched&page=3')).toEqual({
      q: '#1001',
      status: 'dispatched',
      page: 3,
    });
  });

  it('falls back to the defaults for a label, an unknown status or a bad page', () => {
    expect(parse('status=Shipped&page=0')).toEqual({ q: '', status: '', page: 1 });
    expect(parse('status=lost&page=2.5')).toEqual({ q: '', status: '', page: 1 });
    expect(parse('page=50001').page).toBe(1);
    expect(parse(`q=${'x'.repeat(300)}`).q).toHaveLength(200);
  });

  it('writes a clean URL: defaults left out, search trimmed', () => {
    expect(serializeOrderListParams({ q: '  ', status: '', page: 1 }).toString()).toBe('');
    expect(serializeOrderListParams({ q: ' asha ', status: 'new', page: 2 }).toString()).toBe(
      'q=asha&status=new&page=2',
    );
  });

  it('asks the server for one page of 20 at the right offset', () => {
    expect(
      toAdminOrderQuery({ q: 'asha@example.in', status: 'delivered', page: 3 }).toString(),
    ).toBe('q=asha%40example.in&status=delivered&limit=20&offset=40');
    expect(toAdminOrderQuery({ q: '', status: '', page: 1 }).toString()).toBe('limit=20&offset=0');
  });

  it('counts pages and knows when the list is narrowed', () => {
    expect([pageCount(0), pageCount(20), pageCount(21), pageCount(45)]).toEqual([1, 1, 2, 3]);
    expect(isFiltered({ q: '', status: '', page: 4 })).toBe(false);
    expect(isFiltered({ q: '', status: 'cancelled', page: 1 })).toBe(true);
    expect(isFiltered({ q: 'x', status: '', page: 1 })).toBe(true);
  });
});
