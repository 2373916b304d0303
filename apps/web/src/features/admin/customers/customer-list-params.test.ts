import { describe, expect, it } from 'vitest';
import {
  pageCount,
  parseCustomerListParams,
  serializeCustomerListParams,
  toAdminCustomerQuery,
} from './customer-list-params';

const parse = (query: string) => parseCustomerListParams(new URLSearchParams(query));

describe('customer list params', () => {
  it('reads the search and page from the URL, defaults for anything else', () => {
    expect(parse('q=%20meera%20&page=3')).toEqual({ q: 'meera', page: 3 });
    expect(parse('page=0')).toEqual({ q: '', page: 1 });
    expect(parse('page=2.5&status=new')).toEqual({ q: '', page: 1 });
    expect(parse(`q=${'x'.repeat(300)}`).q).toHaveLength(200);
  });

  it('writes a clean URL', () => {
    expect(serializeCustomerListParams({ q: ' ', page: 1 }).toString()).toBe('');
    expect(serializeCustomerListParams({ q: '98290 12345', page: 2 }).toString()).toBe(
      'q=98290+12345&page=2',
    );
  });

  it('asks the server for one page of 24 at the right offset', () => {
    expect(toAdminCustomerQuery({ q: '', page: 1 }).toString()).toBe('limit=24&offset=0');
    expect(toAdminCustomerQuery({ q: 'meera', page: 3 }).toString()).toBe(
      'q=meera&limit=24&offset=48',
    );
    expect([pageCount(0), pageCount(24), pageCount(25)]).toEqual([1, 1, 2]);
  });
});
